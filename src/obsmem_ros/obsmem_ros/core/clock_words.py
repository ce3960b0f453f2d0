"""Spoken clock times and days in digits: "half past eight" -> "8:30", "on the twelfth" -> "on the 12th".

People say clock times in words; the time readers (``language.times``, ``views.commitment.due``)
read digits. English clock speech is a small closed grammar, rewritten here once for both:

- ``<minutes> past <hour>`` and ``<minutes> to <hour>``, minutes as words ("twenty", "twenty-five"),
  "quarter", "half" or digits; as America says them, ``<minutes> after <hour>`` ("quarter after
  five" = 5:15), the minutes in words only ("2 after 5" may count things), and ``<minutes> till
  <hour>`` or ``of <hour>`` for a quarter or twenty ("quarter of five" = 4:45; "ten till six" may be
  a span from ten);
- British ``half <hour>`` ("half seven" = 7:30; "half an hour" is left alone);
- ``<hour> <minutes>`` in words ("eight thirty", "seven-thirty", "six forty-five") and ``<hour> o'clock``;
- an approximate hour ("eleven-ish", "7:30ish") as the hour;
- minutes past or to with the hour left unsaid ("the bus is at twenty past eight, call me at ten past",
  "club's at ten, we leave at twenty to"): the hour of the clock time said last before them.

Days of the month said as ordinals after "the" ("on the twelfth", "Friday the twenty-sixth") are
written "12th", "26th" by `spoken_days` (for what people say, not for questions), as the date
readers read them, where the ordinal ends the phrase (a comma, the end, "of <month>", "at ..."):
"the second drawer" stays a drawer.

Hours come out as said (1-12); morning or evening is the reader's choice, as for "8:30". A bare hour
("at two") is left in words: without minutes its half of the day is a guess the readers would make
badly (02:00 for "at two, after lunch"); the meal words beside it time it instead.
"""
from __future__ import annotations

import re

__all__ = ["HOUR_WORDS", "asked_clock", "bound_hours", "spoken_clock", "spoken_days"]

_UNITS = {"one": 1, "two": 2, "three": 3, "four": 4, "five": 5, "six": 6, "seven": 7, "eight": 8, "nine": 9,
          "ten": 10, "eleven": 11, "twelve": 12}
HOUR_WORDS = tuple(_UNITS)  # "one" ... "twelve", in order: index + 1 is the hour
_MINUTES = {"five": 5, "ten": 10, "quarter": 15, "a quarter": 15, "twenty": 20, "twenty-five": 25, "twenty five": 25,
            "half": 30}
_MINUTE_WORDS = {"fifteen": 15, "thirty": 30, "forty-five": 45, "forty five": 45, "twenty": 20, "ten": 10,
                 "forty": 40, "fifty": 50, "o five": 5, "oh five": 5}

_HOUR = r"(?P<hour>" + "|".join(sorted(_UNITS, key=len, reverse=True)) + r"|1[0-2]|[1-9])"
_PAST_TO = re.compile(r"\b(?P<min>" + "|".join(sorted(_MINUTES, key=len, reverse=True)) + r"|[1-5]?[0-9])"
                      r"(?:\s+minutes?)?\s+(?P<dir>past|to)\s+" + _HOUR + r"\b")
_TILL_MINUTES = ("twenty-five", "twenty five", "a quarter", "quarter", "twenty")  # "ten till six" may be a span
_AFTER_TILL = re.compile(r"\b(?P<min>" + "|".join(sorted(set(_MINUTES) - {"half"}, key=len, reverse=True)) + r")"
                         r"(?:\s+minutes?)?\s+(?P<dir>after)\s+" + _HOUR + r"\b"
                         r"|\b(?P<qmin>" + "|".join(_TILL_MINUTES) + r")\s+(?P<qdir>till?|of)\s+(?P<qhour>"
                         + "|".join(sorted(_UNITS, key=len, reverse=True)) + r"|1[0-2]|[1-9])\b")
_HALF_HOUR = re.compile(r"\bhalf\s+" + _HOUR + r"\b(?!\s*(?:hours?|minutes?|past)\b)")
_HOUR_MINUTES = re.compile(r"\b" + _HOUR.replace("|1[0-2]|[1-9]", "") + r"[\s-]+(?P<min>"
                           + "|".join(sorted(_MINUTE_WORDS, key=len, reverse=True)) + r")\b(?!\s*(?:minutes?|hours?)\b)")
_ISH = re.compile(r"\b(?P<time>" + _HOUR.replace("(?P<hour>", "(?:") + r"(?::\d{2})?|noon|midday|midnight)[\s-]?ish\b")
_OCLOCK = re.compile(r"\b" + _HOUR.replace("|1[0-2]|[1-9]", "") + r"\s+o'?clock\b")
# minutes past or to whose hour is left to the clock said before them: the phrase ends there ("at ten
# past.", "twenty to, then"), never "at five to start the rice" (five o'clock, to start it)
_HOURLESS = re.compile(r"\b(?P<min>" + "|".join(sorted(_MINUTES, key=len, reverse=True)) + r")\s+(?P<dir>past|to)"
                       r"(?=\s*(?:$|[,.;:!?']|(?:now|then|and|so|but|or|not|yeah|instead|tonight|today|tomorrow)\b))")
_HOUR_SAID = re.compile(r"\b(?P<digits>1[0-2]|[1-9]):\d{2}\b|\b(?:at|by|for|about|around|till|until|from|it's|is|not)\s+"
                        + _HOUR + r"\b(?!\s*(?:minutes?|hours?|past|to)\b)")


_ORDINAL_UNITS = ("first", "second", "third", "fourth", "fifth", "sixth", "seventh", "eighth", "ninth")
_ORDINALS = {**{w: i + 1 for i, w in enumerate(_ORDINAL_UNITS)}, "tenth": 10, "eleventh": 11, "twelfth": 12,
             "thirteenth": 13, "fourteenth": 14, "fifteenth": 15, "sixteenth": 16, "seventeenth": 17, "eighteenth": 18,
             "nineteenth": 19, "twentieth": 20, "thirtieth": 30, "thirty-first": 31, "thirty first": 31,
             **{f"twenty{sep}{w}": 21 + i for i, w in enumerate(_ORDINAL_UNITS) for sep in ("-", " ")}}
_ORDINAL_DAY = re.compile(r"\b(?P<the>the\s+)(?P<day>" + "|".join(sorted(_ORDINALS, key=len, reverse=True)) + r")\b"
                          r"(?=\s*(?:$|[,.;:!?]|of\b|at\b|and\b|in\b|is\b|not\b))", re.IGNORECASE)


def _ordinal_day(m: "re.Match[str]") -> str:
    day = _ORDINALS[re.sub(r"\s+", " ", m.group("day").lower())]
    suffix = "th" if 10 <= day % 100 <= 20 else {1: "st", 2: "nd", 3: "rd"}.get(day % 10, "th")
    return f"{m.group('the')}{day}{suffix}"


def _hour(word: str) -> int:
    return _UNITS.get(word) or int(word)


def _past_to(m: "re.Match[str]") -> str:
    minutes = _MINUTES.get(m.group("min")) or int(m.group("min"))
    hour = _hour(m.group("hour"))
    if m.group("dir") == "to":
        hour, minutes = (hour - 2) % 12 + 1, 60 - minutes
    return f"{hour}:{minutes:02d}"


def _after_till(m: "re.Match[str]") -> str:
    """An American clock ("quarter after five", "ten till six", "quarter of five") in digits."""
    said, hour_said = (m.group("min"), m.group("hour")) if m.group("min") else (m.group("qmin"), m.group("qhour"))
    minutes, hour = _MINUTES[re.sub(r"\s+", " ", said)], _hour(hour_said)
    if (m.group("dir") or m.group("qdir")) != "after":
        hour, minutes = (hour - 2) % 12 + 1, 60 - minutes
    return f"{hour}:{minutes:02d}"


def spoken_days(text: str) -> str:
    """`text` with the days of the month said as ordinals written in digits ("on the twelfth" ->
    "on the 12th"). For what people say, not for questions: "who told you it's on the eighth?"
    names what was said, not a day to look at."""
    return _ORDINAL_DAY.sub(_ordinal_day, text)


def spoken_clock(text: str) -> str:
    """`text` (lower case) with clock times said in words written in digits."""
    text = _ISH.sub(lambda m: m.group("time"), text)  # "back by eleven-ish": about eleven
    text = _PAST_TO.sub(_past_to, text)
    text = _AFTER_TILL.sub(_after_till, text)
    text = _HALF_HOUR.sub(lambda m: f"{_hour(m.group('hour'))}:30", text)
    text = _HOUR_MINUTES.sub(lambda m: f"{_hour(m.group('hour'))}:{_MINUTE_WORDS[m.group('min')]:02d}", text)
    text = _OCLOCK.sub(lambda m: f"{_hour(m.group('hour'))} o'clock", text)
    return _HOURLESS.sub(lambda m: _hour_lent(m, text), text)


def _hour_lent(m: "re.Match[str]", text: str) -> str:
    """Minutes past or to (`m`) on the hour of the last clock time said before them, as said when none is."""
    said = list(_HOUR_SAID.finditer(text[:m.start()]))
    if not said:
        return m.group(0)
    hour, minutes = _hour(said[-1].group("digits") or said[-1].group("hour")), _MINUTES[m.group("min")]
    if m.group("dir") == "to":
        hour, minutes = (hour - 2) % 12 + 1, 60 - minutes
    return f"{hour}:{minutes:02d}"


_NOON = re.compile(r"\b(at|by|around|about|before|after|until|till|since|from)\s+(?:12\s+)?(?:noon|midday)\b")
_AT_HOUR = re.compile(r"\b(?P<prep>(?:at\s+)?(?:around|about)|at)\s+(?P<hour>" + "|".join(sorted(_UNITS, key=len, reverse=True)) + r"|1[0-2]|[1-9])\b"
                      r"(?!\s*(?:o'?clock|[:.]\d|[ap]\.?m\b|minutes?|hours?))")
_PART_SAID = re.compile(r"\b(?:morning|afternoon|evening|night|tonight)\b")


def asked_clock(text: str) -> str:
    """`text` (lower case, a question) with the clock times it names without digits in digits:
    "at noon" / "at midday" -> 12:00, and a bare hour whose part of the day the question says
    ("at three on Wednesday afternoon" -> "at 3:00 ...", "Saturday night, around nine" -> "around
    9:00"), whose half that part then decides. A
    bare hour with no part of the day said stays in words (see the module)."""
    text = _NOON.sub(lambda m: f"{m.group(1)} 12:00", text)
    if _PART_SAID.search(text):
        text = _AT_HOUR.sub(lambda m: f"{m.group('prep')} {_hour(m.group('hour'))}:00", text)
    return text


# A bare hour is a clock time when a part of the day is said right beside it ("seven in the morning",
# "tonight seven", "eight this evening"): the part gives its half, so it is written in digits.
_PART_OF_DAY = r"(?:in\s+the\s+(?:morning|afternoon|evening)|at\s+night|tonight|this\s+(?:morning|afternoon|evening))"
_HOUR_THEN_PART = re.compile(r"(?<![:.])\b" + _HOUR + r"(?=\s+" + _PART_OF_DAY + r"\b)")
_PART_THEN_HOUR = re.compile(r"\b(?P<part>tonight|this\s+(?:morning|afternoon|evening)|tomorrow\s+(?:morning|afternoon|"
                             r"evening|night))\s+" + _HOUR + r"\b(?![:.]?\d|\s*(?:o'?clock|[ap]\.?m\b|of\b|more\b|"
                             r"people\b|times\b|minutes?\b|hours?\b|days?\b))")
# What may follow the end of a window of hours ("four to nine.", "ten till four, then ..."): never a count's
# noun ("two to three times a week", "one to two hours").
_WINDOW_END = r"(?=\s*(?:$|[,.;:!?]|(?:tomorrow|today|tonight|on|in|this|next|then|and|or|so|but|please|at|every|each)\b))"
_WINDOW = re.compile(r"(?<![:.])\b(?P<from>from\s+|between\s+)?" + _HOUR + r"\s*(?P<sep>to|till|til|until|through|-|\u2013|and)\s*"
                     + r"(?P<end>" + _HOUR.replace("(?P<hour>", "(?:") + r"(?::\d{2})?)" + _WINDOW_END)


def bound_hours(text: str) -> str:
    """`text` (lower case, clock speech in digits: `spoken_clock`) with the bare hours that are clock
    times by their place written "H:00": one beside a part of the day ("seven in the morning",
    "tonight seven"), and the start of a window of hours, the time something is due ("four to nine",
    "ten till four", "between ten and twelve": from ten). A window said with "and" needs its "between"."""
    text = _HOUR_THEN_PART.sub(lambda m: m.group(0) if _pronoun_one(m, text) else f"{_hour(m.group('hour'))}:00", text)
    text = _PART_THEN_HOUR.sub(lambda m: f"{m.group('part')} {_hour(m.group('hour'))}:00", text)
    return _WINDOW.sub(_window_start, text)


_DETERMINED = re.compile(r"\b(?:a|an|the|this|that|each|every|another|which|any|no)\s+(?:[a-z]+\s+)?$")


def _pronoun_one(m: "re.Match[str]", text: str) -> bool:
    """Whether the "one" matched is a pronoun after its determiner ("a late one tonight": a shift,
    not one o'clock)."""
    return m.group("hour") == "one" and bool(_DETERMINED.search(text[:m.start()]))


def _window_start(m: "re.Match[str]") -> str:
    if m.group("sep") == "and" and not m.group("from"):
        return m.group(0)
    return f"from {_hour(m.group('hour'))}:00 {m.group('sep')} {m.group('end')}"
