"""The simulator: action specs, violations, observers, timelines and snapshots."""
from __future__ import annotations

import pytest

from worldlines_sim_bridge.core.sim import Action, Home, RobotView, SimWorld, known_homes
from worldlines_sim_bridge.errors import HomeSpecError, UnknownEntityError, UnknownVerbError

SECOND = 1_000_000_000


@pytest.fixture()
def world() -> SimWorld:
    return SimWorld.from_home(Home.load("maple_house"))


def test_three_distinct_homes_ship_with_the_package():
    homes = [Home.load(name) for name in known_homes()]
    assert len(homes) >= 3
    assert len({tuple(sorted(e.id for e in h.entities)) for h in homes}) == len(homes)
    for home in homes:
        assert len(home.by_category("mug")) >= 3 and len(home.by_category("laptop")) >= 2


def test_unknown_home_lists_the_known_ones():
    with pytest.raises(HomeSpecError, match="known homes: .*maple_house"):
        Home.load("no_such_home")


def test_with_people_keeps_the_first_people_and_rejects_too_many():
    home = Home.load("maple_house")
    assert [p.id for p in home.with_people(2).people] == ["alice", "bob"]
    with pytest.raises(HomeSpecError, match="people = 9 is out of range"):
        home.with_people(9)


def test_picking_from_a_closed_cupboard_is_a_violation_not_an_error(world):
    world.apply(Action("navigate", "robot", ("kitchen",)), time_ns=SECOND)
    violations = world.check(Action("pick", "robot", ("mug_blue_1",)))
    assert [v.code for v in violations] == ["container_closed"]
    outcome = world.apply(Action("pick", "robot", ("mug_blue_1",)), time_ns=2 * SECOND)
    assert not outcome.ok and outcome.event is None
    assert world.get("mug_blue_1", "location") == "cupboard_1"


def test_unknown_entity_id_raises(world):
    with pytest.raises(UnknownEntityError, match="'mug_purple_9'"):
        world.check(Action("pick", "robot", ("mug_purple_9",)))


def test_unknown_verb_raises_listing_known_verbs(world):
    with pytest.raises(UnknownVerbError, match="known verbs: .*navigate"):
        world.check(Action("teleport", "robot", ("kitchen",)))


def test_open_pick_place_changes_state_and_records_timelines(world):
    for step, action in enumerate([Action("navigate", "robot", ("kitchen",)), Action("open", "robot", ("cupboard_1",)),
                                   Action("pick", "robot", ("mug_blue_1",)), Action("place", "robot", ("mug_blue_1", "counter_1"))]):
        outcome = world.apply(action, time_ns=(step + 1) * SECOND, event_id=f"d001-e{step + 1:06d}")
        assert outcome.ok, outcome.reason
    assert world.get("mug_blue_1", "location") == "counter_1"
    assert world.get("mug_blue_1", "held_by") == ""
    assert [t.value for t in world.timelines["mug_blue_1"]["location"]] == ["robot", "counter_1"]
    assert outcome.event.text == "The robot put the blue mug on the kitchen counter."


def test_robot_observes_only_its_own_room(world):
    world.apply(Action("navigate", "robot", ("study",)), time_ns=SECOND)
    outcome = world.apply(Action("enter", "bob", ("kitchen",)), time_ns=2 * SECOND)
    assert "robot" not in outcome.observers
    seen = world.apply(Action("enter", "bob", ("study",)), time_ns=3 * SECOND)
    assert "robot" in seen.observers


def test_moving_between_rooms_is_seen_from_the_room_left(world):
    world.apply(Action("navigate", "robot", ("kitchen",)), time_ns=SECOND)
    world.apply(Action("enter", "alice", ("kitchen",)), time_ns=2 * SECOND)
    leaving = world.apply(Action("enter", "alice", ("study",)), time_ns=3 * SECOND)
    assert leaving.observers == ("alice", "robot")


def test_words_addressed_to_the_robot_are_heard_from_anywhere(world):
    world.apply(Action("navigate", "robot", ("study",)), time_ns=SECOND)
    world.apply(Action("enter", "bob", ("kitchen",)), time_ns=2 * SECOND)
    to_robot = world.apply(Action("say", "bob", (), utterance="Hello", addressee="robot"), time_ns=3 * SECOND)
    to_room = world.apply(Action("say", "bob", (), utterance="Hello"), time_ns=4 * SECOND)
    assert "robot" in to_robot.observers and "robot" not in to_room.observers


def test_first_sight_observation_carries_descriptive_deltas(world):
    world.apply(Action("navigate", "robot", ("study",)), time_ns=SECOND)
    outcome = world.apply(Action("observe", "robot", ("laptop_1",), first_sight=True), time_ns=2 * SECOND)
    facts = {(d.attribute, d.value) for d in outcome.deltas}
    assert {("name", "laptop"), ("owner", "bob"), ("color", "silver"), ("location", "desk_1")} <= facts
    assert outcome.event.text == "The robot saw Bob's laptop on the desk."


def test_snapshot_at_rebuilds_the_state_before_a_move(world):
    world.apply(Action("enter", "bob", ("study",)), time_ns=10 * SECOND)
    world.apply(Action("pick", "bob", ("laptop_1",)), time_ns=20 * SECOND, event_id="d001-e000002")
    world.apply(Action("enter", "bob", ("living_room",)), time_ns=30 * SECOND, event_id="d001-e000003")
    world.apply(Action("place", "bob", ("laptop_1", "sofa_1")), time_ns=40 * SECOND, event_id="d001-e000004")
    assert world.snapshot_at(15 * SECOND).get("laptop_1", "location") == "desk_1"
    assert world.snapshot_at(25 * SECOND).get("laptop_1", "held_by") == "bob"
    assert world.snapshot_at(40 * SECOND).get("laptop_1", "location") == "sofa_1"


def test_world_json_round_trip_gives_the_same_final_state(world):
    world.apply(Action("enter", "carol", ("kitchen",)), time_ns=SECOND, event_id="d001-e000001")
    world.apply(Action("toggle", "carol", ("kettle_1",)), time_ns=2 * SECOND, event_id="d001-e000002")
    again = SimWorld.from_json(world.to_json())
    assert again.state_json() == world.state_json()
    assert SimWorld.from_json(world.to_json(), at="initial").get("kettle_1", "state") == "off"


def test_robot_view_scan_reports_unseen_changes_only(world):
    view = RobotView()
    view.update(world.apply(Action("navigate", "robot", ("study",)), time_ns=SECOND).event)
    for action in view.scan(world):
        view.update(world.apply(action, time_ns=2 * SECOND).event)
    assert view.scan(world) == []
    world.apply(Action("navigate", "robot", ("kitchen",)), time_ns=3 * SECOND)
    world.apply(Action("enter", "bob", ("study",)), time_ns=4 * SECOND)
    world.apply(Action("pick", "bob", ("laptop_1",)), time_ns=5 * SECOND)
    world.apply(Action("place", "bob", ("laptop_1", "study")), time_ns=6 * SECOND)
    world.apply(Action("navigate", "robot", ("study",)), time_ns=7 * SECOND)
    assert [a.objects[0] for a in view.scan(world)] == ["laptop_1"]


def test_hand_over_needs_the_recipient_in_the_same_room(world):
    world.apply(Action("enter", "bob", ("living_room",)), time_ns=SECOND)
    world.apply(Action("pick", "bob", ("remote_1",)), time_ns=2 * SECOND)
    world.apply(Action("enter", "alice", ("kitchen",)), time_ns=3 * SECOND)
    assert [v.code for v in world.check(Action("hand_over", "bob", ("remote_1", "alice")))] == ["not_in_reach"]
    world.apply(Action("enter", "alice", ("living_room",)), time_ns=4 * SECOND)
    outcome = world.apply(Action("hand_over", "bob", ("remote_1", "alice")), time_ns=5 * SECOND)
    assert outcome.ok and world.get("remote_1", "held_by") == "alice"
    assert outcome.event.text == "Bob handed the remote to Alice."
