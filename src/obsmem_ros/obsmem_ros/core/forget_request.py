"""What a forget request names, how memory recognises it in a record, and what comes back.

A request selects with up to three selectors, combined with AND: a ``person`` id, an
``entity`` id and a time window ``between`` (inclusive, nanoseconds). None set is an error:
forgetting everything is not a privacy request.

A record *names* an id when the id fills one of its roles (actor, addressee, location, an
object, an observer, the entity or the value of a delta or claim; for a commitment its owner,
beneficiary, requester or an object) or when its free text (text, utterance, extras, a
commitment's words) contains the id as a word, case-insensitively, with ``_`` read as a space
too (``zephyrine_moss`` matches "Zephyrine Moss").

The audit keeps selectors as salted hashes: HMAC-SHA256 keyed with a random salt stored once per
store, over ``"<selector>:<value>"``. Whoever holds the store and guesses a value can confirm it
was forgotten (the salt is in the store), but the audit never spells out a forgotten name.
"""
from __future__ import annotations

import hashlib
import hmac
import json
import re
from dataclasses import dataclass, field
from typing import Any, Dict, Iterable, Optional, Tuple

from obsmem_ros.core.timefmt import format_iso
from obsmem_ros.errors import ForgetError


@dataclass(frozen=True)
class ForgetRequest:
    """Selectors of one forget (AND-combined) and who asked."""

    person: str = ""
    entity: str = ""
    between: Optional[Tuple[int, int]] = None
    requested_by: str = ""

    def __post_init__(self) -> None:
        for name in ("person", "entity", "requested_by"):
            value = getattr(self, name)
            if not isinstance(value, str):
                raise ForgetError(f"forget: {name}={value!r} must be a string.")
            if any(ord(c) < 32 for c in value):
                raise ForgetError(f"forget: {name}={value!r} contains control characters.")
            object.__setattr__(self, name, value.strip())
        if self.between is not None:
            self._check_window(self.between)
        if not (self.person or self.entity or self.between is not None):
            raise ForgetError("forget: set at least one of person, entity or between (a time window); "
                              "a request without a selector would erase the whole memory.")

    @staticmethod
    def _check_window(window: Any) -> None:
        if (not isinstance(window, (tuple, list)) or len(window) != 2
                or not all(isinstance(t, int) and not isinstance(t, bool) for t in window)):
            raise ForgetError(f"forget: between={window!r} must be (start_ns, end_ns), two integers.")
        if window[0] > window[1]:
            raise ForgetError(f"forget: between={tuple(window)!r}: the window ends before it starts.")

    @property
    def mentions(self) -> Tuple["Mention", ...]:
        """A matcher per id selector that is set."""
        return tuple(Mention(value) for value in (self.person, self.entity) if value)

    def in_window(self, time_ns: int) -> bool:
        return self.between is None or self.between[0] <= time_ns <= self.between[1]


class Mention:
    """Recognises one id in a record's roles (exactly) and in its free text (as a word)."""

    def __init__(self, value: str) -> None:
        self.value = value
        spellings = dict.fromkeys((value.lower(), value.lower().replace("_", " ")))
        self._word = re.compile("|".join(rf"(?<![0-9a-z]){re.escape(s)}(?![0-9a-z])" for s in spellings))

    def in_roles(self, roles: Iterable[str]) -> bool:
        return self.value in roles

    def in_text(self, *texts: str) -> bool:
        return any(text and self._word.search(text.lower()) for text in texts)


def selector_hash(salt: str, selector: str, value: str) -> str:
    """The audit's content-free stand-in for a selector value ("" when the selector is unset)."""
    if not value:
        return ""
    return hmac.new(salt.encode(), f"{selector}:{value}".encode(), hashlib.sha256).hexdigest()


@dataclass(frozen=True)
class ForgetAudit:
    """One audit record: what was forgotten (as hashes and counts), when, at whose request."""

    id: str
    time_ns: int
    requested_by: str
    person_hash: str
    entity_hash: str
    window: Optional[Tuple[int, int]]
    events_removed: int
    removed: Dict[str, int] = field(default_factory=dict)
    compacted: bool = False

    def to_dict(self) -> Dict[str, Any]:
        return {"id": self.id, "time": format_iso(self.time_ns), "requested_by": self.requested_by,
                "person_hash": self.person_hash, "entity_hash": self.entity_hash,
                "window": [format_iso(t) for t in self.window] if self.window else None,
                "events_removed": self.events_removed, "removed": dict(self.removed), "compacted": self.compacted}

    @classmethod
    def from_row(cls, row: Tuple[Any, ...]) -> "ForgetAudit":
        """From a ``forget_rows.AUDIT_COLUMNS`` row."""
        window = (int(row[5]), int(row[6])) if row[5] is not None else None
        return cls(id=row[0], time_ns=int(row[1]), requested_by=row[2], person_hash=row[3], entity_hash=row[4],
                   window=window, events_removed=int(row[7]), removed=json.loads(row[8]), compacted=bool(row[9]))


@dataclass(frozen=True)
class ForgetReport:
    """What one ``Memory.forget`` did: its audit record, and index entries removed beside the store."""

    audit: ForgetAudit
    text_index_removed: int = 0

    @property
    def audit_id(self) -> str:
        return self.audit.id

    @property
    def events_removed(self) -> int:
        return self.audit.events_removed

    @property
    def removed(self) -> Dict[str, int]:
        """Rows removed (or rewritten) per table, with the text index's documents."""
        return {**self.audit.removed, "text_index_documents": self.text_index_removed}

    @property
    def compacted(self) -> bool:
        return self.audit.compacted

    def to_dict(self) -> Dict[str, Any]:
        return {**self.audit.to_dict(), "removed": self.removed}
