"""An order passed on from someone else ("Gran says bring the washing in tonight", "Gran asked me to
remind you to bring the washing in") is a request (`passed_orders`). Sentences written for this file (in no hand-written set)."""
from __future__ import annotations

import pytest

from obsmem_ros.core.language.clauses import PARSES
from obsmem_ros.core.language.passed_orders import passed_order, relayed_ask
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


@pytest.mark.parametrize("words, deed", [
    ("Jonas asked me to remind you to collect the parcel.", "collect the parcel"),
    ("Gran told us to tell you to bring the deckchairs in tonight.", "bring the deckchairs in tonight"),
    ("Jonas wants me to ask you to sweep the porch.", "sweep the porch"),
    ("Jonas wants me to tell you the gate is stuck.", ""),   # news to tell, no deed
    ("I asked Jonas to remind you to collect the parcel.", ""),  # the speaker asked: no relaying
    ("Jonas asked me to collect the parcel.", ""),            # asked of the speaker, not passed on
    ("Jonas asked me to remind Pia to collect the parcel.", ""),  # not the listener's deed
])
def test_a_relayed_ask_is_the_deed_under_the_verb_of_telling(words, deed):
    assert relayed_ask(PARSES.doc(words)) == deed


def test_a_relayed_ask_is_read_as_the_first_askers_request_of_the_listener(reader):
    reading = reader.read("Jonas asked me to remind you to collect the parcel before five.", speaker="robot",
                          addressee="pia", now_ns=SAID, event_id="e1", people=("pia", "jonas"))
    (asked,) = reading.undertakings
    assert asked.kind is CommitmentKind.REQUEST and asked.action == "collect the parcel"
    assert (asked.owner, asked.requester, asked.objects) == ("pia", "jonas", ("parcel",))
    assert asked.due_ns is not None
