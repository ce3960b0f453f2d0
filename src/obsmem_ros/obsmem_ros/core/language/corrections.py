"""The time a correction sets aside, and whether words correct a time at all.

People moving a plan often name the time they move it from: "it's five now, not half four",
"we eat at half two instead of two", "he won't make it at ten, more like one", "don't remind me at
four, make it half past four". The time set aside is the plan's own clock time, so it ties the
correction to the plan whatever words each used for the errand ("the coach to Leeds" and "the ten
one was full"), and the new time falls in the plan's day and half of the day unless the correction
says its own.
"""
from __future__ import annotations

import re
from typing import Iterator, List, Optional, Tuple

from obsmem_ros.core.clock_words import HOUR_WORDS, spoken_clock
from obsmem_ros.core.time_reading import daytime_hour, part_of_day

__all__ = ["Clock", "clocked_pieces", "corrects_time", "names_day", "names_half", "replaced_clocks", "said_clocks",
           "sets_aside", "sets_aside_part"]

Clock = Tuple[Optional[int], int]  # (hour 1-12 or None when only the minutes were said, minute)

_HOURS = "|".join(HOUR_WORDS)
_SET_ASIDE = (r"(?:\bnot|\binstead of|\brather than|\bno longer|\bwon't make it|\bcan't make it|\bcannot make it"
              r"|\bdon't remind (?:me|him|her|them|us)|\bno need (?:at|for))")
_OLD = re.compile(_SET_ASIDE + r"\s+(?:at\s+|by\s+|for\s+)?(?:(?P<h>\d{1,2})(?::(?P<m>\d{2}))?\b|(?P<w>" + _HOURS
                  + r")\b(?!\s+(?:minutes?|hours?|days?|people|of))|(?P<q>quarter|half|twenty|ten|five) (?P<way>past|to)\b)")
_MINUTES = {"quarter": 15, "half": 30, "twenty": 20, "ten": 10, "five": 5}
_AGAIN = re.compile(r"\binstead\b|(?<!n't )(?<!not )\bmake it\b(?! in\b)|\bchange(?:d)? (?:it )?to\b|\bmoved? (?:it )?to\b|\bpushed\b")
_DAY = re.compile(r"\b(?:today|tomorrow|tmr|monday|tuesday|wednesday|thursday|friday|saturday|sunday|weekend)\b")
_HALF = re.compile(r"\b(?:tonight|morning|afternoon|evening|night|noon|midnight|lunch|dinner|breakfast|a\.?m\b|p\.?m\b)")


def replaced_clocks(text: str) -> List[Clock]:
    """The clock times the words set aside ("not ten", "instead of two", "not quarter past")."""
    out: List[Clock] = []
    for m in _OLD.finditer(spoken_clock(text.lower())):
        if m.group("h"):
            hour = int(m.group("h"))
            if 1 <= hour <= 24:
                out.append((hour % 12 or 12, int(m.group("m") or 0)))
        elif m.group("w"):
            out.append((HOUR_WORDS.index(m.group("w")) + 1, 0))
        else:
            minutes = _MINUTES[m.group("q")]
            out.append((None, minutes if m.group("way") == "past" else 60 - minutes))
    return out


def corrects_time(text: str) -> bool:
    """Whether the words set a time aside or say one again in its place ("instead", "make it")."""
    return bool(replaced_clocks(text)) or bool(_AGAIN.search(text.lower()))


_NOT_HOURS = r"(?!\s+(?:minutes?|mins?|hours?|hrs?|days?|weeks?|months?|years?|people|of|percent)\b)"
_SAID = re.compile(r"\b(?P<h>\d{1,2}):(?P<m>\d{2})\b|\b(?P<d>\d{1,2})\s*(?:o'clock|[ap]\.?m\b)|\b(?P<w>" + _HOURS
                   + r")\b" + _NOT_HOURS + r"|\b(?:at|by|around|till|until)\s+(?P<a>\d{1,2})\b(?![:.,]?\d)" + _NOT_HOURS
                   + r"|\b(?P<p>\d{1,2})\s+(?=(?:in the (?:morning|afternoon|evening)|at night|tonight)\b)")


def said_clocks(text: str) -> List[Clock]:
    """The clock times the words say ("at ten", "quarter past eight", "7pm", "at 8", "8 in the
    evening"), hours 1-12: an hour said in digits is a clock time as much as one said in words
    where a time preposition or a part of the day frames it."""
    return [clock for _m, clock in _clocks(spoken_clock(text.lower()))]


def _clocks(said: str) -> Iterator[Tuple["re.Match[str]", Clock]]:
    """Each clock time of `said` (lower case, `spoken_clock`) with its match."""
    for m in _SAID.finditer(said):
        framed = m.group("a") or m.group("p")
        digits = m.group("h") or m.group("d") or framed
        hour = int(digits) if digits else HOUR_WORDS.index(m.group("w")) + 1
        if framed and not 1 <= hour <= 24:  # "at 0", "by 30": no hour of the clock
            continue
        yield m, (hour % 12 or 12, int(m.group("m") or 0))


_SENTENCE_END = re.compile(r"[.!?](?:\s|$)")
# a number word after an hour that no minutes can be ("one eighty first", "two hundred"): the hour is part of a number
_NUMBER_GOES_ON = re.compile(r"[- ](?:sixty|seventy|eighty|ninety|hundred|thousand)\b")


def clocked_pieces(text: str) -> List[Tuple[str, Clock]]:
    """Each clock time the words say (`said_clocks`) with the words of its sentence said since the
    clock before it (lower case; a clock said in hours and minutes, "half six", in digits): "i'll go
    to the butcher at 10, back by eleven" is ("i'll go to the butcher at 10", (10, 0)) and (", back by
    eleven", (11, 0)): the deed a clock is said of comes before it. An hour word inside a number
    ("up to twenty-two", "on one eighty first") is no clock."""
    said = spoken_clock(text.lower())
    out: List[Tuple[str, Clock]] = []
    start = 0
    for m, clock in _clocks(said):
        if m.group("w") and (re.search(r"(?:ty|teen)[- ]$", said[:m.start()]) or _NUMBER_GOES_ON.match(said, m.end())):
            continue
        start = max([start] + [e.end() for e in _SENTENCE_END.finditer(said, start, m.start())])
        out.append((said[start:m.end()], clock))
        start = m.end()
    return out


def sets_aside(correction: str, plan: str) -> bool:
    """Whether `correction` sets aside a clock time the words of `plan` said ("not ten" of "the
    coach is tomorrow at ten"; "not quarter past" of "at quarter past eight"; "eleven is full,
    they changed it to three" of "the vet at eleven") and says a new one."""
    replaced = replaced_clocks(correction) + _named_again(correction, plan)
    if not set(said_clocks(correction)) - {c for c in replaced if c[0] is not None}:
        return False  # "fill up tonight, not at four": no new clock time, another deed's part of the day
    said = said_clocks(plan)
    return any(m == minute and (h is None or h == hour) for h, m in replaced
               for hour, minute in said)


def _named_again(correction: str, plan: str) -> List[Clock]:
    """The plan's clock times a correction names beside a new one it says again in their place
    ("eleven no slot, they change to three"; "ten's no good, make it twelve"): the ones set aside."""
    said = said_clocks(correction)
    if not _AGAIN.search(correction.lower()) or len(set(said)) < 2:
        return []
    return sorted(set(said) & set(said_clocks(plan)), key=str)


_PARTS = r"(?P<{}>morning|afternoon|evening|night)"
_PART_ASIDE = re.compile(r"\b(?:not|no longer|can't do|cannot do)\s+(?:in\s+)?(?:the\s+|this\s+|tomorrow\s+|today\s+)?"
                         + _PARTS.format("a") + r"\b|\b" + _PARTS.format("b")
                         + r"\s+(?:cannot|can't|is out|'s out|no good|won't work|doesn't work|is off|'s off|no can)\b")


def sets_aside_part(correction: str, plan: str) -> bool:
    """Whether `correction` sets aside the part of the day the plan's words put it in ("not the
    morning anymore, he's coming at one" of "he's coming Friday between nine and eleven"; "Thursday
    morning cannot, they come two o'clock instead") and says a new clock time: the plan moved."""
    lowered = spoken_clock(correction.lower())
    aside = {m.group("a") or m.group("b") for m in _PART_ASIDE.finditer(lowered)}
    if not aside or not said_clocks(correction):
        return False
    said = set(re.findall(r"\b(?:morning|afternoon|evening|night)\b", plan.lower()))
    return bool(aside & (said | {part_of_day(daytime_hour(h)) for h, _m in said_clocks(plan) if h is not None}))


def names_day(text: str) -> bool:
    """Whether the words name a day of their own ("tomorrow", "on Tuesday")."""
    return bool(_DAY.search(text.lower()))


def names_half(text: str) -> bool:
    """Whether the words name a half or part of the day ("tonight", "in the morning", "after lunch")."""
    return bool(_HALF.search(text.lower()))
