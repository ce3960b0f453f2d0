"""Whose preference a sentence states and what it says of it: a thing given up is denied ("the
physio got me off sugar"), a clipped or accented name is the person's ("Freddie" for Fred,
"Andrés" for andres), a sentence of someone else's utterance that does not speak of the person
ranks after one that does, the state a thing is liked in is its value ("likes it medium rare",
"my chips salted heavy"), a number after "no." is not a sentence end, a word with two meanings
counts once, and a question of one deed is answered by the sentence saying that deed. Every
sentence here was written for these tests."""
from __future__ import annotations

import pytest

from obsmem_ros.core.query.retrieval.given_up import ceased_words
from obsmem_ros.core.query.retrieval.holder_names import called_in
from obsmem_ros.core.query.retrieval.preference_sentences import split_sentences
from obsmem_ros.core.query.retrieval.denials import denied_words
from obsmem_ros.core.query.retrieval.said_clauses import asks_one_deed
from obsmem_ros.core.language.syntax import analyse

from .factories import H, T0, remembered, said


@pytest.mark.parametrize("sentence, ceased", [
    ("The physio got me off sugar last spring.", {"sugar"}),
    ("Honestly I've packed in cigarettes, I gave up smoking in May.", {"smoking"}),
    ("Mum's stopped buying crisps for the kids.", {"buying", "crisps"}),
    ("No more custard creams for Dad.", {"creams", "custard"}),
    ("He's off the fizzy drinks since the dentist.", {"drinks"}),
])
def test_what_someone_gave_up_is_read_from_the_parse(sentence, ceased):
    assert ceased <= ceased_words(analyse(sentence))


def test_a_thing_given_up_is_denied_but_a_thing_taken_off_a_shelf_is_not():
    assert "beef" in denied_words("I no longer eat beef.")
    assert "jar" not in denied_words("She took the jar off the shelf.")


def test_a_clipped_name_said_of_nobody_else_is_the_persons():
    people = {"fred", "frida", "ana"}
    assert "freddie" in called_in("Freddie, his eggs, he wants them runny.", "fred", {"fred"}, people)
    assert called_in("Anabel likes figs.", "fred", {"fred"}, people) == {"fred"}


def test_a_number_after_an_abbreviation_ends_no_sentence():
    assert split_sentences("My no. 7 jersey goes on the line. Hang it.") == ["My no. 7 jersey goes on the line.",
                                                                             "Hang it."]
    assert split_sentences("Fine. 5 is plenty.") == ["Fine.", "5 is plenty."]


def test_a_question_of_one_deed_is_told_from_a_question_of_a_habit():
    assert asks_one_deed("Which hat is Bea wearing to the races?")
    assert not asks_one_deed("Which hat does Bea like?")


@pytest.fixture(scope="module")
def memory(tmp_path_factory):
    yield from remembered([
        said(1, "fred", "Morning all."),
        said(2, "andres", "Morning."),
        said(3, "bea", "Hiya."),
        said(4, "gwen", "Freddie, his lamb, he likes it medium rare. Don't let anyone overcook it."),
        said(5, "fred", "The physio got me off sugar last spring. Tea's fine though."),
        said(6, "gwen", "You support the Swans, right? We all do apart from Andrés, he supports Leeds."),
        said(7, "bea", "Oh, me, I like my chips salted heavy. Chips night is Friday."),
        said(8, "bea", "For the races I'll wear my fascinator, the green one. The red one is for weddings."),
        said(9, "fred", "Pour me a coffee, love. Milk. I don't take sugar in it."),
    ], tmp_path_factory.mktemp("holders") / "home.db")


@pytest.mark.parametrize("question, value", [
    ("Does Fred still take sugar?", "no"),                      # given up, said with no "not"
    ("How does Fred like his lamb done?", "medium rare"),       # "Freddie" is fred; "it" is the lamb
    ("Which team does Andrés support?", "leeds"),               # the sentence naming him, not "You support"
    ("How does Bea like her chips?", "salted heavy"),           # the state her chips are liked in
    ("Which fascinator is Bea wearing to the races?", "green one"),  # the deed itself, said of one occasion
    ("Does Fred take sugar in his coffee?", "no"),              # "coffee" counts once, sugar and take twice
])
def test_preferences_are_read_for_their_holder_and_polarity(memory, question, value):
    answer = memory.ask(question, at_ns=T0 + 10 * H)
    assert answer.known and value in str(answer.value).lower(), answer.answer
