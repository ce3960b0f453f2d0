"""The Judge rubric: typed matching, belief labels, related answers, unanswerable samples."""
from __future__ import annotations

from worldlines_sim_bridge.core.evaluation.benchmark import WorldIndex
from worldlines_sim_bridge.core.evaluation.judge import Match, judge, match_value, normalise_text
from worldlines_sim_bridge.core.evaluation.records import ReferenceAnswer, Sample, SystemAnswer

WORLD = WorldIndex.from_json({
    "rooms": [{"id": "kitchen"}, {"id": "study"}],
    "furniture": [{"id": "fridge_1", "category": "appliance", "parent": "kitchen"},
                  {"id": "desk_1", "category": "desk", "parent": "study"}],
    "objects": [{"id": "mug_1", "category": "mug", "parent": "fridge_1"},
                {"id": "mug_2", "category": "mug", "parent": "desk_1"}],
})


def _sample(kind: str, value, *, accept=(), belief: str = "") -> Sample:
    return Sample(id="s1", family="current_state", question="?", cutoff_ns=0,
                  answer=ReferenceAnswer(type=kind, value=value, accept=tuple(accept)), expected_belief=belief)


def _answer(value, *, belief: str = "") -> SystemAnswer:
    return SystemAnswer(known=value is not None, value=value, value_type="entity", belief=belief)


def test_exact_entity_scores_three_and_maps_to_one() -> None:
    verdict = judge(_sample("entity", "fridge_1"), _answer("fridge_1"), WORLD)
    assert (verdict.score, verdict.normalised) == (3, 1.0)


def test_right_value_with_wrong_belief_scores_two() -> None:
    verdict = judge(_sample("entity", "fridge_1", belief="stale"), _answer("fridge_1", belief="fresh"), WORLD)
    assert verdict.score == 2
    assert "belief" in verdict.reason


def test_right_value_with_right_belief_scores_three() -> None:
    assert judge(_sample("entity", "fridge_1", belief="stale"), _answer("fridge_1", belief="Stale"), WORLD).score == 3


def test_accept_alternative_counts_as_exact() -> None:
    assert judge(_sample("entity", "fridge_1", accept=["kitchen_counter"]), _answer("kitchen_counter"), WORLD).score == 3


def test_enclosing_room_and_same_category_are_related() -> None:
    assert judge(_sample("entity", "fridge_1"), _answer("kitchen"), WORLD).score == 1
    assert judge(_sample("entity", "mug_1"), _answer("mug_2"), WORLD).score == 1
    assert judge(_sample("entity", "fridge_1"), _answer("desk_1"), WORLD).score == 0


def test_not_known_when_known_scores_zero_and_correct_not_known_scores_three() -> None:
    assert judge(_sample("entity", "fridge_1"), _answer(None), WORLD).score == 0
    assert judge(_sample("none", None), _answer(None), WORLD).score == 3
    assert judge(_sample("none", None), _answer("fridge_1"), WORLD).score == 0


def test_list_set_equal_partial_and_overlap() -> None:
    sample = _sample("list", ["mug_1", "plate_1", "bowl_1", "cup_1"])
    assert judge(sample, _answer(["cup_1", "bowl_1", "plate_1", "mug_1"]), WORLD).score == 3
    assert judge(sample, _answer(["mug_1", "plate_1"]), WORLD).score == 2
    assert judge(sample, _answer(["mug_1", "spoon_1", "fork_1"]), WORLD).score == 1


def test_time_within_a_minute_matches_and_within_an_hour_is_related() -> None:
    ref = "2026-03-02T07:09:00+00:00"
    assert match_value("time", ref, "2026-03-02T07:09:40+00:00", WORLD) is Match.EXACT
    assert match_value("time", ref, "2026-03-02T07:40:00+00:00", WORLD) is Match.RELATED
    assert match_value("time", ref, "2026-03-03T07:09:00+00:00", WORLD) is Match.WRONG
    assert match_value("time", "07:00", "7:00", WORLD) is Match.EXACT


def test_counts_match_numerically_and_off_by_one_is_related() -> None:
    assert judge(_sample("int", 3), _answer("3"), WORLD).score == 3
    assert judge(_sample("int", 3), _answer(4), WORLD).score == 1
    assert judge(_sample("int", 3), _answer(6), WORLD).score == 0


def test_text_normalisation_ignores_case_separators_and_articles() -> None:
    assert normalise_text("The Coffee_Machine") == normalise_text("coffee machine")
    assert normalise_text("True") == "yes"


def test_plain_values_compare_clock_times_and_numbers() -> None:
    assert match_value("value", "06:30", "6:30", WORLD) is Match.EXACT
    assert match_value("value", "19", "19.0", WORLD) is Match.EXACT
    assert match_value("value", "cotton", "Cotton", WORLD) is Match.EXACT
    assert match_value("value", "06:30", "07:30", WORLD) is Match.WRONG


def test_free_text_scores_by_word_overlap() -> None:
    reference = "put the towels back in the laundry basket"
    assert match_value("text", reference, "Put the towels back in the laundry basket.", WORLD) is Match.EXACT
    assert match_value("text", reference, "towels in the basket", WORLD) is Match.PARTIAL
    assert match_value("text", reference, "fold the towels", WORLD) is Match.RELATED
    assert match_value("text", reference, "water the plants", WORLD) is Match.WRONG
    assert match_value("text", reference, "put the towels back into the laundry basket", WORLD) is Match.EXACT


def test_bare_clock_for_a_dated_instant_is_partly_right() -> None:
    assert match_value("time", "2026-03-15T20:00:00+00:00", "20:00", WORLD) is Match.PARTIAL
