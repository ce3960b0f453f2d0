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
