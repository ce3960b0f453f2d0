"""Speech as a recogniser writes it (language.recognised_speech), on sentences written for this file."""
from __future__ import annotations

import re
from datetime import datetime, timezone

import pytest

from obsmem_ros.core.language.clauses import clauses
from obsmem_ros.core.language.recognised_speech import (recognised, repaired, run_together_clocks, unpunctuated,
                                                          without_fillers)
from obsmem_ros.core.language.utterances import UtteranceReader, heard_words
from obsmem_ros.core.records import CommitmentKind

NOW = 1_790_000_000 * 1_000_000_000  # 2026-09-21, a Monday, 14:13 UTC


def test_a_turn_with_any_mark_is_left_as_written():
    written = "The parcel's on the step, could you bring it in?"
    assert not unpunctuated(written)
    assert recognised(written) == written
    assert unpunctuated("the bus is at 7:15 so leave by seven")  # a clock's colon is no mark


def test_hesitation_sounds_are_dropped():
    assert without_fillers("could you um feed the uh goldfish") == "could you feed the goldfish"


@pytest.mark.parametrize("said, kept", [
    ("the plumber comes at nine wait no ten tomorrow", "the plumber comes at ten tomorrow"),
    ("put butter on the list sorry put jam on the list", "put jam on the list"),
    ("collect her from the pool uh from the library i mean", "collect her from the library"),
    ("around 4:15 no 4:40", "around 4:40"),
    ("bring the big pan to the sink no the small one the big one's too heavy",
     "bring the small one to the sink. the big one's too heavy"),
])
def test_a_self_repair_keeps_the_repair(said, kept):
    assert repaired(said) == kept


@pytest.mark.parametrize("said", ["text me at twenty to nine on monday actually text me ok",
                                  "put the bins out before seven tonight sorry put the bins out"])
def test_a_verb_said_again_shorter_is_insistence_and_keeps_the_time(said):
    assert re.search(r"\b(?:twenty to nine on monday|before seven tonight)\b", repaired(said))


def test_a_bare_no_that_replaces_nothing_is_no_repair():
    assert repaired("tea with no sugar for grandad") == "tea with no sugar for grandad"


def test_a_repair_parallel_to_nothing_stays_a_correction_of_its_own():
    assert repaired("the torch is in the shed wait no it's under the sink") == \
        "the torch is in the shed. no wait, it's under the sink"


def test_clock_times_written_without_their_colon():
    assert run_together_clocks("the match starts at 730 not 7 on channel 104") == \
        "the match starts at 7:30 not 7 on channel 104"


@pytest.mark.parametrize("said, parts", [
    ("robot can you water the ferns i'm off to work",
     ["can you water the ferns?", "i'm off to work."]),
    ("the recycling goes out tonight take it to the gate after tea",
     ["the recycling goes out tonight", "take it to the gate after tea."]),
    ("where did you leave the scissors i need them for the parcel",
     ["where did you leave the scissors?", "i need them for the parcel."]),
    ("gran your glasses are on the piano i saw them at lunch",
     ["your glasses are on the piano", "i saw them at lunch."]),
    ("i think i left the back gate open could you shut it",
     ["i think i left the back gate open", "could you shut it?"]),
    ("the spare key is under the mat give it to the plumber",
     ["the spare key is under the mat", "give it to the plumber."]),
    ("nana the spare bulbs for the porch are in the basement",
     ["the spare bulbs for the porch are in the basement."]),
    ("the paint cans are in the shed next to the mower dad needs them on sunday",
     ["the paint cans are in the shed next to the mower", "dad needs them on sunday."]),
    ("the birthday presents i hid in the loft behind the suitcases don't tell the twins",
     ["the birthday presents i hid in the loft behind the suitcases", "don't tell the twins."]),
])
def test_a_run_on_turn_is_cut_at_its_clauses(said, parts):
    assert [p.text for p in clauses(heard_words(said))] == parts


@pytest.mark.parametrize("said", [
    "i reckon the boiler is playing up again",
    "tell auntie i'll ring her after lunch",
    "the cardigan you knitted is on the chair",
    "i went to the shop bought milk",
])
def test_a_clause_another_one_holds_stays_whole(said):
    assert len(clauses(heard_words(said))) == 1


def test_a_contrast_said_after_a_clause_is_set_apart():
    assert recognised("the torch is in the shed not the garage") == "the torch is in the shed, not the garage."


def test_a_run_on_request_and_a_fact_read_apart():
    reading = UtteranceReader().read("robot can you lock the shed at nine wait no ten i left my bike out there",
                                     speaker="nia", addressee="robot", now_ns=NOW)
    asked = [u for u in reading.undertakings if u.kind in (CommitmentKind.REQUEST, CommitmentKind.REMINDER)]
    assert asked and "shed" in asked[0].objects
    assert datetime.fromtimestamp(asked[0].due_ns / 1e9, tz=timezone.utc).hour in (10, 22)  # ten, not nine
