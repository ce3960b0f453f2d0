"""What a question's "when" asks, by the parse rather than the classifier's nearest examples.

- **No time.** "Was Bob right when he said the cup was on the table?" is a yes/no question (an auxiliary or "be"
opens it); its "when" ties a clause of saying to what is judged, it is not the question word. A
time reading the classifier gives such a question (the words sit close to "when did ..."
examples) gives way to its best plausible reading that asks no time. Only a clause of the verbs
the caller names counts: "Did Kofi lock up when he went out?" may well ask of an event.
- **The last time.** A "when" whose verb is in the past and carries "last" ("Do you know when Ines
  last fed the cat?", "When was the gate last opened?") asks the latest occurrence of an event, not
  the time of something arranged: a commitment reading gives way to "last_time".
"""
from __future__ import annotations

from dataclasses import replace
from typing import Collection

from ..language.parse import Kind, Parse
from ..language.syntax import analyse, normalise

__all__ = ["asks_last_time", "untimed", "when_in_clause"]

_TIME_READINGS = frozenset({"last_time", "commitment_when", "usual_time"})
_POLAR_OPENERS = frozenset({"be", "do", "have"})
PLAUSIBLE = 0.15   # an alternative reading below this probability is no reading at all


def when_in_clause(question: str, verbs: Collection[str]) -> bool:
    """Whether the question is a yes/no question whose every "when" opens an adverbial clause of
    one of `verbs` (lemmas)."""
    doc = analyse(normalise(question))
    if not doc or doc[0].lemma_.lower() not in _POLAR_OPENERS or doc[0].tag_ not in ("VBD", "VBZ", "VBP"):
        return False
    whens = [t for t in doc if t.lower_ == "when"]
    return bool(whens) and all(
        t.dep_ == "advmod" and t.head.dep_ == "advcl" and t.head.lemma_.lower() in verbs for t in whens)


def untimed(parse: Parse) -> Parse:
    """The parse with its best plausible question reading that asks no time (as read when none is)."""
    key, prob = next(((k, p) for k, p in parse.alternatives if k.startswith("question:") and p >= PLAUSIBLE
                      and k.split(":", 1)[1] not in _TIME_READINGS), ("", 0.0))
    if not key:
        return parse
    return replace(parse, kind=Kind.QUESTION, intent=key.split(":", 1)[1], confidence=prob,
                   alternatives=tuple((k, p) for k, p in parse.alternatives if k != key))


def asks_last_time(question: str) -> bool:
    """Whether a "when" hangs from a past verb that "last" modifies (module doc)."""
    for tok in analyse(normalise(question)):
        verb = tok.head
        past = verb.tag_ in ("VBD", "VBN") or any(c.dep_ == "aux" and c.lower_ == "did" for c in verb.children)
        if tok.lower_ == "when" and tok.dep_ == "advmod" and past and any(
                c.lower_ == "last" and c.dep_ == "advmod" for c in verb.children):
            return True
    return False
