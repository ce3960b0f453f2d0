"""When a plan happens after a later word moved it (sentences written for this file): a correction
that names the time it sets aside ("half twelve now, not eleven") moves the plan said at that time,
whatever words name the errand, in that plan's day and half of the day; a bare hour set against a
replaced time is a clock time; a request that moves a meal's time moves it; a moved reminder is
followed; the thing asked about decides, not whose it is ("Nell's audition")."""
from __future__ import annotations

from .factories import T0, remembered, said

MIN = 60 * 10**9
DAY = 24 * 60


def _at(day: int, hour: int, minute: int = 0) -> int:
    return T0 + (day * DAY + hour * 60 + minute) * MIN


def _ask(events, question: str, at_ns: int) -> str:
    for memory in remembered(events):
        return memory.ask(question, at_ns=at_ns).value


def test_a_correction_naming_the_old_time_moves_the_plan_to_its_day_and_half():
    events = [said(1, "orla", "Robot, Grandad's ferry to Holyhead is tomorrow at eleven. Tell the others.",
                   time_ns=_at(0, 18, 10)),
              said(2, "cian", "Sorted the tickets. The ferry is at half twelve, not eleven, the early one was sold out.",
                   time_ns=_at(0, 19, 40))]
    assert _ask(events, "What time is Grandad's ferry to Holyhead?", _at(1, 7)) == "2026-03-03T12:30:00+00:00"


def test_a_correction_naming_only_the_minutes_set_aside_moves_the_departure():
    events = [said(1, "orla", "Robot, tomorrow we leave for the cathedral at quarter past nine.", time_ns=_at(0, 18, 30)),
              said(2, "cian", "The choir moved the service. We're leaving at twenty to ten now, not quarter past.",
                   time_ns=_at(1, 7, 10))]
    assert _ask(events, "What time are we leaving for the cathedral?", _at(1, 7, 30)) == "2026-03-03T09:40:00+00:00"


def test_a_bare_hour_set_against_the_old_time_is_the_new_time():
    events = [said(1, "finn", "Hurling practice is after school today at the field. Half three. Mam's driving me.",
                   time_ns=_at(0, 7, 5)),
              said(2, "finn", "Hang on, Mam said practice got pushed, it's four now, not half three.",
                   time_ns=_at(0, 14, 50))]
    assert _ask(events, "What time is Finn's hurling practice?", _at(0, 15)) == "2026-03-02T16:00:00+00:00"


def test_a_correction_with_no_new_clock_moves_nothing():
    events = [said(1, "orla", "We set off for Galway at six tomorrow morning. Three hours on the road.",
                   time_ns=_at(0, 17, 0)),
              said(2, "cian", "Fine. And pack the boot tonight, Cian, not at six in the morning.", time_ns=_at(0, 17, 5))]
    assert _ask(events, "What time is everyone setting off for Galway?", _at(0, 18)) == "2026-03-03T06:00:00+00:00"


def test_a_request_that_moves_the_meal_moves_its_time():
    events = [said(1, "orla", "Curry night tonight. Dinner's at seven, can you tell everyone?", time_ns=_at(0, 9)),
              said(2, "orla", "Cian's train is delayed. Make dinner half seven instead, let everyone know.",
                   time_ns=_at(0, 16))]
    assert _ask(events, "What time are we eating tonight?", _at(0, 16, 30)) == "2026-03-02T19:30:00+00:00"


def test_a_moved_reminder_is_asked_at_its_new_time():
    events = [said(1, "finn", "Robot, remind me to feed the rabbits at five.", time_ns=_at(0, 7)),
              said(2, "finn", "Mam says homework first, so don't remind me at five, make it half past five.",
                   time_ns=_at(0, 16, 40))]
    assert _ask(events, "When does Finn need reminding about the rabbits now?", _at(0, 16, 45)) == \
        "2026-03-02T17:30:00+00:00"


def test_whose_thing_it_is_does_not_pick_another_plan_of_theirs():
    events = [said(1, "orla", "Nell's audition is tomorrow at two, at the theatre.", time_ns=_at(0, 18)),
              said(2, "nell", "And the audition, they just rang. It's now at three, not two.", time_ns=_at(0, 18, 10)),
              said(3, "nell", "Wake me at seven tomorrow please.", time_ns=_at(0, 18, 15))]
    assert _ask(events, "What time is Nell's audition?", _at(0, 20)) == "2026-03-03T15:00:00+00:00"


def test_a_correction_without_a_day_of_its_own_keeps_the_day_of_the_plan():
    events = [said(1, "mei", "Robot ah, Thursday the piano tuner coming. Mama say between ten and twelve.",
                   time_ns=_at(0, 17, 10)),
              said(2, "ken", "Just now the tuner call. Thursday morning cannot, he come four o'clock instead.",
                   time_ns=_at(0, 18, 10))]
    assert _ask(events, "The piano tuner on Thursday, what time is he coming?", _at(0, 19)) == "2026-03-05T16:00:00+00:00"


def test_an_hour_a_time_is_changed_to_is_a_clock_time():
    events = [said(1, "ken", "Ma, tomorrow I'll bring the cat to the groomer, eleven o'clock.", time_ns=_at(0, 9, 15)),
              said(2, "mei", "Ken, the groomer call just now. Eleven no slot already, they change to three.",
                   time_ns=_at(1, 9))]
    assert _ask(events, "What time is the cat's groomer appointment now?", _at(1, 9, 30)) == "2026-03-03T15:00:00+00:00"


def test_a_correction_asked_of_directly_takes_the_day_and_half_of_the_time_it_sets_aside():
    events = [said(1, "orla", "Her swimming gala is tomorrow at eleven at the leisure centre.", time_ns=_at(0, 16, 20)),
              said(2, "cian", "The coach texted. The gala starts at half ten now, not eleven. Swimmers there by ten.",
                   time_ns=_at(0, 19, 5))]
    assert _ask(events, "What time does the swimming gala start?", _at(0, 20)) == "2026-03-03T10:30:00+00:00"


def test_a_new_time_for_the_reminder_does_not_move_the_evening_it_reminds_of():
    events = [said(1, "orla", "Right, the quiz night is at 20:00 on Friday. I'll bring crisps.", time_ns=_at(0, 18, 10)),
              said(2, "orla", "Could you remind everyone at 19:00 on Friday that it's quiz night?", time_ns=_at(0, 18, 11)),
              said(3, "orla", "Make it Friday at 7:30 pm for the quiz night reminder.", time_ns=_at(1, 9, 0))]
    assert _ask(events, "What time's quiz night?", _at(1, 10)) == "2026-03-06T20:00:00+00:00"


def test_a_request_called_off_by_doing_it_oneself_is_not_done():
    events = [said(1, "cian", "Could you bring the torch to the porch once the dishes are done?", time_ns=_at(0, 18, 10)),
              said(2, "orla", "Leave the torch, I can get it myself.", time_ns=_at(0, 19, 0))]
    answer = _ask(events, "Did you get round to it when Cian asked you to bring the torch to the porch?", _at(0, 21))
    assert answer == "no"
