"""One benchmark run at one size: build the memory, time its queries, measure its footprint.

Runs in its own process (`python -m obsmem_ros.bench.workload`) so peak RSS is per size.
Writes `<out>/size-<label>.json` (aggregates) and `<out>/size-<label>.jsonl` (one row per query).

Ingest stores the event log and queues the derived views (``core/derivation.py``); the first read
derives them. So the ingest figure never stands alone: beside it are the events still pending after
ingest, the first query's time (which does that catch-up), the catch-up's own wall and CPU seconds,
and the end-to-end rate (ingest + catch-up), each beside the bare SQLite floor of the same run.

Query latency, each as wall time and as this process's CPU time (all threads; on a shared machine
the wall figure includes the wait for a core): structured questions through the default (language)
parser, parse included; free-text questions (open questions no typed intent reads, answered by the
text index) through the language parser; and the language parser alone (question -> query plan) on
every question, with the parses of questions not asked before in the run apart (first-asked: the
parser holds recent texts' parse and embedding, so a question asked again costs less).
"""
from __future__ import annotations

import json
import random
import resource
import time
from dataclasses import asdict, dataclass, field
from pathlib import Path
from typing import Callable, Dict, List, Optional, Set, Tuple

import click
from tqdm import tqdm

from obsmem_ros.bench.floor import bare_insert_rate
from obsmem_ros.bench.household import FURNITURE, HouseholdTrace
from obsmem_ros.bench.stats import percentiles
from obsmem_ros.core import EngineConfig, event_from_json
from obsmem_ros.core.memory import Memory
from obsmem_ros.core.query import QueryConfig, QueryEngine
from obsmem_ros.core.store import EventRows

BATCH = 5000


@dataclass
class SizeResult:
    """The figures of one size."""

    label: str
    events: int
    generated: int
    ingest_s: float
    ingest_rate: float  # typed Events in (as the simulator and the node's conversion hand them over)
    json_rate: float  # the same stream as trace lines: the JSON edge's validation plus ingest
    bare_rate: float  # the floor: the same event rows into a bare SQLite table (``floor``), same run
    ingest_vs_bare: float  # ingest_rate / bare_rate, to 4 significant digits (a loaded machine gives ratios near 0.01)
    ingest_cpu_s: float  # this process's CPU seconds in ingest (the figure to trust on a shared machine)
    ingest_cpu_rate: float
    pending: int  # events stored whose derived views wait for the first read
    first_query_s: float  # the first query after ingest, its catch-up included
    catch_up_s: float  # the catch-up alone (wall), and its CPU seconds
    catch_up_cpu_s: float
    end_to_end_rate: float  # events / (ingest + catch-up), wall
    end_to_end_cpu_rate: float  # events / (ingest + catch-up), CPU
    end_to_end_vs_bare: float  # end_to_end_rate / bare_rate
    db_bytes: int
    bytes_per_event: float
    structured_ms: Dict[str, float] = field(default_factory=dict)  # the default (language) parser, parse included
    structured_cpu_ms: Dict[str, float] = field(default_factory=dict)  # CPU time of the same queries (this process)
    free_text_ms: Dict[str, float] = field(default_factory=dict)  # whole queries through the language parser
    parse_ms: Dict[str, float] = field(default_factory=dict)  # the language parser: question -> query plan
    free_text_cpu_ms: Dict[str, float] = field(default_factory=dict)  # CPU time of the same queries (this process)
    parse_cpu_ms: Dict[str, float] = field(default_factory=dict)
    parse_first_ms: Dict[str, float] = field(default_factory=dict)  # parses of questions not asked before in the run
    parse_first_cpu_ms: Dict[str, float] = field(default_factory=dict)  # (the parser holds recent texts' parse and embedding)
    text_index_build_s: float = 0.0
    peak_rss_bytes: int = 0
    known_rate: float = 0.0


def build(memory: Memory, trace: HouseholdTrace, target: int) -> tuple:
    """Ingest generated events until memory holds `target`; returns (seconds in ingest, its CPU
    seconds, generated, events stored per batch, seconds the JSON edge takes to validate the same
    events' trace lines)."""
    spent, cpu, edge, generated, stored, batches = 0.0, 0.0, 0.0, 0, memory.event_count(), []
    with tqdm(total=target, desc=f"ingest {target:,}", unit="ev", unit_scale=True, leave=False,
              disable=None) as bar:
        while stored < target:
            batch = list(trace.events(min(BATCH, max(64, int((target - stored) * 2.5)))))
            generated += len(batch)
            edge += json_edge_seconds([event.to_json() for event in batch], memory.config)
            start, start_cpu = time.perf_counter(), time.process_time()
            report = memory.ingest(batch)
            spent += time.perf_counter() - start
            cpu += time.process_time() - start_cpu
            batches.append(report.accepted)
            take = min(report.accepted, target - stored)
            stored += report.accepted
            bar.update(take)
    return spent, cpu, generated, batches, edge


def json_edge_seconds(lines: List[dict], config: EngineConfig) -> float:
    """Seconds to validate trace lines into ``Event``s (what the same stream would add as JSON)."""
    start = time.perf_counter()
    for line in lines:
        event_from_json(line, config)
    return time.perf_counter() - start


def _places() -> List[str]:
    """The furniture's names as people say them ("kitchen table")."""
    return [f.rsplit("_", 1)[0].replace("_", " ") for fs in FURNITURE.values() for f in fs]


def structured_questions(trace: HouseholdTrace, days: int, rng: random.Random, n: int) -> List[str]:
    names = [name for _id, name in trace.thing_names()]
    places = _places()
    templates: List[Callable[[], str]] = [
        lambda: f"Where is the {rng.choice(names)}?",
        lambda: f"Where was the {rng.choice(names)} before?",
        lambda: f"Where was the {rng.choice(names)} at {rng.randint(6, 22):02d}:00 on day {rng.randint(1, days)}?",
        lambda: f"Who said the {rng.choice(names)} was on the {rng.choice(places)}?",
        lambda: f"Who moved the {rng.choice(names)}?",
        lambda: "Is the fridge open?",
        lambda: "What is the oven timer set to?",
        lambda: "How many times was the fridge opened yesterday?",
    ]
    return [templates[i % len(templates)]() for i in range(n)]


def free_text_questions(trace: HouseholdTrace, rng: random.Random, n: int) -> List[str]:
    """Open questions about a thing and a place ("what do you know about the red mug and the sofa"):
    no typed intent reads them, so the language parser plans free text and the text index answers
    (BM25 and the question's one sentence embedding). They name no spatial relation ("near"), which
    the spatial reader would answer from poses instead, without the parser or the text index."""
    names = [name for _id, name in trace.thing_names()]
    places = _places()
    return [f"what do you know about the {rng.choice(names)} and the {rng.choice(places)}" for _ in range(n)]


def timed(engine: QueryEngine, questions: List[str], kind: str, label: str, rows: list,
          cpu: Optional[List[float]] = None) -> List[float]:
    """Wall milliseconds of each answer (and, into `cpu`, its CPU milliseconds: on a shared machine
    the wall figure includes waiting for a core)."""
    samples = []
    for question in tqdm(questions, desc=f"{kind} queries", leave=False, disable=None):
        start, start_cpu = time.perf_counter(), time.process_time()
        answer = engine.answer(question)
        ms = (time.perf_counter() - start) * 1000
        samples.append(ms)
        if cpu is not None:
            cpu.append((time.process_time() - start_cpu) * 1000)
        rows.append({"size": label, "kind": kind, "question": question, "intent": answer.intent.value,
                     "known": answer.known, "value": answer.value_text, "latency_ms": round(ms, 3),
                     "evidence": [e.id for e in answer.evidence]})
    return samples


def timed_parse(engine: QueryEngine, questions: List[str], cpu: List[float], *, asked: Set[str],
                first: Tuple[List[float], List[float]]) -> List[float]:
    """Wall milliseconds of the language parser alone (question -> query plan: the sentence
    embedding, the syntactic parse, the classifier, entity linking); CPU milliseconds into `cpu`.
    The parses of questions not in `asked` (not asked before in this run: no parse or embedding
    of theirs is held) also go into `first` (wall, CPU); `asked` grows by each question."""
    samples = []
    for question in questions:
        start, start_cpu = time.perf_counter(), time.process_time()
        engine.plan(question)
        samples.append((time.perf_counter() - start) * 1000)
        cpu.append((time.process_time() - start_cpu) * 1000)
        if question not in asked:
            first[0].append(samples[-1])
            first[1].append(cpu[-1])
            asked.add(question)
    return samples


def run_size(label: str, target: int, out: Path, *, seed: int, queries: int, free_text: int) -> SizeResult:
    out.mkdir(parents=True, exist_ok=True)
    db = out / f"home-{label}.db"
    for stale in out.glob(f"home-{label}.db*"):
        stale.unlink()
    trace = HouseholdTrace(seed)
    rng = random.Random(seed)
    with Memory(str(db)) as memory:
        memory.warm_up()  # model loading is a start-up cost, not ingest
        ingest_s, ingest_cpu_s, generated, batches, edge_s = build(memory, trace, target)
        events, pending = memory.event_count(), memory.pending()
        rows = EventRows(memory.store).in_log_order()
        bare_rate = bare_insert_rate(out / f"bare-{label}.db", rows, batches, synchronous=memory.config.synchronous)
        del rows
        db_bytes = memory.store.size_bytes()
        span = memory.time_span()
        days = max(1, (span[1] - span[0]) // 86_400_000_000_000)
        engine = QueryEngine.open(memory, db)
        rows: list = []
        warm = structured_questions(trace, days, random.Random(seed + 1), 16)
        start = time.perf_counter()
        engine.answer(warm[0])  # the first read: derives what ingest queued
        first_query_s = time.perf_counter() - start
        caught = memory.last_catch_up
        timed(engine, warm, "warmup", label, [])
        asked = structured_questions(trace, days, rng, queries)
        structured_cpu: List[float] = []
        structured = timed(engine, asked, "structured", label, rows, structured_cpu)
        start = time.perf_counter()
        engine.text_index.sync(memory)
        engine.text_index.search("warm up the embedding model", k=1)
        build_s = time.perf_counter() - start
        language = QueryEngine(memory, config=QueryConfig(parser="language"), text_index=engine.text_index)
        timed(language, warm, "warmup", label, [])  # loads spaCy and the intent classifier
        free_questions = free_text_questions(trace, rng, free_text)
        free_cpu: List[float] = []
        free = timed(language, free_questions, "free_text", label, rows, free_cpu)
        parse_cpu: List[float] = []
        first: Tuple[List[float], List[float]] = ([], [])
        parse = timed_parse(language, structured_questions(trace, days, rng, queries) + free_questions, parse_cpu,
                            asked=set(warm + asked + free_questions), first=first)
        engine.close()
    result = SizeResult(label=label, events=events, generated=generated, ingest_s=round(ingest_s, 3),
                        ingest_rate=round(events / ingest_s, 1), json_rate=round(events / (ingest_s + edge_s), 1),
                        bare_rate=round(bare_rate, 1),
                        ingest_vs_bare=float(f"{events / ingest_s / bare_rate:.4g}"),
                        ingest_cpu_s=round(ingest_cpu_s, 3), ingest_cpu_rate=round(events / ingest_cpu_s, 1),
                        pending=pending, first_query_s=round(first_query_s, 3), catch_up_s=round(caught.seconds, 3),
                        catch_up_cpu_s=round(caught.cpu_seconds, 3),
                        end_to_end_rate=round(events / (ingest_s + caught.seconds), 1),
                        end_to_end_cpu_rate=round(events / (ingest_cpu_s + caught.cpu_seconds), 1),
                        end_to_end_vs_bare=float(f"{events / (ingest_s + caught.seconds) / bare_rate:.4g}"),
                        db_bytes=db_bytes,
                        bytes_per_event=round(db_bytes / max(events, 1), 1), structured_ms=percentiles(structured),
                        structured_cpu_ms=percentiles(structured_cpu),
                        free_text_ms=percentiles(free), parse_ms=percentiles(parse),
                        free_text_cpu_ms=percentiles(free_cpu), parse_cpu_ms=percentiles(parse_cpu),
                        parse_first_ms=percentiles(first[0]) if first[0] else {},
                        parse_first_cpu_ms=percentiles(first[1]) if first[1] else {},
                        text_index_build_s=round(build_s, 2),
                        peak_rss_bytes=resource.getrusage(resource.RUSAGE_SELF).ru_maxrss * 1024,
                        known_rate=round(sum(r["known"] for r in rows if r["kind"] == "structured") / max(queries, 1), 3))
    (out / f"size-{label}.json").write_text(json.dumps(asdict(result), indent=2))
    with (out / f"size-{label}.jsonl").open("w") as handle:
        for row in rows:
            handle.write(json.dumps(row) + "\n")
    return result


@click.command()
@click.option("--label", required=True)
@click.option("--events", type=int, required=True)
@click.option("--out", type=click.Path(file_okay=False, path_type=Path), required=True)
@click.option("--seed", type=int, default=7)
@click.option("--queries", type=int, default=200)
@click.option("--free-text", type=int, default=50)
def main(label: str, events: int, out: Path, seed: int, queries: int, free_text: int) -> None:
    """Run one size (the parent `python -m obsmem_ros.bench` starts one process per size)."""
    run_size(label, events, out, seed=seed, queries=queries, free_text=free_text)


if __name__ == "__main__":
    main()
