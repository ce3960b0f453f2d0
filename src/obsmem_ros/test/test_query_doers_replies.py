"""Who is to do it, when the deed is handed over in a reply (issue 11, session 37): the turn just
before named the thing, the reply takes it up with a pronoun ("I open the door for him"), or says
who in a cleft ("no, it's me that's taking her"); a reply about another deed hands nothing over.
Fresh sentences, in no hand-written set."""
from __future__ import annotations

from functools import partial

import pytest

from .factories import heard, iso, ns, remembered

t = partial(iso, 11)  # (day, hour, minute) of November 2026, as a trace line's time
at = partial(ns, 11)


def say(n: int, when: str, who: str, words: str, to: str = "robot") -> dict:
    return heard(f"r{n:03d}", when, who, words, addressee=to, location="kitchen", source="sim", verb="",
                 observers=["robot", "noor", "idris", "layla", "tariq"])


STORY = [
    {"id": "r001", "time": t(9, 8, 0), "kind": "session_start", "location": "kitchen", "observers": ["robot"],
     "source": "sim"},
    say(2, t(9, 8, 1), "noor", "Morning."),
    say(3, t(9, 8, 2), "idris", "Morning."),
    say(4, t(9, 8, 3), "layla", "Morning."),
    say(5, t(9, 8, 4), "tariq", "Morning."),
    say(6, t(9, 8, 10), "layla", "The gas engineer is coming at eleven, I'll stay in for the gas engineer.",
        to="idris"),
    say(7, t(9, 8, 12), "idris", "You've got your exam, love. I'm here anyway, I open the door for him.", to="layla"),
    say(8, t(9, 9, 0), "noor", "Tariq's driving Layla to the exam hall on Thursday."),
    say(9, t(9, 9, 1), "idris", "No, it's me that's driving her, Tariq's working Thursday."),
    say(10, t(9, 10, 0), "tariq", "I'm collecting the curtains from the dry cleaner's on Friday."),
    say(11, t(9, 10, 2), "noor", "Lovely, I'll cook for him when he's back."),
]


@pytest.fixture(scope="module")
def memory(tmp_path_factory):
    yield from remembered(STORY, str(tmp_path_factory.mktemp("replies") / "r.db"))


def test_a_reply_naming_the_thing_by_a_pronoun_hands_the_deed_over(memory):
    answer = memory.ask("Who's letting the gas engineer in?", at_ns=at(9, 12, 0))
    assert answer.value == "idris"


def test_a_cleft_reply_gives_the_deed_to_the_one_it_is_said_of(memory):
    answer = memory.ask("Who's driving Layla to the exam hall?", at_ns=at(9, 12, 0))
    assert answer.value == "idris"


def test_a_reply_about_another_deed_hands_nothing_over(memory):
    answer = memory.ask("Who's collecting the curtains from the dry cleaner's?", at_ns=at(9, 12, 0))
    assert answer.value == "tariq"
