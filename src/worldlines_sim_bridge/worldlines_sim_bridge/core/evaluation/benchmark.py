"""A benchmark folder as the evaluator reads it: trace.jsonl, samples.jsonl and world.json.

The world file is used only by the judge (to recognise a *related* wrong answer: the parent of
the right place, another object of the same category); memory systems never see it.
"""
from __future__ import annotations

from dataclasses import dataclass, field
from pathlib import Path
from typing import Any, Iterator, Mapping, Optional

from obsmem_ros import EngineConfig, Event, InvalidEventError, event_from_json
from worldlines_sim_bridge.core.evaluation.records import Sample
from worldlines_sim_bridge.core.formats import SAMPLES_FILE, TRACE_FILE, WORLD_FILE, read_json, read_jsonl
from worldlines_sim_bridge.errors import BenchmarkFormatError

QA_EXCLUDED_FAMILIES = frozenset({"planning"})


@dataclass(frozen=True)
class WorldEntity:
    """What the judge needs of one world entity."""

    id: str
    name: str = ""
    category: str = ""
    parent: str = ""


@dataclass(frozen=True)
class WorldIndex:
    """Entities of world.json by id (rooms, furniture, objects, devices, people)."""

    entities: Mapping[str, WorldEntity] = field(default_factory=dict)

    @classmethod
    def from_json(cls, raw: Any) -> "WorldIndex":
        found: dict[str, WorldEntity] = {}
        for item in _entity_like_dicts(raw):
            entity_id = str(item["id"])
            parent = item.get("parent") or item.get("location") or item.get("room") or ""
            found.setdefault(entity_id, WorldEntity(
                id=entity_id, name=str(item.get("name") or ""),
                category=str(item.get("category") or item.get("kind") or item.get("type") or ""),
                parent=str(parent) if isinstance(parent, str) else ""))
        return cls(entities=found)

    def ancestors(self, entity_id: str) -> list[str]:
        """Parents of an entity, nearest first (stops on cycles)."""
        chain: list[str] = []
        current = self.entities.get(entity_id)
        while current is not None and current.parent and current.parent not in chain:
            chain.append(current.parent)
            current = self.entities.get(current.parent)
        return chain

    def category(self, entity_id: str) -> str:
        entity = self.entities.get(entity_id)
        return entity.category if entity is not None else ""


def _entity_like_dicts(raw: Any) -> Iterator[Mapping[str, Any]]:
    """Every dict under `raw` that has an `id` (world.json nests rooms, furniture and objects)."""
    stack = [raw]
    while stack:
        node = stack.pop()
        if isinstance(node, Mapping):
            if isinstance(node.get("id"), str):
                yield node
            stack.extend(v for v in node.values() if isinstance(v, (Mapping, list)))
        elif isinstance(node, list):
            stack.extend(v for v in node if isinstance(v, (Mapping, list)))


@dataclass(frozen=True)
class Benchmark:
    """Events in stream order, QA samples and the world index of one benchmark folder."""

    root: Path
    events: tuple[Event, ...]
    samples: tuple[Sample, ...]
    world: WorldIndex

    @property
    def event_sessions(self) -> dict[str, str]:
        return {event.id: event.session_id for event in self.events}


def read_events(path: Path) -> list[Event]:
    """The trace's events, each validated once here (the evaluator's JSON edge)."""
    config, events = EngineConfig(), []
    for raw in read_jsonl(path):
        try:
            events.append(event_from_json(raw, config))
        except InvalidEventError as err:
            raise BenchmarkFormatError(f"{path}: {err}") from err
    return events


def load_benchmark(root: Path, *, limit: Optional[int] = None, samples_path: Optional[Path] = None,
                   split: Optional[str] = None) -> Benchmark:
    """Read a benchmark folder; keep the QA samples (planning ones are scored elsewhere).

    `samples_path` replaces the folder's samples.jsonl (another question file over the same
    trace, e.g. a hand-written set; rows keep their ids); `split` keeps only the rows whose
    "split" field equals it. `limit` keeps the first N QA samples in file order, so a limited run
    is a prefix of a full one.
    """
    root = Path(root)
    if limit is not None and limit < 1:
        raise BenchmarkFormatError(f"limit = {limit} must be at least 1.")
    events = read_events(root / TRACE_FILE)
    order = sorted(range(len(events)), key=lambda i: (events[i].time_ns, i))
    raw_samples = read_jsonl(Path(samples_path) if samples_path is not None else root / SAMPLES_FILE)
    if split is not None:
        raw_samples = [raw for raw in raw_samples if raw.get("split") == split]
        if not raw_samples:
            raise BenchmarkFormatError(f"split = {split!r}: no sample of {samples_path or root / SAMPLES_FILE} "
                                       f"has that \"split\".")
    samples = [Sample.from_json(raw) for raw in raw_samples]
    samples = [s for s in samples if s.family not in QA_EXCLUDED_FAMILIES]
    if limit is not None:
        samples = samples[:limit]
    world_path = root / WORLD_FILE
    world = WorldIndex.from_json(read_json(world_path)) if world_path.is_file() else WorldIndex()
    return Benchmark(root=root, events=tuple(events[i] for i in order), samples=tuple(samples), world=world)
