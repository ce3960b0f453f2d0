"""Task view: agendas, goal lifecycle, hand state, failed bindings, completion evidence, restarts,
on every storage backend (PostgreSQL through ``conftest.postgres_database``)."""
from __future__ import annotations

import pytest

from obsmem_ros.core.store import StoreDriver, open_store
from obsmem_ros.core.views.task_view import GoalStatus, TaskView, TaskViewError

GOALS = [{"kind": "open", "text": "open the fridge"}, {"kind": "place", "text": "put the milk in the fridge"}]


@pytest.fixture(params=["sqlite", "postgres"])
def db(request, tmp_path):
    """(backend, location) of an empty store."""
    if request.param == "postgres":
        return "postgres", request.getfixturevalue("postgres_database")
    return "sqlite", str(tmp_path / "home.db")


def connect(db) -> StoreDriver:
    backend, location = db
    return open_store(backend, location)


def test_agenda_keeps_goal_order_and_starts_pending(db):
    view = TaskView(connect(db))
    agenda = view.create_agenda("open the fridge, then put the milk in it", "alice", GOALS, now_ns=10)
    assert [g.description for g in agenda.goals] == ["open the fridge", "put the milk in the fridge"]
    assert [g.status for g in agenda.goals] == [GoalStatus.PENDING, GoalStatus.PENDING]
    assert agenda.goals[1].spec == {"kind": "place", "text": "put the milk in the fridge"}
    assert agenda.next_goal().position == 0


def test_status_completion_and_next_goal(db):
    view = TaskView(connect(db))
    agenda = view.create_agenda("x", "alice", GOALS, now_ns=10)
    first, second = agenda.goals
    view.set_status(first.id, GoalStatus.ACTIVE, now_ns=11)
    done = view.complete(first.id, ["fb-1", "obs-2"], now_ns=12)
    assert done.status is GoalStatus.DONE and done.completion_evidence == ("fb-1", "obs-2")
    refused = view.set_status(second.id, "refused", now_ns=13, reason="ambiguous: two milks")
    assert refused.reason == "ambiguous: two milks"
    assert view.agenda(agenda.id).next_goal() is None


def test_state_survives_reopening_the_store(db):
    conn = connect(db)
    view = TaskView(conn)
    agenda = view.create_agenda("x", "bob", GOALS, now_ns=1)
    view.set_hand("milk_1", now_ns=2)
    view.add_failed_binding(agenda.goals[1].id, "milk_1", "table_1", "not on table_1", now_ns=3, evidence_ids=["e9"])
    conn.close()
    reopened = TaskView(connect(db))
    assert reopened.schema_version == 1
    assert [a.id for a in reopened.open_agendas()] == [agenda.id]
    assert reopened.hand().entity == "milk_1" and not reopened.hand().empty
    failed = reopened.failed_bindings(agenda.goals[1].id)
    assert [(f.entity, f.source, f.evidence_ids) for f in failed] == [("milk_1", "table_1", ("e9",))]
    reopened.close_agenda(agenda.id)
    assert reopened.open_agendas() == []


def test_empty_hand_by_default_and_after_release(db):
    view = TaskView(connect(db))
    assert view.hand().empty
    view.set_hand("cup_1", now_ns=5)
    assert view.set_hand("", now_ns=6).empty


def test_unknown_ids_and_bad_status_raise(db):
    view = TaskView(connect(db))
    with pytest.raises(TaskViewError, match="goal_id.*nope"):
        view.set_status("nope", GoalStatus.DONE, now_ns=1)
    agenda = view.create_agenda("x", "a", GOALS, now_ns=1)
    with pytest.raises(TaskViewError, match="status.*finished"):
        view.set_status(agenda.goals[0].id, "finished", now_ns=2)
    with pytest.raises(TaskViewError, match="agenda_id"):
        view.agenda("missing")


def test_newer_schema_version_is_refused(db):
    conn = connect(db)
    TaskView(conn)
    conn.execute("UPDATE task_meta SET value = '99' WHERE key = 'schema_version'")
    with pytest.raises(TaskViewError, match="schema_version is 99"):
        TaskView(conn)


def test_non_json_goal_spec_is_rejected_and_nothing_stored(db):
    conn = connect(db)
    view = TaskView(conn)
    with pytest.raises(TaskViewError, match="spec"):
        view.create_agenda("x", "a", [{"kind": object()}], now_ns=1)
    assert view.open_agendas() == []


def test_tables_written_before_the_driver_api_are_read_in_insertion_order(tmp_path):
    import sqlite3

    path = tmp_path / "old.db"
    with sqlite3.connect(path) as old:  # the layout the view created on a raw sqlite3 connection
        old.execute("CREATE TABLE task_meta (key TEXT PRIMARY KEY, value TEXT NOT NULL)")
        old.execute("INSERT INTO task_meta VALUES ('schema_version', '1')")
        old.execute("CREATE TABLE task_agendas (id TEXT PRIMARY KEY, instruction TEXT NOT NULL, requester TEXT NOT NULL, "
                    "created_ns INTEGER NOT NULL, closed INTEGER NOT NULL DEFAULT 0)")
        old.executemany("INSERT INTO task_agendas (id, instruction, requester, created_ns) VALUES (?, 'x', 'a', 5)",
                        [("agenda-b",), ("agenda-a",)])
    view = TaskView(open_store("sqlite", str(path)))
    assert view.schema_version == 1
    assert [a.id for a in view.open_agendas()] == ["agenda-b", "agenda-a"]
