"""A kin word memory knows nobody by ("Grandad", "Nana") names one of the household's speakers: the
one whose own words, alone among the speakers', say what is asked; and a value is said with the
name compounded before it ("ABC news") and the noun "and" joins to it ("fish and chips"); a kin
word typed in lower case is read as a name, and what the robot itself did is nobody's liking.
Every sentence here was written for these tests."""
from __future__ import annotations

from types import SimpleNamespace

import pytest

from obsmem_ros.core.query.name_capitals import with_capitals
from obsmem_ros.core.query.retrieval.knowledge import knowledge_lookup

from .factories import H, T0, remembered, said


@pytest.fixture(scope="module")
def memory(tmp_path_factory):
    yield from remembered([
        said(1, "walter", "Six o'clock every evening, ABC news. I watch. Nobody touches the remote."),
        said(2, "june", "Friday's fish and chips for the tea. Always has been."),
        said(3, "walter", "I like my porridge thick."),
        said(4, "june", "I like my porridge runny."),
        said(5, "june", "Morning, love."),
        said(6, "june", "Pickles, okay, okay."),
        said(7, "walter", "Me, I like the sour pickles. The sweet ones, no."),
    ], tmp_path_factory.mktemp("home") / "home.db")


def test_a_kin_word_takes_the_one_speaker_whose_words_answer(memory):
    answer = memory.ask("What does Grandad watch at six every evening?", at_ns=T0 + 6 * H)
    assert str(answer.value).lower() == "abc news", answer.answer


def test_a_dish_said_with_and_is_one_value(memory):
    answer = memory.ask("What does Nana want for her tea on a Friday?", at_ns=T0 + 6 * H)
    assert str(answer.value).lower() == "fish and chips", answer.answer


def test_two_speakers_saying_it_leave_the_kin_word_unknown(memory):
    answer = memory.ask("How does Grandad like his porridge?", at_ns=T0 + 6 * H)
    assert not answer.known, answer.answer


def test_a_speaker_speaking_of_themselves_outranks_a_fragment_anyone_may_have_said(memory):
    answer = memory.ask("what kind of pickles does grandad like", at_ns=T0 + 9 * H)
    assert str(answer.value).lower() == "sour pickles", answer.answer   # "what kind of X": said with X


def test_what_the_robot_was_seen_to_pick_is_nobodys_liking():
    class Reader:
        robot_id = "robot"

        def preferences(self, person=None, topic=None):
            return [SimpleNamespace(actor="robot", evidence_ids=()), SimpleNamespace(actor="walter", evidence_ids=())]

    ctx = SimpleNamespace(reader=Reader())
    assert [r.actor for r in knowledge_lookup(ctx, "preference", "jar", [])] == ["walter"]
    assert [r.actor for r in knowledge_lookup(ctx, "preference", "jar", ["robot"])] == ["robot", "walter"]  # asked of by name: kept


@pytest.mark.parametrize("text, written", [
    ("what does gran like on toast", "what does Gran like on toast"),
    ("does his gran like toast", "does his gran like toast"),    # a relative, not a name
    ("does walter like toast", "does Walter like toast"),
    ("who asked you to phone gran", "who asked you to phone gran"),  # not the one asked of
])
def test_a_kin_word_said_as_a_name_gets_its_capital(text, written):
    assert with_capitals(text, {"walter"}, {"gran"}) == written
