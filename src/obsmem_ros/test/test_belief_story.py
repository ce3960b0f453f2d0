"""First-hand testimony: which words tell the speaker's own deed or sighting."""
from __future__ import annotations

import pytest

from obsmem_ros.core.views.belief_story import first_hand


@pytest.mark.parametrize("words", ["I moved my laptop to the desk in the study.", "We've put the keys back on the hook.",
                                   "I just carried the basket upstairs.", "I saw the remote in the drawer.",
                                   "Oh, I took it to the kitchen.", "Me and Amir carried the crate out to the shed.",
                                   "Grandad and I hung the coats up by the door.", "Sorted. Stuck the kettle back on the hob."])
def test_first_person_past_deeds_and_sightings_are_first_hand(words):
    assert first_hand(words)


@pytest.mark.parametrize("words", ["The laptop is on the desk.", "I think I moved it to the desk.",
                                   "Bob moved the laptop.", "I wanted the laptop on the desk.",
                                   "Maybe I put it in the drawer.", "I will move it to the desk.", "",
                                   "Left it where? Ask Amir.", "The crate stayed in the shed.",
                                   "Wanted the coats by the door, that's all."])
def test_hearsay_hedges_wishes_and_plans_are_not(words):
    assert not first_hand(words)
