"""The pieces of a spoken time, each found in lower-case words with clock times in digits
(`core.clock_words`): a clock time, a meal or part of the day, a day, a duration, a deadline.

Meals and parts of the day ("by lunchtime", "after dinner", "tomorrow evening") take the home's
configured clock (`meal_clock`; "before" is half an hour earlier). A duration counts from the time
of speaking, said in digits or words ("in twenty minutes", "in an hour and a half").
"""
from __future__ import annotations

import re
from dataclasses import dataclass
from datetime import date, datetime, time, timedelta
from typing import Mapping, Optional, Tuple

from obsmem_ros.core.clock_words import HOUR_WORDS

from .recurrences import DAYS

__all__ = ["ClockSaid", "clock_of", "day_of", "deadline_of", "duration_of", "ended_meals", "hhmm", "NUMBER_WORDS",
           "part_clock", "weekday_after"]

NUMBER_WORDS = {"one": 1, "two": 2, "three": 3, "four": 4, "five": 5, "six": 6, "seven": 7, "eight": 8, "nine": 9,
                "ten": 10, "eleven": 11, "twelve": 12, "thirteen": 13, "fourteen": 14, "fifteen": 15,
                "sixteen": 16, "seventeen": 17, "eighteen": 18, "nineteen": 19, "twenty": 20, "thirty": 30,
                "forty": 40, "fifty": 50, "sixty": 60, "seventy": 70, "eighty": 80, "ninety": 90, "hundred": 100}
_PREPS = r"(?:at|by|around|about|until|till|before|after|from|for)"
_DAYS = "|".join(DAYS)
# a clock time after a preposition ("by 8", "after 6"), with its minutes ("for 7:30"), its half ("8pm") or
# o'clock ("the 1 o'clock news")
_CLOCK = re.compile(r"(?:\b" + _PREPS + r"\s+(\d{1,2})(?::(\d{2}))?|(?<![\d:.])(\d{1,2}):(\d{2})"
                    r"|(?<![\d:.])(\d{1,2})(?=\s*(?:am|pm|a\.m\.|p\.m\.|o'?clock)))\s*(am|pm|a\.m\.|p\.m\.)?(?![\d:])")
_NAMED_CLOCK = re.compile(r"\b(?:" + _PREPS + r"|(like))\s+(noon|midday|midnight)\b")
_TIMING_PREPS = ("at", "by", "around", "about", "until", "till", "before", "after", "like")
# a bare hour in words after a preposition (and a hedge: "at about ten") or the hedge "like" ("at lunch,
# like twelve"; "back late like ten", "at like eight"; `_hedging`), when what follows starts a
# new phrase ("at four, please", "at ten I water the plants"), never a count ("at two places")
_BARE_HOUR = re.compile(r"(?:\b(" + _PREPS + r")|\b(like))\s+(?:(?:round\s+)?about\s+|around\s+|roughly\s+|like\s+)?("
                        + "|".join(HOUR_WORDS) + r")"
                        r"(?=\s*(?:$|[,.;:!?]|(?:tomorrow|today|tonight|on|in|this|next|then|and|or|so|but|please|"
                        r"sharp|latest|at|for|to|when|if|every|each|unless|before|after|till|until|with|because|"
                        r"while|i|we|you|he|she|they|it|there)\b))")
# what the home's meal clock calls each meal or part of the day
_PART_NAMES = {"breakfast": "breakfast", "breakfast time": "breakfast", "lunch": "lunch", "lunchtime": "lunch",
               "dinner": "dinner", "dinnertime": "dinner", "dinner time": "dinner", "supper": "dinner",
               "suppertime": "dinner", "bedtime": "bedtime", "morning": "morning", "afternoon": "afternoon",
               "evening": "evening", "night": "tonight", "noon": "noon", "midday": "noon", "teatime": "dinner",
               "tea": "dinner"}
_AS_A_MEAL = ("after", "before", "by", "until", "till")  # "after tea" is a meal; "time for tea" may be a drink
_AFTER_A_MEAL = timedelta(minutes=30)
_MEALS = frozenset({"breakfast", "lunch", "dinner"})
_PART = re.compile(r"\b(?:(?P<rel>after|before|at|for|this|by|until|till|around|every|each)\s+"
                   r"|(?:tomorrow|today|" + _DAYS + r")\s+)(?P<part>"
                   + "|".join(sorted(_PART_NAMES, key=len, reverse=True)) + r")s?\b")
_QUANTITY = r"(?:a quarter of an|three quarters of an|half an|an|a|a couple of|a few|\d+|[a-z]+(?:[\s-][a-z]+)?)"
_DURATION = re.compile(r"\bin\s+(?:the\s+next\s+|about\s+|around\s+|roughly\s+)?(?P<n>" + _QUANTITY + r")"
                       r"(?P<half1>\s+and\s+a\s+half)?\s+(?P<unit>minutes?|mins?|hours?)(?P<half2>\s+and\s+a\s+half)?\b")
_FRACTIONS = {"a quarter of an": 0.25, "three quarters of an": 0.75, "half an": 0.5, "an": 1, "a": 1,
              "a couple of": 2, "a few": 3}
_DAY_AFTER = re.compile(r"\b(?:the\s+)?day\s+after\s+tomorrow\b")
_WEEKDAY = re.compile(r"\b(?:on|to|until|till|for|next|this|from|by|before|after)\s+(" + _DAYS + r")\b")
_BARE_WEEKDAY = re.compile(r"(?<!last )\b(" + _DAYS + r")\b")
_MONTHS = r"(?:jan(?:uary)?|feb(?:ruary)?|mar(?:ch)?|apr(?:il)?|may|june?|july?|aug(?:ust)?|sep(?:t(?:ember)?)?|oct(?:ober)?" \
          r"|nov(?:ember)?|dec(?:ember)?)"
_DATE = re.compile(r"\b(?:(?:the\s+)?\d{1,2}(?:st|nd|rd|th)(?:\s+of\s+" + _MONTHS + r")?|\d{1,2}\s+" + _MONTHS
                   + r"|" + _MONTHS + r"\s+\d{1,2}(?:st|nd|rd|th)?)\b")
_DEADLINE = re.compile(r"\b(?P<rel>by|before)\s+(?:(?:this|next|on)\s+)?(?P<day>tomorrow|the\s+weekend|" + _DAYS
                       + r"|the\s+\d{1,2}(?:st|nd|rd|th))\b(?!\s+(?:morning|afternoon|lunchtime|at\b))"
                       r"|\b(?P<end>by|before)\s+(?:the\s+)?end\s+of\s+(?:the\s+)?(?:day|today)\b")


_OVER = re.compile(r"\b(?:once|when|as soon as)\s+(?:the\s+)?(?P<part>" + "|".join(sorted(_MEALS))
                   + r")\s*(?:is|'s|has)?"
                   r"\s*(?:been\s+)?(?:over|done|finished|eaten)\b")


def ended_meals(words: str) -> str:
    """`words` with a meal said as ending ("once dinner's over", "when lunch is done") said as what
    follows it ("after dinner")."""
    return _OVER.sub(lambda m: f"after {m.group('part')}", words)


@dataclass(frozen=True)
class ClockSaid:
    """A clock time in the words: hour (0-23) and minute, whether its half of the day was left
    unsaid (an hour 1-12 without am / pm), where it stands in the words, and whether a meal or part
    of the day named it (its clock is the home's, not said)."""

    hour: int
    minute: int
    open_half: bool
    at: int
    by_part: bool = False

    @property
    def clock(self) -> time:
        return time(self.hour, self.minute)


def clock_of(words: str, meal_clock: Mapping[str, str]) -> Optional[ClockSaid]:
    """The clock time the words name: a named one ("at noon"), one in digits, a bare hour in words
    timing something ("at four"), a meal or part of the day, "tonight", else a bare hour after
    "for" or "about" ("for two" may count guests)."""
    named = next((m for m in _NAMED_CLOCK.finditer(words) if _hedging(words, m, 1)), None)
    if named:
        return ClockSaid(0 if named.group(2) == "midnight" else 12, 0, False, named.start(2))
    digits = _digits_clock(words)
    if digits is not None:
        return digits
    match = next((m for m in _BARE_HOUR.finditer(words) if _hedging(words, m, 2)), None)
    bare = _bare_hour(match) if match else None
    if bare is not None and (match.group(1) or match.group(2)) in _TIMING_PREPS:
        return bare  # "at seven tonight": the hour, its half from "tonight"; "a table for two, after dinner": the meal
    part = part_clock(words, meal_clock)
    if part is not None:
        return part
    if "tonight" in words and "tonight" in meal_clock:
        clock = hhmm(meal_clock["tonight"])
        return ClockSaid(clock.hour, clock.minute, False, words.index("tonight"), by_part=True)
    return bare


# the words before which "like" is the verb of liking ("I'd like two", "would you like one?"), not a hedge
_LIKERS = frozenset({"i", "you", "we", "they", "he", "she", "would", "to", "not", "do", "does", "did", "don't",
                     "doesn't", "didn't", "really", "also", "just", "still", "always", "all", "both"})


def _hedging(words: str, match: "re.Match[str]", group: int) -> bool:
    """Whether a match whose `group` is "like" hedges the hour after it ("back like nine", "at like
    eight", "home late, like ten") rather than being liked; true of a match with no such "like"."""
    if not match.group(group):
        return True
    before = words[:match.start(group)].split()
    last = before[-1] if before else ""
    return last.endswith(",") or last not in _LIKERS and not last.endswith(("'d", "\u2019d"))


def _bare_hour(match: "re.Match[str]") -> ClockSaid:
    hour = HOUR_WORDS.index(match.group(3)) + 1
    return ClockSaid(hour, 0, hour != 12, match.start(3))


def _digits_clock(words: str) -> Optional[ClockSaid]:
    """The clock time in digits that times something: one after a preposition ("by 8"), else one
    with its minutes ("pushed to 3:30"), else one with only its half or o'clock ("the 1 o'clock
    news"; "my 2 o'clock meeting" names the meeting, not when). One after "till" or "until" is the
    end of what lasts to it: another clock after a preposition times the thing when there is one."""
    matches = [m for m in _CLOCK.finditer(words) if _clock_said(m)]
    timing = [m for m in matches if m.group(1) and not _ENDS.match(m.group(0))]
    if timing:  # "study group till 8, then I'll check his pressure at 9": the end of another doing, not the time
        matches = [m for m in matches if not (m.group(1) and _ENDS.match(m.group(0)))]
    found = [(_rank(m), m.start(), _clock_said(m)) for m in matches]
    return min(found, key=lambda f: f[:2])[2] if found else None


_ENDS = re.compile(r"(?:until|till)\b")


def _rank(match: "re.Match[str]") -> int:
    return 0 if match.group(1) else 1 if match.group(3) else 2


def _clock_said(match: "re.Match[str]") -> Optional[ClockSaid]:
    hour = int(match.group(1) or match.group(3) or match.group(5))
    minute = int(match.group(2) or match.group(4) or 0)
    half = (match.group(6) or "").replace(".", "")
    if hour > 23 or minute > 59:
        return None
    if half == "pm" and hour < 12:
        hour += 12
    elif half == "am" and hour == 12:
        hour = 0
    return ClockSaid(hour, minute, not half and 1 <= hour <= 11, match.start())  # twelve is noon unless "am" is said


def part_clock(words: str, meal_clock: Mapping[str, str]) -> Optional[ClockSaid]:
    """The configured clock of the meal or part of the day the words time something by ("by
    lunchtime"; "before breakfast" half an hour earlier, "after dinner" half an hour later)."""
    for match in _PART.finditer(words):
        name, rel = _PART_NAMES[match.group("part")], match.group("rel")
        if name not in meal_clock or match.group("part") == "tea" and rel not in _AS_A_MEAL:
            continue
        moment = datetime.combine(date(2000, 1, 1), hhmm(meal_clock[name]))
        if rel in ("before", "after") and name in _MEALS:
            moment += _AFTER_A_MEAL if rel == "after" else -_AFTER_A_MEAL
        return ClockSaid(moment.hour, moment.minute, False, match.start("part"), by_part=True)
    return None


def day_of(words: str, said: datetime, *, clock_at: Optional[int] = None) -> Tuple[date, bool]:
    """(the day the words name, whether they name one); today when they name none. Of several
    weekdays, the one said nearest the clock time at position `clock_at` ("the holiday is Friday and
    the fair is Saturday at six": Saturday)."""
    if _DAY_AFTER.search(words):
        return (said + timedelta(days=2)).date(), True
    if "tomorrow" in words:
        return (said + timedelta(days=1)).date(), True
    dated = _DATE.search(words)
    weekday = _nearest_weekday(words, clock_at) or _WEEKDAY.search(words) or _BARE_WEEKDAY.search(
        words)  # "Friday I need picking up at five"
    found = _calendar_date(dated.group(0), said) if dated and not _said_before(weekday, dated) else None
    if found is not None:
        return found, True
    if weekday:
        return _weekday_said(said, weekday), True
    if re.search(r"\bthe\s+weekend\b", words):
        return weekday_after(said, "saturday"), True
    return said.date(), "today" in words or "tonight" in words


def _nearest_weekday(words: str, clock_at: Optional[int]) -> Optional["re.Match[str]"]:
    """The weekday said nearest position `clock_at` when the words name more than one, else None."""
    found = list(_BARE_WEEKDAY.finditer(words))
    if clock_at is None or len({m.group(1) for m in found}) < 2:
        return None
    nearest = min(found, key=lambda m: min(abs(m.start() - clock_at), abs(m.end() - clock_at)))
    return next((m for m in _WEEKDAY.finditer(words) if m.end() == nearest.end()), nearest)


def _said_before(weekday: Optional["re.Match[str]"], dated: "re.Match[str]") -> bool:
    """Whether a weekday is said apart from and before a date, and so names the day ("on Tuesday
    after my exam ... back on the 28th"); said together they name one day ("Friday the 26th",
    "on the 30th, a Saturday"), which the date settles."""
    if weekday is None:
        return False
    between = weekday.string[weekday.end():dated.start()]
    return weekday.start() < dated.start() and len(between.strip(" ,")) > 3


def _weekday_said(said: datetime, weekday: "re.Match[str]") -> date:
    """The day a weekday names: the next one after the day of speaking, but today's own weekday
    said bare, with no "on", "next" or "by" before it, is today ("Saturday traffic on the ring
    road" said on a Saturday; "Friday I need picking up at five" said on a Friday)."""
    bare = not _WEEKDAY.match(weekday.group(0))
    if bare and DAYS.index(weekday.group(1)) == said.weekday():
        return said.date()
    return weekday_after(said, weekday.group(1))


def weekday_after(said: datetime, day: str) -> date:
    """The next `day` after the day of speaking (a week on when said on that day)."""
    ahead = (DAYS.index(day) - said.weekday()) % 7 or 7
    return (said + timedelta(days=ahead)).date()


def _calendar_date(words: str, said: datetime) -> Optional[date]:
    """The next date (today or later) a calendar date names ("the 14th", "3 November", "June
    2nd"), read by dateparser against the time of speaking."""
    import dateparser

    base = said.replace(tzinfo=None)
    bare = re.fullmatch(r"(?:the\s+)?(\d{1,2})(?:st|nd|rd|th)", words)
    if bare:  # a day of the month alone: dateparser reads "the 12th" as December
        return _day_of_month(int(bare.group(1)), base.date())
    parsed = dateparser.parse(re.sub(r"^the\s+", "", words), languages=["en"],
                              settings={"RELATIVE_BASE": base, "PREFER_DATES_FROM": "future",
                                        "PREFER_DAY_OF_MONTH": "first"})
    if parsed is None:
        return None
    day = parsed.date()
    if day < base.date() and not re.search(_MONTHS, words):  # "the 3rd" said on the 20th: next month's
        day = (day.replace(day=1) + timedelta(days=32)).replace(day=day.day)
    return day


def _day_of_month(day: int, today: date) -> Optional[date]:
    """The next date (today or later) that is day `day` of its month; None for no such day."""
    for ahead in range(3):  # this month, else the next one that has the day ("the 31st")
        first = (today.replace(day=1) + timedelta(days=32 * ahead)).replace(day=1)
        try:
            found = first.replace(day=day)
        except ValueError:
            continue
        if found >= today:
            return found
    return None


def duration_of(words: str) -> Optional[timedelta]:
    """The duration from now the words name ("in 20 minutes", "in a quarter of an hour", "in an
    hour and a half"); None when they name none or its quantity is not a number."""
    for match in _DURATION.finditer(words):
        amount = _FRACTIONS.get(match.group("n")) or _number(match.group("n"))
        if amount is None:
            continue
        amount += 0.5 if match.group("half1") or match.group("half2") else 0
        return timedelta(minutes=amount * (60 if match.group("unit").startswith("hour") else 1))
    return None


def _number(words: str) -> Optional[float]:
    if words.isdigit():
        return float(words)
    parts = re.split(r"[\s-]+", words)
    if not parts or any(p not in NUMBER_WORDS for p in parts):
        return None
    return float(sum(NUMBER_WORDS[p] for p in parts))


def deadline_of(words: str, day: date, said: datetime) -> Optional[datetime]:
    """The end of the day a deadline without a clock time names ("by Thursday", "by the end of
    the day"), of the day before for "before Friday" (of Friday for "by the weekend")."""
    match = _DEADLINE.search(words)
    if match is None:
        return None
    if match.group("end"):
        day = said.date()
    end = datetime.combine(day, time(23, 59), tzinfo=said.tzinfo)
    if match.group("day") and match.group("day").startswith("the") and "weekend" in match.group("day"):
        return end - timedelta(days=1)  # the weekend starts on Saturday: due by the end of Friday
    before = end - timedelta(days=1)
    return before if match.group("rel") == "before" and before > said else end


def hhmm(text: str) -> time:
    """A configured clock ("18:30") as a time."""
    hour, minute = text.split(":")
    return time(int(hour), int(minute))
