"""Claims of things a person has or took off with (`holding.held`, `holding.taken`) and of things said by their owner alone ("mine",
"ours": `referents.referent`), on sentences written for this file (in no hand-written set)."""
from __future__ import annotations

import pytest

from obsmem_ros.core.timefmt import parse_iso_ns

from .factories import read_heard

SAID = parse_iso_ns("2026-05-14T18:00:00+00:00")


def claims(reader, words):
    reading = read_heard(reader, words, speaker="noor", now_ns=SAID, people=("noor", "idris", "yusuf"))
    return [(c.entity, c.attribute, c.value, c.negated) for c in reading.claims]


@pytest.mark.parametrize("words, held", [
    ("Yusuf's got my phone charger.", ("phone_charger", "location", "yusuf", False)),
    ("Auntie Mel has the spare key, she's out till nine.", ("spare_key", "location", "mel", False)),
    ("Idris has the big torch.", ("big_torch", "location", "idris", False)),
])
def test_a_definite_thing_a_person_has_is_with_them(reader, words, held):
    assert held in claims(reader, words)


@pytest.mark.parametrize("words", [
    "Idris has a cold.",                   # nothing definite held
    "Idris has football on Friday.",       # an event at a time
    "I've got the tickets.",               # the speaker's own
    "You have the remote.",                # the addressee's
])
def test_having_says_where_nothing_is_without_a_definite_thing_held_now_by_someone_else(reader, words):
    assert not [c for c in claims(reader, words) if c[1] == "location"]


def test_a_thing_said_by_its_owner_alone_is_the_last_thing_named(reader):
    said = claims(reader, "Where's my umbrella? Mine's not on the hook.")
    assert said == [("umbrella", "location", "hook", True)]


def test_things_said_by_their_owners_alone_in_the_plural_are_the_last_things_named_in_the_plural(reader):
    said = claims(reader, "The neighbours borrowed their ladders. Ours are in the garage.")
    assert ("ladders", "location", "garage", False) in said


@pytest.mark.parametrize("words, taken, hedged", [
    ("Idris took the big torch.", ("big_torch", "location", "idris", False), False),
    ("I think Yusuf might have pinched my phone charger.", ("phone_charger", "location", "yusuf", False), True),
    ("Where's the spare key? I reckon Idris has grabbed it, maybe.", ("spare_key", "location", "idris", False), True),
])
def test_a_definite_thing_someone_took_off_with_is_with_them(reader, words, taken, hedged):
    reading = read_heard(reader, words, speaker="noor", now_ns=SAID, people=("noor", "idris", "yusuf"))
    found = {(c.entity, c.attribute, c.value, c.negated): c.confidence for c in reading.claims}
    assert taken in found and (found[taken] < 1.0) == hedged


@pytest.mark.parametrize("words", [
    "Idris took a biscuit.",               # nothing definite taken
    "I took the big torch.",               # the speaker's own deed
    "Yusuf took the bus at nine.",         # a time said: a trip, not a thing carried off
    "Idris took the big torch out back.",  # a place said, if not read: not with him
])
def test_taking_says_where_nothing_is_without_a_definite_thing_taken_by_someone_else(reader, words):
    assert not [c for c in claims(reader, words) if c[1] == "location"]


def test_taking_told_after_the_place_is_how_it_got_there(reader):
    said = claims(reader, "My phone charger's in the shed, Yusuf borrowed it.")
    assert said == [("phone_charger", "location", "shed", False)]


@pytest.mark.parametrize("words, taken", [
    ("I reckon Idris may have moved the big torch, he was sorting the shed out this afternoon.",
     ("big_torch", "location", "idris", False)),
    ("Yusuf shifted my phone charger, I think.", ("phone_charger", "location", "yusuf", False)),
])
def test_a_thing_someone_moved_with_no_place_said_is_last_known_with_them(reader, words, taken):
    # the time said belongs to a clause of its own ("he was sorting the shed out this afternoon"),
    # not to the moving, which stays a thing carried off
    assert taken in claims(reader, words)

