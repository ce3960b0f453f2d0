"""Evidence of what an answer weighed besides its own record: what was said of a thing since its
value was last set or seen, even when the robot still trusts what it saw (the answer kept the
look over the words), and, of a choice seen with the thing both taken and put back, the takings
before the putting-back (stories written for this file)."""
from __future__ import annotations

from typing import List, Set

from .factories import T0, remembered, said, trace_event

MIN = 60 * 10**9
H = 60 * MIN


def _at(hour: int, minute: int = 0, day: int = 0) -> int:
    return T0 + day * 24 * H + hour * H + minute * MIN


def _cited(answer) -> Set[str]:
    return {e for item in answer.evidence for e in (item.event_ids or (item.id,))}


def _look(event_id: str, time_ns: int, thing: str, name: str, place: str, room: str = "kitchen") -> dict:
    return trace_event(event_id, time_ns, "robot", "observe", kind="observation", objects=[thing], location=room,
                       observers=["robot"], deltas=[(thing, "name", name), (thing, "location", place)])


def test_a_trusted_place_still_cites_what_was_said_of_the_thing_since_the_look():
    events = [
        _look("d001-e00001", _at(7), "lamp_1", "brass lamp", "sideboard_1", "dining_room"),
        said(2, "pia", "That brass lamp flickers every evening, the bulb's going.", time_ns=_at(7, 20)),
        said(3, "pia", "The bins go out on Thursday.", time_ns=_at(7, 25)),
    ]
    for memory in remembered(events):
        answer = memory.ask("Where is the brass lamp now?", at_ns=_at(8))
        assert answer.value == "sideboard_1"
        cited = _cited(answer)
        assert "d001-e00002" in cited and "d001-e00003" not in cited


def test_a_set_value_cites_what_was_said_of_the_thing_since_it_was_set():
    events = [
        trace_event("d001-e00001", _at(6), "kofi", "set", objects=["fan_1"], location="bedroom",
                    observers=["robot", "kofi"], deltas=[("fan_1", "name", "ceiling fan"), ("fan_1", "setting:speed", "2")]),
        said(2, "ama", "The ceiling fan rattles like mad, someone should tighten it.", time_ns=_at(6, 30)),
    ]
    for memory in remembered(events):
        answer = memory.ask("What's the ceiling fan set to now?", at_ns=_at(7))
        assert str(answer.value) == "2"
        assert {"d001-e00001", "d001-e00002"} <= _cited(answer)


def _breakfasts() -> List[dict]:
    events = []
    for day in range(3):
        n = 10 * day
        events += [
            _look(f"d00{day + 1}-e{n + 1:05d}", _at(7, 0, day), "jar_honey", "honey jar", "counter_1"),
            _look(f"d00{day + 1}-e{n + 2:05d}", _at(7, 0, day), "jar_jam", "jam jar", "counter_1"),
            trace_event(f"d00{day + 1}-e{n + 3:05d}", _at(7, 5, day), "lev", "take", objects=["jar_honey"],
                        deltas=[("jar_honey", "held_by", "lev")], session=f"s{day}"),
            trace_event(f"d00{day + 1}-e{n + 4:05d}", _at(7, 9, day), "lev", "place", objects=["jar_honey", "counter_1"],
                        deltas=[("jar_honey", "location", "counter_1")], session=f"s{day}"),
        ]
    return events


def test_a_choice_between_two_things_cites_the_takings_before_the_putting_back():
    for memory in remembered(_breakfasts()):
        answer = memory.ask("Which does Lev go for, the honey jar or the jam jar?", at_ns=_at(12, 0, 2))
        assert answer.value == "jar_honey"
        first = [e.id for e in answer.evidence][:3]
        assert set(first) == {"d001-e00003", "d002-e00013", "d003-e00023"}
