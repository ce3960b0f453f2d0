"""Someone else coming to the house is a visit; the speaker coming back is a return home; a late
comer's arrangement moves to the clock said next (`arrivals`); a clause said object first with no comma is read in its plain order
(`plain_order.object_first`). Sentences written for this file (in no hand-written set)."""
from __future__ import annotations

import pytest

from obsmem_ros.core.language.clauses import PARSES
from obsmem_ros.core.language.plain_order import object_first
from obsmem_ros.core.records import CommitmentKind
from obsmem_ros.core.timefmt import format_iso, parse_iso_ns

from .factories import read_heard

SAID = parse_iso_ns("2026-09-08T09:10:00+00:00")  # a Tuesday morning


def read(reader, words, speaker="odile"):
    return read_heard(reader, words, speaker=speaker, now_ns=SAID, resolve=lambda _w: None,
                      people=("odile", "bram", "ines"))


def kinds_and_verbs(reading):
    return [(u.kind, u.verb) for u in reading.undertakings]


@pytest.mark.parametrize("words", [
    "Bram is coming on Thursday at six.",                       # a name
    "The locksmith texted, he'll come at four now.",            # a role word taken up by "he"
    "Ines said she'll be here around noon.",                    # relayed: her visit, not a promise
    "The tiler phoned, he's coming on Friday now.",             # a visit put off is still a visit
])
def test_someone_else_coming_is_a_visit(reader, words):
    assert (CommitmentKind.SCHEDULE, "visit") in kinds_and_verbs(read(reader, words))


@pytest.mark.parametrize("words", [
    "I'm coming home at six.",          # the speaker's own coming
    "The parcel is coming on Friday.",  # a thing comes: a delivery, not a visit
])
def test_the_speakers_own_coming_or_a_things_is_no_visit(reader, words):
    assert all(verb != "visit" for _kind, verb in kinds_and_verbs(read(reader, words)))


def test_a_return_with_no_place_is_a_return_home(reader):
    reading = read(reader, "I'll be back by four.")  # its kind is the reader's (a promise, led by the classifier)
    assert [u.action for u in reading.undertakings] == ["be back home"]
    assert format_iso(reading.undertakings[0].due_ns).startswith("2026-09-08T16:00")


@pytest.mark.parametrize("words, clock", [
    ("Off to the dentist. Back by two.", "14:00"),                # a sentence of its own
    ("I'm going to the library, back around three.", "15:00"),   # the tail of a clause
])
def test_back_said_without_its_verb_is_the_speakers_promise_to_be_home(reader, words, clock):
    promise = [u for u in read(reader, words).undertakings if u.kind is CommitmentKind.PROMISE]
    assert len(promise) == 1 and promise[0].action == "be back home" and promise[0].owner == "odile"
    assert format_iso(promise[0].due_ns)[11:16] == clock


def test_a_return_is_promised_once(reader):
    reading = read(reader, "I'll be back by five. Back by five, honest.")
    assert [u.action for u in reading.undertakings].count("be back home") == 1


def test_back_said_by_the_robot_promises_nothing(reader):
    reading = read(reader, "Back by two.", speaker="robot")
    assert not reading.undertakings


@pytest.mark.parametrize("words, clock", [
    ("Ines rang, she's running late. Quarter to five now.", "16:45"),
    ("The plumber texted. He'll be late. Around ten.", "10:00"),
])
def test_someone_running_late_is_due_at_the_clock_said_next(reader, words, clock):
    (late,) = read(reader, words).undertakings
    assert late.kind is CommitmentKind.SCHEDULE and format_iso(late.due_ns)[11:16] == clock


@pytest.mark.parametrize("words", [
    "Ines rang, she's running late.",              # no clock said: no time to move to
    "I'm running late. Quarter to five now.",      # the speaker's own lateness
    "Ines works late. Quarter to five now.",       # a deed done late, not a delay
])
def test_lateness_without_a_clock_after_it_or_of_the_speaker_sets_no_arrangement(reader, words):
    assert not [u for u in read(reader, words).undertakings if u.kind is CommitmentKind.SCHEDULE]


@pytest.mark.parametrize("piece, plain", [
    ("The curtains I'll wash on Friday", "I'll wash the curtains on Friday"),
    ("the gutters we clear every spring", "we clear the gutters every spring"),
])
def test_an_object_said_first_without_a_comma_is_read_in_plain_order(piece, plain):
    assert object_first(piece, PARSES.doc) == plain


@pytest.mark.parametrize("piece", [
    "The scarf she left on the bus",        # past: which scarf
    "The man I'll meet has a red hat",      # the noun phrase is the subject
    "I'll wash the curtains on Friday",     # plain order already
])
def test_other_noun_phrases_keep_their_order(piece):
    assert object_first(piece, PARSES.doc) is None


def test_a_promise_said_object_first_is_read_as_one(reader):
    reading = read(reader, "The curtains I'll wash on Friday.")
    promise = [u for u in reading.undertakings if u.kind is CommitmentKind.PROMISE]
    assert len(promise) == 1 and promise[0].verb == "wash" and "curtains" in promise[0].objects
