"""Who a relative named as a doer is, when memory has not learnt whom the relation word means
(issue 11, session 35): the one who gives their own word for the same deed soon after ("my nan
says she'll walk him" - "I'll walk him round at four"); a name that is no relation word stays as
said. Fresh sentences, in no hand-written set."""
from __future__ import annotations

from functools import partial

import pytest

from .factories import heard, iso, ns, remembered

t = partial(iso, 10)  # (day, hour, minute) of October 2026, as a trace line's time
at = partial(ns, 10)


def say(n: int, when: str, who: str, words: str, to: str = "robot") -> dict:
    return heard(f"k{n:03d}", when, who, words, addressee=to, location="kitchen", source="sim", verb="",
                 observers=["robot", "rhoda", "neil", "tess", "owen"])


STORY = [
    {"id": "k001", "time": t(7, 8, 0), "kind": "session_start", "location": "kitchen", "observers": ["robot"],
     "source": "sim"},
    say(2, t(7, 8, 5), "owen", "I've got football at five, the kit's in the dryer."),
    say(3, t(7, 8, 10), "tess", "Owen's got his swimming at four today, I can't walk him, I'm at work."),
    say(4, t(7, 8, 12), "neil", "you're working till six love, my nan says she'll walk him to the pool", to="tess"),
    say(5, t(7, 8, 30), "rhoda", "Aye, I'll walk the lad round at half three, no bother."),
    say(6, t(7, 9, 0), "tess", "Bram said he'll fix the shed door on Saturday."),
]


@pytest.fixture(scope="module")
def memory(tmp_path_factory):
    yield from remembered(STORY, str(tmp_path_factory.mktemp("kin_doers") / "k.db"))


def test_a_relative_named_as_a_doer_is_the_one_who_then_gives_their_own_word(memory):
    answer = memory.ask("Who's walking Owen to the pool?", at_ns=at(7, 10, 0))
    assert answer.value == "rhoda"


def test_a_name_that_is_no_relation_word_stays_the_doer_as_said(memory):
    answer = memory.ask("Who's fixing the shed door?", at_ns=at(7, 10, 0))
    assert answer.value == "bram"
