"""What people do and want, answered from what memory saw and heard: the observed routine owns a
"what time" question about an activity seen on several days (a reminder about it does not), a
setting's value said in memory's own words answers "how strong" / "what browning", a wish for
one day ("tomorrow morning") is no standing preference, and a wish under a condition ("if Tomasz is in") is that person's.
Every sentence here was written for these tests."""
from __future__ import annotations

import pytest

from obsmem_ros.core.memory import Memory
from obsmem_ros.core.query import Intent
from obsmem_ros.core.query.retrieval.people_routing import asks_conditional_wish, names_undertaking
from obsmem_ros.core.query.retrieval.routing import _asks_when

from .factories import DAY, T0, H, DayLog

M = 60 * 10**9
_LOG = DayLog()


def ev(time_ns: int, actor: str, verb: str, objects=(), deltas=(), *, activity="", **fields) -> dict:
    return _LOG.event(time_ns, actor, verb, objects=objects, deltas=deltas, location="lounge",
                      extras={"activity": activity} if activity else {}, **fields)


def said(time_ns: int, actor: str, words: str) -> dict:
    return ev(time_ns, actor, "say", kind="utterance", words=words)


def sight(time_ns: int, entity: str, name: str, **settings: str) -> dict:
    deltas = [(entity, "name", name), (entity, "category", name.replace(" ", "_")), (entity, "location", "kitchen")]
    return ev(time_ns, "robot", "observe", [entity], deltas + [(entity, f"setting:{k}", v) for k, v in settings.items()])


# Priya practises the piano at about 17:10 on six days; on day 5 she starts at 19:40.
_STARTS = {0: 17 * H + 5 * M, 1: 17 * H + 10 * M, 2: 17 * H + 15 * M, 3: 17 * H + 10 * M, 4: 19 * H + 40 * M,
           5: 17 * H + 10 * M}


def _month() -> list:
    events = [sight(T0 + H, "piano_1", "piano"), sight(T0 + H + M, "toaster_1", "toaster", browning="light"),
              sight(T0 + H + 2 * M, "thermostat_1", "thermostat", temperature="23")]
    for day, start in _STARTS.items():
        events += [ev(T0 + day * DAY + start, "priya", "open", ["piano_1"], [("piano_1", "state", "open")],
                      activity="practise_piano"),
                   ev(T0 + day * DAY + start + 40 * M, "priya", "close", ["piano_1"], [("piano_1", "state", "closed")],
                      activity="practise_piano")]
    events += [
        said(T0 + 2 * DAY + 9 * H, "priya", "Could you remind Priya to practise the piano at six on weekdays?"),
        ev(T0 + 3 * DAY + 8 * H, "robot", "observe", ["toaster_1"], [("toaster_1", "setting:browning", "dark")]),
        said(T0 + 3 * DAY + 10 * H, "malik", "Dark for my toast, every time, thanks."),
        said(T0 + 4 * DAY + 10 * H, "malik", "Do mine toast on Sundays, I like that best."),
        said(T0 + 4 * DAY + 11 * H, "malik", "I'd like the blinds up by seven tomorrow morning."),
        said(T0 + 4 * DAY + 12 * H, "tomasz", "The thermostat on 19 suits me fine."),
    ]
    return sorted(events, key=lambda e: e["time"])


@pytest.fixture(scope="module")
def memory(tmp_path_factory):
    with Memory(tmp_path_factory.mktemp("home") / "home.db") as mem:
        mem.ingest(_month())
        mem.consolidate()
        yield mem


AT = T0 + 6 * DAY


@pytest.mark.parametrize("question", [
    "If I wanted to hear Priya practising the piano, what time should I drop by?",
    "What time of day does Priya practise the piano, generally speaking?",
])
def test_an_activity_seen_on_many_days_is_answered_by_its_usual_time_not_the_reminder(memory, question):
    answer = memory.ask(question, at_ns=AT)
    assert answer.intent is Intent.ROUTINE, answer.plan
    assert answer.value == "17:10", answer.answer


def test_the_late_day_asked_for_is_the_run_that_strayed_from_the_usual(memory):
    answer = memory.ask("Which day was Priya really late to practise the piano?", at_ns=AT)
    assert answer.intent is Intent.ROUTINE
    assert answer.value == "day 5", answer.answer


@pytest.mark.parametrize("question, undertaking", [
    ("When did Priya ask you to nudge her about the piano?", True),
    ("What time is the reminder for Priya's piano?", True),
    ("What time of day does Priya practise the piano, generally speaking?", False),
    ("If I wanted to hear Priya practising, what time should I drop by?", False),
])
def test_a_question_naming_a_reminder_or_request_names_an_undertaking(question, undertaking):
    assert names_undertaking(question) is undertaking


@pytest.mark.parametrize("question", ["How dark does Malik like his toast?", "What browning does Malik want?"])
def test_a_settings_value_said_in_memorys_words_answers_and_a_possessive_never_does(memory, question):
    answer = memory.ask(question, at_ns=AT)
    assert answer.intent is Intent.PREFERENCE
    assert answer.value == "dark", answer.answer


def test_a_wish_for_one_day_is_no_standing_preference(memory):
    answer = memory.ask("What does Malik fancy in the morning, drink-wise?", at_ns=AT)
    assert answer.value != "blinds" and "blinds" not in answer.answer


@pytest.mark.parametrize("question, wish", [
    ("If Tomasz is in, what should the thermostat be set to?", True),
    ("When Tomasz gets back, what should the thermostat be on?", True),
    ("What is the thermostat set to now that Tomasz is in?", False),
    ("If the heating is on, what should Tomasz wear?", False),
])
def test_a_wish_is_conditional_on_a_person_named_in_an_if_clause(question, wish):
    assert asks_conditional_wish(question, ["tomasz"]) is wish


def test_a_conditional_wish_answers_with_the_persons_preference_not_the_current_setting(memory):
    answer = memory.ask("If Tomasz is in, what should the thermostat be set to?", at_ns=AT)
    assert answer.intent is Intent.PREFERENCE
    assert answer.value == "19", answer.answer


@pytest.mark.parametrize("question, asks", [
    ("When does Oksana want the stew in the oven by?", True),
    ("What time is Oksana's bus?", True),
    ("When Oksana goes swimming, which towel does she take?", False),  # a condition, then the question
    ("When Oksana bakes, what tin does she use?", False),
])
def test_a_when_that_opens_a_condition_asks_no_time(question, asks):
    assert _asks_when(question) is asks
