"""Every structured read is an index search, never a table scan, so its cost stays flat as memory grows."""
from __future__ import annotations

import json
from pathlib import Path

import pytest

from obsmem_ros.core.timefmt import parse_iso_ns

from .factories import remembered

STORY = Path(__file__).with_name("data") / "laptop_story.jsonl"
CUT = parse_iso_ns("2026-03-02T09:20:00+00:00")

READS = {
    "event": lambda m: m.event("d001-e000007"),
    "events_about": lambda m: m.events_about("laptop_1", limit=5, as_of_ns=CUT),
    "events_between": lambda m: m.events_between(0, CUT, location="living_room", limit=10),
    "events_between_newest": lambda m: m.events_between(0, CUT, actor="bob", limit=5, newest=True),
    "events_in_session": lambda m: m.events_in_session("d001-s1"),
    "state": lambda m: m.state("laptop_1", "location"),
    "state_at": lambda m: m.state("laptop_1", "location", at_ns=CUT),
    "states": lambda m: m.states("laptop_1"),
    "located_in": lambda m: m.located_in("table_1"),
    "located_in_at": lambda m: m.located_in("sofa_1", at_ns=CUT),
    "history": lambda m: m.history("laptop_1", "location"),
    "history_recent": lambda m: m.history("laptop_1", "location", until_ns=CUT, limit=3),
    "history_entity": lambda m: m.history("laptop_1"),
    "reports": lambda m: m.reports(entity="laptop_1", attribute="location", value="desk_1"),
    "reports_by": lambda m: m.reports(reporter="bob"),
    "facts_from_event": lambda m: m.facts_from_event("d001-e000007"),
    "belief": lambda m: m.belief("laptop_1", "location", as_of_ns=CUT),
    "commitments": lambda m: m.commitments(as_of_ns=CUT),
    "episodes": lambda m: m.episodes(entity="laptop_1", limit=3),
    "resolve_entity": lambda m: m.resolve_entity("laptop"),
    "entity": lambda m: m.entity("laptop_1"),
    "time_span": lambda m: m.time_span(),
    "robot_location": lambda m: m.robot_location(at_ns=CUT),
    "routines": lambda m: m.routines(person="alice"),
    "reports_pair": lambda m: m.reports(entity="laptop_1", attribute="location", as_of_ns=CUT),
    "newest_events_by": lambda m: list(m.newest_events_by("robot", ["look", "navigate"], until_ns=CUT)),
    "speaker_varieties": lambda m: m.speaker_varieties(CUT),
}

# Reads whose LIMIT must come straight off an index (the trail of one pair grows without bound).
SORT_FREE = {"history_recent", "belief", "newest_events_by"}
# Tables read whole on purpose: one row per (person, place), so their size does not grow with the
# history (the running visit counts that name "gran_room" for the one who visits it most), and one
# row per (speaker, variety of English) (the varieties a preference question reads a sentence with),
# and one row per room of the home (a reported room word is linked to the home's own rooms).
BOUNDED = ("SCAN visit_counts", "SCAN speaker_varieties", "SCAN rooms")


@pytest.fixture(scope="module")
def memory():
    yield from remembered((json.loads(line) for line in STORY.read_text().splitlines()))


@pytest.mark.parametrize("name", sorted(READS))
def test_read_uses_indexes_only(memory, name):
    statements: list = []
    connection = memory.store.connection
    connection.set_trace_callback(statements.append)
    try:
        READS[name](memory)
    finally:
        connection.set_trace_callback(None)
    assert statements, f"{name} ran no SQL"
    for sql in statements:
        plan = [row[3] for row in connection.execute("EXPLAIN QUERY PLAN " + sql)]
        scans = [step for step in plan if step.startswith("SCAN") and not step.startswith(BOUNDED)]
        assert not scans, f"{name}: {sql[:120]} scans: {plan}"
        if name in SORT_FREE:  # a limited read must not sort every matching row first
            assert "USE TEMP B-TREE FOR ORDER BY" not in plan, f"{name}: {sql[:120]} sorts all rows: {plan}"
