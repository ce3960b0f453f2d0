"""Obligations read as requests (`language.obligations`), on sentences written for this file: one
laid on the hearer asks them, one passed on asks for its first speaker, the speaker's own duty and
negated or asked obligations ask nothing."""
from __future__ import annotations

import pytest

from obsmem_ros.core.language import UtteranceReader
from obsmem_ros.core.records import CommitmentKind
from obsmem_ros.core.timefmt import parse_iso_ns

SAID = parse_iso_ns("2026-05-06T09:10:00+00:00")
KNOWN = {"heater": "heater_1", "hedge": "hedge_1", "gate": "gate_1", "parrot": "parrot_1"}


def owed(words, speaker="tomas"):
    reader = UtteranceReader(robot_id="robot")
    said = reader.read(words, speaker=speaker, addressee="robot", now_ns=SAID, event_id="e1", resolve=KNOWN.get,
                       people=("tomas", "ines"))
    return {(u.kind, u.owner, u.beneficiary, u.objects) for u in said.undertakings}


@pytest.mark.parametrize("words", [
    "You have to switch the heater off at noon.",
    "You've got to feed the parrot tonight.",
    "You must shut the gate.",
])
def test_an_obligation_on_the_hearer_is_a_request(words):
    assert {(k, o, b) for k, o, b, _ in owed(words)} == {(CommitmentKind.REQUEST, "robot", "tomas")}


def test_an_obligation_passed_on_asks_for_its_first_speaker():
    assert owed("Ines says you have to trim the hedge.") == {(CommitmentKind.REQUEST, "robot", "ines", ("hedge_1",))}
    assert owed("Ines says I have to trim the hedge.") == {(CommitmentKind.REQUEST, "tomas", "ines", ("hedge_1",))}


@pytest.mark.parametrize("words", [
    "You don't have to shut the gate.",
    "Do you have to shut the gate?",
    "Ines says I have to swim every morning.",     # a routine passed on, not one deed asked
])
def test_a_negated_or_asked_obligation_asks_nothing(words):
    assert not any(k is CommitmentKind.REQUEST for k, *_ in owed(words))
