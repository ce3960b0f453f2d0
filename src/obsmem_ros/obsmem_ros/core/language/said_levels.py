"""A level said of a thing memory knows, read from the order of the words when the parse gives the
clause no usable shape.

Speech drops the article before a device ("I've put heating up to twenty one", "knocked aircon
down to nineteen") and the small parser then reads the device as a verb, an adverb or a clausal
complement, so no object carries the level. What the clause still says in its word order is a
thing memory knows, then "to" or "on" (after "up" / "down" or not), then a number or a clock time:
that is the level the thing was put at. The thing must be one the resolver links (a known thing,
never a word heard for the first time), and a number counting a thing memory knows ("on two
shelves") is a count, not a level. The State view then moves the level onto the kind of setting
memory tracks for the thing (``spoken_settings``). A bare number as the object of a putting or
setting verb, with no thing said ("I put seventy-two"), is a level of a device left unsaid
(`unnamed_level`)."""
from __future__ import annotations

import re
from typing import Any, List, Optional, Sequence, Tuple

from obsmem_ros.core.setting_levels import UNNAMED_DEVICE
from obsmem_ros.core.time_reading import NUMBER_WORDS

from . import utterance_syntax as sx
from .meaning_links import Role, resolve_as
from .referents import ReadingContext

_MARKS = frozenset({"to", "on"})
_CLOCK = re.compile(r"^\d{1,2}:\d{2}$")
_SKIPPED = frozenset({"DET", "PRON", "PART", "AUX", "PUNCT", "ADP", "SCONJ", "CCONJ"})


def number_value(words: Sequence[str]) -> str:
    """Number words in digits ("one eighty" -> 180, "twenty five" -> 25, "two hundred" -> 200)."""
    values = [NUMBER_WORDS[w] for w in words if w in NUMBER_WORDS]
    if not values:
        return ""
    if len(values) == 2 and values[0] < 10 and 20 <= values[1] < 100:  # "one-eighty": a hundred and eighty
        return str(values[0] * 100 + values[1])
    total = 0
    for value in values:
        total = max(total, 1) * value if value == 100 else total + value
    return str(total)


def said_level(pred: Any, ctx: ReadingContext) -> List[Tuple[str, str, str, str]]:
    """[(thing, "setting", level, "str")] when the clause of `pred` names a known thing after its
    verb and then a level after "to" / "on"; [] otherwise."""
    clause = sorted(pred.subtree, key=lambda t: t.i)
    for k, mark in enumerate(clause):
        if mark.lower_ not in _MARKS or mark.i <= pred.i:
            continue
        value, after = _level_at(clause, k + 1)
        if not value or _counts_a_thing(after, ctx):
            continue
        thing = _thing_before(clause, pred.i, mark.i, ctx)
        if thing:
            return [(thing, "setting", value, "str")]
    return []


def unnamed_level(pred: Any, target: Any) -> List[Tuple[str, str, str, str]]:
    """[(UNNAMED_DEVICE, "setting", level, "str")] for a putting or setting verb whose object is a
    bare number ("I put seventy-two", the device left unsaid): the State view gives it to the one
    device whose level is of that magnitude, or drops it (``spoken_settings``)."""
    if target is None or target.i <= pred.i or target.dep_ not in ("dobj", "dative", "attr") or not target.like_num:
        return []
    if pred.lemma_.lower() not in sx.PLACING | sx.SETTING or any(c.dep_ == "dobj" and c.i != target.i
                                                                  for c in pred.children):
        return []
    value = number_value([t.lower_ for t in target.subtree]) or (target.text if target.is_digit else "")
    return [(UNNAMED_DEVICE, "setting", value, "str")] if value else []


def level_reached(pred: Any) -> Optional[Any]:
    """The number a verb turned its thing up or down to when the parse makes "to" the number's
    modifier, the number hanging off the verb or off its "up" / "down" ("turned the den up to
    twenty-three", "put the heat up to sixty eight": "eight" a second object); None when none."""
    for tok in pred.subtree:
        number = tok.head
        if tok.lower_ == "to" and tok.dep_ == "quantmod" and sx.is_quantity(number) and (
                number.head.i == pred.i or number.head.lower_ in ("up", "down") and number.head.head.i == pred.i):
            return number
    return None


def _level_at(clause: Sequence[Any], start: int) -> Tuple[str, Optional[Any]]:
    """The level said from `start` (digits, a clock time or number words) and the word after it."""
    if start >= len(clause):
        return "", None
    first = clause[start]
    if first.is_digit or _CLOCK.match(first.text):
        return first.text, clause[start + 1] if start + 1 < len(clause) else None
    end = start
    while end < len(clause) and (clause[end].lower_ in NUMBER_WORDS or clause[end].text == "-"):
        end += 1
    value = number_value([t.lower_ for t in clause[start:end]])
    return value, clause[end] if end < len(clause) else None


def _counts_a_thing(after: Optional[Any], ctx: ReadingContext) -> bool:
    return after is not None and after.pos_ in ("NOUN", "PROPN") and ctx.resolve(after.lower_) is not None


def _thing_before(clause: Sequence[Any], start: int, end: int, ctx: ReadingContext) -> str:
    """The known thing the words between the verb and the level name (the longest run that links)."""
    words = [t for t in clause if start < t.i < end and t.pos_ not in _SKIPPED and not sx.is_quantity(t)
             and t.lower_ not in ("up", "down") and not ctx.speakers.person(t)]
    for size in range(len(words), 0, -1):
        for first in range(len(words) - size + 1):
            run = words[first:first + size]
            if run[-1].i - run[0].i != size - 1:  # not contiguous in the sentence
                continue
            found = resolve_as(ctx.resolve, " ".join(t.lower_ for t in run), Role.THING)
            if found:
                ctx.linked.add(found)
                ctx.said.setdefault(found, " ".join(t.lower_ for t in run))
                return found
    return ""
