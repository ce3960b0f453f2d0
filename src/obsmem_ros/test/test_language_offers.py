"""Offers said with "let" (sentences written for this file): "let me get it" is the speaker's own
promise, not a request of the one addressed; said to the one who had the deed, it takes it over."""
from __future__ import annotations

import pytest

from obsmem_ros.core.records import CommitmentKind
from obsmem_ros.core.timefmt import parse_iso_ns

from .factories import T0, read_heard, remembered, said as _said

MIN = 60 * 10**9
SAID = parse_iso_ns("2026-10-06T09:00:00+00:00")


def owed(reader, words):
    reading = read_heard(reader, words, speaker="omar", now_ns=SAID, people=("omar", "lena"))
    return [(u.kind, u.owner, u.action) for u in reading.undertakings]


@pytest.mark.parametrize("words, action", [
    ("Let me carry the shopping in.", "carry the shopping in"),
    ("Here, let us wash the dishes tonight.", "wash the dishes"),
])
def test_let_me_offers_the_speakers_own_deed(reader, words, action):
    ((kind, owner, got),) = owed(reader, words)
    assert (kind, owner) == (CommitmentKind.PROMISE, "omar") and got.startswith(action)


@pytest.mark.parametrize("words", ["Let me know when the plumber rings.", "Let me think about it."])
def test_let_me_know_or_think_offers_nothing(reader, words):
    assert all(owner != "omar" for _kind, owner, _action in owed(reader, words))


def said(n: int, who: str, words: str, to: str = "robot") -> dict:
    """Said at 08:00 plus `n` minutes on T0's day."""
    return _said(n, who, words, to=to, time_ns=T0 + (8 * 60 + n) * MIN)


@pytest.fixture(scope="module")
def memory():
    yield from remembered([
        said(1, "priya", "I'll collect the birthday cake from the bakery at five."),
        said(2, "anil", "Let me get it, I'm in town anyway. I'll set off at four.", to="priya"),
    ])


def test_an_offer_to_the_doer_takes_the_deed_over(memory):
    got = memory.ask("Who's collecting the birthday cake?", at_ns=T0 + 9 * 60 * MIN)
    assert got.value == "anil"


def test_the_offer_sets_off_at_its_own_time(memory):
    got = memory.ask("What time is Anil setting off for the cake?", at_ns=T0 + 9 * 60 * MIN)
    assert got.value == "2026-03-02T16:00:00+00:00"
