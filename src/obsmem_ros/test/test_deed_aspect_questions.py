"""A time asked of a deed that is owed ("have to", "have got to") or arranged (the present
progressive) asks a commitment's due time (`query.deed_aspect`). Questions written for this file."""
from __future__ import annotations

import pytest

from obsmem_ros.core.query.undertaking_questions import asks_due_time


@pytest.mark.parametrize("question", [
    "when has Priya got to hand her essay in",
    "what time does Omar have to be at the dentist",
    "what time are we collecting Nana from the station",
    "what time's the parcel being dropped off",
])
def test_an_owed_or_arranged_deed_asks_its_due_time(question):
    assert asks_due_time(question)


@pytest.mark.parametrize("question", [
    "when was Ana sleeping on the sofa",  # what went on
    "what time is he usually getting up",  # a habit
    "when did Bob have the car keys",  # a possession, nothing owed
])
def test_other_times_are_not_due_times(question):
    assert not asks_due_time(question)
