"""One verb lexicon: surface verbs -> the canonical action, applied at the ingest edge."""
from __future__ import annotations

import pytest

from obsmem_ros.core.config import EngineConfig
from obsmem_ros.core.language import canonical_verb
from obsmem_ros.core.validation import event_from_json


@pytest.mark.parametrize("said, canonical", [
    ("take", "pick"), ("took", "pick"), ("grab", "pick"), ("grabbed", "pick"), ("pick up", "pick"),
    ("picked_up", "pick"), ("put down", "place"), ("set down", "place"), ("drop", "place"), ("dropped", "place"),
    ("switch on", "toggle"), ("turned_off", "toggle"), ("shut", "close"), ("opening", "open"), ("brought", "hand_over"),
    ("pick", "pick"), ("place", "place"), ("enter", "enter"), ("leave", "leave"), ("navigate", "navigate"),
    ("observe", "observe"), ("say", "say"), ("set", "set"), ("hand_over", "hand_over"), ("", ""),
])
def test_canonical_verb(said, canonical):
    assert canonical_verb(said) == canonical


@pytest.mark.parametrize("record", [
    {"id": "a1", "time": "2026-03-06T08:00:00Z", "kind": "action", "actor": "alice", "verb": "grabbed",
     "objects": ["mug_red_1"], "observers": ["robot"]},
    {"id": "a1", "time": "2026-03-06T08:00:00Z", "kind": "action", "actor": "alice", "verb": "grabbed",
     "objects": ["mug_red_1"], "observers": ["robot"], "extras": {"task": "make_tea"}},
])
def test_ingest_edge_normalises_the_verb_and_keeps_the_words(record):
    event = event_from_json(record, EngineConfig())
    assert event.verb == "pick" and event.extras["verb_said"] == "grabbed"


def test_canonical_verbs_carry_no_extras():
    event = event_from_json({"id": "a2", "time": "2026-03-06T08:00:00Z", "kind": "action", "actor": "alice",
                             "verb": "pick", "objects": ["mug_red_1"], "observers": ["robot"]}, EngineConfig())
    assert event.verb == "pick" and dict(event.extras) == {}


def test_an_unknown_verb_counts_as_the_change_it_made():
    from obsmem_ros.core.language.verbs import action_verb
    from obsmem_ros.core.records import FactSpec, ValueType

    into_hand = (FactSpec("scarf_1", "held_by", "ivy", ValueType.ENTITY),)
    onto_peg = (FactSpec("scarf_1", "location", "peg_1", ValueType.ENTITY),
                FactSpec("scarf_1", "held_by", "", ValueType.ENTITY))
    assert action_verb("nabbed", "ivy", into_hand) == "pick"
    assert action_verb("draped", "ivy", onto_peg) == "place"
    assert action_verb("hand over", "ivy", (FactSpec("scarf_1", "held_by", "tom", ValueType.ENTITY),)) == "hand_over"
    assert action_verb("sniffed", "ivy", ()) == canonical_verb("sniffed")  # no change made: the word as read
    assert action_verb("nabbed", "", into_hand) == canonical_verb("nabbed")  # nobody's hand


def test_only_an_action_counts_as_the_change_it_made():
    seen = {"id": "o1", "time": "2026-05-01T09:00:00+00:00", "kind": "observation", "actor": "robot",
            "verb": "observe", "objects": ["scarf_1"], "observers": ["robot"], "source": "sim",
            "deltas": [{"entity": "scarf_1", "attribute": "location", "value": "peg_1", "value_type": "entity"},
                       {"entity": "scarf_1", "attribute": "held_by", "value": "", "value_type": "entity"}]}
    assert event_from_json(seen, EngineConfig()).verb == "observe"
    hung = {**seen, "id": "o2", "kind": "action", "actor": "ivy", "verb": "hung", "observers": ["robot", "ivy"]}
    assert event_from_json(hung, EngineConfig()).verb == "place"
