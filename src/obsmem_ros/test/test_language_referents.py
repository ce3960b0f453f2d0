"""What "it" and "they" mean in a heard utterance: a thing named earlier in the same clause (a
fronted noun, "the gloves, they're ..."), a thing said on its own just before ("The torch? It's
..."), never an indefinite person ("if anybody needs the ladder, it's ..."), and never the place
something is in. Sentences written for this file, in no hand-written set."""
from __future__ import annotations

import pytest

from obsmem_ros.core.timefmt import parse_iso_ns

from .factories import read_heard

SAID = parse_iso_ns("2026-10-06T09:00:00+00:00")
KNOWN = {"gloves": "gloves_1", "torch": "torch_1", "ladder": "ladder_1", "shed": "shed_1", "garage": "garage",
         "porch": "porch_1", "hook": "hook_1", "bench": "bench_1", "cupboard": "cupboard_1"}


def claims(reader, words):
    reading = read_heard(reader, words, speaker="lena", now_ns=SAID, event_id="u1", resolve=KNOWN.get,
                         people=("lena", "omar"))
    return [(c.entity, c.attribute, c.value) for c in reading.claims]


@pytest.mark.parametrize("words, claim", [
    ("Oh, the gloves, they're on the bench.", ("gloves_1", "location", "bench_1")),
    ("The torch? It's in the cupboard.", ("torch_1", "location", "cupboard_1")),
    ("If anybody needs the ladder, it's in the garage.", ("ladder_1", "location", "garage")),
    ("In case somebody wants the torch, it's on the hook.", ("torch_1", "location", "hook_1")),
    ("The gloves are on the porch if you need them.", ("gloves_1", "location", "porch_1")),
])
def test_a_pronoun_means_the_thing_named_before_it(reader, words, claim):
    assert claims(reader, words) == [claim]


def test_a_place_named_before_the_pronoun_is_not_what_it_means(reader):
    assert claims(reader, "I left the torch in the shed, it's on the bench by the door.")[0][0] == "torch_1"


def test_a_second_object_after_a_particle_is_a_place_not_what_it_means(reader):
    # "out (of) the machine": where the kit came from, so "it" is the kit, not the machine
    seen = {"machine": "washer_1", "bench": "bench_1"}
    reading = read_heard(reader, "mam took my swim kit out the machine earlier it's on the bench now", speaker="lena",
                         now_ns=SAID, event_id="u1", resolve=seen.get, people=("lena", "omar"))
    assert [(c.entity, c.value) for c in reading.claims] == [("swim_kit", "bench_1")]



def denials(reader, words):
    reading = read_heard(reader, words, speaker="lena", now_ns=SAID, event_id="u1",
                         resolve={**KNOWN, "car keys": "keys_1", "scarf": "scarf_1"}.get, people=("lena", "omar"))
    return [(c.entity, c.value) for c in reading.claims if c.negated]


@pytest.mark.parametrize("words, denial", [
    # a nickname memory has not met is someone, not what "it" means
    ("If Bibi's after the ladder, it's not in the shed.", ("ladder_1", "shed_1")),
    # a compound the parser splits off its head as a clause is still one name
    ("Have you seen the car keys? They're not in the cupboard.", ("keys_1", "cupboard_1")),
    # a possessive before a contracted "is" stays a possessive
    ("Gran's scarf's not on the hook anymore.", ("scarf_1", "hook_1")),
    ("Dad's torch's not in the cupboard.", ("torch_1", "cupboard_1")),
])
def test_a_denial_is_said_of_the_thing_named_before(reader, words, denial):
    assert denials(reader, words) == [denial]


def test_his_after_a_subject_and_an_owner_means_the_subject(reader):
    reading = reader.read("Omar's borrowed Lena's ladder, it's in his garage.", speaker="kim", addressee="robot",
                          now_ns=SAID, event_id="u2", resolve={"ladder": "ladder_1"}.get, people=("lena", "omar", "kim"))
    assert [(c.entity, c.value) for c in reading.claims] == [("ladder_1", "omar_garage")]


@pytest.mark.parametrize("words, claim", [
    ("Good news, the torch is back on the hook.", ("torch_1", "location", "hook_1")),
    ("The ladder's still in the garage, by the way.", ("ladder_1", "location", "garage")),
])
def test_a_place_after_an_adverb_of_the_copula_is_where_the_thing_is(reader, words, claim):
    assert claims(reader, words) == [claim]
