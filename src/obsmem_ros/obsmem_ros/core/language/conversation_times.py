"""Times read against the conversation they are said in.

People time things by what was just said: a clock time without am / pm falls near the other times
of the conversation ("movie night's tomorrow at eight" ... "I'll remind everyone at half seven":
19:30, not 07:30), "before then" means the time just named, "for when I'm back" the time of the
return just announced ("back around eleven"), and "same time" keeps the clock time of the event
being moved, and a time passed on by someone ("she said around three") times the event said before
it. The reader keeps each time it resolves as an anchor ``(what, when)``: what is
``RETURN`` for a stated return or arrival, else the verb of the undertaking.
"""
from __future__ import annotations

import re
from datetime import datetime, time
from typing import Any, List, Mapping, Optional, Sequence, Tuple
from zoneinfo import ZoneInfo

from obsmem_ros.core.clock_words import HOUR_WORDS
from obsmem_ros.core.time_reading import daytime_hour, half_around, half_of_day, lunch_hours, part_said, read_time

from .relayed import SAYING
from .utterance_syntax import DAY_SAID, is_time_token
from .utterance_records import Undertaking

__all__ = ["RETURN", "SaidTime", "anchored", "ends_span", "glosses_time", "half_said", "kept_time", "reported_time",
           "return_said", "returns", "then_time", "time_of_return", "what_of"]

RETURN = "return"
_HOUR_NS = 3600 * 1_000_000_000
_HALF_DAY_NS = 12 * _HOUR_NS
_JUST_SAID_NS = 10 * 60 * 1_000_000_000  # a day said this recently is the day the conversation is about
_SOON_NS = 90 * 60 * 1_000_000_000  # a clock this soon is today's: what is imminent is said without its day
_NEAR_NS = 4 * _HOUR_NS  # times of one plan lie within hours of each other ("movie at 8, popcorn by 7:45")
_TWENTY_FOUR = re.compile(r"\b(?:0\d|1[3-9]|2[0-3]):\d\d\b|\b(?:noon|midnight)\b")  # the half is in the digits
_CLOCK_SAID = re.compile(r"\b(?:\d{1,2}:\d{2}|(?:at|by|around|about|until|till|before|after|from|for)\s+"
                         r"(?:\d{1,2}|" + "|".join(HOUR_WORDS) + r")\b)")
_BACK_WORDS = frozenset({"back", "home", "return", "arrive", "land"})
_THEN = re.compile(r"\b(?:before|by|until|till|for|at)\s+then\b")


class SaidTime(tuple):
    """An anchor ``(what, when)`` that knows what was said for its time and when it was said
    (`said_ns`): a clock time (`clocked`), else a part of the day (`part`: "tonight", at the
    configured evening) or a day alone ("on Friday", at the configured morning), a convention of the
    reader and no clock time to fall near."""

    clocked: bool
    part: bool
    said_ns: int
    firm: bool  # its half of the day was said ("at seven in the morning", "tonight"), not a convention's
    until: bool  # the end of a span that runs from when it was said ("I'm at work till six")

    def __new__(cls, what: str, when: int, clocked: bool = True, part: bool = False, said_ns: int = 0,
                firm: bool = False, until: bool = False) -> "SaidTime":
        said = super().__new__(cls, (what, when))
        said.clocked, said.part, said.said_ns, said.firm, said.until = clocked, part, said_ns, firm or part, until
        return said


def anchored(due_ns: int, text: str, now_ns: int, anchors: Sequence[Tuple[str, int]], timezone: str,
             around: Sequence[str] = (), meal_clock: Optional[Mapping[str, str]] = None, what: str = "") -> int:
    """`due_ns`, a clock time whose half of the day the words, and the clauses `around` them in
    their sentence (`time_reading.half_around`, with the home's `meal_clock`), left unsaid (no am /
    pm, meal or part of the day), read by the latest anchor: moved by half a day (and by a day when
    the words named none) to the time nearest it when a clock time was said for it ("out the door at
    quarter past six in the morning, the kettle on by six": 06:00; "the flight's at ten to seven in
    the morning, to the airport at five": 05:00), or a part of the day in the same utterance ("I'm
    tutoring tonight, my bus gets in at ten-forty": 22:40); unchanged without one within `_NEAR_NS`.
    A day alone said just before ("Jenny will drive her to Newark tomorrow." - "Her flight's at ten")
    is the day of a clock time said without one, in its daytime reading, unless that time is soon
    (`_SOON_NS`: "be ready at quarter to seven" said at six is this morning's, whatever day was said). A new time said for a plan
    ("she's landing at four now", "we'll leave at six instead") is read by the latest time of that
    plan (`what`: its verb, or ``RETURN``), not by another plan said since (`_restated`), unless its own
    words name the half outright (`half_named`): the plan's old time outweighs the usual half of an
    activity or of the clauses around it."""
    words = text.lower()
    if not anchors or not _CLOCK_SAID.search(words):
        return due_ns
    restating = bool(_NEW_TIME.search(words))
    latest = _restated(anchors, what) if restating else anchors[-1]
    if latest is None or (half_named(words) if restating else half_said(words)):
        return due_ns
    zone = ZoneInfo(timezone)
    due = datetime.fromtimestamp(due_ns / 1e9, tz=zone)
    if due.hour % 12 == 0 or not restating and half_around(around, due.hour % 12, meal_clock or {}):
        return due_ns  # twelve is noon (`time_reading`)
    if due.hour % 12 < 7 and not _settled(latest, anchors):
        return due_ns  # one to six is afternoon unless a time whose half was said puts it near the morning
    if _within_span(due_ns, now_ns, latest):
        return due_ns
    if getattr(latest, "clocked", True) or getattr(latest, "part", False) and latest.said_ns == now_ns:
        return _nearest_anchor(due_ns, words, now_ns, latest[1], zone, same_plan=restating)
    if now_ns - getattr(latest, "said_ns", 0) <= _JUST_SAID_NS and not DAY_SAID.search(words) \
            and due_ns - now_ns > _SOON_NS:
        return _on_day_of(due, latest[1], zone)
    return due_ns


_NEW_TIME = re.compile(r"\b(?:now|instead)\b")


def _restated(anchors: Sequence[Tuple[str, int]], what: str) -> Optional[Tuple[str, int]]:
    """The latest anchor of the plan `what` whose time the words replace ("now", "instead"): the
    new time falls near it; None when the conversation holds no time of that plan (another plan's
    time does not place it)."""
    return next((a for a in reversed(anchors) if what and a[0] == what), None)


def _settled(latest: Tuple[str, int], anchors: Sequence[Tuple[str, int]]) -> bool:
    """Whether the half of the day of the `latest` anchor is settled: said for it, or it lies within
    `_NEAR_NS` of an earlier time of the conversation whose half was said, the plan it was placed by
    ("picked up tomorrow at four in the morning. Flight's at seven": the flight's seven is settled too,
    and a "half past three" said next falls before the pick-up)."""
    return any(getattr(a, "firm", False) and abs(a[1] - latest[1]) < _NEAR_NS for a in anchors)


def ends_span(due_text: str) -> bool:
    """Whether an undertaking's time words end a span that runs from now ("till six")."""
    return bool(_UNTIL.match(due_text.lower()))


_UNTIL = re.compile(r"(?:un)?till?\b")


def _within_span(due_ns: int, now_ns: int, latest: Tuple[str, int]) -> bool:
    """Whether `due_ns`, the next time its clock comes, falls inside a span the latest anchor ends
    ("I'm at work till six. Wake Sam at half nine", said at seven: 09:30 lies within the shift, so
    the end of the shift does not pull it to the evening)."""
    return getattr(latest, "until", False) and latest.said_ns <= now_ns < due_ns <= latest[1]


def _nearest_anchor(due_ns: int, words: str, now_ns: int, anchor: int, zone: ZoneInfo, *,
                    same_plan: bool = False) -> int:
    """`due_ns` moved by half a day (and by a day when the words named none) to the time still to
    come nearest `anchor`, when one lies within `_NEAR_NS` of it. A plan's new time on a day named
    (`same_plan`: "the match is off tonight, it's tomorrow at eight instead") keeps the part of the
    day of its old time: the anchor's clock on that day; one on no day named keeps the plan's day."""
    day = datetime.fromtimestamp(due_ns / 1e9, tz=zone).date()
    day_said = bool(DAY_SAID.search(words))
    if same_plan and day_said:
        anchor = _on_day(anchor, day, zone)
    elif same_plan and anchor > now_ns:  # "it's twenty to twelve now" of Wednesday's appointment: still Wednesday's
        due_ns = _on_day(due_ns, datetime.fromtimestamp(anchor / 1e9, tz=zone).date(), zone)
    moved = [due_ns + k * _HALF_DAY_NS for k in ((-1, 0, 1) if day_said else (-2, -1, 0, 1, 2))]
    candidates = [t for t in moved if t > now_ns and (
        not day_said or datetime.fromtimestamp(t / 1e9, tz=zone).date() == day)]
    best = min(candidates, key=lambda t: abs(t - anchor), default=due_ns)
    return best if abs(best - anchor) < _NEAR_NS else due_ns


def _on_day(when_ns: int, day: Any, zone: ZoneInfo) -> int:
    """The clock time of `when_ns` on `day`."""
    clock = datetime.fromtimestamp(when_ns / 1e9, tz=zone).timetz()
    return int(datetime.combine(day, clock).timestamp()) * 1_000_000_000


def _on_day_of(due: datetime, anchor: int, zone: ZoneInfo) -> int:
    """`due` on the later day of `anchor`, at its daytime hour (`time_reading.daytime_hour`)."""
    day = datetime.fromtimestamp(anchor / 1e9, tz=zone).date()
    if day <= due.date():
        return int(due.timestamp()) * 1_000_000_000
    moved = datetime.combine(day, time(daytime_hour(due.hour % 12), due.minute), tzinfo=due.tzinfo)
    return int(moved.timestamp()) * 1_000_000_000


def half_said(words: str) -> bool:
    """Whether the words settle the half of the day of their clock time (`time_reading.halves`)."""
    return half_of_day(words) is not None or lunch_hours(words) or bool(_TWENTY_FOUR.search(words))


def half_named(words: str) -> bool:
    """Whether the words name the half of the day outright (am / pm, a part of the day, lunch, the
    24-hour clock), not only by an activity's usual half: a plan's new time ("the concert's at half
    nine now") falls near its old one whatever half concerts usually have."""
    return part_said(words) or lunch_hours(words) or bool(_TWENTY_FOUR.search(words))


def then_time(text: str, anchors: Sequence[Tuple[str, int]]) -> Optional[int]:
    """The time "then" means ("before then"): the latest time said; None without one."""
    return anchors[-1][1] if anchors and _THEN.search(text.lower()) else None


def returns(phrase: Any) -> bool:
    """A time clause about someone coming back ("when I'm back", "before they're home", "once
    she gets in")."""
    return any(_back(t) for t in phrase.subtree)


_BACK_SAID = re.compile(r"\b(?:back|home|return|returns|returning|arrive|arrives|arriving|gets?\s+in|lands?)\b")


def return_said(text: str, *, now_ns: int, timezone: str, meal_clock: Mapping[str, str],
                since: Sequence[Tuple[str, int]] = ()) -> List[Tuple[str, int]]:
    """The anchor of a return or arrival announced with its time ("I'm off to work, back around
    seven"; "Back by twelve."): what "for when I'm back" and "by then" will mean. One comes back
    after what one said one does first (`since`: "at school till six, then work, back by eleven":
    23:00), so a clock time without its half lies after the latest of those."""
    words = text.lower()
    back = _BACK_SAID.search(words)
    if not back:
        return []
    spoken_at = datetime.fromtimestamp(now_ns / 1e9, tz=ZoneInfo(timezone))
    when = _return_time(words, back.start(), spoken_at, meal_clock)
    if when is None:
        return []
    latest = max((t for _, t in since), default=None)
    if latest is not None and when < latest < when + _HALF_DAY_NS and not half_said(words):
        when += _HALF_DAY_NS
    return [(RETURN, when)]


def _return_time(words: str, start: int, spoken_at: datetime, meal_clock: Mapping[str, str]) -> Optional[int]:
    """The time of a return said at position `start` of `words`: the time said with it, after it
    ("on the half ten bus, back about one": one), on the day the words name before it; else the
    time the words name."""
    if read_time(words[start:], spoken_at, meal_clock=meal_clock).when is not None:
        words = " ".join(DAY_SAID.findall(words[:start]) + [words[start:]])
    return read_time(words, spoken_at, meal_clock=meal_clock).due_ns


def time_of_return(anchors: Sequence[Tuple[str, int]]) -> Optional[int]:
    """The time of the latest stated return or arrival; None without one."""
    return next((when for what, when in reversed(anchors) if what == RETURN), None)


def what_of(words: Sequence[Any], verb: str) -> str:
    """What an anchor is: a return when its words say someone comes back or arrives, else `verb`."""
    return RETURN if any(_back(t) for t in words) else verb


def _back(tok: Any) -> bool:
    return tok.lower_ in _BACK_WORDS or tok.lemma_.lower() in _BACK_WORDS or tok.dep_ == "prt" and tok.lower_ == "in"


def kept_time(moved: Undertaking, earlier: Sequence[Undertaking], timezone: str) -> Optional[int]:
    """ "Same time": `moved`'s day at the clock time of the earlier undertaking it moves (one about
    the same things, else of the same kind and verb, else the latest of the same kind)."""
    if moved.due_ns is None:
        return None
    timed = [u for u in earlier if u.due_ns is not None and u is not moved]
    same = ([u for u in timed if set(u.objects) & set(moved.objects)]
            or [u for u in timed if u.kind is moved.kind and u.verb == moved.verb]
            or [u for u in timed if u.kind is moved.kind])
    if not same:
        return None
    zone = ZoneInfo(timezone)
    clock = datetime.fromtimestamp(same[-1].due_ns / 1e9, tz=zone).timetz()
    day = datetime.fromtimestamp(moved.due_ns / 1e9, tz=zone).date()
    return int(datetime.combine(day, clock).timestamp()) * 1_000_000_000


def reported_time(doc: Any) -> str:
    """The time a clause passes on and nothing else ("she said around three", "he reckons about
    seven"), or glosses for the clause before it (`glosses_time`): the words after its verb when
    they are only a time, else ""."""
    root = next(iter(doc.sents)).root
    if root.lemma_.lower() not in SAYING and not glosses_time(doc):
        return ""
    rest = [t for t in doc if t.i > root.i and not t.is_punct]
    clock = [t for t in rest if t.like_num or t.lower_ in HOUR_WORDS or is_time_token(t)]
    if not clock or any(t.pos_ in ("NOUN", "PROPN", "VERB", "AUX", "PRON") for t in rest if t not in clock):
        return ""
    return " ".join(t.text for t in rest)


_GLOSSING = frozenset({"that", "this"})


def glosses_time(doc: Any) -> bool:
    """Whether a clause says what time the clause before it means, with "that" standing for it
    ("remind him when he gets off the bus, that's ten past three"; "after her lesson, that is at
    four"): a copula whose subject points back (`reported_time` reads the time it says)."""
    root = next(iter(doc.sents)).root
    return root.lemma_.lower() == "be" and any(c.dep_ == "nsubj" and c.lower_ in _GLOSSING for c in root.children)
