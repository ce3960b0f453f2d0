"""Benchmark output: the printed table, the JSON summary and the plot."""
from __future__ import annotations

import json
from pathlib import Path
from typing import Any, Dict, List, Optional

from rich.console import Console
from rich.table import Table


def growth(results: List[Dict[str, Any]], key: str) -> Optional[float]:
    """p95 of the largest size over p95 of the smallest (1.0 = flat)."""
    if len(results) < 2:
        return None
    small, large = results[0][key]["p95"], results[-1][key]["p95"]
    return round(large / small, 2) if small else None


def print_table(results: List[Dict[str, Any]], ros: Dict[str, Any], console: Console) -> None:
    print_ingest_table(results, console)
    table = Table(title="ObsMem memory benchmark: queries and footprint")
    for column in ("size", "events", "structured p50/p95 ms", "parse p50/p95 ms", "first-asked parse p50/p95 ms",
                   "free-text p50/p95 ms", "CPU structured p50/p95 ms", "CPU parse p50/p95 ms", "CPU first-asked parse p50/p95 ms",
                   "CPU free-text p50/p95 ms", "text index build s", "bytes/event", "peak RSS MB",
                   "ROS Query p50/p95 ms"):
        table.add_column(column, justify="right")
    for r in results:
        rq = ros.get(r["label"], {})
        ros_cell = f"{rq['p50']:.2f} / {rq['p95']:.2f}" if "p95" in rq else rq.get("skipped", "-")
        table.add_row(r["label"], f"{r['events']:,}",
                      f"{r['structured_ms']['p50']:.2f} / {r['structured_ms']['p95']:.2f}",
                      _pair(r, "parse_ms"), _pair(r, "parse_first_ms"), _pair(r, "free_text_ms"),
                      _pair(r, "structured_cpu_ms"), _pair(r, "parse_cpu_ms"), _pair(r, "parse_first_cpu_ms"), _pair(r, "free_text_cpu_ms"),
                      f"{r['text_index_build_s']:.1f}", f"{r['bytes_per_event']:,.0f}",
                      f"{r['peak_rss_bytes'] / 2**20:,.0f}", ros_cell)
    console.print(table)
    console.print("structured: the default (language) parser, its parse included; parse and free-text: the language "
                  "parser (open questions no typed intent reads, answered by the text index as a Query is); "
                  "first-asked: parses of questions not asked before in the run (the parser holds recent texts' "
                  "spaCy parse and embedding); CPU: this process's CPU time (all threads), the figure to trust "
                  "on a shared machine")
    for key, name in (("structured_ms", "structured"), ("parse_ms", "parse"), ("free_text_ms", "free-text")):
        ratio = growth(results, key)
        if ratio is not None:
            console.print(f"{name} query p95 growth {results[-1]['label']} vs {results[0]['label']}: {ratio}x")


def print_ingest_table(results: List[Dict[str, Any]], console: Console) -> None:
    """Ingest beside its floor, and the derived work it leaves for the first read, in one table."""
    table = Table(title="ObsMem memory benchmark: ingest")
    for column in ("size", "events", "ingest ev/s", "ingest CPU ev/s", "via JSON ev/s", "bare SQLite ev/s",
                   "ingest / bare", "pending after ingest", "first query s", "catch-up s (CPU s)",
                   "ingest + catch-up ev/s", "(CPU ev/s)", "end to end / bare"):
        table.add_column(column, justify="right")
    for r in results:
        table.add_row(r["label"], f"{r['events']:,}", f"{r['ingest_rate']:,.0f}", f"{r['ingest_cpu_rate']:,.0f}",
                      f"{r['json_rate']:,.0f}", f"{r['bare_rate']:,.0f}", f"{r['ingest_vs_bare']:.3f}",
                      f"{r['pending']:,}", f"{r['first_query_s']:.2f}",
                      f"{r['catch_up_s']:.2f} ({r['catch_up_cpu_s']:.2f})", f"{r['end_to_end_rate']:,.0f}",
                      f"{r['end_to_end_cpu_rate']:,.0f}", f"{r['end_to_end_vs_bare']:.3f}")
    console.print(table)
    console.print("ingest stores the event log and queues the derived views (entities, heard speech, facts, "
                  "commitments, episode cards); the first query derives them (its time includes the catch-up)")


def _pair(r: Dict[str, Any], key: str) -> str:
    stats = r.get(key) or {}
    return f"{stats['p50']:.1f} / {stats['p95']:.1f}" if "p95" in stats else "-"


def plot(results: List[Dict[str, Any]], ros: Dict[str, Any], path: Path) -> None:
    import matplotlib

    matplotlib.use("Agg")
    import matplotlib.pyplot as plt

    sizes = [r["events"] for r in results]
    fig, (left, right) = plt.subplots(1, 2, figsize=(11, 4))
    for key, name in (("structured_ms", "structured"), ("parse_ms", "language parse"), ("free_text_ms", "free text")):
        for stat, style in (("p50", "-o"), ("p95", "--o")):
            left.plot(sizes, [r[key][stat] for r in results], style, label=f"{name} {stat}")
    timed = [(r["events"], ros[r["label"]]) for r in results if "p95" in ros.get(r["label"], {})]
    for stat, style in (("p50", "-s"), ("p95", "--s")):
        if timed:
            left.plot([n for n, _ in timed], [q[stat] for _, q in timed], style, label=f"ROS Query service {stat}")
    left.axhline(5.0, color="grey", linestyle=":", label="aim: structured p95 5 ms")
    left.set(xscale="log", yscale="log", xlabel="events in memory", ylabel="query latency (ms)",
             title="Query latency vs memory size")
    left.legend(fontsize=7, loc="center right")
    right.plot(sizes, [r["ingest_rate"] for r in results], "-o", label="ingest events/s (typed Events)")
    right.plot(sizes, [r["json_rate"] for r in results], "-s", label="the same via JSON (edge validation + ingest)")
    right.plot(sizes, [r["end_to_end_rate"] for r in results], "-d", label="ingest + catch-up (derived views)")
    right.plot(sizes, [r["bare_rate"] for r in results], "--^", label="bare SQLite insert of the same rows")
    for r in results:
        right.annotate(f"{r['ingest_vs_bare']:.2f}x bare", (r["events"], r["ingest_rate"]), fontsize=7,
                       textcoords="offset points", xytext=(4, -10))
    right.axhline(20_000, color="grey", linestyle=":", label="aim 20k/s")
    right.set(xscale="log", yscale="log", xlabel="events in memory", ylabel="events / s", title="Ingest rate")
    right.legend(fontsize=8)
    fig.tight_layout()
    fig.savefig(path, dpi=120)
    plt.close(fig)


def save(results: List[Dict[str, Any]], ros: Dict[str, Any], out: Path, meta: Dict[str, Any]) -> Path:
    summary = {**meta, "sizes": results, "ros_query_ms": ros,
               "growth_p95": {"structured": growth(results, "structured_ms"), "free_text": growth(results, "free_text_ms"),
                              "parse": growth(results, "parse_ms")},
               "aims": {"ingest_events_per_s": 20_000, "structured_p95_ms_at_1M": 5.0, "ros_p95_ms": 10.0,
                        "parse_p95_ms_at_100k": 10.0, "free_text_p95_ms_at_100k": 15.0}}
    path = out / "bench.json"
    path.write_text(json.dumps(summary, indent=2))
    return path
