"""The level a thing is liked at is the preference's value ("I like the lounge at nineteen":
nineteen, not "at nineteen"), and statements say the verb as said of someone ("goes", "does").
Sentences written for this file, in no hand-written set."""
from __future__ import annotations

import pytest

from obsmem_ros.core.language.preferences import third_person
from obsmem_ros.core.timefmt import parse_iso_ns

from .factories import read_heard

SAID = parse_iso_ns("2026-10-06T09:00:00+00:00")


def stated(reader, words):
    reading = read_heard(reader, words, speaker="omar", now_ns=SAID, event_id="u1", people=("omar", "lena"))
    return [(p.person, p.topic, p.value, p.statement) for p in reading.preferences]


@pytest.mark.parametrize("words, topic, value", [
    ("I like the lounge at nineteen, twenty-three is too stuffy.", "lounge", "nineteen"),
    ("Honestly I like the fan on two.", "fan", "two"),
    ("I like the bath at forty-one.", "bath", "forty-one"),
])
def test_the_level_a_thing_is_liked_at_is_the_value_as_said(reader, words, topic, value):
    ((person, got_topic, got, _statement),) = stated(reader, words)
    assert (person, got_topic, got) == ("omar", topic, value)


def test_a_liked_thing_with_more_than_a_level_keeps_its_words(reader):
    ((_person, topic, value, _statement),) = stated(reader, "I like the kettle by the window.")
    assert topic == "kettle" and value.endswith("by window")


@pytest.mark.parametrize("verb, said", [("go", "goes"), ("do", "does"), ("carry", "carries"), ("play", "plays"),
                                        ("watch", "watches"), ("have", "has"), ("read", "reads")])
def test_a_verb_said_of_someone(verb, said):
    assert third_person(verb) == said


def test_a_routine_of_going_reads_goes(reader):
    ((_person, _topic, _value, statement),) = stated(reader, "Lena always goes to the early swim on Saturdays.")
    assert statement.startswith("lena goes to the early swim")
