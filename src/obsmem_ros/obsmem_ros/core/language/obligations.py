"""Obligations said or passed on: "you have to put the dryer on at ten", "Mum says you've got to
tidy your room", "Dad says I have to mow the lawn".

An obligation laid on the hearer asks them to do the deed as an imperative does; one passed on
from someone else ("X says ...") asks it on that person's behalf, and binds the speaker too when
the speaker is the one obliged ("Dad says I have to ...": a request from Dad to the speaker). The
speaker's own "I have to ..." with no one passing it on is a plan of theirs and is not read here.
"""
from __future__ import annotations

from typing import Any, Optional, Tuple

from obsmem_ros.core.records import CommitmentKind

from . import utterance_syntax as sx
from .referents import ReadingContext
from .relayed import origin

_OBLIGING = frozenset({"have", "need", "got"})  # "have to", "need to", "('ve) got to" + a verb
_MODALS = frozenset({"must"})


def obliged(pred: Any, ctx: ReadingContext) -> Optional[Tuple[CommitmentKind, str, str, Any]]:
    """(request, who owes it, who asks it, the owed deed's predicate) of an obligation clause; None
    for any other clause, a negated one ("you don't have to"), a recurring one (a routine) or a
    question."""
    deed = _deed(pred)
    if deed is None or sx.negated(pred) or pred.dep_ not in ("ROOT", "ccomp", "conj") or sx.habitual(deed):
        return None  # "the doctor says I have to walk every day": a routine, not one deed asked
    subj = sx.subject(pred)
    word = subj.lower_ if subj is not None else ""
    asker = origin(pred, ctx)
    if word == "you":
        return CommitmentKind.REQUEST, ctx.speakers.addressee, asker or ctx.speakers.speaker, deed
    if word in ("i", "we") and asker:
        return CommitmentKind.REQUEST, ctx.speakers.speaker, asker, deed
    return None


def _deed(pred: Any) -> Optional[Any]:
    """The verb an obligation governs: "have / need / got to V" (the xcomp with its "to"), or the
    predicate itself under "must"."""
    if pred.lemma_.lower() in _OBLIGING or pred.lower_ == "got":
        inner = sx.child(pred, "xcomp")
        if inner is not None and inner.pos_ == "VERB" and any(c.dep_ == "aux" and c.lower_ == "to"
                                                               for c in inner.children):
            return inner
        return None
    return pred if any(a in _MODALS for a in sx.auxiliaries(pred)) and pred.pos_ == "VERB" else None
