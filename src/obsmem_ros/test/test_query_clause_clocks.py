"""Of one sentence saying two clocks, the one a time question asks about (answerers.clause_clocks),
on sentences written for this file."""
from __future__ import annotations

import pytest

from obsmem_ros.core.language.corrections import clocked_pieces
from obsmem_ros.core.query.answerers.asked_clause import asked_time_deed
from obsmem_ros.core.query.answerers.clause_clocks import asked_clock
from obsmem_ros.core.views.commitment_view import content_words

from .factories import T0, remembered, said as _said

MIN = 60 * 10**9
TEN = T0 + 10 * 60 * MIN  # 10:00 on T0's day


def said(n: int, words: str, who: str = "ines") -> dict:
    """Said at 09:00 plus `n` minutes on T0's day."""
    return _said(n, who, words, time_ns=T0 + (9 * 60 + n) * MIN)


def test_each_clock_comes_with_the_words_said_since_the_one_before():
    assert clocked_pieces("I'm off to the tip at two, home by four.") == [
        ("i'm off to the tip at two", (2, 0)), (", home by four", (4, 0))]
    assert clocked_pieces("The kids are at the pool all morning.") == []


def test_a_way_the_parse_hangs_on_the_subject_is_still_the_asked_deed():
    assert "back" in asked_time_deed("When's Grandad back from the allotment?")


@pytest.mark.parametrize("question, clock", [
    ("When's Tomas home from the tip?", (4, 0)),
    ("What time is Tomas going to the tip?", None),  # the plan's own clock
])
def test_the_piece_saying_the_asked_deed_gives_the_clock(question, clock):
    text = "I'm going to the tip at two with the old chairs, home by four."
    assert asked_clock(text, T0 + 14 * 60 * MIN, question, content_words("tomas tip home going")) == clock


def test_a_sentence_that_sets_a_time_aside_is_left_to_the_revisions():
    text = "The plumber comes at half two now, not two."
    assert asked_clock(text, T0 + 14 * 60 * MIN + 30 * MIN, "When's the plumber coming?", {"plumber"}) is None


@pytest.fixture(scope="module")
def memory():
    yield from remembered([
        said(1, "I'll drive to the garden centre at eleven for the compost, back by one.", "tomas"),
        said(2, "The school fete opens at two, I'll walk Nico down at half one."),
    ])


def test_a_return_said_after_the_outing_takes_its_own_clock(memory):
    assert memory.ask("When's Tomas back from the garden centre?", at_ns=TEN).value == "2026-03-02T13:00:00+00:00"
    assert memory.ask("What time is Tomas driving to the garden centre?", at_ns=TEN).value == \
        "2026-03-02T11:00:00+00:00"


def test_the_walk_down_is_not_the_fetes_opening(memory):
    assert memory.ask("When is Ines walking Nico down to the fete?", at_ns=TEN).value == "2026-03-02T13:30:00+00:00"
    assert memory.ask("What time does the school fete open?", at_ns=TEN).value == "2026-03-02T14:00:00+00:00"


def test_the_thing_alone_moves_no_clock():
    text = "The bonfire at the rec starts at eight, so we'll set off at half seven."
    assert asked_clock(text, T0 + 19 * 60 * MIN + 30 * MIN, "What time are we leaving for the bonfire?",
                       content_words("leaving bonfire")) is None


def test_a_piece_stays_in_its_sentence_and_a_number_is_no_clock():
    assert clocked_pieces("Pack my kit for the morning? The bus goes at ten so I need it by nine.") == [
        ("the bus goes at ten", (10, 0)), (" so i need it by nine", (9, 0))]
    assert clocked_pieces("Back about four. Put the heating up to twenty-two.") == [
        ("back about four", (4, 0))]
    assert clocked_pieces("I'll run the bikes over to the shop on one seventy second tomorrow at ten.") == [
        ("i'll run the bikes over to the shop on one seventy second tomorrow at ten", (10, 0))]


def test_a_clock_said_again_or_a_question_without_a_deed_moves_nothing():
    text = "The open day is Friday at ten past two, no, twenty past two, Kasia said."
    assert asked_clock(text, T0 + 14 * 60 * MIN + 20 * MIN, "When's Kasia coming back from the open day?",
                       content_words("kasia open day back")) is None
    text = "The recital's at six, I'll drive Mila over at half five."
    assert asked_clock(text, T0 + 18 * 60 * MIN, "When's Mila's recital?", content_words("mila recital")) is None
