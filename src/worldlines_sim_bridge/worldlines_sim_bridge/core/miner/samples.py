"""Sample records as written to samples.jsonl, and the small helpers every family miner shares."""
from __future__ import annotations

import random
from dataclasses import dataclass, field
from typing import Any, Callable, Dict, List, Optional, Sequence

from ..sim.clock import ns_to_iso
from ..sim.home import EntityKind
from .index import Entry, TraceIndex
from .templates import count, render
from .wording import Wording

FAMILIES = ("current_state", "overwritten_state", "state_multihop", "temporal", "preference", "routine",
            "source_aware", "hidden_uncertain", "commitment")
PLANNING = "planning"


@dataclass
class Draft:
    """A mined sample before ids are assigned."""

    family: str
    subtype: str
    template: int
    question: str
    cutoff_ns: int
    answer: Dict[str, Any]
    evidence: List[str]
    target: Dict[str, str] = field(default_factory=dict)
    expected_belief: str = ""
    extra: Dict[str, Any] = field(default_factory=dict)

    def key(self) -> tuple:
        return (self.question, self.cutoff_ns)

    def to_json(self, sample_id: str, index: TraceIndex, seed: int, wording: Wording) -> Dict[str, Any]:
        """The samples.jsonl row, its question (and a planning sample's instruction) phrased in ``wording``."""
        evidence = sorted(dict.fromkeys(self.evidence), key=lambda e: index.position[e])
        text = wording.phrase(self.question, sample_id, index.day(self.cutoff_ns))
        out: Dict[str, Any] = {
            "id": sample_id, "family": self.family, "subtype": self.subtype,
            "template_id": f"{self.family}.{self.subtype}.{self.template}", "question": text,
            "cutoff": ns_to_iso(self.cutoff_ns), "answer": self.answer, "evidence": evidence,
            "sessions": index.sessions_of(evidence), "seed": seed, "target": self.target,
        }
        if self.expected_belief:
            out["expected_belief"] = self.expected_belief
        out.update(self.extra)
        if "instruction" in out:
            out["instruction"] = text
        out["wording"] = wording.mode
        return out


def answer(type_: str, value: Any, text: str, accept: Sequence[Any] = ()) -> Dict[str, Any]:
    out: Dict[str, Any] = {"type": type_, "value": value, "text": text}
    if accept:
        out["accept"] = list(accept)
    return out


def question(rng: random.Random, family: str, subtype: str, **values: str) -> tuple:
    """(template index, question text) for a random paraphrase."""
    which = rng.randrange(count(family, subtype))
    return which, render(family, subtype, which, **values)


def random_cutoff(index: TraceIndex, rng: random.Random, *, min_day: int = 2) -> int:
    """A cutoff at the time of a random event from ``min_day`` on."""
    first = next((i for i, e in enumerate(index.events) if index.day(e.time_ns) >= min_day), 0)
    return index.events[rng.randrange(first, len(index.events))].time_ns


def is_place(index: TraceIndex, entity_id: str) -> bool:
    """Furniture, devices and rooms are places; people and the robot are not."""
    return index.kinds.get(entity_id) in (EntityKind.FURNITURE, EntityKind.DEVICE, EntityKind.ROOM)


def initial_value(index: TraceIndex, entity: str, attribute: str) -> str:
    spec = index.home.entity(entity)
    if attribute == "location":
        return spec.location
    if attribute == "state":
        return spec.state
    if attribute.startswith("setting:"):
        return dict(spec.settings).get(attribute.split(":", 1)[1], "")
    return ""


def truth_at(index: TraceIndex, entity: str, attribute: str, time_ns: int) -> str:
    entry = index.true(entity, attribute, time_ns)
    return entry.value if entry else initial_value(index, entity, attribute)


def be(index: TraceIndex, entity: str) -> str:
    return "are" if index.home.entity(entity).name.endswith("s") else "is"


def clock(time_ns: int) -> str:
    from ..sim.clock import clock_of
    return clock_of(time_ns)


def run_evidence(first: Entry, last: Entry) -> List[str]:
    return [first.event_id] if first.event_id == last.event_id else [first.event_id, last.event_id]


def sentence_start(text: str) -> str:
    return text[:1].upper() + text[1:]


def unique(drafts: List[Draft]) -> List[Draft]:
    seen, out = set(), []
    for draft in drafts:
        if draft.key() not in seen:
            seen.add(draft.key())
            out.append(draft)
    return out


def pick_time_in(index: TraceIndex, rng: random.Random, start_ns: int, end_ns: int) -> Optional[int]:
    """A random event time in (start, end] (None when no event falls there)."""
    times = [e.time_ns for e in index.events if start_ns < e.time_ns <= end_ns]
    return rng.choice(times) if times else None


def balanced(makers: Dict[str, Callable[[], Optional[Draft]]], want: int, patience: int = 60) -> List[Draft]:
    """Up to ``want`` distinct drafts, spread evenly over the makers (subtypes).

    The maker with the fewest drafts so far tries next (ties in the given order); a maker that
    fails ``patience`` times in a row is retired, so rare subtypes give way to common ones.
    """
    order = list(makers)
    counts = {name: 0 for name in order}
    misses = {name: 0 for name in order}
    seen: set = set()
    out: List[Draft] = []
    while len(out) < want:
        active = [name for name in order if misses[name] < patience]
        if not active:
            break
        name = min(active, key=lambda k: (counts[k], order.index(k)))
        draft = makers[name]()
        if draft is None or draft.key() in seen:
            misses[name] += 1
            continue
        seen.add(draft.key())
        out.append(draft)
        counts[name] += 1
        misses[name] = 0
    return out
