"""Where memory places a person from perceived events (views.whereabouts): onlookers of moves,
people missing from an event in the room they were placed in, session breaks."""
from __future__ import annotations

from obsmem_ros.core.records import Event, EventKind
from obsmem_ros.core.views.whereabouts import placement


def ev(n: int, actor: str, verb: str, location: str, observers: tuple, kind: EventKind = EventKind.ACTION) -> Event:
    return Event(id=f"w{n}", time_ns=n, kind=kind, actor=actor, verb=verb, location=location,
                 observers=("robot", *observers))


def test_an_onlooker_of_the_robots_arrival_is_placed_beside_it():
    events = [ev(1, "robot", "navigate", "attic", ("ivo",))]
    assert placement("ivo", events, "robot") == "attic"


def test_an_onlooker_already_placed_in_the_room_left_stays_there():
    events = [ev(1, "ivo", "fold", "pantry", ()),
              ev(2, "robot", "navigate", "pantry", ("ivo",)),
              ev(3, "robot", "navigate", "attic", ("ivo",))]
    assert placement("ivo", events, "robot") == "pantry"


def test_a_person_missing_from_an_event_in_their_room_is_no_longer_placed():
    events = [ev(1, "robot", "navigate", "attic", ("ivo", "zora")),
              ev(2, "zora", "sweep", "attic", ())]
    assert placement("ivo", events, "robot") == ""
    assert placement("zora", events, "robot") == "attic"


def test_the_robots_own_looks_say_nothing_about_people():
    events = [ev(1, "robot", "navigate", "attic", ("ivo",)),
              ev(2, "robot", "observe", "attic", (), EventKind.OBSERVATION)]
    assert placement("ivo", events, "robot") == "attic"


def test_a_session_break_forgets_placements():
    events = [ev(1, "robot", "navigate", "attic", ("ivo",)),
              Event(id="w2", time_ns=2, kind=EventKind.SESSION_START, location="attic", observers=("robot",))]
    assert placement("ivo", events, "robot") == ""


def test_leaving_the_house_places_the_leaver_nowhere_inside():
    events = [ev(1, "ivo", "enter", "hall", ()), ev(2, "ivo", "leave", "hall", ())]
    assert placement("ivo", events, "robot") == ""
