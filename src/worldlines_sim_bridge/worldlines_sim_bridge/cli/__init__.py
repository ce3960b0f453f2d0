"""The ``worldlines`` command line: generate benchmarks, write bags, evaluate memory systems, report.

Commands: ``generate`` and ``bag`` (generate.py, bag.py), ``eval`` and ``report`` (evaluate.py),
``stories``, ``utterances`` and ``clause-kinds`` (stories.py, utterances.py), ``projects`` (projects.py: also ``mimir run``),
``sensors`` (sensors.py).
CLIs import only the package's core, never rclpy (except ``eval --via-ros``, which loads it on demand).
"""
from __future__ import annotations

from typing import Optional, Sequence

import click

from .bag import bag_command
from .evaluate import eval_command, report_command
from .generate import generate_command
from .projects import projects_command
from .sensors import sensors_command
from .stories import stories_command
from .utterances import clause_kinds_command, utterances_command


@click.group(context_settings={"help_option_names": ["-h", "--help"]})
def cli() -> None:
    """WorldLines: household traces, memory benchmarks, bags and evaluation."""


for _command in (generate_command, bag_command, eval_command, report_command, stories_command,
                 utterances_command, clause_kinds_command, projects_command, sensors_command):
    cli.add_command(_command)


def main(argv: Optional[Sequence[str]] = None) -> None:
    """Console-script entry point (``worldlines``)."""
    cli.main(args=list(argv) if argv is not None else None, prog_name="worldlines")
