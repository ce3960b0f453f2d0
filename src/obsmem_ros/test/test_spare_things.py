"""A thing said as a spare is another one than the one of its kind memory has seen
(``EntityView._spare_apart``), and a question without "spare" means the one in use
(``linking.SPARE_COST``), with sentences written for this file."""
from __future__ import annotations

import pytest

from obsmem_ros.core.language.linking import Lexicon, link

from .factories import remembered, said_value
from .test_spoken_places import HOME, said, sighting, where

KEYS = [*HOME, sighting("e6", "07:30:00", "keys_1", "van keys", "keys", "hall", "hall")]


@pytest.fixture()
def memory(tmp_path):
    yield from remembered(KEYS, tmp_path / "keys.db")


def test_a_spare_is_heard_of_apart_from_the_one_seen(memory):
    memory.ingest([said("u1", "09:00:00", "ben", "kitchen", "The spare van key is in the tin on the fridge.")])
    assert said_value(memory, "keys_1") == ""
    assert where(memory, "Where's the spare van key?") == "fridge_1"
    assert where(memory, "Where are the van keys?") == "hall"


def test_the_thing_said_without_spare_is_the_one_seen(memory):
    memory.ingest([said("u1", "09:00:00", "ben", "kitchen", "The van keys are on the fridge.")])
    assert said_value(memory, "keys_1") == "fridge_1"


def test_a_question_without_spare_links_the_one_in_use():
    lexicon = Lexicon.from_entities([
        {"id": "keys_1", "name": "van keys", "category": "keys", "owner": "ben"},
        {"id": "spare_van_key", "name": "spare van key", "category": "key", "heard": True},
    ])
    assert link("van keys", lexicon, head="keys", owner="ben")[1] == "keys_1"
    assert link("spare van key", lexicon, head="key")[1] == "spare_van_key"
