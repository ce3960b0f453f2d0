""""On" / "off" said as verbs ("Off the fan for me") are read as "turn on" / "turn off" when the
piece asks (`switch_words`). Sentences written for this file (in no hand-written set)."""
from __future__ import annotations

import pytest

from obsmem_ros.core.language.switch_words import switch_said
from obsmem_ros.core.records import CommitmentKind
from obsmem_ros.core.timefmt import parse_iso_ns

from .factories import read_heard

SAID = parse_iso_ns("2026-11-02T19:45:00+00:00")


@pytest.mark.parametrize("piece, read", [
    ("Off the fan for me.", "Turn off the fan for me."),
    ("Can on the heater in the study?", "Can turn on the heater in the study?"),
    ("Please off the porch light.", "Please turn off the porch light."),
    ("On the radio at 7.", "Turn on the radio at 7."),
])
def test_on_or_off_before_a_noun_phrase_that_asks_is_a_switching(piece, read):
    assert switch_said(piece) == read


@pytest.mark.parametrize("piece", [
    "On the bookcase by the window.",   # a place said alone
    "Off the top of my head.",
    "The fan is on.",
])
def test_a_place_or_any_other_piece_is_left_as_said(piece):
    assert switch_said(piece) == piece


def test_a_switching_said_without_its_verb_is_a_request(reader):
    reading = read_heard(reader, "Off the fan in the study for me, it's too cold.", speaker="rohan", now_ns=SAID)
    asked = [u for u in reading.undertakings if u.kind is CommitmentKind.REQUEST]
    assert len(asked) == 1 and asked[0].action.startswith("Turn off the fan")
