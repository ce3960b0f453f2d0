"""Habits and preferences read for a question: a habit stated in the simple present answers a
yes/no question by its negation, a person is known by the name the accounts of events call them,
a person memory knows by no name is answered from the one person whose words or behaviour speak
to the question (or not at all when several do), and a preferred value is kept as said (sentences
written for this test)."""
from __future__ import annotations

from types import SimpleNamespace

import pytest

from obsmem_ros.core.memory import Memory
from obsmem_ros.core.query.retrieval.stated import known_first

from .factories import DAY, T0, H, numbered


def event(n: int, at_ns: int, actor: str, verb: str, **fields) -> dict:
    return numbered(n, actor, verb, time_ns=at_ns, **fields)


def sight(n: int, entity: str, name: str, colour: str) -> dict:
    return event(n, T0 + n * 60 * 10**9, "robot", "observe", objects=[entity], deltas=[
        (entity, "name", name), (entity, "category", name.split()[-1]), (entity, "color", colour),
        (entity, "location", "shelf_1")])


def said(n: int, at_ns: int, actor: str, words: str) -> dict:
    return event(n, at_ns, actor, "say", kind="utterance", words=words)


def took(n: int, at_ns: int, actor: str, name: str, thing: str) -> dict:
    return event(n, at_ns, actor, "take", objects=[thing], text=f"{name} took the {thing.rsplit('_', 1)[0]}.")


@pytest.fixture(scope="module")
def memory():
    morning = 7 * H
    with Memory(":memory:") as mem:
        mem.ingest(sorted([
            sight(1, "bowl_spotted_1", "spotted bowl", "white"), sight(2, "bowl_plain_1", "plain bowl", "grey"),
            said(3, T0 + 9 * H, "oskar", "No sugar for me, I don't take sugar in anything."),
            said(4, T0 + 9 * H + 60 * 10**9, "lena", "I drink oat milk, the normal stuff upsets me."),
            took(5, T0 + 10 * H, "oskar", "Ozzy", "kettle_1"),
            took(6, T0 + 10 * H + 60 * 10**9, "oskar", "Ozzy", "teapot_1"),
            said(7, T0 + 11 * H, "ada", "Mum's staying with us. She never eats mushrooms, so leave them out."),
            said(8, T0 + 12 * H, "tomas", "For lunch I like cream cheese on my bagel."),
            said(9, T0 + 13 * H, "greta", "My evening drink is cocoa."),
            said(21, T0 + 13 * H + 60 * 10**9, "ivan", "I'd have the heating at 18 all day if it were my call."),
            said(22, T0 + 14 * H, "mira", "The plain bowl's my favourite."),
            said(24, T0 + 15 * H, "nell", "I'm never wearing the brown boots again, they pinch. I want the black ones."),
            said(25, T0 + 15 * H + 60 * 10**9, "ada", "Nell's gone out, so I'd guess her scarf is on the hook."),
            said(26, T0 + 16 * H, "kofi", "Just so you know, the plain bowl is in the sink."),
            said(23, T0 + 14 * H + 60 * 10**9, "oskar", "Every morning around seven, before work, I take the dog "
                                                      "round the park."),
            *[took(10 + d, T0 + d * DAY + morning, "kofi", "Kofi", "bowl_spotted_1") for d in range(1, 4)],
            took(20, T0 + 2 * DAY + morning + H, "mira", "Mira", "bowl_plain_1"),
        ], key=lambda e: e["time"]))
        yield mem


AT = T0 + 5 * DAY


def test_a_habit_said_in_the_simple_present_answers_whether_by_its_negation(memory):
    assert memory.ask("Does Oskar take sugar?", at_ns=AT).value == "no"
    assert memory.ask("Does Lena drink oat milk?", at_ns=AT).value == "yes"


def test_a_person_is_known_by_the_name_the_accounts_of_events_call_them(memory):
    got = memory.ask("Does Ozzy take sugar?", at_ns=AT)
    assert (got.value, got.evidence[0].id) == ("no", "d001-e00003")


def test_a_name_memory_does_not_know_is_answered_from_who_said_it(memory):
    got = memory.ask("Does Granny eat mushrooms?", at_ns=AT)
    assert (got.value, got.evidence[0].id) == ("no", "d001-e00007")


def test_a_name_memory_does_not_know_is_the_one_person_with_the_habit(memory):
    got = memory.ask("Which bowl does Grandpa use in the mornings?", at_ns=AT)
    assert got.value == "bowl_spotted_1"


def test_a_name_memory_does_not_know_and_nothing_speaks_to_stays_unknown(memory):
    assert not memory.ask("Does Granny drink coffee?", at_ns=AT).known


def test_a_preferred_value_is_kept_as_said_with_its_compound(memory):
    assert memory.ask("What does Tomas like on his bagel?", at_ns=AT).value == "cream cheese"


def test_the_speakers_own_one_of_the_asked_thing_is_their_preference(memory):
    assert memory.ask("In the evening, what does Greta like to drink?", at_ns=AT).value == "cocoa"


def test_what_the_speaker_would_have_is_their_preference(memory):
    assert memory.ask("Which temperature does Ivan want on the heating?", at_ns=AT).value == "18"


def test_a_copular_question_asks_for_the_kind_it_names(memory):
    assert memory.ask("What's Mira's go-to bowl?", at_ns=AT).value == "bowl_plain_1"


def test_a_question_with_a_question_word_inside_is_not_a_yes_no_question(memory):
    assert memory.ask("Do you know which bowl Mira likes?", at_ns=AT).value == "bowl_plain_1"


def test_the_usual_time_of_a_stated_routine_is_its_clock(memory):
    assert memory.ask("what time does oskar usually walk the dog", at_ns=AT).value == "07:00"


def test_ones_said_for_the_asked_thing_are_the_value_with_what_tells_them_apart(memory):
    assert memory.ask("Which boots does Nell want?", at_ns=AT).value == "black ones"


def test_a_guess_someone_would_make_is_no_preference(memory):
    got = memory.ask("Which scarf does Nell like?", at_ns=AT)
    assert got.value != "hook" and "d001-e00025" not in [e.id for e in got.evidence]


def test_what_the_listener_knows_is_no_habit_of_the_speaker(memory):
    got = memory.ask("Do you know which bowl Kofi prefers?", at_ns=AT)
    assert got.value == "bowl_spotted_1"  # seen three mornings; "so you know, the plain bowl is in the sink" is news


def test_a_question_offering_alternatives_is_answered_with_the_one_chosen(memory):
    assert memory.ask("Does Tomas like cream cheese or jam on his bagel?", at_ns=AT).value == "cream cheese"



def test_a_word_naming_no_one_beside_a_known_name_is_a_title():
    ctx = SimpleNamespace(reader=SimpleNamespace(people=lambda: frozenset({"des"}), kin_words=lambda: {}))
    assert known_first(ctx, ["uncle", "des"]) == ["des"]  # "Uncle Des" is Des
    assert known_first(ctx, ["gran"]) == ["gran"]  # a word standing alone is read as a person
