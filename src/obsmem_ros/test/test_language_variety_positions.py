"""Variety words read by their place in the clause (`variety_positions.read_positions`, run by
`syntax.normalise` after `varieties.standard_words`), on Jamaican sentences written for this file:
one pronoun form as subject, object or possessor, a plural marker after its noun, particles before
a verb and elsewhere, a quoting word as a verb or as "that"; English with the same words stays;
the reader then finds the claim, the request and the doer."""
from __future__ import annotations

import pytest

from obsmem_ros.core.language import UtteranceReader
from obsmem_ros.core.language.syntax import normalise
from obsmem_ros.core.timefmt import parse_iso_ns

SAID = parse_iso_ns("2026-05-06T09:10:00+00:00")  # a Wednesday morning


@pytest.mark.parametrize("said, standard", [
    ("Mi wash di van yesterday.", "I wash the van yesterday."),
    ("Mi umbrella deh pon di porch.", "My umbrella is on the porch."),
    ("Call mi when yuh reach.", "Call me when you reach."),
    ("Yuh find mi phone charger?", "You find my phone charger?"),
    ("Mi tink mi lef it inna di garage.", "I think I left it in the garage."),
    ("Put it inna him drawer.", "Put it in his drawer."),
    ("Di plate dem deh inna di sink.", "The plate is in the sink."),
    ("Mi cyaan see dem.", "I can't see them."),
    ("Dem zeh pon di shelf.", "They are on the shelf."),
])
def test_pronouns_and_plural_markers_read_by_place(said, standard):
    assert normalise(said) == standard


@pytest.mark.parametrize("said, standard", [
    ("Remind mi fi call di plumber.", "Remind me to call the plumber."),
    ("Buy some bread fi mi.", "Buy some bread for me."),
    ("Unu fi sweep di yard.", "You should sweep the yard."),
    ("Mi nuh like di cold rice.", "I don't like the cold rice."),
    ("Di ladder nuh deh inna di shed.", "The ladder is not in the shed."),
    ("Him nah come till Friday.", "He won't come till Friday."),
    ("Neville seh di bus full.", "Neville said the bus full."),
    ("Di water meter man seh him soon come.", "The water meter man said he soon come."),
    ("Neville tell mi seh di bus late.", "Neville tell me that the bus late."),
])
def test_particles_and_quoting_words_read_by_place(said, standard):
    assert normalise(said) == standard


@pytest.mark.parametrize("said", [
    "Give him the keys, please.",
    "Did you see him go?",
    "I'll have him back by six.",
    "I told him Mum was coming.",
    "Nah, I'm fine thanks.",
    "The wi-fi is down again.",
    "Mi abuela is coming Sunday.",               # Spanish: a word of no listed variety follows
])
def test_english_with_the_same_words_stays(said):
    assert normalise(said) == said


@pytest.fixture(scope="module")
def reader():
    return UtteranceReader(robot_id="robot")


def test_reader_finds_a_possessed_thing_and_its_place(reader):
    said = reader.read("Mi umbrella nuh deh pon di porch.", speaker="neville", addressee="robot", now_ns=SAID,
                       event_id="e1", people=("neville",))
    assert {(c.entity, c.attribute, c.value, c.negated) for c in said.claims} == {
        ("umbrella", "location", "porch", True)}


def test_reader_finds_the_request_with_its_object(reader):
    said = reader.read("Robot, remind mi fi call di plumber.", speaker="neville", addressee="robot", now_ns=SAID,
                       event_id="e2", people=("neville",))
    assert [(u.kind.value, u.owner, u.beneficiary) for u in said.undertakings] == [("reminder", "robot", "neville")]
