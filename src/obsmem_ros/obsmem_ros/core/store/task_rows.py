"""SQL of the Task view: ``task_*`` tables for agendas, goals, hand state, failed bindings and
completion evidence, with their own schema version row in ``task_meta``.

The tables are created idempotently when the view opens (``ensure_schema``), so they appear only
in stores the planner uses. Where SQLite and PostgreSQL differ: insertion order, which ties of
equal times fall back to, is SQLite's implicit ``rowid`` (also present in stores written before
the view ran on PostgreSQL) and an explicit ``seq BIGSERIAL`` column on PostgreSQL.
"""
from __future__ import annotations

from typing import Dict, List, Optional, Sequence, Tuple

from obsmem_ros.core.store.driver import Row, StoreDriver
from obsmem_ros.errors import StoreError

# backend -> (extra column of the insertion-ordered tables, the column that orders them)
_INSERTION_ORDER: Dict[str, Tuple[str, str]] = {"sqlite": ("", "rowid"), "postgres": (", seq BIGSERIAL", "seq")}

_SCHEMA = (
    "CREATE TABLE IF NOT EXISTS task_meta (key TEXT PRIMARY KEY, value TEXT NOT NULL)",
    """CREATE TABLE IF NOT EXISTS task_agendas (
        id TEXT PRIMARY KEY, instruction TEXT NOT NULL, requester TEXT NOT NULL,
        created_ns BIGINT NOT NULL, closed INTEGER NOT NULL DEFAULT 0{order})""",
    """CREATE TABLE IF NOT EXISTS task_goals (
        id TEXT PRIMARY KEY, agenda_id TEXT NOT NULL REFERENCES task_agendas(id), position INTEGER NOT NULL,
        description TEXT NOT NULL, spec_json TEXT NOT NULL, status TEXT NOT NULL, reason TEXT NOT NULL,
        updated_ns BIGINT NOT NULL, UNIQUE (agenda_id, position))""",
    """CREATE TABLE IF NOT EXISTS task_hand (
        robot TEXT PRIMARY KEY, entity TEXT NOT NULL, since_ns BIGINT NOT NULL)""",
    """CREATE TABLE IF NOT EXISTS task_failed_bindings (
        goal_id TEXT NOT NULL REFERENCES task_goals(id), entity TEXT NOT NULL, source TEXT NOT NULL,
        reason TEXT NOT NULL, time_ns BIGINT NOT NULL, evidence_json TEXT NOT NULL{order})""",
    """CREATE TABLE IF NOT EXISTS task_completion (
        goal_id TEXT PRIMARY KEY REFERENCES task_goals(id), evidence_json TEXT NOT NULL, time_ns BIGINT NOT NULL)""",
    "CREATE INDEX IF NOT EXISTS task_goals_agenda ON task_goals (agenda_id, position)",
    "CREATE INDEX IF NOT EXISTS task_failed_goal ON task_failed_bindings (goal_id)",
)
_GOAL = ("SELECT g.id, g.agenda_id, g.position, g.description, g.spec_json, g.status, g.reason, g.updated_ns, "
         "c.evidence_json FROM task_goals g LEFT JOIN task_completion c ON c.goal_id = g.id ")


class TaskRows:
    """Typed access to the Task view's tables over any backend's driver."""

    def __init__(self, store: StoreDriver) -> None:
        try:
            self._extra_column, self._order = _INSERTION_ORDER[store.backend]
        except KeyError:
            raise StoreError(f"The Task view has no table layout for backend {store.backend!r}; "
                             f"known: {', '.join(sorted(_INSERTION_ORDER))}.") from None
        self.store = store

    # --- schema ---------------------------------------------------------------------------------
    def ensure_schema(self, version: int) -> int:
        """Create missing tables and the version row (set to ``version`` when new); returns the
        stored version."""
        with self.store.transaction():
            for statement in _SCHEMA:
                self.store.execute(statement.format(order=self._extra_column))
            self.store.execute("INSERT OR IGNORE INTO task_meta (key, value) VALUES ('schema_version', ?)",
                               (str(version),))
            return self.schema_version()

    def schema_version(self) -> int:
        return int(self.store.query_one("SELECT value FROM task_meta WHERE key = 'schema_version'")[0])

    # --- agendas and goals ----------------------------------------------------------------------
    def add_agenda(self, agenda: Sequence, goals: Sequence[Sequence]) -> None:
        """Store an agenda (id, instruction, requester, created_ns) and its goals (id, agenda_id,
        position, description, spec_json, status, reason, updated_ns) together."""
        with self.store.transaction():
            self.store.execute("INSERT INTO task_agendas (id, instruction, requester, created_ns) VALUES (?,?,?,?)",
                               agenda)
            self.store.executemany(
                "INSERT INTO task_goals (id, agenda_id, position, description, spec_json, status, reason, "
                "updated_ns) VALUES (?,?,?,?,?,?,?,?)", goals)

    def agenda(self, agenda_id: str) -> Optional[Row]:
        """(id, instruction, requester, created_ns, closed) of an agenda."""
        return self.store.query_one("SELECT id, instruction, requester, created_ns, closed FROM task_agendas "
                                    "WHERE id = ?", (agenda_id,))

    def goals(self, agenda_id: str) -> List[Row]:
        """An agenda's goal rows (with completion evidence) in agenda order."""
        return self.store.query(_GOAL + "WHERE g.agenda_id = ? ORDER BY g.position", (agenda_id,))

    def goal(self, goal_id: str) -> Optional[Row]:
        return self.store.query_one(_GOAL + "WHERE g.id = ?", (goal_id,))

    def open_agenda_ids(self) -> List[str]:
        """Ids of agendas not yet closed, oldest first."""
        return [r[0] for r in self.store.query(
            f"SELECT id FROM task_agendas WHERE closed = 0 ORDER BY created_ns, {self._order}")]

    def close_agenda(self, agenda_id: str) -> None:
        self.store.execute("UPDATE task_agendas SET closed = 1 WHERE id = ?", (agenda_id,))

    def set_status(self, goal_id: str, status: str, reason: str, now_ns: int) -> None:
        self.store.execute("UPDATE task_goals SET status = ?, reason = ?, updated_ns = ? WHERE id = ?",
                           (status, reason, now_ns, goal_id))

    def complete(self, goal_id: str, status: str, evidence_json: str, now_ns: int) -> None:
        """Set a goal's (terminal) status and its completion evidence together."""
        with self.store.transaction():
            self.store.execute("UPDATE task_goals SET status = ?, reason = '', updated_ns = ? WHERE id = ?",
                               (status, now_ns, goal_id))
            self.store.execute("INSERT INTO task_completion (goal_id, evidence_json, time_ns) VALUES (?,?,?) "
                               "ON CONFLICT (goal_id) DO UPDATE SET evidence_json = excluded.evidence_json, "
                               "time_ns = excluded.time_ns", (goal_id, evidence_json, now_ns))

    # --- hand and failed bindings ---------------------------------------------------------------
    def hand(self, robot: str) -> Optional[Tuple[str, int]]:
        """(entity, since_ns) the robot holds."""
        row = self.store.query_one("SELECT entity, since_ns FROM task_hand WHERE robot = ?", (robot,))
        return (row[0], row[1]) if row else None

    def set_hand(self, robot: str, entity: str, now_ns: int) -> None:
        self.store.execute("INSERT INTO task_hand (robot, entity, since_ns) VALUES (?,?,?) ON CONFLICT (robot) "
                           "DO UPDATE SET entity = excluded.entity, since_ns = excluded.since_ns",
                           (robot, entity, now_ns))

    def add_failed_binding(self, row: Sequence) -> None:
        """Append a (goal_id, entity, source, reason, time_ns, evidence_json) failed binding."""
        self.store.execute("INSERT INTO task_failed_bindings (goal_id, entity, source, reason, time_ns, "
                           "evidence_json) VALUES (?,?,?,?,?,?)", row)

    def failed_bindings(self, goal_id: str) -> List[Row]:
        """A goal's failed bindings, oldest first."""
        return self.store.query("SELECT goal_id, entity, source, reason, time_ns, evidence_json FROM "
                                f"task_failed_bindings WHERE goal_id = ? ORDER BY time_ns, {self._order}", (goal_id,))
