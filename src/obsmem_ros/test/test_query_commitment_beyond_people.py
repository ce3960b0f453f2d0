"""A commitment question whose person memory does not tie to the words that named them in the
plan (a kin word said by another speaker, a pet name): the plan that says what is asked answers,
not another plan that only names the person (sentences written for this file)."""
from __future__ import annotations

import pytest

from .factories import H, T0, remembered, said


@pytest.fixture(scope="module")
def memory():
    yield from remembered([
        said(1, "theo", "Morning, robot. Is there any toast left?"),
        said(2, "robot", "Gran, it's nine. You wanted to water the roses.", to="nora"),
        said(3, "bram", "My new jacket's being delivered tomorrow between two and four, if I'm out they can leave "
                        "it with Gran."),
        said(4, "ivo", "Mum has her hair appointment at the salon tomorrow at eleven. I'll drive her there."),
        said(5, "nora", "Robot, remind Theo at six to feed the rabbit."),
    ])


def test_the_plan_saying_what_is_asked_answers_though_it_names_the_person_otherwise(memory):
    got = memory.ask("What time's Gran's hair appointment at the salon?", at_ns=T0 + 7 * H)
    assert got.value == "2026-03-03T11:00:00+00:00"  # the salon, not the jacket left with her at two


def test_a_plan_the_person_takes_part_in_still_answers_of_its_own_words(memory):
    got = memory.ask("When is Gran getting the jacket?", at_ns=T0 + 7 * H)
    assert got.value == "2026-03-03T14:00:00+00:00"


def test_a_reminder_of_the_person_asked_still_answers_when_it_says_what_is_asked(memory):
    got = memory.ask("What time are you reminding Theo about the rabbit?", at_ns=T0 + 7 * H)
    assert got.value == "2026-03-02T06:00:00+00:00"
