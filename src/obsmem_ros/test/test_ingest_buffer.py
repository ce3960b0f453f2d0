"""The memory node's ingest buffer: bad records are rejected alone, batches are written whole, and
belief updates reach the entities an event could have changed."""
from __future__ import annotations

from obsmem_ros.core.ingest_buffer import IngestBuffer, touched_entities
from obsmem_ros.core.memory import Memory


def _event(event_id: str, minute: int, **fields) -> dict:
    base = {"id": event_id, "time": f"2026-03-02T07:{minute:02d}:00+00:00", "kind": "action", "actor": "robot",
            "location": "living_room", "observers": ["robot"], "session_id": "d1", "source": "sim"}
    return {**base, **fields}


PUT = _event("e1", 0, verb="place", objects=["laptop_1", "sofa_1"],
             deltas=[{"entity": "laptop_1", "attribute": "location", "value": "sofa_1"},
                     {"entity": "sofa_1", "attribute": "location", "value": "living_room"}])


class _Log:
    def __init__(self) -> None:
        self.lines: list[str] = []

    def warning(self, text: str) -> None:
        self.lines.append(text)


def test_invalid_record_is_rejected_alone_and_named(tmp_path):
    log = _Log()
    with Memory(str(tmp_path / "home.db")) as memory:
        buffer = IngestBuffer(memory, batch_size=10, log=log)
        buffer.add(PUT, event_id="e1")
        buffer.add(_event("e2", 1, kind="teleport"), event_id="e2")
        buffer.flush()
        assert buffer.counts() == {"received": 2, "ingested": 1, "duplicates": 0, "unobserved": 0, "rejected": 1,
                                 "conflicts": 0, "quarantined": 0, "forgotten": 0, "contention": 0,
                                 "pending": 0, "segments": 0, "last_event_id": "e2"}
        assert memory.event_count() == 1
    assert "rejected event 'e2'" in log.lines[0] and "kind" in log.lines[0]


def test_batch_failing_as_a_whole_is_retried_record_by_record(tmp_path):
    with Memory(str(tmp_path / "home.db")) as memory:
        buffer = IngestBuffer(memory, batch_size=10)
        buffer.add(_event("e5", 5, verb="look"), event_id="e5")
        buffer.flush()
        buffer.add(_event("e6", 6, verb="look"), event_id="e6")
        buffer.add(_event("e4", 4, verb="look"), event_id="e4")  # older than its stream's last stored event
        buffer.flush()
        assert (buffer.ingested, buffer.rejected) == (2, 1)
        assert memory.stored_ids(["e4", "e5", "e6"]) == {"e5", "e6"}


def test_a_person_entering_a_room_touches_what_lies_there(tmp_path):
    with Memory(str(tmp_path / "home.db")) as memory:
        memory.ingest([PUT])
        enter = memory.validate(_event("e2", 3, actor="bob", verb="enter", objects=[]))
        assert touched_entities(memory, [enter]) == ["laptop_1", "sofa_1"]


def test_a_busy_store_keeps_the_batch_backs_off_and_writes_it_later(tmp_path):
    import sqlite3

    db = str(tmp_path / "home.db")
    log = _Log()
    with Memory(db) as memory:
        buffer = IngestBuffer(memory, batch_size=10, log=log)
        buffer.add(PUT, event_id="e1")
        holder = sqlite3.connect(db, isolation_level=None)
        holder.execute("BEGIN IMMEDIATE")  # another process holds the write lock past the busy timeout
        assert buffer.flush() == []
        assert (buffer.contention, len(buffer.pending), memory.event_count()) == (1, 1, 0)
        assert "store busy or failing" in log.lines[-1] and "database is locked" in log.lines[-1]
        assert "keeping 1 pending events" in log.lines[-1]
        assert buffer.flush() == [] and buffer.contention == 1  # inside the backoff: no second wait
        holder.execute("ROLLBACK")
        holder.close()
        buffer._retry_at = 0.0  # the backoff has passed
        assert [e.id for e in buffer.flush()] == ["e1"]
        assert (buffer.ingested, buffer.rejected, buffer.pending, memory.event_count()) == (1, 0, [], 1)


def test_conflicts_and_quarantined_events_are_counted_as_rejected_and_named(tmp_path):
    log = _Log()
    with Memory(str(tmp_path / "home.db")) as memory:
        buffer = IngestBuffer(memory, batch_size=10, log=log)
        buffer.add(PUT, event_id="e1")
        buffer.flush()
        buffer.add({**PUT, "verb": "open"}, event_id="e1")
        buffer.add(_event("e9", 9, verb="look", time="2200-01-01T00:00:00+00:00"), event_id="e9")
        buffer.add(_event("e2", 2, verb="look"), event_id="e2")
        buffer.flush()
        assert (buffer.received, buffer.ingested, buffer.rejected) == (4, 2, 2)
        assert (buffer.conflicts, buffer.quarantined) == (1, 1)
        assert memory.stored_ids(["e1", "e2", "e9"]) == {"e1", "e2"} and memory.event("e1").verb == "place"
    assert any("'e1'" in line and "conflict" in line for line in log.lines)
    assert any("'e9'" in line and "quarantined" in line for line in log.lines)
