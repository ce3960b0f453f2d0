"""Time expressions in questions: parsing into a `TemporalFilter`, resolving into a window.

Parsing is pure text. Resolution needs the memory's clock: `now_ns` (the as-of cutoff, or the
newest event) and `origin_ns` (the first event; "day 1" is its UTC date). Anchored references
("before Bob moved it") are resolved by the engine, which looks the anchor event up and passes
its time in.
"""
from __future__ import annotations

import re
from dataclasses import dataclass
from typing import Optional, Set, Tuple

from .lexicon import VERB_FORMS
from .plan import EventAnchor, Ordinal, PartOfDay, Relation, TemporalFilter, TimeRef

NS_PER_S = 1_000_000_000
DAY_NS = 86_400 * NS_PER_S

_WORD_NUMBERS = {"one": 1, "two": 2, "three": 3, "four": 4, "five": 5, "six": 6, "seven": 7,
                 "eight": 8, "nine": 9, "ten": 10, "a": 1, "an": 1}
_UNIT_S = {"second": 1, "minute": 60, "hour": 3600, "day": 86_400, "week": 604_800}
_NUM = r"(\d+|one|two|three|four|five|six|seven|eight|nine|ten|an?)"

_CLOCK = re.compile(r"\b(?:at\s+)?(\d{1,2})(?::(\d{2}))?\s*(am|pm|a\.m\.|p\.m\.|o'clock)\b|\bat\s+(\d{1,2}):(\d{2})\b|\b(\d{1,2}):(\d{2})\b|\bat\s+(noon|midnight)\b")
_DAY_INDEX = re.compile(r"\b(?:on\s+)?day\s+(\d+)\b")
_DAY_WORD = re.compile(r"\b(yesterday|today|tonight|tomorrow|last night|this (?:morning|afternoon|evening))\b")
_PART = re.compile(r"\b(?:in the|during the|this|every|each|at)?\s*(morning|afternoon|evening|night)s?\b")
WEEKDAYS = ("monday", "tuesday", "wednesday", "thursday", "friday", "saturday", "sunday")
_WEEKDAY = re.compile(r"\b(?:on\s+|last\s+|this\s+)?(" + "|".join(WEEKDAYS) + r")\b")
_DAY_KIND = re.compile(r"\b(weekend|weekday)s?\b")
_AGO = re.compile(rf"\b{_NUM}\s+(second|minute|hour|day|week)s?\s+ago\b")
_ORDINAL_FIRST = re.compile(r"\b(first|earliest|initially|originally)\b")
_ORDINAL_LAST = re.compile(r"\b(last time|last|latest|most recent(?:ly)?|recently)\b")
_PREVIOUS = re.compile(r"\b(before|previously|earlier|used to|originally|prior|formerly)\s*$|\b(previously|used to be|used to|formerly|beforehand)\b")
_ANCHOR = re.compile(r"\b(before|after|since|until|when)\s+(?:the\s+)?(?:(\w+)\s+)?(" + "|".join(sorted(VERB_FORMS, key=len, reverse=True)) + r")\b(.*)$")
_ANCHOR_OBJECT_END = re.compile(r"\b(?:on|in|at|from|to|into|onto|under|near|yesterday|today|last|first)\b")
_REL_WORD = {"before": Relation.BEFORE, "until": Relation.BEFORE, "after": Relation.AFTER,
             "since": Relation.AFTER, "when": Relation.AT}


@dataclass(frozen=True)
class Window:
    """A resolved time window: events with start_ns <= t < end_ns; states as of `as_of_ns`."""

    start_ns: Optional[int]
    end_ns: Optional[int]
    as_of_ns: int


def _clock(m: "re.Match[str]") -> Tuple[int, int]:
    if m.group(8):
        return (12, 0) if m.group(8) == "noon" else (0, 0)
    if m.group(4):
        return int(m.group(4)), int(m.group(5))
    if m.group(6):
        return int(m.group(6)), int(m.group(7))
    hour, minute, suffix = int(m.group(1)), int(m.group(2) or 0), m.group(3)
    if suffix.startswith("p") and hour < 12:
        hour += 12
    if suffix.startswith("a") and hour == 12:
        hour = 0
    return hour, minute


def _relation_before(text: str, start: int) -> Optional[Relation]:
    """The relation word right before a time expression ("before 7:00", "after yesterday")."""
    m = re.search(r"\b(before|after|since|until|by)\s+(?:on\s+|at\s+)?$", text[:start])
    if not m:
        return None
    return {"by": Relation.BEFORE}.get(m.group(1), _REL_WORD.get(m.group(1)))


def parse_temporal(text: str) -> Tuple[TemporalFilter, str]:
    """Parse the time expressions of a lower-cased question; return the filter and the text with
    them removed (so they do not become entity words)."""
    ref: dict = {}
    relation: Optional[Relation] = None
    rest = text
    for pattern, key in ((_AGO, "ago"), (_DAY_INDEX, "day"), (_CLOCK, "clock"), (_DAY_WORD, "dayword"),
                         (_WEEKDAY, "weekday")):
        m = pattern.search(rest)
        if not m:
            continue
        relation = relation or _relation_before(rest, m.start())
        if key == "ago":
            ref["ago_s"] = _WORD_NUMBERS.get(m.group(1), None) or int(m.group(1))
            ref["ago_s"] *= _UNIT_S[m.group(2)]
        elif key == "day":
            ref["day_index"] = int(m.group(1))
        elif key == "clock":
            ref["clock"] = _clock(m)
        elif key == "weekday":
            if "day_index" not in ref and "day_offset" not in ref:
                ref["weekday"] = WEEKDAYS.index(m.group(1))
        else:
            word = m.group(1)
            ref["day_offset"] = {"yesterday": -1, "last night": -1, "tomorrow": 1}.get(word, 0)
            if word in ("tonight", "last night"):
                ref["part"] = PartOfDay.NIGHT
            elif word.startswith("this "):
                ref["part"] = PartOfDay(word.split()[1])
        rest = (rest[: m.start()] + " " + rest[m.end():]).strip()
        rest = re.sub(r"\b(before|after|since|until|by)\s*$", "", rest).strip()
    part = _PART.search(rest)
    if part and "part" not in ref:
        ref["part"] = PartOfDay(part.group(1))
        rest = (rest[: part.start()] + " " + rest[part.end():]).strip()
    anchor = _ANCHOR.search(rest)
    if anchor and anchor.group(1) != "when":
        ref["anchor"] = EventAnchor(verbs=VERB_FORMS[anchor.group(3)], actor=anchor.group(2) or "",
                                    obj=_anchor_object(anchor.group(4)))
        relation = _REL_WORD[anchor.group(1)]
        rest = rest[: anchor.start()].strip()
    ordinal = Ordinal.FIRST if _ORDINAL_FIRST.search(rest) else Ordinal.LAST if _ORDINAL_LAST.search(rest) else None
    rest = _ORDINAL_LAST.sub(" ", _ORDINAL_FIRST.sub(" ", rest))
    time_ref = TimeRef(**ref)
    if relation is None:
        if _PREVIOUS.search(rest):
            relation = Relation.PREVIOUS
        elif time_ref.is_empty():
            relation = Relation.NONE
        elif time_ref.clock is not None or time_ref.ago_s is not None:
            relation = Relation.AT
        else:
            relation = Relation.DURING
    rest = _PREVIOUS.sub(" ", rest)
    return TemporalFilter(relation=relation, ref=time_ref, ordinal=ordinal), re.sub(r"\s+", " ", rest).strip()


def _anchor_object(tail: str) -> str:
    """The object phrase after an anchor verb: "it on the table" -> "" (the question's target),
    "the mug into the sink" -> "mug"."""
    words = _ANCHOR_OBJECT_END.split(tail, maxsplit=1)[0].split()
    words = [w for w in words if w not in ("the", "a", "an", "my", "his", "her", "their")]
    return "" if not words or words[0] in ("it", "them", "that", "this") else " ".join(words)


def _midnight(ns: int) -> int:
    return ns - ns % DAY_NS


def _weekday(ns: int) -> int:
    """Monday = 0 (the epoch, 1970-01-01, was a Thursday)."""
    return (ns // DAY_NS + 3) % 7


def day_kind(text: str) -> str:
    """"weekend" / "weekday" when a question scopes a recurring time to either ("on weekends"), else ""."""
    m = _DAY_KIND.search(text.lower())
    return m.group(1) if m else ""


def part_of_day(text: str) -> Optional[PartOfDay]:
    """The part of day a question names in words ("in the mornings", "every evening"), None when none."""
    m = _PART.search(text.lower())
    return PartOfDay(m.group(1)) if m else None


def parts_of_day(text: str) -> Set[str]:
    """Every part of day a question names ("in the mornings and evenings": morning, evening)."""
    return {m.group(1) for m in _PART.finditer(text.lower())}


def day_kind_of(time_ns: int) -> str:
    """Whether an instant (UTC) falls on a "weekend" or a "weekday"."""
    return "weekend" if _weekday(time_ns) >= 5 else "weekday"


def reference_window(ref: TimeRef, *, now_ns: int, origin_ns: int, anchor_ns: Optional[int] = None) -> Tuple[int, int]:
    """The [start, end) span a time reference names (an instant has end = start + 1)."""
    if ref.anchor is not None and anchor_ns is not None:
        return anchor_ns, anchor_ns + 1
    if ref.ago_s is not None:
        t = now_ns - ref.ago_s * NS_PER_S
        return t, t + 1
    day_start: Optional[int] = None
    if ref.day_index is not None:
        day_start = _midnight(origin_ns) + (ref.day_index - 1) * DAY_NS
    elif ref.day_offset is not None:
        day_start = _midnight(now_ns) + ref.day_offset * DAY_NS
    elif ref.weekday is not None:  # the latest such day up to now (today when today is that day)
        day_start = _midnight(now_ns) - ((_weekday(now_ns) - ref.weekday) % 7) * DAY_NS
    if ref.clock is not None:
        hour, minute = ref.clock
        base = day_start if day_start is not None else _midnight(now_ns)
        t = base + (hour * 3600 + minute * 60) * NS_PER_S
        if day_start is None and t > now_ns:
            t -= DAY_NS  # a bare clock time means its latest occurrence
        return t, t + 60 * NS_PER_S  # a clock time names its whole minute
    if ref.part is not None:
        base = day_start if day_start is not None else _midnight(now_ns)
        lo, hi = ref.part.span_hours
        return base + lo * 3600 * NS_PER_S, base + hi * 3600 * NS_PER_S
    if day_start is not None:
        return day_start, day_start + (ref.days or 1) * DAY_NS
    return origin_ns, now_ns + 1


def resolve_window(flt: TemporalFilter, *, now_ns: int, origin_ns: int, anchor_ns: Optional[int] = None) -> Window:
    """Turn a filter into concrete bounds, never past `now_ns` (the cutoff)."""
    if flt.relation in (Relation.NONE, Relation.PREVIOUS) or (flt.ref.anchor is not None and anchor_ns is None):
        return Window(None, now_ns + 1, now_ns)
    start, end = reference_window(flt.ref, now_ns=now_ns, origin_ns=origin_ns, anchor_ns=anchor_ns)
    end = min(end, now_ns + 1)
    if flt.relation is Relation.BEFORE:
        return Window(None, min(start, now_ns + 1), min(start, now_ns + 1) - 1)
    if flt.relation is Relation.AFTER:
        return Window(start, now_ns + 1, now_ns)
    if flt.relation is Relation.AT:
        return Window(start, end, min(start, now_ns))
    return Window(start, end, end - 1)
