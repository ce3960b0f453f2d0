"""Which plan words and deeds belong to, on sentences written for this file: an hour said in digits
is a clock time, a cancel's kind word ("reminder") is no content word, an action that names a thing
memory does not know borrows no earlier thing, one deed closes the errand of the very things it
touched before a look-alike's, "did you do it?" after a lead-in asks of the lead-in's deed, and
"when is it" answers by the arrangement before a plan to tell of it, a reminder's new time moves
no arrangement, and a need said of a thing names where its deed goes."""
from __future__ import annotations

import pytest

from obsmem_ros.core.language import UtteranceReader
from obsmem_ros.core.language.corrections import said_clocks
from obsmem_ros.core.language.lead_ins import asked_question
from obsmem_ros.core.records import CommitmentKind

from .factories import DAY, H, T0, numbered, remembered


@pytest.mark.parametrize("words, clocks", [
    ("the choir meets at 6 in the evening", [(6, 0)]),
    ("have it back by 9 tomorrow", [(9, 0)]),
    ("the plumber comes around 11", [(11, 0)]),
    ("the quiz starts at 7 tonight", [(7, 0)]),
    ("we need chairs for 8 people at 3", [(3, 0)]),   # a count of people is no hour
    ("it takes 5 minutes", []),
    ("at 8:15 sharp", [(8, 15)]),
    ("at 0 or at 30", []),
])
def test_an_hour_said_in_digits_is_a_clock_time_where_a_preposition_or_a_part_of_day_frames_it(words, clocks):
    assert said_clocks(words) == clocks


def test_an_action_naming_a_thing_memory_does_not_know_borrows_no_earlier_thing():
    reader = UtteranceReader(robot_id="robot", timezone="UTC")
    known = {"scarf": "scarf_1"}
    args = dict(speaker="ines", addressee="robot", now_ns=T0, resolve=known.get, people=("ines", "otto"))
    first = reader.read("Have you seen my scarf?", **args)
    (quiz,) = reader.read("Can you remind everyone about quiz night at 7:30 on Friday?", previous=first,
                          **args).undertakings
    (check,) = reader.read("Could you check?", previous=first, **args).undertakings
    assert (quiz.kind, "scarf_1" in quiz.objects, check.objects) == (CommitmentKind.REMINDER, False, ("scarf_1",))


@pytest.mark.parametrize("question", [
    "Otto asked you on Monday to carry the lamp to the porch. Did you do it?",
    "Ines wanted the scarf on the hook. Did you manage it?",
])
def test_a_deeds_pro_form_after_a_lead_in_keeps_the_lead_in(question):
    assert asked_question(question, lambda phrase: True) is None


def test_a_pronoun_for_a_thing_after_a_lead_in_is_still_written_out():
    assert asked_question("I need the ladder. Did you put it in the shed?", lambda phrase: True) == \
        "Did you put the ladder in the shed?"


def event(n: int, actor: str, *, words: str = "", entity: str = "", name: str = "", moved: str = "",
          owner: str = "") -> dict:
    """Words said; else the robot seeing `entity` called `name` (of `owner`); else `actor` putting
    `entity` on `moved`."""
    if moved:
        return numbered(n, actor, "put", objects=[entity, moved], location="hall",
                        deltas=[(entity, "location", moved)])
    facts = (("name", name), ("category", name.split()[-1]), ("location", "hall")) if entity else ()
    facts += (("owner", owner),) if owner else ()
    return numbered(n, actor, "say" if words else "observe", kind="utterance" if words else "action",
                    objects=[entity] if entity else [], location="hall",
                    deltas=[(entity, a, v) for a, v in facts], words=words)


@pytest.fixture(scope="module")
def memory():
    yield from remembered([
        event(1, "robot", entity="gloves_1", name="gloves", owner="otto"),
        event(2, "robot", entity="gloves_2", name="gloves", owner="ines"),
        event(3, "robot", entity="shelf_1", name="shelf"),
        event(4, "otto", words="Remind me to take my vitamins at 8 am every day."),
        event(5, "otto", words="Please send out a bake sale reminder at 5 pm on Friday."),
        event(6, "otto", words="Could you put my gloves on the shelf?"),
        event(7, "ines", words="Could you put my gloves on the shelf?"),
        event(8, "robot", entity="gloves_2", moved="shelf_1"),
        event(9, "otto", words="Cancel the vitamin reminder for me, would you?"),
        event(10, "ines", words="Expect the piano tuner on Wednesday at 9 am."),
        event(11, "ines", words="Could you remind everyone about the piano tuner on Wednesday at 8:30 am?"),
        event(12, "otto", words="The book club is on Thursday at 7 pm."),
        event(13, "otto", words="Book club is Friday at 7 pm now, change of plan."),
        event(14, "otto", words="Give everybody a nudge about book club at 6:30 pm on Friday instead."),
        event(15, "ines", words="My gloves need to go to the shelf tonight at 9, can you manage that?"),
    ])


def _status(memory, event_id: str) -> str:
    (made,) = [c for c in memory.commitments() if c.source_event_id == event_id]
    return made.status.value


def test_a_cancel_naming_the_kind_calls_off_the_plan_its_other_words_name(memory):
    assert (_status(memory, "d001-e00004"), _status(memory, "d001-e00005")) == ("cancelled", "open")


def test_one_deed_closes_the_errand_of_the_very_things_not_a_look_alikes(memory):
    done = memory.ask("Did you put Otto's gloves on the shelf?", at_ns=T0 + 9 * H)
    assert (_status(memory, "d001-e00006"), _status(memory, "d001-e00007"), done.value) == ("open", "done", "no")


def test_when_is_it_answers_by_the_arrangement_before_the_plan_to_tell_of_it(memory):
    got = memory.ask("When is the piano tuner coming?", at_ns=T0 + 12 * H)
    assert got.value == "2026-03-04T09:00:00+00:00"
    assert memory.ask("When is the piano tuner coming?", at_ns=T0 + 3 * DAY).value == got.value


def test_a_reminders_new_time_is_no_new_time_for_what_it_reminds_of(memory):
    assert memory.ask("When is book club?", at_ns=T0 + 16 * H).value == "2026-03-06T19:00:00+00:00"


def test_a_need_said_of_a_thing_names_the_place_its_deed_goes_to(memory):
    (need,) = [c for c in memory.commitments() if c.source_event_id == "d001-e00015"]
    assert need.objects == ("gloves_2", "shelf_1")
