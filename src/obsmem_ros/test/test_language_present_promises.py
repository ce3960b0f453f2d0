"""Promises said in the plain present: "go" followed by a bare verb, a deed taken on by an
emphatic reflexive, a deed done to the one addressed at a time ahead, and such a word passed on
by someone else; habits and deeds already done stay no promise. Sentences written for this file."""
from __future__ import annotations

import pytest

from obsmem_ros.core.language import UtteranceReader
from obsmem_ros.core.records import CommitmentKind
from obsmem_ros.core.timefmt import format_iso

from .factories import told as read


@pytest.fixture()
def reader():
    return UtteranceReader(robot_id="robot")


def promises(reader, words, **kw):
    return [u for u in read(reader, words, **kw).undertakings if u.kind is CommitmentKind.PROMISE]


def test_go_before_a_bare_verb_sets_out_to_do_it(reader):
    (fetch,) = promises(reader, "I go fetch Omar from the station.")
    assert fetch.owner == "lena" and fetch.action.lower().startswith("fetch omar")
    (trim,) = promises(reader, "Leave the hedge, I go trim it myself.", addressee="sam")
    assert (trim.owner, trim.beneficiary) == ("lena", "sam") and trim.action.startswith("trim")


def test_a_present_go_promise_passed_on_is_the_word_of_the_one_who_gave_it(reader):
    (bake,) = promises(reader, "Rita says she go bake the bread herself on Saturday.")
    assert (bake.owner, bake.beneficiary) == ("rita", "lena") and "bake" in bake.action
    assert format_iso(bake.due_ns).startswith("2026-10-10")


def test_a_deed_done_to_the_one_addressed_at_a_time_ahead_is_offered(reader):
    (lift,) = promises(reader, "I drive you to the station on Saturday.", addressee="sam")
    assert (lift.owner, lift.beneficiary) == ("lena", "sam")


def test_habits_and_deeds_done_are_no_present_promise(reader):
    assert promises(reader, "Every Friday I go buy the fish.") == []
    assert promises(reader, "I go check the boiler yesterday.") == []
    assert promises(reader, "I drive you to work every day.", addressee="sam") == []
    assert promises(reader, "This soup I cook myself.") == []
    assert read(reader, "I walk the dog at seven.").undertakings == ()


def test_a_deed_the_tagger_reads_as_a_noun_after_go_is_still_the_deed(reader):
    (paint,) = promises(reader, "Sam say Rita go paint the shed.")
    assert (paint.owner, paint.beneficiary) == ("rita", "lena") and paint.action.startswith("paint")


def test_someone_of_the_home_going_to_do_a_deed_on_a_day_is_their_plan(reader):
    (plan,) = read(reader, "Omar go fix the gate on Saturday.").undertakings
    assert (plan.kind, plan.owner) == (CommitmentKind.SCHEDULE, "omar") and plan.action.startswith("fix")
    assert read(reader, "Every Sunday Omar go visit his mum.").undertakings == ()
