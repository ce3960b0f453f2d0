"""Soak benchmark of the memory node: stream many events through ROS 2 while asking questions.

The memory node runs as its own process on a fresh store. This process publishes ``WorldEvent``s
on the events topic (RELIABLE + KEEP_ALL, as every event stream of the suite) the way a robot
stack would: in chunks, waiting after each chunk until the node has acknowledged every sample
(``wait_for_all_acked``) and until its ``received`` counter is within ``max_in_flight`` of what
was sent. A second process calls ``Query`` at a steady rate, and a thread samples the node's
resident memory. The report: messages sent, received and stored (lost =
sent - received, must be 0), Query latency percentiles per window of time, RSS over time.
Imports rclpy: loaded by ``worldlines-graph soak`` only.
"""
from __future__ import annotations

import json
import math
import multiprocessing
import sys
import tempfile
import threading
import time
from dataclasses import dataclass
from datetime import datetime, timezone
from pathlib import Path
from typing import Any, Callable, Dict, List

from obsmem_interfaces import msg, srv
from obsmem_ros import Event, EventKind, FactSpec
from obsmem_ros.nodes import (EVENT_STREAM, RosCallTimeout, call_service, event_to_world_event, ros_node,
                              wait_for_service)

from .processes import NodeProcess

ROOMS = ("kitchen", "living_room", "bedroom", "bathroom", "hall")
QUESTIONS = ("Where is mug_{n}?", "What happened in the {room}?", "Where was book_{n} before?",
             "Who moved mug_{n}?")
PROGRESS_EVERY_S = 30
BASE_NS = int(datetime(2026, 3, 2, 6, 0, tzinfo=timezone.utc).timestamp()) * 1_000_000_000


@dataclass(frozen=True)
class SoakSettings:
    """How much to stream, how fast to query, how to pace."""

    events: int = 1_000_000
    chunk: int = 200
    max_in_flight: int = 2000
    query_period_s: float = 0.25
    windows: int = 10
    objects: int = 500
    timeout_s: float = 120.0
    partial_every_s: int = 300


def soak_event(index: int, objects: int) -> Event:
    """The ``index``-th event of the stream: the robot sees an object put somewhere, one second apart."""
    room = ROOMS[index % len(ROOMS)]
    thing = f"{'mug' if index % 2 else 'book'}_{index % objects}"
    return Event(id=f"soak{index:08d}", time_ns=BASE_NS + index * 1_000_000_000, kind=EventKind.OBSERVATION,
                 actor="robot", verb="see", objects=(thing,), location=room, observers=("robot",), source="soak",
                 deltas=(FactSpec(entity=thing, attribute="location", value=f"{room}_table"),))


class RssSampler(threading.Thread):
    """Resident memory of a process, sampled once a second from /proc; prints a rate line and
    writes a partial report now and then."""

    def __init__(self, pid: int, progress: "SoakProgress", checkpoint: Callable[[List[Dict[str, float]]], None],
                 checkpoint_every_s: int) -> None:
        super().__init__(daemon=True)
        self.pid, self.progress, self.checkpoint = pid, progress, checkpoint
        self.checkpoint_every_s = checkpoint_every_s
        self.samples: List[Dict[str, float]] = []
        self.stop_event = threading.Event()

    def run(self) -> None:
        while not self.stop_event.wait(1.0):
            self.samples.append({"t_s": self.progress.elapsed(), "sent": self.progress.sent,
                                 "rss_mb": rss_mb(self.pid)})
            if len(self.samples) % PROGRESS_EVERY_S == 0:
                self._report_rate()
            if len(self.samples) % self.checkpoint_every_s == 0:
                self.checkpoint(list(self.samples))

    def _report_rate(self) -> None:
        """A rate line on stderr: long runs show progress (the CLI is often not on a terminal)."""
        now = self.samples[-1]
        total = self.progress.total
        rate = now["sent"] / max(now["t_s"], 1e-9)
        left = (total - now["sent"]) / rate if rate > 0 else float("inf")
        print(f"soak: {now['sent']:,} / {total:,} events sent, {rate:,.0f} ev/s, node RSS "
              f"{now['rss_mb']:.0f} MiB, about {left / 60:.0f} min left", file=sys.stderr, flush=True)


def rss_mb(pid: int) -> float:
    """VmRSS of ``pid`` in MiB (0 when the process is gone)."""
    try:
        for line in Path(f"/proc/{pid}/status").read_text().splitlines():
            if line.startswith("VmRSS:"):
                return int(line.split()[1]) / 1024.0
    except OSError:
        pass
    return 0.0


class SoakProgress:
    """Events sent so far, shared with the query process."""

    def __init__(self, context: Any, total: int) -> None:
        self.started = time.perf_counter()
        self.total = total
        self.shared_sent = context.Value("q", 0, lock=False)
        self.done = context.Event()
        self.asking = context.Event()
        self.counts: Dict[str, int] = {"received": 0, "stored": 0, "rejected": 0}

    @property
    def sent(self) -> int:
        return self.shared_sent.value

    @sent.setter
    def sent(self, value: int) -> None:
        self.shared_sent.value = value

    def elapsed(self) -> float:
        return round(time.perf_counter() - self.started, 3)


def _query_process(settings: SoakSettings, sent: Any, done: Any, asking: Any, out_path: str) -> None:
    """Ask questions at a steady rate until ``done``, appending ``{t_s, sent, latency_ms, ...}`` per
    question to the JSON-lines file ``out_path`` as it goes (a run stopped early keeps its answers).
    Runs in its own process, as another client of the robot would (and so that the publisher's
    waits never stall it)."""
    with ros_node("soak_query") as node, open(out_path, "a", encoding="utf-8") as out:
        client = wait_for_service(node, srv.Query, "/obsmem/query", timeout=settings.timeout_s)
        started = time.perf_counter()
        asking.set()
        n = 0
        while not done.is_set():
            question = QUESTIONS[n % len(QUESTIONS)].format(n=n % settings.objects, room=ROOMS[n % len(ROOMS)])
            at_sent = sent.value
            start = time.perf_counter()
            row = {"t_s": round(start - started, 3), "sent": at_sent,
                   **timed_query(node, client, question, settings.timeout_s)}
            row["latency_ms"] = (time.perf_counter() - start) * 1000
            out.write(json.dumps(row) + "\n")
            out.flush()
            n += 1
            done.wait(settings.query_period_s)


def read_query_rows(path: Path) -> List[Dict[str, Any]]:
    """The query rows written so far (a line still being written is skipped)."""
    if not path.exists():
        return []
    rows = []
    for line in path.read_text(encoding="utf-8").splitlines():
        try:
            rows.append(json.loads(line))
        except json.JSONDecodeError:
            continue
    return rows


def timed_query(node: Any, client: Any, question: str, timeout: float) -> Dict[str, Any]:
    """One Query; a question unanswered within ``timeout`` is a recorded error (a stalled node is
    a finding of the soak, not the end of it)."""
    try:
        response = call_service(node, client, srv.Query.Request(question=question), timeout=timeout)
    except RosCallTimeout:
        return {"error": f"no answer within {timeout:.0f} s", "known": False, "timed_out": True}
    return {"error": response.error, "known": response.known, "timed_out": False}


def _stats(node: Any, client: Any, timeout: float, progress: "SoakProgress") -> Any:
    reply = call_service(node, client, srv.MemoryStats.Request(), timeout=timeout)
    progress.counts = {"received": reply.received, "stored": reply.stored_events, "rejected": reply.rejected}
    return reply


def _publish(settings: SoakSettings, node: Any, progress: SoakProgress) -> Dict[str, Any]:
    """Publish every event, paced by acknowledgements and the node's received counter."""
    publisher = node.create_publisher(msg.WorldEvent, "worldlines/events", EVENT_STREAM)
    stats = wait_for_service(node, srv.MemoryStats, "/obsmem/stats", timeout=settings.timeout_s)
    deadline = time.monotonic() + settings.timeout_s
    while publisher.get_subscription_count() < 1:
        if time.monotonic() > deadline:
            raise TimeoutError("the memory node did not subscribe to worldlines/events")
        time.sleep(0.05)
    waits = 0
    for start in range(0, settings.events, settings.chunk):
        for index in range(start, min(start + settings.chunk, settings.events)):
            publisher.publish(event_to_world_event(soak_event(index, settings.objects)))
            progress.sent += 1
        if not publisher.wait_for_all_acked(timeout=_duration(settings.timeout_s)):
            raise TimeoutError(f"samples not acknowledged within {settings.timeout_s} s after {progress.sent} sent")
        while progress.sent - _stats(node, stats, settings.timeout_s, progress).received > settings.max_in_flight:
            waits += 1
            time.sleep(0.05)
    final = _stats(node, stats, settings.timeout_s, progress)
    deadline = time.monotonic() + settings.timeout_s
    while (final.received < progress.sent or final.pending) and time.monotonic() < deadline:
        time.sleep(0.2)
        final = _stats(node, stats, settings.timeout_s, progress)
    return {"sent": progress.sent, "received": final.received, "stored": final.stored_events,
            "rejected": final.rejected, "lost": progress.sent - final.received, "pacing_waits": waits}


def _duration(seconds: float) -> Any:
    from rclpy.duration import Duration  # noqa: PLC0415 - rclpy only where publishing

    return Duration(seconds=seconds)


def percentile(values: List[float], q: float) -> float:
    """The ``q``-quantile (0..1) by nearest rank; 0 for no values."""
    if not values:
        return 0.0
    ordered = sorted(values)
    return ordered[min(len(ordered) - 1, max(0, math.ceil(q * len(ordered)) - 1))]


def latency_windows(queries: List[Dict[str, Any]], seconds: float, windows: int) -> List[Dict[str, Any]]:
    """Query latency per window of time (``windows`` equal slices of the run), with the events
    sent by the window's last query."""
    size = max(seconds, 1e-9) / windows
    rows = []
    for w in range(windows):
        inside = [q for q in queries if w * size <= q["t_s"] < (w + 1) * size or w == windows - 1 and q["t_s"] >= seconds]
        latencies = [q["latency_ms"] for q in inside]
        rows.append({"t_from_s": round(w * size, 2), "t_to_s": round((w + 1) * size, 2), "queries": len(inside),
                     "events_sent": max((q["sent"] for q in inside), default=0),
                     "p50_ms": round(percentile(latencies, 0.5), 2), "p95_ms": round(percentile(latencies, 0.95), 2),
                     "max_ms": round(max(latencies, default=0.0), 2)})
    return rows


def run_soak(settings: SoakSettings, out_dir: Path) -> Dict[str, Any]:
    """Run the soak and write ``soak.json`` (and ``soak.png``) into ``out_dir``; returns the report.
    Every ``settings.partial_every_s`` a partial report (``complete: false``) is written in their place, so
    a long run stopped early still leaves its figures; the questions asked are kept in
    ``soak_queries.jsonl``."""
    out_dir.mkdir(parents=True, exist_ok=True)
    context = multiprocessing.get_context("spawn")
    progress = SoakProgress(context, settings.events)
    answers = out_dir / "soak_queries.jsonl"
    answers.write_text("")
    with tempfile.TemporaryDirectory(prefix="soak-") as tmp:
        with NodeProcess(package="obsmem_ros", executable="memory_node", name="memory",
                         params={"db_path": str(Path(tmp) / "soak.db")}, log_dir=Path(tmp)) as proc, \
                ros_node("soak_publisher") as node:
            wait_for_service(node, srv.Query, "/obsmem/query", timeout=settings.timeout_s)
            rss_start = rss_mb(proc.pid)

            def checkpoint(samples: List[Dict[str, float]]) -> None:
                counts = {"sent": progress.sent, **progress.counts, "lost": None,
                          "in_flight": progress.sent - progress.counts["received"], "pacing_waits": None}
                _write(out_dir, {"complete": False, **_report(settings, counts, read_query_rows(answers), samples,
                                                             progress.elapsed(), rss_start, rss_mb(proc.pid), proc.alive())})

            sampler = RssSampler(proc.pid, progress, checkpoint, settings.partial_every_s)
            asker = context.Process(target=_query_process, daemon=True, args=(
                settings, progress.shared_sent, progress.done, progress.asking, str(answers)))
            asker.start()
            try:
                if not progress.asking.wait(settings.timeout_s):
                    raise TimeoutError("the query process did not find /obsmem/query")
                progress.started = time.perf_counter()
                sampler.start()
                counts = _publish(settings, node, progress)
            finally:
                progress.done.set()
                sampler.stop_event.set()
                asker.join(settings.timeout_s)
                sampler.join()
            seconds = progress.elapsed()
            rss_end = rss_mb(proc.pid)
            alive = proc.alive()
    report = {"complete": True, **_report(settings, counts, read_query_rows(answers), sampler.samples, seconds,
                                          rss_start, rss_end, alive)}
    _write(out_dir, report)
    return report


def _write(out_dir: Path, report: Dict[str, Any]) -> None:
    (out_dir / "soak.json").write_text(json.dumps(report, indent=2) + "\n")
    _plot(report, out_dir / "soak.png")


def _report(settings: SoakSettings, counts: Dict[str, Any], queries: List[Dict[str, Any]],
            rss: List[Dict[str, float]], seconds: float, rss_start: float, rss_end: float,
            alive: bool) -> Dict[str, Any]:
    latencies = [q["latency_ms"] for q in queries]
    return {
        "settings": settings.__dict__, "seconds": seconds, "events_per_s": round(counts["sent"] / max(seconds, 1e-9), 1),
        **counts, "node_alive": alive,
        "queries": len(queries), "query_errors": sum(1 for q in queries if q["error"]),
        "query_timeouts": sum(1 for q in queries if q.get("timed_out")),
        "query_p50_ms": round(percentile(latencies, 0.5), 2), "query_p95_ms": round(percentile(latencies, 0.95), 2),
        "latency_windows": latency_windows(queries, seconds, settings.windows),
        "rss_start_mb": round(rss_start, 1), "rss_end_mb": round(rss_end, 1),
        "rss_max_mb": round(max([s["rss_mb"] for s in rss] + [rss_end]), 1),
        "rss_growth_mb": round(rss_end - rss_start, 1), "rss_samples": rss,
    }


def _plot(report: Dict[str, Any], path: Path) -> None:
    import matplotlib  # noqa: PLC0415 - plotting only here

    matplotlib.use("Agg")
    import matplotlib.pyplot as plt  # noqa: PLC0415

    fig, (top, bottom) = plt.subplots(2, 1, figsize=(8, 6), sharex=True)
    windows = report["latency_windows"]
    mids = [(w["t_from_s"] + w["t_to_s"]) / 2 for w in windows]
    top.plot(mids, [w["p95_ms"] for w in windows], marker="o", label="p95")
    top.plot(mids, [w["p50_ms"] for w in windows], marker=".", label="p50")
    top.set_ylabel("Query latency (ms)")
    top.legend()
    bottom.plot([s["t_s"] for s in report["rss_samples"]], [s["rss_mb"] for s in report["rss_samples"]])
    bottom.set_ylabel("memory node RSS (MiB)")
    bottom.set_xlabel("seconds since the first event")
    done = f"lost {report['lost']}" if report["complete"] else "partial: still running"
    fig.suptitle(f"soak: {report['sent']} events, {done}, {report['events_per_s']} ev/s")
    fig.tight_layout()
    fig.savefig(path, dpi=100)
    plt.close(fig)
