"""Commitments through memory, on sentences written for this file: a reminder for a range of days
recurs (it stays active, its time is a clock time), a person who promises to do themselves what they
had asked the robot to do takes the errand back, "leave it" asks nothing done, and "remind me, ..."
asking to be told is no question about a reminder."""
from __future__ import annotations

import pytest

from obsmem_ros.core.memory import Memory
from obsmem_ros.core.query.undertaking_questions import without_asking_frame
from obsmem_ros.core.records import CommitmentKind

from .factories import DAY, H, T0, numbered, remembered


def event(n: int, actor: str, *, words: str = "", entity: str = "", name: str = "") -> dict:
    """Words said, else the robot seeing `entity` called `name`."""
    facts = (("name", name), ("category", name.split()[-1]), ("location", "porch")) if entity else ()
    return numbered(n, actor, "say" if words else "observe", kind="utterance" if words else "action",
                    objects=[entity] if entity else [], location="porch",
                    deltas=[(entity, a, v) for a, v in facts], words=words)


@pytest.fixture(scope="module")
def memory():
    yield from remembered([
        event(1, "robot", entity="umbrella_1", name="umbrella"),
        event(2, "robot", entity="bench_1", name="bench"),
        event(3, "yara", words="Could you nudge Zed at 17:45 Monday to Friday to feed the rabbits?"),
        event(4, "zed", words="Can you take my umbrella to the bench at nine tonight?"),
        event(5, "zed", words="Leave my umbrella, I can carry it myself."),
        numbered(6, "zed", "put", kind="action", objects=["umbrella_1", "bench_1"], location="porch",
                 deltas=[("umbrella_1", "location", "bench_1")]),  # he keeps his word: his promise is done
        event(7, "yara", words="The quiz night is on Thursday at half seven."),
        event(8, "yara", words="Could you remind everyone at seven on Thursday about the quiz night?"),
    ])


def test_a_reminder_for_monday_to_friday_stays_active_at_its_clock(memory):
    later = T0 + 3 * DAY  # past its first occurrence
    active = memory.ask("Are you still supposed to nudge Zed to feed the rabbits?", at_ns=later)
    clock = memory.ask("What time does Zed get nudged to feed the rabbits?", at_ns=later)
    assert (active.value, clock.value) == ("yes", "17:45")


def test_a_promise_to_do_it_oneself_takes_the_errand_back(memory):
    done = memory.ask("Zed wanted you to take his umbrella to the bench. Did it happen?", at_ns=T0 + 12 * H)
    (errand,) = [c for c in memory.commitments() if c.source_event_id == "d001-e00004"]
    assert (done.value, errand.status.value, errand.closed_by) == ("no", "cancelled", "d001-e00005")


def test_remind_me_asking_to_be_told_is_answered_by_the_arrangement_not_its_reminder(memory):
    got = memory.ask("Remind me, when is the quiz night?", at_ns=T0 + 9 * H)
    assert got.value == "2026-03-05T19:30:00+00:00"


@pytest.mark.parametrize("question, asked", [
    ("Remind me, when is the bin day?", "when is the bin day?"),
    ("Can you tell me who is driving Nan to church?", "who is driving Nan to church?"),
    ("When will you remind me to ring the vet?", "When will you remind me to ring the vet?"),
    ("What time did you tell me the boiler man was coming?", "What time did you tell me the boiler man was coming?"),
])
def test_only_a_frame_that_asks_to_be_told_is_set_aside(question, asked):
    assert without_asking_frame(question) == asked


def test_letting_a_thing_be_asks_nothing_but_leaving_it_somewhere_does():
    with Memory(":memory:") as mem:
        mem.ingest([event(1, "robot", entity="umbrella_1", name="umbrella"),
                    event(2, "robot", entity="bench_1", name="bench"),
                    event(3, "zed", words="Leave the umbrella, I'll sort it out."),
                    event(4, "yara", words="Forget the umbrella, it's not raining."),
                    event(5, "yara", words="Leave the umbrella on the bench.")])
        requests = [(c.source_event_id, c.objects) for c in mem.commitments() if c.kind is CommitmentKind.REQUEST]
    assert requests == [("d001-e00005", ("umbrella_1", "bench_1"))]
