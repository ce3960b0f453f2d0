"""What a liking verb takes is the value of a stated preference, read from the verb's place in the
sentence when the parse gives it no object; nothing said before the verb (a word of address, a
lead-in, a time) and nothing a verb of disliking takes is the value; the asked thing's modifier is
said with it ("what soup": the lentil soup) unless the thing is a setting or a property ("the
jazz station": jazz). Sentences written for this file, in no hand-written set."""
from __future__ import annotations

import pytest

from obsmem_ros.core.language.syntax import analyse
from obsmem_ros.core.query.retrieval.denials import denied_words
from obsmem_ros.core.query.retrieval.said_clauses import whether
from obsmem_ros.core.query.retrieval.said_values import _preferred_word
from obsmem_ros.core.query.retrieval.taken_phrases import before_liking, disliked_words, taken_in_order
from obsmem_ros.core.query.retrieval.word_stems import stem


def _asked(*words: str) -> set:
    return {stem(w) for w in words}


@pytest.mark.parametrize("sentence, verb, phrase", [
    ("i only want the lentil soup with bread", "want", "lentil soup"),
    ("honestly i want nothing but a kipper", "want", "kipper"),
    ("i like it here", "like", ""),                       # a pronoun and a place: no phrase of its own
    ("i want to go", "want", ""),
])
def test_the_phrase_after_a_liking_verb_is_read_by_word_order(sentence, verb, phrase):
    doc = analyse(sentence)
    token = next(t for t in doc if t.lower_ == verb)
    assert " ".join(t.lower_ for t in taken_in_order(token)) == phrase


def test_a_verb_of_disliking_takes_what_is_not_wanted():
    assert "sprouts" in disliked_words(analyse("Only carrots on my plate, I hates the sprouts."))
    assert not disliked_words(analyse("I like the sprouts."))


def test_words_before_a_liking_verb_with_a_subject_are_no_value_of_it():
    doc = analyse("ok buddy monday night i want the fish pie")
    start = before_liking(doc, {"want"})
    assert start is not None and doc[start].lower_ == "want"
    assert before_liking(analyse("The fish pie, I like it."), {"like"}) is None  # a fronted topic


@pytest.mark.parametrize("sentence, asked, value", [
    ("This weekend I want lentil soup.", ("soup",), "lentil soup"),   # the asked thing said with what tells it
    ("I like the jazz station best.", ("station",), "jazz"),          # a setting: its modifier alone
    ("Only porridge for breakfast, I hates the kippers.", ("breakfast",), "porridge"),
    ("and buddy friday i want kedgeree with the eggs not the toast", ("friday",), "kedgeree"),
])
def test_the_value_is_what_the_liking_verb_takes(sentence, asked, value):
    assert _preferred_word(sentence, _asked(*asked), people={"buddy"}) == value


def test_a_not_that_opens_a_verbless_phrase_after_a_word_denies_only_that_phrase():
    """"the one from the tin, not the fresh stuff": the parser may hang the "not" on "one", read
    as a verb; it denies the fresh stuff, not the tin's."""
    denied = denied_words("i want the custard from the tin the yellow one, not the fresh stuff")
    assert "custard" not in denied and "stuff" in denied


def test_a_verb_of_disliking_answers_whether_one_likes_it():
    assert whether("Does Oskar like sprouts?", "Honestly I hate sprouts.") == "no"
    assert whether("Does Oskar hate sprouts?", "Honestly I hate sprouts.") == "yes"


def test_a_negated_liking_verb_takes_what_is_not_wanted():
    """"Don't want the fish pie lah, Friday must have kedgeree": the parser may hang the pie on the
    second clause; it is still not wanted."""
    assert _preferred_word("Don't want fish pie lah, Friday must eat kedgeree.", _asked("friday")) == "kedgeree"
    assert _preferred_word("I don't like my toast soft, I like it crunchy.", _asked("toast")) == "crunchy"


def test_a_demonstrative_with_a_bare_noun_points_back_to_the_value_said_before():
    """"I love that station" names no station of its own: the one said before it is the value."""
    doc = analyse("Put the jazz station on for me, I love that station.")
    love = next(t for t in doc if t.lemma_ == "love")
    assert taken_in_order(love) == []
