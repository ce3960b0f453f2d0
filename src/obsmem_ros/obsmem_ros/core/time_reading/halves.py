"""Which half of the day a clock time said without am / pm falls in.

"At six" is 18:00 for dinner and 06:00 for a wake-up; "half eight" is 08:30 for the weekend
coffee and 20:30 for the film. The words around the time decide when they name the half (am /
pm), a part of the day, a meal or an activity that has its usual half; when they do not, a named
day or a recurrence takes the daytime reading (one to six in the afternoon, seven to eleven in
the morning) and a one-off time the nearest one still to come (`reader`).
"""
from __future__ import annotations

import enum
import re
from typing import List, Optional

from obsmem_ros.core.clock_words import HOUR_WORDS

__all__ = ["Half", "daytime_hour", "half_of_day", "in_half", "lunch_hours", "part_of_day", "part_said"]


class Half(enum.Enum):
    """A half of the day: before noon or after."""

    AM = "am"
    PM = "pm"


# "am" is the half only after a clock ("at seven am", "7am"): "I am going at four" says no half;
# "first thing" is the start of the (morning's) day
_AFTER_CLOCK = r"(?:(?<=\d)|(?<=\d )|(?<=o'clock )|(?<=oclock )|" + "|".join(
    f"(?<=\\b{w} )" for w in HOUR_WORDS) + ")"
_AM_SAID = re.compile(r"\ba\.m\b\.?|" + _AFTER_CLOCK + r"am\b|\b(?:mornings?|sunrise|dawn|first\s+thing)")
_PM_SAID = re.compile(r"\b(?:p\.?m\b\.?|afternoons?|evenings?|nights?|tonight|sunset|dusk)")
# activities with their usual half of the day, and the hours (as said, 1-12) they are usually said with:
# waking at two is after a night shift, not at 02:00
_AM_DOING = re.compile(r"\b(?:breakfast|wake|wakes|waking|woken|awake|alarm|get\s+(?:me|us|him|her|them)\s+up)")
_PM_DOING = re.compile(r"\b(?:dinner|dinnertime|supper|teatime|bedtime|(?:to|for|before)\s+bed|films?|movies?|part(?:y|ies)|"
                       r"sleepovers?|concerts?|gigs?|shows?|quiz|drinks|pub|club)\b")
# how early or late in the day: "the early shift", "on the earlies" start in the morning, and so does the
# way to work or school (not the way back to it, after a break); back, home or working late is in the
# evening, and so is the way back from work,
# but running or being late is only delayed ("running late, more like ten")
_AM_EARLY = re.compile(r"\b(?:the|an|my|your|his|her|our|their)\s+early\b|\bearlies\b"
                       r"|(?<!\bback )\b(?:to|for)\s+(?:work|school)\b")
_PM_LATE = re.compile(r"\b(?:from|after)\s+work\b"
                      r"|(?<!\brunning )(?<!\brun )(?<!\bbe )(?<!\bbeing )(?<!\bam )(?<!\bis )(?<!\bare )(?<!\bwas )"
                      r"(?<!\bwere )(?<!'m )(?<!'s )(?<!'re )(?<!\balways )(?<!\btoo )(?<!\bso )(?<!\bbit )\blate\b")
_DOING_NEAR = 25  # an activity times a clock said within this many characters of it
_AM_DOING_HOURS = range(4, 12)
_PM_DOING_HOURS = range(3, 12)
_EARLY_HOURS = range(4, 10)
_LATE_HOURS = range(5, 12)
_LUNCH_CUES = re.compile(r"\b(?:lunch|lunchtime|midday)\b")


def half_of_day(words: str, *, at: Optional[int] = None, hour: Optional[int] = None) -> Optional[Half]:
    """The half of the day `words` (lower case) name for their clock time, None when they name
    none: said (am / pm, a part of the day), or the usual half of an activity (a meal, waking,
    bed, a film, a party) or of how early or late it is ("the early shift", "back late") said near
    it when the `hour` said is one it is usually said with. A cue set aside ("not the late one")
    names nothing, and one with another clock time of the words between it and position `at` (the
    clock time) is that one's ("the check-up at 10:40, the game at 7 on friday night": not 22:40). With
    cues for both halves, the one nearest to `at` decides, else none does."""
    am = _said(_AM_SAID, words) + _doing(_AM_DOING, words, at, hour, _AM_DOING_HOURS) + _doing(
        _AM_EARLY, words, None, hour, _EARLY_HOURS)  # how early or late: anywhere in the clause
    pm = _said(_PM_SAID, words) + _doing(_PM_DOING, words, at, hour, _PM_DOING_HOURS) + _doing(
        _PM_LATE, words, None, hour, _LATE_HOURS)
    if at is not None:
        am, pm = _of_clock(am, words, at), _of_clock(pm, words, at)
    if am and pm:
        if at is None:
            return None
        return Half.AM if min(abs(p - at) for p in am) < min(abs(p - at) for p in pm) else Half.PM
    return Half.AM if am else Half.PM if pm else None


def part_said(words: str) -> bool:
    """Whether the words say a half or part of the day (am / pm, "morning", "last night")."""
    return bool(_said(_AM_SAID, words) or _said(_PM_SAID, words))


def _doing(cues: "re.Pattern[str]", words: str, at: Optional[int], hour: Optional[int], hours: range) -> List[int]:
    """Where activities with a usual half stand near the clock time (at `at`) said at an hour they
    fit, less one set aside ("the nine o'clock mass, not the late one")."""
    if hour is not None and hour not in hours:
        return []
    return [p for p in _said(cues, words) if at is None or abs(p - at) <= _DOING_NEAR]


_DENIED = re.compile(r"\bnot\s+(?:in\s+)?(?:the\s+)?$")
_CLOCKS = re.compile(r"\b\d{1,2}(?::\d{2})?\s*(?:am|pm|a\.m\.|p\.m\.|o'?clock)|\b\d{1,2}:\d{2}\b"
                     r"|\b(?:at|by|around|about|until|till|before|after|from)\s+"
                     r"(?:\d{1,2}|one|two|three|four|five|six|seven|eight|nine|ten|eleven|twelve)\b")


def _of_clock(cues: List[int], words: str, at: int) -> List[int]:
    """The cues (positions) of the clock time at `at`: those no other clock time of the words
    stands between ("at 10:40, the dentist at 3:30 and a game friday night": not the 10:40's)."""
    others = [m.start() for m in _CLOCKS.finditer(words)
              if not (m.start() <= at < m.end() or abs(m.start() - at) <= _SAME_CLOCK)]
    return [p for p in cues if not any(min(p, at) < o < max(p, at) for o in others)]


_SAME_CLOCK = 6  # a clock time found over or this near `at` is the one at `at` ("at 5:00": "at 5" and "5:00")


def _said(cues: "re.Pattern[str]", words: str) -> List[int]:
    """Where a half or part of the day is said of the time, less one denied ("not the morning
    anymore, he's coming at one": the afternoon)."""
    return [p for p in _starts(cues, words) if not _DENIED.search(words[:p])]


def _starts(cues: "re.Pattern[str]", words: str) -> List[int]:
    return [m.start() for m in cues.finditer(words)]


def lunch_hours(words: str) -> bool:
    """Whether the words put their time around lunch, where eleven is before noon and one to five after."""
    return bool(_LUNCH_CUES.search(words))


def in_half(hour: int, half: Half) -> int:
    """`hour` (1-12, as said) on the 24-hour clock in `half`; twelve stays noon."""
    return hour + 12 if half is Half.PM and hour < 12 else hour


def daytime_hour(hour: int) -> int:
    """The daytime reading of an hour said without its half (on a named day, in a routine):
    one to six in the afternoon, seven to twelve as said."""
    return hour + 12 if 1 <= hour <= 6 else hour


def part_of_day(hour: int) -> str:
    """morning [5, 12), afternoon [12, 17), evening [17, 22), night [22, 5): the parts the query
    plan, observed habits and spoken corrections all divide the day into."""
    if 5 <= hour < 12:
        return "morning"
    if 12 <= hour < 17:
        return "afternoon"
    if 17 <= hour < 22:
        return "evening"
    return "night"
