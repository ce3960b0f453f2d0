"""`worldlines utterances`: score the utterance reader on the hand-written single utterances;
`worldlines clause-kinds lobo | refit`: judge and refit the reader's clause-kind classifier."""
from __future__ import annotations

import json
from pathlib import Path
from typing import Optional

import click

from obsmem_ros.core import (ClauseKindClassifier, EngineConfig, UtteranceReader, clause_kind_classifier, derive_clause_examples,
                             load_clause_examples, write_clause_examples, written_clause_examples)
from worldlines_sim_bridge.core.evaluation.stories import SPLITS
from worldlines_sim_bridge.core.evaluation.utterance_batches import leave_one_batch_out
from worldlines_sim_bridge.core.evaluation.utterance_scoring import KINDS, load_utterances, score_file

DEFAULT_UTTERANCES = Path(__file__).resolve().parent.parent / "handwritten" / "utterances.jsonl"
READERS = ("rules", "learned")


def _reader(name: str, kinds: Optional[ClauseKindClassifier] = None) -> UtteranceReader:
    """The offline reader: its forms alone ("rules"), or led by the clause-kind classifier ("learned")."""
    if name == "rules":
        return UtteranceReader()
    return UtteranceReader(clause_kinds=kinds or clause_kind_classifier())


@click.command("utterances")
@click.option("--file", "path", type=click.Path(exists=True, dir_okay=False, path_type=Path),
              default=DEFAULT_UTTERANCES, show_default="the frozen hand-written set in the package",
              help="Utterances JSONL (one sentence, its speaker, time and what a listener takes from it per line).")
@click.option("--split", type=click.Choice(SPLITS), default=None, help="Only the sentences of this split.")
@click.option("--reader", type=click.Choice(READERS), default=EngineConfig().utterance_reader, show_default=True,
              help="rules: the reader's forms alone; learned: led by the clause-kind classifier.")
@click.option("--json", "as_json", is_flag=True, help="Print one JSON object.")
def utterances_command(path: Path, split: Optional[str], reader: str, as_json: bool) -> None:
    """Recall per kind (claims, requests, promises, schedules, preferences, new things) of the offline reader."""
    result = score_file(path, split=split, reader=_reader(reader)).to_json()
    if as_json:
        click.echo(json.dumps({**result, "split": split or "all", "reader": reader}, sort_keys=True))
        return
    for kind in KINDS:
        recall = result["recall"][kind]
        click.echo(f"{kind:12s} {result['found'][kind]:3d} / {result['expected'][kind]:3d}"
                   + ("" if recall is None else f"  recall {recall:.2f}"))
    for slot, tally in result["slots"].items():
        click.echo(f"{slot:12s} {tally['found']:3d} / {tally['expected']:3d}  at the expected time")
    click.echo(f"overall recall {result['overall_recall']:.2f}; {result['spurious']} items read from "
               f"{result['chit_chat']} chit-chat sentences")


@click.group("clause-kinds")
def clause_kinds_command() -> None:
    """The utterance reader's clause-kind classifier (`core/language/data/clause_kinds.jsonl`)."""


@clause_kinds_command.command("lobo")
@click.option("--file", "path", type=click.Path(exists=True, dir_okay=False, path_type=Path),
              default=DEFAULT_UTTERANCES, show_default="the frozen hand-written set in the package")
@click.option("--reader", type=click.Choice(READERS), default="learned", show_default=True)
@click.option("--json", "as_json", is_flag=True, help="Print one JSON object.")
def lobo_command(path: Path, reader: str, as_json: bool) -> None:
    """Leave one dev batch out: fit on the other two (and the written examples), score the third."""
    written = [e for e in load_clause_examples() if e.source == "written"] + written_clause_examples()
    held = leave_one_batch_out(load_utterances(path, split="dev"), written,
                               reader=lambda kinds: _reader(reader, kinds), learned=reader == "learned")
    mean = sum(h.overall for h in held) / len(held)
    if as_json:
        click.echo(json.dumps({"reader": reader, "mean": mean, "batches": [h.__dict__ for h in held]}, sort_keys=True))
        return
    for h in held:
        kinds = " ".join(f"{k} {v:.2f}" for k, v in h.recall.items() if v is not None)
        accuracy = "" if h.clause_accuracy is None else f", clause labels {h.clause_accuracy:.2f}"
        click.echo(f"{h.batch} ({h.utterances} utterances): recall {h.overall:.3f} [{kinds}]; "
                   f"{h.spurious} items from {h.chit_chat} chit-chat{accuracy}")
    click.echo(f"held-out mean {mean:.3f} ({reader})")


@clause_kinds_command.command("refit")
@click.option("--file", "path", type=click.Path(exists=True, dir_okay=False, path_type=Path),
              default=DEFAULT_UTTERANCES, show_default="the frozen hand-written set in the package")
@click.option("--out", "out", type=click.Path(dir_okay=False, path_type=Path), default=None,
              help="Examples file to rewrite (default: data/clause_kinds.jsonl of obsmem_ros.core.language).")
def refit_command(path: Path, out: Optional[Path]) -> None:
    """Rewrite the examples file: the clauses of the dev split, labelled from their `expect`, and the
    written rows already in it (the test split is never read); the classifier refits at next use."""
    written = [e for e in load_clause_examples(out) if e.source == "written"] if out is None or out.exists() else []
    examples = derive_clause_examples(load_utterances(path, split="dev")) + written
    write_clause_examples(examples, out)
    counts = {label: sum(e.label == label for e in examples) for label in sorted({e.label for e in examples})}
    click.echo(f"{len(examples)} clauses ({len(written)} written) -> {out or 'the package examples file'}: {counts}")
