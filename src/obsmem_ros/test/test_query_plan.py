"""The typed query plan: view names from the Query service, checked against the known views."""
from __future__ import annotations

import pytest

from obsmem_ros.core.query import View, parse_views
from obsmem_ros.errors import QueryError


def test_parse_views_keeps_the_order_without_repeats():
    assert parse_views(["state", "event", "state"]) == (View.STATE, View.EVENT)
    assert parse_views([]) == ()


def test_parse_views_rejects_an_unknown_view_naming_the_known_ones():
    with pytest.raises(QueryError, match=r"unknown view 'teleport'; known views: event, state, belief"):
        parse_views(["state", "teleport"])


def test_verb_key_folds_take_grab_and_pick_up_into_one_action():
    from obsmem_ros.core.query.lexicon import verb_key

    assert {verb_key(v) for v in ("take", "grab", "pick up", "picked_up", "Picks")} == {"pick"}
    assert (verb_key("put"), verb_key("turn on"), verb_key("hand_over"), verb_key("sit"), verb_key("move")) == \
        ("place", "toggle", "hand_over", "sit", "move")
