"""Who a clause's grammar binds to what it owes (``language.owed_parties``): a subject said unable
to do something owes no appointment or promise of it, and a request passed on keeps its first asker."""
from __future__ import annotations

import pytest

from obsmem_ros.core.language import UtteranceReader
from obsmem_ros.core.language.clause_kinds import clause_kind_classifier
from obsmem_ros.core.records import CommitmentKind
from obsmem_ros.core.timefmt import format_iso, parse_iso_ns

PEOPLE = ("nadia", "bram", "olu")
MONDAY_NOON = parse_iso_ns("2026-11-02T12:00:00+00:00")


@pytest.fixture(scope="module")
def learned():
    """The reader led by the clause-kind classifier, as the stories are read."""
    return UtteranceReader(robot_id="robot", clause_kinds=clause_kind_classifier())


def owed(reader, words: str, speaker: str = "nadia", addressee: str = "robot"):
    return reader.read(words, speaker=speaker, addressee=addressee, now_ns=MONDAY_NOON, event_id="e1",
                       people=PEOPLE).undertakings


def test_a_visitor_who_cannot_come_on_one_day_is_due_on_the_day_he_moves_to(reader):
    undertakings = owed(reader, "the glazier phoned, he can't do wednesday now he's coming thursday at nine instead")
    assert [format_iso(u.due_ns) for u in undertakings if u.due_ns] == ["2026-11-05T09:00:00+00:00"]


def test_saying_one_cannot_do_something_promises_nothing(reader):
    for words in ("I can't walk the dog on friday at seven.", "Bram couldn't paint the fence on saturday."):
        assert [u for u in owed(reader, words) if u.kind in (CommitmentKind.PROMISE, CommitmentKind.SCHEDULE)] == []


def test_asking_whether_someone_cannot_do_it_still_asks(reader):
    (asked,) = owed(reader, "can't you empty the recycling tonight?")
    assert asked.kind is CommitmentKind.REQUEST


def test_a_request_passed_on_names_who_asked_for_it(learned):
    for words in ("Olu asked me to remind you to water the tomatoes", "Olu wants me to tell you the van needs diesel"):
        assert {u.requester for u in owed(learned, words, speaker="robot", addressee="bram")} == {"olu"}


def test_the_speakers_own_request_names_no_other_asker(reader):
    assert {u.requester for u in owed(reader, "remind Bram to water the tomatoes at six")} == {""}
