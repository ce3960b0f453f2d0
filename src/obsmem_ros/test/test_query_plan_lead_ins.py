"""A question after a lead-in that states someone's plan asks about that plan; the readings of a
"when" the parse decides. Every sentence was written for this file."""
from __future__ import annotations

import pytest

from obsmem_ros.core.query.plan_lead_ins import plan_led_in
from obsmem_ros.core.query.when_readings import asks_last_time


@pytest.mark.parametrize("text", [
    "Tolu was going to fetch the cake. Is she still?",
    "Bayo said he'd drive Nan to the clinic, but who's actually driving her?",
    "Ngozi was gonna mow the lawn. Is she still the one doing it?",
])
def test_a_plan_stated_then_asked_about(text):
    assert plan_led_in(text)


@pytest.mark.parametrize("text", [
    "Tolu said the cake was on the counter. Is that right?",   # a fact said, no plan
    "Bayo was going to the market. Where are the car keys?",   # a plan, but the question asks a place
    "Where is the cake tin?",
])
def test_no_plan_stated_or_none_asked_about(text):
    assert not plan_led_in(text)


@pytest.mark.parametrize("question, expected", [
    ("Do you know when Kemi last watered the ferns?", True),
    ("When is Kemi watering the ferns?", False),
    ("When did Kemi say she'd water the ferns?", False),
])
def test_a_when_of_a_past_deed_that_last_modifies_asks_the_last_time(question, expected):
    assert asks_last_time(question) is expected
