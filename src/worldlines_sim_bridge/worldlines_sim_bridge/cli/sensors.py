"""``worldlines sensors``: render the simulated home from the robot's camera and microphone into a sensor bag."""
from __future__ import annotations

import math
import time
from pathlib import Path

import click
from tqdm import tqdm

from worldlines_sim_bridge.core.sensors import RecordingConfig, build_script, record_sensors
from worldlines_sim_bridge.core.sim.home import Home, known_homes
from worldlines_sim_bridge.core.tracegen.config import DEFAULT_HOME, GeneratorConfig
from worldlines_sim_bridge.core.tracegen.director import generate_trace
from worldlines_sim_bridge.errors import WorldLinesError

_SENSOR_MINUTES_PER_DAY = 5.0        # a simulated day gives at least this much sensor time (about 35 room visits)


@click.command("sensors")
@click.option("--seed", type=int, default=0, show_default=True, help="Random seed; the same seed gives the same bag.")
@click.option("--out", "out_dir", required=True, type=click.Path(file_okay=False, path_type=Path),
              help="Output folder: OUT/bag (rosbag2, mcap) and OUT/truth.json.")
@click.option("--minutes", type=click.FloatRange(0.05, 240), default=10.0, show_default=True,
              help="Sensor time to record (minutes of world time with the trace's idle gaps dropped).")
@click.option("--home", default=DEFAULT_HOME, show_default=True,
              help=f"Home name ({', '.join(known_homes())}) or a path to a home YAML file.")
@click.option("--rate", "rate_hz", type=click.FloatRange(0.1, 30), default=2.0, show_default=True,
              help="Camera frames per second.")
def sensors_command(seed: int, out_dir: Path, minutes: float, home: str, rate_hz: float) -> None:
    """Write OUT/bag (RGB-D, camera info and pose, instance masks, microphone) and OUT/truth.json."""
    started = time.perf_counter()
    try:
        days = max(1, math.ceil(minutes / _SENSOR_MINUTES_PER_DAY))
        trace = generate_trace(GeneratorConfig(seed=seed, days=days, home=home))
        home_spec = Home.load(home)
        script = build_script(trace.events, home_spec, seed, minutes * 60.0)
        with tqdm(desc="rendering frames", unit="frame", disable=None) as bar:
            def progress(done: int, total: int) -> None:
                bar.total = total
                bar.update(done - bar.n)
            truth = record_sensors(script, home_spec, RecordingConfig(seed=seed, rate_hz=rate_hz), out_dir, progress)
    except WorldLinesError as err:
        raise click.ClickException(str(err)) from err
    size = sum(p.stat().st_size for p in (out_dir / "bag").rglob("*") if p.is_file())
    click.echo(f"{len(truth['frames'])} frames, {len(truth['utterances'])} utterances, "
               f"{(truth['end_ns'] - truth['start_ns']) / 1e9:.1f} s written to {out_dir / 'bag'} "
               f"({size / 1e6:.1f} MB) and {out_dir / 'truth.json'} in {time.perf_counter() - started:.1f} s")
