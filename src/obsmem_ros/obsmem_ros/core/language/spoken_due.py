"""When an owed or announced thing is due, read from the words and the parse of its clause.

The commitment view's `parse_due` reads written time expressions ("at 7:30", "in 20 minutes",
"on Monday", "after dinner"); people say them otherwise. This module reads the clause's parse and
its conversation first, then hands `parse_due` the time in its written form, and settles what
the written form leaves open:

- durations in words count from the time of speaking ("in twenty minutes", "in a quarter of an
  hour", "in an hour and a half");
- an hour said as a bare number is a clock time whenever the parse makes it the object of a
  time preposition, whatever follows it ("at four with the new teacher"); a window ("between one
  and three") is due at its start; "the day after tomorrow" is two days on;
- a clock time without a day in a clause after one that named a later day falls on that day
  ("a barbecue on Sunday, the guests are arriving at four");
- a bare hour's half of the day on a named day: waking is in the morning (`parse_due` takes the
  hours one to six as afternoon ones); a half said (am / pm, a part of the day, a meal) is kept
  as said; without a named day, the nearest such hour still to come;
- a deadline that names a day and no clock time ("by Saturday night", "by Thursday") is the end
  of that day; "before Friday" the end of the day before; "by the weekend" the end of Friday;
- "this morning" (afternoon, evening) said within that part of the day is due before it ends,
  today, not tomorrow.
"""
from __future__ import annotations

import re
from datetime import datetime, timedelta
from typing import Any, Optional, Sequence, Tuple
from zoneinfo import ZoneInfo

from obsmem_ros.core.clock_words import HOUR_WORDS

from .claims import NUMBER_WORDS

__all__ = ["spoken_due"]

_CLOCK_PREPS = frozenset({"at", "by", "around", "about", "until", "till", "before", "after", "from", "between"})
_WAKING = frozenset({"wake", "waken", "awaken", "awake", "waking"})
_HALF_SAID = re.compile(r"\b(?:[ap]\.?m\b|mornings?|afternoons?|evenings?|nights?|tonight|noon|midnight|breakfast|"
                        r"dinner|supper|teatime|bedtime|1[3-9]:\d\d|2[0-3]:\d\d|0\d:\d\d)")
_DAY_SAID = re.compile(r"\b(?:today|tomorrow|tonight|monday|tuesday|wednesday|thursday|friday|saturday|sunday|"
                       r"weekend|\d{1,2}(?:st|nd|rd|th))\b")
_CLOCK_SAID = re.compile(r"\b\d{1,2}:\d{2}\b|\b\d{1,2}\s?[ap]\.?m\b|\bnoon\b|\bmidnight\b")
_QUANTITY = r"(?:a quarter of an|three quarters of an|half an|an|a|a couple of|a few|\d+|[a-z]+(?:[\s-][a-z]+)?)"
_DURATION = re.compile(r"\bin\s+(?:about\s+|around\s+|roughly\s+)?(?P<n>" + _QUANTITY + r")"
                       r"(?P<half1>\s+and\s+a\s+half)?\s+(?P<unit>minutes?|mins?|hours?)(?P<half2>\s+and\s+a\s+half)?\b")
_FRACTIONS = {"a quarter of an": 0.25, "three quarters of an": 0.75, "half an": 0.5, "an": 1, "a": 1,
              "a couple of": 2, "a few": 3}
_DAY_AFTER = re.compile(r"\b(?:the\s+)?day\s+after\s+tomorrow\b")
_BY_WEEKEND = re.compile(r"\b(by|before)\s+the\s+weekend\b")
_DEADLINE = re.compile(r"\b(?P<rel>by|before)\s+(?:(?:this|next|on)\s+)?(?P<day>tomorrow|monday|tuesday|wednesday|"
                       r"thursday|friday|saturday|sunday|the\s+\d{1,2}(?:st|nd|rd|th))\b(?!\s+(?:morning|afternoon|"
                       r"lunchtime|at\b))")
_THIS_PART = re.compile(r"\bthis\s+(morning|afternoon|evening)\b")
_PART_HOURS = {"morning": (5, 12), "afternoon": (12, 17), "evening": (17, 22)}
Anchor = Tuple[str, int]


def spoken_due(pred: Any, text: str, *, now_ns: int, timezone: str, meal_clock: Any,
               said_before: Sequence[Anchor] = ()) -> Tuple[Optional[int], str]:
    """(due time or None, recurrence) of the action `pred` heads in clause `text` said at `now_ns`;
    `said_before`: the times the same utterance named in earlier clauses (what, when)."""
    from obsmem_ros.core.views.commitment.due import parse_due

    zone = ZoneInfo(timezone)
    now = datetime.fromtimestamp(now_ns / 1e9, tz=zone)
    words = written_times(pred, text.lower(), now)
    due = parse_due(words, said_ns=now_ns, tz=timezone, meal_clock=meal_clock)
    if due.due_ns is None:
        return None, due.recurrence
    when = datetime.fromtimestamp(due.due_ns / 1e9, tz=zone)
    clock = bool(_CLOCK_SAID.search(words))
    day = bool(_DAY_SAID.search(words))
    if clock and not day and not due.recurrence:
        when = _on_day_said_before(when, said_before, now, zone)
        day = when.date() != now.date()
    if clock and not _HALF_SAID.search(words):
        when = _half_of_day(when, pred, day_said=day or bool(due.recurrence))
    if not clock and not due.recurrence:
        when = _deadline(when, words, now) or _this_part(when, words, now) or when
    return int(when.timestamp()) * 1_000_000_000, due.recurrence


def written_times(pred: Any, words: str, now: datetime) -> str:
    """`words` (one clause, lower case) with its times in the written form `parse_due` reads:
    durations in digits, bare hours that the parse makes times as "H:00", a window's "between" as
    "from", "the day after tomorrow" as its weekday, "by the weekend" as "by friday"."""
    from obsmem_ros.core.views.commitment.due import DAYS   # imported here, as parse_due is: the views import this layer

    doc = pred.doc
    if doc.text.lower() == words:
        for tok in sorted(_bare_hours(doc), key=lambda t: -t.idx):
            hour = HOUR_WORDS.index(tok.lower_) + 1 if tok.lower_ in HOUR_WORDS else int(tok.text)
            words = words[:tok.idx] + f"{hour}:00" + words[tok.idx + len(tok.text):]
    words = re.sub(r"\bbetween\s+(?=\d{1,2}:\d{2})", "from ", words)
    words = _DURATION.sub(_minutes, words)
    words = _DAY_AFTER.sub(f"on {DAYS[(now + timedelta(days=2)).weekday()]}", words)
    return _BY_WEEKEND.sub(lambda m: f"{m.group(1)} friday" if m.group(1) == "by" else "before saturday", words)


def _bare_hours(doc: Any) -> list:
    """Hours said as a bare number that the parse makes the object of a time preposition ("at
    four", "between one and three"), never a count ("at one point", "by two of them")."""
    out = []
    for tok in doc:
        if not (tok.lower_ in HOUR_WORDS or tok.text.isdigit() and 1 <= int(tok.text) <= 12):
            continue
        head = tok.head if tok.dep_ != "conj" else tok.head.head
        follows = doc[tok.i + 1].lower_ if tok.i + 1 < len(doc) else ""
        if tok.dep_ in ("pobj", "conj") and head.lower_ in _CLOCK_PREPS and not any(
                c.dep_ in ("det", "amod") or c.lower_ == "of" for c in tok.children) and follows not in (
                "o'clock", "am", "pm", "a.m.", "p.m.", ":") and not follows.startswith(("minute", "hour", "day")):
            out.append(tok)
    return out


def _minutes(m: "re.Match[str]") -> str:
    """A duration in words as minutes in digits ("in a quarter of an hour" -> "in 15 minutes");
    unchanged when its quantity is not a number."""
    amount = _FRACTIONS.get(m.group("n")) or _number(m.group("n"))
    if amount is None:
        return m.group(0)
    amount += 0.5 if m.group("half1") or m.group("half2") else 0
    minutes = amount * (60 if m.group("unit").startswith("hour") else 1)
    return f"in {round(minutes)} minutes"


def _number(words: str) -> Optional[float]:
    if words.isdigit():
        return float(words)
    parts = re.split(r"[\s-]+", words)
    if not parts or any(p not in NUMBER_WORDS for p in parts):
        return None
    return float(sum(NUMBER_WORDS[p] for p in parts))


def _on_day_said_before(when: datetime, said_before: Sequence[Anchor], now: datetime, zone: ZoneInfo) -> datetime:
    """A clock time said without a day, on the later day an earlier clause named."""
    days = [datetime.fromtimestamp(t / 1e9, tz=zone).date() for _, t in said_before]
    later = [d for d in days if d > now.date()]
    if not later or when.date() == later[-1]:
        return when
    return datetime.combine(later[-1], when.timetz())


def _half_of_day(when: datetime, pred: Any, *, day_said: bool) -> datetime:
    """A bare hour on a named day in the half of the day its action puts it: waking in the
    morning; else (and without a named day) as `parse_due` read it."""
    if not day_said:
        return when  # the nearest such hour still to come (`parse_due`)
    if _waking(pred) and when.hour >= 12:
        return when - timedelta(hours=12)
    return when


def _waking(pred: Any) -> bool:
    """An action of waking someone or getting up ("wake me", "I need waking", "get me up")."""
    if any(t.lemma_.lower() in _WAKING or t.lower_ in _WAKING for t in (pred, *pred.children)):
        return True
    return pred.lemma_.lower() == "get" and any(c.dep_ == "prt" and c.lower_ == "up" for c in pred.children)


def _deadline(when: datetime, words: str, now: datetime) -> Optional[datetime]:
    """A deadline of a named day without a clock time: the end of that day ("by Thursday"), or of
    the day before ("before Friday")."""
    m = _DEADLINE.search(words)
    if m is None:
        return None
    end = when.replace(hour=23, minute=59, second=0, microsecond=0)
    return end - timedelta(days=1) if m.group("rel") == "before" and end - timedelta(days=1) > now else end


def _this_part(when: datetime, words: str, now: datetime) -> Optional[datetime]:
    """ "this morning" said within the morning: due before the morning ends, today."""
    m = _THIS_PART.search(words)
    if m is None or when.date() == now.date():
        return None
    start, end = _PART_HOURS[m.group(1)]
    if not start <= now.hour < end:
        return None
    return now.replace(hour=end, minute=0, second=0, microsecond=0)
