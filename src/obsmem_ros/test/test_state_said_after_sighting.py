"""Where a thing is once people speak of it after the robot's look (issue 11, session 19): a pick-up
the robot watched leaves the thing with a person, so a later plain word of its place is believed;
words that deny the look answer with the look, contradicted; a person's room by who they are to the
household. Sentences and ids are fresh ones, in no hand-written set."""
from __future__ import annotations

from obsmem_ros.core.language.kin_roles import family_of
from obsmem_ros.core.memory import Memory
from obsmem_ros.core.records import BeliefLabel

from .factories import minute_events, named
from obsmem_ros.core.role_rooms import person_role, person_rooms, room_role

T0 = 1782000000


ev = minute_events("w", T0)


def seen_on_shelf() -> list:
    """The robot sees the thermos on the shelf in the pantry and the crate in the shed."""
    return [ev(0, "observation", actor="robot", location="pantry", objects=["shelf_1", "thermos_1"],
               deltas=named("shelf_1", "shelf", "pantry") + named("thermos_1", "thermos", "shelf_1")),
            ev(1, "observation", actor="robot", location="shed", objects=["crate_1"],
               deltas=named("crate_1", "crate", "shed"))]


def said(n: int, who: str, words: str) -> dict:
    return ev(n, "utterance", actor=who, addressee="robot", location="shed", observers=["robot", who],
              utterance=words)


def test_a_watched_pick_up_then_a_plain_word_of_the_place_is_believed(tmp_path):
    with Memory(str(tmp_path / "a.db")) as memory:
        memory.ingest(seen_on_shelf() + [
            ev(2, actor="oskar", verb="pick up", location="pantry", observers=["robot", "oskar"],
               objects=["thermos_1"], deltas=[{"entity": "thermos_1", "attribute": "held_by", "value": "oskar",
                                               "value_type": "entity"}]),
            said(6, "oskar", "I left the thermos in the crate.")])
        got = memory.belief("thermos_1", "location")
        assert (got.label, got.value) == (BeliefLabel.CONTRADICTED, "shelf_1")
        assert "the robot last saw it with Oskar" in got.reason
        assert memory.ask("Where is the thermos now?").value == "crate_1"


def test_a_plain_deed_told_after_the_robot_left_the_room_is_believed(tmp_path):
    with Memory(str(tmp_path / "b.db")) as memory:
        memory.ingest(seen_on_shelf() + [said(6, "oskar", "I left the thermos in the crate.")])
        assert memory.belief("thermos_1", "location").label is BeliefLabel.CONTRADICTED
        assert memory.ask("Where is the thermos now?").value == "crate_1"


def test_words_denying_the_look_answer_with_the_look_and_the_place_said(tmp_path):
    with Memory(str(tmp_path / "c.db")) as memory:
        memory.ingest(seen_on_shelf() + [said(6, "oskar", "The thermos isn't on the shelf any more, I put it in the crate.")])
        answer = memory.ask("Where is the thermos?")
        assert answer.value == "shelf_1"
        assert answer.belief.label is BeliefLabel.CONTRADICTED
        assert "later said" in answer.answer and "crate" in answer.answer


KIN = {("ines", "mum"): "carla", ("robot", "abuelo"): "ramon", ("ines", "dad"): "luis"}
ROOMS = {"girls_room", "master_bedroom", "grandparents_room", "kitchen", "teo_bedroom"}


def test_a_room_id_and_a_person_say_which_part_of_the_household_they_are():
    family = family_of(KIN)
    assert [room_role(r) for r in ("girls_room", "master_bedroom", "grandparents_room", "teo_bedroom", "kitchen")] \
        == ["child", "parent", "grandparent", "", ""]
    assert [person_role(p, family) for p in ("ines", "carla", "ramon", "teo")] == ["child", "parent", "grandparent", ""]


def test_a_person_never_seen_in_a_bedroom_gets_the_one_kept_for_their_part():
    visits = [("robot", room, 1) for room in ROOMS] + [("ines", "kitchen", 3)]
    rooms = person_rooms(visits, {"ines", "carla", "ramon", "luis", "teo"}, ROOMS.__contains__, KIN)
    assert (rooms["ines"], rooms["carla"], rooms["ramon"]) == ("girls_room", "master_bedroom", "grandparents_room")
    assert rooms["teo"] == "teo_bedroom"


def test_no_part_known_takes_the_one_room_nobody_else_is_tied_to():
    rooms = {"twins_room", "kitchen"}
    visits = [("robot", "kitchen", 2), ("mila", "twins_room", 2)]
    assert person_rooms(visits, {"mila", "nico"}, rooms.__contains__, {}) == {"mila": "twins_room"}
    rooms = {"girls_room", "master_bedroom"}
    visits = [("robot", "master_bedroom", 1), ("mila", "girls_room", 2)]
    assert person_rooms(visits, {"mila", "vera"}, rooms.__contains__, {})["vera"] == "master_bedroom"
    rooms = {"boys_room", "main_bedroom", "spare_bedroom"}
    visits = [("robot", r, 1) for r in rooms] + [("jonas", "boys_room", 4)]
    assert "petra" not in person_rooms(visits, {"jonas", "petra"}, rooms.__contains__, {})


def test_a_question_naming_a_persons_thing_by_its_kind_asks_for_the_thing(tmp_path):
    with Memory(str(tmp_path / "d.db")) as memory:
        memory.ingest([ev(0, "observation", actor="robot", location="porch", objects=["shelf_1", "kindle_1"],
                          deltas=named("shelf_1", "shelf", "porch") + named("kindle_1", "Nana's Kindle", "shelf_1")
                          + [{"entity": "kindle_1", "attribute": "owner", "value": "edna", "value_type": "entity"}]),
                       ev(1, actor="edna", verb="enter", location="porch", observers=["robot", "edna", "theo"]),
                       ev(2, "utterance", actor="theo", addressee="edna", location="porch",
                          observers=["robot", "edna", "theo"], utterance="Nana, your tea is getting cold.")])
        assert memory.ask("Where'd Nana's Kindle end up?").value == "shelf_1"
        assert memory.ask("Where'd Nana end up?").value == "porch"


def test_the_things_a_question_names_by_kind_are_those_of_its_people():
    from types import SimpleNamespace

    from obsmem_ros.core.query.retrieval.state_values import owned_things_said

    things = {"kindle_1": SimpleNamespace(name="Nana's Kindle", category="tablet"),
              "mug_2": SimpleNamespace(name="blue mug", category="mug"),
              "kindle_9": SimpleNamespace(name="Kindle", category="tablet")}
    ctx = SimpleNamespace(plan=SimpleNamespace(question="The tablet of Nana's, where did that go?"),
                          person_ids=lambda: ["edna"], entity_record=things.get,
                          reader=SimpleNamespace(current_values=lambda attribute: {"kindle_1": "edna", "mug_2": "edna",
                                                                                   "kindle_9": "theo"}))
    assert owned_things_said(ctx) == ["kindle_1"]
