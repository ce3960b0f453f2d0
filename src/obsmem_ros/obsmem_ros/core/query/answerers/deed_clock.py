"""Which of the clock times one utterance says a "when" question asks for: the one said in the clause
whose deed the question names. "I'll go to the shop at ten, back by eleven": "when is he back?" asks
eleven, though the plan the words made is due at ten; "the bus picks me up at twenty past eight, give
me a shout at ten past": "when did he want a shout?" asks ten past.
"""
from __future__ import annotations

import dataclasses
import re
from datetime import datetime, timedelta, timezone
from typing import FrozenSet, List, Tuple

from obsmem_ros.core.clock_words import spoken_clock
from obsmem_ros.core.language.corrections import said_clocks
from obsmem_ros.core.language.syntax import analyse, normalise

from ..readings import CommitmentReading

__all__ = ["asked_deed_words", "deed_clocked"]

_WAYS = frozenset({"here", "there", "home", "back", "in", "out", "up", "off", "over", "round", "down"})
_LIGHT = frozenset({"be", "have", "do", "want", "need", "get", "go", "come", "say", "tell", "ask", "let", "make"})
_CLAUSE_BREAK = re.compile(r"[,;.!?]+\s*|\s+(?:so|and|but|then|because|cos)\s+")
_HALF_DAY = timedelta(hours=12)


def asked_deed_words(question: str) -> FrozenSet[str]:
    """The lemmas that say the deed a time question asks about: its verbs other than the light ones
    ("when did he want a shout": shout; "what time is she waking him": wake) and the ways its
    predicate goes ("when's he back": back; "be in school": in)."""
    doc = analyse(normalise(question))
    words = {t.lemma_.lower() for t in doc if t.pos_ == "VERB" and t.lemma_.lower() not in _LIGHT}
    words |= {t.lower_ for t in doc if t.lower_ in _WAYS and t.head.lemma_.lower() in _LIGHT | {t.head.lemma_.lower()}
              and t.dep_ in ("advmod", "prt", "prep", "acomp", "advcl")}
    return frozenset(words)


def _clauses(text: str) -> List[str]:
    """The clauses of an utterance, its clock speech in digits first ("twenty past eight ... at ten
    past": 8:20 and 8:10, each in its own clause)."""
    return [c for c in _CLAUSE_BREAK.split(spoken_clock(text.lower())) if c.strip()]


def _lemmas(clause: str) -> FrozenSet[str]:
    return frozenset(t.lemma_.lower() for t in analyse(normalise(clause))) | frozenset(clause.split())


def deed_clocked(best: CommitmentReading, question: str) -> CommitmentReading:
    """`best` due at the clock its utterance said in the one clause that names the asked deed, when
    that is not the clock it is due at: the reading of that clock nearest its due (within half a day).
    Unchanged when no clause, or more than one, names the deed with a clock, or its due was not said
    in its words (a default, a time carried over)."""
    c = best.commitment
    deed = asked_deed_words(question)
    if c.due_ns is None or not deed:
        return best
    due = datetime.fromtimestamp(c.due_ns / 1e9, tz=timezone.utc)
    own = (due.hour % 12 or 12, due.minute)
    timed = [(clause, said_clocks(clause)) for clause in _clauses(c.text)]
    if own not in {k for _clause, clocks in timed for k in clocks}:
        return best
    named = [clocks for clause, clocks in timed if clocks and deed & _lemmas(clause)]
    if len(named) != 1 or len(set(named[0])) != 1 or own in named[0]:
        return best
    return dataclasses.replace(best, commitment=dataclasses.replace(c, due_ns=_nearest(due, named[0][0])))


def _nearest(due: datetime, clock: Tuple[int, int]) -> int:
    """The time at `clock` (hour 1-12 as said) nearest `due`."""
    hour, minute = clock
    base = due.replace(hour=hour % 12, minute=minute, second=0, microsecond=0)
    options = [base + k * _HALF_DAY for k in (-2, -1, 0, 1, 2)]
    when = min(options, key=lambda t: abs(t - due))
    return int(when.timestamp()) * 1_000_000_000
