"""Which of the clock times said in one conversation answers a "when" question (sentences written
for this file): minutes past or to with the hour left unsaid take the hour said before them; "a long
one tonight" is no one o'clock; a time restated "now" keeps its plan's day; a departure lent an errand is no new time of that
errand's thing."""
from __future__ import annotations

from obsmem_ros.core.clock_words import bound_hours, spoken_clock
from obsmem_ros.core.timefmt import format_iso

from .factories import T0, remembered, said, said_dues

HOUR = 3600 * 10**9
MIN = 60 * 10**9


def _dues(words: str, at_ns: int) -> list:
    return said_dues(words, at_ns, "tessa")


def _asked(lines: list, question: str, at_ns: int) -> str:
    """The value memory answers `question` with at `at_ns`, having heard `lines` ((who, words, when))."""
    events = [said(n + 1, who, words, time_ns=when) for n, (who, words, when) in enumerate(lines)]
    for memory in remembered(events):
        return memory.ask(question, at_ns=at_ns).value
    raise AssertionError("remembered() yielded no memory")


def test_minutes_with_their_hour_unsaid_take_the_hour_said_before_them():
    assert spoken_clock("the taxi is at twenty past six, ring me at ten past.") == "the taxi is at 6:20, ring me at 6:10."
    assert spoken_clock("the rehearsal's at four, we go at quarter to, ok") == "the rehearsal's at four, we go at 3:45, ok"
    assert spoken_clock("not nine, twenty to.") == "not nine, 8:40."


def test_minutes_to_before_a_verb_or_with_no_hour_before_them_stay_words():
    assert spoken_clock("wake me at ten to feed the cat") == "wake me at ten to feed the cat"
    assert spoken_clock("we're leaving at twenty past, grab your coat") == "we're leaving at twenty past, grab your coat"


def test_a_determined_one_beside_tonight_is_no_clock():
    assert bound_hours("i've got a long one tonight") == "i've got a long one tonight"
    assert bound_hours("the gig ends at one tonight") == "the gig ends at 1:00 tonight"


def test_a_clock_after_a_long_one_tonight_is_in_the_evening():
    early = T0 + 6 * HOUR
    assert "2026-03-02T20:00:00+00:00" in _dues("I've got a long one tonight, I'll be home about eight.", early)


def test_ten_past_after_twenty_past_seven_is_ten_past_seven():
    early = T0 + 6 * HOUR + 40 * MIN
    assert "2026-03-02T07:10:00+00:00" in _dues("The minibus comes at twenty past seven. Knock on my door at ten past.",
                                                 early)


def test_a_time_restated_now_keeps_its_plans_day():
    events = [said(1, "ruth", "Bram's eye test is on Thursday, the appointment's at quarter past ten.", time_ns=T0 + 8 * HOUR),
              said(2, "ruth", "The optician rang, it's quarter to eleven now.", time_ns=T0 + 8 * HOUR + 5 * MIN)]
    for memory in remembered(events):
        dues = [format_iso(c.due_ns) for c in memory.commitments() if "now" in c.text and c.due_ns is not None]
        assert dues and set(dues) == {"2026-03-05T10:45:00+00:00"}


def test_a_departure_lent_an_errand_is_no_new_time_of_its_thing():
    lines = [("ola", "The bakery says the bread is ready at one now, not twelve.", T0 + 10 * HOUR),
             ("kofi", "I'll fetch the bread from the bakery at twelve.", T0 + 9 * HOUR),
             ("kofi", "One, fine. I'll leave at quarter to then.", T0 + 10 * HOUR + 5 * MIN)]
    lines = [lines[1], lines[0], lines[2]]
    assert _asked(lines, "What time's the bread ready now?", T0 + 11 * HOUR) == "2026-03-02T13:00:00+00:00"
