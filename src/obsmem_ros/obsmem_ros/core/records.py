"""Typed records of the ObsMem engine: events, facts, beliefs, commitments and episode cards.

Times are ``int`` nanoseconds since the Unix epoch, UTC, everywhere in this module. Two
timelines matter (Graphiti's distinction): ``time_ns`` is when something happened or started to
hold in the world; memory *learned* it when its source event was ingested, which for a live
stream is the same instant, so a cutoff ``as_of_ns`` keeps exactly the records whose source event
time is at most the cutoff.

Closed sets are Enums whose values are the strings of ``docs/formats.md`` and of the
``obsmem_interfaces`` messages, so records convert to JSON and messages without tables.
"""
from __future__ import annotations

import enum
from dataclasses import dataclass, field
from typing import Any, Dict, Mapping, Optional, Tuple

from obsmem_ros.core.timefmt import format_iso


class Provenance(str, enum.Enum):
    """How memory came to hold a record."""

    OBSERVED = "observed"  # the robot perceived it itself (it is among the event's observers)
    REPORTED = "reported"  # someone told the robot (see the record's reporter)
    INFERRED = "inferred"  # derived by memory (consolidation, grounding, its own plan's deltas)


class EventKind(str, enum.Enum):
    """The kinds of trace events (``WorldEvent.KIND_*``)."""

    ACTION = "action"
    OBSERVATION = "observation"
    UTTERANCE = "utterance"
    FEEDBACK = "feedback"
    SESSION_START = "session_start"
    SESSION_END = "session_end"


class ValueType(str, enum.Enum):
    """How a fact's textual value is read (``StateFact.value_type``)."""

    ENTITY = "entity"
    STR = "str"
    INT = "int"
    FLOAT = "float"
    BOOL = "bool"
    TIME = "time"


@dataclass(frozen=True)
class FactSpec:
    """One ``{entity, attribute, value, value_type}`` item of an event's ``deltas`` or ``claims``."""

    entity: str
    attribute: str
    value: str
    value_type: ValueType = ValueType.STR

    def to_dict(self) -> dict[str, Any]:
        return {"entity": self.entity, "attribute": self.attribute, "value": self.value,
                "value_type": self.value_type.value}


@dataclass(frozen=True)
class Event:
    """One thing that happened in the home: a trace event (``docs/formats.md``) after validation."""

    id: str
    time_ns: int
    kind: EventKind
    actor: str = ""
    verb: str = ""
    objects: Tuple[str, ...] = ()
    location: str = ""
    observers: Tuple[str, ...] = ()
    text: str = ""
    utterance: str = ""
    addressee: str = ""
    deltas: Tuple[FactSpec, ...] = ()
    claims: Tuple[FactSpec, ...] = ()
    session_id: str = ""
    source: str = ""
    extras: Mapping[str, Any] = field(default_factory=dict, hash=False, compare=False)

    def to_json(self) -> Dict[str, Any]:
        """The trace-line form (``docs/formats.md``): every field present, ISO 8601 time."""
        return {
            "id": self.id, "time": format_iso(self.time_ns), "kind": self.kind.value, "actor": self.actor,
            "verb": self.verb, "objects": list(self.objects), "location": self.location,
            "observers": list(self.observers), "text": self.text, "utterance": self.utterance,
            "addressee": self.addressee, "deltas": [f.to_dict() for f in self.deltas],
            "claims": [f.to_dict() for f in self.claims], "session_id": self.session_id,
            "source": self.source, "extras": dict(self.extras),
        }

    def observed_by(self, observer: str) -> bool:
        """Whether ``observer`` (usually the robot id) perceived this event."""
        return observer in self.observers

    def describe(self) -> str:
        """The event as one sentence: its ``text`` when given, else built from its fields."""
        if self.text:
            return self.text
        if self.kind is EventKind.UTTERANCE:
            return f'{self.actor or "someone"} said "{self.utterance}"'
        parts = [self.actor or "someone", self.verb or self.kind.value, *self.objects]
        if self.location:
            parts += ["in", self.location]
        return " ".join(parts)


@dataclass(frozen=True)
class Fact:
    """One (entity, attribute) = value record of the State view, with provenance and evidence.

    ``id`` is ``"<event id>#<n>"`` (the n-th fact its source event produced), so fact ids are
    stable across re-ingest. ``valid_until_ns`` / ``superseded_by`` are set once a later fact of
    the same layer (observed-or-inferred, or reported) gives the pair another value: the history
    is never rewritten, only closed.
    """

    id: str
    entity: str
    attribute: str
    value: str
    value_type: ValueType
    time_ns: int
    provenance: Provenance
    reporter: str = ""
    evidence_ids: Tuple[str, ...] = ()
    session_id: str = ""
    valid_until_ns: Optional[int] = None
    superseded_by: str = ""

    @property
    def source_event_id(self) -> str:
        """The event this fact was derived from."""
        return self.id.split("#", 1)[0]


@dataclass(frozen=True)
class Snapshot:
    """The current value of one (entity, attribute) as of a time, in two layers.

    ``primary`` is the latest observed (or inferred) fact. ``reported`` is the latest report
    about the pair *made after* ``primary`` (the reported layer): it never silently replaces the
    robot's own, fresher knowledge, but it is kept so answers can say "Bob said ...". When the
    robot never observed the pair, ``primary`` is ``None`` and ``reported`` carries what it was
    told. ``known`` is false when memory holds nothing about the pair.
    """

    entity: str
    attribute: str
    as_of_ns: Optional[int]
    primary: Optional[Fact] = None
    reported: Optional[Fact] = None

    @property
    def known(self) -> bool:
        return self.primary is not None or self.reported is not None

    @property
    def current(self) -> Optional[Fact]:
        """The fact an answer should state: the robot's own knowledge first, else the report."""
        return self.primary if self.primary is not None else self.reported


class BeliefLabel(str, enum.Enum):
    """Trust in a tracked fact (ObsMem Eq. 3); values match ``BeliefStatus.label``."""

    FRESH = "fresh"
    STALE = "stale"
    UNCERTAIN = "uncertain"
    CONTRADICTED = "contradicted"
    UNKNOWN = "unknown"  # nothing tracked to judge


@dataclass(frozen=True)
class Belief:
    """How far memory trusts one (entity, attribute) fact as of a time, and why."""

    entity: str
    attribute: str
    label: BeliefLabel
    reason: str
    as_of_ns: Optional[int] = None
    fact_id: str = ""
    value: str = ""
    intervening_events: int = 0
    intervening_actors: Tuple[str, ...] = ()
    last_verified_ns: Optional[int] = None
    evidence_ids: Tuple[str, ...] = ()


class CommitmentKind(str, enum.Enum):
    """What sort of thing is owed (``Commitment.KIND_*``)."""

    REQUEST = "request"
    REMINDER = "reminder"
    PROMISE = "promise"
    SCHEDULE = "schedule"


class CommitmentStatus(str, enum.Enum):
    """Lifecycle of a commitment; ``overdue`` is derived at read time from the query time."""

    OPEN = "open"
    DONE = "done"
    CANCELLED = "cancelled"
    OVERDUE = "overdue"


@dataclass(frozen=True)
class Commitment:
    """Something owed, parsed from an utterance.

    ``recurrence`` is ``""`` or ``daily`` / ``weekdays`` / ``weekends`` / ``weekly:<day>[,<day>...]``
    (the days a list or range said: "Tuesdays and Thursdays");
    ``due_ns`` is the first due time (``None`` when the words gave none). ``closed_by`` is the
    event that fulfilled or cancelled it.
    """

    id: str
    kind: CommitmentKind
    owner: str
    beneficiary: str
    action: str
    text: str
    created_ns: int
    source_event_id: str
    status: CommitmentStatus = CommitmentStatus.OPEN
    due_ns: Optional[int] = None
    recurrence: str = ""
    objects: Tuple[str, ...] = ()
    verb: str = ""
    closed_ns: Optional[int] = None
    closed_by: str = ""
    requester: str = ""  # who asked for it (the utterance's speaker)


@dataclass(frozen=True)
class EpisodeCard:
    """A consolidated stretch of events between two boundaries; augments, never replaces, events."""

    id: str
    start_ns: int
    end_ns: int
    session_id: str
    boundary: str  # why it closed: session_end | gap | location | open (still running)
    participants: Tuple[str, ...] = ()
    locations: Tuple[str, ...] = ()
    objects: Tuple[str, ...] = ()
    summary: str = ""
    event_ids: Tuple[str, ...] = ()


@dataclass(frozen=True)
class IngestReport:
    """What one ``Memory.ingest`` call did. ``duplicates``: ids already stored with the same
    content; ``conflicts``: ids already stored (or repeated in the batch) with different content,
    not stored again (the first version stays); ``quarantined``: ids dated too far ahead of the
    wall clock, kept in quarantine instead of memory (``Memory.hold_future``); ``pending``: stored
    events (of this and earlier calls) whose derived views wait for the next read
    (``Memory.catch_up``)."""

    accepted: int
    duplicates: int
    unobserved: int
    conflicts: Tuple[str, ...] = ()
    quarantined: Tuple[str, ...] = ()
    forgotten: int = 0  # events forgotten on request (``Memory.forget``) and sent again: dropped
    pending: int = 0

    @property
    def received(self) -> int:
        return (self.accepted + self.duplicates + self.unobserved + len(self.conflicts) + len(self.quarantined)
                + self.forgotten)
