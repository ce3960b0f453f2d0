"""Who is doing a plan, when the words that hold it are one clause of a longer sentence, say its deed
with another verb, or name its person by a word memory does not link to them: the clause that does
the deed and names what is asked, the deed's meaning and its thing. Every sentence here was written
for these tests."""
from __future__ import annotations

from datetime import datetime

import pytest

from obsmem_ros.core.query.answerers.doers import asked_deed, deed_objects, spoken_doer
from obsmem_ros.core.query.plan import Intent
from obsmem_ros.core.records import Commitment, CommitmentKind

from .factories import heard, remembered


def _ns(when: str) -> int:
    return int(datetime.fromisoformat(f"2026-04-{when}+00:00").timestamp()) * 10**9


def said(eid: str, when: str, actor: str, words: str, to: str = "robot") -> dict:
    return heard(eid, f"2026-04-{when}Z", actor, words, addressee=to, observers=["robot"], location="kitchen")


def _ask(events, question: str, when: str) -> str:
    for memory in remembered(events):
        return memory.ask(question, at_ns=_ns(when)).value
    raise AssertionError("remembered() yielded no memory")


@pytest.mark.parametrize("question, key, phrase", [
    ("Who's cooking tea on Friday night?", "cook", "cooking tea on Friday night"),
    ("Who's driving Gomo to church this morning?", "pick", "driving Gomo to church this morning"),  # taking him
    ("Who's driving the van to the garage?", "drive", "driving the van to the garage"),  # a thing driven
    ("Who's taking Ajumma to church this morning?", "pick", "taking Ajumma to church this morning"),
    ("Who's gonna walk Biscuit tonight?", "navigate", "walk Biscuit tonight"),
])
def test_the_asked_deed_is_read_whatever_the_tagger_makes_of_whos_and_to(question, key, phrase):
    deed = asked_deed(question)
    assert (deed.key, deed.phrase) == (key, phrase)


def test_whoever_is_driven_is_the_object_of_the_deed_not_the_subject_of_to_church():
    assert "gomo" in deed_objects("Who's driving Gomo to church this morning?")


def test_a_plan_said_in_ones_own_voice_has_its_speaker_as_doer():
    plan = Commitment(id="c1", kind=CommitmentKind.SCHEDULE, owner="", beneficiary="rua", action="I'm doing lunch today",
                      text="Right, I'm doing lunch today.", created_ns=0, source_event_id="e1", requester="rua")
    told = Commitment(id="c2", kind=CommitmentKind.SCHEDULE, owner="", beneficiary="rua", action="the plumber comes at ten",
                      text="The plumber comes at ten.", created_ns=0, source_event_id="e2", requester="rua")
    assert (spoken_doer(plan), spoken_doer(told)) == ("rua", "")


def test_of_one_sentence_the_clause_that_names_the_one_taken_holds_the_doer():
    events = [said("a1", "06T08:00:00", "ines", "Marco, I'll take Zia in my van, she wants to see the lake after. "
                   "You take Zio.", to="marco"),
              said("a2", "06T08:01:00", "marco", "Fine, Zio with me.", to="ines")]
    assert _ask(events, "Who's taking Zia to the lake?", "06T08:30:00") == "ines"


def test_the_cook_is_the_one_who_said_they_are_doing_the_meal_not_another_of_their_sentence():
    events = [said("b1", "07T16:00:00", "rua", "Okay, I'm doing tea tonight, fish pie. Your dad's having a nap "
                                               "before his shift.", to="tama")]
    assert _ask(events, "Who's cooking tea tonight?", "07T16:30:00") == "rua"


def test_a_later_word_saying_the_deed_with_another_verb_and_its_thing_hands_it_over():
    events = [said("c0", "08T08:00:00", "kiri", "Morning, Tama. Big game tomorrow?", to="tama"),
              said("c1", "08T09:00:00", "tama", "Kiri said she'll drive me, she wants to watch me play."),
              said("c2", "09T09:00:00", "rua", "I'll take Tama to the match at noon. You stay with Nan.", to="kiri")]
    assert _ask(events, "Who's driving Tama to his match today?", "09T10:00:00") == "rua"


def test_a_person_named_by_a_word_memory_links_to_nobody_leaves_the_deed_to_link_the_plan():
    events = [said("d1", "10T19:00:00", "lena", "Oma, tomorrow I bring you to the clinic. Ten o'clock, right?",
                   to="greta"),
              said("d2", "10T19:05:00", "bruno", "Tonight the lottery draw! Remind me at nine to check my ticket.")]
    assert _ask(events, "Who's bringing Grandma Hilde to the clinic tomorrow?", "10T20:00:00") == "lena"


def test_a_later_reminder_about_the_same_thing_does_not_take_the_deed_over():
    events = [said("e1", "11T17:00:00", "dario", "I will roast the lamb tomorrow, not Pia. Last year she burned it."),
              said("e2", "11T18:00:00", "elsa", "Remind me at seven tomorrow to take the lamb out of the marinade.")]
    assert _ask(events, "Who's roasting the lamb?", "11T19:00:00") == "dario"


def test_a_reminder_sharing_only_the_verb_and_the_thing_hands_no_errand_over():
    events = [said("f1", "12T08:00:00", "noor", "I'll pick up the cake from Baker Street today at three."),
              said("f2", "12T08:05:00", "sami", "Remind me at six to take it out of the box before dinner.")]
    assert _ask(events, "Who's picking up the cake from Baker Street?", "12T09:00:00") == "noor"


def test_who_doing_a_deed_still_to_come_to_a_named_person_asks_for_the_doer_of_the_errand():
    events = [said("g1", "13T08:00:00", "thandi", "Paper Three is tomorrow at nine, then I'm done.")]
    for memory in remembered(events):
        plan = memory.query_engine.plan("Who's collecting Thandi after Paper Three?")
        assert (plan.intent, plan.form) == (Intent.COMMITMENT, "who_owes")


def test_a_word_standing_in_for_the_doer_by_name_takes_the_deed_over():
    events = [said("h1", "14T07:00:00", "milo", "Dad, I'll get the hay bales. Your back can't lift them.", to="bram"),
              said("h2", "14T12:00:00", "milo", "Otto, I have to mend the fence after lunch. Can you drive up to "
                                                "Garner's and get the bales instead of me?", to="otto")]
    assert _ask(events, "So who's going to Garner's for the hay bales now?", "14T12:30:00") == "otto"
