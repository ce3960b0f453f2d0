"""Whose deed a clause's subject makes it: the one a repeated "she" / "he" named first, the speaker's
own announced departure, the addressee's announced errand; and the deed a person driven makes.
Sentences written for this file, in no hand-written set."""
from __future__ import annotations

import pytest

from obsmem_ros.core.language import UtteranceReader
from obsmem_ros.core.language.clause_kinds import clause_kind_classifier
from obsmem_ros.core.language.verbs import canonical_verb
from obsmem_ros.core.timefmt import parse_iso_ns

SAID = parse_iso_ns("2026-10-06T09:00:00+00:00")
PEOPLE = ("lena", "omar", "sam", "rita")


@pytest.fixture(scope="module")
def reader():
    return UtteranceReader(robot_id="robot", clause_kinds=clause_kind_classifier())


def owners(reader, words, verb, speaker="lena", to="robot"):
    said = reader.read(words, speaker=speaker, addressee=to, now_ns=SAID, event_id="u1", people=PEOPLE)
    return [u.owner for u in said.undertakings if verb in u.action]


def test_a_repeated_she_names_the_one_who_said_it_not_the_one_let_go(reader):
    words = "Rita rang. She said don't let Omar drive to the tip, she'll take the rubbish herself tomorrow."
    assert owners(reader, words, "rubbish") == ["rita"]


def test_a_name_said_as_a_tensed_subject_between_takes_the_pronoun(reader):
    words = "Rita rang. She said Sam's finishing early today, so she'll pick up the bread on the way home."
    assert owners(reader, words, "bread") == ["sam"]


def test_a_departure_in_the_speakers_own_voice_sets_off_on_no_errand_of_anothers(reader):
    words = "Omar's doing the chemist run. I'm stuck at work. Half six I leave."
    assert "omar" not in owners(reader, words, "leave")  # the speaker's leaving, not Omar's run


def test_an_event_announced_to_someone_as_their_doing_is_theirs(reader):
    words = "you're collecting sam from the party tonight right it finishes at ten"
    assert set(owners(reader, words, "sam", to="omar")) == {"omar"}


def test_driving_someone_among_joined_objects_is_a_taking(reader):
    said = reader.read("I'll drive my own self and Sam to the match on Saturday.", speaker="rita", addressee="robot",
                       now_ns=SAID, event_id="u1", people=PEOPLE).undertakings
    assert [u.verb for u in said if "drive" in u.action] == [canonical_verb("take")]
