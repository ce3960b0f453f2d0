"""Of "who is taking X", the one taken is never the one taking (sentences written for this file)."""
from __future__ import annotations

import pytest

from .factories import T0, remembered, said

MIN = 60 * 10**9


def test_the_person_taken_is_not_named_as_the_doer():
    events = [said(1, "rosa", "On Saturday we're off to the market at ten. I'm driving, Nonna and Luca are coming with me.",
                   time_ns=T0 + 9 * 60 * MIN),
              said(2, "luca", "Change of plan, Mum's taking just Nonna to the market, I've got football.",
                   time_ns=T0 + 10 * 60 * MIN)]
    for memory in remembered(events):
        answer = memory.ask("Who's taking Nonna to the market?", at_ns=T0 + 11 * 60 * MIN)
        assert answer.value == "rosa"


def test_a_drop_off_does_not_answer_who_picks_up():
    events = [said(1, "hania", "Zosia's got swimming at four. Piotr's taking her to the pool, I'm at work till six.",
                   time_ns=T0 + 8 * 60 * MIN),
              said(2, "kuba", "I'll pick Zosia up from the pool after, about half five.", time_ns=T0 + 9 * 60 * MIN)]
    for memory in remembered(events):
        assert memory.ask("Who's picking Zosia up from swimming?", at_ns=T0 + 10 * 60 * MIN).value == "kuba"
        assert memory.ask("Who's taking Zosia to the pool?", at_ns=T0 + 10 * 60 * MIN).value == "piotr"


def test_a_drop_off_named_by_its_noun_is_no_pick_up():
    events = [said(1, "hania", "Zosia's first day at nursery is Monday. Drop-off's at eight, Piotr's doing it.",
                   time_ns=T0 + 8 * 60 * MIN),
              said(2, "kuba", "I'll get Zosia from nursery at noon on Monday then.", time_ns=T0 + 9 * 60 * MIN)]
    for memory in remembered(events):
        assert memory.ask("Who's picking Zosia up from nursery on Monday?", at_ns=T0 + 10 * 60 * MIN).value == "kuba"


def test_a_pick_up_named_by_its_noun_is_held_by_whoever_takes_it_up():
    events = [said(1, "hania", "Zosia starts nursery on Monday. Drop-off's at eight and Piotr's doing it.",
                   time_ns=T0 + 8 * 60 * MIN),
              said(2, "hania", "The nursery rang. Monday's a short day, so pickup is at eleven. Who can get her?",
                   time_ns=T0 + 12 * 60 * MIN),
              said(3, "kuba", "I'll get her, I'm off on Mondays.", to="hania", time_ns=T0 + 12 * 60 * MIN + 2 * MIN)]
    for memory in remembered(events):
        assert memory.ask("Who's picking Zosia up from nursery on Monday?", at_ns=T0 + 13 * 60 * MIN).value == "kuba"


_TAKEN = {
    "a need with no subject of the home names no doer": (
        [("rita", "Somebody got to fetch the twins from the pool at three, I'm on the late shift."),
         ("lena", "Omar's off today. He'll get them from the pool.")],
        "Who's fetching the twins from the pool?", "omar"),
    "driving someone is the taking a later word hands over": (
        [("rita", "I'll drive Nana to the airport on Friday at six."),
         ("sam", "Rita's car is in the garage. I take Nana to the airport Friday, no problem.")],
        "Who's driving Nana to the airport?", "sam"),
    "an announcement names no doer, the word given does": (
        [("rita", "I'll take Sam to the concert on Friday, I finish early."),
         ("lena", "Sam's concert is this Friday at six, in the school hall. Everybody come.")],
        "Who's taking Sam to the concert?", "rita"),
}


@pytest.mark.parametrize("case", _TAKEN)
def test_the_doer_is_the_one_who_takes_the_errand_on(case):
    lines, question, doer = _TAKEN[case]
    events = [said(n, who, words, time_ns=T0 + (7 + n) * 60 * MIN) for n, (who, words) in enumerate(lines, 1)]
    for memory in remembered(events):
        assert memory.ask(question, at_ns=T0 + 10 * 60 * MIN).value == doer


def test_a_promise_of_another_deed_beside_the_thing_hands_nothing_over():
    events = [said(1, "sam", "I'll mow the lawn tomorrow morning, before it gets hot.", time_ns=T0 + 8 * 60 * MIN),
              said(2, "omar", "No, leave it, I'll mow it myself. You always miss the edges.", to="sam",
                   time_ns=T0 + 8 * 60 * MIN + 5 * MIN),
              said(3, "rita", "And tell Lena never mind, I'm collecting her myself, I know Omar has to help with "
                              "the lawn.", time_ns=T0 + 9 * 60 * MIN)]
    for memory in remembered(events):
        assert memory.ask("Who's mowing the lawn tomorrow?", at_ns=T0 + 10 * 60 * MIN).value == "omar"


def test_a_pronoun_errand_at_the_plans_very_time_takes_it_over():
    events = [said(1, "lena", "I'll collect Bruno from swimming at half four.", time_ns=T0 + 8 * 60 * MIN),
              said(2, "omar", "Tell Lena to leave Bruno, I'll stroll over and fetch him myself at half four.",
                   time_ns=T0 + 9 * 60 * MIN)]
    for memory in remembered(events):
        assert memory.ask("Who's collecting Bruno from swimming?", at_ns=T0 + 10 * 60 * MIN).value == "omar"



def test_the_asked_deed_offered_to_its_holder_by_its_verb_hands_it_over_with_no_thing_named():
    from obsmem_ros.core.query.answerers.doers import AskedDeed, handed_over
    from obsmem_ros.core.query.evidence import Evidence
    from obsmem_ros.core.query.plan import View
    from obsmem_ros.core.query.readings import CommitmentReading
    from obsmem_ros.core.records import Commitment, CommitmentKind

    def promise(who: str, to: str, action: str, minute: int, objects: tuple = ()) -> CommitmentReading:
        made = Commitment(id=f"{who}{minute}", kind=CommitmentKind.PROMISE, owner=who, beneficiary=to, action=action,
                          text=action, created_ns=T0 + minute * MIN, source_event_id=f"{who}{minute}", verb="drive")
        return CommitmentReading(evidence=Evidence(id=made.id, view=View.COMMITMENT, time_ns=made.created_ns, text=""),
                                 commitment=made, object_ids=objects)
    held = promise("rosa", "robot", "drive", 0)
    offered = promise("luca", "rosa", "drive everybody in luca's van", 60, ("van",))
    elsewhere = promise("luca", "tom", "drive tom to the station", 90, ("station",))
    deed = AskedDeed(key="drive", said=frozenset({"driv"}), phrase="driving to the christening", way="to")
    assert handed_over(held, [held, offered], deed) is offered
    assert handed_over(held, [held, elsewhere], deed) is held  # said to another, not to the one holding it

