"""Wishes said for oneself at any time: "give me the green mug any day", "strong coffee for me,
always", "bring me the blue towel every time".

An order for the speaker ("me" as its receiver, or "for me" / "for my coffee") that holds at
every time ("any day", "every time", "all the time", "always", "whenever") names no occasion to
do it on: it says which thing the speaker wants, whenever there is a choice. The write side keeps
it as a stated preference beside the request (`wanted_any_time`); the read side takes a sentence of
that form for a preference said (`query.retrieval.said_clauses.wished_any_time`).
"""
from __future__ import annotations

from typing import Any, Iterable, List

from . import utterance_syntax as sx
from .referents import ReadingContext, referent
from .utterance_records import StatedPreference

__all__ = ["for_speaker", "holds_any_time", "wanted_any_time"]

_ANY_TIME_WORDS = frozenset({"always", "anytime", "whenever", "forever"})
_QUANTIFIERS = frozenset({"any", "every", "each", "all"})
_TIME_DEPS = frozenset({"npadvmod", "pobj", "advmod"})  # "any day", "at any time"; never the object ("any tea")
_SPEAKER = frozenset({"me", "us"})


def holds_any_time(tokens: Iterable[Any]) -> bool:
    """Whether the words say a time that holds always: "always", "whenever", or a time noun
    quantified by "any", "every", "each" or "all" that is no object of the verb ("any day",
    "every time", "all the time")."""
    return any(t.lower_ in _ANY_TIME_WORDS or t.dep_ in _TIME_DEPS and sx.is_time_token(t) and any(
        c.lower_ in _QUANTIFIERS for c in t.children if c.dep_ in ("det", "predet")) for t in tokens)


def for_speaker(tokens: Iterable[Any]) -> bool:
    """Whether the words make the speaker the one a thing is for: "me" / "us" receiving an order's
    verb ("give me ..."), or after "for", alone or owning the thing ("for me", "for my coffee")."""
    for t in tokens:
        if t.lower_ in _SPEAKER and t.dep_ in ("dative", "dobj") and t.head.tag_ == "VB":
            return True
        if t.lower_ == "for" and any(c.lower_ in _SPEAKER or sx.child(c, "poss") is not None and
                                     sx.child(c, "poss").lower_ in ("my", "our")
                                     for c in t.children if c.dep_ == "pobj"):
            return True
    return False


def wanted_any_time(pred: Any, ctx: ReadingContext) -> List[StatedPreference]:
    """The thing an order for the speaker at any time wants ("give me the green mug any day" ->
    the speaker prefers the green mug): the order's object, as the thing memory knows it by when
    it does; [] for any other order."""
    words = list(pred.subtree)
    target = sx.child(pred, "dobj")
    bare = target is None or target.lower_ in _SPEAKER or target.lower_ in sx.PRONOUNS and not any(
        c.dep_ in ("amod", "compound") for c in target.children)  # "the green one" tells which; "it" does not
    if not sx.imperative(pred) or bare or not (for_speaker(words) and holds_any_time(words)):
        return []
    said, category = sx.thing_words(target)
    value = referent(target, ctx, new_ok=False) or said
    speaker = ctx.speakers.speaker
    return [StatedPreference(person=speaker, topic=category, value=value,
                             statement=f"{speaker} wants the {said} whenever there is a choice")]
