"""Claims parsed from the words of utterances."""
from __future__ import annotations

import pytest

from obsmem_ros.core.records import FactSpec, ValueType
from obsmem_ros.core.utterance_claims import parse_claims

KNOWN = {"laptop": "laptop_1", "desk": "desk_1", "keys": "keys_1"}


def resolve(words: str):
    return KNOWN.get(words)


@pytest.mark.parametrize("words, expected", [
    ("The laptop is on the desk.", [("laptop_1", "location", "desk_1")]),
    ("I put the laptop in the drawer", [("laptop_1", "location", "drawer")]),
    ("I moved the keys to the hall table.", [("keys_1", "location", "hall_table")]),
    ("I set the coffee machine timer to 07:00", [("coffee_machine", "setting:timer", "07:00")]),
    ("The fridge is open.", [("fridge", "state", "open")]),
    ("I turned off the lamp", [("lamp", "state", "off")]),
    ("The laptop is on the desk and the keys are in the bowl.",
     [("laptop_1", "location", "desk_1"), ("keys_1", "location", "bowl")]),
    ("Can you bring me the laptop?", []),
])
def test_rules_extract_claims_and_resolve_mentions(words, expected):
    assert [(c.entity, c.attribute, c.value) for c in parse_claims(words, resolve)] == expected


def test_location_claims_are_entity_valued():
    (claim,) = parse_claims("the keys are on the desk", resolve)
    assert claim == FactSpec("keys_1", "location", "desk_1", ValueType.ENTITY)
