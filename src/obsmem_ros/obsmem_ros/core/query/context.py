"""Everything one question needs besides its plan: the reader, the memory's clock, the time
window, and the plan's surface words resolved to ids.

The clock: `now_ns` is the caller's cutoff (`at_ns`), else the newest event memory holds;
`origin_ns` is the oldest event ("day 1" is its UTC date). Names resolve through the reader's
entity lookup (the full phrase, then its head word, then a singular form); people and rooms
that are not registered entities fall back to their id-shaped spelling ("living room" ->
"living_room"), which is what traces use.
"""
from __future__ import annotations

import re
from dataclasses import dataclass, field
from typing import TYPE_CHECKING, Dict, List, Optional, Tuple

from obsmem_ros.errors import UnknownRecordError

from .plan import QueryPlan
from .temporal import Window, reference_window, resolve_window

if TYPE_CHECKING:
    from obsmem_ros.core.reader import MemoryReader

_FAR_FUTURE_NS = 2 ** 62


def memory_clock(reader: "MemoryReader", at_ns: Optional[int]) -> Tuple[int, int]:
    """(origin_ns, now_ns) of the memory as seen from the cutoff `at_ns` (an empty memory's
    clock is the cutoff, or 0)."""
    span = reader.time_span() if callable(getattr(reader, "time_span", None)) else _scan_span(reader)
    if span is None:
        return (at_ns or 0), (at_ns or 0)
    return span[0], span[1] if at_ns is None else at_ns


def _scan_span(reader: "MemoryReader") -> Optional[Tuple[int, int]]:
    """(first, last) event time for readers without `time_span`: the oldest event, and the
    newest among the last ones ingested (ingest order is time order, as traces require)."""
    first = reader.events_between(0, _FAR_FUTURE_NS, limit=1)
    if not first:
        return None
    last = first[0].time_ns
    for _seq, event in reader.iter_events(after_seq=max(reader.event_count() - 64, 0), batch_size=64):
        last = max(last, event.time_ns)
    return first[0].time_ns, last


def id_form(phrase: str) -> str:
    """A phrase spelled as an id: "living room" -> "living_room"."""
    return re.sub(r"\s+", "_", phrase.strip().lower())


def _singular(word: str) -> str:
    if word.endswith("ies") and len(word) > 4:
        return word[:-3] + "y"
    if word.endswith(("ches", "shes", "sses", "xes")):
        return word[:-2]
    if word.endswith("s") and not word.endswith("ss") and len(word) > 3:
        return word[:-1]
    return word


@dataclass
class QueryContext:
    """One question being answered."""

    reader: "MemoryReader"
    plan: QueryPlan
    origin_ns: int
    now_ns: int
    k: int
    anchor_ns: Optional[int] = None
    _names: Dict[str, str] = field(default_factory=dict)

    @property
    def window(self) -> Window:
        return resolve_window(self.plan.temporal, now_ns=self.now_ns, origin_ns=self.origin_ns, anchor_ns=self.anchor_ns)

    def reference_span(self) -> Tuple[int, int]:
        """The [start, end) span the question's time names, not clipped to now ("tomorrow")."""
        return reference_window(self.plan.temporal.ref, now_ns=self.now_ns, origin_ns=self.origin_ns,
                                anchor_ns=self.anchor_ns)

    # --- resolution ------------------------------------------------------------------------
    def entity_ids(self, phrase: str, *, limit: int = 3) -> List[str]:
        """Entity ids a phrase may mean, best first ([] when memory knows none)."""
        words = phrase.split()
        tries = [phrase, " ".join(_singular(w) for w in words)]
        if len(words) > 1:
            tries += [words[-1], _singular(words[-1])]
        for attempt in dict.fromkeys(tries):
            ids = self.reader.resolve_entity(attempt, limit=limit)
            if ids:
                return list(ids)
        return []

    def targets(self) -> List[Tuple[str, List[str]]]:
        """Each target phrase with the ids it resolves to (unresolved phrases keep [])."""
        return [(t, self.entity_ids(t)) for t in self.plan.targets]

    def first_target_ids(self) -> List[str]:
        for _phrase, ids in self.targets():
            if ids:
                return ids
        return []

    def place_id(self, phrase: str) -> str:
        """A place phrase as an id: a registered entity when one matches, else the room id form."""
        ids = self.entity_ids(phrase, limit=1)
        return ids[0] if ids else id_form(phrase)

    def person_ids(self) -> List[str]:
        """The plan's people as ids (entity lookup first, else the name itself)."""
        out = []
        for name in self.plan.persons:
            ids = self.reader.resolve_entity(name, limit=1)
            out.append(ids[0] if ids else id_form(name))
        return out

    def display(self, entity_id: str) -> str:
        """A readable name for an id ("laptop_1" -> "laptop", "living_room" -> "living room")."""
        if entity_id not in self._names:
            try:
                name = self.reader.entity(entity_id).name
            except UnknownRecordError:
                name = ""
            self._names[entity_id] = name or re.sub(r"_\d+$", "", entity_id).replace("_", " ")
        return self._names[entity_id]

