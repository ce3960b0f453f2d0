"""mimir_grounding: Mimir's task memory, fail-closed grounding, goal planner and controller adapters.

- ``core``: plain Python (see ``core/__init__.py`` for its public API);
- ``nodes``: the planner node, the G1 controller node and the ``ExecutePlan`` serving helper;
- ``cli``: the ``mimir`` command (``cli_main``): ground a goal or plan an instruction over a memory.
"""
from mimir_grounding.cli import main as cli_main

__all__ = ["cli_main"]
