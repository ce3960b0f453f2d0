"""A "tell" / "remind" whose clause says only whom to tell passes on what was said around it
(`messages`), on sentences written for this file (in no hand-written set)."""
from __future__ import annotations

import pytest

from obsmem_ros.core.language.clauses import PARSES
from obsmem_ros.core.language.messages import message_unsaid
from obsmem_ros.core.language.speakers import Speakers
from obsmem_ros.core.records import CommitmentKind
from obsmem_ros.core.timefmt import parse_iso_ns

from .factories import read_heard

SAID = parse_iso_ns("2026-05-12T17:05:00+00:00")
KNOWN = {"shed": "shed", "porch": "porch"}


def read(reader, words, speaker="noor"):
    return read_heard(reader, words, speaker=speaker, now_ns=SAID, resolve=KNOWN.get, people=("noor", "idris", "lale"))


def tellings(reading):
    return [u for u in reading.undertakings if u.kind in (CommitmentKind.REQUEST, CommitmentKind.REMINDER)]


@pytest.mark.parametrize("words, unsaid", [
    ("Tell Idris.", True),
    ("Remind me if I forget.", True),
    ("Remind her at six.", True),
    ("Tell Idris the shed is unlocked.", False),
    ("Remind me to water the basil.", False),
    ("Remind me about the recycling.", False),
    ("Tell him to wait by the gate.", False),
    ("Could you let Idris know?", True),                # "let X know" tells X
    ("Let Idris know the shed is unlocked.", False),
    ("Can you go and tell Idris?", True),               # a telling joined to a going
])
def test_a_telling_says_its_message_only_with_a_clause_a_thing_or_a_topic(words, unsaid):
    speakers = Speakers(speaker="noor", addressee="robot", people={"idris": "idris"})
    assert message_unsaid(PARSES.doc(words), speakers) is unsaid


def test_a_telling_without_a_message_passes_on_what_was_said_before_it(reader):
    reading = read(reader, "The ladder's back in the shed, tell Idris.")
    told = tellings(reading)
    assert len(told) == 1 and told[0].verb == "tell"
    assert told[0].action == "tell Idris: The ladder is back in the shed" and "ladder" in told[0].objects


def test_a_reminder_if_i_forget_is_about_the_promise_said_before_it(reader):
    reading = read(reader, "I'll return the library books on Thursday. Remind me if I forget.")
    promise = [u for u in reading.undertakings if u.kind is CommitmentKind.PROMISE]
    reminder = [u for u in reading.undertakings if u.kind is CommitmentKind.REMINDER]
    assert len(promise) == 1 and len(reminder) == 1
    assert reminder[0].action.endswith(": I'll return the library books on Thursday")
    assert reminder[0].verb == "remind" and "library_books" in reminder[0].objects  # the condition is no message


def test_a_telling_said_first_passes_on_what_follows_it(reader):
    told = tellings(read(reader, "Tell Lale, the porch light is broken. The bulb needs a ladder."))
    assert told and "porch light is broken" in told[0].action and "bulb" in told[0].action


def test_a_telling_with_its_own_message_keeps_it(reader):
    told = tellings(read(reader, "The kettle's descaled. Tell Idris the shed key is on the hook."))
    assert len(told) == 1 and "kettle" not in told[0].action and "shed key" in told[0].action


def test_the_message_starts_after_the_last_request(reader):
    told = tellings(read(reader, "Can you feed the fish? The cat's been sick on the rug, so tell Lale."))
    tell = [u for u in told if u.verb == "tell"]
    assert tell and "rug" in tell[0].action and "fish" not in tell[0].action


def test_a_message_passed_on_leaves_out_what_someone_owes(reader):
    reading = read(reader, "The gate's stuck again. I'll oil it on Saturday, tell Idris.")
    told = [u for u in tellings(reading) if u.verb == "tell"]
    assert told and "gate is stuck again" in told[0].action and "oil" not in told[0].action
    assert [u.verb for u in reading.undertakings if u.kind is CommitmentKind.PROMISE] == ["oil"]


def test_the_times_of_a_message_passed_on_stay_in_its_words(reader):
    told = tellings(read(reader, "Tell Idris I'll pick him up from the station on Friday at half six."))
    assert told[0].action == "Tell Idris I'll pick him up from the station on Friday at 6:30"


def test_the_time_of_a_deed_told_to_someone_is_not_in_its_words(reader):
    told = tellings(read(reader, "Tell Idris to bring the chairs in tonight."))
    assert told[0].action.endswith("bring the chairs")  # telling him at a time is reminding him then


def test_an_event_announced_is_the_news_a_telling_passes_on(reader):
    reading = read(reader, "The bin lorry comes at eight tomorrow, not nine. Tell Lale.")
    told = [u for u in tellings(reading) if u.verb == "tell"]
    assert told and told[0].action == "Tell Lale: The bin lorry comes at eight tomorrow, not nine"
    assert [u.kind for u in reading.undertakings].count(CommitmentKind.SCHEDULE) == 1  # the event stays its own


def test_let_someone_know_passes_on_what_was_said_before_it(reader):
    told = tellings(read(reader, "The porch step is loose. Could you let Idris know?"))
    assert len(told) == 1 and told[0].action == "let Idris know: The porch step is loose"
