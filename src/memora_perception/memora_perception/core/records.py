"""Segment records: what perception made of one 10 s window (mirrors obsmem_interfaces/msg/SegmentRecord).

Times are int nanoseconds since the Unix epoch (UTC); JSON uses ISO 8601 with +00:00.
"""
from __future__ import annotations

import enum
from dataclasses import dataclass, field
from typing import Any, Dict, Tuple

from ..errors import RecordError
from .timeline import format_iso, parse_iso


class Backend(str, enum.Enum):
    """Which perception backend produced a record."""

    ANNOTATION = "annotation"
    SIM = "sim"
    QWEN = "qwen"
    ENDPOINT = "endpoint"


def _check_confidence(owner: str, value: float) -> None:
    if not 0.0 <= value <= 1.0:
        raise RecordError(f"{owner}.confidence={value!r} must lie in [0, 1]")


def _check_span(owner: str, start_ns: int, end_ns: int) -> None:
    if end_ns < start_ns:
        raise RecordError(f"{owner}: end_ns={end_ns} is before start_ns={start_ns}")


@dataclass(frozen=True)
class ObservedAction:
    """One atomic action as a verb-noun pair with times (EPIC style). `id` links to its source row."""

    verb: str
    noun: str
    start_ns: int
    end_ns: int
    all_nouns: Tuple[str, ...] = ()
    narration: str = ""
    confidence: float = 1.0
    id: str = ""

    def __post_init__(self) -> None:
        if not self.verb.strip():
            raise RecordError(f"ObservedAction.verb is empty (narration={self.narration!r})")
        _check_span("ObservedAction", self.start_ns, self.end_ns)
        _check_confidence("ObservedAction", self.confidence)
        nouns = tuple(n for n in self.all_nouns if n) or ((self.noun,) if self.noun else ())
        object.__setattr__(self, "all_nouns", nouns)

    def to_dict(self) -> Dict[str, Any]:
        return {"verb": self.verb, "noun": self.noun, "all_nouns": list(self.all_nouns),
                "start": format_iso(self.start_ns), "end": format_iso(self.end_ns),
                "narration": self.narration, "confidence": self.confidence, "id": self.id}

    @classmethod
    def from_dict(cls, data: Dict[str, Any]) -> "ObservedAction":
        return cls(verb=data["verb"], noun=data.get("noun", ""), start_ns=parse_iso(data["start"]),
                   end_ns=parse_iso(data["end"]), all_nouns=tuple(data.get("all_nouns", ())),
                   narration=data.get("narration", ""), confidence=float(data.get("confidence", 1.0)),
                   id=data.get("id", ""))


@dataclass(frozen=True)
class ObservedObject:
    """One object seen in a window, with attribute words and where it was."""

    name: str
    entity_hint: str = ""
    attributes: Tuple[str, ...] = ()
    location: str = ""
    confidence: float = 1.0
    category: str = ""

    def __post_init__(self) -> None:
        if not self.name.strip():
            raise RecordError("ObservedObject.name is empty")
        _check_confidence("ObservedObject", self.confidence)

    def to_dict(self) -> Dict[str, Any]:
        return {"name": self.name, "entity_hint": self.entity_hint, "attributes": list(self.attributes),
                "location": self.location, "confidence": self.confidence, "category": self.category}

    @classmethod
    def from_dict(cls, data: Dict[str, Any]) -> "ObservedObject":
        return cls(**{**data, "attributes": tuple(data.get("attributes", ()))})


@dataclass(frozen=True)
class Utterance:
    """Speech heard in a window. Its content is `reported` by `speaker`, never observed."""

    text: str
    start_ns: int
    end_ns: int
    speaker: str = ""
    confidence: float = 1.0

    def __post_init__(self) -> None:
        _check_span("Utterance", self.start_ns, self.end_ns)
        _check_confidence("Utterance", self.confidence)

    @property
    def provenance(self) -> str:
        return "reported"

    def to_dict(self) -> Dict[str, Any]:
        return {"text": self.text, "speaker": self.speaker, "start": format_iso(self.start_ns),
                "end": format_iso(self.end_ns), "confidence": self.confidence, "provenance": self.provenance}

    @classmethod
    def from_dict(cls, data: Dict[str, Any]) -> "Utterance":
        return cls(text=data["text"], start_ns=parse_iso(data["start"]), end_ns=parse_iso(data["end"]),
                   speaker=data.get("speaker", ""), confidence=float(data.get("confidence", 1.0)))


@dataclass(frozen=True)
class SegmentRecord:
    """What one perception backend made of one window of one session."""

    id: str
    participant: str
    session_id: str
    start_ns: int
    end_ns: int
    backend: Backend
    location: str = ""
    actions: Tuple[ObservedAction, ...] = ()
    objects: Tuple[ObservedObject, ...] = ()
    utterances: Tuple[Utterance, ...] = ()
    summary: str = ""
    frame_count: int = 0
    confidence: float = 1.0
    extras: Dict[str, Any] = field(default_factory=dict, compare=False)

    def __post_init__(self) -> None:
        for name in ("id", "participant", "session_id"):
            if not getattr(self, name):
                raise RecordError(f"SegmentRecord.{name} is empty (id={self.id!r})")
        _check_span(f"SegmentRecord {self.id}", self.start_ns, self.end_ns)
        _check_confidence(f"SegmentRecord {self.id}", self.confidence)
        if self.frame_count < 0:
            raise RecordError(f"SegmentRecord {self.id}: frame_count={self.frame_count} is negative")
        object.__setattr__(self, "backend", Backend(self.backend))
        object.__setattr__(self, "actions", tuple(sorted(self.actions, key=lambda a: (a.start_ns, a.end_ns))))

    def to_dict(self) -> Dict[str, Any]:
        return {"id": self.id, "participant": self.participant, "session_id": self.session_id,
                "start": format_iso(self.start_ns), "end": format_iso(self.end_ns),
                "backend": self.backend.value, "location": self.location,
                "actions": [a.to_dict() for a in self.actions], "objects": [o.to_dict() for o in self.objects],
                "utterances": [u.to_dict() for u in self.utterances], "summary": self.summary,
                "frame_count": self.frame_count, "confidence": self.confidence}

    @classmethod
    def from_dict(cls, data: Dict[str, Any]) -> "SegmentRecord":
        try:
            return cls(
                id=data["id"], participant=data["participant"], session_id=data["session_id"],
                start_ns=parse_iso(data["start"]), end_ns=parse_iso(data["end"]), backend=Backend(data["backend"]),
                location=data.get("location", ""),
                actions=tuple(ObservedAction.from_dict(a) for a in data.get("actions", [])),
                objects=tuple(ObservedObject.from_dict(o) for o in data.get("objects", [])),
                utterances=tuple(Utterance.from_dict(u) for u in data.get("utterances", [])),
                summary=data.get("summary", ""), frame_count=int(data.get("frame_count", 0)),
                confidence=float(data.get("confidence", 1.0)))
        except KeyError as err:
            raise RecordError(f"SegmentRecord dict lacks field {err.args[0]!r}") from err
