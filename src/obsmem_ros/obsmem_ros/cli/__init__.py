"""The ``obsmem`` command line: ingest traces, read the views, consolidate, report sizes.

Every command takes ``--db FILE``; reading commands take ``--json``. Errors print one line and
exit with status 2, never a traceback.
"""
from __future__ import annotations

import sys
from typing import Any, Optional, Sequence

import click

from obsmem_ros.cli.admin import consolidate_command, stats_command
from obsmem_ros.cli.ask import ask_command
from obsmem_ros.cli.bench import bench_command
from obsmem_ros.cli.forget import forget_command
from obsmem_ros.cli.ingest import ingest_command
from obsmem_ros.cli.views import beliefs_command, commitments_command, episodes_command, history_command, state_command
from obsmem_ros.errors import ObsMemError


class _Group(click.Group):
    """A group that turns the library's errors into one-line messages."""

    def invoke(self, ctx: click.Context) -> Any:
        try:
            return super().invoke(ctx)
        except ObsMemError as err:
            click.echo(f"obsmem: error: {err}", err=True)
            ctx.exit(2)


@click.group(cls=_Group)
@click.option("--config", "config_path", type=click.Path(exists=True, dir_okay=False), default=None,
              help="Engine settings (ROS parameter YAML, e.g. config/obsmem.yaml).")
def cli(config_path: Optional[str]) -> None:
    """ObsMem: a household robot's observer-gated memory."""


for _command in (ingest_command, ask_command, state_command, history_command, beliefs_command, commitments_command,
                 episodes_command, consolidate_command, forget_command, stats_command, bench_command):
    cli.add_command(_command)


def main(argv: Optional[Sequence[str]] = None) -> None:
    """Console-script entry point."""
    cli.main(args=list(argv) if argv is not None else None, prog_name="obsmem")


if __name__ == "__main__":
    sys.exit(main())
