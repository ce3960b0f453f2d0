"""`worldlines utterances`: score the utterance reader on the hand-written single utterances."""
from __future__ import annotations

import json
from pathlib import Path
from typing import Optional

import click

from worldlines_sim_bridge.core.evaluation.stories import SPLITS
from worldlines_sim_bridge.core.evaluation.utterance_scoring import KINDS, score_file

DEFAULT_UTTERANCES = Path(__file__).resolve().parent.parent / "handwritten" / "utterances.jsonl"


@click.command("utterances")
@click.option("--file", "path", type=click.Path(exists=True, dir_okay=False, path_type=Path),
              default=DEFAULT_UTTERANCES, show_default="the frozen hand-written set in the package",
              help="Utterances JSONL (one sentence, its speaker, time and what a listener takes from it per line).")
@click.option("--split", type=click.Choice(SPLITS), default=None, help="Only the sentences of this split.")
@click.option("--json", "as_json", is_flag=True, help="Print one JSON object.")
def utterances_command(path: Path, split: Optional[str], as_json: bool) -> None:
    """Recall per kind (claims, requests, promises, schedules, preferences, new things) of the offline reader."""
    result = score_file(path, split=split).to_json()
    if as_json:
        click.echo(json.dumps({**result, "split": split or "all"}, sort_keys=True))
        return
    for kind in KINDS:
        recall = result["recall"][kind]
        click.echo(f"{kind:12s} {result['found'][kind]:3d} / {result['expected'][kind]:3d}"
                   + ("" if recall is None else f"  recall {recall:.2f}"))
    click.echo(f"overall recall {result['overall_recall']:.2f}; {result['spurious']} items read from "
               f"{result['chit_chat']} chit-chat sentences")
