"""Preferences said elliptically (the value as a verbless fragment, then a clause pointing back to
it) and preferences of someone memory knows by no name, linked to the question by meaning
(sentences written for this file)."""
from __future__ import annotations

import pytest

from obsmem_ros.core.language.syntax import analyse
from obsmem_ros.core.memory import Memory
from obsmem_ros.core.query.retrieval.fragments import described, fragment_runs, fragment_value, is_fragment
from obsmem_ros.core.query.retrieval.said_clauses import asked_objects
from obsmem_ros.core.query.retrieval.said_values import vocatives
from obsmem_ros.core.query.retrieval.asked_persons import _named_subject
from obsmem_ros.core.query.syntax_readings import asks_polar_habit, asks_preference

from .factories import H, T0, remembered, said


@pytest.fixture(scope="module")
def memory():
    yield from remembered([
        said(1, "rangi", "Coffee. Milk, no sugar. That's how I drink it."),
        said(2, "rangi", "Radio Hauraki. I listen to that every morning."),
        said(3, "olga", "Pip only eats the beef kind. The fish one she just sniffs at."),
        said(4, "olga", "The bins go out on Thursday."),
        said(5, "femi", "Afternoons, I'm a lemonade person."),
        said(6, "femi", "My ideal is nineteen degrees, to be honest. The green scarf is on the radiator."),
    ])


def test_a_fragment_before_a_clause_pointing_back_is_the_value(memory):
    got = memory.ask("How does Rangi take his coffee?", at_ns=T0 + 10 * H)
    assert got.value.lower() == "milk, no sugar"


def test_a_name_said_alone_is_what_the_habit_after_it_does(memory):
    got = memory.ask("What does Rangi like to listen to?", at_ns=T0 + 10 * H)
    assert got.value.lower() == "radio hauraki"


def test_a_pet_known_by_no_name_is_linked_to_what_was_said_of_it_by_meaning(memory):
    got = memory.ask("Which food does Pip like?", at_ns=T0 + 10 * H)
    assert "beef" in got.value.lower()


def test_a_question_on_another_topic_gets_no_preference_of_the_pet(memory):
    got = memory.ask("Which blanket does Pip like?", at_ns=T0 + 10 * H)
    assert "beef" not in (got.value or "").lower()


def test_fragments_are_sentences_without_a_verb():
    assert is_fragment("Milk, no sugar.") and is_fragment("Radio Hauraki.")
    assert not is_fragment("I drink it that way.")


def test_only_a_run_right_before_a_pointing_clause_is_kept():
    runs = fragment_runs(["Coffee.", "Milk, no sugar.", "That's how I drink it.", "It rained."])
    assert runs == [(), (), ("Coffee.", "Milk, no sugar."), ()]


def test_the_value_skips_the_fragment_naming_the_asked_thing_and_reads_a_lone_number():
    assert fragment_value(("Coffee.", "Milk, no sugar."), {"coffe", "coffee"}) == "Milk, no sugar"
    assert fragment_value(("Nineteen.",), {"heat"}) == "19"


def test_a_fragment_listing_when_and_whom_to_gives_the_one_part_saying_more():
    assert fragment_value(("Every evening nine o'clock, the shipping forecast, son.",), {"listen"}) \
        == "the shipping forecast"
    assert fragment_value(("Mornings, porridge, gran.",), {"eat"}) == "porridge"
    assert fragment_value(("Milk, sugar.",), {"coffe", "coffee"}) == "Milk, sugar"  # two had, no listener
    assert fragment_value(("Strong, no sugar, always.",), {"tea"}) == "Strong, no sugar, always"


def test_the_subject_of_a_question_is_read_by_word_order_when_the_tagger_misses_the_name():
    assert _named_subject("Which food does Bantry like?") == ["bantry"]


def test_a_noun_for_the_one_who_likes_it_is_not_part_of_the_value(memory):
    got = memory.ask("What does Femi like to drink in the afternoon?", at_ns=T0 + 10 * H)
    assert got.value == "lemonade"


def test_a_sentence_with_no_preferring_word_answers_when_it_is_close_in_meaning(memory):
    got = memory.ask("How warm does Femi like the heating?", at_ns=T0 + 10 * H)
    assert got.value == "19"


def test_a_sentence_naming_the_thing_without_liking_it_is_no_preference(memory):
    got = memory.ask("Which scarf does Femi like?", at_ns=T0 + 10 * H)
    assert "green" not in (got.value or "")


@pytest.fixture(scope="module")
def habits():
    yield from remembered([said(1, "hine", "Tama likes his porridge hot, straight off the stove."),
                          said(2, "hine", "Tama takes it plain, and no honey. He never eats the honey, never has."),
                          said(3, "tama", "Morning."),
                          said(4, "hine", "Oh, and Tama swims every evening after work, an hour or so.")])


def test_having_a_substance_in_ones_own_food_is_asked_as_a_habit():
    assert asks_polar_habit("Does Tama have honey in his porridge?")
    assert not asks_polar_habit("Does Tama have a pen in his bag?")
    assert not asks_polar_habit("Does Tama have the keys?")


def test_a_habit_of_having_is_answered_by_what_was_said_of_the_thing_had_not_of_the_dish(habits):
    got = habits.ask("Does Tama have honey in his porridge?", at_ns=T0 + 10 * H)
    assert got.value == "no"


def test_a_said_time_ends_at_the_comma_before_a_duration(habits):
    got = habits.ask("When does Tama go for his swim?", at_ns=T0 + 10 * H)
    assert got.value == "after work"


def test_a_yes_no_question_asks_of_its_object_not_of_the_dish_it_would_be_in():
    assert asked_objects("Does Tama have honey in his porridge?") == {"honey"}


def sight(n: int, entity: str, name: str, colour: str) -> dict:
    deltas = [("name", name), ("category", "clothing"), ("color", colour), ("location", "sofa_1")]
    return {**said(n, "robot", ""), "kind": "observation", "verb": "observe", "objects": [entity], "addressee": "",
            "deltas": [{"entity": entity, "attribute": a, "value": v, "value_type": "entity" if a == "location" else "str"}
                       for a, v in deltas]}


@pytest.fixture(scope="module")
def wardrobe():
    yield from remembered([sight(1, "jumper_blue", "blue dog jumper", "blue"), sight(2, "coat_yellow", "yellow dog coat", "yellow"),
                          said(3, "ines", "Pip only wears the blue jumper. The coat she just chews."),
                          said(4, "ines", "Tomas always goes in the back of the van, by the window.")])


def test_a_thing_said_with_fewer_words_than_its_name_is_linked_when_only_one_name_has_them(wardrobe):
    got = wardrobe.ask("Which jumper does Pip like to wear?", at_ns=T0 + 10 * H)
    assert (got.value, got.value_type) == ("jumper_blue", "entity")


def test_where_someone_habitually_sits_is_asked_as_a_habit():
    assert asks_preference("Where does Tomas sit in the van?")
    assert not asks_preference("Where does Tomas keep his keys?")


def test_where_someone_sits_is_answered_from_what_was_said_of_it(wardrobe):
    got = wardrobe.ask("Where does Tomas sit in the van?", at_ns=T0 + 10 * H)
    assert "back" in (got.value or "")


@pytest.fixture(scope="module")
def contrasts():
    yield from remembered([said(1, "lupe", "I don't drink the tea from the urn, love. Only yerba mate, in my gourd, with sugar."),
                          said(2, "lupe", "I don't know. Maybe tomorrow.")])


def test_a_fragment_after_a_denied_liking_is_what_is_liked_instead(contrasts):
    got = contrasts.ask("How does Lupe take her tea?", at_ns=T0 + 10 * H)
    assert got.value == "yerba mate"


def test_a_fragment_after_a_denial_that_likes_nothing_is_no_preference(contrasts):
    got = contrasts.ask("When does Lupe like to go shopping?", at_ns=T0 + 10 * H)
    assert "tomorrow" not in (got.value or "").lower()


def test_a_description_after_the_asked_thing_is_read_but_a_list_of_things_is_not():
    assert described("I'll have a mug of cocoa, hot, one marshmallow.", {"cocoa"}) == "hot, one marshmallow"
    assert described("I like cocoa, tea and juice.", {"cocoa"}) == ""


def test_the_word_the_listener_is_called_by_is_no_value():
    assert vocatives(analyse("Beta, put the telly on, Sky Sports.")) == {"beta"}
    assert vocatives(analyse("I don't take the bus to work, love.")) == {"love"}
    assert vocatives(analyse("Tea, I like it strong.")) == set()


@pytest.mark.parametrize("speaker, words, question, value", [
    pytest.param("wyn", "I'll have a mug of cocoa, hot, one marshmallow. I always have it that way.",
                 "How does Wyn take his cocoa?", "hot, one marshmallow",
                 id="a sentence pointing back takes the description said before it"),
    pytest.param("asha", "Beta, switch the radio on, Jazz FM. I like it in the evening with my dinner.",
                 "Which radio station does Asha like in the evening?", "jazz fm",
                 id="a name said after a vocative order is the value pointed back to"),
])
def test_one_sentence_said_answers(speaker, words, question, value):
    with Memory(":memory:") as mem:
        mem.ingest([said(1, speaker, words)])
        got = mem.ask(question, at_ns=T0 + 10 * H)
    assert got.value == value
