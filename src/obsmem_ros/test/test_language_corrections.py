"""The time a correction sets aside (language.corrections), on sentences written for this file."""
from __future__ import annotations

import pytest

from obsmem_ros.core.language.corrections import (corrects_time, names_day, names_half, replaced_clocks, said_clocks,
                                                   sets_aside)


@pytest.mark.parametrize("words, clocks", [
    ("The ferry is at half twelve, not eleven.", [(11, 0)]),
    ("We're having lunch at half one instead of one.", [(1, 0)]),
    ("It's six now, not half five.", [(5, 30)]),
    ("They're leaving at twenty past seven now, not quarter past.", [(7, 15)]),  # the hour said before it
    ("She'll leave at ten past eight, not quarter to.", [(7, 45)]),  # quarter to eight
    ("The electrician won't make it at nine, more like two.", [(9, 0)]),
    ("Don't remind me at three, make it half three.", [(3, 0)]),
    ("Not one of them came to the party.", []),
    ("The tiler is coming at ten.", []),
])
def test_the_time_a_correction_sets_aside(words, clocks):
    assert replaced_clocks(words) == clocks


def test_the_clock_times_a_plan_says():
    assert said_clocks("Our train to Cork is on Friday at nine, and the taxi at quarter past eight.") == [(9, 0), (8, 15)]
    assert said_clocks("The kids are at the pool all morning.") == []


def test_a_correction_ties_to_the_plan_whose_clock_it_sets_aside():
    plan = "The boat trip is tomorrow at eleven."
    assert sets_aside("The boat trip is at half twelve now, not eleven.", plan)
    assert not sets_aside("The boat trip is at half twelve now, not one.", plan)


def test_a_correction_without_a_new_clock_ties_to_nothing():
    assert not sets_aside("And pack the car tonight, not at seven in the morning.", "We set off at seven tomorrow.")


def test_words_that_correct_a_time_and_those_that_do_not():
    assert corrects_time("Let's say half four instead.")
    assert corrects_time("Make it quarter to nine.")
    assert not corrects_time("He won't make it, he's ill.")
    assert not corrects_time("The cake is in the oven.")


def test_a_day_or_half_said_of_its_own():
    assert names_day("The ferry moved to Thursday, same time.") and not names_half("The ferry moved to Thursday.")
    assert names_half("It's at eight in the evening now, not seven.") and not names_day("It's at eight now.")
