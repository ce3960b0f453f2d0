"""A switch's state as people ask and tell it, words the household itself uses, and counts of deeds
memory never records of a thing. Every sentence here was written for these tests.

- "was the boiler on at seven?" checks the state then (no place is named), not the place;
- "what's the heater on now?" asks the setting it holds now, however the classifier read it;
- "I've switched the boiler off love" (speech written without commas) still says it is off;
- a count whose deed memory never recorded of the thing ("use the whisk") counts the spells of
  having it;
- the English-word gate counts the words memory can link: the pieces of a hyphenated name, and
  the words the household has been heard to say.
"""
from __future__ import annotations

import pytest

from obsmem_ros.core.language import Lexicon, LexEntry, LanguageParser

from .factories import iso, ns, remembered, sighting, stamped, heard


def _set(event_id: str, hour: int, minute: int, thing: str, attribute: str, value: str, actor: str = "ines") -> dict:
    return stamped(event_id, iso(3, 4, hour, minute), "action", actor=actor, verb="set", objects=[thing],
                   location="hall", observers=["robot", actor],
                   deltas=[{"entity": thing, "attribute": attribute, "value": value, "value_type": "str"}])


@pytest.fixture(scope="module")
def memory(tmp_path_factory):
    events = [sighting("b0", iso(3, 4, 6, 0), "boiler_1", "hall", [("name", "boiler switch"), ("category", "switch")]),
              sighting("h0", iso(3, 4, 6, 1), "heater_2", "den", [("name", "oil heater"), ("category", "heater")]),
              _set("b1", 6, 50, "boiler_1", "state", "on"),
              _set("h1", 7, 5, "heater_2", "setting:level", "4"),
              heard("b2", iso(3, 4, 11, 20), "marta",
                    "i've switched the boiler off love we're out all afternoon",
                    observers=["robot", "marta"], location="kitchen"),
              heard("h2", iso(3, 4, 11, 30), "marta", "I've turned the oil heater up to six.",
                    observers=["robot", "marta"], location="kitchen")]
    yield from remembered(events, tmp_path_factory.mktemp("switches") / "home.db")


def test_a_yes_no_state_at_a_time_checks_the_state_then(memory):
    answer = memory.ask("was the boiler on at seven this morning", at_ns=ns(3, 4, 12, 0))
    assert (answer.intent.value, answer.value) == ("past_state", "yes")


def test_a_run_on_word_after_the_particle_keeps_the_switch_said(memory):
    answer = memory.ask("is the boiler on or off now", at_ns=ns(3, 4, 12, 0))
    assert answer.value == "off"


def test_what_a_thing_is_on_now_asks_its_setting(memory):
    answer = memory.ask("what's the oil heater on now", at_ns=ns(3, 4, 12, 0))
    assert (answer.intent.value, answer.value) == ("current_state", "6")


def _grab(event_id: str, hour: int, actor: str, thing: str) -> dict:
    return stamped(event_id, iso(3, 4, hour, 0), "action", actor=actor, verb="grab", objects=[thing],
                   location="kitchen", observers=["robot", actor],
                   deltas=[{"entity": thing, "attribute": "held_by", "value": actor, "value_type": "entity"}])


def _open(event_id: str, hour: int, actor: str, thing: str) -> dict:
    return stamped(event_id, iso(3, 4, hour, 0), "action", actor=actor, verb="open", objects=[thing],
                   location="kitchen", observers=["robot", actor],
                   deltas=[{"entity": thing, "attribute": "state", "value": "open", "value_type": "str"}])


@pytest.fixture(scope="module")
def kitchen(tmp_path_factory):
    events = [sighting("w0", iso(3, 4, 6, 0), "whisk_1", "kitchen", [("name", "balloon whisk"), ("category", "whisk")]),
              sighting("c0", iso(3, 4, 6, 1), "cupboard_1", "kitchen", [("name", "tall cupboard"),
                                                                       ("category", "cupboard")]),
              _grab("w1", 8, "pavel", "whisk_1"), _grab("w2", 13, "pavel", "whisk_1"), _grab("w3", 15, "lena", "whisk_1"),
              _open("c1", 9, "pavel", "cupboard_1"), _open("c2", 16, "lena", "cupboard_1")]
    events.sort(key=lambda e: e["time"])
    yield from remembered(events, tmp_path_factory.mktemp("kitchen") / "home.db")


def test_a_deed_memory_never_records_of_the_thing_counts_having_it(kitchen):
    answer = kitchen.ask("How many times did Pavel use the balloon whisk today?", at_ns=ns(3, 4, 20, 0))
    assert (answer.intent.value, answer.value) == ("event_count", 2)


def test_a_deed_memory_records_of_the_thing_is_counted_as_asked(kitchen):
    answer = kitchen.ask("How many times did Lena open the tall cupboard today?", at_ns=ns(3, 4, 20, 0))
    assert answer.value == 1
    answer = kitchen.ask("How many times did Lena open the tall cupboard before nine this morning?",
                         at_ns=ns(3, 4, 20, 0))
    assert answer.value == 0


@pytest.fixture(scope="module")
def parser():
    return LanguageParser()


def test_the_gate_counts_the_pieces_of_a_hyphenated_name_memory_knows(parser):
    question = "where's koffi's bamu-tiro"
    assert "too few English words" in parser.parse(question).reason
    lexicon = Lexicon(entries=(LexEntry(id="cloth_k", name="bamu-tiro", category="cloth"),))
    assert "too few English words" not in parser.parse(question, lexicon=lexicon).reason


def test_the_gate_counts_words_the_household_was_heard_to_say(parser):
    question = "does obinna like ofada"
    assert "too few English words" in parser.parse(question).reason
    heard_it = Lexicon(said=frozenset({"ofada", "rice", "obinna"}))
    assert parser.parse(question, lexicon=heard_it).understood
    assert "too few English words" in parser.parse("Wo sind meine Handschuhe?", lexicon=heard_it).reason
