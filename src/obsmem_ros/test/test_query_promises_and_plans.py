"""Plans, promises and reminders in plain speech and the questions about them: "who said they'd
..." and "who's ...ing ..." reach the commitments (a promise of the asked deed answers, whatever it
calls the thing), a "make it ..." after a timed request retimes it, a request of the robot answers
"when did X want you to ...", and meaning breaks a tie of words between clauses. Every sentence
here was written for these tests (none comes from the hand-written stories)."""
from __future__ import annotations

from datetime import datetime

import pytest

from obsmem_ros.core.config import EngineConfig
from obsmem_ros.core.language import UtteranceReader
from obsmem_ros.core.language.closeness import closeness, far_in_meaning
from obsmem_ros.core.memory import Memory
from obsmem_ros.core.query.answerers.doers import asked_deed
from obsmem_ros.core.query.plan import Intent
from obsmem_ros.core.query.undertaking_questions import asked_of_robot, asks_arrangement_time, parsed_form
from obsmem_ros.core.records import CommitmentKind
from obsmem_ros.core.timefmt import format_iso

from .factories import heard


def _ns(when: str) -> int:
    return int(datetime.fromisoformat(f"2026-05-{when}+00:00").timestamp()) * 10**9


def said(eid, when, actor, words, to="robot"):
    return heard(eid, f"2026-05-{when}Z", actor, words, addressee=to, observers=["robot"], location="kitchen")


@pytest.mark.parametrize("question, form", [
    ("Who said they'd mow the lawn on Sunday?", "who_owes"),
    ("Who told you she would collect the curtains?", "who_owes"),
    ("Who said they'd left the umbrella in the car?", ""),       # had left: a report, not a promise
    ("Who's baking bread on Friday morning?", "who_owes"),
    ("Who's driving Ama to swim?", "who_owes"),                  # "to swim" read as a purpose clause
    ("Who's holding the baby?", ""),                             # who has it now
])
def test_who_said_they_would_and_who_is_doing_a_deed_ask_the_doer(question, form):
    assert parsed_form(question) == form


@pytest.mark.parametrize("question, key", [("Who said they'd mow the lawn?", "mow"),
                                           ("Who said they'd left the umbrella in the car?", "say")])
def test_the_deed_of_who_said_they_would_is_the_deed_said_ahead(question, key):
    assert asked_deed(question).key == key


@pytest.mark.parametrize("question, expected", [("When did Kwame want you to feed the fish?", True),
                                                ("What time did Esi ask you to ring her?", True),
                                                ("When did you say you'd feed the fish?", False),
                                                ("When is Kwame feeding the fish?", False)])
def test_a_question_about_what_someone_wanted_of_the_robot(question, expected):
    assert asked_of_robot(question) is expected


def test_closeness_is_higher_for_the_clause_that_means_what_is_asked():
    question = "What time is the piano lesson?"
    assert closeness(question, "the piano teacher moved the lesson to four") > closeness(question, "she finishes at two")
    assert closeness(question, "") == 0.0


def test_only_a_clause_clearly_farther_in_meaning_than_the_closest_is_far():
    question = "When is Grandad arriving?"
    assert far_in_meaning(question, ["Grandad will be here at ten on Monday", "Grandad's due at nine on Tuesday",
                                     "she finishes work at two"]) == [False, False, True]


@pytest.fixture()
def reader():
    return UtteranceReader(robot_id="robot", meal_clock={"dinner": "18:30"})


def _reminders(reader, words):
    reading = reader.read(words, speaker="esi", addressee="robot", now_ns=_ns("06T09:00:00"), event_id="u1",
                          people=("esi", "kwame"))
    return [u for u in reading.undertakings]


def test_make_it_after_a_timed_request_retimes_it_with_or_without_a_correction_word(reader):
    for words in ("Can you remind me at half four to call the garage? Make it quarter to five.",
                  "Can you remind me at half four to call the garage? Nah wait, they shut early. Make it quarter to five."):
        (reminder,) = _reminders(reader, words)
        assert (reminder.kind, format_iso(reminder.due_ns)) == (CommitmentKind.REMINDER, "2026-05-06T16:45:00+00:00")


def test_make_it_without_a_time_or_to_a_place_is_no_correction(reader):
    first, *rest = _reminders(reader, "Can you remind me at half four to call the garage? Make it a short call.")
    assert format_iso(first.due_ns) == "2026-05-06T16:30:00+00:00"


@pytest.fixture(scope="module")
def memory(tmp_path_factory):
    with Memory(tmp_path_factory.mktemp("home") / "home.db", config=EngineConfig(parser="language")) as m:
        m.ingest([
            said("a1", "06T08:00:00", "esi", "The thunder's due tonight. Can you keep Mango inside after dinner?"),
            said("a2", "06T08:05:00", "kwame", "I'll shut the cat in the laundry when it starts, no problem."),
            said("a3", "06T09:00:00", "esi", "The dentist rang, they moved Ama to twenty past three."),
            said("a4", "06T09:01:00", "esi", "Kwame's taking me and Ama in his van. He comes at three, he said."),
        ])
        yield m


def test_who_said_they_would_is_the_one_who_promised_the_deed_whatever_they_called_the_thing(memory):
    answer = memory.ask("Who said they'd shut Mango in tonight?", at_ns=_ns("06T10:00:00"))
    assert (answer.intent, answer.value) == (Intent.COMMITMENT, "kwame")


def test_the_clause_whose_own_words_name_the_appointment_answers_its_time(memory):
    """"He comes at three" took the dentist from the talk before it; "they moved Ama to ..." says it."""
    answer = memory.ask("What time is Ama's dentist appointment?", at_ns=_ns("06T09:30:00"))
    assert answer.value == "2026-05-06T15:20:00+00:00"


def test_the_speakers_own_word_in_reported_speech_is_their_promise_to_the_one_told(reader):
    (promise,) = _reminders(reader, "I told Kwame I'd mend his kite on Saturday.")
    assert (promise.kind, promise.owner, promise.beneficiary, promise.action) == (
        CommitmentKind.PROMISE, "esi", "kwame", "mend his kite")
    assert not _reminders(reader, "I told Kwame I'd already mended his kite.")  # had mended: a report


def test_a_reminder_for_one_occasion_is_read_from_its_own_sentence(tmp_path):
    with Memory(tmp_path / "home.db", config=EngineConfig(parser="language")) as m:
        m.ingest([said("r1", "06T17:00:00", "kwame", "Can you remind me at nine tomorrow to post the letter? "
                                                     "I always leave it on the side.")])
        answer = m.ask("When does Kwame want reminding to post the letter?", at_ns=_ns("06T18:00:00"))
    assert answer.value == "2026-05-07T09:00:00+00:00"  # an occasion, not a standing clock time


def test_being_at_a_place_by_a_time_asks_the_clause_of_being_there(tmp_path):
    with Memory(tmp_path / "home.db", config=EngineConfig(parser="language")) as m:
        m.ingest([said("b1", "06T17:00:00", "ama", "The choir's singing at the town hall on Friday at seven. "
                                                   "Miss Boateng says we have to be there by half six.")])
        answer = m.ask("What time does Ama have to be at the town hall on Friday?", at_ns=_ns("06T18:00:00"))
    assert answer.value == "2026-05-08T18:30:00+00:00"


@pytest.mark.parametrize("question, expected", [("What time's the school fair?", True),
                                                ("When's the recycling collection?", True),
                                                ("What time is it?", False),
                                                ("When is Kofi picking up the cake?", False)])
def test_the_time_of_a_named_thing_with_no_verb_asks_an_arrangement(question, expected):
    assert asks_arrangement_time(question) is expected


def test_an_arrangement_said_in_other_words_answers_by_meaning(tmp_path):
    with Memory(tmp_path / "home.db", config=EngineConfig(parser="language")) as m:
        m.ingest([said("m1", "06T17:00:00", "esi", "Tomorrow we eat at six, everyone's coming.")])
        answer = m.ask("What time is Eid dinner?", at_ns=_ns("06T18:00:00"))
    assert answer.value == "2026-05-07T18:00:00+00:00"


def test_the_state_to_make_sure_of_keeps_its_thing(reader):
    (request,) = _reminders(reader, "Make sure the heater's off by ten, yeah?")
    assert (request.kind, request.action) == (CommitmentKind.REQUEST, "the heater is off")


def test_a_window_the_parser_read_as_a_quantity_is_due_at_its_start(reader):
    (visit,) = _reminders(reader, "The electrician's coming on Friday, sometime between nine and eleven.")
    assert format_iso(visit.due_ns) == "2026-05-08T09:00:00+00:00"
    (party,) = _reminders(reader, "About nine people are coming on Friday.")
    assert format_iso(party.due_ns) != "2026-05-08T09:00:00+00:00"  # a count, not a clock time
