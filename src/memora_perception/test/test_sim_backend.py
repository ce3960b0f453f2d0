"""Simulator-grounded perception: only what the robot perceived, with the simulator's entity ids."""
from memora_perception.core.perception.sim import SimBackend


def ev(i, t, kind, **kw):
    base = {"id": f"d001-e{i:06d}", "time": f"2026-03-02T07:{t}+00:00", "kind": kind, "actor": "", "verb": "",
            "objects": [], "location": "kitchen", "observers": ["robot"], "text": "", "utterance": "", "deltas": [],
            "session_id": "d001-s01", "source": "sim"}
    base.update(kw)
    return base


TRACE = [
    ev(1, "00:00", "session_start"),
    ev(2, "00:01", "observation", actor="robot", verb="look", objects=["mug_1", "shelf_1"], text="The robot sees a red mug.",
       deltas=[{"entity": "mug_1", "attribute": "name", "value": "mug"}, {"entity": "mug_1", "attribute": "color", "value": "red"},
               {"entity": "shelf_1", "attribute": "name", "value": "shelf"},
               {"entity": "mug_1", "attribute": "location", "value": "shelf_1"}]),
    ev(3, "00:05", "action", actor="alice", verb="pick", objects=["mug_1"], text="Alice picks up the mug.",
       observers=["alice", "robot"]),
    ev(4, "00:30", "action", actor="bob", verb="place", objects=["mug_1", "sink_1"], observers=["bob"], text="unseen"),
    ev(5, "00:31", "utterance", actor="alice", utterance="The mug is in the sink.", observers=["alice", "robot"]),
]


def test_only_perceived_events_become_records_with_entity_hints_and_reported_speech():
    records = list(SimBackend(TRACE, participant="home").records())
    assert [r.start_ns - records[0].start_ns for r in records] == [0, 30_000_000_000]
    first = records[0]
    assert [(a.verb, a.noun) for a in first.actions] == [("pick", "mug")]
    mug = next(o for o in first.objects if o.entity_hint == "mug_1")
    assert (mug.name, mug.attributes, mug.location) == ("mug", ("red",), "shelf")
    assert "unseen" not in " ".join(r.summary for r in records)
    assert [(u.speaker, u.text) for u in records[1].utterances] == [("alice", "The mug is in the sink.")]


def test_trace_file_loads(tmp_path):
    import json

    path = tmp_path / "trace.jsonl"
    path.write_text("".join(json.dumps(e) + "\n" for e in TRACE))
    assert len(list(SimBackend.from_jsonl(path).records())) == 2


def test_simulator_records_build_a_memory_keyed_by_the_simulators_entity_ids():
    from memora_perception.core.memory import MemoraMemory

    memory = MemoraMemory()
    for record in SimBackend(TRACE, participant="home").records():
        memory.ingest(record)
    mug = memory.editor.get("mug_1")
    assert (mug.name, mug.attributes, mug.location) == ("mug", ["red"], "shelf")
    assert memory.stats("home").counts == {"add": 2, "update": 0, "delete": 0, "noop": 0}  # mug_1 and shelf_1
