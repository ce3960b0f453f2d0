"""Build a benchmark folder: simulate, mine, check for leakage, validate, write the files.

``build_benchmark`` is what ``worldlines generate`` runs. It refuses to write samples that fail
the leakage checker or any file that fails its JSON schema.
"""
from __future__ import annotations

from collections import Counter
from dataclasses import dataclass, field
from pathlib import Path
from typing import Any, Callable, Dict, List, Optional

from worldlines_sim_bridge.errors import LeakageError

from ..formats import files
from ..formats.validation import validate, validate_rows
from ..sim.home import Home
from ..tracegen.config import DEFAULT_SPEECH, GeneratorConfig
from ..tracegen.director import Trace, generate_trace
from ..tracegen.speech import restore_meaning, speak
from .mining import MinerConfig, mine_samples
from .index import TraceIndex
from .leakage import check_samples


@dataclass
class BuildReport:
    """What was written, with counts for the console and for benchmark.json."""

    out_dir: Path
    events: int
    days: int
    robot_visible: int
    samples_per_family: Dict[str, int] = field(default_factory=dict)
    meta: Dict[str, Any] = field(default_factory=dict)


def build_benchmark(gen: GeneratorConfig, miner: MinerConfig, out_dir: Path,
                    on_day: Optional[Callable[[int], None]] = None,
                    on_family: Optional[Callable[[str], None]] = None) -> BuildReport:
    """Generate the trace, mine and check samples, and write trace.jsonl, world.json, samples.jsonl, benchmark.json."""
    out_dir = Path(out_dir)
    out_dir.mkdir(parents=True, exist_ok=True)
    trace = generate_trace(gen, progress=on_day)
    index = TraceIndex(trace.events, trace.home)
    qa, plans = mine_samples(index, miner, progress=on_family or (lambda family: None))
    rows = qa + plans
    problems = check_samples(rows, index)
    if problems:
        raise LeakageError(f"{len(problems)} sample(s) failed the leakage check; first: {problems[0]}.")
    return _write(trace, index, rows, gen, miner, out_dir)


def _write(trace: Trace, index: TraceIndex, rows: List[Dict[str, Any]], gen: GeneratorConfig, miner: MinerConfig,
           out_dir: Path) -> BuildReport:
    spoken = speak(trace.events, trace.home, gen.seed, gen.speech)
    events_json = [e.to_json() for e in spoken.events]
    validate_rows(events_json, "trace_event", where=files.TRACE_FILE)
    validate_rows(rows, "sample", where=files.SAMPLES_FILE)
    world_json = trace.world.to_json()
    if spoken.meant:
        world_json["speech"] = spoken.meant
    validate(world_json, "world", where=files.WORLD_FILE)
    files.write_jsonl(out_dir / files.TRACE_FILE, events_json)
    files.write_jsonl(out_dir / files.SAMPLES_FILE, rows)
    files.write_json(out_dir / files.WORLD_FILE, world_json)
    per_family = dict(sorted(Counter(r["family"] for r in rows).items()))
    visible = len(index.robot_list)
    meta = {"seed": gen.seed, "days": gen.days, "home": trace.home.name, "people": [p.id for p in trace.home.people],
            "events_per_day_target": gen.events_per_day, "events": len(trace.events), "robot_visible_events": visible,
            "events_per_day": round(len(trace.events) / gen.days, 1), "qa": miner.qa, "plans": miner.plans, "wording": miner.wording,
            "samples_per_family": per_family, "commitments": len(trace.state.book.items),
            "files": [files.TRACE_FILE, files.WORLD_FILE, files.SAMPLES_FILE]}
    if gen.speech != DEFAULT_SPEECH:
        meta["speech"] = gen.speech
    files.write_json(out_dir / files.META_FILE, meta)
    return BuildReport(out_dir=out_dir, events=len(trace.events), days=gen.days, robot_visible=visible,
                       samples_per_family=per_family, meta=meta)


def load_index(data_dir: Path) -> TraceIndex:
    """The TraceIndex of a written benchmark folder (trace.jsonl + world.json, with what varied speech meant)."""
    world = files.read_json(Path(data_dir) / files.WORLD_FILE)
    events = restore_meaning(files.read_trace(Path(data_dir) / files.TRACE_FILE), world.get("speech", []))
    return TraceIndex(events, Home.from_json(world["home"]))
