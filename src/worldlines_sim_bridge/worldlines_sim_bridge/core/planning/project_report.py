"""Project results: aggregates over result rows (overall, per task size, kind, wording split and
perturbation), a markdown table and a plot (success per setting; success by number of goals)."""
from __future__ import annotations

import json
from collections import defaultdict
from pathlib import Path
from statistics import mean
from typing import Any, Callable, Sequence

from .project_runner import ProjectResult

Row = dict[str, Any]
DIGITS = 4


def _rate(rows: Sequence[Row], key: Callable[[Row], float]) -> float | None:
    return round(sum(key(r) for r in rows) / len(rows), DIGITS) if rows else None


def _mean(values: Sequence[float | None]) -> float | None:
    kept = [v for v in values if v is not None]
    return round(mean(kept), DIGITS) if kept else None


def _groups(rows: Sequence[Row], key: Callable[[Row], Any]) -> dict[str, dict[str, Any]]:
    grouped: dict[Any, list[Row]] = defaultdict(list)
    for row in rows:
        grouped[key(row)].append(row)
    return {str(k): {"n": len(v), "success_rate": _rate(v, lambda r: r["success"])} for k, v in sorted(grouped.items())}


def summarize_projects(rows: Sequence[Row], name: str) -> dict[str, Any]:
    """One setting's figures: success, goal conditions, order, steps, asks, grounding, time; per size and more."""
    total = sum(r["goal_total"] for r in rows)
    unknown = [r for r in rows if r["asked_when_unknown"] is not None]
    return {
        "setting": name, "n": len(rows),
        "success_rate": _rate(rows, lambda r: r["success"]),
        "goal_condition_rate": round(sum(r["goal_met"] for r in rows) / total, DIGITS) if total else None,
        "order_violations": sum(r["order_violations"] for r in rows),
        "order_checked": sum(r["order_checked"] for r in rows),
        "ungrounded_actions": sum(r["ungrounded_actions"] for r in rows),
        "mean_steps": _mean([r["steps"] for r in rows]),
        "mean_reference_steps": _mean([r["reference_steps"] for r in rows]),
        "step_ratio": _mean([r["step_ratio"] for r in rows if r["success"]]),
        "asks": sum(r["asks"] for r in rows),
        "asked_when_unknown_rate": _rate(unknown, lambda r: r["asked_when_unknown"]),
        "errors": sum(1 for r in rows if r["error"]),
        "mean_latency_ms": _mean([r["latency_ms"] for r in rows]),
        "per_size": _groups(rows, lambda r: r["size"]),
        "per_kind": _groups(rows, lambda r: "+".join(r["kinds"])),
        "per_split": _groups(rows, lambda r: r["split"]),
        "moved": _groups([r for r in rows if r["moved"]], lambda r: "moved unseen"),
        "changed_mind": _groups([r for r in rows if r["change"]], lambda r: "changed mind"),
    }


def _cell(value: Any) -> str:
    return "-" if value is None else (f"{value:.3f}" if isinstance(value, float) else str(value))


def markdown_table(summaries: Sequence[dict[str, Any]]) -> str:
    """One row per setting, then success by number of goals."""
    head = ["setting", "n", "success", "goal cond.", "order viol.", "ungrounded", "steps / ref.", "asks",
            "ms / task"]
    lines = ["| " + " | ".join(head) + " |", "|" + "---|" * len(head)]
    for s in summaries:
        cells = [s["setting"], s["n"], s["success_rate"], s["goal_condition_rate"],
                 f"{s['order_violations']}/{s['order_checked']}", s["ungrounded_actions"], s["step_ratio"], s["asks"],
                 s["mean_latency_ms"]]
        lines.append("| " + " | ".join(_cell(c) for c in cells) + " |")
    sizes = sorted({int(k) for s in summaries for k in s["per_size"]})
    lines += ["", "| setting | " + " | ".join(f"{k} goals" for k in sizes) + " |", "|---|" + "---|" * len(sizes)]
    for s in summaries:
        cells = [f"{_cell(s['per_size'][str(k)]['success_rate'])} (n={s['per_size'][str(k)]['n']})"
                 if str(k) in s["per_size"] else "-" for k in sizes]
        lines.append(f"| {s['setting']} | " + " | ".join(cells) + " |")
    return "\n".join(lines) + "\n"


def plot(summaries: Sequence[dict[str, Any]], path: Path) -> None:
    """Left: success and goal-condition rate per setting; right: success by number of goals per setting."""
    import matplotlib

    matplotlib.use("Agg")
    import matplotlib.pyplot as plt

    fig, (left, right) = plt.subplots(1, 2, figsize=(12, 4.6))
    names = [s["setting"] for s in summaries]
    xs = range(len(names))
    left.bar([x - 0.2 for x in xs], [s["success_rate"] or 0 for s in summaries], width=0.4, label="task success")
    left.bar([x + 0.2 for x in xs], [s["goal_condition_rate"] or 0 for s in summaries], width=0.4,
             label="goal conditions")
    left.set_xticks(list(xs))
    left.set_xticklabels(names, rotation=20, ha="right")
    left.set_ylim(0, 1.05)
    left.set_title("Project tasks executed in the simulator")
    left.legend(loc="upper right", frameon=False)
    for s in summaries:
        sizes = sorted(int(k) for k in s["per_size"])
        right.plot(sizes, [s["per_size"][str(k)]["success_rate"] for k in sizes], marker="o", label=s["setting"])
    right.set_xlabel("goals in the task")
    right.set_ylabel("task success")
    right.set_ylim(-0.05, 1.05)
    right.set_title("Success by number of goals")
    right.legend(loc="lower left", frameon=False, fontsize=8)
    fig.tight_layout()
    fig.savefig(path, dpi=120)
    plt.close(fig)


def write_project_results(results: Sequence[ProjectResult], out_dir: Path | str) -> dict[str, Path]:
    """project_rows.jsonl, project_results.json, project_results.md and project_results.png in ``out_dir``."""
    out = Path(out_dir)
    out.mkdir(parents=True, exist_ok=True)
    summaries = [summarize_projects(r.rows, r.name) for r in results]
    paths = {"rows": out / "project_rows.jsonl", "json": out / "project_results.json",
             "markdown": out / "project_results.md", "plot": out / "project_results.png"}
    with paths["rows"].open("w", encoding="utf-8") as handle:
        for result in results:
            for row in result.rows:
                handle.write(json.dumps({**row, "setting": result.name}, sort_keys=True) + "\n")
    paths["json"].write_text(json.dumps({"settings": summaries}, indent=2, sort_keys=True) + "\n", encoding="utf-8")
    paths["markdown"].write_text("# Mimir project tasks\n\n" + markdown_table(summaries), encoding="utf-8")
    plot(summaries, paths["plot"])
    return paths
