"""Yes/no questions asked as a statement with a polar tag: "Rena eats lamb or not?", "your dad
takes milk or no?", "The heater, it's still on or not?".

Spoken English (and Singapore, Malaysian, Indian and many other Englishes as a rule) asks a yes/no
question by saying the statement and offering its negation as the other choice, with no inverted
auxiliary. The "or" there offers no alternatives to choose among: its only other conjunct is the
negation itself. Read from the parse: the last word before the question mark is a negation ("not",
"no") joined by "or" to the clause or a word of it.
"""
from __future__ import annotations

from typing import Any, Optional

from .syntax import WH_WORDS, analyse, normalise

NEGATION_TAGS = frozenset({"not", "no"})
_ASKER = frozenset({"i", "we", "you", "robot"})


def polar_tag(doc: Any) -> bool:
    """Whether the text ends in "or not" / "or no" (a negation offered as the only alternative)."""
    words = [t for t in doc if not t.is_punct and t.dep_ != "intj"]
    return len(words) >= 3 and words[-1].lower_ in NEGATION_TAGS and words[-2].lower_ == "or"


def tagged_question(text: str) -> bool:
    """`polar_tag` of a text: a yes/no question however its clause is ordered."""
    return polar_tag(analyse(normalise(text)))


def tagged_habit(text: str) -> bool:
    """Whether a tagged yes/no question asks what someone does as a rule ("Rena eats lamb or not?",
    "grandad take sugar one or not?"): a verb in the simple present (or a bare verb, the third
    person's -s often unsaid) with a subject other than the asker or the robot and an object, in a
    question with no wh-word."""
    doc = analyse(normalise(text))
    if not polar_tag(doc) or any(t.lower_ in WH_WORDS for t in doc):
        return False
    return _habitual_verb(doc) is not None


def _habitual_verb(doc: Any) -> Optional[Any]:
    for verb in doc:
        if verb.pos_ != "VERB" or verb.tag_ not in ("VBZ", "VBP", "VB"):
            continue
        if any(c.dep_ in ("aux", "auxpass") and c.lemma_.lower() != "do" for c in verb.children):
            continue  # "will", "is ...-ing", "can": an occasion or an ability, not a habit
        subject = next((c for c in verb.children if c.dep_ == "nsubj"), None)
        taken = any(c.dep_ in ("dobj", "xcomp") for c in verb.children)
        if subject is not None and subject.lower_ not in _ASKER and taken:
            return verb
    return None
