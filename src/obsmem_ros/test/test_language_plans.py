"""Plans of others heard in speech: whose plan a reported clause states, a plan or promise that
names nothing of its own taking part in the event said before it, an event moved from one time to
another, a consequence said in the same breath as an event, and telling someone to do something at
a time. Sentences written for this file, in no hand-written set."""
from __future__ import annotations

import pytest

from obsmem_ros.core.language import UtteranceReader
from obsmem_ros.core.records import CommitmentKind

from .factories import HOUSEHOLD as PEOPLE, TUESDAY_NINE as SAID, told as read, due


@pytest.fixture()
def reader():
    return UtteranceReader(robot_id="robot")


def test_he_of_a_reported_plan_is_the_one_who_reported_it(reader):
    (plan,) = read(reader, "Dominic says he'll drive Sam to football on Saturday.").undertakings
    assert (plan.kind, plan.owner) == (CommitmentKind.PROMISE, "dominic")  # his word, passed on
    (told,) = read(reader, "Omar told Rita he'll fix the gate on Saturday.").undertakings
    assert told.owner == "omar"  # not Rita, named last before "he"


def test_a_word_given_and_passed_on_is_a_promise_of_the_one_who_gave_it(reader):
    (fix,) = read(reader, "Sam told me he'd sort out the leaking tap this weekend.").undertakings
    assert (fix.kind, fix.owner, fix.objects) == (CommitmentKind.PROMISE, "sam", ("leaking_tap",))
    (walk,) = read(reader, "Rita said she would walk the dog tonight.").undertakings
    assert (walk.kind, walk.owner) == (CommitmentKind.PROMISE, "rita")
    assert read(reader, "Omar said he'd already emptied the bins.").undertakings == ()  # "he had", done
    believed = read(reader, "Omar thinks he'll be late tonight.").undertakings  # a belief gives no word
    assert all(u.kind is not CommitmentKind.PROMISE for u in believed)


def test_a_name_said_with_accents_is_the_person_of_the_home(reader):
    owners = {u.owner for u in read(reader, "Rítá's taking the boys to the pool on Friday.").undertakings}
    assert owners == {"rita"}


def test_a_plan_naming_only_a_pronoun_takes_part_in_the_event_said_before_it(reader):
    said = read(reader, "The piano lesson is on Thursday at half four, and Omar's taking her.").undertakings
    lesson, taking = said
    assert taking.owner == "omar"
    assert (due(taking), taking.objects) == (due(lesson), lesson.objects) == (
        "2026-10-08T16:30:00+00:00", ("piano_lesson",))


def test_a_reply_promise_takes_part_in_the_event_the_other_speaker_named(reader):
    asked = read(reader, "The car's MOT is on Friday at ten past nine. Who can drop it off?")
    (promise,) = read(reader, "I'll drop it off.", speaker="omar", addressee="lena", previous=asked).undertakings
    assert (promise.kind, promise.owner, due(promise)) == (CommitmentKind.PROMISE, "omar", "2026-10-09T09:10:00+00:00")
    assert "mot" in " ".join(promise.objects)


def test_a_part_with_its_own_day_keeps_it_and_takes_the_clock_of_that_days_event(reader):
    asked = read(reader, "Gran's eye test has been booked for Thursday at twenty past two.")
    (promise,) = read(reader, "I'll take her on Thursday.", speaker="sam", addressee="lena",
                      previous=asked).undertakings
    assert due(promise) == "2026-10-08T14:20:00+00:00"
    (other_day,) = read(reader, "I'll take her on Friday.", speaker="sam", addressee="lena",
                        previous=asked).undertakings
    assert (other_day.objects, due(other_day)[:10]) == ((), "2026-10-09")


def test_a_stretch_that_ends_at_a_time_is_no_event_to_take_part_in(reader):
    asked = read(reader, "I've got the night shift till six.")
    (promise,) = read(reader, "I'll get her.", speaker="sam", addressee="lena", previous=asked).undertakings
    assert (promise.objects, promise.due_ns) == ((), None)


def test_an_event_moved_from_one_day_to_another_is_due_on_the_new_one(reader):
    (moved,) = read(reader, "The optician rang, my check-up's been moved from Wednesday to Friday at "
                            "quarter past eleven.").undertakings
    assert due(moved) == "2026-10-09T11:15:00+00:00"


def test_a_consequence_said_in_the_same_breath_leaves_the_event_before_it_announced(reader):
    said = read(reader, "The match is at half ten tomorrow so I need my boots cleaned by ten.").undertakings
    assert {(u.kind, due(u)) for u in said} == {(CommitmentKind.SCHEDULE, "2026-10-07T10:30:00+00:00"),
                                               (CommitmentKind.REQUEST, "2026-10-07T10:00:00+00:00")}


def test_telling_someone_to_do_something_at_a_time_is_reminding_them(reader):
    (told,) = read(reader, "Every evening at eight, could you tell Sam to feed the fish?").undertakings
    assert (told.kind, told.beneficiary, told.recurrence) == (CommitmentKind.REMINDER, "sam", "daily")
    (passed_on,) = read(reader, "Could you tell Sam to feed the fish?").undertakings
    assert passed_on.kind is CommitmentKind.REQUEST


def test_each_coordinated_deed_keeps_the_time_said_with_it(reader):
    water, mow = read(reader, "I'll water the plants tonight and mow the lawn on Saturday.").undertakings
    assert (due(water), due(mow)[:10]) == ("2026-10-06T21:00:00+00:00", "2026-10-10")
    feed, walk = read(reader, "Can you feed the cat at seven and walk the dog at eight?").undertakings
    assert (due(feed)[11:16], due(walk)[11:16]) == ("19:00", "20:00")
    wash, dry = read(reader, "I'll wash and dry the towels by six.").undertakings
    assert due(wash) == due(dry)  # one time said for both


def test_a_time_passed_on_by_someone_times_the_event_said_before_it(reader):
    (visit,) = read(reader, "The chimney sweep is coming on Thursday. He said about half nine.").undertakings
    assert due(visit) == "2026-10-08T09:30:00+00:00"
    (untimed,) = read(reader, "The chimney sweep is coming on Thursday. He said the chimney's a mess.").undertakings
    assert due(untimed)[:10] == "2026-10-08"


def test_a_name_memory_has_not_met_is_the_owner_of_the_plan_it_states(reader):
    (plan,) = read(reader, "Auntie Wen's taking Sam to the dentist on Friday.").undertakings
    assert (plan.kind, plan.owner) == (CommitmentKind.SCHEDULE, "wen")
    (other,) = read(reader, "Dr Okafor is seeing Rita on Monday at ten.").undertakings
    assert other.owner == "okafor"


class _SureItIsSmallTalk:
    """A clause-kind classifier sure that every clause is small talk."""

    def prepare(self, texts):
        pass

    def probabilities(self, text, doc, *, by_robot, to_robot):
        return {"claim": 0.02, "request": 0.02, "promise": 0.02, "schedule": 0.02, "preference": 0.01,
                "routine": 0.01, "new_thing": 0.0, "none": 0.9}


def test_a_plan_that_only_the_conversation_gives_sense_to_is_read_past_a_small_talk_verdict(reader):
    gala = read(reader, "Rita's swimming gala is on Saturday at two.")
    vetoed = UtteranceReader(robot_id="robot", clause_kinds=_SureItIsSmallTalk())
    (taking,) = vetoed.read("Omar's doing it.", speaker="lena", addressee="robot", now_ns=SAID + 60_000_000_000,
                            event_id="u2", people=PEOPLE, previous=gala).undertakings
    assert (taking.owner, taking.kind, due(taking)) == ("omar", CommitmentKind.SCHEDULE, "2026-10-10T14:00:00+00:00")
    alone = vetoed.read("Omar's doing it.", speaker="lena", addressee="robot", now_ns=SAID, event_id="u3",
                        people=PEOPLE)
    assert alone.undertakings == ()  # with no event ahead it is small talk
    chat = vetoed.read("The gala was lovely.", speaker="lena", addressee="robot", now_ns=SAID + 60_000_000_000,
                       event_id="u4", people=PEOPLE, previous=gala)
    assert chat.undertakings == () and chat.claims == ()


def test_a_deed_coordinated_with_a_subject_of_its_own_is_that_persons(reader):
    said = read(reader, "Omar's collecting the cake at four and I'll pick up the balloons after.")
    cake, balloons = said.undertakings
    assert (cake.owner, cake.kind, cake.objects) == ("omar", CommitmentKind.SCHEDULE, ("cake",))
    assert (balloons.owner, balloons.kind, balloons.objects) == ("lena", CommitmentKind.PROMISE, ("balloons",))


def test_a_clock_time_modifying_where_someone_goes_leaves_the_place_in_the_deed(reader):
    (taking,) = read(reader, "I'll take Sam to the 10:15 matinee on Saturday.", speaker="omar").undertakings
    assert "matinee" in taking.action and due(taking) == "2026-10-10T10:15:00+00:00"


def test_a_newcomers_plan_is_also_about_them(reader):
    (visit,) = read(reader, "Uncle Bashir is coming for lunch on Sunday.").undertakings
    assert (visit.owner, visit.objects[:1]) == ("bashir", ("bashir",))
    (known,) = read(reader, "Omar is coming for lunch on Sunday.").undertakings
    assert known.owner == "omar" and "omar" not in known.objects


def test_a_newcomers_part_in_an_event_said_before_takes_its_time(reader):
    said = read(reader, "Sam's orthodontist is on Thursday at twenty to four.")
    (taking,) = read(reader, "Auntie Wen says she'll take Sam on Thursday.", previous=said).undertakings
    assert (taking.owner, due(taking)) == ("wen", "2026-10-08T15:40:00+00:00")


def test_a_window_of_hours_alone_times_a_visit(reader):
    (visit,) = read(reader, "The tiler's coming between one and three.").undertakings
    assert (visit.kind, visit.objects, due(visit)) == (CommitmentKind.SCHEDULE, ("tiler",), "2026-10-06T13:00:00+00:00")
    assert read(reader, "The remote is between the sofa cushions.").undertakings == ()  # a place, not a time


def test_anothers_deed_done_to_the_speaker_is_a_promise_to_them(reader):
    (lift,) = read(reader, "Rita's driving me to the dentist on Friday.").undertakings
    assert (lift.kind, lift.owner, lift.beneficiary) == (CommitmentKind.PROMISE, "rita", "lena")
    (theirs,) = read(reader, "Rita's driving Sam to the dentist on Friday.").undertakings
    assert (theirs.kind, theirs.owner) == (CommitmentKind.SCHEDULE, "rita")  # a plan of hers, owed to no one here


@pytest.mark.parametrize("words, thing", [
    ("I'm driving the old mattress to the tip at four.", "old_mattress"),
    ("Tomorrow I'm baking the birthday cake.", "birthday_cake"),
    ("I'm painting the shed on Saturday morning.", "shed"),
])
def test_a_deed_its_doer_says_they_are_doing_at_a_time_ahead_is_their_promise(reader, words, thing):
    (deed,) = read(reader, words, speaker="omar").undertakings
    assert (deed.kind, deed.owner, thing in deed.objects) == (CommitmentKind.PROMISE, "omar", True)


@pytest.mark.parametrize("words", ["I'm seeing the optician at ten tomorrow.", "I'm working till six on Thursday.",
                                   "Dad says I'm cleaning the car on Sunday."])
def test_an_appointment_whereabouts_or_anothers_plan_for_the_speaker_is_no_promise(reader, words):
    (plan,) = read(reader, words, speaker="omar").undertakings
    assert plan.kind is CommitmentKind.SCHEDULE
