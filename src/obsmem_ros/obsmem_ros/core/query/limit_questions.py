"""Questions of a standing time limit: how late someone sleeps, till what time, the earliest they
may be woken ("Till what time does Ayo sleep after a late shift?", "What's the earliest we can wake
her?", "After nights Ros wants to sleep until what time?"). What such a question asks is a bound a
person keeps to as a rule ("after nights I sleep till two", "don't wake me before one"), which is
their preference, not the one occasion a plan is, whatever reading the classifier's nearest
examples gave it (a wake-up plan: "what time does Ayo want waking tomorrow?").

A limit is asked by a bound word on the time ("till", "until"), by "how late" / "how early", or by
an edge ("the earliest", "the latest") in a wh-question; the deed is in the simple present (do-
support, a modal, or a present "want" / "like") with no day or date named ("tomorrow", "on
Friday": one occasion), no past tense ("what time did Ayo want waking": what was asked once) and
no progressive ("until when is Gran staying": a visit's plan). A subject that is the robot or a
thing with a determiner ("the shop") is no person keeping a rule.
"""
from __future__ import annotations

from typing import Any

from ..language.syntax import analyse, normalise

__all__ = ["asks_time_limit"]

_BOUNDS = frozenset({"till", "until", "til", "'til", "untill"})
_EDGES = frozenset({"earliest", "latest"})
_HOW_FAR = frozenset({"late", "early"})
_TIME_WH = frozenset({"what", "which", "when"})
_MODALS = frozenset({"can", "could", "may", "might", "should"})
_PRESENT_WISH = frozenset({"want", "wants", "like", "likes", "prefer", "prefers"})
_ONE_DAY = frozenset({"today", "tonight", "tomorrow", "yesterday", "morra", "monday", "tuesday", "wednesday",
                      "thursday", "friday", "saturday", "sunday", "weekend"})
_NOT_KEEPERS = frozenset({"you", "it", "robot"})


def asks_time_limit(question: str) -> bool:
    """Whether the question asks the time limit someone keeps to as a rule (module doc)."""
    doc = analyse(normalise(question))
    words = [t.lower_ for t in doc]
    if _ONE_DAY.intersection(words) or any(_past_or_ongoing(t) for t in doc):
        return False
    if not (_limit_asked(doc, words) and _present_deed(doc)):
        return False
    return not any(t.dep_ in ("nsubj", "nsubjpass") and (t.lower_ in _NOT_KEEPERS or any(
        c.dep_ in ("det", "poss") for c in t.children)) for t in doc)


def _limit_asked(doc: Any, words: list) -> bool:
    """A bound word with a time asked ("until what time", "what time ... sleep till"), "how late" /
    "how early", or an edge in a wh-question ("what's the earliest ...")."""
    timed = any(t.lower_ in _TIME_WH and (t.lower_ == "when" or t.head.lower_ == "time") for t in doc)
    how_far = any(t.lower_ in _HOW_FAR and t.i and doc[t.i - 1].lower_ == "how" for t in doc)
    edge = _EDGES.intersection(words) and any(t.lower_ in ("what", "when") for t in doc)
    return bool(timed and _BOUNDS.intersection(words) or how_far or edge)


def _present_deed(doc: Any) -> bool:
    """A deed said in the simple present: do-support ("does Ayo sleep"), a modal ("can we wake
    her"), or a present wish with no auxiliary ("Ros want to sleep until ...")."""
    return any(t.dep_ == "aux" and (t.lemma_.lower() == "do" and t.tag_ in ("VBZ", "VBP") or t.lower_ in _MODALS)
               or t.lower_ in _PRESENT_WISH and t.pos_ == "VERB" for t in doc)


def _past_or_ongoing(token: Any) -> bool:
    """A verb in the past ("did", "wanted") or in the progressive ("is staying")."""
    if token.tag_ == "VBD":
        return True
    return token.tag_ == "VBG" and any(c.dep_ == "aux" and c.lemma_.lower() == "be" for c in token.children)
