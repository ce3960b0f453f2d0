"""Who does a plan said by one person about another: a "he" / "she" after a name memory has not
met, a name's "'ll", a third person's promise said with the verb of promising. Sentences written
for this file, in no hand-written set."""
from __future__ import annotations

import pytest

from obsmem_ros.core.language import UtteranceReader
from obsmem_ros.core.language.clauses import expand_contractions
from obsmem_ros.core.records import CommitmentKind

from .factories import told as read


@pytest.fixture()
def reader():
    return UtteranceReader(robot_id="robot")


def test_she_after_a_name_memory_has_not_met_is_that_person(reader):
    (plan,) = read(reader, "Priya messaged. She's going to collect Sam from swimming at five.").undertakings
    assert plan.owner == "priya"  # not lena, who passed it on


def test_he_after_an_unmet_name_said_as_an_owner_is_that_person(reader):
    said = read(reader, "Bertie's free on Saturday, he'll mow the lawn for us.").undertakings
    assert [u.owner for u in said if "mow" in u.action] == ["bertie"]


def test_a_newcomers_coming_stays_the_visit_said_before(reader):
    before = read(reader, "I've booked an electrician, a fellow called Malcolm. He's coming on Friday at ten.")
    (visit,) = read(reader, "Malcolm rang, he's stuck on another job. He's coming Monday now.",
                    previous=before).undertakings
    assert visit.owner == "" and visit.objects == ("electrician",)


def test_a_name_of_a_place_is_no_newcomer(reader):
    said = read(reader, "I've booked the car in at the garage on Kingsley Road. Omar says he'll drive it there.")
    assert [u.owner for u in said.undertakings if "drive" in u.action] == ["omar"]


def test_a_known_name_said_after_the_newcomer_takes_he_back(reader):
    said = read(reader, "Priya rang and Omar answered. He'll drive Rita to the dentist.").undertakings
    assert {u.owner for u in said} == {"omar"}


def test_a_names_will_is_spelt_out():
    assert expand_contractions("Grandad'll walk the dog later") == "Grandad will walk the dog later"
    assert expand_contractions("I'll walk the dog") == "I'll walk the dog"  # the tokenizer splits a pronoun's


def test_the_deed_of_a_names_will_is_that_persons(reader):
    owners = {u.owner for u in read(reader, "Omar'll fetch the shopping tomorrow.").undertakings}
    assert owners == {"omar"}


def test_s_before_a_verb_of_promising_and_to_is_has():
    assert expand_contractions("Rita's promised to tidy the shed") == "Rita has promised to tidy the shed"
    assert expand_contractions("Rita's supposed to tidy the shed") == "Rita is supposed to tidy the shed"


def test_s_before_an_adverb_and_a_past_form_with_an_object_is_has():
    """"Rita's just texted she's late": the adverb between "'s" and its verb changes nothing."""
    assert expand_contractions("Rita's just texted she's running late") == "Rita has just texted she is running late"
    assert expand_contractions("Rita's already borrowed the ladder") == "Rita has already borrowed the ladder"


def test_a_third_persons_promise_said_with_the_verb_is_theirs(reader):
    (fix,) = read(reader, "Sam has promised to fix the gate on Sunday.").undertakings
    assert (fix.kind, fix.owner, fix.beneficiary) == (CommitmentKind.PROMISE, "sam", "lena")
    assert "fix the gate" in fix.action


def test_a_promise_said_with_the_verb_stays_a_promise_with_the_classifier():
    from obsmem_ros.core.language.clause_kinds import clause_kind_classifier
    reader = UtteranceReader(robot_id="robot", clause_kinds=clause_kind_classifier())
    said = read(reader, "Rita's made me a pie, she's promised to drop it over on Friday at six.").undertakings
    (pie,) = [u for u in said if "drop" in u.action]
    assert (pie.kind, pie.owner) == (CommitmentKind.PROMISE, "rita")
