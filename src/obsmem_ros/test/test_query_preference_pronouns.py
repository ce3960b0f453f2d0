"""A preference said of a thing by a pronoun: "and I like them pan fried with garlic" after "thaw
the dumplings" speaks of the dumplings (the talk it was said in names them), and how they are
liked is what follows the pronoun a liking verb takes. Every sentence here was written for these
tests."""
from __future__ import annotations

import pytest

from obsmem_ros.core.query import Intent
from obsmem_ros.core.query.retrieval.preference_sentences import pointed_back

from .factories import H, T0, remembered, said

M = 60 * 10**9


@pytest.mark.parametrize("sentence, talk, named, linked", [
    ("and I like them pan fried", "thaw the dumplings tonight and I like them pan fried", {"dumpl"}, {"dumpl"}),
    ("I like 'em crispy", "the chips are in the oven I like 'em crispy", {"chip"}, {"chip"}),
    ("I like them pan fried", "the kettle is on I like them pan fried", {"dumpl"}, set()),  # the talk names none
    ("I like dumplings pan fried", "thaw the dumplings", {"dumpl"}, set()),  # no pronoun to stand for them
    ("Keep the cat away from it", "thaw the dumplings", {"dumpl"}, set()),  # no liking verb takes the pronoun
])
def test_a_pronoun_stands_for_the_asked_thing_the_talk_named(sentence, talk, named, linked):
    assert pointed_back(sentence, named, talk) == linked


@pytest.fixture(scope="module")
def memory(tmp_path_factory):
    yield from remembered([
        said(1, "marta", "Can you thaw the dumplings for dinner, they're in the freezer."),
        said(2, "marta", "and I like them pan fried with garlic not steamed.", time_ns=T0 + H + 2 * M),
        said(3, "olek", "Oi robot, the toast, I take it dark, properly dark."),
    ], tmp_path_factory.mktemp("home") / "home.db")


def test_how_a_thing_said_before_is_liked_is_read_after_the_pronoun(memory):
    answer = memory.ask("How does Marta like her dumplings?", at_ns=T0 + 5 * H)
    assert answer.intent is Intent.PREFERENCE
    assert answer.value == "pan fried with garlic", answer.answer


def test_how_a_thing_is_taken_is_read_after_the_pronoun_the_verb_takes(memory):
    answer = memory.ask("How does Olek like his toast?", at_ns=T0 + 5 * H)
    assert answer.value == "dark", answer.answer
