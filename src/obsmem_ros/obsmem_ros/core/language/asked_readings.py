"""The classifier's readings of a text its syntax makes a question.

The intent classifier decides the kind of a text (question, instruction, statement) and what it
asks in one distribution. When its best reading is unsure, a text that is a question by its form
(a rising "?", an inverted auxiliary, a polar tag "... or not?", an opening wh-word) is read among its question
readings alone: each one's probability given that the text is a question (the classifier's
probability of it over its probability of any question). A request of the robot in question form
("Could you grab the mop?": a modal with "you" as its subject) keeps its readings.

A wh-word that opens the text and modifies its main clause, whose verb is no order, asks whatever
the classifier is sure of ("where da folding tables stay now", typed with no "?"): an instruction
opens with its verb or with a clause of its own ("when the oven beeps, take the bread out").
"""
from __future__ import annotations

from typing import Any, List, Tuple

from .polar_tags import polar_tag
from .syntax import WH_TAGS, imperative
from .utterance_syntax import is_question, subject

QUESTION = "question:"


def asked_readings(ranked: List[Tuple[str, float]], doc: Any, threshold: float) -> List[Tuple[str, float]]:
    """`ranked` (keys with probabilities, best first), or its question readings conditioned on the
    text being a question when the best reading is below `threshold` and the form asks (module doc)."""
    if not ranked or not (is_question(doc) or polar_tag(doc) or _wh_first(doc)) or _request(doc):
        return ranked
    if ranked[0][1] >= threshold and (ranked[0][0].startswith(QUESTION) or not _wh_main_clause(doc)):
        return ranked
    asked = [(key, p) for key, p in ranked if key.startswith(QUESTION)]
    mass = sum(p for _key, p in asked)
    if not asked or mass <= 0:
        return ranked
    return [(key, p / mass) for key, p in asked] + [(key, 0.0) for key, _p in ranked if not key.startswith(QUESTION)]


def _wh_first(doc: Any) -> bool:
    """A wh-word opens the text ("what time's Rudy heading out", typed with no "?")."""
    first = next((t for t in doc if not t.is_punct), None)
    return first is not None and first.tag_ in WH_TAGS


def _wh_main_clause(doc: Any) -> bool:
    """The opening wh-word belongs to the main clause (no clause boundary between it and the root;
    "how much rice" reaches it through its noun), and the main verb is no order (module doc)."""
    first = next((t for t in doc if not t.is_punct), None)
    if first is None or first.tag_ not in WH_TAGS:
        return False
    tok = first
    while tok.dep_ != "ROOT":
        if tok.dep_ in _CLAUSES:
            return False
        tok = tok.head
    return not imperative(tok)


_CLAUSES = frozenset({"advcl", "ccomp", "csubj", "csubjpass", "relcl", "acl", "xcomp", "pcomp", "conj", "parataxis"})


def _request(doc: Any) -> bool:
    """A modal opening a clause whose subject is the one spoken to ("can you ...", "would you ...")."""
    first = next((t for t in doc if not t.is_punct and t.dep_ not in ("intj", "cc")), None)
    if first is None or first.tag_ != "MD":
        return False
    subj = subject(first.head if first.dep_ == "aux" else first)
    return subj is not None and subj.lower_ == "you"
