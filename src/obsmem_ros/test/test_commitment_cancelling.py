"""Words that call off something owed (views/commitment/cancelling.py), on sentences written for
this file: the lexicon's ending verbs end what they are said of, its halting verbs only a reminder."""
from __future__ import annotations

import pytest

from obsmem_ros.core.views.commitment.cancelling import cancels


@pytest.mark.parametrize("words", [
    "you can stop nudging ava about the piano now.",
    "let's scrap the bin reminder.",
    "call the barbecue off, it's raining.",
    "knock the plant reminders on the head.",
    "the dentist reminders can stop now.",
    "cancel the window cleaner, we're fine.",
    "never mind the laundry.",
    "forget about the cake, it's done.",
])
def test_words_that_call_something_off_cancel(words):
    assert cancels(words)


@pytest.mark.parametrize("words", [
    "remind me to drop the parcel off.",
    "don't forget to tell me about the dentist.",
    "stop at the shop on the way back.",
    "nudge me to stop at the bakery.",
    "put the mug on the end table.",
    "drop me a line when the plumber is here.",
    "his flight's been cancelled, he's on the later one instead.",
])
def test_a_halting_verb_not_said_of_a_reminder_cancels_nothing(words):
    assert not cancels(words)
