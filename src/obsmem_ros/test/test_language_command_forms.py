"""Commands the small tagger misreads: a time said first ("Tomorrow morning, wake me ...") and a
sentence-initial verb taken for a name ("Wake Idris at eight"), on sentences written for this file
(in no hand-written set)."""
from __future__ import annotations

import pytest

from obsmem_ros.core.language.clauses import clauses
from obsmem_ros.core.language.utterances import heard_words
from obsmem_ros.core.records import CommitmentKind
from obsmem_ros.core.timefmt import parse_iso_ns

from .factories import read_heard

SAID = parse_iso_ns("2026-05-12T21:00:00+00:00")


def requests(reader, words):
    reading = read_heard(reader, words, speaker="noor", now_ns=SAID, people=("noor", "idris"))
    return [u for u in reading.undertakings if u.kind is CommitmentKind.REQUEST]


@pytest.mark.parametrize("words, verb", [
    ("Tomorrow morning, wake me at half six.", "wake"),
    ("On Friday, take the recycling out.", "pick"),
])
def test_a_command_after_a_time_said_first_is_a_request(reader, words, verb):
    asked = requests(reader, words)
    assert [(u.verb, u.owner, u.beneficiary) for u in asked] == [(verb, "robot", "noor")]


def test_a_command_whose_verb_the_tagger_took_for_a_name_is_a_clause_not_a_fragment(reader):
    parts = clauses(heard_words("Wake Idris at eight, he's got an exam."))
    assert not parts[0].fragment and parts[0].text.startswith("wake Idris")
    asked = requests(reader, "Wake Idris at eight, he's got an exam.")
    assert [u.verb for u in asked] == ["wake"] and "Idris" in asked[0].action


def test_a_name_said_first_stays_a_name(reader):
    parts = clauses(heard_words("Idris, your bike's in the hall."))
    assert [p.text for p in parts] == ["your bike is in the hall."]
