"""What an answer cites besides its own record: of a choice, the picks and the robot's looks at
what lay at hand beside them (of the picked thing's kind, or of any kind the question's "which X"
covers, seen up to an hour and a half before the pick); a choice seen too seldom to tell cites the
same; a preference mined from picks cites no record of where the thing is put; a said preference
the looks at the thing it names; each commitment said in a talk its own ask and reply; a question
said of a thing since the robot looked the turn that answered it; a past place the robot's own
look at the thing there (stories written for this file)."""
from __future__ import annotations

from typing import Set

from .factories import T0, remembered, said, trace_event

MIN = 60 * 10**9
H = 60 * MIN
DAY = 24 * H


def _cited(answer) -> Set[str]:
    """Every event the answer's evidence rests on."""
    return {e for item in answer.evidence for e in (item.event_ids or (item.id,))}


def _look(event_id: str, time_ns: int, thing: str, name: str, category: str, place: str, session: str) -> dict:
    return trace_event(event_id, time_ns, "robot", "observe", kind="observation", objects=[thing], location="kitchen",
                       observers=["robot"], session=session,
                       deltas=[(thing, "name", name), (thing, "category", category), (thing, "location", place)])


def _pick(event_id: str, time_ns: int, who: str, thing: str, session: str) -> dict:
    return trace_event(event_id, time_ns, who, "grab", objects=[thing], deltas=[(thing, "held_by", who)],
                       session=session)


def test_a_choice_cites_a_thing_of_another_kind_the_question_covers_seen_well_before_the_pick():
    events = []
    for day in range(3):
        base, n, session = T0 + day * DAY + 7 * H, 10 * day, f"s{day}"
        events += [
            _look(f"d00{day + 1}-e{n + 1:05d}", base, "tumbler_9", "orange tumbler", "tumbler", "shelf_4", session),
            _look(f"d00{day + 1}-e{n + 2:05d}", base + MIN, "mug_9", "striped mug", "mug", "shelf_4", session),
            _pick(f"d00{day + 1}-e{n + 3:05d}", base + 40 * MIN, "ines", "tumbler_9", session),
        ]
    for memory in remembered(events):
        memory.consolidate()
        answer = memory.ask("Which cup does Ines go for?", at_ns=T0 + 3 * DAY)
        assert answer.value == "tumbler_9"
        cited = _cited(answer)
        assert {"d001-e00003", "d002-e00013", "d003-e00023"} <= cited  # the picks
        assert cited & {"d001-e00002", "d002-e00012", "d003-e00022"}  # the mug beside it, forty minutes before


def test_a_choice_seen_once_cites_the_pick_and_what_lay_beside_it():
    events = [
        _look("d001-e00001", T0 + 18 * H, "throw_red", "red wool throw", "blanket", "sofa_2", "s1"),
        _look("d001-e00002", T0 + 18 * H + MIN, "throw_grey", "grey knitted throw", "blanket", "sofa_2", "s1"),
        _pick("d001-e00003", T0 + 18 * H + 55 * MIN, "rosa", "throw_grey", "s1"),
    ]
    for memory in remembered(events):
        answer = memory.ask("Which blanket does Rosa like?", at_ns=T0 + 20 * H)
        assert not answer.known  # one pick is no preference
        assert {"d001-e00003", "d001-e00001"} <= _cited(answer)  # the pick, and the other one at hand


def test_a_preference_of_which_thing_is_picked_cites_no_record_of_where_it_is_put():
    events = []
    for day in range(3):
        base, n, session = T0 + day * DAY + 8 * H, 10 * day, f"s{day}"
        events += [
            _look(f"d00{day + 1}-e{n + 1:05d}", base, "bowl_blue", "blue bowl", "bowl", "shelf_4", session),
            _look(f"d00{day + 1}-e{n + 2:05d}", base + MIN, "bowl_tin", "tin bowl", "bowl", "shelf_4", session),
            trace_event(f"d00{day + 1}-e{n + 3:05d}", base + 5 * MIN, "omar", "pick", objects=["bowl_blue"],
                        deltas=[("bowl_blue", "held_by", "omar")], session=session),
            trace_event(f"d00{day + 1}-e{n + 4:05d}", base + 30 * MIN, "omar", "place",
                        objects=["bowl_blue", "sink_1"], deltas=[("bowl_blue", "location", "sink_1")], session=session),
        ]
    for memory in remembered(events):
        memory.consolidate()
        answer = memory.ask("Which bowl does Omar usually pick?", at_ns=T0 + 3 * DAY)
        assert answer.value == "bowl_blue"
        assert not any("/placement/" in item.id for item in answer.evidence)
        cited = _cited(answer)
        assert {"d001-e00003", "d002-e00013", "d003-e00023"} <= cited
        assert not cited & {"d001-e00004", "d002-e00014", "d003-e00024"}  # putting it in the sink


def test_each_commitment_of_one_talk_cites_its_own_ask_and_reply():
    events = [
        said(1, "sam", "Noor, can you water the tomatoes tonight?", to="noor", time_ns=T0 + 18 * H),
        said(2, "noor", "Yeah, I'll water them after dinner.", to="sam", time_ns=T0 + 18 * H + MIN),
        said(3, "sam", "Leo, could you take the recycling out at eight?", to="leo", time_ns=T0 + 18 * H + 20 * MIN),
        said(4, "leo", "Sure, I'll take it out at eight.", to="sam", time_ns=T0 + 18 * H + 21 * MIN),
    ]
    for memory in remembered(events):
        answer = memory.ask("Who's taking the recycling out?", at_ns=T0 + 19 * H)
        assert answer.value == "leo"
        support = set(answer.evidence[0].event_ids)
        assert {"d001-e00003", "d001-e00004"} <= support
        assert not support & {"d001-e00001", "d001-e00002"}  # twenty minutes earlier, another errand


def test_a_said_preference_for_a_thing_cites_the_robots_look_at_it_and_at_its_like_at_hand():
    events = [
        _look("d001-e00001", T0 + 19 * H, "chair_tartan", "tartan armchair", "armchair", "lounge_1", "s1"),
        _look("d001-e00002", T0 + 19 * H + MIN, "chair_leather", "leather armchair", "armchair", "lounge_1", "s1"),
        said(3, "mira", "On quiz nights the tartan armchair is mine, I always sit in the tartan armchair.",
             time_ns=T0 + 19 * H + 30 * MIN),
    ]
    for memory in remembered(events):
        answer = memory.ask("Which armchair does Mira like to sit in?", at_ns=T0 + 21 * H)
        assert answer.value == "chair_tartan"
        assert answer.evidence[0].id == "d001-e00003"  # what she said comes first
        assert {"d001-e00001", "d001-e00002"} <= _cited(answer)


def test_a_question_said_of_a_thing_since_the_robot_looked_brings_the_turn_that_answered_it():
    events = [
        _look("d001-e00001", T0 + 8 * H, "kite_1", "red kite", "kite", "shelf_4", "s1"),
        trace_event("d001-e00002", T0 + 8 * H + 5 * MIN, "robot", "navigate", location="garden", observers=["robot"]),
        trace_event("d001-e00003", T0 + 9 * H, "zoe", "enter", location="kitchen", observers=["robot", "zoe"]),
        said(4, "omar", "Has anybody had the red kite? It's gone from the shelf.", time_ns=T0 + 9 * H + 30 * MIN),
        said(5, "zoe", "Hmm, maybe. I'm not sure, ask me later.", to="omar", time_ns=T0 + 9 * H + 31 * MIN),
        said(6, "omar", "Tea's at six tonight.", time_ns=T0 + 9 * H + 50 * MIN),
    ]
    for memory in remembered(events):
        answer = memory.ask("Where's the red kite?", at_ns=T0 + 10 * H)
        assert answer.belief.label.value != "fresh"
        cited = _cited(answer)
        assert {"d001-e00004", "d001-e00005"} <= cited
        assert "d001-e00006" not in cited


def test_a_past_place_put_back_where_it_was_cites_the_robots_own_look_at_it_there():
    events = [
        trace_event("d001-e00001", T0 + 8 * H, "ana", "place", objects=["vase_1", "shelf_1"],
                    deltas=[("vase_1", "name", "blue vase"), ("vase_1", "location", "shelf_1")], location="hall"),
        _look("d001-e00002", T0 + 8 * H + MIN, "vase_1", "blue vase", "vase", "shelf_1", "s1"),
        trace_event("d001-e00003", T0 + 9 * H, "ben", "grab", objects=["vase_1"], deltas=[("vase_1", "held_by", "ben")],
                    location="hall"),
        trace_event("d001-e00004", T0 + 9 * H + 5 * MIN, "ben", "place", objects=["vase_1", "shelf_1"],
                    deltas=[("vase_1", "location", "shelf_1")], location="hall"),
        trace_event("d001-e00005", T0 + 12 * H, "carla", "grab", objects=["vase_1"],
                    deltas=[("vase_1", "held_by", "carla")], location="hall"),
    ]
    for memory in remembered(events):
        answer = memory.ask("Where was the blue vase at ten this morning?", at_ns=T0 + 13 * H)
        assert answer.value == "shelf_1"
        assert {"d001-e00004", "d001-e00002"} <= _cited(answer)  # the placing, and the robot's look there


def test_who_does_an_errand_now_cites_the_earlier_plan_naming_the_place_the_question_names():
    events = [
        said(1, "omar", "I'll do the Lidl run after work today, around six.", time_ns=T0 + 7 * H),
        said(2, "ana", "Omar messaged, Lidl's off for him tonight, he's stuck at work. Rosa said she'll take the "
                       "van and go after her class.", time_ns=T0 + 7 * H + 20 * MIN),
    ]
    for memory in remembered(events):
        answer = memory.ask("Omar was meant to do Lidl tonight. Who's going now?", at_ns=T0 + 8 * H)
        assert answer.value == "rosa"
        assert {"d001-e00001", "d001-e00002"} <= _cited(answer)
