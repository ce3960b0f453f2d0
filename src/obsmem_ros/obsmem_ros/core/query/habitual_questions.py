"""Questions of what recurs: a time adjunct quantified by "every" / "each" asks a routine or a
habit, not the one occasion a commitment is, whatever reading the classifier's nearest examples
gave it (`syntax_readings` applies it to a commitment reading)."""
from __future__ import annotations

from dataclasses import replace

from ..language.parse import Kind, Parse
from ..language.syntax import analyse, normalise

__all__ = ["asks_every_time", "habitual"]

_PREFERENCE_INTENTS = frozenset({"preference", "routine", "habit", "usual_time"})


def asks_every_time(question: str) -> bool:
    """Whether the question asks of something done at every one of a kind of time ("What time does
    the game come on each Saturday?", "Gran walks the dog every morning at what time?"): a noun
    quantified by "every" / "each" that is the verb's adjunct, not its object. A commitment is one
    occasion; what recurs is a routine or a habit. "Who ..." asks a doer, which stays as read."""
    doc = analyse(normalise(question))
    if not doc or doc[0].lower_ == "who":
        return False
    return any(t.lower_ in ("every", "each") and t.dep_ == "det" and t.head.dep_ in ("npadvmod", "pobj", "advmod")
               for t in doc)


def habitual(parse: Parse) -> Parse:
    """The classifier's best reading among routines, habits and preferences; a routine when it has none."""
    key = next((k for k, _ in parse.alternatives if k.split(":", 1)[-1] in _PREFERENCE_INTENTS), "question:routine")
    return replace(parse, kind=Kind.QUESTION, intent=key.split(":", 1)[1], understood=True, reason="", alternatives=())

