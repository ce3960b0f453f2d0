"""The sample miner and the leakage checker."""
from __future__ import annotations

import copy
from collections import Counter
from random import Random

import pytest

from obsmem_ros import Event, EventKind, FactSpec, ValueType
from worldlines_sim_bridge.core.miner import FAMILIES, MinerConfig, TraceIndex, check_samples, mine_samples
from worldlines_sim_bridge.core.miner.belief import judge
from worldlines_sim_bridge.core.miner.families_events import _who_said, commitment
from worldlines_sim_bridge.core.miner.samples import truth_at
from worldlines_sim_bridge.core.miner.wording import TEMPLATES_WORDING, Wording
from worldlines_sim_bridge.core.sim import Action, EntityKind, Home, SimWorld, iso_to_ns
from worldlines_sim_bridge.core.tracegen.config import GeneratorConfig
from worldlines_sim_bridge.core.tracegen.director import generate_trace


@pytest.fixture(scope="module")
def mined():
    trace = generate_trace(GeneratorConfig(seed=11, days=16))
    index = TraceIndex(trace.events, trace.home)
    qa, plans = mine_samples(index, MinerConfig(seed=11, qa=108, plans=12))
    return trace, index, qa, plans


def test_every_family_is_mined_in_balance(mined):
    _trace, _index, qa, plans = mined
    counts = Counter(s["family"] for s in qa)
    assert set(counts) == set(FAMILIES)
    assert sum(counts.values()) == 108 and min(counts.values()) >= 8
    assert len(plans) == 12


def test_mined_samples_pass_the_leakage_checker(mined):
    _trace, index, qa, plans = mined
    assert check_samples(qa + plans, index) == []


def test_checker_flags_evidence_after_the_cutoff(mined):
    _trace, index, qa, _plans = mined
    bad = copy.deepcopy(qa[0])
    bad["evidence"].append(index.robot_list[-1].id)
    bad["sessions"] = index.sessions_of(bad["evidence"])
    assert any("after the cutoff" in p for p in check_samples([bad], index))


def test_checker_flags_evidence_the_robot_did_not_perceive(mined):
    _trace, index, qa, _plans = mined
    bad = copy.deepcopy(next(s for s in qa if s["family"] == "temporal"))
    cutoff = iso_to_ns(bad["cutoff"])
    unseen = next(e for e in index.events if e.time_ns <= cutoff and "robot" not in e.observers)
    bad["evidence"].append(unseen.id)
    bad["sessions"] = index.sessions_of(bad["evidence"])
    assert any("not perceived by the robot" in p for p in check_samples([bad], index))


def test_checker_flags_a_state_answer_the_robot_could_not_know(mined):
    _trace, index, qa, _plans = mined
    bad = copy.deepcopy(next(s for s in qa if s["family"] == "hidden_uncertain" and s["answer"]["value"]))
    bad["answer"]["value"] = truth_at(index, bad["target"]["entity"], "location", iso_to_ns(bad["cutoff"]))
    assert any("differs from the robot's perceived" in p for p in check_samples([bad], index))


def test_hidden_samples_answer_the_last_seen_place_not_the_truth(mined):
    _trace, index, qa, _plans = mined
    hidden = [s for s in qa if s["family"] == "hidden_uncertain" and s["answer"]["value"]]
    assert hidden
    for sample in hidden:
        truth = truth_at(index, sample["target"]["entity"], "location", iso_to_ns(sample["cutoff"]))
        assert sample["answer"]["value"] != truth
        assert sample["expected_belief"] in ("stale", "uncertain")


def test_questions_name_things_the_way_people_do(mined):
    _trace, _index, qa, plans = mined
    for sample in qa + plans:
        assert "_1" not in sample["question"] and "_2" not in sample["question"], sample["question"]
    assert any("Bob's laptop" in s["question"] or "Alice's laptop" in s["question"] for s in qa + plans) or \
        any(" mug" in s["question"] for s in qa)


def test_several_paraphrases_are_used_per_family(mined):
    _trace, _index, qa, _plans = mined
    templates = Counter(s["family"] for s in {s["template_id"]: s for s in qa}.values())
    assert all(templates[f] >= 2 for f in FAMILIES)


def _execute_bring(world: SimWorld, goal: dict) -> SimWorld:
    """A minimal planner: walk to the object, open what hides it, carry it to the goal place."""
    obj, target = goal["entity"], goal["value"]

    def do(verb, *objects):
        outcome = world.apply(Action(verb, "robot", objects))
        assert outcome.ok, outcome.reason

    def reach(place):
        room = world.room_of(place)
        if world.get("robot", "location") != room:
            do("navigate", room)
    reach(obj)
    blocker = world.blocked_by(obj)
    if blocker:
        do("open", blocker)
    do("pick", obj)
    reach(target)
    if world.openable(target) and world.get(target, "state") != "open":
        do("open", target)
    do("place", obj, target)
    return world


def test_planning_goals_are_reachable_in_the_simulator_at_the_cutoff(mined):
    trace, _index, _qa, plans = mined
    world_json = trace.world.to_json()
    moves = [p for p in plans if p["goal"][0]["attribute"] == "location"]
    assert moves
    for plan in moves:
        world = SimWorld.from_json(world_json, at="initial").snapshot_at(iso_to_ns(plan["cutoff"]))
        for fact in plan["constraints"]:
            if fact["attribute"] == "location":
                assert world.get(fact["entity"], "location") == fact["value"]
        if world.kind(world.get("robot", "location")) is not EntityKind.ROOM:
            continue
        _execute_bring(world, plan["goal"][0])
        assert all(world.get(g["entity"], g["attribute"]) == g["value"] for g in plan["goal"])


def test_balanced_spreads_over_subtypes_and_retires_barren_ones():
    from worldlines_sim_bridge.core.miner.samples import Draft, balanced

    made = iter(range(1000))

    def maker(sub):
        return lambda: Draft("temporal", sub, 0, f"q{next(made)}", 0, {}, [])
    drafts = balanced({"a": maker("a"), "never": lambda: None, "b": maker("b")}, 6, patience=5)
    assert [d.subtype for d in drafts] == ["a", "b", "a", "b", "a", "b"]


def _said(event_id: str, day: int, clock: str, actor: str, **fields) -> Event:
    """A robot-heard announcement of a commitment on ``day`` of a maple_house trace."""
    info = {"action": "create", "beneficiary": "", "due_text": "", "goal": [], "owner": "", "recurrence": "",
            "replaces": "", "requester": actor, **fields}
    return Event(event_id, iso_to_ns(f"2026-03-{day + 1:02d}T{clock}:00+00:00"), EventKind.UTTERANCE, actor=actor,
                 verb="say", location="kitchen", observers=(actor, "robot"), utterance=info["task"],
                 addressee="robot", session_id=f"d{day:03d}-s1", source="sim", extras={"commitment": info})


def _mined_commitments(events: list) -> tuple:
    """The commitment samples mined from a hand-built trace, and its index."""
    index = TraceIndex(events, Home.load("maple_house"))
    drafts = commitment(index, Random(3), 12)
    wording = Wording(TEMPLATES_WORDING, index.home, 3)
    samples = [d.to_json(f"commitment-{i:03d}", index, 3, wording) for i, d in enumerate(drafts)]
    return index, samples


def test_when_schedule_answers_the_latest_announced_occurrence():
    first = _said("e1", 3, "19:00", "bob", id="c1", type="schedule", task="movie night",
                  due="2026-03-07T20:00:00+00:00", due_text="on Saturday at 20:00")
    again = _said("e2", 8, "19:00", "carol", id="c2", type="schedule", task="movie night",
                  due="2026-03-14T20:00:00+00:00", due_text="on Saturday at 20:00")
    index, samples = _mined_commitments([first, again])
    asked = {s["cutoff"]: s["answer"]["value"] for s in samples if s["subtype"] == "when_schedule"}
    assert asked == {"2026-03-04T19:00:00+00:00": "2026-03-07T20:00:00+00:00",
                     "2026-03-09T19:00:00+00:00": "2026-03-14T20:00:00+00:00"}
    assert check_samples(samples, index) == []


def test_when_schedule_is_not_asked_while_an_earlier_announced_visit_is_still_ahead():
    # the electrician on Friday, then another visit announced for the Tuesday after: until Friday has
    # passed, "when is the electrician coming?" has two answers
    first = _said("e1", 2, "09:00", "bob", id="c1", type="schedule", task="visit of the electrician",
                  due="2026-03-06T10:00:00+00:00", due_text="on Friday at 10:00")
    again = _said("e2", 3, "09:00", "carol", id="c2", type="schedule", task="visit of the electrician",
                  due="2026-03-10T14:00:00+00:00", due_text="on Tuesday at 14:00")
    index, samples = _mined_commitments([first, again])
    asked = {s["cutoff"]: s["answer"]["value"] for s in samples if s["subtype"] == "when_schedule"}
    assert asked and all(cutoff > "2026-03-06T10:00:00+00:00" or value == "2026-03-06T10:00:00+00:00"
                         for cutoff, value in asked.items())


def test_who_asked_answers_the_latest_asker_and_accepts_earlier_ones():
    task = {"type": "request", "task": "bring the remote to the sofa", "owner": "robot", "due_text": "now"}
    first = _said("e1", 3, "08:00", "bob", id="c1", due="2026-03-04T08:05:00+00:00", **task)
    again = _said("e2", 8, "08:00", "carol", id="c2", due="2026-03-09T08:05:00+00:00", **task)
    index, samples = _mined_commitments([first, again])
    asked = {s["cutoff"]: (s["answer"]["value"], s["answer"].get("accept")) for s in samples
             if s["subtype"] == "who_asked"}
    assert asked == {"2026-03-04T08:00:00+00:00": ("bob", None), "2026-03-09T08:00:00+00:00": ("carol", ["bob"])}
    assert check_samples(samples, index) == []


def _act(event_id: str, clock: str, actor: str, room: str, observers: tuple, *moves: tuple) -> Event:
    """A maple_house action at ``clock`` on 2 March whose deltas move (entity, place) pairs."""
    return Event(event_id, iso_to_ns(f"2026-03-02T{clock}:00+00:00"), EventKind.ACTION, actor=actor, verb="go",
                 location=room, observers=observers, session_id="d001-s1", source="sim",
                 deltas=tuple(FactSpec(entity, "location", place, ValueType.ENTITY) for entity, place in moves))


def _remote_belief(bob_room: str, *later: Event) -> str:
    """The miner's belief in the remote's place after Alice walks from the kitchen, where the robot
    is, into the living room, where it last saw the remote; Bob starts in ``bob_room``; ``later``
    events follow."""
    events = [
        _act("e1", "08:00", "robot", "living_room", ("robot",), ("robot", "living_room"), ("coffee_table_1", "living_room"),
            ("remote_1", "coffee_table_1")),
        _act("e2", "08:05", "alice", "kitchen", ("alice", "robot"), ("alice", "kitchen")),
        _act("e3", "08:06", "bob", bob_room, ("bob",), ("bob", bob_room)),
        _act("e4", "08:10", "robot", "kitchen", ("robot", "alice"), ("robot", "kitchen")),
        _act("e5", "08:20", "alice", "living_room", ("alice", "bob", "robot"), ("alice", "living_room")),
        *later,
    ]
    index = TraceIndex(events, Home.load("maple_house"))
    return judge(index, "remote_1", "location", iso_to_ns("2026-03-02T09:00:00+00:00")).label


def test_one_seen_entry_is_stale_whoever_was_already_in_the_room():
    assert _remote_belief("kitchen") == "stale"      # Bob only watched Alice leave the kitchen
    assert _remote_belief("living_room") == "stale"  # Bob was already in the room Alice went into: no entry


def test_two_seen_entries_are_uncertain():
    carol = _act("e6", "08:30", "carol", "living_room", ("carol", "robot"), ("carol", "living_room"))
    assert _remote_belief("kitchen", carol) == "uncertain"


def test_an_event_in_the_room_that_is_no_entry_does_not_count():
    talk = Event(id="e6", time_ns=iso_to_ns("2026-03-02T08:30:00+00:00"), kind=EventKind.UTTERANCE, actor="bob",
                 verb="say", location="living_room", observers=("bob", "robot"), utterance="Anyone want tea?")
    assert _remote_belief("living_room", talk) == "stale"


def test_nothing_seen_since_the_sighting_is_fresh():
    index = TraceIndex([_act("e1", "08:00", "robot", "living_room", ("robot",), ("robot", "living_room"),
                             ("coffee_table_1", "living_room"), ("remote_1", "coffee_table_1"))],
                       Home.load("maple_house"))
    assert judge(index, "remote_1", "location", iso_to_ns("2026-03-02T09:00:00+00:00")).label == "fresh"


def _told(event_id: str, day: int, actor: str, entity: str, place: str) -> Event:
    return Event(event_id, iso_to_ns(f"2026-03-{day + 1:02d}T12:00:00+00:00"), EventKind.UTTERANCE, actor=actor,
                 verb="say", location="kitchen", observers=(actor, "robot"), utterance=f"{entity} is on {place}.",
                 addressee="robot", session_id=f"d{day:03d}-s1", source="sim",
                 claims=(FactSpec(entity, "location", place, ValueType.ENTITY),))


def test_who_said_accepts_everyone_heard_saying_it_not_only_recent_speakers():
    early, late = _told("e1", 3, "dan", "bananas_1", "desk_1"), _told("e2", 9, "carol", "bananas_1", "desk_1")
    other = _told("e3", 9, "bob", "bananas_1", "sofa_1")
    index = TraceIndex([early, late, other], Home.load("maple_house"))
    recent = [(late, late.claims[0])]  # the miner asks about claims of the last three days
    draft = _who_said(index, Random(1), late.time_ns + 60 * 10**9, recent)
    assert (draft.answer["value"], draft.answer.get("accept")) == ("carol", ["dan"])
