"""When an owed or announced thing is due, read from the parse of its clause and its conversation.

The words are read by `core.time_reading` (durations, days, deadlines, meals, the half of the day
a clock time falls in). What only the parse or the conversation knows is settled here:

- an hour said as a bare number is a clock time whenever the parse makes it the object of a
  time preposition, whatever follows it ("at four with the new teacher"), or the preposition its
  quantity ("sometime between ten and twelve"); a window ("between one and three") is due at its
  start;
- a clock time without a day in a clause after one that named a later day falls on that day
  ("a barbecue on Sunday, the guests are arriving at four");
- an event moved "from" one time "to" another is due at the new one ("the check-up's been moved
  from Wednesday to Friday at ten past nine");
- a day said as the owner of a thing ("Saturday's match") says which thing, and times the deed
  only when the clause names no time of its own ("remind him at seven about Saturday's match": 19:00);
  so does a day said in a "for" or "about" phrase of a deed whose clock another verb above it
  holds ("remind me at nine to put the bread in for tomorrow": 21:00, "remind me at two to ring
  the vet about Friday": today).
"""
from __future__ import annotations

import re
from datetime import datetime
from typing import Any, Optional, Sequence, Tuple
from zoneinfo import ZoneInfo

from obsmem_ros.core.clock_words import HOUR_WORDS
from obsmem_ros.core.time_reading import NUMBER_WORDS, read_time

from .utterance_syntax import CLOCK_SAID, DAY_SAID, counts_nothing, is_measure, is_time_token, replaced_time, sets_aside

__all__ = ["moves_in_time", "spoken_due", "unsaid"]

_CLOCK_PREPS = frozenset({"at", "by", "around", "about", "until", "till", "before", "after", "from", "between"})
Anchor = Tuple[str, int]


def spoken_due(pred: Any, text: str, *, now_ns: int, timezone: str, meal_clock: Any,
               said_before: Sequence[Anchor] = (), around: Sequence[str] = ()) -> Tuple[Optional[int], str]:
    """(due time or None, recurrence) of the action `pred` heads in clause `text` said at `now_ns`;
    `said_before`: the times the same utterance named in earlier clauses (what, when); `around`:
    the other clauses of its sentence (the half of the day they name, `read_time`)."""
    zone = ZoneInfo(timezone)
    now = datetime.fromtimestamp(now_ns / 1e9, tz=zone)
    said = _replaced_unsaid(pred.doc, _measures_unsaid(pred.doc, _old_time_unsaid(pred.doc, text.lower())))
    words = written_times(pred, said)
    read = read_time(words, now, meal_clock=meal_clock, context=around)
    owned = written_times(pred, _deed_days_unsaid(pred.doc, _possessor_days_unsaid(pred.doc, said)))
    read_owned = read_time(owned, now, meal_clock=meal_clock, context=around) if owned != words else None
    if read_owned is not None and read_owned.when is not None:
        words, read = owned, read_owned  # "remind Conor at seven about Saturday's match": today, not Saturday
    if read.when is None:
        return None, read.recurrence
    when = read.when
    if read.clock is not None and not DAY_SAID.search(words) and not read.recurrence:  # "she'll get in around four"
        on_day = read_time(words, now, meal_clock=meal_clock, context=around, standing=True).when
        when = _on_day_said_before(when, on_day, said_before, now, zone)
    return int(when.timestamp()) * 1_000_000_000, read.recurrence


def written_times(pred: Any, words: str) -> str:
    """`words` (one clause, lower case) with the bare hours that the parse makes times written
    "H:00", and a window's "between" as "from"."""
    doc = pred.doc
    if len(doc.text) == len(words):  # the clause's own words, some perhaps blanked (`unsaid`)
        for tok in sorted(_bare_hours(doc), key=lambda t: -t.idx):
            if words[tok.idx].isspace():  # blanked: a time set aside or moved from (`unsaid`)
                continue
            hour = HOUR_WORDS.index(tok.lower_) + 1 if tok.lower_ in HOUR_WORDS else int(tok.text)
            words = words[:tok.idx] + f"{hour}:00" + words[tok.idx + len(tok.text):]
    return re.sub(r"\bbetween\s+(?=\d{1,2}:\d{2})", "from ", words)


_MOVING = frozenset({"move", "postpone", "reschedule", "rearrange", "shift", "push", "change"})
_MOVING_PHRASAL = frozenset({"bring", "put"})  # in time only with a particle: "bring it forward", "put it back"
_TIME_PARTICLES = frozenset({"forward", "back", "off"})


def moves_in_time(verb: Any) -> bool:
    """A verb that moves an event in time: "move", "postpone", ...; "bring" and "put" only as
    "bring forward" / "put back" / "put off" ("bring my laptop at 7:30" is an errand, not a move)."""
    lemma = verb.lemma_.lower()
    return lemma in _MOVING or lemma in _MOVING_PHRASAL and any(
        c.lower_ in _TIME_PARTICLES for c in verb.children if c.dep_ in ("prt", "advmod"))


def _old_time_unsaid(doc: Any, words: str) -> str:
    """`words` (the clause of `doc`, lower case) with the time an event is moved from blanked out
    ("moved from Wednesday to Friday": Friday), its places kept for the parse positions."""
    if len(doc.text) != len(words):
        return words
    for verb in (t for t in doc if moves_in_time(t)):
        old = [c for c in verb.children if c.dep_ == "prep" and c.lower_ == "from" and any(
            g.dep_ == "pobj" and is_time_token(g) for g in c.children)]
        new = [t for t in verb.subtree if t.dep_ == "prep" and t.lower_ == "to"]
        for prep in old if new else []:
            kept = {t.i for n in new for t in n.subtree}
            words = unsaid(words, [t for t in prep.subtree if t.i not in kept])
    if any(moves_in_time(t) for t in doc):
        words = unsaid(words, _old_clock(doc))
    return words


def _old_clock(doc: Any) -> list:
    """The words of a clock time an event is moved from, "from" first, read by the words, whatever
    the parse made of them ("pushed back from six to half seven", "from quarter to seven to eight":
    the clock words after "from" up to the "to" that ends a clock and begins another)."""
    for start in (t for t in doc if t.lower_ == "from"):
        run = []
        for tok in doc[start.i + 1:]:
            if not _clock_speech(tok):
                break
            run.append(tok)
        cut = next((j for j in range(1, len(run) - 1) if run[j].lower_ == "to" and _ends_clock(run[j - 1])), None)
        if cut is not None:
            return [start, *run[:cut]]
    return []


def _ends_clock(tok: Any) -> bool:
    """A word a clock time may end with ("six", "7:30", "o'clock", "pm"), not one it goes on after
    ("quarter", "half", "past")."""
    return tok.lower_ in HOUR_WORDS or tok.like_num or tok.lower_ in ("o'clock", "am", "pm", "a.m.", "p.m.") or bool(
        CLOCK_SAID.match(tok.text))


def _replaced_unsaid(doc: Any, words: str) -> str:
    """`words` (the clause of `doc`, lower case) with a time set aside blanked out: after "not" up
    to the next comma or stop ("tea's at seven tonight, not half six": seven), after "instead of" or
    "rather than" its clock words only ("eating at half two rather than two on Sunday": half two,
    on Sunday)."""
    if len(doc.text) != len(words):
        return words
    for neg in (t for t in doc if sets_aside(t) and replaced_time(t)):
        rest = doc[neg.i + 1:]
        end = next((t.i for t in rest if t.is_punct or neg.lower_ != "not" and not _clock_speech(t)), len(doc))
        words = unsaid(words, doc[neg.i:end])
    return words


_CLOCK_WORDS = frozenset({"at", "by", "half", "quarter", "past", "to", "o'clock", "am", "pm", "a.m.", "p.m."})


def _clock_speech(tok: Any) -> bool:
    """A word of a clock time as said ("half", "four", "o'clock", "7:30")."""
    return tok.lower_ in _CLOCK_WORDS or tok.lower_ in HOUR_WORDS or tok.like_num or bool(CLOCK_SAID.match(tok.text))


def _possessor_days_unsaid(doc: Any, words: str) -> str:
    """`words` (the clause of `doc`, lower case) with the days said as the owner of a thing blanked
    out ("Saturday's match", "tomorrow's meeting"): they say which thing, not when the deed is."""
    if len(doc.text) != len(words):
        return words
    return unsaid(words, [t for d in doc if d.dep_ == "poss" and DAY_SAID.fullmatch(d.lower_)
                          for t in (d, *(c for c in d.children if c.dep_ == "case"))])


_TOPIC_PREPS = frozenset({"for", "about"})


def _deed_days_unsaid(doc: Any, words: str) -> str:
    """`words` (the clause of `doc`, lower case) with the "for" / "about" phrases whose object is a
    time blanked out where they hang on a verb below the one a clock times ("remind me at nine to put
    the washing on for the morning"): they say what the deed is for, not when the reminder is; one
    on the clocked verb itself ("book it at seven for Friday") still times it."""
    if len(doc.text) != len(words):
        return words
    clocked = {t.head.i for t in doc if t.dep_ == "prep" and t.lower_ in ("at", "by") and any(
        c.dep_ == "pobj" and (c.like_num or CLOCK_SAID.match(c.text)) for c in t.children)}
    topics = [t for prep in doc if prep.dep_ == "prep" and prep.lower_ in _TOPIC_PREPS
              and prep.head.i not in clocked and any(a.i in clocked for a in prep.head.ancestors)
              and any(c.dep_ == "pobj" and is_time_token(c) for c in prep.children) for t in prep.subtree]
    return unsaid(words, topics)


def _measures_unsaid(doc: Any, words: str) -> str:
    """`words` (the clause of `doc`, lower case) with the numbers that count a unit blanked out
    ("at 21 degrees until eight": until eight; never 21:00)."""
    if len(doc.text) != len(words):
        return words
    return unsaid(words, [t for t in doc if is_measure(t)])


def unsaid(words: str, tokens: Sequence[Any]) -> str:
    """`words` (the text of the tokens' parse) with `tokens` blanked out, every other word where it was."""
    for tok in tokens:
        words = words[:tok.idx] + " " * len(tok.text) + words[tok.idx + len(tok.text):]
    return words


def _bare_hours(doc: Any) -> list:
    """Hours said as a bare number that the parse makes the object of a time preposition ("at
    four", "between one and three"), never a count ("at one point", "by two of them")."""
    out = []
    for tok in doc:
        if not (tok.lower_ in HOUR_WORDS or tok.text.isdigit() and 1 <= int(tok.text) <= 12):
            continue
        head = tok.head if tok.dep_ != "conj" else tok.head.head
        follows = doc[tok.i + 1].lower_ if tok.i + 1 < len(doc) else ""
        if (tok.dep_ in ("pobj", "conj") and (head.lower_ in _CLOCK_PREPS or _moved_to(head))
                or _window_start(tok) or _before_pronoun(tok)) and not any(
                c.dep_ in ("det", "amod") or c.lower_ == "of" and not sets_aside(c) for c in tok.children) and follows not in (
                "o'clock", "am", "pm", "a.m.", "p.m.", ":", "-") and follows not in NUMBER_WORDS and not follows.startswith(
                ("minute", "hour", "day")):  # "seven-thirty", "six forty": the time reader reads the minutes
            out.append(tok)
    return out + [t for t in _contrasted_hours(doc) if t not in out]


def _before_pronoun(tok: Any) -> bool:
    """An hour the parser took as the count of a pronoun or adverb that a time preposition governs
    ("by five itself", "at six only"), or of a singular noun (`counts_nothing`: "at four love"):
    nothing is counted, so the hour is the preposition's time."""
    head = tok.head
    return tok.dep_ == "nummod" and head.pos_ in ("PRON", "ADV") and head.dep_ == "pobj" \
        and head.head.lower_ in _CLOCK_PREPS or counts_nothing(tok)


def _contrasted_hours(doc: Any) -> list:
    """A bare hour said just before a time it replaces ("it's five now, not half four"): set against
    a time, it is one."""
    out = []
    for neg in (t for t in doc if sets_aside(t) and replaced_time(t)):
        before = [t for t in doc[max(0, neg.i - 4):neg.i] if t.lower_ in HOUR_WORDS or t.text.isdigit()
                  and 1 <= int(t.text) <= 12]
        if before and before[-1].dep_ not in ("pobj", "conj", "nummod"):
            out.append(before[-1])
    return out


def _moved_to(prep: Any) -> bool:
    """The "to" of a move in time ("they change to two", "moved it to four"), also where the parse
    hangs it on the particle of the move ("put back to seven", "brought forward to four"): its hour
    is a clock time."""
    head = prep.head
    if head.lower_ in _TIME_PARTICLES and head.dep_ in ("prt", "advmod"):
        head = head.head
    return prep.lower_ == "to" and moves_in_time(head)


def _window_start(tok: Any) -> bool:
    """An hour the parser read as a quantity of its time preposition ("sometime between ten and
    twelve": "ten" with "between" as its quantmod, "twelve" its conjunct), not a count of things
    ("about ten people")."""
    first = tok.head if tok.dep_ == "conj" else tok
    return first.dep_ in ("npadvmod", "pobj", "dobj", "ROOT") and any(
        c.dep_ == "quantmod" and c.lower_ in _CLOCK_PREPS for c in first.children)


def _on_day_said_before(when: datetime, on_day: datetime, said_before: Sequence[Anchor], now: datetime,
                        zone: ZoneInfo) -> datetime:
    """A clock time said without a day, on the later day an earlier clause named, in its reading on a
    named day (`on_day`: "I'm taking her to the airport on Tuesday, her flight's at six": 18:00)."""
    days = [datetime.fromtimestamp(t / 1e9, tz=zone).date() for _, t in said_before]
    later = [d for d in days if d > now.date()]
    if not later or when.date() == later[-1]:
        return when
    return datetime.combine(later[-1], on_day.timetz())
