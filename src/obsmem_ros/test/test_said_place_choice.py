"""Of the places one utterance says a thing is at, the ones that link (``core.said_place_choice``).
Ids written for this file."""
from __future__ import annotations

from obsmem_ros.core.said_place_choice import unlinked_beside_linked

LINKED = {"pantry", "cool_box_1", "attic"}


def test_a_place_linking_to_nothing_gives_way_to_a_linked_one_of_the_same_thing():
    unlinked, linked = unlinked_beside_linked([("scones", "pantry"), ("scones", "thonder")], LINKED.__contains__)
    assert unlinked == {("scones", "thonder")} and linked == {"scones": "pantry"}


def test_places_of_other_things_and_places_all_linked_or_all_unlinked_are_kept():
    said = [("scones", "thonder"), ("jam", "pantry"), ("tent", "attic"), ("tent", "cool_box_1"),
            ("flask", "yonder"), ("flask", "thonder")]
    assert unlinked_beside_linked(said, LINKED.__contains__) == (frozenset(), {})


def test_the_first_linked_place_said_is_the_one_meant():
    _unlinked, linked = unlinked_beside_linked([("tent", "yonder"), ("tent", "attic"), ("tent", "cool_box_1")],
                                               LINKED.__contains__)
    assert linked == {"tent": "attic"}
