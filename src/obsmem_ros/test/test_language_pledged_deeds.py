"""A pledge with the deed after a colon ("You have my word: the bins out before the lorry comes")
is the speaker's promise, also when the clause-kind classifier reads the clause as a request: the
grammar names who owes it. Sentences written for this file, in no hand-written set."""
from __future__ import annotations

import pytest

from obsmem_ros.core.language import UtteranceReader
from obsmem_ros.core.records import CommitmentKind
from obsmem_ros.core.timefmt import parse_iso_ns

NOW = parse_iso_ns("2026-12-01T08:00:00+00:00")


@pytest.fixture(scope="module")
def learned():
    from obsmem_ros.core.language.clause_kinds import clause_kind_classifier

    return UtteranceReader(robot_id="robot", clause_kinds=clause_kind_classifier())


@pytest.mark.parametrize("words", [
    "You have my word: the bins out on the kerb after supper.",
    "You have my word: I'll take the bins out after supper.",
])
def test_a_pledged_deed_is_the_speakers_promise(learned, words):
    owed = learned.read(words, speaker="yusuf", addressee="robot", now_ns=NOW).undertakings
    assert [(u.kind, u.owner) for u in owed] == [(CommitmentKind.PROMISE, "yusuf")]
    assert "bins" in owed[0].action


def test_a_pledge_alone_owes_nothing(learned):
    assert learned.read("You have my word.", speaker="yusuf", addressee="robot", now_ns=NOW).undertakings == ()


def test_a_request_stays_a_request(learned):
    owed = learned.read("Could you take the bins out after supper?", speaker="yusuf", addressee="robot",
                        now_ns=NOW).undertakings
    assert [(u.kind, u.owner) for u in owed] == [(CommitmentKind.REQUEST, "robot")]
