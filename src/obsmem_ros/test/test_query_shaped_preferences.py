"""A stated preference answered in the shape the question asks for: the offered alternative the
sentence affirms (or, of two, the other one when it refuses one), the place phrase for "where",
the manner phrase for "how", how the speaker has "mine"; a one-off wish answers a question about
that occasion; a question opening with do-support (after a lead-in too) is answered yes or no;
a speaker's words are read with the variety they were heard to speak by the question's time;
choices seen again and again outweigh what another person says of someone. Every sentence here
was written for these tests."""
from __future__ import annotations

import pytest

from obsmem_ros.core.memory import Memory
from obsmem_ros.core.query.retrieval.said_clauses import asks_yes_no
from obsmem_ros.core.query.alternatives import told_apart
from obsmem_ros.core.query.retrieval.value_shapes import affirmed_alternative, shaped_value

from .factories import H, T0, numbered, remembered, said


@pytest.fixture(scope="module")
def memory(tmp_path_factory):
    yield from remembered([
        said(1, "piotr", "I always read on the balcony, never in the kitchen."),
        said(2, "zofia", "Me, I take my coffee with oat cream. Sugar is for guests."),
        said(3, "marek", "Tomorrow at lunch I want pierogi. Only pierogi."),
        said(4, "marek", "Not me, I don't do karaoke nights, too loud."),
        said(5, "piotr", "I like mine burnt, honestly. Burnt toast is the proper toast."),
        said(6, "zofia", "Her tablets, morning and night, always after the meal. Never before it."),
        said(7, "morag", "Ah take ma porridge wi salt."),
        said(8, "morag", "Ah cannae find ma glasses anywhere."),
        said(9, "ola", "Do mine cocoa on school nights, please, I like that best."),
    ], tmp_path_factory.mktemp("home") / "home.db")


def test_alternatives_are_worded_as_offered_and_told_apart():
    assert told_apart("Should she take them after the meal or before it?") == ["after the meal", "before it"]
    assert told_apart("Does Ola want a top bunk or a bottom bunk?") == ["top", "bottom"]
    assert told_apart("Which jam does he like?") == []


def test_the_affirmed_alternative_and_the_other_of_two_refused():
    question = "Does Ola want a top bunk or a bottom bunk?"
    assert affirmed_alternative(question, "On trips I always take the bottom one, the bottom bunk.") == "bottom"
    assert affirmed_alternative(question, "The top bunk, no way, I get dizzy.") == "bottom"
    assert affirmed_alternative(question, "I'll be there at six.") == ""


def test_place_and_manner_phrases():
    never = lambda phrase: ""  # noqa: E731 - links nothing
    assert shaped_value("Where does Ida like to sit on the bus?", "On the bus I sit near the window, always.",
                        {"bu", "bus", "sit"}, never) == "near the window"
    assert shaped_value("How does Ida have her soup?", "I have my soup with croutons.", {"soup"}, never) \
        == "with croutons"
    assert shaped_value("Where does Ida sit?", "I sit at the round table.", set(),
                        lambda phrase: "table_round" if phrase == "round table" else "") == "table_round"
    assert shaped_value("How many sugars does Ida take?", "I have my tea with two sugars.", {"tea"}, never) == ""


def test_how_reads_the_phrase_the_thing_is_had_in_without_the_asked_setting():
    never = lambda phrase: ""  # noqa: E731 - links nothing
    assert shaped_value("How does Ida want her scarf for the concert?",
                        "I want my scarf in a loose knot for the concert, not a bow.", {"scarf", "concert"},
                        never) == "in a loose knot"


def test_do_support_opens_a_yes_no_question_after_a_lead_in_too():
    assert asks_yes_no("Does Wiesia like ballroom dancing?")
    assert asks_yes_no("I'm pouring Wiesia a juice - does she take ice?")
    assert not asks_yes_no("Does Wiesia want juice or water?")


@pytest.mark.parametrize("question, value", [
    ("Where does Piotr like to read?", "balcony"),
    ("How does Zofia take her coffee?", "with oat cream"),
    ("What does Marek want for lunch tomorrow?", "pierogi"),
    ("Does Marek like karaoke nights?", "no"),
    ("How does Piotr like his toast?", "burnt"),
    ("Does Zofia take her tablets after the meal or before it?", "after the meal"),
    ("How does Morag take her porridge?", "with salt"),
    ("What does Ola like to drink on school nights?", "cocoa"),  # "on school nights" says when, not what
])
def test_a_stated_preference_answers_in_the_asked_shape(memory, question, value):
    answer = memory.ask(question, at_ns=T0 + 10 * H)
    assert answer.known and answer.value == value, answer.answer


def _mug_seen(n: int, entity: str, colour: str) -> dict:
    deltas = [("name", f"{colour} mug"), ("category", "mug"), ("color", colour), ("location", "shelf_1")]
    return numbered(n, "robot", "observe", kind="observation", objects=[entity],
                    deltas=[(entity, a, v) for a, v in deltas])


def test_choices_seen_again_and_again_outweigh_what_another_says_of_them(tmp_path):
    """Lena was seen taking the green mug on four days; her brother says she always drinks from the
    yellow one: her own choices answer which mug she likes."""
    taken = [numbered(24 * day, "lena", "pick", objects=["mug_green_1"], deltas=[("mug_green_1", "held_by", "lena")])
             for day in range(1, 5)]
    events = [_mug_seen(1, "mug_green_1", "green"), _mug_seen(2, "mug_yellow_1", "yellow"),
              said(3, "karol", "Lena always drinks from the yellow mug, that one."), *taken]
    with Memory(tmp_path / "home.db") as mem:
        mem.ingest(events)
        answer = mem.ask("Which mug does Lena like?", at_ns=T0 + 120 * H)
    assert answer.known and answer.value == "mug_green_1", answer.answer


def test_the_speakers_own_choices_do_not_outweigh_what_they_say_of_another(tmp_path):
    """Karol takes the green mug every day; what he says of his sister's mug is still her mug."""
    taken = [numbered(24 * day, "karol", "pick", objects=["mug_green_1"], deltas=[("mug_green_1", "held_by", "karol")])
             for day in range(1, 5)]
    events = [_mug_seen(1, "mug_green_1", "green"), _mug_seen(2, "mug_yellow_1", "yellow"),
              said(3, "karol", "Lena always drinks from the yellow mug, that one."), *taken]  # Lena: not met yet
    with Memory(tmp_path / "home.db") as mem:
        mem.ingest(events)
        answer = mem.ask("Which mug does Lena like?", at_ns=T0 + 120 * H)
    assert answer.known and answer.value == "mug_yellow_1", answer.answer
