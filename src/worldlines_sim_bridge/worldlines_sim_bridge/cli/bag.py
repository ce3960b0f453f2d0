"""``worldlines bag``: write a benchmark's trace as a rosbag2 (mcap) bag of WorldEvent messages."""
from __future__ import annotations

from pathlib import Path

import click
from tqdm import tqdm

from worldlines_sim_bridge.core.bag import TOPIC, write_bag
from worldlines_sim_bridge.core.formats import TRACE_FILE, read_jsonl
from worldlines_sim_bridge.errors import WorldLinesError


@click.command("bag")
@click.option("--data", "data_dir", required=True, type=click.Path(exists=True, file_okay=False, path_type=Path),
              help="Benchmark folder holding trace.jsonl (from `worldlines generate`).")
def bag_command(data_dir: Path) -> None:
    """Write DATA/bag/ (rosbag2, mcap storage) with every trace event on /worldlines/events."""
    try:
        events = list(read_jsonl(data_dir / TRACE_FILE))
        with tqdm(total=len(events), desc="writing bag", unit="event", disable=None) as bar:
            count = write_bag(data_dir / "bag", events, overwrite=True, progress=lambda n: bar.update(1))
    except WorldLinesError as err:
        raise click.ClickException(str(err)) from err
    click.echo(f"{count} WorldEvent messages on {TOPIC} written to {data_dir / 'bag'}")
