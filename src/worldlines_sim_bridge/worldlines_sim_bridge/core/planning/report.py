"""Planning results as files: rows (JSONL), summaries (JSON), a markdown table and a plot."""
from __future__ import annotations

import json
from pathlib import Path
from typing import Any, Sequence

from .metrics import DIMENSIONS
from .runner import SettingResult


def _cell(value: Any) -> str:
    return "-" if value is None else (f"{value:.3f}" if isinstance(value, float) else str(value))


def markdown_table(summaries: Sequence[dict[str, Any]]) -> str:
    """One row per setting: success, goal conditions, ungrounded actions, the four plan dimensions."""
    head = ["setting", "n", "success", "goal cond.", "ungrounded", *DIMENSIONS, "steps", "replans"]
    lines = ["| " + " | ".join(head) + " |", "|" + "---|" * len(head)]
    for s in summaries:
        cells = [s["setting"], s["n"], s["success_rate"], s["goal_condition_rate"], s["ungrounded_actions"],
                 *(s["plan_dims"][d] for d in DIMENSIONS), s["mean_steps"], s["mean_replans"]]
        lines.append("| " + " | ".join(_cell(c) for c in cells) + " |")
    return "\n".join(lines) + "\n"


def plot(summaries: Sequence[dict[str, Any]], path: Path) -> None:
    """Grouped bars: success rate and goal-condition rate per setting."""
    import matplotlib

    matplotlib.use("Agg")
    import matplotlib.pyplot as plt

    names = [s["setting"] for s in summaries]
    xs = range(len(names))
    fig, ax = plt.subplots(figsize=(max(6, 1.4 * len(names)), 4.6))
    ax.bar([x - 0.2 for x in xs], [s["success_rate"] for s in summaries], width=0.4, label="success rate")
    ax.bar([x + 0.2 for x in xs], [s["goal_condition_rate"] for s in summaries], width=0.4, label="goal conditions")
    ax.set_xticks(list(xs))
    ax.set_xticklabels(names, rotation=20, ha="right")
    ax.set_ylim(0, 1.05)
    ax.set_ylabel("rate")
    ax.set_title("Mimir planning in the WorldLines simulator (memory setting / delta source)")
    ax.legend(loc="upper center", bbox_to_anchor=(0.5, -0.3), ncol=2, frameon=False)
    fig.tight_layout()
    fig.savefig(path, dpi=120)
    plt.close(fig)


def write_results(results: Sequence[SettingResult], out_dir: Path | str) -> dict[str, Path]:
    """Write planning_rows.jsonl, planning_results.json, planning_results.md and planning_results.png."""
    out = Path(out_dir)
    out.mkdir(parents=True, exist_ok=True)
    summaries = [r.summary() for r in results]
    paths = {"rows": out / "planning_rows.jsonl", "json": out / "planning_results.json",
             "markdown": out / "planning_results.md", "plot": out / "planning_results.png"}
    with paths["rows"].open("w", encoding="utf-8") as handle:
        for result in results:
            for row in result.rows:
                handle.write(json.dumps(row, sort_keys=True) + "\n")
    paths["json"].write_text(json.dumps({"settings": summaries}, indent=2, sort_keys=True) + "\n", encoding="utf-8")
    paths["markdown"].write_text("# Mimir planning results\n\n" + markdown_table(summaries), encoding="utf-8")
    plot(summaries, paths["plot"])
    return paths
