"""Words household speech leaves out or clips, read back (sentences written for this file, in no
hand-written set): the subject of a placing verb cut off by a comma from the clause that says it,
and the clipped "'em" for "them"."""
from __future__ import annotations

from obsmem_ros.core.language.clauses import clauses
from obsmem_ros.core.language.syntax import normalise
from obsmem_ros.core.timefmt import parse_iso_ns

from .factories import said_places

SAID = parse_iso_ns("2026-03-14T10:15:00+00:00")


def placed(reader, words):
    return said_places(reader, words, speaker="ines", now_ns=SAID, people=("ines", "tomas"))


def test_clipped_em_is_them():
    assert normalise("I stacked 'em by the door") == "I stacked them by the door"
    assert normalise("'Em? On the porch.") == "Them? On the porch."
    assert normalise("the gem's in the box") == "the gem's in the box"


def test_a_topic_taken_up_by_em_is_placed(reader):
    found, _ = placed(reader, "The spare lightbulbs, I put 'em in the hall cupboard.")
    assert ("spare_lightbulbs", "hall_cupboard") in found or ("lightbulbs", "hall_cupboard") in found
    assert not any(entity == "em" for entity, _ in found)


def test_a_placing_verb_after_a_comma_keeps_the_speakers_subject():
    parts = [p.text for p in clauses("The mango pickle I bought already, keep in the larder.")]
    assert parts[-1].startswith("I keep in the larder")


def test_the_topic_of_a_dropped_subject_is_placed(reader):
    found, reading = placed(reader, "The mango pickle I bought already, keep in the larder.")
    assert ("mango_pickle", "larder") in found
    assert not any(u.kind.value == "request" for u in reading.undertakings)


def test_a_command_that_names_its_thing_or_moves_people_stays_a_command():
    assert [p.text for p in clauses("I finished the soup, put the pot in the sink.")][-1].startswith("put the pot")
    assert [p.text for p in clauses("We laid the table, come to the kitchen.")][-1].startswith("come to")
    assert [p.text for p in clauses("The parcel she sent, stow in the loft.")][-1].startswith("stow in")
