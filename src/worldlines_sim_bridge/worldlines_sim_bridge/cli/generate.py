"""``worldlines generate``: simulate a home, mine samples, check them, write the benchmark folder."""
from __future__ import annotations

import os
import time
from pathlib import Path
from typing import Optional

import click
from tqdm import tqdm

from worldlines_sim_bridge.core.miner.benchmark_folder import build_benchmark
from worldlines_sim_bridge.core.miner.mining import MinerConfig
from worldlines_sim_bridge.core.miner.samples import FAMILIES
from worldlines_sim_bridge.core.miner.wording import DEFAULT_WORDING, WORDINGS
from worldlines_sim_bridge.core.sim.home import known_homes
from worldlines_sim_bridge.core.tracegen.config import DEFAULT_HOME, DEFAULT_SPEECH, SPEECH_STYLES, GeneratorConfig
from worldlines_sim_bridge.core.tracegen.llm_actor import LLMActorConfig
from worldlines_sim_bridge.errors import WorldLinesError


class _Progress:
    """One bar for the simulated days, then one for the mined families (stderr)."""

    def __init__(self, days: int) -> None:
        self._days = tqdm(total=days, desc="simulating days", unit="day", disable=None)
        self._families: Optional[tqdm] = None

    def day(self, _day: int) -> None:
        self._days.update(1)

    def family(self, name: str) -> None:
        if self._families is None:
            self._days.close()
            self._families = tqdm(total=len(FAMILIES) + 1, desc="mining samples", unit="family", disable=None)
        self._families.set_postfix_str(name)
        self._families.update(1)

    def close(self) -> None:
        self._days.close()
        if self._families is not None:
            self._families.close()


@click.command("generate")
@click.option("--seed", type=int, default=0, show_default=True, help="Random seed; the same seed gives identical files.")
@click.option("--days", type=click.IntRange(1, 365), default=30, show_default=True, help="Days to simulate.")
@click.option("--home", default=DEFAULT_HOME, show_default=True,
              help=f"Home name ({', '.join(known_homes())}) or a path to a home YAML file.")
@click.option("--out", "out_dir", required=True, type=click.Path(file_okay=False, path_type=Path), help="Output folder.")
@click.option("--people", type=click.IntRange(min=1), default=None, help="Keep only the home's first N people.")
@click.option("--events-per-day", type=click.IntRange(60, 5000), default=250, show_default=True,
              help="Approximate event density (background life and robot rounds).")
@click.option("--qa", type=click.IntRange(min=0), default=300, show_default=True, help="Memory-QA samples to mine.")
@click.option("--plans", type=click.IntRange(min=0), default=20, show_default=True, help="Planning samples to mine.")
@click.option("--wording", type=click.Choice(WORDINGS), default=DEFAULT_WORDING, show_default=True,
              help="How questions and instructions are phrased: 'templates' (the generator's sentence templates) or "
              "'varied' (eight or more everyday phrasings per form, drawn per sample from the seed).")
@click.option("--speech", type=click.Choice(SPEECH_STYLES), default=DEFAULT_SPEECH, show_default=True,
              help="How the simulated people talk: 'templates' (the generator's sentences, with their claims in the "
              "trace) or 'varied' (eight or more everyday phrasings per kind of thing said; the trace carries the words "
              "only and world.json keeps what was meant).")
@click.option("--llm-url", default=None, help="Optional OpenAI-compatible endpoint (http://host:port/v1) whose model "
              "proposes extra sessions; its key, if any, is read from $WORLDLINES_LLM_API_KEY.")
@click.option("--llm-model", default="default", show_default=True, help="Model name sent to --llm-url.")
def generate_command(seed: int, days: int, home: str, out_dir: Path, people: Optional[int], events_per_day: int,
                     qa: int, plans: int, wording: str, speech: str, llm_url: Optional[str], llm_model: str) -> None:
    """Generate trace.jsonl, world.json, samples.jsonl and benchmark.json in OUT."""
    started = time.perf_counter()
    try:
        llm = LLMActorConfig(base_url=llm_url, model=llm_model, api_key=os.environ.get("WORLDLINES_LLM_API_KEY", "")) \
            if llm_url else None
        gen = GeneratorConfig(seed=seed, days=days, home=home, people=people, events_per_day=events_per_day, llm=llm,
                              speech=speech)
        miner = MinerConfig(seed=seed, qa=qa, plans=plans, wording=wording)
        progress = _Progress(days)
        try:
            report = build_benchmark(gen, miner, out_dir, on_day=progress.day, on_family=progress.family)
        finally:
            progress.close()
    except WorldLinesError as err:
        raise click.ClickException(str(err)) from err
    elapsed = time.perf_counter() - started
    click.echo(f"{report.events} events over {report.days} days ({report.events / report.days:.0f}/day, "
               f"{report.robot_visible} seen or heard by the robot) in {elapsed:.1f} s")
    click.echo("samples: " + ", ".join(f"{family} {n}" for family, n in report.samples_per_family.items()))
    click.echo(f"written to {report.out_dir}")
