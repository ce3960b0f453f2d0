"""The running visit counts (``store.visit_rows``): as of any time they equal a count over the
stored log, whatever order events came in, after a forget, and in a store made before the table
existed (migrated) or reopened."""
from __future__ import annotations

from datetime import datetime, timezone
from typing import List

from obsmem_ros.core.memory import Memory
from obsmem_ros.core.store import EventRows
from obsmem_ros.core.store.schema import _V_VISIT_COUNTS, LATEST_VERSION, MIGRATIONS

from .factories import copy_into_schema

BASE = 1775000000
PLACES = ("nursery", "pantry", "den", "")
PEOPLE = ("hine", "oskar", "robot", "")


def _event(i: int, second: int, source: str = "sim") -> dict:
    """An action of one of `PEOPLE` in one of `PLACES` (some with no actor or no location)."""
    stamp = datetime.fromtimestamp(BASE + second, timezone.utc).isoformat()
    line = {"id": f"v{i:04d}", "time": stamp, "kind": "action", "actor": PEOPLE[i % 4], "verb": "walk",
            "location": PLACES[(i // 4) % 4], "observers": ["robot"], "source": source, "session_id": "s1",
            "text": f"step {i}"}
    return {k: v for k, v in line.items() if v != ""}


def _logged(rows: EventRows, hi: int) -> List[tuple]:
    """The visits as a count over the whole log says."""
    found = rows.store.query("SELECT actor, location, COUNT(*) FROM events WHERE actor != '' AND location != '' "
                             "AND time_ns <= ? GROUP BY actor, location ORDER BY actor, location", (hi,))
    return [(r[0], r[1], int(r[2])) for r in found]


def _seconds(rows: EventRows) -> List[int]:
    return [int(r[0]) for r in rows.store.query("SELECT DISTINCT time_ns FROM events ORDER BY time_ns")]


def test_counts_as_of_any_time_match_the_log_even_for_late_arrivals(tmp_path):
    with Memory(str(tmp_path / "m.db")) as memory:
        memory.ingest([_event(i, 10 * i) for i in range(40)])
        memory.ingest([_event(i, 10 * (i - 40) + 5, "doorbell") for i in range(40, 60)])   # among the first
        rows = EventRows(memory.store)
        times = _seconds(rows)
        for hi in (times[0] - 1, times[3], times[len(times) // 2], times[-1]):
            assert rows.visits(hi) == _logged(rows, hi)
        assert ("hine", "nursery", 4) in rows.visits(times[-1])


def test_forgetting_a_person_uncounts_their_visits(tmp_path):
    with Memory(str(tmp_path / "m.db")) as memory:
        memory.ingest([_event(i, 10 * i) for i in range(48)])
        memory.forget(person="oskar", requested_by="test")
        rows = EventRows(memory.store)
        last = _seconds(rows)[-1]
        assert rows.visits(last) == _logged(rows, last)
        assert not [v for v in rows.visits(last) if v[0] == "oskar"]
        assert memory.store.query("SELECT COUNT(*) FROM visit_counts WHERE actor = 'oskar'")[0][0] == 0


def test_a_store_from_before_the_counts_is_counted_when_opened(tmp_path):
    path = str(tmp_path / "old.db")
    with Memory(":memory:") as fresh:
        fresh.ingest([_event(i, 10 * i) for i in range(32)])
        copy_into_schema(fresh, path, MIGRATIONS.index(_V_VISIT_COUNTS))
    with Memory(path) as memory:
        memory.ingest([_event(i, 10 * i) for i in range(32, 40)])
        rows = EventRows(memory.store)
        assert memory.store.schema_version() == LATEST_VERSION
        last = _seconds(rows)[-1]
        assert rows.visits(last) == _logged(rows, last) and rows.visits(last)
    with Memory(path) as reopened:
        rows = EventRows(reopened.store)
        assert rows.visits(last) == _logged(rows, last)
