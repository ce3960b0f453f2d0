"""WHERE clauses built up filter by filter, with their parameters (for the ``*_rows`` modules).

Most reads take a few optional filters (an actor, a location, a person...) and an optional LIMIT;
`Where` keeps each clause beside its values so the SQL and its parameters cannot drift apart.
"""
from __future__ import annotations

from typing import Any, List, Optional, Tuple


class Where:
    """Clauses joined by AND (``1 = 1`` when there is none) and their parameters, in order."""

    def __init__(self, clause: str = "", *values: Any) -> None:
        self.clauses: List[str] = []
        self.params: List[Any] = []
        if clause:
            self.add(clause, *values)

    def add(self, clause: str, *values: Any) -> "Where":
        """Always apply ``clause`` with its ``values``."""
        self.clauses.append(clause)
        self.params.extend(values)
        return self

    def equal(self, column: str, value: Optional[Any]) -> "Where":
        """``column = value`` when ``value`` is given (not None)."""
        return self if value is None else self.add(f"{column} = ?", value)

    def select(self, head: str, *, tail: str = "", limit: Optional[int] = None) -> Tuple[str, List[Any]]:
        """``head WHERE ... tail [LIMIT ?]`` and its parameters."""
        sql = f"{head} WHERE {' AND '.join(self.clauses) or '1 = 1'}"
        params = list(self.params)
        if tail:
            sql += f" {tail}"
        if limit is not None:
            sql += " LIMIT ?"
            params.append(int(limit))
        return sql, params
