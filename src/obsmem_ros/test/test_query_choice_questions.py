"""Alternative questions that name the people the answer is one of ("Who's doing the Tesco run,
Priya or Sam?"): read as the question without them, the people kept as a constraint on the answer,
and memory's own answer said when it is neither. Every sentence here was written for these tests."""
from __future__ import annotations

import pytest

from obsmem_ros.core.config import EngineConfig
from obsmem_ros.core.query.answerers.chosen import chosen
from obsmem_ros.core.query.choice_questions import Choice, offered_people
from obsmem_ros.core.query.plan import Intent

from .factories import heard, remembered

_PEOPLE = frozenset({"priya", "sam", "tom", "nia", "mum", "dad", "gran"})


def _person(word: str) -> bool:
    return word.lower() in _PEOPLE


@pytest.mark.parametrize("question, choice", [
    ("Who's doing the Tesco run, Priya or Sam?", Choice("Who's doing the Tesco run?", ("priya", "sam"))),
    ("So who's walking the dog tonight: Tom or Nia?", Choice("So who's walking the dog tonight?", ("tom", "nia"))),
    ("Mum or Dad, who's collecting Nia from swimming?",
     Choice("who's collecting Nia from swimming?", ("mum", "dad"))),
    ("Is it Mum or Dad driving Gran to the clinic?", Choice("Who is driving Gran to the clinic?", ("mum", "dad"))),
    ("Was it Tom or Nia that fed the cat?", Choice("Who fed the cat?", ("tom", "nia"))),
    ("Is Tom or Sam mowing the lawn on Sunday?", Choice("Who is mowing the lawn on Sunday?", ("tom", "sam"))),
    ("Who's ringing the plumber, Sam or someone else?", Choice("Who's ringing the plumber?", ("sam",), open=True)),
    ("Nia's birthday is Friday. Who's baking the cake, Tom or Gran?",
     Choice("Nia's birthday is Friday. Who's baking the cake?", ("tom", "gran"))),
    ("Who's cooking on Sunday? Tom or Gran?", Choice("Who's cooking on Sunday?", ("tom", "gran"))),
    ("Who's meeting the plumber, is it Mum or Sam?", Choice("Who's meeting the plumber?", ("mum", "sam"))),
    ("Who's taking the car in, Mum or Dad or Tom?", Choice("Who's taking the car in?", ("mum", "dad", "tom"))),
])
def test_the_people_an_or_offers_are_kept_apart_from_what_is_asked(question, choice):
    assert offered_people(question, _person) == choice


@pytest.mark.parametrize("question", [
    "Which jumper does Sam wear, the green or the grey?",   # things offered: `alternatives` reads them
    "Is the porch light on or off?",
    "Does Tom take sugar or not?",
    "Is Sam still fetching the paint, or has someone else gone?",  # two clauses joined
    "Is the kettle or the toaster in the cupboard?",  # a yes/no question of things is no "who"
])
def test_no_choice_of_people_where_none_is_offered(question):
    assert offered_people(question, _person) is None


def _said(eid: str, when: str, actor: str, words: str) -> dict:
    """`actor` telling the robot `words` in the kitchen on 2026-09-`when`, the robot alone hearing."""
    return heard(eid, f"2026-09-{when}Z", actor, words, observers=["robot"], location="kitchen")


@pytest.fixture(scope="module")
def memory(tmp_path_factory):
    yield from remembered([
        _said("c1", "02T08:00:00", "priya", "Right, Sam, can you call me when you're done?"),
        _said("c2", "02T08:05:00", "sam", "Okay Priya. Tom, come down for breakfast."),
        _said("c3", "02T08:10:00", "priya", "I'm going to Tesco after work, we need milk and bread."),
        _said("c4", "02T08:20:00", "tom", "I'll fix the garden gate on Saturday morning."),
        _said("c5", "02T09:00:00", "sam", "I'll clear the gutters on Sunday."),
        _said("c6", "02T09:30:00", "nia", "Sam's got a match on Sunday, I'll clear the gutters myself."),
        _said("c7", "02T10:00:00", "tom", "I'll collect Nia from swimming at six."),
        _said("c8", "02T10:10:00", "sam", "I'm heading to the tip with the old mattress on Saturday."),
    ], tmp_path_factory.mktemp("choices") / "home.db", config=EngineConfig(parser="language"))


@pytest.mark.parametrize("question", ["Who's doing the Tesco run, Priya or Sam?", "Who's doing the Tesco run?",
                                      "Is it Sam or Priya doing the Tesco run?"])
def test_a_nominalised_errand_is_the_undertaking_that_goes_where_it_names(memory, question):
    answer = memory.ask(question, at_ns=_ns("02T12:00:00"))
    assert answer.intent is Intent.COMMITMENT and answer.value == "priya"
    assert "c3" in {i for e in answer.evidence for i in (e.id, *e.event_ids)}


@pytest.mark.parametrize("question, person, said_in", [("Who's doing the swimming pick-up?", "tom", "c7"),
                                                        ("Who's doing the tip run, Sam or Tom?", "sam", "c8")])
def test_an_errand_named_by_its_place_or_deed_is_the_undertaking_that_does_it(memory, question, person, said_in):
    answer = memory.ask(question, at_ns=_ns("02T12:00:00"))
    assert answer.value == person
    assert said_in in {i for e in answer.evidence for i in (e.id, *e.event_ids)}


def test_the_offered_people_are_no_part_of_what_is_asked(memory):
    plan = memory.ask("Who's doing the Tesco run, Priya or Sam?", at_ns=_ns("02T12:00:00")).plan
    assert plan.choices == ("priya", "sam") and "sam" not in plan.persons


def test_memory_says_who_when_it_is_neither_of_them(memory):
    answer = memory.ask("Who's fixing the garden gate, Priya or Sam?", at_ns=_ns("02T12:00:00"))
    assert answer.value == "tom" and answer.answer.startswith("Neither")


def test_a_deed_handed_on_to_someone_else_is_not_given_back_to_the_one_offered(memory):
    answer = memory.ask("Who's clearing the gutters, Sam or Tom?", at_ns=_ns("02T12:00:00"))
    assert answer.value == "nia" and answer.answer.startswith("Neither")


def test_the_first_undertaking_named_whose_doer_is_offered_answers():
    doers = {"help with the hedge": "nia", "cut the hedge": "tom", "sweep the path": "sam"}
    assert chosen(_unrevised("help with the hedge"), ["help with the hedge", "cut the hedge"], ("tom", "sam"),
                  _unrevised, doers.get) == ("cut the hedge", ["cut the hedge"])
    assert chosen(_unrevised("cut the hedge"), ["sweep the path"], ("tom",), _unrevised, doers.get)[0] == "cut the hedge"
    assert chosen(_unrevised("help with the hedge"), ["help with the hedge"], ("tom",), _unrevised, doers.get)[0] \
        == "help with the hedge"  # memory says neither: its own answer stands


def _unrevised(deed: str):
    """A deed as it stands when no later word is on it."""
    return deed, [deed]


def _ns(when: str) -> int:
    from datetime import datetime

    return int(datetime.fromisoformat(f"2026-09-{when}+00:00").timestamp()) * 10**9
