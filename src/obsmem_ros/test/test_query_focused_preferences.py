"""A preference's value read by how the sentence relates to the question: what an exclusive "only"
holds the speaker to (even after a negated clause, and as a "no" to a thing named beside it), a
thing memory saw that the sentence sets against what it wants, a described one memory never saw,
a wish for one day when no standing sentence speaks, and "them" as a determiner. Every sentence
here was written for these tests."""
from __future__ import annotations

import pytest

from obsmem_ros.core.language.syntax import analyse
from obsmem_ros.core.query.retrieval.focused import focused_phrase
from obsmem_ros.core.query.retrieval.preference_sentences import said_names
from obsmem_ros.core.query.retrieval.denials import denied_words
from obsmem_ros.core.query.retrieval.said_clauses import whether

from .factories import H, T0, remembered, said, trace_event


def sight(n: int, entity: str, name: str, colour: str) -> dict:
    deltas = [(entity, "name", name), (entity, "category", name.split()[-1]), (entity, "color", colour),
              (entity, "location", "hall_1")]
    return trace_event(f"d000-e{n:05d}", T0, "robot", "observe", kind="observation", objects=[entity], deltas=deltas)


@pytest.fixture(scope="module")
def memory(tmp_path_factory):
    yield from remembered([
        sight(0, "scarf_plain_1", "plain scarf", "grey"),
        said(1, "bryn", "I don't put butter on my toast, only the olive spread."),
        said(2, "bryn", "The lemonade is far too fizzy, I only drink ginger beer."),
        said(3, "cerys", "I want the spotty scarf for the match on Sunday, not the plain one."),
        said(4, "dewi", "Halloumi skewers for me at the barbecue tonight, please."),
        said(5, "efa", "Veggie sausages for me at the barbecue tonight, please."),
        said(6, "efa", "At a barbecue I always go for the lamb burgers."),
        said(7, "gwen", "I take them vitamins with orange juice, not coffee."),
    ], tmp_path_factory.mktemp("home") / "home.db")


@pytest.mark.parametrize("sentence, focused", [
    ("We only buy Basmati.", ["Basmati"]),
    ("I don't wear the wool socks, only the cotton ones.", ["cotton", "ones"]),
    ("I drink only green tea.", ["green", "tea"]),
    ("It is only a bit cold.", []),       # a degree, not a thing held to
    ("I don't only drink tea.", []),      # "not only" includes
])
def test_only_focuses_the_phrase_it_opens_or_its_verbs_object(sentence, focused):
    assert [t.text for t in focused_phrase(analyse(sentence))] == focused


def test_what_only_focuses_after_a_negated_clause_is_not_denied():
    denied = denied_words("I don't wear the wool socks, only the cotton ones.")
    assert "wool" in denied and "cotton" not in denied


@pytest.mark.parametrize("question, value", [
    ("Does Bryn like lemonade?", "no"),          # named, and only something else is drunk
    ("Does Bryn drink ginger beer?", "yes"),
    ("Does Pip eat meat?", "yes"),               # a kind of meat held to says nothing against meat
])
def test_a_thing_named_beside_what_only_holds_to_is_denied(question, value):
    sentence = {"Does Pip eat meat?": "Pip only eats the beef kind."}.get(
        question, "The lemonade is far too fizzy, I only drink ginger beer.")
    assert whether(question, sentence) == value


def test_the_phrase_only_holds_to_is_the_value(memory):
    answer = memory.ask("What does Bryn put on his toast?", at_ns=T0 + 9 * H)
    assert "olive spread" in str(answer.value).lower(), answer.answer


def test_a_seen_thing_the_sentence_sets_against_its_wish_is_not_the_value(memory):
    answer = memory.ask("Which scarf does Cerys want for the match?", at_ns=T0 + 9 * H)
    assert answer.value != "scarf_plain_1" and "spotty" in str(answer.value).lower(), answer.answer


def test_a_wish_for_one_day_answers_when_no_standing_sentence_does(memory):
    answer = memory.ask("What does Dewi like at a barbecue?", at_ns=T0 + 9 * H)
    assert "halloumi" in str(answer.value).lower(), answer.answer


def test_a_standing_sentence_outranks_a_wish_for_one_day(memory):
    answer = memory.ask("What does Efa like at a barbecue?", at_ns=T0 + 9 * H)
    assert "lamb" in str(answer.value).lower(), answer.answer


def test_them_before_a_noun_is_a_determiner_not_the_thing_had(memory):
    answer = memory.ask("What does Gwen take her vitamins with?", at_ns=T0 + 9 * H)
    assert "orange juice" in str(answer.value).lower() and "vitamins" not in str(answer.value).lower(), answer.answer


def test_the_questions_first_word_is_no_title_of_the_name_after_it():
    assert said_names("Barbecue Dewi likes to eat what?", {"dewi"}) == ["Dewi"]
    assert said_names("Uncle Dewi likes to eat what?", {"dewi"}) == ["Uncle Dewi"]
