"""Which of the clocks one sentence says a time question asks about.

A household says two times of one outing in one breath, and the reader often files one plan for
the sentence, due at the first: "I'll go to the butcher at ten, back by eleven"; "the fair's at
eleven, I'll walk her up at half ten". "When's he back from the butcher's?" asks the second clock,
"when's the fair?" the first. Each clock is read with the words said since the clock before it
(`clocked_pieces`: the deed comes before its time, within its sentence). Only a piece saying the
asked deed (`asked_time_deed`: "back", "walk up") may answer, of those the one sharing most of the
question's words; the thing alone decides nothing ("the fireworks start at seven, so we'll head off
at half six": leaving is the half six, whatever "fireworks" the first piece says). The plan keeps
its own clock when its piece says the deed too, and a sentence that sets a time aside ("half six
now, not six") is left to the revisions.
"""
from __future__ import annotations

import dataclasses
import re
from typing import Optional, Tuple

from obsmem_ros.core.language.corrections import Clock, clocked_pieces, corrects_time
from obsmem_ros.core.language.syntax import analyse
from obsmem_ros.core.views.commitment_view import content_words

from ..readings import CommitmentReading
from .asked_clause import asked_time_deed, due_clock

__all__ = ["on_asked_clock"]

_MINUTE_NS = 60 * 1_000_000_000
_HALF_DAY_MIN = 12 * 60


def _fit(piece: str, topic: set, deed: set) -> Tuple[bool, int]:
    """How much of what is asked a piece says: whether it says the asked deed, then the question's
    words it shares."""
    said = content_words(piece)
    return bool(deed & said), len(topic & said)


_CORRECTING = re.compile(r"^\W*(?:no|nah|sorry|actually|i mean|wait|or)\b")
_DEED_TAGS = frozenset({"VERB", "ADV", "ADP", "PART", "ADJ"})


def _verbal(deed: set, question: str) -> set:
    """The asked deed's words the question says as a verb or a way ("walking", "back"), not a thing
    a bare "when's the parents' evening" was parsed around."""
    return {w for t in analyse(question) if t.pos_ in _DEED_TAGS for w in content_words(t.text) & deed}


def _shift_ns(old: Clock, new: Clock) -> int:
    """The move from one clock to another, the nearer of its two readings half a day apart
    ("at ten, back by eleven": an hour on; "at eleven, up at half ten": half an hour back)."""
    minutes = ((new[0] % 12) * 60 + new[1]) - ((old[0] % 12) * 60 + old[1])
    minutes = (minutes + _HALF_DAY_MIN // 2) % _HALF_DAY_MIN - _HALF_DAY_MIN // 2
    return minutes * _MINUTE_NS


def asked_clock(text: str, due_ns: int, question: str, topic: set) -> Optional[Clock]:
    """The clock of `text` the question asks about when it is not the plan's own (module doc)."""
    pieces = clocked_pieces(text)
    own = due_clock(due_ns)
    if len({clock for _p, clock in pieces}) < 2 or own not in {clock for _p, clock in pieces} \
            or corrects_time(text):
        return None
    deed = _verbal(asked_time_deed(question), question)
    if not deed or any(_CORRECTING.match(piece) for piece, _c in pieces[1:]):
        return None  # "when's the parents' evening" asks no deed; "at ten past, no, twenty past": one clock said again
    fits = [(_fit(piece, topic, deed), clock) for piece, clock in pieces]
    held = max(fit for fit, clock in fits if clock == own)
    best, clock = max(fits, key=lambda fc: fc[0])
    return clock if best[0] and not held[0] and clock != own else None


def on_asked_clock(reading: CommitmentReading, question: str, topic: set) -> CommitmentReading:
    """`reading` due at the clock of its sentence the question asks about (`asked_clock`), on the
    plan's own day and half of it."""
    c = reading.commitment
    if c.due_ns is None:
        return reading
    clock = asked_clock(c.text, c.due_ns, question, topic)
    if clock is None:
        return reading
    due = c.due_ns + _shift_ns(due_clock(c.due_ns), clock)
    return dataclasses.replace(reading, commitment=dataclasses.replace(c, due_ns=due))
