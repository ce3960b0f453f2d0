"""Questions about undertakings read from their syntax: by when something was to be done, where
someone wanted a thing; the robot's own last sighting; the doer, not the owner, of a placement; a
spoken correction of a stated preference. Every sentence here was written for these tests (none
comes from the hand-written stories)."""
from __future__ import annotations

import pytest

from obsmem_ros.core.config import EngineConfig
from obsmem_ros.core.memory import Memory
from obsmem_ros.core.query.plan import Intent
from obsmem_ros.core.timefmt import parse_iso_ns
from obsmem_ros.core.query.undertaking_questions import (asks_due_time, asks_requested_deed, asks_time,
                                                         asks_wanted_place, parsed_form, robot_said)

from .factories import remembered


@pytest.mark.parametrize("question", [
    "When did Femi want the porch light switched off?",
    "By what time did you tell Ama the bike would be in the shed?",
    "What time did you promise Kojo the shirts would be ironed by?",
    "By when did Efua need her coat on the hook?",
    "When did you say you'd water the tomatoes?",
    "When is the chimney sweep supposed to turn up?",
    "and what time was Kojo meant to collect the cake",
    "When Ama planned to fly out?",
])
def test_a_time_asked_of_a_clause_still_ahead_is_a_due_time(question):
    assert asks_due_time(question)


@pytest.mark.parametrize("question", [
    "When did Femi switch the porch light off?",
    "When did you last see the bike?",
    "What time does Ama want her tea?",           # a standing want, no deadline: a preference
    "Who told you the bike was in the shed?",
    "When did Kojo say the shirts were ironed?",  # a report of something done, not ahead
    "When was Femi able to fix the gate?",        # an ability, not an arrangement
])
def test_an_event_time_or_a_preference_is_no_due_time(question):
    assert not asks_due_time(question)


@pytest.mark.parametrize("question, expected", [
    ("Where did Ama want the bike put away?", True),
    ("Where did Kojo ask you to hang the shirts?", True),
    ("Where did Kojo tell you the shirts were?", False),   # a claim, not a request
    ("Where did you tell Kojo to hang the shirts?", False),  # the robot's own words
    ("Where is the bike?", False),
    ("Where does Nkechi need the ladder put?", True),
    ("where's my swim bag, I need it for practice", False),   # the want is context, the place is asked
    ("Nkechi soon needs the ladder for the gutter. Where is it?", False),
])
def test_a_place_someone_wanted_or_asked_for(question, expected):
    assert asks_wanted_place(question) is expected


@pytest.mark.parametrize("question, expected", [
    ("What did Hugo want you to take up to the loft?", True),
    ("What has Grandma told you to water?", True),
    ("What did Hugo tell you about the loft?", False),
    ("What did Hugo take up to the loft?", False),
    ("What does Hugo want for his birthday?", False),
    ("What did Nneka need the twins to sweep?", True),     # someone else's deed: a request
    ("What does Nneka want to dress up as at the party?", False),   # her own deed: a wish, not a request
    ("What did Hugo want to cook for the picnic?", False),
])
def test_what_someone_asked_or_wanted_done(question, expected):
    assert asks_requested_deed(question) is expected


@pytest.mark.parametrize("question", [
    "What time the bake sale start?",
    "What time we leaving for the match?",
    "which day the skip getting collected",
])
def test_what_time_asks_a_time_however_the_parse_hangs_it(question):
    assert asks_time(question)


def test_the_robot_as_the_one_who_said_it():
    assert robot_said("What time did you tell Ama the bike would be ready?")
    assert not robot_said("What time did Ama tell you the bike would be ready?")


def _event(eid, when, kind, **fields):
    return {"id": eid, "time": f"2026-08-{when}Z", "kind": kind, "observers": ["robot"], **fields}


def _seen(eid, when, entity, name, place, owner="", room="hallway"):
    deltas = [{"entity": entity, "attribute": "location", "value": place, "value_type": "entity"},
              {"entity": entity, "attribute": "name", "value": name}]
    if owner:
        deltas.append({"entity": entity, "attribute": "owner", "value": owner})
    return _event(eid, when, "observation", actor="robot", verb="observe", objects=[entity], location=room,
                  deltas=deltas)


def _said(eid, when, actor, words, addressee="robot"):
    return _event(eid, when, "utterance", actor=actor, addressee=addressee, verb="say", utterance=words,
                  location="hallway")


@pytest.fixture(scope="module")
def memory(tmp_path_factory):
    yield from remembered([
        _seen("o1", "03T08:00:00", "bench_1", "bench", "hallway"),
        _seen("o2", "03T08:01:00", "shelf_1", "shoe shelf", "hallway"),
        _seen("o3", "03T08:02:00", "scarf_1", "wool scarf", "bench_1", owner="ama"),
        _said("u1", "03T08:10:00", "kojo", "Could you get the shoe shelf cleared by four this afternoon?"),
        _said("u2", "03T08:11:00", "robot", "Yes, I'll have the shoe shelf cleared by half past four.",
              addressee="kojo"),
        _said("u3", "03T08:20:00", "ama", "Please keep my wool scarf on the shoe shelf from now on."),
        _event("a1", "03T08:30:00", "action", actor="robot", verb="place", objects=["scarf_1", "shelf_1"],
               location="hallway", deltas=[{"entity": "scarf_1", "attribute": "location", "value": "shelf_1",
                                            "value_type": "entity"}]),
        _said("u4", "03T08:40:00", "kojo", "In the evenings I like the radio at eight. No, make that seven."),
        _said("u5", "03T08:45:00", "ama", "I picked up some plums on the way home, they're in the fruit bowl."),
    ], tmp_path_factory.mktemp("home") / "home.db", config=EngineConfig(parser="language"))


AT = "2026-08-03T09:00:00Z"


def _at(_memory):
    return parse_iso_ns(AT)


def test_the_time_the_robot_said_it_would_be_done_by(memory):
    answer = memory.ask("By what time did you tell Kojo the shoe shelf would be cleared?", at_ns=_at(memory))
    assert answer.intent is Intent.COMMITMENT
    assert answer.value == "2026-08-03T16:30:00+00:00"
    assert "u2" in {i for e in answer.evidence for i in (e.id, *e.event_ids)}


def test_the_place_someone_wanted_a_thing_kept(memory):
    answer = memory.ask("Where did Ama want her scarf kept?", at_ns=_at(memory))
    assert answer.intent is Intent.COMMITMENT and answer.value == "shelf_1"


def test_where_the_robot_put_an_owned_thing_counts_the_robot_not_the_owner(memory):
    answer = memory.ask("Where did you put Ama's scarf?", at_ns=_at(memory))
    assert answer.value == "shelf_1"
    assert "a1" in {i for e in answer.evidence for i in (e.id, *e.event_ids)}


def test_where_the_robot_last_saw_a_thing_is_its_current_belief(memory):
    answer = memory.ask("Where did you last see the wool scarf, and can I trust that?", at_ns=_at(memory))
    assert answer.intent is Intent.CURRENT_STATE and answer.value == "shelf_1"
    assert answer.belief.label.value in ("fresh", "stale", "uncertain", "contradicted")


def test_a_spoken_correction_gives_the_preferred_value_with_its_half_of_the_day(memory):
    answer = memory.ask("What time does Kojo like the radio on in the evenings?", at_ns=_at(memory))
    assert answer.value == "19:00"


@pytest.mark.parametrize("question, expected, said_in", [
    ("Have you seen Ama's scarf yourself?", "yes", "a1"),
    ("Have you actually seen the plums yourself?", "no", "u5"),
])
def test_whether_the_robot_saw_a_thing_itself_or_was_only_told(memory, question, expected, said_in):
    answer = memory.ask(question, at_ns=_at(memory))
    assert answer.value == expected
    assert said_in in {i for e in answer.evidence for i in (e.id, *e.event_ids)}


def test_what_was_promised_names_the_linked_things_as_memory_knows_them(tmp_path):
    with Memory(tmp_path / "p.db", config=EngineConfig(parser="language")) as m:
        m.ingest([
            _seen("o1", "04T08:00:00", "settee_1", "sofa", "lounge", room="lounge"),
            _seen("o2", "04T08:01:00", "throw_1", "blanket", "settee_1", room="lounge"),
            _said("u1", "04T09:00:00", "kojo", "I'll fold the blanket and leave it on the couch after lunch."),
        ])
        answer = m.ask("What did Kojo promise to do?", at_ns=parse_iso_ns("2026-08-04T10:00:00Z"))
        assert "on the sofa" in answer.value and "couch" not in answer.value


@pytest.mark.parametrize("question, form", [
    ("On Monday Tariq said he would do something after tea. What?", "promise"),
    ("What did Omar swear he would do?", "promise"),
    ("Mia made a pledge last week: to do what?", "promise"),
    ("Priya has a nudge booked about the ferns - what time is it?", "remind_time"),
    ("Are you still nagging Leo about the rabbit?", "active"),
    ("Should you go on nudging Tariq about the gutters?", "active"),
    ("Do you have to keep reminding Mia about her inhaler?", "active"),
    ("Any idea whether it got done, the parcel Omar wanted at the porch?", "done"),
    ("Was that ever finished, Leo's request about the shed?", "done"),
    ("Do you keep the spare key in the drawer?", ""),
    ("Who scrapped the barbecue on Sunday?", "who_changed"),
    ("Was the piano lesson called off?", "cancelled"),
    ("Has Tariq's nudge about the bins been stopped?", "cancelled"),
    ("Who called Omar last night?", ""),
    ("Was it broken when Mia found it?", ""),
    ("Who gave their word to mend the fence?", "who_owes"),
    ("Did you take the parcel to the porch?", "done"),
    ("Who's driving Omar to the airport?", "who_owes"),
    ("Who is collecting the twins on Friday?", "who_owes"),
    ("Who's wearing the red scarf?", ""),
    ("What is in the fridge?", ""),
    ("When did Sam say the car was washed?", ""),
])
def test_a_commitment_question_form_is_read_from_its_parse(question, form):
    assert parsed_form(question) == form


@pytest.mark.parametrize("question", [
    "Efua wanted a nudge about the roast. When were you meant to give it?",
    "Efua wanted reminding about the roast. What time did she say?",
])
def test_a_time_asked_after_a_lead_in_naming_a_reminder_is_the_reminder_time(tmp_path, question):
    """The asked clause, read alone with its pronoun written out ("when were you meant to give the
    roast?"), no longer names the reminder; the lead-in does (`language_question_parser`)."""
    events = [_seen("o1", "05T08:00:00", "counter_1", "counter", "kitchen", room="kitchen"),
              _seen("o2", "05T08:01:00", "roast_1", "roast", "counter_1", room="kitchen"),
              _said("u1", "05T08:10:00", "efua", "The roast goes in the oven at noon tomorrow."),
              _said("u2", "05T08:11:00", "efua", "And remind me at eleven tomorrow to take it out of the fridge.")]
    with Memory(str(tmp_path / "home.db"), config=EngineConfig(parser="language")) as m:
        m.ingest(events)
        answer = m.ask(question, at_ns=parse_iso_ns("2026-08-05T09:00:00Z"))
    assert answer.value == "2026-08-06T11:00:00+00:00"
