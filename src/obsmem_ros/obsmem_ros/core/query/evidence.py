"""Evidence items: one record that supports an answer, whatever view it came from."""
from __future__ import annotations

from dataclasses import dataclass
from typing import Any, Dict, Tuple

from obsmem_ros.core.timefmt import format_iso

from .plan import View


@dataclass(frozen=True)
class Evidence:
    """A retrieved record: an event, a state fact, a belief, a commitment, an episode card or a
    piece of knowledge. `entity` is the main entity it is about ("" when none); `score` is the
    retriever's relevance (higher is better, comparable within one question)."""

    id: str
    view: View
    time_ns: int
    text: str
    entity: str = ""
    provenance: str = ""
    reporter: str = ""
    session_id: str = ""
    score: float = 0.0
    event_ids: Tuple[str, ...] = ()  # the events a non-event record rests on (a commitment's utterances)

    def to_json(self) -> Dict[str, Any]:
        """The `evidence` item of docs/formats.md "Answer": id, view, time (ISO 8601), text."""
        return {"id": self.id, "view": self.view.value, "time": format_iso(self.time_ns), "text": self.text}

    def to_dict(self) -> Dict[str, Any]:
        """Every field (the memory node's `Evidence` message carries them all)."""
        return {**self.to_json(), "time_ns": self.time_ns, "entity": self.entity, "provenance": self.provenance,
                "reporter": self.reporter, "session_id": self.session_id, "score": self.score,
                "event_ids": list(self.event_ids) or [self.id]}
