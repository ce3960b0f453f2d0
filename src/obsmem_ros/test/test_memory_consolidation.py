"""Consolidation and the Task view, wired into the Memory facade and the CLI."""
from __future__ import annotations

import json

from click.testing import CliRunner

from obsmem_ros.cli import cli
from obsmem_ros.core.memory import Memory
from obsmem_ros.core.timefmt import format_iso

T0 = 1772442000 * 10**9
STEPS = [("pick", ["mug_1"]), ("open", ["coffee_machine_1"]), ("place", ["mug_1", "coffee_machine_1"]),
         ("toggle", ["coffee_machine_1"])]


def coffee_morning(day: int) -> list:
    events = []
    for step, (verb, objects) in enumerate(STEPS):
        n = day * 10 + step
        events.append({"id": f"k{n:04d}", "time": format_iso(T0 + day * 86400 * 10**9 + step * 30 * 10**9),
                       "kind": "action", "actor": "alice", "verb": verb, "objects": objects, "location": "kitchen",
                       "observers": ["robot", "alice"], "session_id": f"day{day}", "source": "sim",
                       "extras": {"task": "make coffee"}})
    return events


def test_consolidate_mines_and_persists_routines(tmp_path):
    path = str(tmp_path / "k.db")
    with Memory(path) as memory:
        memory.ingest([e for day in range(3) for e in coffee_morning(day)])
        counts = memory.consolidate()
        assert counts["routines"] >= 1
    with Memory(path) as memory:
        (routine, *_) = memory.routines(goal="coffee")
        assert routine.actor == "alice" and routine.goal == "make coffee"
        assert routine.steps == ("pick mug_1", "open coffee_machine_1", "place mug_1", "toggle coffee_machine_1")
        assert routine.count == 3
        assert memory.routines(person="bob") == []


def test_consolidate_and_stats_commands(tmp_path):
    trace = tmp_path / "coffee.jsonl"
    trace.write_text("\n".join(json.dumps(e) for day in range(3) for e in coffee_morning(day)) + "\n")
    db = str(tmp_path / "c.db")
    runner = CliRunner()
    assert runner.invoke(cli, ["ingest", "--db", db, str(trace)]).exit_code == 0
    mined = json.loads(runner.invoke(cli, ["consolidate", "--db", db, "--json"]).output)
    assert mined["routines"] >= 1
    stats = json.loads(runner.invoke(cli, ["stats", "--db", db, "--json"]).output)
    assert stats["knowledge"]["routine"] == mined["routines"]
    assert stats["entities"] == 2 and stats["edit_ops"]["add"] == 2
    assert stats["compression_ratio"] == round(sum(stats["edit_ops"].values()) / 2, 3)


def test_task_view_lives_in_the_same_store_and_survives_reopen(tmp_path):
    path = str(tmp_path / "t.db")
    with Memory(path) as memory:
        agenda = memory.tasks.create_agenda("make coffee", "alice", [{"text": "pick the mug"}], now_ns=T0)
    with Memory(path) as memory:
        assert memory.tasks.agenda(agenda.id).instruction == "make coffee"
