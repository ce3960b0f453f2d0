"""Whose preference a question asks and which sentences speak of it: a pet or anyone memory knows
by no name ("Where does Bruno like to sleep?") is read from what others said of them; an order
about the speaker's own thing ("make my cocoa extra thick, yeah?") says how they want it; and a
question asking for a thing of a kind memory knows by a word it covers ("which cup", the mugs)
is answered by what the person was seen choosing, not by a liking of something else. Every
sentence here was written for these tests."""
from __future__ import annotations

import pytest

from obsmem_ros.core.memory import Memory
from obsmem_ros.core.query.retrieval.said_clauses import speaks_for_self

from .factories import T0, H, numbered, said


def sight(n: int, entity: str, colour: str) -> dict:
    deltas = [("name", f"{colour} mug"), ("category", "mug"), ("color", colour), ("location", "shelf_1")]
    return numbered(n, "robot", "observe", kind="observation", objects=[entity],
                    deltas=[(entity, a, v) for a, v in deltas])


def took(n: int, who: str, entity: str) -> dict:
    return numbered(n, who, "pick", objects=[entity], deltas=[(entity, "held_by", who)])


@pytest.fixture(scope="module")
def memory(tmp_path_factory):
    with Memory(tmp_path_factory.mktemp("home") / "home.db") as mem:
        mem.ingest([said(1, "ola", "Bruno's been at the groomer all day. He always sleeps on my sofa, the rascal."),
                    said(2, "zofia", "Cake's on the counter. And make my cocoa extra thick, yeah?"),
                    said(3, "zofia", "I like the news channel best."),
                    sight(4, "mug_red_1", "red"), sight(5, "mug_grey_1", "grey"),
                    *(took(24 * day, "zofia", "mug_grey_1") for day in range(1, 5))])  # four mornings
        yield mem


def test_an_order_about_the_speakers_own_thing_speaks_for_them():
    assert speaks_for_self("And make my cocoa extra thick, yeah?", {"cocoa"})
    assert not speaks_for_self("Could you make my cocoa?", {"cocoa"})  # asked, not ordered with a tag


@pytest.mark.parametrize("question, value", [
    ("Where does Bruno like to sleep?", "Ola's sofa"),     # a pet, known by no name: what Ola said of him
    ("How does Zofia take her cocoa?", "thick"),
    ("Which cup does Zofia like best?", "mug_grey_1"),     # seen choosing it; the news channel is no cup
])
def test_whose_preference_and_which_sentence(memory, question, value):
    answer = memory.ask(question, at_ns=T0 + 120 * H)
    assert answer.known and answer.value == value, answer.answer


def test_an_errand_wished_for_says_no_liking_of_what_is_asked():
    """ "I'd like my glasses brought ..." asks an errand of the robot: it is no answer to what she
    likes to drink, though it says "I'd like" and "in the morning"."""
    events = [said(1, "wanda", "I'd like my glasses brought to the study at twenty past eight in the morning.")]
    with Memory(":memory:") as mem:
        mem.ingest(events)
        answer = mem.ask("What does Wanda like to drink in the mornings?", at_ns=T0 + 3 * H)
    assert "glasses" not in answer.answer and answer.value != "glasses", answer.answer
