"""Commitment view: parsing requests, reminders, promises and schedules, and their lifecycle."""
from __future__ import annotations


import pytest

from obsmem_ros.core.memory import Memory
from obsmem_ros.core.records import CommitmentKind, CommitmentStatus
from obsmem_ros.core.timefmt import format_iso, parse_iso_ns
from obsmem_ros.errors import InvalidEventError

from .factories import heard, remembered, stamped

MONDAY_10 = parse_iso_ns("2026-03-02T10:00:00+00:00")  # a Monday


def said(n: int, actor: str, words: str, **fields) -> dict:
    return heard(f"c{n:03d}", format_iso(MONDAY_10 + n * 60 * 10**9), actor, words, source="sim", verb="", **fields)


def act(n: int, actor: str, verb: str, objects: list) -> dict:
    return stamped(f"c{n:03d}", format_iso(MONDAY_10 + n * 60 * 10**9), "action", actor=actor, verb=verb,
                   objects=objects, source="sim", location="kitchen")


SEEN = {"id": "c000", "time": format_iso(MONDAY_10), "kind": "observation", "actor": "robot", "observers": ["robot"],
        "source": "sim", "objects": ["plant_1", "coffee_machine_1", "pills_1"],
        "deltas": [{"entity": "plant_1", "attribute": "name", "value": "plants"},
                   {"entity": "coffee_machine_1", "attribute": "name", "value": "coffee machine"},
                   {"entity": "pills_1", "attribute": "name", "value": "pills"}]}
ERRAND_THINGS = {"id": "c000e", "time": format_iso(MONDAY_10), "kind": "observation", "actor": "robot",
                 "observers": ["robot"], "source": "sim", "objects": ["laptop_1", "keys_1", "desk_1", "sofa_1"],
                 "deltas": [{"entity": e, "attribute": "name", "value": e[:-2]}
                            for e in ("laptop_1", "keys_1", "desk_1", "sofa_1")]}


@pytest.fixture()
def memory(tmp_path):
    yield from remembered([SEEN], str(tmp_path / "c.db"))


@pytest.mark.parametrize("words, kind, owner, beneficiary, due, recurrence", [
    ("Remind me to take my pills at 7:30 tomorrow.", CommitmentKind.REMINDER, "robot", "alice",
     "2026-03-03T07:30:00+00:00", ""),
    ("Could you water the plants after dinner?", CommitmentKind.REQUEST, "robot", "alice", "2026-03-02T20:30:00+00:00", ""),
    ("I'll clean the kitchen tonight.", CommitmentKind.PROMISE, "alice", "robot", "2026-03-02T21:00:00+00:00", ""),
    ("Start the coffee machine every weekday at 7.", CommitmentKind.SCHEDULE, "robot", "alice",
     "2026-03-03T07:00:00+00:00", "weekdays"),
    ("Please remind Dan to do the homework at 16:30 every weekday.", CommitmentKind.REMINDER, "robot", "dan",
     "2026-03-02T16:30:00+00:00", "weekdays"),
    ("Grandma is coming on Wednesday at 11:30.", CommitmentKind.SCHEDULE, "", "alice", "2026-03-04T11:30:00+00:00", ""),
])
def test_utterances_become_typed_commitments(memory, words, kind, owner, beneficiary, due, recurrence):
    memory.ingest([said(1, "alice", words)])
    (made,) = memory.commitments(as_of_ns=MONDAY_10 + 61 * 10**9)
    assert (made.kind, made.owner, made.beneficiary, made.recurrence) == (kind, owner, beneficiary, recurrence)
    assert format_iso(made.due_ns) == due
    assert made.status is CommitmentStatus.OPEN and made.source_event_id == "c001"


def test_request_is_done_when_the_owner_later_acts_on_its_object(memory):
    memory.ingest([said(1, "alice", "Could you water the plants after dinner?"), act(2, "bob", "water", ["plant_1"]),
                   act(3, "robot", "water", ["plant_1"])])
    (made,) = memory.commitments()
    assert made.objects == ("plant_1",)
    assert (made.status, made.closed_by) == (CommitmentStatus.DONE, "c003")
    assert memory.commitments(as_of_ns=MONDAY_10 + 150 * 10**9)[0].status is CommitmentStatus.OPEN


def test_never_mind_cancels_the_speakers_latest_commitment(memory):
    memory.ingest([said(1, "alice", "Remind me to take my pills at 9."),
                   said(2, "bob", "Please water the plants."),
                   said(3, "alice", "Never mind.")])
    status = {c.source_event_id: c.status for c in memory.commitments()}
    assert status == {"c001": CommitmentStatus.CANCELLED, "c002": CommitmentStatus.OPEN}


def test_request_is_not_done_until_every_named_object_is_involved(memory):
    memory.ingest([said(1, "alice", "Please put the pills on the plants."), act(2, "robot", "pick", ["pills_1"]),
                   act(3, "robot", "place", ["pills_1", "plant_1"])])
    (made,) = memory.commitments()
    assert made.objects == ("pills_1", "plant_1") and made.closed_by == "c003"


def test_one_off_reminder_is_done_when_the_robot_says_it(memory):
    memory.ingest([said(1, "alice", "Remind me to take my pills at 10:30."),
                   {**said(2, "robot", "Alice, it is time to take your pills."), "addressee": "alice"}])
    (made,) = memory.commitments()
    assert (made.status, made.closed_by) == (CommitmentStatus.DONE, "c002")


def test_stop_reminding_cancels_the_matching_reminder(memory):
    memory.ingest([said(1, "alice", "Please remind me to take my pills at 21:30 every day."),
                   said(2, "alice", "Please water the plants."),
                   said(3, "alice", "You can stop reminding me about my pills now.")])
    status = {c.source_event_id: c.status for c in memory.commitments()}
    assert status == {"c001": CommitmentStatus.CANCELLED, "c002": CommitmentStatus.OPEN}


def test_calling_off_cancels_the_commitment_the_words_say_most_of_not_the_newest(memory):
    # the newer errand shares a stray word ("coffee"), the reminder shares what is called off
    memory.ingest([said(1, "bob", "Remind me every evening at nine to take my pills."),
                   said(2, "bob", "Could you start the coffee machine tomorrow at seven?"),
                   said(3, "bob", "Forget about the pills reminders, my coffee's sorted them.")])
    status = {c.source_event_id: c.status for c in memory.commitments()}
    assert status == {"c001": CommitmentStatus.CANCELLED, "c002": CommitmentStatus.OPEN}


def test_a_move_told_in_the_past_tense_dates_the_arrangement(memory):
    memory.ingest([said(1, "bob", "The optician rang, they moved my eye test to Thursday at quarter past two.")])
    (made,) = memory.commitments()
    assert (made.kind, made.requester) == (CommitmentKind.SCHEDULE, "bob")
    assert format_iso(made.due_ns) == "2026-03-05T14:15:00+00:00"


def test_open_one_off_commitment_past_due_reads_as_overdue(memory):
    memory.ingest([said(1, "alice", "Remind me to take my pills in 20 minutes.")])
    assert memory.commitments(as_of_ns=MONDAY_10 + 10 * 60 * 10**9)[0].status is CommitmentStatus.OPEN
    late = memory.commitments(as_of_ns=MONDAY_10 + 30 * 60 * 10**9, status=CommitmentStatus.OVERDUE)
    assert [c.source_event_id for c in late] == ["c001"]


def test_recurring_commitment_reports_its_next_occurrence(memory):
    memory.ingest([said(1, "alice", "Start the coffee machine every weekday at 7.")])
    saturday = parse_iso_ns("2026-03-07T09:00:00+00:00")
    (made,) = memory.commitments(as_of_ns=saturday)
    assert made.status is CommitmentStatus.OPEN and format_iso(made.due_ns) == "2026-03-09T07:00:00+00:00"


def test_plain_statement_makes_no_commitment(memory):
    memory.ingest([said(1, "alice", "The weather is nice today.")])
    assert memory.commitments() == []


def test_open_commitments_reloaded_after_reopen_still_close_by_their_owner_only(tmp_path):
    with Memory(str(tmp_path / "r.db")) as first:
        first.ingest([SEEN, said(1, "alice", "Could you water the plants after dinner?"),
                      said(2, "alice", "Remind me to take my pills at 10:30."),
                      said(3, "alice", "Start the coffee machine every weekday at 7.")])
    with Memory(str(tmp_path / "r.db")) as reopened:
        reopened.ingest([act(4, "bob", "water", ["plant_1"]), act(5, "robot", "start", ["coffee_machine_1"]),
                         {**said(6, "robot", "Alice, it is time to take your pills."), "addressee": "alice"},
                         act(7, "robot", "water", ["plant_1"])])
        closed = {c.source_event_id: (c.status, c.closed_by) for c in reopened.commitments()}
    assert closed == {"c001": (CommitmentStatus.DONE, "c007"), "c002": (CommitmentStatus.DONE, "c006"),
                      "c003": (CommitmentStatus.OPEN, "")}


def test_commitment_of_a_failed_batch_is_neither_stored_nor_closed_later(memory):
    with pytest.raises(InvalidEventError, match="field 'kind'"):
        memory.ingest([said(1, "alice", "Could you water the plants after dinner?"),
                       {**act(2, "bob", "x", []), "kind": "?"}])
    memory.ingest([said(3, "alice", "Please water the plants."), act(4, "robot", "water", ["plant_1"])])
    assert [(c.source_event_id, c.closed_by) for c in memory.commitments()] == [("c003", "c004")]


def test_moving_an_appointment_cancels_the_old_one_and_keeps_the_new_time(memory):
    memory.ingest([said(1, "alice", "Let's have movie night on Saturday at 20:00."),
                   said(2, "alice", "Please remind everyone about movie night on Saturday at 19:30."),
                   said(3, "alice", "Movie night is moved to Sunday at 20:00.")])
    made = {c.source_event_id: c for c in memory.commitments()}
    assert (made["c001"].status, made["c001"].closed_by) == (CommitmentStatus.CANCELLED, "c003")
    assert made["c002"].status is CommitmentStatus.OPEN  # a reminder is not the appointment
    assert (made["c003"].kind, format_iso(made["c003"].due_ns)) == (CommitmentKind.SCHEDULE, "2026-03-08T20:00:00+00:00")


def test_owners_report_to_the_asker_closes_a_request(memory):
    memory.ingest([said(1, "alice", "Please bring my pills to the plants after dinner."),
                   {**said(2, "robot", "Alice, I brought your pills to the plants."), "addressee": "alice"}])
    (made,) = memory.commitments()
    assert (made.status, made.closed_by) == (CommitmentStatus.DONE, "c002")


def test_a_look_alike_of_the_named_object_fulfils_a_request(memory):
    memory.ingest([said(1, "alice", "Please water the plants after dinner."), act(2, "robot", "water", ["plant_2"])])
    (made,) = memory.commitments()
    assert (made.objects, made.closed_by) == (("plant_1",), "c002")


def test_a_rescheduled_errand_replaces_only_the_same_persons_errand_for_the_same_thing(memory):
    memory.ingest([ERRAND_THINGS,
                   said(1, "bob", "Could you bring my laptop to the desk at 16:00?"),
                   said(2, "alice", "Could you bring my keys to the sofa at 17:00 instead?"),
                   said(3, "bob", "Could you bring the keys to the desk at 16:30?"),
                   said(4, "bob", "Actually, bring my laptop to the desk at 18:00 instead.")])
    made = {c.source_event_id: c for c in memory.commitments()}
    # Alice's errand shares Bob's verb but is hers and about her keys: it moves nothing of his.
    assert (made["c001"].status, made["c001"].closed_by) == (CommitmentStatus.CANCELLED, "c004")
    assert made["c002"].status is CommitmentStatus.OPEN
    assert made["c003"].status is CommitmentStatus.OPEN  # Bob's, to the same desk, but another thing
    assert (made["c004"].status, format_iso(made["c004"].due_ns)) == (CommitmentStatus.OPEN, "2026-03-02T18:00:00+00:00")


def test_anyone_in_the_home_may_move_a_household_appointment(memory):
    memory.ingest([said(1, "marcus", "The plumber is coming on Thursday at 10:00."),
                   said(2, "imogen", "The plumber can't do Thursday, he's coming on Friday at 10:00 instead.")])
    made = {c.source_event_id: c for c in memory.commitments()}
    assert (made["c001"].status, made["c001"].closed_by) == (CommitmentStatus.CANCELLED, "c002")
    assert (made["c002"].status, format_iso(made["c002"].due_ns)) == (CommitmentStatus.OPEN, "2026-03-06T10:00:00+00:00")


def test_content_words_take_off_an_ending_only_where_a_syllable_remains():
    from obsmem_ros.core.views.commitment_view import content_words

    assert content_words("bringing things") == content_words("bring thing") == {"bring", "thing"}
    assert content_words("reminding the plants") == {"remind", "plant"}
