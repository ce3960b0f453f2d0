"""A later word heard on a deed hands it over though no undertaking was read from it
(answerers/later_words.py; sentences written for this file)."""
from __future__ import annotations

import pytest

from .factories import T0, remembered, said

MIN = 60 * 10**9

_LATER = {
    "a bare present in one's own voice takes the errand over": (
        [("rita", "I'll pick up the birthday cake from the bakery on Saturday."),
         ("omar", "Rita no need go into town. I get the cake, the bakery is by my work.")],
        "Who's getting the cake from the bakery?", "omar"),
    "'I'll do it' after the thing was named takes it over": (
        [("tomas", "I'll bring the deckchairs down from the loft tomorrow."),
         ("ana", "Tomas has a bad back, keep him off that ladder and away from the deckchairs. I'll do it.")],
        "Who's bringing the deckchairs down from the loft?", "ana"),
    "a refusal hands nothing over": (
        [("rita", "I'll collect the parcel from the post office on Monday."),
         ("omar", "I can't collect the parcel for you, I'm at the depot all Monday.")],
        "Who's collecting the parcel from the post office?", "rita"),
    "a word on another deed beside the thing hands nothing over": (
        [("rita", "I'll get the bread from the baker's on the way home."),
         ("omar", "Rita's getting the bread, so I'll take the dog round to the vet.")],
        "Who's getting the bread?", "rita"),
}


@pytest.mark.parametrize("case", _LATER)
def test_the_last_word_heard_in_ones_own_voice_holds_the_deed(case):
    lines, question, doer = _LATER[case]
    events = [said(n, who, words, time_ns=T0 + (7 + n) * 60 * MIN) for n, (who, words) in enumerate(lines, 1)]
    for memory in remembered(events):
        assert memory.ask(question, at_ns=T0 + 10 * 60 * MIN).value == doer


def test_a_word_before_the_plan_hands_nothing_over():
    events = [said(1, "omar", "I'll get the cake from the bakery if nobody else can.", time_ns=T0 + 8 * 60 * MIN),
              said(2, "rita", "Leave it, I'll pick up the cake from the bakery on Saturday myself.",
                   time_ns=T0 + 9 * 60 * MIN)]
    for memory in remembered(events):
        assert memory.ask("Who's getting the cake from the bakery?", at_ns=T0 + 10 * 60 * MIN).value == "rita"


def test_the_holder_saying_it_again_last_keeps_the_deed():
    events = [said(1, "rita", "I'll pick up the birthday cake from the bakery on Saturday.", time_ns=T0 + 8 * 60 * MIN),
              said(2, "omar", "I get the cake, the bakery is by my work.", time_ns=T0 + 8 * 60 * MIN + 10 * MIN),
              said(3, "rita", "No, Omar, you're at the depot Saturday. I'll get the cake myself.",
                   time_ns=T0 + 9 * 60 * MIN)]
    for memory in remembered(events):
        assert memory.ask("Who's getting the cake from the bakery?", at_ns=T0 + 10 * 60 * MIN).value == "rita"


def test_a_name_given_the_deed_later_holds_it():
    events = [said(1, "rita", "I'll do the big shop at Lidl this afternoon.", time_ns=T0 + 8 * 60 * MIN),
              said(2, "lena", "Omar's doing the Lidl shop now, not Rita, she's stuck at work.",
                   time_ns=T0 + 9 * 60 * MIN)]
    for memory in remembered(events):
        memory.ingest([said(3, "omar", "Morning all.", time_ns=T0 + 9 * 60 * MIN + MIN)])
        assert memory.ask("Who's doing the Lidl shop today?", at_ns=T0 + 10 * 60 * MIN).value == "omar"


def test_the_last_clause_of_a_turn_gives_the_deed():
    events = [said(1, "omar", "I'm doing the Lidl run after work tomorrow.", time_ns=T0 + 8 * 60 * MIN),
              said(2, "rita", "Omar said he's doing the Lidl run after work, but nah, I go in the morning at nine "
                              "when they open.", time_ns=T0 + 9 * 60 * MIN)]
    for memory in remembered(events):
        assert memory.ask("Who's doing the Lidl run?", at_ns=T0 + 10 * 60 * MIN).value == "rita"


def test_a_deed_let_under_a_refusal_hands_nothing_over():
    events = [said(1, "lena", "I'll do the shopping at Aldi on my way home tonight.", time_ns=T0 + 8 * 60 * MIN),
              said(2, "rita", "Lena rang. She said don't let Omar go to Aldi, the car's making that noise again.",
                   time_ns=T0 + 9 * 60 * MIN)]
    for memory in remembered(events):
        memory.ingest([said(3, "omar", "Evening.", time_ns=T0 + 9 * 60 * MIN + MIN)])
        assert memory.ask("Who's doing the shopping at Aldi tonight?", at_ns=T0 + 10 * 60 * MIN).value == "lena"


def test_going_for_someone_beside_the_thing_hands_nothing_over():
    events = [said(1, "omar", "I'll paint the garden fence on Sunday morning.", time_ns=T0 + 8 * 60 * MIN),
              said(2, "rita", "Tell Lena never mind, I'm going for her myself, Omar needs the car for the fence paint.",
                   time_ns=T0 + 9 * 60 * MIN)]
    for memory in remembered(events):
        assert memory.ask("Who's painting the garden fence on Sunday?", at_ns=T0 + 10 * 60 * MIN).value == "omar"
