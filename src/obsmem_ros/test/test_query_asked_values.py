"""A preference's value fills the slot the question asks: a thing asked by "what"/"which" is said
without the preposition it was wanted in, an amount or a container said with "a" passes to what it holds, a word of the question's
own is no value, and a thing whose name says it holds the asked kind is of that kind (a habit asked
over several parts of day counted across them). Sentences written for this file, in no
hand-written set."""
from __future__ import annotations

import re
from types import SimpleNamespace

import pytest

from obsmem_ros.core.language.syntax import analyse
from obsmem_ros.core.language.value_spans import unsaid_prepositions
from obsmem_ros.core.query.retrieval.observed_habits import _kind_of, of_kind
from obsmem_ros.core.query.retrieval.said_values import ASKING, _preferred_word, modifiers_named
from obsmem_ros.core.query.retrieval.word_stems import stem
from obsmem_ros.core.query.temporal import parts_of_day

from .factories import DAY, H, T0, DayLog, remembered


def _value(question: str, sentence: str) -> str:
    asked = {stem(w) for w in re.findall(r"[^\W\d_]+", question.lower())} - {stem(w) for w in ASKING}
    return _preferred_word(sentence, asked, stranded=unsaid_prepositions(analyse(question)),
                           named=modifiers_named(question))


@pytest.mark.parametrize("question, sentence, value", [
    # a thing asked by "what": the object of the phrase, not the phrase
    ("what colour does Ivo want his banner", "I want the banner in green, like the club shirts.", "green"),
    ("what does Mags have on her bap", "I'm having a bap with cheese and pickle same as Mags always has.",
     "cheese and pickle"),
    # a manner asked by "how": the phrase whole
    ("how does Ivo want his porridge", "I want the porridge with honey.", "with honey"),
    # "without" says what is not had, and stays
    ("what does Ivo want his tea", "I want the tea without sugar.", "without sugar"),
])
def test_a_thing_asked_is_said_without_its_preposition(question, sentence, value):
    assert _value(question, sentence) == value


@pytest.mark.parametrize("question, sentence, value", [
    ("what does Bernie drink on a Friday", "Fridays I always have a glass of stout with the lads.", "stout"),
    ("what does Bernie eat at the match", "At the match I get two bags of peanuts.", "peanuts"),
    ("what does Bernie go for", "I always go for the leg of the chicken.", "leg"),  # a part, not an amount
])
def test_an_amount_said_with_a_passes_to_what_it_holds(question, sentence, value):
    assert _value(question, sentence) == value


def test_a_word_of_the_question_is_no_value_of_the_asked_thing():
    """"the apple crumble" asked of: "apple" tells nothing apart; the state it is wanted in does."""
    assert _value("How does Nell like her apple crumble?", "And the apple crumble, not too sweet.") == "not too sweet"


def test_a_container_named_for_what_it_holds_is_of_that_kind():
    """"which tea": the green tea tin is tea had; a coffee machine is still no coffee."""
    records = {"tin_3": SimpleNamespace(category="tin", name="green tea tin"),
               "box_9": SimpleNamespace(category="cereal_box", name="bran flakes"),
               "machine_1": SimpleNamespace(category="coffee_machine", name="coffee machine")}
    ctx = SimpleNamespace(entity_record=records.get)
    assert of_kind(_kind_of(ctx, "tin_3", {}), {"tea"}) and of_kind(_kind_of(ctx, "box_9", {}), {"cereal"})
    assert not of_kind(_kind_of(ctx, "machine_1", {}), {"coffee"})


@pytest.mark.parametrize("question, sentence, value", [
    # a property asked by its noun: the word telling the thing apart, alone
    ("what flavour crisps does Dot like", "i only like the cheese and onion crisps not the salted ones.",
     "cheese and onion"),
    # a thing asked: told apart by a modifier with the words joined to it
    ("what does Dot like for her tea on a Friday", "on a Friday i like a pie and mushy peas for my tea.",
     "pie and mushy peas"),
])
def test_what_tells_the_liked_thing_apart(question, sentence, value):
    assert _value(question, sentence) == value


def test_a_modifier_the_question_offers_apart_is_the_value():
    """"the Latin one or the Polish": the Polish Mass is told apart by "polish", the question's
    alternative, not its own word for the thing."""
    assert _value("Which Mass does Bron like, the Latin one or the Polish?",
                  "And tomorrow we go to the Polish Mass, always the Polish.") == "polish"


def _tea_boxes_picked() -> list:
    """Ria takes the lemon tea box three times (two mornings, one evening), the rooibos box beside it."""
    log = DayLog()
    seen = [log.event(T0 + 6 * H, "robot", "observe", kind="observation", objects=[box], observers=["robot"],
                      deltas=[(box, "name", name), (box, "category", "box"), (box, "location", "counter_1")])
            for box, name in (("box_lemon", "lemon tea box"), ("box_rooibos", "rooibos tea box"))]
    picks = [log.event(T0 + day * DAY + hour * H, "ria", "grab", objects=["box_lemon"], observers=["ria", "robot"])
             for day, hour in ((0, 7), (0, 18), (1, 7))]
    return seen + picks


def test_a_habit_asked_over_two_parts_of_day_counts_the_things_named_for_what_they_hold():
    """"which tea": the lemon tea box holds tea; "in the mornings and evenings" scopes to no one part."""
    for memory in remembered(_tea_boxes_picked()):
        answer = memory.ask("Which tea does Ria go for in the mornings and evenings?", at_ns=T0 + 2 * DAY + 9 * H)
        assert answer.value == "box_lemon" and "3 of 3 sightings" in answer.answer, answer.answer
    assert parts_of_day("tea in the mornings and evenings") == {"morning", "evening"}


def test_an_owner_said_with_a_misread_noun_is_no_value():
    assert _value("how does Cass take her tea", "Me, I like my tea black like tar.") == "black"


def test_a_state_only_graded_is_the_state_alone():
    assert _value("How does Nell like her apple crumble?", "And the apple crumble, very sweet.") == "sweet"
