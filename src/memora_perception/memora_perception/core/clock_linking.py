"""Clock times the home uses, and misheard clock times linked to them by what the audio says.

Whisper tiny.en hears a clock time said in a voice it knows badly as words that are no number
("set to send the clock", "center the clock" for "set to seven o'clock"). The robot knows the times
its home keeps: the clock times in its commitments' words ("the coffee machine timer is set to
07:00 every weekend"). Two things use them:

- `clock_times_in` / `spoken_schedule` read those times and schedules as they are said ("seven
  o'clock", "seven o'clock every weekend"), for the prompt Whisper decodes with (`HomeVocabulary`).
- `clock_slots` finds a clock time heard as words: a "clock" / "o'clock" whose word before is no
  hour, within `max_span` words after a clock cue ("to", "at", "by", ...). `ClockLinker` writes the
  sentence with that span read as each clock time (every hour "one o'clock" .. "twelve o'clock" and
  the home's own times), has the recogniser score each candidate against the segment's audio
  (teacher-forced log-probability), adds `home_prior` to the home's times, and takes the best only
  when it leads the second by `margin`; otherwise the words stay as heard. The audio picks among
  clock times; the home's times are only a prior, so a time the home never used can still win.
"""
from __future__ import annotations

import re
from dataclasses import dataclass
from typing import Callable, List, Optional, Sequence, Tuple

from ..errors import ConfigError
from .word_error import number_words

HOURS = tuple(" ".join(number_words(h)) for h in range(1, 13))
CLOCK_CUES = frozenset("at to by until till from around about before after for".split())
_PUNCT = ".,!?;:"
_RECURRENCE = {"daily": "every day", "weekdays": "every weekday", "weekends": "every weekend"}
_WRITTEN_TIME = re.compile(
    r"\b(\d{1,2})(?::([0-5]\d))?\s*(o'clock|o’clock|a\.?m\.?|p\.?m\.?)?(?![\w:.]*\d)", re.IGNORECASE)
_HOUR_WORDS = {w: i + 1 for i, w in enumerate(HOURS)}


def spoken_clock_time(hours: int, minutes: int) -> str:
    """A time of day as said on a 12-hour clock: (7, 0) -> "seven o'clock", (18, 30) -> "six
    thirty", (7, 5) -> "seven oh five"."""
    if not (0 <= hours <= 23 and 0 <= minutes <= 59):
        raise ValueError(f"no such clock time {hours}:{minutes:02d}")
    hour = HOURS[(hours + 11) % 12]
    if minutes == 0:
        return f"{hour} o'clock"
    return f"{hour} {'oh ' if minutes < 10 else ''}{' '.join(number_words(minutes))}"


def clock_times_in(text: str) -> Tuple[str, ...]:
    """The clock times written in `text` ("07:00", "7:30", "7 o'clock", "7 pm"), as said; a bare
    number with neither minutes nor "o'clock" / "am" / "pm" is not taken for a time."""
    found: List[str] = []
    for match in _WRITTEN_TIME.finditer(text):
        hours, minutes, word = int(match.group(1)), match.group(2), match.group(3)
        if minutes is None and word is None:
            continue
        if hours > 23 or (word and word[0] in "aApP" and not 1 <= hours <= 12):
            continue
        spoken = spoken_clock_time(hours, int(minutes or 0))
        if spoken not in found:
            found.append(spoken)
    return tuple(found)


def spoken_recurrence(recurrence: str) -> str:
    """A commitment's recurrence as said: "weekends" -> "every weekend", "weekly:sunday" -> "every
    sunday"; "" for none or one not known."""
    if recurrence.startswith("weekly:"):
        return f"every {recurrence.split(':', 1)[1]}"
    return _RECURRENCE.get(recurrence, "")


def spoken_schedule(text: str, recurrence: str) -> Tuple[str, ...]:
    """The schedules a commitment states: each clock time in its words, with its recurrence
    ("... set to 07:00 every weekend", "weekends" -> "seven o'clock every weekend")."""
    every = spoken_recurrence(recurrence)
    return tuple(f"{time} {every}".strip() for time in clock_times_in(text))


def _bare(word: str) -> str:
    return word.strip(_PUNCT).lower().replace("’", "'")


def _is_hour(word: str) -> bool:
    return word.isdigit() or word in _HOUR_WORDS or word in {"half", "quarter", "noon", "midnight"}


def clock_slots(text: str, max_span: int = 3) -> List[Tuple[int, int]]:
    """Word ranges [start, end) of clock times heard as other words: from the word after a clock
    cue to a "clock" / "o'clock" whose word before is no hour, at most `max_span` words before it,
    not across punctuation."""
    words = text.split()
    slots: List[Tuple[int, int]] = []
    for end, word in enumerate(words):
        if _bare(word) not in ("clock", "o'clock") or end == 0 or _is_hour(_bare(words[end - 1])):
            continue
        for start in range(end - 1, max(-1, end - max_span - 1), -1):
            if words[start].strip(_PUNCT) != words[start]:
                break                                   # punctuation ends a phrase
            if start > 0 and _bare(words[start - 1]) in CLOCK_CUES:
                slots.append((start, end + 1))
                break
    return slots


@dataclass(frozen=True)
class ClockLinkConfig:
    """When a clock slot is read as a clock time (log-probabilities in nats)."""

    max_span: int = 3
    home_prior: float = 2.0     # added to the score of a time the home uses
    margin: float = 1.0         # the best candidate must lead the second by this

    def __post_init__(self) -> None:
        if self.max_span < 1:
            raise ConfigError(f"ClockLinkConfig.max_span={self.max_span!r} must be >= 1")
        for name in ("home_prior", "margin"):
            if getattr(self, name) < 0:
                raise ConfigError(f"ClockLinkConfig.{name}={getattr(self, name)!r} must be >= 0")


Scorer = Callable[[Sequence[str]], Sequence[float]]


class ClockLinker:
    """Reads misheard clock times as the clock time the audio supports best (module docstring)."""

    def __init__(self, home_times: Sequence[str] = (), config: ClockLinkConfig = ClockLinkConfig()) -> None:
        self.config = config
        self.home_times = tuple(dict.fromkeys(t.lower() for t in home_times))
        self.times = tuple(dict.fromkeys((*self.home_times, *(f"{h} o'clock" for h in HOURS))))

    def link(self, text: str, score: Scorer) -> str:
        """`text` with each clock slot read as a clock time when one leads (`score`: each candidate
        sentence's log-probability given the audio)."""
        for start, end in reversed(clock_slots(text, self.config.max_span)):
            words = text.split()
            tail = words[end - 1][len(words[end - 1].rstrip(_PUNCT)):]
            candidates = [" ".join([*words[:start], time + tail, *words[end:]]) for time in self.times]
            chosen = self._choose(candidates, score(candidates))
            if chosen is not None:
                text = chosen
        return text

    def _choose(self, candidates: Sequence[str], scores: Sequence[float]) -> Optional[str]:
        ranked = sorted(((s + (self.config.home_prior if t in self.home_times else 0.0), c)
                         for s, c, t in zip(scores, candidates, self.times)), reverse=True)
        if len(ranked) > 1 and ranked[0][0] - ranked[1][0] < self.config.margin:
            return None
        return ranked[0][1]
