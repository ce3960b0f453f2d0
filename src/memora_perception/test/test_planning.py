"""Planning replay: METRICS.md's normalisation, verb extraction, step checks and the three axes."""
import json

import pytest

from memora_perception.core.planning.metrics import (
    action_verb, executable, key_object_hits, light_stem, order_exec, pref_adherence, token_set,
)
from memora_perception.core.planning.replay import ReplayPlanner, load_tasks, score_task, summarise_plans
from memora_perception.errors import DataError


def test_light_stemming_and_tokens_follow_the_description():
    assert [light_stem(w) for w in ("stirring", "washes", "cups", "plates", "dried", "is")] == ["stir", "wash", "cup", "plat", "dri", "is"]
    assert token_set("The person tends to wash 2 cups at the sink") == {"wash", "cup", "sink"}


def test_action_verbs_use_the_synonym_classes():
    assert action_verb("3. Pick up the knife") == "grasp"
    assert not action_verb("The person is") and action_verb("The person is carefully") == "carefully"
    assert action_verb("rinse the bowl") == "rinse" and action_verb("rinsing the bowl") == "wash"
    assert action_verb("He places the lid on the pan") == "place"
    assert action_verb("the person") is None


def test_order_exec_matches_in_order_on_executable_steps_and_stops_at_the_end():
    reference = [{"narration": "pick up knife"}, {"narration": "wash knife"}, {"narration": "put knife in drawer"}]
    assert order_exec(["Pick up the knife from the counter", "Wash the knife in the sink",
                       "Put the knife in the drawer"], reference) == 1.0
    assert order_exec(["Wash the knife in the sink", "Pick up the knife from the counter"], reference) == 0.3333
    assert order_exec(["Pick up the knife"], reference) == 0.0  # no place: not executable
    assert order_exec([], reference) is None
    assert executable("Put the cup in the sink") and not executable("Wait")


def test_key_objects_match_leniently_and_preferences_only_when_relevant():
    assert key_object_hits(["Wipe the control panel"], ["pan", "sponge"]) == 0.5
    statements = ["P03 uses the sponge to wash the pan", "P03 usually puts the butter in the fridge"]
    assert pref_adherence(["Wash the pan with the sponge at the sink"], "Help P03 wash the pan.", statements) == 1.0
    assert pref_adherence(["Wash the pan"], "Help P03 bake bread.", statements) is None


def test_replay_planner_plans_from_memory_and_rgp_is_the_mean_of_three_axes(memory, data):
    tasks = load_tasks(data / "p03_replay_slice.json") + load_tasks(data / "p03_generalize_slice.json")
    planner = ReplayPlanner(memory, "P03")
    rows = [score_task(t, planner.plan(t.query), memory) for t in tasks]
    assert all(r["plan"] for r in rows)
    assert "washing up bowl" in " ".join(rows[0]["plan"]).lower()
    summary = summarise_plans(rows)
    assert summary["n"] == 3 and summary["rgp"] == round((summary["order"] + summary["key_obj"] + summary["pref_adh"]) / 3, 4)


def test_duplicate_task_ids_are_rejected(tmp_path):
    path = tmp_path / "t.json"
    path.write_text(json.dumps([{"task_id": "plan_P03_101_001"}, {"task_id": "plan_P03_101_001"}]))
    with pytest.raises(DataError, match="is duplicated"):
        load_tasks(path)
