"""`worldlines projects`: project tasks planned from memory, executed and judged in the simulator.

The same run is `mimir run` (Mimir's command line finds it through the entry point
``mimir_grounding.run:projects`` of this package). ``--json`` prints one object: ``settings`` (one
summary per setting, each with ``per_size``: success by number of goals), ``results`` (the folder
holding project_rows.jsonl, project_results.json / .md and the plot project_results.png) and
``llm`` (whether the LLM decomposer ran, or why not).
"""
from __future__ import annotations

import json
from pathlib import Path
from typing import Any, Optional, Sequence

import click

SETTING_NAMES = ("full", "no-world", "no-task", "no-knowledge", "none")
DECOMPOSERS = ("offline", "llm")


def decomposers_for(decomposer: str, llm_url: str) -> list[str]:
    """The decomposers to run: ``decomposer`` ("offline" also runs "llm" when an endpoint is given);
    a usage error naming the missing endpoint setting when "llm" is asked for without one."""
    if decomposer == "llm" and not llm_url:
        raise click.UsageError("--decomposer llm needs an OpenAI-compatible endpoint and none is configured: "
                               "pass --llm-url URL (and --llm-model NAME); without one only the offline "
                               "decomposer runs", ctx=click.get_current_context(silent=True))
    if decomposer == "llm":
        return ["llm"]
    return ["offline", "llm"] if llm_url else ["offline"]


def run_projects(data_dir: Path, out_dir: Path, *, settings: Sequence[str] = SETTING_NAMES, seed: int = 7,
                 want: int = 64, limit: Optional[int] = None, llm_url: str = "", llm_model: str = "",
                 decomposer: str = "offline", progress: bool = True) -> dict[str, Any]:
    """Evaluate and write the results; the JSON payload of ``--json``."""
    from mimir_grounding.core import MimirError
    from obsmem_ros.core import LLMSettings

    from worldlines_sim_bridge.core.planning.project_report import summarize_projects, write_project_results
    from worldlines_sim_bridge.core.planning.project_runner import ProjectSetting, evaluate_projects

    decomposers = decomposers_for(decomposer, llm_url)
    llm = LLMSettings(backend="openai", url=llm_url, model=llm_model or "default") if llm_url else None
    try:
        results = evaluate_projects(data_dir, [ProjectSetting(s) for s in settings], decomposers=decomposers, llm=llm,
                                    seed=seed, want=want, limit=limit, progress=progress)
    except (MimirError, ValueError) as err:
        raise click.ClickException(str(err)) from err
    paths = write_project_results(results, out_dir)
    return {"settings": [summarize_projects(r.rows, r.name) for r in results], "results": str(out_dir),
            "plot": str(paths["plot"]), "seed": seed,
            "llm": "ran" if llm_url else "not run: no endpoint configured (--llm-url); the offline decomposer ran"}


@click.command("projects")
@click.option("--data", "data_dir", required=True, type=click.Path(exists=True, file_okay=False, path_type=Path),
              help="Benchmark folder (trace.jsonl, world.json) from `worldlines generate`.")
@click.option("--setting", "settings", multiple=True, type=click.Choice(SETTING_NAMES),
              help="Run only this memory setting (repeatable); default: all of them.")
@click.option("--seed", type=int, default=7, show_default=True, help="Seed of the project tasks drawn.")
@click.option("--tasks", "want", type=click.IntRange(min=1), default=64, show_default=True,
              help="Project tasks to draw from the home.")
@click.option("--limit", type=click.IntRange(min=1), default=None, help="Run only the first N tasks.")
@click.option("--llm-url", default="", help="OpenAI-compatible endpoint: also run the LLM decomposer (ablation).")
@click.option("--llm-model", default="", help="Model name at --llm-url.")
@click.option("--decomposer", type=click.Choice(DECOMPOSERS), default="offline", show_default=True,
              help="Who reads the instructions: the offline language layer, or the LLM at --llm-url "
                   "(required for 'llm'); 'offline' with --llm-url runs both.")
@click.option("--json", "as_json", is_flag=True, help="Print one JSON object with the summaries.")
@click.option("--out", "out_dir", type=click.Path(file_okay=False, path_type=Path), default=None,
              help="Results folder (default: DATA/results/projects).")
def projects_command(data_dir: Path, settings: tuple[str, ...], seed: int, want: int, limit: Optional[int],
                     llm_url: str, llm_model: str, decomposer: str, as_json: bool, out_dir: Optional[Path]) -> None:
    """Plan household projects from memory, execute them in the simulator and judge them there."""
    from worldlines_sim_bridge.core.planning.project_report import markdown_table

    out = out_dir or data_dir / "results" / "projects"
    payload = run_projects(data_dir, out, settings=settings or SETTING_NAMES, seed=seed, want=want, limit=limit,
                           llm_url=llm_url, llm_model=llm_model, decomposer=decomposer, progress=not as_json)
    if as_json:
        click.echo(json.dumps(payload, sort_keys=True))
        return
    click.echo(markdown_table(payload["settings"]))
    click.echo(f"LLM decomposer: {payload['llm']}")
    click.echo(f"Rows, table and plot: {out}")
