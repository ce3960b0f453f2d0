"""`mimir`: ground a goal, plan an instruction, run and evaluate planning in the simulator."""
from __future__ import annotations

import json
import sys
from pathlib import Path

import click

from mimir_grounding.core.errors import MimirError


def _open_world(db: str, robot_id: str):
    from obsmem_ros.core.config import EngineConfig
    from obsmem_ros.core.memory import Memory

    from mimir_grounding.core.memory_world import MemoryWorld

    if not Path(db).is_file():
        raise click.BadParameter(f"no memory database at {db}", param_hint="--db")
    memory = Memory(db, config=EngineConfig(robot_id=robot_id))
    return memory, MemoryWorld(memory, robot_id=memory.robot_id)


@click.group()
def main() -> None:
    """Mimir: fail-closed grounding, planning and plan execution over ObsMem memory."""


@main.command()
@click.option("--db", required=True, help="memory database (obsmem ingest --db FILE)")
@click.option("--requester", default="", help="who asks (resolves 'my')")
@click.option("--robot-id", default="robot", show_default=True, help="the robot's id in memory")
@click.option("--json", "as_json", is_flag=True, help="print one JSON object")
@click.argument("goal")
def ground(db: str, requester: str, robot_id: str, as_json: bool, goal: str) -> None:
    """Bind GOAL's object to remembered evidence, or say why not and what to do instead."""
    from mimir_grounding.core.grounding_service import ground_text

    memory, world = _open_world(db, robot_id)
    try:
        answer = ground_text(world, goal, requester=requester, rooms=world.known_rooms())
    except MimirError as err:
        raise click.ClickException(str(err)) from err
    finally:
        memory.close()
    if as_json:
        click.echo(json.dumps(answer, sort_keys=True))
        return
    if answer["grounded"]:
        click.echo(f"grounded: {answer['target_entity']} at {answer['source_entity']} ({answer['belief']}); "
                   f"evidence {', '.join(answer['evidence_ids'])}")
    else:
        click.echo(f"not grounded ({answer['reason']}): {answer['message']}")
        for step in answer["fallback_steps"]:
            click.echo(f"  instead: {step['action']} {step['target']} {step['value']}".rstrip())


@main.command()
@click.option("--db", required=True, help="memory database")
@click.option("--requester", default="", help="who asks")
@click.option("--robot-id", default="robot", show_default=True, help="the robot's id in memory")
@click.option("--json", "as_json", is_flag=True, help="print the plan as JSON")
@click.argument("instruction")
def plan(db: str, requester: str, robot_id: str, as_json: bool, instruction: str) -> None:
    """Turn INSTRUCTION into an agenda and a grounded plan (or refusals with fallbacks); nothing runs."""
    from mimir_grounding.core.grounding_service import plan_text

    memory, world = _open_world(db, robot_id)
    try:
        result = plan_text(world, instruction, requester=requester, rooms=world.known_rooms())
    except MimirError as err:
        raise click.ClickException(str(err)) from err
    finally:
        memory.close()
    if as_json:
        click.echo(json.dumps(result, sort_keys=True))
        return
    for goal in result["goals"]:
        click.echo(f"goal {goal['goal']}: {goal['refusal'] or ('already true' if goal['satisfied'] else 'grounded')}")
        for step in goal["steps"]:
            click.echo(f"  {step['action']} {step['target']} {step['source']} {step['destination']} "
                       f"{step['value']}".rstrip())


@main.command()
@click.option("--data", required=True, type=click.Path(exists=True, file_okay=False), help="benchmark folder")
@click.option("--memory", "memory_setting", type=click.Choice(["full", "none", "no-world", "no-task"]), default="full")
@click.option("--deltas", type=click.Choice(["feedback", "observation"]), default="feedback")
@click.option("--moved", is_flag=True, help="a person moves each sample's object unseen after the cutoff")
@click.option("--limit", type=int, default=None, help="at most this many planning samples")
@click.option("--out", type=click.Path(file_okay=False), default=None, help="also write rows, tables and a plot here")
@click.option("--json", "as_json", is_flag=True, help="print one JSON summary object")
def run(data: str, memory_setting: str, deltas: str, moved: bool, limit: int | None, out: str | None,
        as_json: bool) -> None:
    """Plan and execute every planning sample of DATA in the simulator, under one memory setting."""
    from mimir_grounding.core.evaluation import EvalSetting, MemorySetting, evaluate
    from mimir_grounding.core.report import markdown_table, write_results
    from mimir_grounding.core.task_runner import DeltaSource

    setting = EvalSetting(MemorySetting(memory_setting), DeltaSource(deltas), moved=moved)
    try:
        results = evaluate(data, [setting], limit=limit, progress=not as_json)
    except MimirError as err:
        raise click.ClickException(str(err)) from err
    if out:
        write_results(results, out)
    summary = results[0].summary()
    click.echo(json.dumps(summary, sort_keys=True) if as_json else markdown_table([summary]))


@main.command(name="eval")
@click.option("--data", required=True, type=click.Path(exists=True, file_okay=False), help="benchmark folder")
@click.option("--out", required=True, type=click.Path(file_okay=False), help="results folder")
@click.option("--limit", type=int, default=None, help="at most this many planning samples")
@click.option("--json", "as_json", is_flag=True, help="print the summaries as one JSON object")
def evaluate_all(data: str, out: str, limit: int | None, as_json: bool) -> None:
    """Every memory setting and both delta sources on DATA; results JSON, markdown and a plot in OUT."""
    from mimir_grounding.core.evaluation import evaluate
    from mimir_grounding.core.report import markdown_table, write_results

    try:
        results = evaluate(data, limit=limit, progress=not as_json)
    except MimirError as err:
        raise click.ClickException(str(err)) from err
    paths = write_results(results, out)
    summaries = [r.summary() for r in results]
    if as_json:
        click.echo(json.dumps({"settings": summaries}, sort_keys=True))
    else:
        click.echo(markdown_table(summaries))
        click.echo(f"rows, table and plot: {', '.join(str(p) for p in paths.values())}", err=True)


if __name__ == "__main__":
    sys.exit(main())
