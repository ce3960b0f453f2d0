"""A level said for a device, read against the levels memory tracks for it.

Speech gives a level in its own shape: a bare hour for a timer ("I changed the geyser timer to
five": the timer holds clock times, so 05:00), digits the clock words wrote as a time ("bumped the
smoker up to two-fifty", written 2:50: the smoker holds temperatures like 225, so 250), a channel
or a named level where a place could go ("I've put the TV on KTN": the TV holds channel names, and
KTN is no place memory knows). The levels memory holds for the device, or failing that for that kind
of setting anywhere in the home, decide which reading is meant (`shaped`, `word_level`). A number
said of a thing memory has never seen ("I turned that air down to seventy-four") is the setting of
the one device whose level is of that magnitude (`closest_level`).
"""
from __future__ import annotations

import re
from typing import Callable, Mapping, Optional, Sequence, Tuple

Levels = Callable[[], Mapping[Tuple[str, str], str]]  # (entity, setting kind) -> its current level, all tracked
UNNAMED_DEVICE = "unnamed_device"  # the thing of a level said with no thing ("I put seventy-two"): see `closest_level`

_CLOCK = re.compile(r"^(\d{1,2}):(\d{2})$")
_NEAR = 1.25  # a number said of an unseen thing fits a tracked level within this ratio


def _number(value: str) -> Optional[float]:
    try:
        return float(value)
    except ValueError:
        return None


def is_word(value: str) -> bool:
    """A level that is neither a number nor a clock time ("low", "Citizen")."""
    return _number(value) is None and not _CLOCK.match(value)


def shaped(said: str, known: Sequence[str]) -> str:
    """`said` written as the `known` levels of its setting are: a bare hour as a clock time when
    they are clock times (afternoon when they all are), clock-written digits as a number of their
    magnitude when they are numbers; as said otherwise."""
    if not known:
        return said
    clocks = [_CLOCK.match(k) for k in known]
    if all(clocks) and said.isdigit() and 0 < int(said) <= 12:
        hour = int(said) + (12 if all(int(c.group(1)) >= 13 for c in clocks) and int(said) < 12 else 0)
        return f"{hour:02d}:00"
    clock, numbers = _CLOCK.match(said), [_number(k) for k in known]
    if clock and all(clocks):  # "6:30" for a timer holding "06:00": its two-digit hour
        return f"{int(clock.group(1)):02d}:{clock.group(2)}"
    if clock and all(n is not None for n in numbers):
        level = int(clock.group(1)) * 100 + int(clock.group(2))
        if any(n and 0.5 <= level / n <= 2 for n in numbers):
            return str(level)
    return said


def known_levels(levels: Mapping[Tuple[str, str], str], entity: str, kind: str) -> Sequence[str]:
    """The device's own level of that kind, else that kind's levels on every device tracking it."""
    own = levels.get((entity, kind))
    return [own] if own is not None else [v for (_e, k), v in levels.items() if k == kind]


def closest_level(said: str, levels: Mapping[Tuple[str, str], str]) -> Optional[Tuple[str, str]]:
    """The one (device, setting kind) whose numeric level is of the said number's magnitude; None
    when the said level is no number, or none or several fit."""
    number = _number(said)
    if not number:
        return None
    fits = [pair for pair, value in levels.items() if _number(value) and 1 / _NEAR <= number / _number(value) <= _NEAR]
    return fits[0] if len(fits) == 1 else None


def word_level(entity: str, place: str, levels: Mapping[Tuple[str, str], str]) -> Optional[Tuple[str, str]]:
    """(entity, kind) when a place said for `entity` (unknown to memory) is a level of its one
    setting tracked in words ("on KTN" for a TV on Citizen); None otherwise."""
    kinds = [(e, k) for (e, k) in levels if e == entity]
    if len(kinds) != 1 or not is_word(levels[kinds[0]]) or not is_word(place):
        return None
    return kinds[0]
