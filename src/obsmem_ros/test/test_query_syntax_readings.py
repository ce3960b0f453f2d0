"""Question readings the dependency parse decides: a question attributed to a speaker, a
preference (what someone habitually chooses), the kind of thing asked for, and a source reading
that gives way when nothing is attributed. Every sentence was written for this file (none comes
from the generator's wording pool or a hand-written set)."""
from __future__ import annotations

import pytest

from obsmem_ros.core.language.parse import Kind, Parse
from obsmem_ros.core.query.syntax_readings import (asked_kind, asks_doer, asks_place_now, asks_preference, asks_usual_time,
                                                    source_form, syntax_reading)


@pytest.mark.parametrize("question, form", [
    ("According to Priya, where did the scissors go?", "what_said"),
    ("Judging by Kwame, where's the ladder?", "what_said"),
    ("The torch was reported to be in the shed. By whom?", "who_said"),
    ("Can you recall where Yusuf said the stapler was?", "what_said"),
    ("Marta told us where the spare fuse went. Where was that again?", "what_said"),
    ("Who was it that told you the pram is in the porch?", "who_said"),
    ("Who was it said the pram is in the porch?", "who_said"),        # the cleft without its "that"
    ("Who was grumbling that the radiator is cold?", "who_said"),     # a that-clause: what was said
    ("Who was going on about the broken gate?", "who_said"),          # a topic talked about
])
def test_a_question_attributed_to_a_speaker_is_a_source_question(question, form):
    assert source_form(question) == form


@pytest.mark.parametrize("question", [
    "By when is the parcel due?", "Where did the scissors go?", "Who moved the ladder into the garage?",
    "Where was the stapler when Yusuf said that?",   # the "where" is outside what he said
    "Who told you to take the bins out?",            # who asked for something, not who said a fact
    "Who forgot about the gas bill?",                # a topic, but no talk in the progressive
    "Who was fixing the gate?",                      # a deed with its object
])
def test_a_question_attributing_nothing_has_no_source_form(question):
    assert source_form(question) == ""


@pytest.mark.parametrize("question", [
    "Which bowl does Nadia eat her cereal from?",
    "What does Tom drink with his lunch?",
    "When Kofi gets home, which chair does he sit in?",
    "Which jacket does Imani wear to work?",
])
def test_a_fronted_choice_of_someone_elses_habitual_verb_asks_a_preference(question):
    assert asks_preference(question)


@pytest.mark.parametrize("question", [
    "What did Imani wear to work?",          # an event, not a habit
    "What time does Zoe walk the dog?",      # a routine's time
    "What does Zoe do after dinner?",        # a routine
    "What do I usually have for breakfast?",  # the asker
    "Which route does the robot take?",      # the robot
    "Who told you the gloves were in the car?",
])
def test_other_questions_are_no_preference_reading(question):
    assert not asks_preference(question)


@pytest.mark.parametrize("question, kind", [
    ("If I'm pouring Efe some juice, which glass should I use?", "glass"),
    ("What's Omar's favourite jumper?", "jumper"),
    ("Do you know which towel Lina prefers?", "towel"),
    ("What does Tom drink with his lunch?", ""),
])
def test_the_asked_kind_is_the_noun_the_question_word_or_favourite_picks(question, kind):
    assert asked_kind(question) == kind


def _parse(text: str, intent: str, alternatives=()) -> Parse:
    return Parse(text=text, kind=Kind.QUESTION, intent=intent, confidence=0.45, understood=True,
                 alternatives=tuple(alternatives))


def test_a_source_reading_of_an_unattributed_question_gives_way_to_the_next_reading():
    read = syntax_reading(_parse("Where is Ada's umbrella these days?", "what_said",
                                 [("question:where_is", 0.33), ("question:past_state", 0.1)]))
    assert (read.intent, read.confidence) == ("where_is", 0.33)


def test_an_unattributed_source_reading_of_where_a_thing_ended_up_asks_the_place_now():
    read = syntax_reading(_parse("Where did Ada's umbrella end up?", "what_said",
                                 [("question:past_state", 0.33), ("question:where_is", 0.1)]))
    assert (read.intent, read.alternatives) == ("where_is", ())


def test_the_syntax_decides_a_preference_and_drops_the_other_readings():
    read = syntax_reading(_parse("Which bowl does Nadia eat her cereal from?", "activity",
                                 [("question:where_is", 0.2)]))
    assert (read.intent, read.alternatives, read.understood) == ("preference", (), True)


def test_an_attributed_question_keeps_its_source_reading_without_rivals():
    read = syntax_reading(_parse("According to Priya, where did the scissors go?", "what_said",
                                 [("question:where_is", 0.3)]))
    assert (read.intent, read.alternatives) == ("what_said", ())


@pytest.mark.parametrize("question, now", [
    ("Where has the torch gone?", True), ("Where have Omar's gloves ended up?", True),
    ("Where has the ladder been?", False), ("Where was the ladder before?", False),
    ("Where did the tin opener end up?", True), ("Where did Omar's gloves get to?", True),
    ("Where did Omar put the gloves?", False),   # an event: what Omar did with them
])
def test_a_where_question_in_the_present_perfect_asks_the_place_now(question, now):
    assert asks_place_now(question) is now


@pytest.mark.parametrize("question, now", [
    ("Where did the hair dryer end up?", True), ("Where did Lena's scarf get to?", True), ("Where did it get to?", True),
    ("Where did Lena put the scarf?", False), ("Where did you leave the hair dryer?", False),
])
def test_a_where_question_in_the_simple_past_about_the_thing_itself_asks_the_place_now(question, now):
    assert asks_place_now(question) is now


def test_an_unsure_reading_of_where_a_thing_ended_up_becomes_a_where_is_reading():
    unsure = Parse(text="Where did the sewing tin end up?", kind=Kind.UNKNOWN, intent="what_said", confidence=0.3,
                   understood=False, alternatives=(("question:where_is", 0.25),))
    read = syntax_reading(unsure)
    assert (read.intent, read.understood, read.alternatives) == ("where_is", True, ())


def test_an_unsure_preference_reading_of_a_habit_asked_yes_or_no_is_understood():
    unsure = Parse(text="Does Ravi have sugar in his chai?", kind=Kind.QUESTION, intent="preference", confidence=0.37,
                   understood=False, reason="did not understand", alternatives=(("question:was_right", 0.2),))
    read = syntax_reading(unsure)
    assert (read.intent, read.understood, read.reason) == ("preference", True, "")


def test_a_past_state_reading_in_the_present_perfect_becomes_a_where_is_reading():
    read = syntax_reading(_parse("Where have the secateurs got to?", "past_state", [("question:where_is", 0.2)]))
    assert (read.intent, read.alternatives) == ("where_is", ())


@pytest.mark.parametrize("question, kind", [
    ("Which radio station does Grandpa put on?", "station"),
    ("Do you know which cereal bowl Sam likes?", "bowl"),
    ("Which bath towel does Lina use after swimming?", "towel"),
])
def test_the_asked_kind_is_the_head_of_its_noun_phrase_not_a_modifier(question, kind):
    assert asked_kind(question) == kind


@pytest.mark.parametrize("question", [
    "What time does Priya walk the dog, as a rule?",
    "When does Tomasz feed the cat?",
    "Which day did Priya go to bed much later than usual?",
])
def test_a_time_asked_of_a_persons_habitual_verb_or_a_late_day_asks_a_routine(question):
    assert asks_usual_time(question)


@pytest.mark.parametrize("question", [
    "When does Tomasz get back tomorrow?",
    "When did Priya walk the dog?",
    "When does the plumber come?",
    "What time did you say the pizza would come?",
    "What time does Priya want her scarf brought down?",
])
def test_an_occasion_asks_no_routine_time(question):
    assert not asks_usual_time(question)


@pytest.mark.parametrize("question, doer", [
    ("The last time the step ladder got moved, who did it?", True),
    ("Somebody unplugged the freezer. Who did that?", True),
    ("Who did the washing up?", False),           # the deed is the object itself
    ("Who did it?", False),                       # no deed said
])
def test_who_did_it_after_a_deed_asks_its_doer(question, doer):
    assert asks_doer(question) is doer


@pytest.mark.parametrize("question, liked", [
    ("What's the station Grandad prefers in the car?", True),
    ("What's the temperature Nia likes in the bath?", True),
    ("What's the form Dan needs for school?", False),    # a thing needed, not liked
    ("What's the station on the radio?", False),
])
def test_a_liking_verb_in_a_relative_clause_with_a_named_subject_asks_a_preference(question, liked):
    from obsmem_ros.core.query.syntax_readings import asks_liked_one
    assert asks_liked_one(question) is liked


def test_an_unsure_preference_reading_of_a_habits_time_asks_its_usual_time():
    unsure = Parse(text="What time of day does Kwame water the plants, as a rule?", kind=Kind.QUESTION,
                   intent="preference", confidence=0.35, understood=False, reason="unsure")
    read = syntax_reading(unsure)
    assert (read.intent, read.understood) == ("usual_time", True)


@pytest.mark.parametrize("question", [
    "Tunde plays five-a-side every Thursday at what time?",
    "What time does the market open each Saturday?",
])
def test_a_time_asked_of_every_occasion_is_no_commitment(question):
    parse = Parse(text=question, kind=Kind.QUESTION, intent="commitment_when", confidence=0.6, understood=True,
                  alternatives=(("question:usual_time", 0.2), ("question:preference", 0.1)))
    assert syntax_reading(parse).intent == "usual_time"


def test_a_time_asked_of_one_occasion_stays_a_commitment():
    parse = Parse(text="What time is Tunde playing on Thursday?", kind=Kind.QUESTION, intent="commitment_when",
                  confidence=0.6, understood=True, alternatives=(("question:usual_time", 0.2),))
    assert syntax_reading(parse).intent == "commitment_when"


def test_a_when_that_ties_what_was_said_to_a_yes_no_question_asks_no_time():
    parse = Parse(text="Was Efe right when he said the torch was in the shed?", kind=Kind.QUESTION, intent="last_time",
                  confidence=0.45, understood=True, alternatives=(("question:was_right", 0.35), ("question:count", 0.1)))
    assert syntax_reading(parse).intent == "was_right"


def test_a_when_question_of_a_saying_still_asks_its_time():
    parse = Parse(text="When did Efe say the torch was in the shed?", kind=Kind.QUESTION, intent="last_time",
                  confidence=0.45, understood=True, alternatives=(("question:was_right", 0.35),))
    assert syntax_reading(parse).intent == "last_time"
