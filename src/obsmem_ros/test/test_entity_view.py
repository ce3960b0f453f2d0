"""Entity view persistence: what the entity rows keep, and that a reopened store reads the same."""
from __future__ import annotations

import sqlite3

from obsmem_ros.bench.household import HouseholdTrace
from obsmem_ros.core.views import entity_view
from obsmem_ros.core.views.entity_view import SESSIONS_KEEP, TRAIL_KEEP
from obsmem_ros.core.memory import Memory
from obsmem_ros.core.timefmt import format_iso, parse_iso_ns

START = parse_iso_ns("2026-03-02T06:00:00+00:00")
PLACES = ("shelf_1", "table_1", "sofa_1")


def moved(n: int) -> dict:
    """The robot sees the mug somewhere else, each time in a new session."""
    return {"id": f"m{n:04d}", "time": format_iso(START + n * 3600 * 10**9), "kind": "observation", "actor": "robot",
            "objects": ["mug_1"], "observers": ["robot"], "source": "sim", "session_id": f"s{n:04d}",
            "location": "kitchen", "deltas": [{"entity": "mug_1", "attribute": "location", "value": PLACES[n % 3]}]}


def test_entity_keeps_its_latest_visits_and_sessions_and_reads_the_same_after_reopen(tmp_path):
    sightings = 3 * TRAIL_KEEP
    with Memory(str(tmp_path / "e.db")) as memory:
        for start in range(0, sightings, 7):  # several batches
            memory.ingest([moved(n) for n in range(start, min(start + 7, sightings))])
        live = memory.entity("mug_1")
        history = memory.history("mug_1", "location")
    assert [v.source_id for v in live.trail] == [f"m{n:04d}" for n in range(sightings - TRAIL_KEEP, sightings)]
    assert live.sessions == [f"s{n:04d}" for n in range(sightings - SESSIONS_KEEP, sightings)]
    assert (live.observations, live.location) == (sightings, PLACES[(sightings - 1) % 3])
    assert len(history) == sightings  # the full trail stays in the State view
    with Memory(str(tmp_path / "e.db")) as reopened:
        assert reopened.entity("mug_1").to_dict() == live.to_dict()
        reopened.ingest([moved(sightings)])
        assert reopened.entity("mug_1").trail[-1].source_id == f"m{sightings:04d}"
        assert len(reopened.entity("mug_1").trail) == TRAIL_KEEP


def _entity_rows(path) -> tuple:
    with sqlite3.connect(path) as db:
        return tuple(sorted(db.execute(f"SELECT * FROM {table}").fetchall())
                     for table in ("entities", "entity_names", "edit_log", "meta"))


def test_sightings_folded_in_place_decide_and_store_as_the_editor_does(tmp_path, monkeypatch):
    def build(path) -> tuple:
        with Memory(str(path)) as memory:
            trace = HouseholdTrace(5)
            for _ in range(4):
                memory.ingest(list(trace.events(500)))
            counts = memory.stats().edit_ops
        return counts, _entity_rows(path)

    fast = build(tmp_path / "fast.db")
    monkeypatch.setattr(entity_view, "fold_known", lambda entity, mine, event, participant: None)  # the editor decides all
    assert build(tmp_path / "editor.db") == fast
    assert fast[0]["noop"] > 0 and fast[0]["update"] > 0
