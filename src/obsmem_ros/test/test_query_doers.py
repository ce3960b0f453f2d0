"""Who is to do a plan: the doer of the deed the question names, as said last (a later word on the
same deed hands it over), never the robot of a prohibition; a deed asked of a thing the robot saw
is still a plan's. Every sentence here was written for these tests."""
from __future__ import annotations

from datetime import datetime

import pytest

from obsmem_ros.core.config import EngineConfig
from obsmem_ros.core.memory import Memory
from obsmem_ros.core.query.answerers.doers import asked_deed, asks_reminded
from obsmem_ros.core.query.plan import Intent

from .factories import remembered


def _ns(when: str) -> int:
    return int(datetime.fromisoformat(f"2026-03-{when}+00:00").timestamp()) * 10**9


def _event(eid, when, kind, **fields):
    return {"id": eid, "time": f"2026-03-{when}Z", "kind": kind, "observers": ["robot"], "location": "kitchen",
            **fields}


def said(eid, when, actor, words, to="robot"):
    return _event(eid, when, "utterance", actor=actor, addressee=to, verb="say", utterance=words)


def entered(eid, when, actor):
    return _event(eid, when, "action", actor=actor, verb="enter", text=f"{actor.capitalize()} came in.")


@pytest.fixture(scope="module")
def memory(tmp_path_factory):
    yield from remembered([
        *(entered(f"p{i}", f"02T07:0{i}:00", who) for i, who in enumerate(("ola", "femi", "bisi", "kofi"))),
        _event("w1", "02T07:30:00", "observation", actor="robot", verb="observe", objects=["stew_1"],
               deltas=[{"entity": "stew_1", "attribute": "location", "value": "kitchen", "value_type": "entity"},
                       {"entity": "stew_1", "attribute": "name", "value": "pepper stew"}]),
        _event("w2", "02T07:31:00", "observation", actor="robot", verb="observe", objects=["basket_1"],
               deltas=[{"entity": "basket_1", "attribute": "location", "value": "kitchen", "value_type": "entity"},
                       {"entity": "basket_1", "attribute": "name", "value": "laundry basket"}]),
        said("s1", "02T08:00:00", "ola", "Bisi's swimming gala is on Thursday at five. I'll take her, I suppose."),
        said("s2", "02T12:00:00", "femi", "Tell Ola I'll take Bisi to swimming, she has her exam to revise for."),
        said("s3", "02T13:00:00", "kofi", "I'm reheating the pepper stew tonight, don't let anyone eat it first."),
        said("s4", "02T15:00:00", "ola", "Could you bring the laundry basket up to the landing?"),
        said("s5", "02T16:00:00", "femi", "Can you bring the basket up to the landing before bed, please?"),
        said("s6", "02T18:00:00", "kofi", "I'll iron her school uniform on Sunday night, it's still in the dryer."),
        said("s7", "02T18:30:00", "ola", "Can you remind Femi at half six tomorrow to put the bins out?"),
    ], tmp_path_factory.mktemp("home") / "home.db", config=EngineConfig(parser="language"))


def test_a_later_word_on_the_same_deed_hands_it_over(memory):
    question = "Who's taking Bisi to the swimming gala?"
    before, after = (memory.ask(question, at_ns=_ns(when)) for when in ("02T09:00:00", "02T12:30:00"))
    assert (before.value, after.value) == ("ola", "femi")
    assert "s2" in {i for e in after.evidence for i in (e.id, *e.event_ids)}


def test_a_doer_who_names_the_person_by_a_pronoun_only_is_still_the_doer(memory):
    answer = memory.ask("Who's ironing Bisi's school uniform?", at_ns=_ns("02T19:00:00"))
    assert answer.value == "kofi"
    assert "s6" in {i for e in answer.evidence for i in (e.id, *e.event_ids)}


def test_who_asked_for_a_deed_is_who_asked_for_it_last(memory):
    answer = memory.ask("Who asked you to bring the laundry basket to the landing?", at_ns=_ns("02T17:00:00"))
    assert answer.value == "femi"
    assert "s5" in {i for e in answer.evidence for i in (e.id, *e.event_ids)}


def test_who_you_are_to_remind_is_the_reminded_not_who_asked(memory):
    answer = memory.ask("Who are you supposed to remind at half six?", at_ns=_ns("02T19:00:00"))
    assert answer.value == "femi"
    assert "s7" in {i for e in answer.evidence for i in (e.id, *e.event_ids)}


def test_a_deed_asked_of_a_thing_the_robot_saw_is_the_plans_and_not_the_prohibitions(memory):
    answer = memory.ask("Who's reheating the stew?", at_ns=_ns("02T14:00:00"))
    assert answer.intent is Intent.COMMITMENT and answer.value == "kofi"


def test_who_holds_a_thing_the_robot_saw_stays_a_state_question(memory):
    assert memory.ask("Who's holding the stew?", at_ns=_ns("02T14:00:00")).intent is not Intent.COMMITMENT


@pytest.mark.parametrize("question, key", [("Who's frying the plantain?", "fry"), ("Who will fix the gate?", "fix"),
                                           ("Who is grabbing Tom after school?", "pick"), ("Where is the plantain?", "")])
def test_the_deed_asked_is_the_verb_of_who_as_the_lexicon_keys_it(question, key):
    assert asked_deed(question).key == key


@pytest.mark.parametrize("question, reminded", [("Who should you nudge about the dentist?", True),
                                                ("Who asked you to remind Ola about the dentist?", False)])
def test_who_is_reminded_when_who_is_the_object_of_reminding(question, reminded):
    assert asks_reminded(question) is reminded


def test_the_one_who_said_he_would_is_the_doer_even_when_his_name_reads_as_a_noun(tmp_path):
    with Memory(tmp_path / "home.db", config=EngineConfig(parser="language")) as m:
        m.ingest([said("v1", "04T16:00:00", "ola", "I've booked Pepper in at the vet tomorrow at four. "
                                                   "Sage said he'll take her, he finishes at two.")])
        answer = m.ask("Who's taking Pepper to the vet?", at_ns=_ns("04T17:00:00"))
    assert answer.value == "sage"
