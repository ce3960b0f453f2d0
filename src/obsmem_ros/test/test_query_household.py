"""Household questions over a small hand-written month: commitments by question form, routine
times, preferences (said and shown), look-alike objects, values before a named change, claims
judged by the robot's next look, and the one-hop "object Bob last picked up"."""
from __future__ import annotations

import pytest

from obsmem_ros.core.memory import Memory
from obsmem_ros.core.query import Intent, QueryConfig, QueryEngine, RuleQuestionParser

from .factories import DAY, T0, H, DayLog

_LOG = DayLog()


def ev(time_ns: int, actor: str, verb: str, objects=(), deltas=(), *, to="", activity="", seen=True,
       **fields) -> dict:
    return _LOG.event(time_ns, actor, verb, objects=objects, deltas=deltas, to=to,
                      observers=[actor] + (["robot"] if seen else []),
                      extras={"activity": activity} if activity else {}, **fields)


def first_sight(time_ns: int, entity: str, name: str, colour: str, place: str, owner: str = "") -> dict:
    deltas = [(entity, "name", name), (entity, "category", name), (entity, "color", colour), (entity, "location", place)]
    return ev(time_ns, "robot", "observe", [entity], deltas + ([(entity, "owner", owner)] if owner else []))


def said(time_ns: int, actor: str, words: str, claims=()) -> dict:
    return ev(time_ns, actor, "say", kind="utterance", words=words, to="robot", claims=claims)


def build_month() -> list:
    events = [first_sight(T0 + 1 * H, "mug_blue_1", "mug", "blue", "cupboard_1"),
              first_sight(T0 + 1 * H + 10**9, "mug_green_1", "mug", "green", "cupboard_1"),
              first_sight(T0 + 1 * H + 2 * 10**9, "keys_1", "keys", "silver", "key_hook_1", owner="bob"),
              first_sight(T0 + 1 * H + 3 * 10**9, "tv_1", "tv", "black", "living_room"),
              ev(T0 + 2 * H, "robot", "observe", ["tv_1"], [("tv_1", "setting:channel", "films")])]
    for day in range(8):  # Alice makes tea at 07:00 (day 6: 09:30) and picks the green mug for it
        start = T0 + day * DAY + 7 * H + (150 * 60 * 10**9 if day == 5 else day * 60 * 10**9)
        events += [ev(start, "alice", "pick", ["mug_green_1"], [("mug_green_1", "location", "alice")], activity="make_tea"),
                   ev(start + 60 * 10**9, "alice", "toggle", ["kettle_1"], [("kettle_1", "state", "on")], activity="make_tea"),
                   ev(start + 120 * 10**9, "alice", "place", ["mug_green_1", "counter_1"],
                      [("mug_green_1", "location", "counter_1")], activity="make_tea")]
    events += [
        ev(T0 + 8 * DAY + 9 * H, "robot", "observe", ["mug_green_1"], [("mug_green_1", "location", "counter_1")]),
        ev(T0 + 8 * DAY + 10 * H, "bob", "pick", ["mug_green_1"], [("mug_green_1", "location", "bob")]),
        ev(T0 + 8 * DAY + 10 * H + 10**10, "bob", "place", ["mug_green_1", "dishwasher_1"],
           [("mug_green_1", "location", "dishwasher_1")]),
        ev(T0 + 8 * DAY + 11 * H, "alice", "set", ["tv_1"], [("tv_1", "setting:channel", "news")]),
        said(T0 + 8 * DAY + 12 * H, "bob", "I like the thermostat at 19 degrees.", [("bob", "preference:thermostat", "19")]),
        said(T0 + 8 * DAY + 13 * H, "carol", "Bob's keys are on the sofa.", [("keys_1", "location", "sofa_1")]),
        ev(T0 + 8 * DAY + 14 * H, "robot", "observe", ["keys_1"], [("keys_1", "location", "sofa_1")]),
        said(T0 + 9 * DAY + 8 * H, "alice", "Please remind me to take my medicine at 21:30 every day."),
        said(T0 + 9 * DAY + 9 * H, "alice", "Let's have movie night on Saturday at 20:00."),
        said(T0 + 9 * DAY + 10 * H, "dan", "I will put the towels back in the laundry basket after dinner."),
        said(T0 + 9 * DAY + 11 * H, "carol", "Please bring the remote to the sofa at 13:45."),
        ev(T0 + 9 * DAY + 13 * H + 45 * 60 * 10**9, "robot", "place", ["remote_1", "sofa_1"],
           [("remote_1", "location", "sofa_1")]),
        ev(T0 + 9 * DAY + 13 * H + 46 * 60 * 10**9, "robot", "say", kind="utterance", to="carol",
           words="Carol, I brought the remote to the sofa."),
        said(T0 + 10 * DAY + 9 * H, "alice", "Movie night is moved to Sunday at 20:00."),
        said(T0 + 11 * DAY + 9 * H, "alice", "You can stop reminding me about my medicine now."),
        ev(T0 + 10 * DAY + 7 * H, "dan", "set", ["coffee_machine_1"], [("coffee_machine_1", "setting:strength", "mild")]),
        ev(T0 + 11 * DAY + 7 * H, "dan", "set", ["coffee_machine_1"], [("coffee_machine_1", "setting:strength", "mild")]),
        ev(T0 + 10 * DAY + 8 * H, "alice", "toggle", ["kettle_1"], [("kettle_1", "state", "off")]),
        said(T0 + 10 * DAY + 18 * H, "irene", "Please bring my book to the side table after dinner."),
        ev(T0 + 10 * DAY + 20 * H, "robot", "say", kind="utterance", to="irene",
           words="Irene, I brought Irene's book to the side table."),
        ev(T0 + 10 * DAY + 21 * H, "bob", "place", ["keys_1", "key_hook_1"], [("keys_1", "location", "key_hook_1")]),
        ev(T0 + 10 * DAY + 22 * H, "carol", "place", ["keys_1", "sofa_1"], [("keys_1", "location", "sofa_1")]),
    ]
    return sorted(events, key=lambda e: e["time"])


@pytest.fixture(scope="module")
def engine():
    with Memory(":memory:") as memory:
        memory.ingest(build_month())
        yield QueryEngine(memory)


def ask(engine, question: str, day: float = 12):
    return engine.answer(question, at_ns=T0 + int(day * DAY))


def evidence_events(answer) -> set:
    return {i for e in answer.evidence for i in (e.event_ids or (e.id,))}


@pytest.mark.parametrize("question,intent", [
    ("At what time does Alice usually make tea?", Intent.ROUTINE),
    ("What time does Bob normally watch TV?", Intent.ROUTINE),
    ("Which day was Bob unusually late to make coffee?", Intent.ROUTINE),
    ("According to Bob, where are the keys?", Intent.SOURCE),
    ("Where did Dan say the red mug is?", Intent.SOURCE),
    ("Was Carol right that the keys are on the sofa?", Intent.SOURCE),
    ("When is the electrician coming?", Intent.COMMITMENT),
    ("When will the plumber arrive?", Intent.COMMITMENT),
    ("What time does Carol tend to water the plants?", Intent.ROUTINE),
    ("Is the stove still on?", Intent.CURRENT_STATE),
    ("At what time is movie night?", Intent.COMMITMENT),
    ("Who wanted the robot to bring the remote to the sofa?", Intent.COMMITMENT),
    ("What did Dan say they would do after dinner on day 6?", Intent.COMMITMENT),
    ("On day 2, Alice asked the robot to bring the keys to the desk. Was it done?", Intent.COMMITMENT),
    ("Before the channel of the TV was changed to news, what was it?", Intent.PAST_STATE),
    ("Where did the red mug use to be before it ended up in the dishwasher?", Intent.PAST_STATE),
])
def test_planner_reads_household_paraphrases(engine, question, intent):
    assert engine.plan(question).intent is intent


def test_planner_keeps_gerund_nouns_and_the_changed_value():
    plan = RuleQuestionParser().plan("What was the program of the washing machine set to before it was changed to quick?")
    assert (plan.targets, plan.attribute, plan.changed_to) == (("washing machine",), "setting:program", "quick")
    thermostat = RuleQuestionParser().plan("Is the thermostat on?")
    assert (thermostat.attribute, thermostat.expected) == ("state", "on")
    assert RuleQuestionParser().plan("Is the fridge open right now?").expected == "open"


def test_colour_modifier_picks_the_right_look_alike(engine):
    answer = ask(engine, "Where is the green mug now?")
    assert answer.value == "dishwasher_1"


def test_unseen_colour_or_owner_is_not_known(engine):
    assert ask(engine, "Where is the red mug?").known is False
    assert ask(engine, "Where are Alice's keys?").known is False
    assert ask(engine, "Where are Bob's keys?").value == "sofa_1"


def test_value_before_a_named_change_cites_the_change_and_the_look_before(engine):
    answer = ask(engine, "Where was the green mug before it was moved into the dishwasher?")
    assert answer.value == "counter_1"
    setting = ask(engine, "Before the channel of the TV was changed to news, what was it?")
    assert setting.value == "films"
    assert len(evidence_events(setting)) >= 2


def test_current_state_evidence_has_the_setter_and_the_latest_look(engine):
    answer = ask(engine, "Where is the green mug?", 8 + 9.5 / 24)
    assert answer.value == "counter_1"
    events = [engine.reader.event(e.id) for e in answer.evidence[:2]]
    assert [(e.actor, e.verb) for e in events] == [("robot", "observe"), ("alice", "place")]


def test_claims_are_read_by_speaker_and_judged_by_the_next_look(engine):
    according = ask(engine, "According to Carol, where are Bob's keys?")
    assert according.value == "sofa_1"
    right = ask(engine, "Was Carol right that Bob's keys are on the sofa?")
    assert right.value == "yes" and len(right.evidence) >= 2


def test_object_last_picked_up_is_followed_to_where_it_is(engine):
    answer = ask(engine, "Where is the object that Bob last picked up?")
    assert answer.value == "dishwasher_1"
    assert any(engine.reader.event(e.id).verb == "pick" for e in answer.evidence if e.view.value == "event")


def test_routine_time_is_the_median_of_recent_ordinary_days(engine):
    usual = ask(engine, "At what time does Alice usually make tea?")
    assert usual.value == "07:05"
    late = ask(engine, "On which day did Alice make tea much later than usual?")
    assert late.value == "day 6"


def test_preferences_said_win_and_repeated_choices_show_them(engine):
    assert ask(engine, "What temperature does Bob like the thermostat set to?").value == "19"
    assert ask(engine, "Which mug does Alice prefer?").value == "mug_green_1"
    assert ask(engine, "What does Alice prefer to drink in the morning?").value == "tea"


def test_reminder_time_and_whether_it_is_still_active(engine):
    assert ask(engine, "At what time should the robot remind Alice to take the medicine?", 10).value == "21:30"
    assert ask(engine, "Is the reminder for Alice to take the medicine still active?", 10).value == "yes"
    assert ask(engine, "Does the robot still have to remind Alice to take the medicine?", 12).value == "no"


def test_rescheduled_appointment_answers_the_new_time_with_both_utterances(engine):
    answer = ask(engine, "When is movie night?", 10.9)
    assert answer.value == "2026-03-15T20:00:00+00:00"
    assert len(evidence_events(answer)) >= 2


def test_promise_requester_and_fulfilment(engine):
    assert ask(engine, "What did Dan promise to do after dinner on day 10?").value == \
        "put the towels back in the laundry basket"
    assert ask(engine, "Who asked the robot to bring the remote to the sofa?").value == "carol"
    done = ask(engine, "On day 10, Carol asked the robot to bring the remote to the sofa. Was it done?")
    assert done.value == "yes"
    assert len(evidence_events(done)) == 3  # the request, the deed and the robot's report
    assert done.evidence[0].to_dict()["event_ids"] == list(done.evidence[0].event_ids)  # what the node sends


def test_manner_question_asks_the_strength(engine):
    assert ask(engine, "How does Dan like the coffee?").value == "mild"


def test_owners_report_to_the_asker_closes_a_request(engine):
    done = ask(engine, "On day 11, Irene asked the robot to bring Irene's book to the side table. Was it done?")
    assert done.value == "yes"


def test_switching_on_counts_only_the_toggles_that_switched_it_on(engine):
    assert ask(engine, "How many times did Alice turn on the kettle on day 11?").value == 0
    assert ask(engine, "How many times did Alice turn off the kettle on day 11?").value == 1


def test_who_put_it_there_reads_the_move_to_that_place(engine):
    assert ask(engine, "Who put Bob's keys on the key hook?").value == "bob"
    assert ask(engine, "Who last moved Bob's keys?").value == "carol"


def test_when_is_it_answers_the_next_announced_visit():
    visits = [said(T0 + 1 * H, "alice", "Grandma is coming on Friday at 16:30."),
              said(T0 + 2 * H, "bob", "Grandma is coming on Wednesday at 10:00.")]
    with Memory(":memory:") as memory:
        memory.ingest(visits)
        engine = QueryEngine(memory)
        assert engine.answer("When is Grandma coming?", at_ns=T0 + 3 * H).value == "2026-03-04T10:00:00+00:00"
        assert engine.answer("When is Grandma coming?", at_ns=T0 + 3 * DAY).value == "2026-03-06T16:30:00+00:00"


def test_the_language_parser_reads_who_put_it_there_as_the_move(engine):
    language = QueryEngine(engine.reader, text_index=engine.text_index, config=QueryConfig(parser="language"))
    assert ask(language, "Who put Bob's keys on the key hook?").value == "bob"
    assert ask(language, "Who last moved Bob's keys?").value == "carol"


def test_when_is_it_now_answers_the_arrangement_said_last():
    talk = [said(T0 + 1 * H, "alice", "The gardener is coming on Thursday at 11:00."),
            said(T0 + 2 * H, "bob", "Bad news, the gardener can't do Thursday, he is coming on Saturday at 11:00 instead.")]
    with Memory(":memory:") as memory:
        memory.ingest(talk)
        engine = QueryEngine(memory)
        answer = engine.answer("When is the gardener coming now?", at_ns=T0 + 3 * H)
        assert answer.value == "2026-03-07T11:00:00+00:00"
        assert {i for e in answer.evidence for i in (e.id, *e.event_ids)} >= {talk[1]["id"]}
