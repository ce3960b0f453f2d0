"""MEMORA memory: online entity editing through the engine's editor, consolidation, typed tools, persistence."""
from memora_perception.core.memory import MemoraMemory
from memora_perception.core.timeline import parse_iso


def test_building_folds_observations_into_entities_with_counted_operations(memory):
    stats = memory.stats("P03")
    assert memory.sessions("P03") == ["P03_101", "P03_108", "P03_115", "P03_117"]
    assert sum(stats.counts.values()) == stats.observations > stats.entities > 0
    assert stats.counts["noop"] > stats.counts["add"] > 0
    assert stats.compression_ratio == stats.observations / stats.entities
    assert memory.knowledge.routines and memory.knowledge.preferences and memory.knowledge.habits


def test_tools_find_objects_history_routines_preferences_and_activities(memory):
    top, score = memory.search_objects("washing up bowl", "P03")[0]
    assert top.name == "washing up bowl" and score == 1.0
    grater, actions = memory.object_history("grater", "P03")
    assert "place grater in cupboard" in [a.narration for a in actions]
    assert "cupboard" in [v.location for v in grater.trail]
    routine, _ = memory.routine("wash knife", "P03")[0]
    assert "wash knife" in routine.steps and len(routine.supporting_episodes) >= 2
    assert all("knife" in f"{p.topic} {p.value}" for p, _ in memory.preferences("P03", "knife"))
    since = parse_iso("2020-01-03T00:00:00+00:00")
    hits = memory.search_activities("squash glass", "P03", since_ns=since, k=3)
    assert hits and all(h.record.start_ns >= since for h in hits) and "squash" in hits[0].record.summary


def test_memory_round_trips_through_its_json_file(memory, tmp_path):
    path = tmp_path / "p03.json"
    memory.save(path)
    again = MemoraMemory.load(path)
    assert again.stats("P03") == memory.stats("P03")
    assert again.knowledge == memory.knowledge
    assert [e.id for e, _ in again.search_objects("knife", "P03")] == [e.id for e, _ in memory.search_objects("knife", "P03")]
