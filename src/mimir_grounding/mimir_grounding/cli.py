"""`mimir`: ground a goal or plan an instruction over a memory database (nothing runs), or run
household project tasks in the simulator (`mimir run`).

Planning executed in the simulator, and its evaluation, is `worldlines eval --planning`; `mimir run`
is `worldlines projects`, found through the entry point ``mimir_grounding.run:projects`` (this
package never imports the simulator's)."""
from __future__ import annotations

import json
import sys
from pathlib import Path

from importlib.metadata import entry_points

import click

from mimir_grounding.core import MimirError

HARNESS_GROUP, HARNESS_NAME = "mimir_grounding.run", "projects"


def harness_command() -> click.Command:
    """The project-task harness command a simulator package provides (entry point
    ``mimir_grounding.run:projects``); a ClickException naming it when none is installed."""
    for point in entry_points(group=HARNESS_GROUP):
        if point.name == HARNESS_NAME:
            return point.load()
    raise click.ClickException(f"no simulator harness installed (entry point {HARNESS_GROUP}:{HARNESS_NAME} of "
                               "worldlines_sim_bridge); install that package (scripts/setup.sh)")


def _open_world(db: str, robot_id: str):
    from obsmem_ros import EngineConfig, Memory, ObsMemError

    from mimir_grounding.core.obsmem_world_memory import ObsMemWorldMemory

    if not Path(db).is_file():
        raise click.BadParameter(f"no memory database at {db}", param_hint="--db")
    try:
        memory = Memory(db, config=EngineConfig(robot_id=robot_id))
    except ObsMemError as err:  # not a memory file, a newer schema, a locked or unreadable store
        raise click.ClickException(f"--db {db} is not a readable memory database: {err}") from None
    return memory, ObsMemWorldMemory(memory, robot_id=memory.robot_id)


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
@click.option("--decomposer", type=click.Choice(["language", "rules"]), default="language", show_default=True,
              help="how the instruction becomes goals: the language layer, or the rule parser (baseline)")
@click.argument("instruction")
def plan(db: str, requester: str, robot_id: str, as_json: bool, decomposer: str, instruction: str) -> None:
    """Turn INSTRUCTION into an agenda and a grounded plan (or refusals with fallbacks); nothing runs."""
    from obsmem_ros.core import LLMSettings

    from mimir_grounding.core.decomposer import decomposer_from_settings
    from mimir_grounding.core.grounding_service import plan_text
    from mimir_grounding.core.language_decomposer import entity_rows_from

    memory, world = _open_world(db, robot_id)
    reader = decomposer_from_settings(LLMSettings(), routines=world.routine_steps, offline=decomposer,
                                      entities=lambda: entity_rows_from(memory))
    try:
        result = plan_text(world, instruction, decomposer=reader, requester=requester, rooms=world.known_rooms())
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


@main.command(context_settings={"ignore_unknown_options": True, "allow_extra_args": True,
                                "help_option_names": []})
@click.pass_context
def run(ctx: click.Context) -> None:
    """Plan household project tasks from memory, execute and judge them in the simulator; the options of
    `worldlines projects` (--data DIR, --json, --setting, --limit, --llm-url, ...; `mimir run --help`)."""
    harness_command().main(args=list(ctx.args), prog_name="mimir run")


if __name__ == "__main__":
    sys.exit(main())
