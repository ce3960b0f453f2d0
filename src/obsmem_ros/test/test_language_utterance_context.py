"""What a heard utterance means in its conversation: times said as fragments ("Ten o'clock.",
"same time"), the half of the day a clock time said without am / pm falls in, "then" and "when
I'm back", values corrected ("no, make that ..."), the content of a container ("a tin of
biscuits"), a place known to memory around an unknown one, people named by kin words and
pronouns, requests and promises about the thing just spoken of. Sentences written for this file,
in no hand-written set."""
from __future__ import annotations

import pytest

from obsmem_ros.core.language import UtteranceReader
from obsmem_ros.core.records import CommitmentKind
from obsmem_ros.core.timefmt import parse_iso_ns

from .factories import due

SAID = parse_iso_ns("2026-10-06T09:00:00+00:00")  # a Tuesday morning
EVENING = parse_iso_ns("2026-10-06T18:10:00+00:00")
KNOWN = {"utility room": "utility_room", "garage": "garage", "kettle": "kettle_1", "thermostat": "thermostat_1"}


@pytest.fixture()
def reader():
    return UtteranceReader(robot_id="robot", meal_clock={"breakfast": "07:30", "lunch": "12:30", "dinner": "18:30",
                                                         "morning": "08:00"})


def read(reader, words, speaker="lena", addressee="robot", previous=None, now=SAID, event_id="u1"):
    return reader.read(words, speaker=speaker, addressee=addressee, now_ns=now, event_id=event_id,
                       resolve=KNOWN.get, people=("lena", "omar", "sam", "rita"), previous=previous)


def test_a_time_said_as_its_own_sentence_times_the_event_before_it(reader):
    (visit,) = read(reader, "The piano tuner is coming on Thursday. Ten o'clock.").undertakings
    assert (visit.kind, due(visit)) == (CommitmentKind.SCHEDULE, "2026-10-08T10:00:00+00:00")


def test_same_time_keeps_the_clock_time_of_the_rescheduled_event(reader):
    first = read(reader, "The piano tuner is coming on Thursday at 10:15.", event_id="u1")
    (moved,) = read(reader, "Change of plan, the piano tuner is coming on Friday instead. Same time.",
                    previous=first, event_id="u2").undertakings
    assert due(moved) == "2026-10-09T10:15:00+00:00"
    (swapped,) = read(reader, "The barbecue is on Saturday at 4pm. No, Sunday, same time.").undertakings
    assert due(swapped) == "2026-10-11T16:00:00+00:00"


def test_a_clock_time_without_am_or_pm_follows_the_times_of_the_conversation(reader):
    quiz = read(reader, "Quiz night at the club is on Friday at eight.", now=EVENING, event_id="u1")
    (announced,) = quiz.undertakings
    assert due(announced) == "2026-10-09T20:00:00+00:00"
    (reminder,) = read(reader, "I'll remind you at quarter past seven on Friday.", speaker="robot",
                       addressee="lena", previous=quiz, now=EVENING, event_id="u2").undertakings
    assert due(reminder) == "2026-10-09T19:15:00+00:00"
    same_breath = read(reader, "The fireworks start at nine tomorrow night, so could you get the dog in at "
                               "half eight?", now=EVENING)
    assert [due(u) for u in same_breath.undertakings][-1] == "2026-10-07T20:30:00+00:00"


def test_a_clock_time_in_words_with_any_preposition_is_a_time(reader):
    (request,) = read(reader, "Could you have the kettle on for quarter past four?").undertakings
    assert (due(request), "quarter" in request.action) == ("2026-10-06T16:15:00+00:00", False)
    (promise,) = read(reader, "I'll drop the drill round after six.", speaker="omar").undertakings
    assert due(promise) == "2026-10-06T18:00:00+00:00"
    (checkup,) = read(reader, "The optician wants to see Sam on Monday, ten past eleven in the morning.").undertakings
    assert due(checkup) == "2026-10-12T11:10:00+00:00"


def test_then_and_a_stated_return_time_a_request(reader):
    (request,) = read(reader, "Sam's train gets in at twenty to five, so could you warm the car up before "
                              "then?").undertakings[-1:]
    assert due(request) == "2026-10-06T16:40:00+00:00"
    (back,) = read(reader, "I'm popping to the tip, I'll be back around two. Could you sweep the garage for when "
                           "I'm back?").undertakings[-1:]
    assert (back.kind, due(back)) == (CommitmentKind.REQUEST, "2026-10-06T14:00:00+00:00")


def test_a_corrected_number_replaces_the_value_just_said(reader):
    (setting,) = read(reader, "I've put the thermostat on eighteen. No, make that nineteen.").claims
    assert (setting.entity, setting.value, setting.correction) == ("thermostat_1", "19", True)
    (liked,) = read(reader, "At night I like the fan on two. Actually, make it three.").preferences
    assert "three" in liked.value and "two" not in liked.value


def test_a_container_or_quantity_phrase_is_about_its_content(reader):
    reading = read(reader, "I've put a tin of biscuits in the utility room.")
    (claim,) = reading.claims
    assert (claim.entity, claim.value) == ("biscuits", "utility_room")
    assert [t.id for t in reading.things] == ["biscuits"]
    (crate,) = read(reader, "A crate of pears came from the neighbours, it's in the garage.").things
    assert (crate.id, crate.location) == ("pears", "garage")


def test_an_unknown_place_inside_a_known_one_is_placed_in_the_known_one(reader):
    (claim,) = read(reader, "Your trainers are by the freezer in the garage.").claims
    assert claim.value == "garage"
    (known,) = read(reader, "The kettle is in the garage.").claims
    assert known.value == "garage"


def test_kin_words_and_pronouns_name_the_person(reader):
    read(reader, "Gran, your tea is on the side.", speaker="sam", addressee="rita")
    (liked,) = read(reader, "My gran feels the cold. In the mornings she likes the thermostat on twenty.",
                    speaker="sam").preferences
    assert (liked.person, liked.topic) == ("rita", "thermostat")
    (asked,) = read(reader, "Can you ask Gran if she wants a biscuit?", speaker="sam").undertakings
    assert "rita" in asked.objects or "rita" in asked.action
    (habit,) = read(reader, "Omar's home tomorrow. He always has the green cup.").preferences
    assert (habit.person, habit.topic) == ("omar", "cup")


def test_a_name_said_in_address_is_what_the_speaker_calls_that_person(reader):
    read(reader, "Bunny, your shoes are by the door.", speaker="lena", addressee="rita")
    read(reader, "Okay, thanks.", speaker="lena", addressee="omar")
    assert reader.kin[("lena", "bunny")] == "rita"
    assert ("lena", "okay") not in reader.kin  # an interjection names nobody


def test_a_request_or_promise_without_its_thing_is_about_the_thing_just_spoken_of(reader):
    (check,) = read(reader, "I've a feeling I left the shed light on, could you check?").undertakings
    assert check.objects == ("shed_light",)
    asked = read(reader, "Could you remind me to post the birthday card on Friday?", event_id="u1")
    (promise,) = read(reader, "I'll remind you on Friday at nine.", speaker="robot", addressee="lena",
                      previous=asked, event_id="u2").undertakings
    assert "birthday_card" in promise.objects


def test_an_event_given_a_new_time_is_marked_as_moved(reader):
    (first,) = read(reader, "The boiler service is on Monday at nine.").undertakings
    (moved,) = read(reader, "The boiler service is Wednesday now.").undertakings
    (pushed,) = read(reader, "We've pushed the barbecue back to Sunday.").undertakings
    assert (first.moves, moved.moves, pushed.moves) == (False, True, True)


def test_a_place_denied_without_a_verb_is_denied_for_the_thing_asked_about(reader):
    denied = read(reader, "Has anyone seen the kettle? Not in the garage, I looked.").claims
    assert [(c.entity, c.value, c.negated) for c in denied] == [("kettle_1", "garage", True)]


def test_have_got_and_a_fronted_clock_time_announce_an_event(reader):
    (guests,) = read(reader, "On Thursday we've got the neighbours round at 7pm.").undertakings
    assert (guests.kind, due(guests)) == (CommitmentKind.SCHEDULE, "2026-10-08T19:00:00+00:00")
    (meeting,) = read(reader, "Quarter past two I'm seeing Omar at the library.").undertakings
    assert (meeting.kind, due(meeting)) == (CommitmentKind.SCHEDULE, "2026-10-06T14:15:00+00:00")


def test_an_errand_with_a_time_moves_nothing_but_a_phrasal_move_in_time_does(reader):
    errand = read(reader, "Please bring my scarf to the hall at 7:30 tomorrow.").undertakings
    put = read(reader, "Can you put the kettle on at six?").undertakings
    (forward,) = read(reader, "We've brought the barbecue forward to Saturday.").undertakings
    assert errand and put and not any(u.moves for u in (*errand, *put))
    assert forward.moves


def test_a_correction_in_a_turn_of_its_own_moves_what_the_speaker_asked_before(reader):
    first = read(reader, "Could you descale the kettle on Wednesday at four?")
    (moved,) = read(reader, "Actually, make that Friday.", previous=first, event_id="u2").undertakings
    assert (moved.kind, moved.objects, moved.moves) == (CommitmentKind.REQUEST, ("kettle_1",), True)
    assert due(moved) == "2026-10-09T16:00:00+00:00"  # the new day at the clock time said before
    assert not read(reader, "Actually, make that Friday.", event_id="u3").undertakings  # nothing said before
