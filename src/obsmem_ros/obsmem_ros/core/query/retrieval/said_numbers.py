"""Numbers and clock times said in a sentence, as words or digits: "twenty-two" -> 22, "half eight
every morning" -> 08:30, "at five every evening" -> 17:00 (`said_values` links them against memory)."""
from __future__ import annotations

import re
from typing import Optional

from obsmem_ros.core.clock_words import HOUR_WORDS, spoken_clock
from obsmem_ros.core.time_reading import daytime_hour, half_of_day, in_half

__all__ = ["CLOCK", "NUMBER_WORDS", "bound_clock", "said_clock", "said_number"]

_UNITS = {w: i for i, w in enumerate("zero one two three four five six seven eight nine ten eleven twelve thirteen "
                                     "fourteen fifteen sixteen seventeen eighteen nineteen".split())}
_TENS = {"twenty": 20, "thirty": 30, "forty": 40, "fifty": 50, "sixty": 60, "seventy": 70, "eighty": 80, "ninety": 90}
_NUMBER = re.compile(r"\b(?:(?P<tens>" + "|".join(_TENS) + r")(?:[- ](?P<unit>" + "|".join(list(_UNITS)[1:10])
                     + r"))?|(?P<small>" + "|".join(sorted(_UNITS, key=len, reverse=True)) + r")|(?P<digits>\d+(?:\.\d+)?))\b")
NUMBER_WORDS = re.compile(_NUMBER.pattern.replace(r"|(?P<digits>\d+(?:\.\d+)?)", ""), re.IGNORECASE)
CLOCK = re.compile(r"\b(\d{1,2}):(\d{2})\b")


def said_number(text: str) -> Optional[str]:
    """The first number a text says, in digits or words ("twenty-two" -> "22"); "one" is no number."""
    for m in _NUMBER.finditer(text.lower()):
        if m.group("digits"):
            return m.group("digits")
        if m.group("tens"):
            return str(_TENS[m.group("tens")] + (_UNITS[m.group("unit")] if m.group("unit") else 0))
        if m.group("small") and m.group("small") not in ("one", "zero"):
            return str(_UNITS[m.group("small")])
    return None


_AT_HOUR = re.compile(r"\b(?:at|by|till|until|from|around|about|before|after)\s+("
                      + "|".join(HOUR_WORDS) + r"|1[0-2]|[1-9])()"
                      r"(?:\s*o'?clock)?\b(?!\s*(?:minutes?|hours?|days?|weeks?|degrees?|percent|[:.]\d))")


def said_clock(text: str, *, context: str = "") -> Optional[str]:
    """The clock time a sentence says, with its half of the day: as said ("07:30", "19:30"), else
    from the part of the day the words name ("at five every evening" -> 17:00; a correction takes
    the half of the sentence it corrects), else its daytime reading (a standing time's half of
    the day is not in its words: "coffee at half eight" is 08:30, "the crossword at four" 16:00)."""
    m = CLOCK.search(spoken_clock(text.lower())) or _AT_HOUR.search(text.lower())
    written = bool(m) and m.group(1).startswith("0")  # "07:30": its half of the day is said
    if m:
        hour, minute = _hour(m.group(1)), int(m.group(2) or 0)
    elif context and said_clock(context) is not None and (said_number(text) or "").isdigit() and 1 <= int(said_number(text)) <= 12:
        hour, minute = int(said_number(text)), 0  # "at eight. No, make that seven": the hour replaces the hour
    else:
        return None
    half = half_of_day(f"{context} {text}".lower(), hour=hour) if 1 <= hour <= 11 and not written else None
    return f"{in_half(hour, half) if half else daytime_hour(hour):02d}:{minute:02d}"


def _hour(said: str) -> int:
    return int(said) if said.isdigit() else HOUR_WORDS.index(said) + 1


_BOUND_WORD = r"\b(?:till|until|til|untill)\b"
_BOUND = re.compile(_BOUND_WORD + ".*", re.IGNORECASE | re.DOTALL)
LIMIT_ASKED = re.compile(_BOUND_WORD + r"|\bhow late\b", re.IGNORECASE)


def bound_clock(text: str, *, context: str = "") -> Optional[str]:
    """The clock a sentence gives as the end of something, said after "till" / "until" ("after nights
    I sleep from half seven till two" -> 14:00, not the start): what a question of how late, or till
    what time, asks (`LIMIT_ASKED`). None when no clock follows such a word."""
    m = _BOUND.search(text)
    return said_clock(m.group(0), context=context) if m else None

