"""The trace generator: determinism, visibility, and the hard cases memory must face."""
from __future__ import annotations

from collections import Counter

import pytest

from worldlines_sim_bridge.core.formats import dumps
from worldlines_sim_bridge.core.miner import TraceIndex
from worldlines_sim_bridge.core.tracegen.config import GeneratorConfig
from worldlines_sim_bridge.core.tracegen.director import generate_trace
from worldlines_sim_bridge.errors import GeneratorConfigError


@pytest.fixture(scope="module")
def trace():
    return generate_trace(GeneratorConfig(seed=5, days=14))


def _lines(events):
    return [dumps(e.to_json()) for e in events]


def test_same_seed_gives_the_same_trace_byte_for_byte(trace):
    again = generate_trace(GeneratorConfig(seed=5, days=14))
    assert _lines(again.events) == _lines(trace.events)


def test_another_seed_gives_another_trace(trace):
    other = generate_trace(GeneratorConfig(seed=6, days=14))
    assert _lines(other.events) != _lines(trace.events)


def test_events_are_time_ordered_with_unique_ids_and_sessions(trace):
    times = [e.time_ns for e in trace.events]
    assert times == sorted(times)
    assert len({e.id for e in trace.events}) == len(trace.events)
    kinds = Counter(e.kind.value for e in trace.events)
    assert kinds["session_start"] == kinds["session_end"] == 14 * 3
    assert all(e.session_id.startswith(e.id[:4]) for e in trace.events)


def test_many_moves_happen_where_the_robot_cannot_see_them(trace):
    moves = [e for e in trace.events if e.verb == "place" and e.actor != "robot"]
    unseen = [e for e in moves if "robot" not in e.observers]
    assert len(unseen) > 0.5 * len(moves)
    assert len(moves) - len(unseen) > 0.1 * len(moves)


def test_some_reports_to_the_robot_are_wrong(trace):
    index = TraceIndex(trace.events, trace.home)
    right = wrong = 0
    for event in trace.events:
        for claim in event.claims:
            if claim.attribute == "location":
                truth = index.true(claim.entity, "location", event.time_ns)
                actual = truth.value if truth else trace.home.entity(claim.entity).location
                right, wrong = (right + 1, wrong) if actual == claim.value else (right, wrong + 1)
    assert right > 0 and wrong > 0


def test_timer_mistake_is_made_and_corrected_by_the_robot(trace):
    wrong = [e for e in trace.events if e.verb == "set" and any(d.value == "04:00" for d in e.deltas)]
    fixes = [e for e in trace.events if e.verb == "set" and e.actor == "robot" and dict(e.extras).get("fulfils")]
    assert wrong and fixes
    assert all(d.value == "07:00" for e in fixes for d in e.deltas)


def test_commitments_of_every_kind_are_spoken(trace):
    kinds = {dict(e.extras)["commitment"]["type"] for e in trace.events if dict(e.extras).get("commitment")}
    assert kinds == {"request", "reminder", "promise", "schedule"}
    texts = " ".join(e.utterance for e in trace.events)
    assert "every day" in texts and "after dinner" in texts and "every weekend" in texts


def test_first_sightings_teach_names_through_observations(trace):
    first = next(e for e in trace.events if e.kind.value == "observation" and e.objects == ("laptop_1",))
    assert {"name", "category", "owner"} <= {d.attribute for d in first.deltas}


def test_people_knob_limits_who_acts():
    small = generate_trace(GeneratorConfig(seed=1, days=2, people=2))
    actors = {e.actor for e in small.events} - {"", "robot"}
    assert actors == {"alice", "bob"}


def test_events_per_day_knob_scales_density():
    sparse = generate_trace(GeneratorConfig(seed=1, days=3, events_per_day=100))
    dense = generate_trace(GeneratorConfig(seed=1, days=3, events_per_day=800))
    assert len(dense.events) > 1.8 * len(sparse.events)


@pytest.mark.parametrize("field, value, message", [("days", 0, "days = 0"), ("days", 400, "days = 400"),
                                                   ("events_per_day", 10, "events_per_day = 10")])
def test_out_of_range_settings_are_rejected(field, value, message):
    with pytest.raises(GeneratorConfigError, match=message):
        GeneratorConfig(**{field: value})


def test_world_timelines_and_trace_replay_agree_at_any_time(trace):
    from worldlines_sim_bridge.core.sim import SimWorld
    saved = SimWorld.from_json(trace.world.to_json())
    assert saved.state_json() == trace.world.state_json()
    moment = trace.events[len(trace.events) // 2].time_ns
    assert saved.snapshot_at(moment).state_json() == saved.replay(trace.events, until_ns=moment).state_json()
