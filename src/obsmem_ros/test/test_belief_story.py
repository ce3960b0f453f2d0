"""Testimony: which words tell a deed or sighting, and by whom."""
from __future__ import annotations

import pytest

from obsmem_ros.core.views.belief_story import accounts


def first_hand(words: str) -> bool:
    return any(who == "speaker" for who, _deed in accounts(words, "speaker"))


@pytest.mark.parametrize("words", ["I moved my laptop to the desk in the study.", "We've put the keys back on the hook.",
                                   "I just carried the basket upstairs.", "I saw the remote in the drawer.",
                                   "Oh, I took it to the kitchen.", "Me and Amir carried the crate out to the shed.",
                                   "Grandad and I hung the coats up by the door.", "Sorted. Stuck the kettle back on the hob.",
                                   "Relax, I've got it, it's in my bag."])
def test_first_person_past_deeds_and_sightings_are_first_hand(words):
    assert first_hand(words)


@pytest.mark.parametrize("words", ["The laptop is on the desk.", "I think I moved it to the desk.",
                                   "Bob moved the laptop.", "I wanted the laptop on the desk.",
                                   "Maybe I put it in the drawer.", "I will move it to the desk.", "",
                                   "Left it where? Ask Amir.", "The crate stayed in the shed.",
                                   "Wanted the coats by the door, that's all."])
def test_hearsay_hedges_wishes_and_plans_are_not(words):
    assert not first_hand(words)


@pytest.mark.parametrize("words, account", [
    ("Oh, and Ingrid's shifted the ladder, it's in the shed.", ("ingrid", True)),
    ("Tomas has taken the drill round to his.", ("tomas", True)),
    ("I spotted your scarf under the bench.", ("speaker", False)),
    ("I dropped the scarf off at the cleaner's.", ("speaker", True)),
])
def test_accounts_name_who_did_or_saw_it_and_whether_it_was_a_deed(words, account):
    assert account in accounts(words, "speaker")


def test_a_hedged_account_names_nobody():
    assert accounts("Ingrid might have shifted the ladder.", "speaker") == []


@pytest.mark.parametrize("words, account", [
    ("Odile must've moved the ladder into the shed.", ("odile", True)),
    ("Bram must have taken the torch.", ("bram", True)),
])
def test_a_sure_inference_of_a_deed_names_its_doer(words, account):
    assert account in accounts(words, "speaker")
