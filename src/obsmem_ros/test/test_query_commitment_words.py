"""Commitments through memory, said in words the answerer's forms do not list (sentences written
for this file): a promised thing named by another modifier than memory's, a reminder set by a
light verb and called off by a halting verb, the time of a nudge."""
from __future__ import annotations

import pytest

from obsmem_ros.core.memory import Memory

from .factories import H, T0, numbered, remembered


def event(n: int, actor: str, *, words: str = "", entity: str = "", name: str = "") -> dict:
    """Words said, else the robot seeing `entity` called `name` (or someone just being there)."""
    facts = (("name", name), ("category", name.split()[-1]), ("location", "utility_room")) if entity else ()
    return numbered(n, actor, "say" if words else "observe", kind="utterance" if words else "action",
                    objects=[entity] if entity else [], location="utility_room",
                    deltas=[(entity, a, v) for a, v in facts], words=words)


@pytest.fixture(scope="module")
def memory():
    yield from remembered([
        event(1, "robot", entity="laundry_basket_1", name="laundry basket"),
        event(2, "robot", entity="towels_1", name="towels"),
        event(3, "zed", words="I'll have the towels back in the linen basket by tonight, promise."),
        event(4, "yara", words="Give Zed a nudge to phone the garage every weekday at 17:15, please."),
        event(8, "yara", words="The garage reminders can stop now, thanks."),
    ])


def test_a_promised_thing_is_told_by_the_name_memory_knows_it_by(memory):
    got = memory.ask("What did Zed promise to do?", at_ns=T0 + 6 * H)
    assert got.value == "put the towels back in the laundry basket"  # the deed of "have them back in ..."


def test_a_nudge_asked_for_is_a_reminder_with_its_clock(memory):
    got = memory.ask("Zed gets a nudge to phone the garage. At what time?", at_ns=T0 + 6 * H)
    assert got.value == "17:15"


def test_a_reminder_said_to_stop_is_no_longer_active(memory):
    before = memory.ask("Should you still be nudging Zed about the garage?", at_ns=T0 + 6 * H)
    after = memory.ask("Should you still be nudging Zed about the garage?", at_ns=T0 + 9 * H)
    assert (before.value, after.value) == ("yes", "no")


def test_who_is_doing_what_was_arranged_is_the_one_said_to_do_it():
    with Memory(":memory:") as mem:
        mem.ingest([
            event(0, "zed"),  # zed lives here: the robot has seen him
            event(1, "yara", words="The dog has his jabs at the vet on Thursday at ten."),
            event(2, "yara", words="Zed's taking the dog to the vet on Thursday, I'm on an early."),
        ])
        assert mem.ask("Who's taking the dog to the vet?", at_ns=T0 + 4 * H).value == "zed"


def test_who_asked_for_a_deed_matches_it_however_its_verb_was_said():
    # the older request says "bring", the newer one "brought": one deed, the newer asker answers
    with Memory(":memory:") as mem:
        mem.ingest([event(1, "robot", entity="torch_1", name="torch"), event(2, "robot", entity="shed_1", name="shed"),
                    event(3, "yara", words="Could you bring the torch to the shed?"),
                    event(5, "zed", words="I'd like my torch brought to the shed."),
                    event(7, "yara", words="Please keep nudging Zed about his torch every evening at six.")])
        who = mem.ask("Who wanted you to bring the torch to the shed?", at_ns=T0 + 6 * H)
        going_on = mem.ask("Are you meant to keep reminding Zed about the torch?", at_ns=T0 + 8 * H)
    assert (who.value, going_on.value) == ("zed", "yes")


def test_who_told_of_a_change_is_who_said_the_move_or_the_calling_off():
    with Memory(":memory:") as mem:
        mem.ingest([event(1, "robot", entity="bike_1", name="bike"),
                    event(2, "yara", words="The farrier is coming on Friday at nine."),
                    event(3, "zed", words="The farrier rang, they moved the pony's shoeing to Saturday at eleven."),
                    event(4, "yara", words="The chimney sweep is coming on Sunday at ten."),
                    event(5, "zed", words="Scrap the chimney sweep, the flue is fine."),
                    event(6, "yara", words="I moved the bike to the shed.")])
        moved = mem.ask("Who told you the pony's shoeing was moved?", at_ns=T0 + 8 * H)
        called_off = mem.ask("Who said the chimney sweep was called off?", at_ns=T0 + 8 * H)
        seen_moved = mem.ask("Who said the bike was moved to the shed?", at_ns=T0 + 8 * H)
        who_cancelled = mem.ask("Who cancelled the chimney sweep?", at_ns=T0 + 8 * H)
        before, after = (mem.ask("Was the chimney sweep called off?", at_ns=T0 + int(h * H)) for h in (4.5, 8))
    assert (moved.value, called_off.value, who_cancelled.value) == ("zed", "zed", "zed")
    assert "called it off" in called_off.answer and (before.value, after.value) == ("no", "yes")
    assert seen_moved.intent.value == "source"  # a thing moved in space: who said where it is


def test_who_told_of_a_change_passed_on_is_whose_words_they_were_not_the_robot_saying_them_back():
    with Memory(":memory:") as mem:
        mem.ingest([event(1, "yara", words="The farrier is coming on Friday at nine."),
                    event(3, "zed", words="Yara just rang me. The farrier is moved to Saturday at eleven."),
                    event(4, "robot", words="Okay. The farrier on Saturday at eleven.")])
        moved = mem.ask("Who said the farrier was moved to Saturday?", at_ns=T0 + 8 * H)
    assert moved.value == "yara" and "passed on by Zed" in moved.answer
