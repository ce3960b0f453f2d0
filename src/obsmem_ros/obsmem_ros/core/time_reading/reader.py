"""Read a spoken time against the time of speaking: "by 8:30", "tomorrow after dinner", "half six",
"by lunchtime", "in twenty minutes", "every Tuesday at ten", "by Friday".

One reader for every consumer (requests, promises, schedules, routines and preferences):

- a duration counts from the time of speaking;
- a clock time whose half of the day is said, or that the words put in one (`halves`), is the
  next such time on the day named, else today or, once past, tomorrow;
- one without its half: on a named day, in a recurrence, in a habit ("I always ...") or around
  lunch the daytime reading, else the nearest such time still to come;
- a day named without a clock time is due at the configured morning, a deadline of a day ("by
  Thursday") at its end, and "this morning" said in the morning before the morning ends.
"""
from __future__ import annotations

import re
from dataclasses import dataclass
from datetime import datetime, time, timedelta
from typing import Mapping, Optional, Sequence

from obsmem_ros.core.clock_words import bound_hours, spoken_clock, spoken_days
from obsmem_ros.errors import TimeReadingError

from .halves import Half, daytime_hour, half_of_day, in_half, lunch_hours, part_said
from .pieces import ClockSaid, clock_of, day_of, deadline_of, duration_of, ended_meals, hhmm
from .recurrences import habitual, next_occurrence, recurrence_read

__all__ = ["DEFAULT_MORNING", "SpokenTime", "half_around", "read_time"]

_PART_HOURS = {"morning": (5, 12), "afternoon": (12, 17), "evening": (17, 22)}
DEFAULT_MORNING = "08:00"
_SMALL_HOURS = range(1, 6)


@dataclass(frozen=True)
class SpokenTime:
    """What a time said means: the moment (None when the words name none, in the timezone of the
    time of speaking), its recurrence (``""`` for a one-off) and the clock time said, with its half
    of the day decided (None when no clock time was said: a meal or a part of the day is none)."""

    when: Optional[datetime]
    recurrence: str = ""
    clock: Optional[time] = None

    @property
    def due_ns(self) -> Optional[int]:
        return None if self.when is None else int(self.when.timestamp()) * 1_000_000_000


def read_time(text: str, spoken_at: datetime, *, meal_clock: Mapping[str, str], standing: bool = False,
              context: Sequence[str] = ()) -> SpokenTime:
    """The time `text` names, said at `spoken_at` (timezone-aware: clock times are in its
    timezone); meals and parts of the day at the home's `meal_clock` ("dinner" -> "18:30").
    `standing`: the time of a standing want or routine, never a one-off still to come.
    `context`: the other clauses of the sentence `text` was said in; an activity that one timing
    nothing of its own names ("I'm going to Jess's party on Friday, it starts at seven"; "I'm on the
    early shift, out the door by five") decides the half of the day of a clock time `text` leaves open."""
    if spoken_at.tzinfo is None:
        raise TimeReadingError(f"read_time: spoken_at={spoken_at.isoformat()!r} has no timezone; clock times "
                               "said are read in the home's timezone.")
    recurrence, words = recurrence_read(_written(text))
    duration = duration_of(words)
    if duration is not None:
        return SpokenTime(spoken_at + duration, recurrence)
    said_clock = clock_of(words, meal_clock)
    day, day_said = day_of(words, spoken_at, clock_at=said_clock.at if said_clock else None)
    if said_clock is None and not day_said and not recurrence:
        return SpokenTime(None)
    daytime = standing or day_said or bool(recurrence) or habitual(words) or lunch_hours(words)
    half = _half(words, said_clock, context, meal_clock) if said_clock and said_clock.open_half else None
    clock = _clock(said_clock, half, daytime=daytime) if said_clock else hhmm(meal_clock.get("morning", DEFAULT_MORNING))
    when = datetime.combine(day, clock, tzinfo=spoken_at.tzinfo)
    if said_clock and _small_hours(words, said_clock, half):
        when = _after_midnight(when, said_clock, spoken_at)
    elif said_clock and said_clock.open_half and half is None and not daytime:
        when = _nearest_to_come(when, spoken_at)
    elif when <= spoken_at and not day_said:
        when += timedelta(days=1)
    when = next_occurrence(when, recurrence)
    exact = said_clock is not None and not said_clock.by_part
    if not exact and not recurrence:
        when = deadline_of(words, day, spoken_at) or _this_part(when, words, spoken_at) or when
    return SpokenTime(when, recurrence, when.time() if exact else None)


def _half(words: str, said: ClockSaid, context: Sequence[str], meal_clock: Mapping[str, str]) -> Optional[Half]:
    """The half of the day of a clock time said without it: the one its own words name, else the
    one the clauses around it name (`half_around`)."""
    return half_of_day(words, at=said.at, hour=said.hour) or half_around(context, said.hour, meal_clock)


_NIGHT_SAID = re.compile(r"\b(?:tonight|night)\b")
_DAY_PART_SAID = re.compile(r"\b(?:p\.?m\b|afternoons?|evenings?)")
_NIGHT_HOURS = range(1, 4)


def _small_hours(words: str, said: ClockSaid, half: Optional[Half]) -> bool:
    """Whether a clock time at one to three (said without am / pm) is put in the night by "tonight"
    or "the night" ("back about half one tonight", "Friday night at two"): the small hours after
    the evening named, not the afternoon a night word would otherwise make it."""
    return half is Half.PM and said.open_half and said.hour in _NIGHT_HOURS and bool(_NIGHT_SAID.search(words)) \
        and not _DAY_PART_SAID.search(words)


def _after_midnight(when: datetime, said: ClockSaid, spoken_at: datetime) -> datetime:
    """`when` at the small hour said, after the midnight that ends its day ("half one tonight" said
    at noon: 01:30 the next day); said in the small hours themselves, the night is the one still
    running (today's)."""
    when = when.replace(hour=said.hour, minute=said.minute)
    return when if spoken_at.hour < _SMALL_HOURS.stop and when >= spoken_at else when + timedelta(days=1)


def half_around(context: Sequence[str], hour: int, meal_clock: Mapping[str, str]) -> Optional[Half]:
    """The half of the day that the clauses said around a clock time at `hour` (1-12, as said)
    name for it by an activity, when they time nothing themselves (a clause with a time of its
    own, "the dentist rang last night", speaks of that time)."""
    untimed = [w for w in map(_written, context) if clock_of(w, meal_clock) is None and not part_said(w)]
    return half_of_day(" ; ".join(untimed), hour=hour) if untimed else None


def _written(text: str) -> str:
    """Lower-case words with clock and day speech written as the pieces read them."""
    return ended_meals(bound_hours(spoken_clock(spoken_days(text.lower()))))


def _clock(said: ClockSaid, half: Optional[Half], *, daytime: bool) -> time:
    """The clock time said in the `half` of the day its words name, else in the daytime reading (a
    named day, a recurrence, a habit, around lunch); as said otherwise (the nearest one is chosen later)."""
    if not said.open_half:
        return said.clock
    if half is not None:
        return time(in_half(said.hour, half), said.minute)
    return time(daytime_hour(said.hour), said.minute) if daytime else said.clock


def _nearest_to_come(when: datetime, spoken_at: datetime) -> datetime:
    """A clock time without its half: the first of its morning or evening readings still to come, or
    the moment of speaking itself ("it's eight o'clock", "the news at eight" said at 20:00);
    one to five is in the afternoon (a household's small hours are said as such: "at two in the night"),
    unless it is said in the small hours before it: whoever is up at five and says "leave quarter to
    six" means within the hour (`_up_before`)."""
    if when.hour in _SMALL_HOURS and not _up_before(when, spoken_at):
        when = when.replace(hour=daytime_hour(when.hour))
        return when if when >= spoken_at else when + timedelta(days=1)
    return next(t for t in (when, when + timedelta(hours=12), when + timedelta(days=1)) if t >= spoken_at)


def _up_before(when: datetime, spoken_at: datetime) -> bool:
    """Whether the morning reading `when` (a small hour) is still to come on the day of speaking and
    the speaker is already up in the small hours before it."""
    return spoken_at.hour in _SMALL_HOURS and spoken_at.date() == when.date() and spoken_at <= when


def _this_part(when: datetime, words: str, spoken_at: datetime) -> Optional[datetime]:
    """ "this morning" said within the morning: due before the morning ends, today."""
    for part, (start, end) in _PART_HOURS.items():
        if f"this {part}" in words and when.date() != spoken_at.date() and start <= spoken_at.hour < end:
            return spoken_at.replace(hour=end, minute=0, second=0, microsecond=0)
    return None
