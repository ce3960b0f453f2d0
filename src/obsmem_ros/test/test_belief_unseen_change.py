"""Beliefs that notice unseen change (issue 11, part 4): who was really in the room, a plain
denial of a sighting, and a thing last seen carried off by a person. Sentences are fresh ones,
in no hand-written set."""
from __future__ import annotations

import pytest

from obsmem_ros.core.memory import Memory
from obsmem_ros.core.records import BeliefLabel
from obsmem_ros.core.views.belief_story import accounts, placing_deed

from .factories import minute_events, named, remembered

T0 = 1781000000


ev = minute_events("u", T0)


def scene() -> list:
    """The robot sees the scarf on the bench in the porch, then goes to the study."""
    return [
        ev(0, "observation", actor="robot", location="porch", objects=["bench_1", "scarf_1"],
           deltas=named("bench_1", "bench", "porch") + named("scarf_1", "scarf", "bench_1")),
        ev(1, actor="robot", verb="navigate", location="study", observers=["robot", "maya"]),
    ]


@pytest.fixture()
def memory(tmp_path):
    yield from remembered(scene(), str(tmp_path / "u.db"))


def test_an_onlooker_last_placed_beside_the_robot_did_not_go_in(memory):
    # Maya was noticed in the study with the robot; she only saw Theo head for the porch.
    memory.ingest([ev(2, actor="theo", verb="enter", location="porch", observers=["robot", "theo", "maya"])])
    got = memory.belief("scarf_1", "location")
    assert (got.label, got.intervening_actors) == (BeliefLabel.STALE, ("theo",))


def test_an_onlooker_already_in_the_room_is_no_entry(tmp_path):
    # Maya came into the porch before the robot saw the scarf, and stayed when it left for the study:
    # only Theo's entry, seen from the study, counts (one seen entry = stale).
    with Memory(str(tmp_path / "z.db")) as memory:
        memory.ingest([ev(-3, "session_start", location="porch"),
                       ev(-2, actor="maya", verb="enter", location="porch", observers=["robot", "maya"])]
                      + scene()
                      + [ev(2, actor="theo", verb="enter", location="porch", observers=["robot", "theo", "maya"])])
        got = memory.belief("scarf_1", "location")
        assert (got.label, got.intervening_events, got.intervening_actors) == (BeliefLabel.STALE, 1, ("theo",))


def test_an_onlooker_memory_cannot_place_is_no_entry_either(tmp_path):
    with Memory(str(tmp_path / "v.db")) as memory:
        memory.ingest(scene()[:1] + [ev(1, actor="robot", verb="navigate", location="study"),
                                     ev(2, actor="theo", verb="enter", location="porch",
                                        observers=["robot", "theo", "maya"])])
        got = memory.belief("scarf_1", "location")
        assert (got.label, got.intervening_actors) == (BeliefLabel.STALE, ("theo",))


def test_two_seen_entries_make_it_uncertain(memory):
    memory.ingest([ev(2, actor="theo", verb="enter", location="porch", observers=["robot", "theo"]),
                   ev(3, actor="maya", verb="enter", location="porch", observers=["robot", "maya", "theo"])])
    got = memory.belief("scarf_1", "location")
    assert (got.label, got.intervening_events, got.intervening_actors) == (BeliefLabel.UNCERTAIN, 2, ("maya", "theo"))


def test_someone_seen_coming_out_or_heard_in_the_room_is_no_entry(memory):
    memory.ingest([ev(2, actor="theo", verb="leave", location="porch", observers=["robot", "theo"]),
                   ev(3, "utterance", actor="maya", location="porch", observers=["robot", "maya"],
                      utterance="Has anyone seen the cat food?")])
    got = memory.belief("scarf_1", "location")
    assert (got.label, got.intervening_events) == (BeliefLabel.FRESH, 0)


def test_a_seen_entry_then_a_plain_report_elsewhere_contradicts(memory):
    memory.ingest([ev(2, actor="theo", verb="enter", location="porch", observers=["robot", "theo"]),
                   ev(3, "utterance", actor="theo", addressee="robot", location="study", observers=["robot", "theo"],
                      utterance="I moved the scarf to the study.")])
    assert memory.belief("scarf_1", "location").label is BeliefLabel.CONTRADICTED


def test_a_plain_denial_contradicts_the_sighting_and_says_who_and_when(memory):
    memory.ingest([ev(2, "utterance", actor="theo", addressee="robot", location="study", observers=["robot", "theo"],
                      utterance="The scarf isn't on the bench any more.")])
    got = memory.belief("scarf_1", "location")
    assert (got.label, got.value, got.evidence_ids) == (BeliefLabel.CONTRADICTED, "bench_1", ("u002",))
    assert "Theo said plainly at" in got.reason and "is not at the bench" in got.reason


def test_a_hedged_denial_only_makes_the_sighting_stale(memory):
    memory.ingest([ev(2, "utterance", actor="theo", addressee="robot", location="study", observers=["robot", "theo"],
                      utterance="I reckon the scarf isn't on the bench.")])
    got = memory.belief("scarf_1", "location")
    assert got.label in (BeliefLabel.STALE, BeliefLabel.UNCERTAIN)
    assert got.label is not BeliefLabel.CONTRADICTED and "u002" in got.evidence_ids


def test_a_plain_report_after_the_thing_left_with_someone_is_believed(tmp_path):
    with Memory(str(tmp_path / "w.db")) as memory:
        memory.ingest(scene()[:1] + [
            ev(1, "observation", actor="robot", location="porch", objects=["drawer_1"],
               deltas=named("drawer_1", "drawer", "porch")),
            ev(2, actor="theo", verb="take", location="porch", observers=["robot", "theo"], objects=["scarf_1"],
               deltas=[{"entity": "scarf_1", "attribute": "location", "value": "theo", "value_type": "entity"}]),
            ev(3, actor="theo", verb="leave", location="porch", observers=["robot", "theo"]),
            ev(9, "utterance", actor="theo", addressee="robot", location="porch", observers=["robot", "theo"],
               utterance="Your scarf is in the drawer, by the way.")])
        got = memory.belief("scarf_1", "location")
        assert (got.label, got.value) == (BeliefLabel.CONTRADICTED, "theo")
        assert got.reason.endswith("the scarf is now believed at the drawer")
        answer = memory.ask("Where is the scarf?")
        assert answer.value == "drawer_1"


def test_a_hedged_report_after_the_thing_left_with_someone_is_not_believed(tmp_path):
    with Memory(str(tmp_path / "x.db")) as memory:
        memory.ingest(scene()[:1] + [
            ev(2, actor="theo", verb="take", location="porch", observers=["robot", "theo"], objects=["scarf_1"],
               deltas=[{"entity": "scarf_1", "attribute": "location", "value": "theo", "value_type": "entity"}]),
            ev(9, "utterance", actor="maya", addressee="robot", location="porch", observers=["robot", "maya"],
               utterance="I think the scarf might be in the car.")])
        assert memory.belief("scarf_1", "location").label is not BeliefLabel.CONTRADICTED


def test_a_plain_denial_of_the_room_holding_the_spot_contradicts_the_sighting(memory):
    memory.ingest([ev(2, "utterance", actor="theo", addressee="robot", location="study", observers=["robot", "theo"],
                      utterance="The scarf isn't in the porch, I looked.")])
    got = memory.belief("scarf_1", "location")
    assert (got.label, got.value) == (BeliefLabel.CONTRADICTED, "bench_1")
    assert "is not at the porch" in got.reason


def test_a_named_doer_memory_placed_in_the_room_unseen_makes_the_report_believed(memory):
    memory.ingest([ev(2, actor="maya", verb="enter", location="porch", observers=["maya", "robot"]),
                   ev(3, "utterance", actor="theo", addressee="robot", location="study", observers=["robot", "theo"],
                      utterance="Maya's moved the scarf, it's in the study now.")])
    got = memory.belief("scarf_1", "location")
    assert (got.label, got.evidence_ids) == (BeliefLabel.CONTRADICTED, ("u003", "u002"))
    assert "Theo tells plainly what Maya did while the robot was not watching" in got.reason


def test_a_named_doers_deed_told_after_the_robot_left_the_room_contradicts(memory):
    """Nobody placed Maya in the porch, but the robot left it: the deed told plainly is believed."""
    memory.ingest([ev(3, "utterance", actor="theo", addressee="robot", location="study", observers=["robot", "theo"],
                      utterance="Maya's moved the scarf, it's in the study now.")])
    assert memory.belief("scarf_1", "location").label is BeliefLabel.CONTRADICTED


@pytest.mark.parametrize("name,sentence,says", [
    ("big box for santiago", "ramon moved the box to the hallway", True),  # a three-letter name word
    ("lawnmower", "i put the mower back in the shed", True),  # a word inside the name
    ("big box for santiago", "i moved it for kelvin to the hallway", False),  # "for" names nothing
])
def test_a_deed_says_the_thing_by_a_word_of_its_name(name, sentence, says):
    place = sentence.rsplit(" ", 1)[-1]
    assert placing_deed(sentence, "yesenia", place, name) is says


def test_a_deed_told_of_another_thing_leaves_the_report_a_report(memory):
    """"them" in a sentence about the gloves is no account of the scarf, however the reader linked it."""
    memory.ingest([ev(3, "utterance", actor="theo", addressee="robot", location="study", observers=["robot", "theo"],
                      utterance="The wool gloves, I put them in the study.",
                      claims=[{"entity": "scarf_1", "attribute": "location", "value": "study", "value_type": "entity"}])])
    assert memory.belief("scarf_1", "location").label is not BeliefLabel.CONTRADICTED


def test_a_deed_in_a_sentence_naming_no_new_place_leaves_the_report_a_report(memory):
    memory.ingest([said_by(3, "theo", "I tidied up earlier. The scarf is in the study.")])
    assert memory.belief("scarf_1", "location").label is not BeliefLabel.CONTRADICTED


def test_a_first_hand_deed_after_a_session_break_outranks_the_sighting(memory):
    memory.ingest([ev(30, "session_start", location="study"),
                   ev(31, "utterance", actor="theo", addressee="robot", location="study", observers=["robot", "theo"],
                      utterance="I hung the scarf up in the study this morning.")])
    got = memory.belief("scarf_1", "location")
    assert got.label is BeliefLabel.CONTRADICTED and "u031" in got.evidence_ids


def test_a_first_hand_sighting_after_a_session_break_stays_a_report(memory):
    memory.ingest([ev(30, "session_start", location="study"),
                   ev(31, "utterance", actor="theo", addressee="robot", location="study", observers=["robot", "theo"],
                      utterance="I saw the scarf in the study this morning.")])
    assert memory.belief("scarf_1", "location").label is not BeliefLabel.CONTRADICTED


def test_someone_elses_deed_after_a_session_break_stays_a_report(memory):
    memory.ingest([ev(30, "session_start", location="study"),
                   ev(31, "utterance", actor="theo", addressee="robot", location="study", observers=["robot", "theo"],
                      utterance="Maya's texted, she's late. The scarf is in the study.")])
    assert memory.belief("scarf_1", "location").label is not BeliefLabel.CONTRADICTED


def said_by(n: int, speaker: str, words: str) -> dict:
    return ev(n, "utterance", actor=speaker, verb="say", location="study", addressee="robot", utterance=words,
              observers=["robot", speaker])


def test_an_own_deed_by_someone_who_went_out_of_sight_after_the_robot_left_is_believed(memory):
    # Theo was with the robot in the study, left it unseen for a while, came back and told what he did.
    memory.ingest([ev(2, actor="theo", verb="enter", location="study", observers=["robot", "theo"]),
                   ev(3, actor="theo", verb="leave", location="study", observers=["robot", "theo"]),
                   ev(9, actor="theo", verb="enter", location="study", observers=["robot", "theo"]),
                   said_by(10, "theo", "I hung the scarf on the coat stand in the hall.")])
    got = memory.belief("scarf_1", "location")
    assert got.label == BeliefLabel.CONTRADICTED


def test_an_own_deed_told_after_the_robot_left_the_room_contradicts(memory):
    memory.ingest([ev(2, actor="theo", verb="enter", location="study", observers=["robot", "theo"]),
                   said_by(10, "theo", "I hung the scarf on the coat stand in the hall.")])
    assert memory.belief("scarf_1", "location").label == BeliefLabel.CONTRADICTED


@pytest.mark.parametrize("words,deed", [("Ah've shifted the scarf tae the drawer, it wis in the road.", True),
                                        ("I've shifted the scarf to the drawer.", True)])
def test_a_deed_told_in_regional_words_is_read_as_plainly_as_in_standard_ones(words, deed):
    assert ("theo", deed) in accounts(words, "theo")


def test_a_hedge_in_regional_words_tells_no_deed():
    assert accounts("Ah think the wean's took it, ah dinnae ken.", "theo") == []


def test_a_plain_denial_naming_the_spot_by_a_word_of_its_name_contradicts(tmp_path):
    # memory calls the spot "garden bench"; the speaker says only "the garden"
    with Memory(str(tmp_path / "n.db")) as memory:
        memory.ingest([
            ev(0, "observation", actor="robot", location="porch", objects=["gbench_1", "scarf_1"],
               deltas=named("gbench_1", "garden bench", "porch") + named("scarf_1", "scarf", "gbench_1")),
            ev(1, actor="robot", verb="navigate", location="study", observers=["robot", "maya"]),
            ev(2, "utterance", actor="theo", addressee="robot", location="study", observers=["robot", "theo"],
               utterance="The scarf is not in the garden.")])
        assert memory.belief("scarf_1", "location").label is BeliefLabel.CONTRADICTED


def test_a_denial_of_an_unknown_place_with_a_new_place_said_plainly_contradicts(memory):
    # "the parlour" is no place memory knows: the speaker's word for where the robot saw it
    memory.ingest([ev(2, "utterance", actor="theo", addressee="robot", location="study", observers=["robot", "theo"],
                      utterance="The scarf is not in the parlour, Maya took it to the study.")])
    assert memory.belief("scarf_1", "location").label is BeliefLabel.CONTRADICTED


def test_a_denial_of_another_known_place_says_nothing_of_the_sighting(tmp_path):
    with Memory(str(tmp_path / "k.db")) as memory:
        memory.ingest(scene() + [
            ev(2, "observation", actor="robot", location="study", objects=["desk_1"], deltas=named("desk_1", "desk", "study")),
            ev(3, "utterance", actor="theo", addressee="robot", location="study", observers=["robot", "theo"],
               utterance="The scarf is not on the desk, it's in the car.")])
        assert memory.belief("scarf_1", "location").label is not BeliefLabel.CONTRADICTED


def test_an_unknown_place_denied_alone_by_other_words_is_no_contradiction(memory):
    memory.ingest([ev(2, "utterance", actor="theo", addressee="robot", location="study", observers=["robot", "theo"],
                      utterance="The scarf is not in the attic.")])
    assert memory.belief("scarf_1", "location").label is not BeliefLabel.CONTRADICTED
