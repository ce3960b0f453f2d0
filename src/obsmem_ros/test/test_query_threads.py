"""Who took a plan over in the talk that followed it: the last promiser of its thread; and the deed
of "who's gonna ..." (sentences written for this file)."""
from __future__ import annotations

import pytest

from obsmem_ros.core.query.answerers.doers import asked_deed, deed_objects
from obsmem_ros.core.query.answerers.threads import takes_up
from obsmem_ros.core.records import Commitment, CommitmentKind

from .factories import ask_morning, morning_ns, said



def test_a_pronoun_promise_said_to_the_doer_takes_the_plan_over():
    events = [said(1, "marta", "Can you remind Pablo he's collecting Nina from swimming at five?", time_ns=morning_ns(0)),
              said(2, "pablo", "Ugh, I've got a meeting till six.", time_ns=morning_ns(5)),
              said(3, "ines", "Fine, I'll get her at five.", to="pablo", time_ns=morning_ns(7))]
    assert ask_morning(events, "Who's collecting Nina from swimming?", 30) == "ines"


def test_a_pronoun_promise_of_the_same_deed_takes_the_plan_over():
    events = [said(1, "marta", "Dad said he'll mow the lawn after lunch.", time_ns=morning_ns(0)),
              said(2, "tomas", "Okay okay, I'll mow it, give me ten minutes.", time_ns=morning_ns(6))]
    assert ask_morning(events, "Who's mowing the lawn?", 20) == "tomas"


def test_doing_it_takes_over_a_plan_said_as_doing():
    events = [said(1, "marta", "Lucas is doing the dishes tonight.", time_ns=morning_ns(0)),
              said(2, "tomas", "He's got homework. I'll do them.", time_ns=morning_ns(4))]
    assert ask_morning(events, "Who's doing the dishes?", 20) == "tomas"


def test_a_promise_that_names_another_thing_takes_nothing_over():
    events = [said(1, "marta", "Dad said he'll mow the lawn after lunch.", time_ns=morning_ns(0)),
              said(2, "tomas", "I'll wash the car later.", time_ns=morning_ns(6))]
    assert ask_morning(events, "Who's mowing the lawn?", 20) == "dad"


def test_a_promise_naming_the_doer_and_a_word_of_the_plan_stands_in_for_them():
    events = [said(1, "omar", "The garage rang, the bike's fixed. I'll pick it up after work.", time_ns=morning_ns(0)),
              said(2, "sara", "Omar is stuck at the office. I'll go to the garage and get the bike.",
                   time_ns=morning_ns(20))]
    assert ask_morning(events, "Who's picking the bike up from the garage?", 40) == "sara"


def test_a_promise_naming_the_doer_but_nothing_of_the_plan_stands_in_for_nothing():
    later = _promise("sara", "wash the car", 20, verb="wash")
    plan = _promise("omar", "collect it after work", 0, verb="collect")
    plan = Commitment(**{**plan.__dict__, "text": "The garage rang, the bike's fixed. I'll collect it after work."})
    later = Commitment(**{**later.__dict__, "text": "Omar is busy. I'll wash the car."})
    assert not takes_up(plan, later, ["omar"], ["collect"])


def test_a_plan_told_of_another_takes_nothing_over():
    plan = _promise("nell", "take the dog out at noon", 0, verb="take")
    told = Commitment(**{**_promise("gran", "taking her", 20, verb="take").__dict__,
                         "text": "Nell said she's taking her. She finishes early."})
    own = Commitment(**{**told.__dict__, "text": "Och, I'll take her."})
    assert not takes_up(plan, told, ["nell"], ["take"])
    assert takes_up(plan, own, ["nell"], ["take"])


def _promise(owner: str, action: str, minutes: int, *, verb: str, to: str = "robot") -> Commitment:
    return Commitment(id=f"c-{owner}-{minutes}", kind=CommitmentKind.PROMISE, owner=owner, beneficiary=to,
                      action=action, text=f"I'll {action}.", created_ns=morning_ns(minutes), source_event_id=f"e{minutes}",
                      verb=verb)


def test_a_word_to_the_doer_hours_later_takes_it_up_only_when_it_names_the_plan():
    plan = _promise("omar", "drop it at the garage on Elm Street", 0, verb="place")
    named = _promise("sara", "take it to the garage", 9 * 60, verb="take", to="omar")
    unnamed = _promise("sara", "take it", 9 * 60, verb="take", to="omar")
    assert takes_up(plan, named, ["omar"], ["place"])
    assert not takes_up(plan, unnamed, ["omar"], ["place"])
    assert not takes_up(plan, _promise("sara", "take it to the garage", 30 * 60, verb="take", to="omar"),
                        ["omar"], ["place"])


@pytest.mark.parametrize("question, key, taken", [
    ("Who's gonna fetch Nina from swimming?", "fetch", {"nina"}),
    ("Who is going to fix the gate on Saturday?", "fix", set()),
    ("Who's supposed to feed the rabbits?", "feed", set()),
    ("Who has to fry the plantain?", "fry", set()),
    ("Who asked you to bring the remote?", "hand_over", set())])
def test_the_deed_of_going_to_or_having_to_is_the_infinitive(question, key, taken):
    assert asked_deed(question).key == key
    assert taken <= deed_objects(question)


def test_a_plan_asked_with_gonna_is_answered_by_its_doer():
    events = [said(1, "ines", "I'll collect Nina from swimming at five.", time_ns=morning_ns(0)),
              said(2, "marta", "I'm going to the gym at five.", time_ns=morning_ns(2))]
    assert ask_morning(events, "Who's gonna collect Nina from swimming?", 30) == "ines"
