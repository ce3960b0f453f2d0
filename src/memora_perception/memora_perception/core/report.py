"""Results people compare: JSON, JSONL rows, a markdown table beside the paper's figures, and a plot."""
from __future__ import annotations

import json
from pathlib import Path
from typing import Any, Dict, List, Sequence, Tuple

from .eam.evaluate import CHANCE, EamRow
from .eam.questions import QA_TYPES

PAPER_EAM_ACCURACY = 0.36   # overall EAM-QA with a 26B answer model over MEMORA's memory
PAPER_GENERALIZE_RGP = 0.45  # planning RGP on Generalize with a 35B model


def _pct(value: Any) -> str:
    return f"{100 * value:.1f}%" if isinstance(value, (int, float)) else "-"


def eam_markdown(results: Dict[str, Tuple[Dict[str, Any], List[EamRow]]]) -> str:
    """A table: one row per memory, accuracy per type, overall, E-rate; chance and the paper beside."""
    head = "| memory | " + " | ".join(QA_TYPES) + " | overall | E-rate | n |"
    lines = [head, "|" + "---|" * (len(QA_TYPES) + 4)]
    for name, (summary, _) in results.items():
        per_type = [_pct(summary["per_type"].get(t, {}).get("accuracy")) for t in QA_TYPES]
        lines.append(f"| {name} | " + " | ".join(per_type) + f" | {_pct(summary['accuracy'])} | {_pct(summary['e_rate'])} | {summary['n']} |")
    lines.append("| chance | " + " | ".join(_pct(CHANCE) for _ in QA_TYPES) + f" | {_pct(CHANCE)} | | |")
    lines.append(f"| paper (26B answer model, MEMORA memory) | | | | | {_pct(PAPER_EAM_ACCURACY)} | | |")
    return "\n".join(lines) + "\n"


def plot_eam(results: Dict[str, Tuple[Dict[str, Any], List[EamRow]]], path: Path, title: str) -> None:
    """Grouped bars of accuracy per question type and overall, with chance and the paper's overall figure."""
    import matplotlib

    matplotlib.use("Agg")
    import matplotlib.pyplot as plt

    groups = [*QA_TYPES, "overall"]
    fig, ax = plt.subplots(figsize=(8, 4))
    width = 0.8 / max(len(results), 1)
    for k, (name, (summary, _)) in enumerate(results.items()):
        values = [summary["per_type"].get(t, {}).get("accuracy", 0.0) for t in QA_TYPES] + [summary["accuracy"]]
        ax.bar([i + k * width for i in range(len(groups))], values, width, label=name)
    ax.axhline(CHANCE, color="grey", linestyle="--", label="chance (20%)")
    ax.axhline(PAPER_EAM_ACCURACY, color="black", linestyle=":", label="paper overall (36%)")
    ax.set_xticks([i + width * (len(results) - 1) / 2 for i in range(len(groups))], groups)
    ax.set_ylim(0, 1)
    ax.set_ylabel("accuracy")
    ax.set_title(title)
    ax.legend(fontsize=8)
    fig.tight_layout()
    fig.savefig(path, dpi=120)
    plt.close(fig)


def write_eam_report(out_dir: Path, results: Dict[str, Tuple[Dict[str, Any], List[EamRow]]]) -> List[Path]:
    """summary.json, results_<memory>.jsonl, report.md and eam_accuracy.png under `out_dir`."""
    out_dir.mkdir(parents=True, exist_ok=True)
    participant = next(iter(results.values()))[0]["participant"]
    written = [out_dir / "summary.json", out_dir / "report.md", out_dir / "eam_accuracy.png"]
    (out_dir / "summary.json").write_text(json.dumps({n: s for n, (s, _) in results.items()}, indent=2), encoding="utf-8")
    for name, (_, rows) in results.items():
        path = out_dir / f"results_{name}.jsonl"
        path.write_text("".join(json.dumps(r.to_dict()) + "\n" for r in rows), encoding="utf-8")
        written.append(path)
    (out_dir / "report.md").write_text(f"# EAM-QA, {participant}\n\n" + eam_markdown(results), encoding="utf-8")
    plot_eam(results, out_dir / "eam_accuracy.png", f"MEMORA-Bench EAM-QA, {participant}")
    return written


def plan_markdown(summary: Dict[str, Any]) -> str:
    lines = ["| n | order | key_obj | key_obj (task ground truth) | pref_adh | RGP | paper RGP (Generalize, 35B) |",
             "|---|---|---|---|---|---|---|",
             f"| {summary['n']} | {summary['order']} | {summary['key_obj']} | {summary['key_obj_gt']} | "
             f"{summary['pref_adh']} | {summary['rgp']} | {PAPER_GENERALIZE_RGP} |"]
    return "\n".join(lines) + "\n"


def write_plan_report(out_dir: Path, summary: Dict[str, Any], rows: Sequence[Dict[str, Any]]) -> List[Path]:
    """planning_summary.json, planning_results.jsonl, planning_report.md and planning_axes.png."""
    import matplotlib

    matplotlib.use("Agg")
    import matplotlib.pyplot as plt

    out_dir.mkdir(parents=True, exist_ok=True)
    (out_dir / "planning_summary.json").write_text(json.dumps(summary, indent=2), encoding="utf-8")
    (out_dir / "planning_results.jsonl").write_text("".join(json.dumps(r) + "\n" for r in rows), encoding="utf-8")
    (out_dir / "planning_report.md").write_text("# Planning replay\n\n" + plan_markdown(summary), encoding="utf-8")
    axes = ["order", "key_obj", "key_obj_gt", "pref_adh", "rgp"]
    fig, ax = plt.subplots(figsize=(6, 3.5))
    ax.bar(axes, [summary[a] or 0.0 for a in axes], color="tab:blue")
    ax.axhline(PAPER_GENERALIZE_RGP, color="black", linestyle=":", label="paper RGP, Generalize (0.45)")
    ax.set_ylim(0, 1)
    ax.legend(fontsize=8)
    fig.tight_layout()
    fig.savefig(out_dir / "planning_axes.png", dpi=120)
    plt.close(fig)
    return [out_dir / n for n in ("planning_summary.json", "planning_results.jsonl", "planning_report.md", "planning_axes.png")]
