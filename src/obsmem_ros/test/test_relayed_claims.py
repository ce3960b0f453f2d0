"""Relayed claims keep their first speaker: "Priya says the ladder is in the shed", said by Tomas,
is stored as Tomas's report (who the robot heard it from) of Priya's words (its origin), answered
so by source questions, upgraded into from an older store, and forgotten with Priya."""
from __future__ import annotations

import sqlite3

import pytest

from obsmem_ros.core.memory import Memory
from obsmem_ros.core.query.answerers.source import told_robot
from obsmem_ros.core.store import LATEST_VERSION, SQLiteDriver
from obsmem_ros.core.store.schema import _V_CLAIM_ORIGIN, MIGRATIONS

from .factories import copy_into_schema, heard, remembered, stamped

DAY = "2026-03-09T"
SEEN = [stamped("o1", f"{DAY}07:00:00Z", "observation", actor="robot", verb="observe",
                objects=["ladder_1", "shed_1", "drill_1"], location="garden",
                deltas=[{"entity": "shed_1", "attribute": "location", "value": "garden", "value_type": "entity"},
                        {"entity": "ladder_1", "attribute": "name", "value": "ladder", "value_type": "str"},
                        {"entity": "drill_1", "attribute": "name", "value": "drill", "value_type": "str"}])]


def said(eid: str, clock: str, actor: str, words: str, to: str = "robot") -> dict:
    return heard(eid, f"{DAY}{clock}Z", actor, words, addressee=to, observers=["robot", actor])


HEARD = [
    said("p0", "07:30:00", "priya", "Morning, I'm off to the allotment."),
    said("u1", "08:00:00", "tomas", "Priya says the ladder is in the shed."),
    said("u2", "08:05:00", "tomas", "Priya reckons the van is making a rattling sound again. I'll book it in."),
    said("u3", "08:10:00", "tomas", "The drill is in the shed."),
]


@pytest.fixture()
def memory(tmp_path):
    yield from remembered(SEEN + HEARD, tmp_path / "home.db")


def test_a_relayed_claim_is_the_relayers_report_of_the_first_speakers_words(memory):
    (fact,) = memory.facts_from_event("u1")
    assert (fact.entity, fact.value, fact.reporter) == ("ladder_1", "shed_1", "tomas")
    assert memory.claim_origins([fact.id]) == {fact.id: "priya"}
    answer = memory.ask("Who says the ladder is in the shed?")
    assert answer.value == "priya" and "passed on by Tomas" in answer.answer
    assert answer.evidence[0].id == "u1"  # the utterance the robot heard stays the evidence


def test_who_told_you_names_the_relayer_passing_on_the_first_speaker(memory):
    answer = memory.ask("Who told you the ladder was in the shed?")
    assert answer.value == "tomas" and "(passing on Priya)" in answer.answer and answer.evidence[0].id == "u1"


def test_according_to_the_first_speaker_finds_the_claim_someone_passed_on(memory):
    answer = memory.ask("According to Priya, where is the ladder?")
    assert answer.value == "shed_1" and "passed on by Tomas" in answer.answer


def test_words_passed_on_without_a_claim_read_name_their_first_speaker(memory):
    assert memory.relayed_words("u2") == [("priya", "Priya reckons the van is making a rattling sound again.")]
    thinks = memory.ask("Who reckons the van is making a rattling sound?")
    assert thinks.value == "priya" and thinks.evidence[0].id == "u2"
    told = memory.ask("Who told you the van was making a rattling sound?")
    assert told.value == "tomas" and "(passing on Priya)" in told.answer


def test_a_speakers_own_claim_is_unchanged(memory):
    (fact,) = memory.facts_from_event("u3")
    assert memory.claim_origins([fact.id]) == {} and memory.relayed_words("u3") == []
    for question in ("Who said the drill was in the shed?", "Who told you the drill was in the shed?"):
        answer = memory.ask(question)
        assert answer.value == "tomas" and "passing on" not in answer.answer and "passed on" not in answer.answer
    rows = memory.store.query("SELECT fact_id FROM claim_marks")
    assert [r[0] for r in rows] == ["u1#0"]  # a plain claim of one's own needs no mark


def test_forgetting_the_first_speaker_removes_what_others_passed_on_from_them(memory):
    memory.forget(person="priya")
    remaining = {e.id for e in memory.events_between(0, 2 ** 62)}
    assert remaining == {"o1", "u3"}
    assert memory.store.query("SELECT * FROM claim_marks") == []
    assert memory.store.query("SELECT * FROM relayed_words") == []
    assert memory.ask("Who says the ladder is in the shed?").value != "priya"
    assert memory.ask("Who said the drill was in the shed?").value == "tomas"


def test_forgetting_a_person_relayed_by_a_kin_word_removes_those_words(tmp_path):
    kin = [said("k1", "07:10:00", "zoe", "Gran, your tea is on the table.", to="edith"),
           said("k2", "07:20:00", "zoe", "Gran says the drill is in the shed."),
           said("k3", "07:25:00", "zoe", "The ladder is in the shed.")]
    for memory in remembered(SEEN + kin, tmp_path / "kin.db"):
        assert memory.ask("Who says the drill is in the shed?").value == "edith"
        memory.forget(person="edith")
        assert {e.id for e in memory.events_between(0, 2 ** 62)} == {"o1", "k3"}


def test_an_older_store_gains_origins_and_its_claims_stay_their_reporters(tmp_path):
    path = str(tmp_path / "old.db")
    with Memory(":memory:") as fresh:
        fresh.ingest(SEEN + [said("h1", "08:00:00", "tomas", "I think the ladder is in the shed.")])
        fresh.catch_up()
        copy_into_schema(fresh, path, MIGRATIONS.index(_V_CLAIM_ORIGIN))
    columns = [r[1] for r in sqlite3.connect(path).execute("PRAGMA table_info(claim_marks)")]
    assert "origin" not in columns
    with Memory(path) as memory:
        assert memory.store.schema_version() == LATEST_VERSION
        assert memory.store.query("SELECT fact_id, origin FROM claim_marks") == [("h1#0", "")]
        assert memory.ask("Who thinks the ladder is in the shed?").value == "tomas"
        memory.ingest([said("h2", "08:30:00", "tomas", "Priya says the drill is in the shed.")])
        assert memory.ask("Who says the drill is in the shed?").value == "priya"


def test_the_one_just_named_is_the_thing_a_question_about_passed_on_words_asks_of(tmp_path):
    words = [said("s1", "09:00:00", "tomas", "The skylights upstairs need cleaning before winter."),
             said("s2", "09:01:00", "tomas", "Oh, and Priya says the one in the loft leaks in heavy rain.")]
    for memory in remembered(SEEN + words, tmp_path / "one.db"):
        answer = memory.ask("Who said the skylight in the loft leaks?")
        assert answer.value == "priya" and answer.evidence[0].id == "s2"


@pytest.mark.parametrize("question, relayer", [("Who told you the van was rattling?", True),
                                               ("who let you know the bins had moved?", True),
                                               ("Who reckoned the van was rattling?", False),
                                               ("Who told Tomas off for the mud?", False)])
def test_who_told_you_asks_for_the_relayer_and_other_forms_for_the_first_speaker(question, relayer):
    assert told_robot(question) is relayer


def test_a_relayed_claim_from_a_word_nobody_is_called_is_the_one_who_told_the_relayer(tmp_path):
    """"Oma" names nobody memory knows; priya told tomas where the drill was before he passed it on."""
    told = [said("t1", "08:00:00", "priya", "I left the drill in the shed, by the mower.", to="tomas"),
            said("t2", "08:20:00", "tomas", "Oma says the drill is in the shed.")]
    for memory in remembered(SEEN + told, tmp_path / "told.db"):
        answer = memory.ask("Who says the drill is in the shed?")
        assert answer.value == "priya" and "passed on by Tomas" in answer.answer
