"""State view: trails, point-in-time lookups, the reported layer, lagging sources."""
from __future__ import annotations

from obsmem_ros.core.memory import Memory
from obsmem_ros.core.records import Provenance
from obsmem_ros.core.timefmt import format_iso

T0 = 1772442000 * 10**9


def put(n: int, minute: int, value: str, *, source: str = "sim", kind: str = "action") -> dict:
    return {"id": f"s{n:03d}", "time": format_iso(T0 + minute * 60 * 10**9), "kind": kind, "actor": "robot",
            "observers": ["robot"], "source": source, "objects": ["cup_1"],
            "deltas": [{"entity": "cup_1", "attribute": "location", "value": value}]}


def test_value_at_any_time_is_recoverable(tmp_path):
    with Memory(str(tmp_path / "s.db")) as memory:
        memory.ingest([put(1, 0, "shelf_1"), put(2, 10, "table_1"), put(3, 20, "sink_1")])
        values = [memory.state("cup_1", "location", at_ns=T0 + m * 60 * 10**9).primary.value for m in (5, 10, 15, 25)]
        assert values == ["shelf_1", "table_1", "table_1", "sink_1"]
        assert memory.state("cup_1", "location", at_ns=T0 - 1).known is False


def test_feedback_deltas_are_inferred_not_observed(tmp_path):
    with Memory(str(tmp_path / "f.db")) as memory:
        event = put(1, 0, "shelf_1", source="controller", kind="feedback")
        event["observers"] = []
        memory.ingest([event])
        assert memory.state("cup_1", "location").primary.provenance is Provenance.INFERRED


def test_a_lagging_source_is_spliced_into_the_trail_without_moving_the_snapshot(tmp_path):
    with Memory(str(tmp_path / "l.db")) as memory:
        memory.ingest([put(1, 0, "shelf_1"), put(2, 20, "sink_1")])
        memory.ingest([put(3, 10, "table_1", source="perception")])
        assert memory.state("cup_1", "location").primary.value == "sink_1"
        trail = memory.history("cup_1", "location")
        assert [(f.value, f.superseded_by) for f in trail] == [("shelf_1", "s003#0"), ("table_1", "s002#0"),
                                                              ("sink_1", "")]
        assert memory.state("cup_1", "location", at_ns=T0 + 15 * 60 * 10**9).primary.value == "table_1"


def test_reopened_memory_keeps_everything(tmp_path):
    path = str(tmp_path / "p.db")
    with Memory(path) as memory:
        memory.ingest([put(1, 0, "shelf_1")])
    with Memory(path) as memory:
        memory.ingest([put(2, 5, "table_1")])
        assert [f.value for f in memory.history("cup_1")] == ["shelf_1", "table_1"]
        assert memory.resolve_entity("cup") == ["cup_1"]


def test_later_facts_close_earlier_ones_without_rewriting_stored_rows(tmp_path):
    with Memory(str(tmp_path / "a.db")) as memory:
        memory.ingest([put(1, 0, "shelf_1"), put(2, 20, "sink_1")])
        stored = memory.store.query("SELECT * FROM facts ORDER BY id")
        memory.ingest([put(3, 10, "table_1", source="perception"), put(4, 30, "desk_1")])
        assert memory.store.query("SELECT * FROM facts WHERE id IN ('s001#0', 's002#0') ORDER BY id") == stored
        trail = memory.history("cup_1", "location", provenance=Provenance.OBSERVED)
        assert [(f.value, f.valid_until_ns) for f in trail] == [
            ("shelf_1", T0 + 10 * 60 * 10**9), ("table_1", T0 + 20 * 60 * 10**9),
            ("sink_1", T0 + 30 * 60 * 10**9), ("desk_1", None)]
        assert memory.facts_from_event("s003")[0].superseded_by == "s002#0"


def test_facts_from_event_finds_every_fact_of_a_large_event(tmp_path):
    with Memory(str(tmp_path / "e.db")) as memory:
        event = put(1, 0, "shelf_1")
        event["objects"] = [f"cup_{n}" for n in range(20)]
        event["deltas"] = [{"entity": f"cup_{n}", "attribute": "location", "value": "shelf_1"} for n in range(20)]
        memory.ingest([event])
        facts = memory.facts_from_event("s001")
        assert [f.entity for f in facts] == [f"cup_{n}" for n in range(20)]
        assert {f.evidence_ids for f in facts} == {("s001",)}
        assert memory.facts_from_event("s002") == []


def test_current_values_read_in_one_go_agree_with_each_snapshot(tmp_path):
    said = {"id": "s010", "time": format_iso(T0 + 30 * 60 * 10**9), "kind": "utterance", "actor": "bob",
            "observers": ["robot", "bob"], "source": "sim", "utterance": "The cup is Alice's.",
            "claims": [{"entity": "cup_2", "attribute": "owner", "value": "alice"}]}
    owned = [{**put(n, n, "shelf_1"), "objects": [cup],
              "deltas": [{"entity": cup, "attribute": "owner", "value": owner}]}
             for n, cup, owner in ((4, "cup_1", "bob"), (5, "cup_3", "carol"), (6, "cup_1", "dan"))]
    with Memory(str(tmp_path / "o.db")) as memory:
        memory.ingest(owned + [said])
        owners = memory.current_values("owner")
        assert owners == {"cup_1": "dan", "cup_2": "alice", "cup_3": "carol"}
        assert owners == {e: str(memory.state(e, "owner").current.value) for e in ("cup_1", "cup_2", "cup_3")}
        assert memory.current_values("colour") == {}


def test_events_between_keeps_the_oldest_or_with_newest_the_most_recent_in_time_order(tmp_path):
    with Memory(str(tmp_path / "e.db")) as memory:
        memory.ingest([put(n, n, f"shelf_{n}") for n in range(1, 8)])
        span = memory.time_span()
        assert [e.id for e in memory.events_between(*span, limit=3)] == ["s001", "s002", "s003"]
        assert [e.id for e in memory.events_between(*span, limit=3, newest=True)] == ["s005", "s006", "s007"]
        assert len(memory.events_between(*span, newest=True)) == 7
