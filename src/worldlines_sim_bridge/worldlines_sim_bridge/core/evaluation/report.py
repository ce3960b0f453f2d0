"""Results folders and reports: per-system rows in, JSON + markdown table + plots out.

Layout of a results folder (written by `worldlines eval --out DIR`, read by `worldlines report`):

    DIR/<system>/rows.jsonl     one ResultRow per sample (the only source of every number)
    DIR/<system>/summary.json   the aggregates of those rows (for convenience)
    DIR/report.json             {system: aggregates} recomputed from the rows
    DIR/report.md               a markdown table, systems side by side, plus per-family Judge
    DIR/per_family_judge.png    per-family Judge bars, one bar per system
    DIR/radar.png               a radar chart: per-family Judge and the retrieval metrics
"""
from __future__ import annotations

import json
from pathlib import Path
from typing import Any, Mapping, Optional, Sequence

from worldlines_sim_bridge.core.evaluation.metrics import aggregate
from worldlines_sim_bridge.core.evaluation.records import ResultRow
from worldlines_sim_bridge.core.evaluation.runner import ROWS_FILE
from worldlines_sim_bridge.core.formats import read_jsonl
from worldlines_sim_bridge.errors import BenchmarkFormatError

SUMMARY_FILE = "summary.json"
REPORT_JSON = "report.json"
REPORT_MD = "report.md"
BARS_PNG = "per_family_judge.png"
RADAR_PNG = "radar.png"
TABLE_COLUMNS = (("judge", "Judge"), ("perfect", "Perfect"), ("event_r5", "Event R@5"),
                 ("session_any5", "Session Any@5"), ("state_multihop_event_r5", "StateMultiHop R@5"),
                 ("hidden_judge", "Hidden Judge"))


def write_system_results(out_dir: Path, system: str, rows: Sequence[ResultRow]) -> dict[str, Any]:
    """Write DIR/<system>/summary.json from the rows (the rows file is written by the runner)."""
    folder = Path(out_dir) / system
    folder.mkdir(parents=True, exist_ok=True)
    summary = {"system": system, **aggregate(rows)}
    (folder / SUMMARY_FILE).write_text(json.dumps(summary, indent=2, sort_keys=True) + "\n", encoding="utf-8")
    return summary


def read_rows(path: Path) -> list[ResultRow]:
    return [ResultRow.from_json(raw) for raw in read_jsonl(Path(path))]


def load_results(results_dir: Path) -> dict[str, list[ResultRow]]:
    """{system: rows} for every DIR/<system>/rows.jsonl, systems sorted by name."""
    root = Path(results_dir)
    found = {p.parent.name: read_rows(p) for p in sorted(root.glob(f"*/{ROWS_FILE}"))}
    if not found:
        raise BenchmarkFormatError(f"No */{ROWS_FILE} under {root}: run `worldlines eval --out {root}` first.")
    return found


def _cell(value: Any) -> str:
    if value is None:
        return "-"
    return f"{value:.3f}" if isinstance(value, float) else str(value)


def markdown_table(summaries: Mapping[str, Mapping[str, Any]]) -> str:
    """Systems side by side: the headline metrics, latency, then per-family Judge."""
    header = ["system", *(label for _, label in TABLE_COLUMNS), "p50 ms", "p95 ms", "n"]
    lines = ["| " + " | ".join(header) + " |", "|" + "---|" * len(header)]
    for system, summary in summaries.items():
        latency = summary.get("latency_ms") or {}
        cells = [system, *(_cell(summary.get(key)) for key, _ in TABLE_COLUMNS),
                 _cell(latency.get("p50")), _cell(latency.get("p95")), _cell(summary.get("n"))]
        lines.append("| " + " | ".join(cells) + " |")
    families = sorted({f for s in summaries.values() for f in (s.get("per_family") or {})})
    lines += ["", "Per-family Judge:", "", "| family | " + " | ".join(summaries) + " |",
              "|" + "---|" * (len(summaries) + 1)]
    for family in families:
        lines.append(f"| {family} | " + " | ".join(_cell((s.get("per_family") or {}).get(family))
                                                   for s in summaries.values()) + " |")
    return "\n".join(lines) + "\n"


def plot_family_bars(summaries: Mapping[str, Mapping[str, Any]], path: Path) -> None:
    import matplotlib

    matplotlib.use("Agg")
    import matplotlib.pyplot as plt
    import numpy as np

    families = sorted({f for s in summaries.values() for f in (s.get("per_family") or {})})
    width = 0.8 / max(len(summaries), 1)
    figure, axes = plt.subplots(figsize=(max(6.0, 1.2 * len(families) + 2), 4.0))
    for offset, (system, summary) in enumerate(summaries.items()):
        values = [(summary.get("per_family") or {}).get(f) or 0.0 for f in families]
        axes.bar(np.arange(len(families)) + offset * width, values, width, label=system)
    axes.set_xticks(np.arange(len(families)) + width * (len(summaries) - 1) / 2)
    axes.set_xticklabels(families, rotation=30, ha="right")
    axes.set_ylim(0, 1)
    axes.set_ylabel("Judge (0-1)")
    axes.set_title("WorldLines Memory-QA: Judge per family")
    axes.legend(fontsize="small")
    figure.tight_layout()
    figure.savefig(path, dpi=120)
    plt.close(figure)


def plot_radar(summaries: Mapping[str, Mapping[str, Any]], path: Path) -> None:
    import matplotlib

    matplotlib.use("Agg")
    import matplotlib.pyplot as plt
    import numpy as np

    families = sorted({f for s in summaries.values() for f in (s.get("per_family") or {})})
    axes_names = [*families, "event_r5", "session_any5"]
    angles = np.linspace(0, 2 * np.pi, len(axes_names), endpoint=False).tolist()
    figure = plt.figure(figsize=(6.0, 6.0))
    axes = figure.add_subplot(polar=True)
    for system, summary in summaries.items():
        family_scores = summary.get("per_family") or {}
        values = [family_scores.get(f) or 0.0 for f in families]
        values += [summary.get("event_r5") or 0.0, summary.get("session_any5") or 0.0]
        axes.plot(angles + angles[:1], values + values[:1], label=system)
        axes.fill(angles + angles[:1], values + values[:1], alpha=0.1)
    axes.set_xticks(angles)
    axes.set_xticklabels(axes_names, fontsize="small")
    axes.set_ylim(0, 1)
    axes.legend(loc="upper right", bbox_to_anchor=(1.3, 1.1), fontsize="small")
    figure.tight_layout()
    figure.savefig(path, dpi=120)
    plt.close(figure)


def write_report(results_dir: Path, *, systems: Optional[Sequence[str]] = None) -> dict[str, Path]:
    """Recompute every system's aggregates from its rows; write the JSON, table and plots."""
    root = Path(results_dir)
    loaded = load_results(root)
    chosen = [s for s in (systems or loaded) if s in loaded]
    summaries = {system: aggregate(loaded[system]) for system in chosen}
    paths = {"json": root / REPORT_JSON, "markdown": root / REPORT_MD, "bars": root / BARS_PNG,
             "radar": root / RADAR_PNG}
    paths["json"].write_text(json.dumps(summaries, indent=2, sort_keys=True) + "\n", encoding="utf-8")
    paths["markdown"].write_text("# WorldLines Memory-QA results\n\n" + markdown_table(summaries), encoding="utf-8")
    plot_family_bars(summaries, paths["bars"])
    plot_radar(summaries, paths["radar"])
    return paths
