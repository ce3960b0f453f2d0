""""Where was it before?": the place a thing was carried from, not the hands that carried it.
Events and sentences written for this file, in no hand-written set."""
from __future__ import annotations

from datetime import datetime, timezone

from obsmem_ros.core.memory import Memory

T0 = 1782000000


def ev(n: int, kind: str = "action", **fields) -> dict:
    stamp = datetime.fromtimestamp(T0 + 60 * n, timezone.utc).isoformat()
    return {"id": f"p{n:03d}", "time": stamp, "kind": kind, "observers": ["robot", "maya"], "source": "sim",
            "location": "porch", **fields}


def place(entity: str, value: str) -> dict:
    return {"entity": entity, "attribute": "location", "value": value, "value_type": "entity"}


def test_where_a_thing_was_before_skips_the_person_who_carried_it(tmp_path):
    with Memory(str(tmp_path / "p.db")) as memory:
        memory.ingest([
            ev(0, "observation", actor="robot", objects=["bench_1", "drawer_1", "scarf_1"],
               deltas=[place("bench_1", "porch"), place("drawer_1", "porch"), place("scarf_1", "bench_1"),
                       {"entity": "scarf_1", "attribute": "name", "value": "scarf", "value_type": "str"}]),
            ev(1, actor="maya", verb="pick", objects=["scarf_1"], deltas=[place("scarf_1", "maya")]),
            ev(2, actor="maya", verb="place", objects=["scarf_1", "drawer_1"], deltas=[place("scarf_1", "drawer_1")]),
        ])
        answer = memory.ask("Where was the scarf before?")
        assert (answer.known, answer.value) == (True, "bench_1")
