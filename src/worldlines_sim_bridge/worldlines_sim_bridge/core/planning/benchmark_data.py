"""Planning samples of a WorldLines benchmark folder, and memories rebuilt at their cutoffs.

A folder made by ``worldlines generate`` holds ``trace.jsonl`` (every event), ``world.json``
(the home and per-entity timelines, so the true world can be rebuilt at any time) and
``samples.jsonl`` (QA and planning samples). Planning samples carry ``instruction``,
``requester``, ``goal`` (``[{entity, attribute, value}]``, checked in the simulator) and
``cutoff``. ``MemorySnapshots`` ingests the trace once, in time order, and hands out a copy of
the memory as it was at each cutoff (SQLite's online backup), so samples never share state.
"""
from __future__ import annotations

import json
import sqlite3
from dataclasses import dataclass, field
from pathlib import Path
from typing import Any, Iterator, Mapping

from mimir_grounding.core import DataError
from obsmem_ros import Memory

from ..sim.clock import iso_to_ns
from ..sim.world import SimWorld


@dataclass(frozen=True)
class GoalCondition:
    """One fact the simulator must show after the plan ran."""

    entity: str
    attribute: str
    value: str

    def holds(self, world: SimWorld) -> bool:
        return world.get(self.entity, self.attribute) == self.value


@dataclass(frozen=True)
class PlanningSample:
    """One planning sample of samples.jsonl."""

    id: str
    instruction: str
    requester: str
    goal: tuple[GoalCondition, ...]
    cutoff_ns: int
    evidence: tuple[str, ...] = ()
    constraints: Any = None
    extras: Mapping[str, Any] = field(default_factory=dict)

    @classmethod
    def from_json(cls, raw: Mapping[str, Any]) -> "PlanningSample":
        sid = str(raw.get("id", ""))
        where = f"planning sample {sid!r}"
        for name in ("id", "instruction", "goal", "cutoff"):
            if name not in raw:
                raise DataError(f"{where}: field {name!r} is missing")
        goal = raw["goal"]
        if not isinstance(goal, list) or not goal:
            raise DataError(f"{where}: field 'goal' must be a non-empty list of {{entity, attribute, value}}, "
                            f"got {goal!r}")
        try:
            conditions = tuple(GoalCondition(str(g["entity"]), str(g["attribute"]), str(g["value"])) for g in goal)
            cutoff = iso_to_ns(raw["cutoff"]) if isinstance(raw["cutoff"], str) else int(raw["cutoff"])
        except (KeyError, TypeError, ValueError) as err:
            raise DataError(f"{where}: field 'goal' or 'cutoff' is malformed: {err}") from err
        known = {"id", "instruction", "requester", "goal", "cutoff", "evidence", "constraints", "family"}
        return cls(id=sid, instruction=str(raw["instruction"]), requester=str(raw.get("requester") or ""),
                   goal=conditions, cutoff_ns=cutoff, evidence=tuple(str(e) for e in raw.get("evidence") or ()),
                   constraints=raw.get("constraints"), extras={k: v for k, v in raw.items() if k not in known})


def _jsonl(path: Path) -> Iterator[dict[str, Any]]:
    if not path.is_file():
        raise DataError(f"benchmark file {path} is missing (run `worldlines generate --out {path.parent}`)")
    with path.open(encoding="utf-8") as handle:
        for number, line in enumerate(handle, 1):
            if line.strip():
                try:
                    yield json.loads(line)
                except json.JSONDecodeError as err:
                    raise DataError(f"{path}:{number}: not JSON: {err}") from err


@dataclass
class PlanningBenchmark:
    """A benchmark folder's trace, world and planning samples."""

    root: Path
    trace: list[dict[str, Any]]
    world: SimWorld
    samples: list[PlanningSample]

    @classmethod
    def load(cls, root: Path | str, *, limit: int | None = None,
             samples_file: Path | str | None = None, split: str | None = None) -> "PlanningBenchmark":
        """The folder's trace and world with its planning samples, or with those of ``samples_file``
        (another instruction file over the same home, e.g. the hand-written set), of ``split`` if given."""
        root = Path(root)
        source = Path(samples_file) if samples_file is not None else root / "samples.jsonl"
        samples = [PlanningSample.from_json(r) for r in _jsonl(source)
                   if r.get("family") == "planning" and (split is None or r.get("split") == split)]
        if not samples:
            where = f" in split {split!r}" if split else ""
            raise DataError(f"{source} holds no sample of family 'planning'{where}")
        samples.sort(key=lambda s: (s.cutoff_ns, s.id))
        trace = sorted(_jsonl(root / "trace.jsonl"), key=lambda e: iso_to_ns(e["time"]))
        world_path = root / "world.json"
        if not world_path.is_file():
            raise DataError(f"benchmark file {world_path} is missing")
        world = SimWorld.from_json(json.loads(world_path.read_text(encoding="utf-8")))
        return cls(root, trace, world, samples[:limit] if limit else samples)

    def world_at(self, cutoff_ns: int) -> SimWorld:
        """The true world at a cutoff (what the simulator executes the plan in)."""
        return self.world.snapshot_at(cutoff_ns)

    def people(self) -> frozenset[str]:
        return frozenset(p.id for p in getattr(self.world.home, "people", ()))


def homes_of(samples_file: Path | str, *, split: str | None = None) -> list[str]:
    """The homes (field 'home') the planning samples of an instruction file are over, in order."""
    homes = [str(r.get("home") or "") for r in _jsonl(Path(samples_file))
             if r.get("family") == "planning" and (split is None or r.get("split") == split)]
    return list(dict.fromkeys(homes))


def home_folder(data_dir: Path | str, home: str) -> Path:
    """The benchmark folder of ``home``: ``data_dir/<home>`` when it exists, else ``data_dir`` itself
    when it is a benchmark folder of that home (benchmark.json field 'home')."""
    data_dir = Path(data_dir)
    if home and (data_dir / home / "world.json").is_file():
        return data_dir / home
    meta = data_dir / "benchmark.json"
    said = json.loads(meta.read_text(encoding="utf-8")).get("home", "") if meta.is_file() else ""
    if (data_dir / "world.json").is_file() and (not home or not said or said == home):
        return data_dir
    raise DataError(f"no benchmark folder for home {home!r}: neither {data_dir / home} nor {data_dir} "
                    f"(benchmark.json field 'home' is {said!r}) holds it; run `worldlines generate --home {home}`")


class MemorySnapshots:
    """One base memory fed the trace in time order; copies of it as of each cutoff."""

    def __init__(self, trace: list[dict[str, Any]], workdir: Path, *, consolidate: bool = True) -> None:
        self.trace, self.workdir, self.consolidate = trace, Path(workdir), consolidate
        self.workdir.mkdir(parents=True, exist_ok=True)
        self.base_path = self.workdir / "base.db"
        self.base = Memory(str(self.base_path))
        self._cursor = 0
        self.prior_ids: set[str] = set()

    def _advance(self, cutoff_ns: int) -> None:
        batch = []
        while self._cursor < len(self.trace) and iso_to_ns(self.trace[self._cursor]["time"]) <= cutoff_ns:
            event = self.trace[self._cursor]
            batch.append(event)
            self.prior_ids.add(str(event["id"]))
            self._cursor += 1
        for start in range(0, len(batch), 2000):
            self.base.ingest(batch[start:start + 2000])
        if batch and self.consolidate:
            self.base.consolidate()

    def copy_at(self, cutoff_ns: int, name: str) -> Path:
        """A database file holding the memory as of ``cutoff_ns`` (cutoffs must not decrease)."""
        self._advance(cutoff_ns)
        target = self.workdir / f"{name}.db"
        for suffix in ("", "-wal", "-shm"):
            Path(f"{target}{suffix}").unlink(missing_ok=True)
        source = sqlite3.connect(str(self.base_path))
        dest = sqlite3.connect(str(target))
        try:
            source.backup(dest)
        finally:
            dest.close()
            source.close()
        return target

    def close(self) -> None:
        self.base.close()
