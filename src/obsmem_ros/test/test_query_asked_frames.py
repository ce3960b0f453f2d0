"""Question frames and source questions over said things: someone causing the robot to act asked
for it; a person who reckons or is quoted asks for their words; an owner named beside the speaker
is no speaker; a look-alike's place heard said is no word about the thing asked; a one-off errand
is no liking; the thing of a deed asked about is the one memory links ("Bob's keys"), not the
rules' words ("bring bob keys"); a promise is told in memory's names for its things."""
from __future__ import annotations

import pytest

from obsmem_ros.core.memory import Memory
from obsmem_ros.core.query import Intent, QueryEngine
from obsmem_ros.core.query.asked_frames import framed
from obsmem_ros.core.query.lexicon import STOPWORDS
from obsmem_ros.core.query.plan import QueryPlan
from obsmem_ros.core.query.retrieval.word_stems import stems
from obsmem_ros.core.query.retrieval.preference_sentences import errand, errand_said

from .factories import DAY, T0, H, DayLog

_LOG = DayLog()


def plan(question: str, intent: Intent, **fields) -> QueryPlan:
    return QueryPlan(question=question, intent=intent, **fields)


def test_someone_who_got_the_robot_to_act_asked_for_it():
    got = framed(plan("Who got you to water the ferns yesterday?", Intent.EVENT_WHO, verbs=("water",)))
    assert (got.intent, got.form, got.verbs) == (Intent.COMMITMENT, "who_asked", ())
    assert framed(plan("Who had you carry the boxes upstairs?", Intent.EVENT_WHO)).form == "who_asked"


def test_who_told_the_robot_a_place_is_no_request():
    asked = plan("Who told you the torch was in the shed?", Intent.SOURCE, persons=())
    assert framed(asked) == asked


def test_a_person_who_reckons_asks_for_their_words():
    got = framed(plan("Where does Bob reckon the torch is?", Intent.CURRENT_STATE, persons=("bob",)))
    assert (got.intent, got.form, got.attribute) == (Intent.SOURCE, "what_said", "location")
    unnamed = plan("Where do you reckon the torch is?", Intent.CURRENT_STATE, persons=())
    assert framed(unnamed) == unnamed
    taken_up = plan("Carol said something about the torch. Where did she say it was?", Intent.PAST_STATE,
                    persons=("carol",))
    assert framed(taken_up).intent is Intent.SOURCE
    lead_in = plan("Carol says Bob lost his torch. Where did you see it last?", Intent.PAST_STATE,
                   persons=("carol", "bob"))
    assert framed(lead_in) == lead_in


def test_who_said_they_would_do_a_deed_asks_who_undertook_it():
    got = framed(plan("Who said they'd rake the leaves?", Intent.SOURCE, form="who_said", verbs=("say",)))
    assert (got.intent, got.form) == (Intent.COMMITMENT, "who_owes")
    assert framed(plan("Who told you she will feed the goldfish?", Intent.SOURCE)).form == "who_owes"
    assert framed(plan("Who said he's going to mend the gate?", Intent.SOURCE)).form == "who_owes"


def test_who_said_or_reckons_anything_else_asks_whose_words():
    denied = framed(plan("Who said they couldn't get tickets for the show?", Intent.COMMITMENT, form="who_owes"))
    assert (denied.intent, denied.form) == (Intent.SOURCE, "who_said")
    done = framed(plan("Who said they'd taken the bins out?", Intent.SOURCE, form="who_said"))
    assert (done.intent, done.form) == (Intent.SOURCE, "who_said")
    believed = framed(plan("Who reckons Rovers are going to lose on Saturday?", Intent.COMMITMENT))
    assert (believed.intent, believed.form) == (Intent.SOURCE, "who_said")
    asked = plan("Who asked you to water the ferns?", Intent.COMMITMENT, form="who_asked")
    assert framed(asked) == asked


def test_whose_job_it_is_to_do_a_deed_asks_who_is_to_do_it():
    got = framed(plan("Whose turn is it to empty the dishwasher?", Intent.COMMITMENT, targets=("turn", "dishwasher")))
    assert (got.intent, got.form, got.targets) == (Intent.COMMITMENT, "who_owes", ("dishwasher",))
    owner = plan("Whose is the green umbrella?", Intent.CURRENT_STATE, targets=("green umbrella",))
    assert framed(owner) == owner


def test_an_unsure_question_offering_alternatives_of_a_person_asks_a_preference():
    got = framed(plan("Does Ruth wash up with the sponge or the brush?", Intent.FREE_TEXT, persons=("ruth",),
                      understood=False, reason="unsure"))
    assert (got.intent, got.understood, got.targets) == (Intent.PREFERENCE, True, ("the sponge", "the brush"))


def test_a_claim_given_as_a_persons_then_checked_asks_if_they_were_right():
    checked = framed(plan("According to Dan, the torch was in the shed. Was that right?", Intent.COMMITMENT,
                          persons=("dan",), expected="shed"))
    assert (checked.intent, checked.form) == (Intent.SOURCE, "was_right")
    told = framed(plan("According to Dan, where is the torch?", Intent.CURRENT_STATE, persons=("dan",)))
    assert (told.intent, told.form) == (Intent.SOURCE, "what_said")


def ev(time_ns: int, actor: str, verb: str, objects=(), deltas=(), **fields) -> dict:
    return _LOG.event(time_ns, actor, verb, objects=objects, deltas=deltas,
                      observers=[actor, "robot"], **fields)


def seen(time_ns: int, entity: str, name: str, colour: str, place: str, owner: str = "") -> dict:
    deltas = [(entity, "name", name), (entity, "category", name), (entity, "color", colour),
              (entity, "location", place)]
    return ev(time_ns, "robot", "observe", [entity], deltas + ([(entity, "owner", owner)] if owner else []))


def said(time_ns: int, actor: str, words: str) -> dict:
    return ev(time_ns, actor, "say", kind="utterance", words=words, to="robot")


def week() -> list:
    return [seen(T0 + H, "torch_1", "torch", "black", "shelf_1", owner="alice"),
            seen(T0 + H + 10**9, "torch_2", "torch", "yellow", "shelf_1", owner="bob"),
            seen(T0 + H + 2 * 10**9, "cup_1", "cup", "white", "shelf_1"),
            seen(T0 + H + 3 * 10**9, "cup_2", "cup", "grey", "shelf_1"),
            seen(T0 + H + 4 * 10**9, "bench_1", "bench", "brown", "garage"),
            seen(T0 + H + 5 * 10**9, "sink_1", "sink", "white", "kitchen"),
            seen(T0 + H + 6 * 10**9, "keys_1", "keys", "silver", "bench_1", owner="bob"),
            seen(T0 + H + 7 * 10**9, "blanket_1", "blanket", "red", "sofa_1"),
            seen(T0 + H + 8 * 10**9, "linen_chest_1", "linen chest", "white", "landing"),
            said(T0 + DAY + 9 * H, "alice", "Alice's torch is on the bench, by the way."),
            said(T0 + DAY + 10 * H, "carol", "Just so you know, Alice's torch is in the kitchen."),
            said(T0 + 2 * DAY + 9 * H, "dan", "The white cup is by the sink."),
            ev(T0 + 2 * DAY + 10 * H, "robot", "observe", ["cup_1"], [("cup_1", "location", "sink_1")]),
            said(T0 + 3 * DAY + 9 * H, "dan", "The grey cup ended up on the bench."),
            said(T0 + 3 * DAY + 11 * H, "carol", "I'd like my cup brought to the bench at 8:15 in the morning."),
            said(T0 + 4 * DAY + 12 * H, "dan",
                 "Leave the blanket to me, I'll get it back into the storage chest tonight."),
            said(T0 + 5 * DAY + 9 * H, "alice",
                 "Could you bring my torch to the bench at 11 am? I don't drink coffee any more."),
            said(T0 + 5 * DAY + 10 * H, "dan",
                 "Bob is back tonight. He has the grey cup, always, and don't ask me why, he wants his tea with milk."),
            said(T0 + 3 * DAY + 12 * H, "bob", "Could you bring my keys to the bench at 4 pm?"),
            said(T0 + 3 * DAY + 13 * H, "carol", "Do me a favour and bring the white cup to the bench at 5 pm."),
            ev(T0 + 4 * DAY + 7 * H, "carol", "toggle", ["kettle_1"], [("kettle_1", "state", "on")],
               extras={"activity": "make_tea"})]


@pytest.fixture(scope="module")
def engine():
    with Memory(":memory:") as memory:
        memory.ingest(sorted(week(), key=lambda e: e["time"]))
        yield QueryEngine(memory)


def ask(engine, question: str, day: float = 5):
    return engine.answer(question, at_ns=T0 + int(day * DAY))


def test_an_owner_named_beside_the_speaker_is_no_speaker(engine):
    answer = ask(engine, "Where did Carol say Alice's torch was?")
    assert (answer.known, answer.value) == (True, "kitchen")


def test_a_look_alikes_place_heard_is_no_word_about_the_thing(engine):
    answer = ask(engine, "Was Dan right that the white cup was by the sink?")
    assert answer.value == "yes"


def test_a_liking_said_beside_an_errand_is_still_a_liking(engine):
    answer = ask(engine, "Does Alice drink coffee?", day=6)
    assert answer.value == "no"


def test_a_prohibition_said_beside_a_liking_is_no_errand(engine):
    answer = ask(engine, "Which cup does Bob want?", day=6)
    assert answer.value == "cup_2"


def test_a_one_off_errand_is_no_liking(engine):
    answer = ask(engine, "What does Carol like in the morning?")
    assert "bring" not in answer.answer.lower() and "brought" not in answer.answer.lower()


def test_the_thing_of_a_deed_asked_about_is_the_one_memory_links(engine):
    question = "Who was it that asked you to bring Bob's keys to the bench?"
    asked = engine.plan(question, at_ns=T0 + 5 * DAY)
    assert (asked.intent, asked.targets) == (Intent.COMMITMENT, ("keys_1",))
    assert ask(engine, question).value == "bob"


def test_a_promise_is_told_in_memorys_names_for_its_things(engine):
    answer = ask(engine, "Dan gave his word to do something. What was it?", day=4.9)
    assert "linen chest" in answer.value and "blanket" in answer.value


def test_a_sentence_asks_an_errand_when_it_says_its_thing_and_deed():
    errand = [stems("bring bob's keys to the bench") - STOPWORDS]
    assert errand_said("I'd like my keys brought to the bench at four.", errand)
    assert not errand_said("He has the grey cup, always, and don't ask me why.", [stems("ask dan why") - STOPWORDS])


@pytest.mark.parametrize("action, asked", [("bring the torch to the workbench", True), ("not ring after nine", False),
                                           ("Grandpa no more biscuits", False), ("never leave the gate open", False)])
def test_a_forbidding_asks_for_no_errand(action, asked):
    assert errand(action) is asked


def test_a_preference_question_offering_alternatives_asks_among_them():
    asked = plan("Does Kofi use the bread maker or the oven for the loaf?", Intent.PREFERENCE, understood=True,
                 persons=("kofi",), targets=("bread_maker_1", "oven_1", "loaf_1"),
                 keywords=("kofi", "use", "bread", "maker", "oven", "loaf"))
    read = framed(asked)
    assert read.intent is Intent.PREFERENCE
    assert read.targets == ("the bread maker", "the oven")
    assert read.keywords == ("bread", "maker", "oven")   # the loaf it is for is no choice
