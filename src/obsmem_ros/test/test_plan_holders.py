"""Who holds a plan (sentences written for this file): a clause read as a promise whose subject is
"you" hands the deed to the one addressed ("okay, you take her": an offer accepted)."""
from __future__ import annotations

import pytest

from obsmem_ros.core.language.clauses import PARSES
from obsmem_ros.core.language.referents import ReadingContext
from obsmem_ros.core.language.speakers import Speakers
from obsmem_ros.core.language.undertakings import undertakings_as
from obsmem_ros.core.records import CommitmentKind
from obsmem_ros.core.timefmt import parse_iso_ns

NOW = parse_iso_ns("2026-10-06T18:00:00+00:00")


def _promised(words: str, addressee: str = "tomas"):
    ctx = ReadingContext(speakers=Speakers(speaker="ines", addressee=addressee), resolve=lambda _w: None, now_ns=NOW)
    doc = PARSES.doc(words)
    root = next(iter(doc.sents)).root
    return [(u.kind, u.owner, u.beneficiary) for u in undertakings_as("promise", root, doc, ctx, words)]


@pytest.mark.parametrize("words", ["Alright then, you drive him.", "Fine, you do the bins tonight."])
def test_a_promise_said_of_you_is_the_addressees_deed(words):
    assert _promised(words) == [(CommitmentKind.PROMISE, "tomas", "ines")]


def test_a_promise_of_the_speakers_own_stays_theirs():
    assert _promised("I'll do the bins tonight.") == [(CommitmentKind.PROMISE, "ines", "tomas")]


def test_you_said_to_the_robot_stays_the_speakers_word():
    assert _promised("Fine, you do the bins tonight.", addressee="robot") == [(CommitmentKind.PROMISE, "ines", "robot")]
