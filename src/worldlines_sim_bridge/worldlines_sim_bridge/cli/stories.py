"""`worldlines stories`: score memory systems on the hand-written household stories."""
from __future__ import annotations

import json
from pathlib import Path
from typing import Any, Optional

import click
from rich.console import Console
from rich.table import Table

from worldlines_sim_bridge.core.evaluation.stories import PLOT_FILE, SPLITS, plot_per_family, run_stories
from worldlines_sim_bridge.core.evaluation.systems import known_systems
from worldlines_sim_bridge.errors import WorldLinesError

DEFAULT_STORIES = Path(__file__).resolve().parent.parent / "handwritten" / "stories"


def _table(summaries: dict[str, dict[str, Any]]) -> Table:
    table = Table(title="Hand-written stories")
    for column in ("system", "right", "judge", "evidence recall", "families"):
        table.add_column(column)
    for name, s in summaries.items():
        families = ", ".join(f"{f} {v:.2f}" for f, v in sorted(s.get("per_family", {}).items()))
        recall = s.get("event_r5")
        table.add_row(name, f"{s['right']}/{s['questions']}", f"{s['judge']:.3f}",
                      "-" if recall is None else f"{recall:.3f}", families)
    return table


@click.command("stories")
@click.option("--stories", "stories_dir", type=click.Path(exists=True, file_okay=False, path_type=Path),
              default=DEFAULT_STORIES, show_default="the frozen hand-written set in the package",
              help="Folder of <story>.jsonl traces and questions.jsonl.")
@click.option("--memory", "memories", multiple=True, type=click.Choice(known_systems()), default=("obsmem",),
              show_default=True, help="Memory system(s) to score; repeat for several.")
@click.option("--split", type=click.Choice(SPLITS), default=None, help="Only the questions of this split.")
@click.option("--parser", type=click.Choice(["rules", "language"]), default=None,
              help="Question parser of obsmem (default: the engine's).")
@click.option("--out", "out_dir", type=click.Path(file_okay=False, path_type=Path), default=Path("results/stories"),
              show_default=True, help="Rows, summaries and the per-family plot.")
@click.option("--json", "as_json", is_flag=True, help="Print one JSON object {system: summary}.")
def stories_command(stories_dir: Path, memories: tuple[str, ...], split: Optional[str], parser: Optional[str],
                    out_dir: Path, as_json: bool) -> None:
    """Replay each hand-written story into a fresh memory and ask its questions at their times."""
    summaries: dict[str, dict[str, Any]] = {}
    try:
        for memory in memories:
            settings = {"engine": {"parser": parser}} if parser and memory == "obsmem" else {}
            summaries[memory] = run_stories(memory, stories_dir, out_dir, split=split, settings=settings,
                                            progress=not as_json)
    except WorldLinesError as err:
        raise click.ClickException(str(err)) from err
    plot_per_family(summaries, out_dir / PLOT_FILE)
    if as_json:
        click.echo(json.dumps(summaries, sort_keys=True))
        return
    Console().print(_table(summaries))
    click.echo(f"Rows, summaries and {PLOT_FILE}: {out_dir}")
