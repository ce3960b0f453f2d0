"""When a plan happens as the talk leaves it: a time passed on in the next sentence, a later
sentence about another deed, a correction that names the old clock or part of the day beside the
new one, and a sentence that says the plan's time again (sentences written for this file)."""
from __future__ import annotations

from dataclasses import replace

from obsmem_ros.core.language.corrections import sets_aside, sets_aside_part

from .factories import ask_morning, morning_ns, said


def test_a_next_sentence_with_its_own_doer_does_not_time_the_plan():
    events = [said(1, "rafa", "Tomorrow I'll bring the bike to the shop, nine o'clock. Then night time I pack up.",
                   time_ns=morning_ns(0))]
    assert ask_morning(events, "When is Rafa bringing the bike to the shop?", 30).endswith("T09:00:00+00:00")


def test_a_time_passed_on_in_the_next_sentence_times_the_plan():
    events = [said(1, "mira", "The window man is coming tomorrow. Priya say between two and four.",
                   time_ns=morning_ns(0))]
    assert ask_morning(events, "What time is the window man coming tomorrow?", 30).endswith("T14:00:00+00:00")


def test_a_correction_naming_the_old_clock_beside_the_new_one_moves_the_plan():
    events = [said(1, "olek", "Tomorrow I'll take Biscuit to the groomer, ten o'clock.", time_ns=morning_ns(0)),
              said(2, "hana", "Olek, the groomer rang. Ten is full, they change to two.", to="olek",
                   time_ns=morning_ns(24 * 60 - 30))]
    assert ask_morning(events, "What time is Biscuit's groomer appointment now?", 24 * 60).endswith("T14:00:00+00:00")


def test_a_correction_setting_aside_the_part_of_the_day_moves_the_plan():
    events = [said(1, "ines", "The boiler engineer is coming tomorrow between nine and eleven.", time_ns=morning_ns(0)),
              said(2, "ines", "Engineer phoned back. Not the morning anymore, he's coming tomorrow at three.",
                   time_ns=morning_ns(600))]
    assert ask_morning(events, "When's the boiler engineer coming now?", 620).endswith("T15:00:00+00:00")


def test_a_sentence_saying_the_plans_time_again_moves_nothing():
    events = [said(1, "dora", "Tomorrow the pickup is me, I collect the kids at half three.", time_ns=morning_ns(0)),
              said(2, "emil", "Dora, you've got the dentist tomorrow. I'll do the pickup. Half three, okay?",
                   to="dora", time_ns=morning_ns(5))]
    assert ask_morning(events, "And what time is the pickup tomorrow?", 30).endswith("T15:30:00+00:00")


def test_the_clock_a_correction_names_beside_a_new_one_is_set_aside():
    assert sets_aside("Ten is full, they change to two.", "I'll take her to the groomer at ten.")
    assert sets_aside("Half six no good, make it seven.", "Dinner at half six tonight.")
    assert not sets_aside("They change to two.", "I'll take her to the groomer at ten.")  # the old clock unnamed
    assert not sets_aside("Ten and two are both fine.", "I'll take her to the groomer at ten.")  # no correction


def test_the_part_of_the_day_a_correction_sets_aside():
    plan = "The engineer comes Friday between nine and eleven."
    assert sets_aside_part("Not the morning anymore, he's coming at one.", plan)
    assert sets_aside_part("Friday morning cannot, he comes three o'clock instead.", plan)
    assert not sets_aside_part("Not the evening anymore, he's coming at one.", plan)  # not the plan's part
    assert not sets_aside_part("Not the morning anymore.", plan)  # no new clock time
    assert sets_aside_part("Not tonight, we go at eight tomorrow.", "We go to the pictures tonight.") is False


def test_a_clock_till_which_another_thing_lasts_does_not_time_the_plan():
    events = [said(1, "lior", "Choir practice till seven, then I'll walk the dog at eight.", time_ns=morning_ns(420))]
    assert ask_morning(events, "What time is Lior walking the dog?", 430).endswith("T20:00:00+00:00")


def test_a_correction_of_the_other_errand_of_the_plans_utterance_leaves_the_plan():
    events = [said(1, "noa", "Our swim meet got moved to tomorrow at two. So I'll help paint the fence till noon.",
                   time_ns=morning_ns(0)),
              said(2, "gil", "The fence, we start at nine, not eight. Dad wants to finish early.",
                   time_ns=morning_ns(60))]
    assert ask_morning(events, "Noa has a swim meet tomorrow, when is it?", 90).endswith("T14:00:00+00:00")


def _plan(action: str, text: str):
    from obsmem_ros.core.records import Commitment, CommitmentKind

    return Commitment(id=action, kind=CommitmentKind.SCHEDULE, owner="", beneficiary="noa", action=action, text=text,
                      created_ns=0, source_event_id=action)


def test_a_later_word_is_on_the_errand_of_the_plans_own_sentence():
    from obsmem_ros.core.query.answerers.revisions import same_errand

    meet = _plan("our swim meet got moved to tomorrow at two",
                 "Our swim meet got moved to tomorrow at two. So I'll help paint the fence till noon.")
    fence = _plan("we start at nine not eight", "The fence, we start painting at nine, not eight.")
    moved = _plan("the meet is at three now", "Swim meet's at three now, the pool was double booked.")
    painting = ["help paint the fence till noon"]
    assert not same_errand(meet, fence, {"noa", "robot"}, painting)
    assert same_errand(meet, fence, {"noa", "robot"})  # the painting is no other commitment's: the utterance's
    assert same_errand(meet, moved, {"noa", "robot"}, painting)



def _said_at(action: str, text: str, source: str, due_hour: int):
    from types import SimpleNamespace

    said_then = replace(_plan(action, text), source_event_id=source, due_ns=due_hour * 3600 * 10**9)
    return SimpleNamespace(commitment=said_then)


def test_a_sentence_setting_the_plans_time_aside_is_no_confirmation_of_it():
    from obsmem_ros.core.query.answerers.revisions import _confirmed

    plan = _said_at("the farrier is coming at ten", "The farrier's coming tomorrow at ten.", "e1", 10).commitment
    aside = "He won't make it at ten, he said after lunch, around one."
    kept, moved = _said_at("make it", aside, "e2", 10), _said_at("said", aside, "e2", 13)
    assert not _confirmed(moved.commitment, plan, [kept, moved])
    again = "Lou, you've got the dentist tomorrow. I'll do the pickup. Half three, okay?"
    pickup = _said_at("do the pickup", again, "e3", 15)
    plan = replace(pickup.commitment, source_event_id="e0", action="the pickup is me")
    dentist = _said_at("you've got the dentist tomorrow", again, "e3", 8)
    assert _confirmed(dentist.commitment, plan, [pickup, dentist])


def test_a_clause_without_its_own_clock_keeps_the_timed_sentence_of_its_utterance():
    from types import SimpleNamespace

    from obsmem_ros.core.query.answerers.revisions import _elsewhere

    text = "Right, bonfire tonight. Supper's at seven, can you tell the kids?"
    bonfire, supper = _plan("bonfire tonight", text), _plan("Supper is at 7", text)
    pool = [SimpleNamespace(commitment=replace(c, source_event_id="e1")) for c in (bonfire, supper)]
    assert _elsewhere(pool[0].commitment, pool) == []  # the bonfire's time is the supper's: one plan
    assert _elsewhere(pool[1].commitment, pool) == []  # the bonfire says no clock: no second timed errand
    game = replace(_plan("moved our game to Sunday at 1", "x"), source_event_id="e2")
    leaves = replace(_plan("roll vine leaves till 12", "x"), source_event_id="e2")
    two = [SimpleNamespace(commitment=c) for c in (game, leaves)]
    assert _elsewhere(game, two) == ["roll vine leaves till 12"]
