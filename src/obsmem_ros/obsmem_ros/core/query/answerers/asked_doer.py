"""The person a "when" question names as the doer of the deed it asks the time of, and the plans
that someone else does.

"When's Rhys bringing the presents in?" asks the time of Rhys's own word ("I'll bring them in
myself at seven tomorrow"), not of the ask he made of the robot before ("can you bring them in
tonight?"), however many words the two share: the doer a listener hears in the question is the
subject of its deed. A plan with no doer said ("the dentist is at four") is nobody else's.
"""
from __future__ import annotations

from typing import FrozenSet, Sequence

from obsmem_ros.core.language.speakers import is_person_noun
from obsmem_ros.core.language.syntax import analyse, normalise

from ..readings import CommitmentReading
from .doers import spoken_doer

__all__ = ["asked_doer", "doer_asked", "done_by_another"]

# predicates whose subject wants, needs or asks for the deed rather than does it ("when does Bob want his coffee")
_NOT_DOING = frozenset({"want", "need", "like", "ask", "say", "tell", "expect", "hope", "wish", "let"})
_CHAIN = ("xcomp", "ccomp")


def asked_doer(question: str, persons: Sequence[str]) -> str:
    """The one of `persons` (as the question names them) that is the subject of the deed the
    question asks the time of ("what time is Uncle Ebi leaving": ebi); "" when its subject is no
    one of them or its predicate only wants or asks for the deed."""
    if not persons:
        return ""
    doc = analyse(normalise(question))
    pred = next(iter(doc.sents)).root
    subject = None
    for _ in range(4):
        subject = next((c for c in pred.children if c.dep_ == "nsubj"), subject)
        if pred.lemma_.lower() in _NOT_DOING:
            return ""
        inner = next((c for c in pred.children if c.dep_ in _CHAIN and c.pos_ in ("VERB", "AUX")), None)
        if inner is None:
            break
        pred = inner
    if subject is None:
        return ""
    named = [t.lower_ for t in subject.subtree if t.dep_ in ("compound", "flat", "poss") or t is subject]
    said = {*named, " ".join(named)}  # "Uncle Ebi": ebi; "ar kid": the two words
    found = next((p for p in persons if p.lower() in said), "")
    if found or not (subject.pos_ == "PROPN" or is_person_noun(subject)):
        return found
    unsaid = [p for p in persons if p.lower() not in {t.lower_ for t in doc}]  # "Mama": the one named otherwise
    return unsaid[0] if len(unsaid) == 1 else ""


def done_by_another(reading: CommitmentReading, doer: FrozenSet[str]) -> bool:
    """Whether the plan has a doer (its owner, or the speaker of a plan said in their own voice) who
    is not the asked `doer` (its name and id)."""
    own = spoken_doer(reading.commitment)
    return bool(doer) and bool(own) and own not in doer


def doer_asked(question: str, names: Sequence[str], ids: Sequence[str],
               readings: Sequence[CommitmentReading]) -> FrozenSet[str]:
    """The asked doer (`asked_doer` among the question's `names`, with its id where `ids` align
    with them), when one of the dated `readings` is that person's own: only then does another's
    plan give way to it; empty otherwise."""
    name = asked_doer(question, names)
    if not name:
        return frozenset()
    doer = frozenset({name, ids[list(names).index(name)]} if len(ids) == len(names) else {name})
    if any(r.commitment.due_ns is not None and spoken_doer(r.commitment) in doer for r in readings):
        return doer
    return frozenset()
