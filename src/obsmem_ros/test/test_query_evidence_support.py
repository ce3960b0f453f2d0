"""The evidence an answer cites is what it rests on: how a thing got where it is and until when it
stayed there, the robot's look at a place it was only told of, the ask and the reply a commitment
was made in, the picks a preference was mined from and what they were chosen over; a record that
adds no event to those already cited waits (stories written for this file)."""
from __future__ import annotations

from typing import Set

import pytest

from obsmem_ros.core.query import Evidence, View, select_evidence
from obsmem_ros.core.views.knowledge import Action, mine_preferences

from .factories import T0, remembered, said, trace_event

MIN = 60 * 10**9
H = 60 * MIN


def _at(hour: int, minute: int = 0) -> int:
    return T0 + hour * H + minute * MIN


def _cited(answer) -> Set[str]:
    """Every event the answer's evidence rests on."""
    return {e for item in answer.evidence for e in (item.event_ids or (item.id,))}


def _look(event_id: str, time_ns: int, thing: str, name: str, place: str, room: str = "living_room") -> dict:
    return trace_event(event_id, time_ns, "robot", "observe", kind="observation", objects=[thing], location=room,
                       observers=["robot"], deltas=[(thing, "name", name), (thing, "location", place)])


def _spot(event_id: str, time_ns: int, place: str, name: str, room: str) -> dict:
    return trace_event(event_id, time_ns, "robot", "observe", kind="observation", objects=[place], location=room,
                       observers=["robot"], deltas=[(place, "name", name), (place, "location", room)])


# --- the selector ------------------------------------------------------------------------------

def test_a_record_resting_on_events_already_cited_comes_after_every_record_that_adds_one():
    plan = Evidence(id="c-e1", view=View.COMMITMENT, time_ns=0, text="plan", event_ids=("e1", "e2"), score=1.0)
    clause = Evidence(id="c-e1-2", view=View.COMMITMENT, time_ns=0, text="its second clause", event_ids=("e1",),
                      score=0.95)
    other = Evidence(id="e7", view=View.EVENT, time_ns=5, text="the deed", entity="bin_1", score=0.3)
    assert [e.id for e in select_evidence([plan, clause, other], 2)] == ["c-e1", "e7"]
    assert [e.id for e in select_evidence([plan, clause, other], 3)] == ["c-e1", "e7", "c-e1-2"]


# --- where things are ---------------------------------------------------------------------------

@pytest.fixture(scope="module")
def scarf_memory():
    events = [
        _look("d001-e00001", _at(8), "scarf_1", "green scarf", "sofa_1"),
        trace_event("d001-e00002", _at(9), "leo", "grab", objects=["scarf_1"], location="living_room",
                    deltas=[("scarf_1", "held_by", "leo")]),
        trace_event("d001-e00003", _at(9, 5), "leo", "place", objects=["scarf_1", "bench_1"], location="hall",
                    deltas=[("scarf_1", "location", "bench_1")]),
        _spot("d001-e00004", _at(9, 30), "bench_1", "hall bench", "hall"),
    ]
    yield from remembered(events)


def test_a_place_answer_cites_the_taking_that_began_the_move(scarf_memory):
    answer = scarf_memory.ask("Where is the green scarf now?", at_ns=_at(10))
    assert answer.value == "bench_1"
    assert {"d001-e00002", "d001-e00003"} <= _cited(answer)


def test_a_past_place_answer_cites_the_next_thing_that_happened_to_it(scarf_memory):
    answer = scarf_memory.ask("Where was the green scarf at half eight this morning?", at_ns=_at(10))
    assert answer.value == "sofa_1"
    assert {"d001-e00001", "d001-e00002"} <= _cited(answer)


def test_a_told_place_answer_cites_the_robots_own_look_at_that_place():
    events = [
        _spot("d001-e00001", _at(7), "pantry_1", "pantry", "kitchen"),
        said(2, "mia", "The honey jar is in the pantry, top shelf.", time_ns=_at(8)),
    ]
    for memory in remembered(events):
        answer = memory.ask("Where is the honey jar?", at_ns=_at(9))
        assert answer.value == "pantry_1"
        assert {"d001-e00002", "d001-e00001"} <= _cited(answer)


# --- commitments --------------------------------------------------------------------------------

def test_an_ask_cites_the_reply_that_took_it_up_and_a_promise_the_ask_it_answers():
    events = [
        said(1, "sam", "Noor, can you water the tomatoes tonight?", to="noor", time_ns=_at(18)),
        said(2, "noor", "Yeah, I'll water them after dinner.", to="sam", time_ns=_at(18, 1)),
        said(3, "sam", "The bins go out on Thursday, don't forget.", to="noor", time_ns=_at(18, 30)),
    ]
    for memory in remembered(events):
        answer = memory.ask("Who's watering the tomatoes tonight?", at_ns=_at(19))
        assert answer.value == "noor"
        support = set(answer.evidence[0].event_ids)  # the commitment the answer gives
        assert {"d001-e00001", "d001-e00002"} <= support
        assert "d001-e00003" not in support  # said half an hour later, of another errand


# --- preferences --------------------------------------------------------------------------------

def test_a_preference_of_which_thing_is_picked_rests_on_the_picks_not_on_putting_it_away():
    actions = []
    for day in range(3):
        base = day * 24 * H
        actions += [Action("pick", ("red cup",), base, f"s{day}", "ivo", id=f"p{day}"),
                    Action("put-in", ("red cup", "sink"), base + MIN, f"s{day}", "ivo", id=f"q{day}")]
    chosen = next(p for p in mine_preferences(actions) if p.kind == "object" and p.topic == "pick")
    assert chosen.value == "red cup" and chosen.evidence_ids == ("p0", "p1", "p2")


def test_a_preference_shown_by_picks_cites_what_lay_at_hand_beside_the_one_picked():
    events = []
    for day in range(3):
        base = T0 + day * 24 * H + 7 * H
        n = 10 * day
        events += [
            _look(f"d00{day + 1}-e{n + 1:05d}", base, "scarf_grey", "grey scarf", "hooks_1", "hall"),
            _look(f"d00{day + 1}-e{n + 2:05d}", base + MIN, "scarf_blue", "blue scarf", "hooks_1", "hall"),
            trace_event(f"d00{day + 1}-e{n + 3:05d}", base + 3 * MIN, "ivo", "grab", objects=["scarf_blue"],
                        deltas=[("scarf_blue", "held_by", "ivo")], location="hall", session=f"s{day}"),
        ]
    for memory in remembered(events):
        memory.consolidate()
        answer = memory.ask("Which scarf does Ivo usually go for?", at_ns=T0 + 3 * 24 * H)
        assert "scarf_blue" in str(answer.value)
        cited = _cited(answer)
        assert {"d001-e00003", "d002-e00013", "d003-e00023"} <= cited  # the picks
        assert cited & {"d001-e00001", "d002-e00011", "d003-e00021"}  # the grey scarf seen beside it


def test_a_place_the_robot_no_longer_trusts_cites_what_was_said_of_the_thing_since_it_looked():
    events = [
        _look("d001-e00001", _at(8), "kite_1", "red kite", "shelf_1"),
        trace_event("d001-e00002", _at(8, 5), "robot", "navigate", location="garden", observers=["robot"]),
        trace_event("d001-e00003", _at(9), "zoe", "enter", location="living_room", observers=["robot", "zoe"]),
        said(4, "omar", "Has anybody had the kite? Zoe wanted it for the park.", time_ns=_at(9, 30)),  # no claim
        said(5, "omar", "Tea's at six tonight.", time_ns=_at(9, 40)),
    ]
    for memory in remembered(events):
        answer = memory.ask("Where's the red kite?", at_ns=_at(10))
        assert answer.belief.label.value != "fresh"
        cited = _cited(answer)
        assert "d001-e00004" in cited and "d001-e00005" not in cited
