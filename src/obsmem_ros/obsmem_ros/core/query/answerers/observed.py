"""Answers from habits shown by behaviour: the value, its support ("3 of 3 mornings"), the events
behind it, the source ("observed"), and what the person said they prefer beside it ("stated"),
or "not enough evidence (1 sighting)" below the thresholds."""
from __future__ import annotations

from typing import List, Optional

from ..evidence import Evidence
from ..readings import HabitReading
from .draft import Draft, missing


def _scope_words(reading: HabitReading) -> str:
    scope = reading.habit.scope
    part = (" at night" if scope.part == "night" else f" in the {scope.part}") if scope.part else ""
    return f"{part} on {scope.day_kind}s" if scope.day_kind else part


def _who(reading: HabitReading) -> str:
    return reading.person_name.capitalize() if reading.person_name else "anyone"


def _stated_note(reading: HabitReading) -> str:
    """What the person said they prefer, marked as stated (never merged into the observed count)."""
    if reading.stated is not None:
        said = reading.names.get(reading.stated.fact.value, reading.stated.fact.value)
        return f" {reading.person_name.capitalize()} said they prefer the {said} (stated)."
    if reading.stated_record is not None:
        return f" Said: {reading.stated_record.record.statement} (stated)."
    return ""


def choice_evidence(reading: HabitReading) -> List[Evidence]:
    """What a choice seen (or too seldom seen) rests on: the picks, newest first, then the robot's
    looks at what they were picked over."""
    picks = [r.scored(1.0 - 0.01 * i) for i, r in enumerate(reading.events)]
    return picks + [r.scored(0.6 - 0.01 * i) for i, r in enumerate(reading.options)]


def observed_habit(reading: Optional[HabitReading], *, scoped_only: bool) -> Optional[Draft]:
    """The answer a habit reading gives; None when there is none (or, with `scoped_only`, when the
    question named no part of day or kind of day, or when the unscoped habit is not established)."""
    if reading is None or (scoped_only and not reading.scoped) or (not scoped_only and not reading.habit.enough):
        return None
    habit = reading.habit
    noun = reading.topic_word
    occasions = reading.habit.scope.occasions_word()
    candidates = choice_evidence(reading)
    said = reading.stated or reading.stated_record
    if said is not None:
        candidates.append(said.scored(0.7))
    if not habit.enough:
        seen = f"{habit.sightings} sighting{'s' if habit.sightings != 1 else ''}"
        note = _stated_note(reading)
        text = f"not enough evidence ({seen}) of which {noun} {_who(reading)} chooses{_scope_words(reading)}"
        return missing(f"{text}.{note}".rstrip(".") if note else text, candidates)
    shown = reading.names.get(habit.value, habit.value)
    answer = (f"{_who(reading).capitalize()} chooses the {shown}{_scope_words(reading)}: {habit.support} of "
              f"{habit.sightings} sightings over {habit.occasions} {occasions} (observed).{_stated_note(reading)}")
    return Draft(answer=answer, value=habit.value, value_type=reading.value_type, candidates=candidates)
