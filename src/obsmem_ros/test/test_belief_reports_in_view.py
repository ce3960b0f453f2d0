"""Reports against a sighting (issue 11): words said beside a thing the robot kept watching, a
deed told while asking where the thing is, and the speech-recogniser readings that let a hedge or
a denial reach the thing at all. Sentences are fresh ones, in no hand-written set."""
from __future__ import annotations

from obsmem_ros.core.language.recognised_speech import recognised
from obsmem_ros.core.language.spoken_names import with_names_capitalised
from obsmem_ros.core.memory import Memory
from obsmem_ros.core.records import BeliefLabel
from obsmem_ros.core.views.belief_story import accounts, pointing

from .factories import minute_events, named

T0 = 1781200000


ev = minute_events("w", T0)


def claim(value: str) -> list:
    return [{"entity": "jug_1", "attribute": "location", "value": value, "value_type": "entity"}]


def sighting() -> list:
    """The robot, in the pantry, sees the jug on the shelf and a crate beside it."""
    return [ev(0, "session_start", location="pantry"),
            ev(1, "observation", actor="robot", location="pantry", objects=["shelf_1", "crate_1", "jug_1"],
               deltas=named("shelf_1", "shelf", "pantry") + named("crate_1", "crate", "pantry")
               + named("jug_1", "jug", "shelf_1"))]


def said(n: int, who: str, words: str, value: str, room: str = "pantry") -> dict:
    return ev(n, "utterance", actor=who, addressee="robot", location=room, observers=["robot", who],
              utterance=words, claims=claim(value))


def test_words_pointing_at_the_place_in_view_change_nothing(tmp_path):
    with Memory(str(tmp_path / "a.db")) as memory:
        memory.ingest(sighting() + [said(3, "nico", "I'm keeping my jug here by the crate, mind.", "crate_1")])
        got = memory.belief("jug_1", "location")
        assert (got.label, got.intervening_events) == (BeliefLabel.FRESH, 0)


def test_the_same_words_after_the_robot_went_away_count(tmp_path):
    with Memory(str(tmp_path / "b.db")) as memory:
        memory.ingest(sighting() + [ev(2, actor="robot", verb="navigate", location="garage"),
                                    ev(3, actor="robot", verb="navigate", location="pantry"),
                                    said(4, "nico", "I'm keeping my jug here by the crate, mind.", "crate_1")])
        got = memory.belief("jug_1", "location")
        assert (got.label, got.intervening_actors) == (BeliefLabel.STALE, ("nico",))


def test_a_deed_told_beside_the_robot_without_pointing_still_counts(tmp_path):
    with Memory(str(tmp_path / "c.db")) as memory:
        memory.ingest(sighting() + [said(3, "nico", "I moved the jug onto the crate.", "crate_1")])
        assert memory.belief("jug_1", "location").label is BeliefLabel.STALE


def test_a_deed_told_while_asking_where_the_thing_is_is_no_testimony(tmp_path):
    # Rosa went into the pantry unseen and then asks for the jug: where she put it is where she last had it.
    with Memory(str(tmp_path / "d.db")) as memory:
        asked = said(4, "rosa", "Where's my jug got to? I put it on the crate.", "crate_1", "garage")
        memory.ingest(sighting() + [ev(2, actor="robot", verb="navigate", location="garage"),
                                    ev(3, actor="rosa", verb="enter", location="pantry", observers=["robot", "rosa"]),
                                    asked])
        got = memory.belief("jug_1", "location")
        assert (got.label, got.value, got.intervening_actors) == (BeliefLabel.UNCERTAIN, "shelf_1", ("rosa",))


def test_pointing_and_seeking_words():
    assert pointing("Leave that jug right there on the crate") and pointing("my jug stays here")
    assert not pointing("There's a jug on the crate") and not pointing("I moved the jug onto the crate")
    assert accounts("Where's my jug got to? I put it on the crate.", "rosa") == []
    assert accounts("wheres me jug i put it on the crate", "rosa") == []
    assert accounts("I put the jug on the crate.", "rosa") == [("rosa", True)]


def test_a_second_thought_after_a_hedge_is_its_own_clause():
    assert recognised("i reckon nico put the jar in the cupboard he's always hiding my things") == \
        "i reckon nico put the jar in the cupboard, he is always hiding my things."
    assert recognised("i think it's in the car") == "i think it is in the car."


def test_a_name_run_into_the_phrase_before_it_is_still_a_name():
    assert with_names_capitalised("the torch isn't in the drawer nico's had it for his den", ["nico", "rosa"]) == \
        "the torch isn't in the drawer Nico's had it for his den"
    assert with_names_capitalised("can you pick up rosa from school", ["nico", "rosa"]) == \
        "can you pick up rosa from school"
