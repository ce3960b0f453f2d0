"""An order passed on from someone else ("Gran says bring the washing in tonight") is a request
(`passed_orders`). Sentences written for this file (in no hand-written set)."""
from __future__ import annotations

import pytest

from obsmem_ros.core.language.clauses import PARSES
from obsmem_ros.core.language.passed_orders import passed_order
from obsmem_ros.core.records import CommitmentKind
from obsmem_ros.core.timefmt import parse_iso_ns

from .factories import read_heard

SAID = parse_iso_ns("2026-10-14T08:30:00+00:00")


@pytest.mark.parametrize("words, order", [
    ("Gran says shut the greenhouse tonight.", "shut the greenhouse tonight"),
    ("Jonas said feed the hens before lunch.", "feed the hens before lunch"),
    ("Gran says the greenhouse is shut.", ""),        # news, no order
    ("Gran says to shut the greenhouse.", ""),        # "to": a form the request reader already has
    ("I said shut the greenhouse.", ""),              # the speaker's own order is read as said
])
def test_an_order_passed_on_is_a_bare_verb_after_someone_elses_saying(words, order):
    assert passed_order(PARSES.doc(words)) == order


def test_an_order_passed_on_is_read_as_a_request(reader):
    reading = read_heard(reader, "Gran says bring the washing in tonight.", speaker="pia", now_ns=SAID,
                         people=("pia", "jonas"))
    asked = [u for u in reading.undertakings if u.kind is CommitmentKind.REQUEST]
    assert len(asked) == 1 and asked[0].action == "bring the washing" and asked[0].objects == ("washing",)
    assert asked[0].owner == "robot" and asked[0].due_ns is not None
    assert not [u for u in reading.undertakings if u.kind is CommitmentKind.SCHEDULE]
