"""`mimir`: ground a goal or plan an instruction over a memory database (nothing runs).

Planning executed in the simulator, and its evaluation, is `worldlines eval --planning`."""
from __future__ import annotations

import json
import sys
from pathlib import Path

import click

from mimir_grounding.core import MimirError


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


if __name__ == "__main__":
    sys.exit(main())
