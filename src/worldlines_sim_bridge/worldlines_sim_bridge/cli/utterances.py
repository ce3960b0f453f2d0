"""`worldlines utterances`: score the utterance reader on the hand-written single utterances;
`worldlines clause-kinds lobo | refit`: judge and refit the reader's clause-kind classifier."""
from __future__ import annotations

import json
import re
from pathlib import Path
from typing import Any, Dict, List, Optional, Sequence

import click

from obsmem_ros.core import (ClauseKindClassifier, EngineConfig, UtteranceReader, clause_kind_classifier, derive_clause_examples,
                             load_clause_examples, write_clause_examples, written_clause_examples)
from worldlines_sim_bridge.core.evaluation.stories import SPLITS
from worldlines_sim_bridge.core.evaluation.utterance_batches import households, leave_one_batch_out
from worldlines_sim_bridge.core.evaluation.utterance_scoring import KINDS, MISS_STAGES, load_utterances, score_file

HANDWRITTEN = Path(__file__).resolve().parent.parent / "handwritten"
DEFAULT_UTTERANCES = HANDWRITTEN / "utterances.jsonl"
HELD_OUT_BATCHES = frozenset({"batch59", "batch60"})   # session 39's held-out yardsticks: a session that opens one moves it out
# Dev batches not yet in the clause-kind fit. Refit on 43 and 44 (session 32) broke two protected
# readings that hung on the classifier's 0.5 margin; those are now read from the parse
# (`passed_orders.relayed_ask`, `arrivals.late_comer`), and a refit on 43-46 keeps them, but it still
# costs two check-set answers (session 33; a refit on 43-48 costs the same two and moves no dev
# story, session 34), so the fit stays as it was until a refit lowers nothing.
UNFITTED_BATCHES = frozenset({"batch43", "batch44", "batch45", "batch46", "batch47", "batch48",
                              "batch49", "batch50", "batch51", "batch52", "batch53", "batch54",
                              "batch55", "batch56", "batch57", "batch58"})
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


def batch_files() -> List[Path]:
    """Every later hand-written batch's utterances (`handwritten/batchN/utterances.jsonl`), by N, but
    the held-out yardsticks (`HELD_OUT_BATCHES`) and the dev batches kept out of the fit
    (`UNFITTED_BATCHES`): never fitted on, never scored by lobo."""
    found = [p for p in HANDWRITTEN.glob("batch*/utterances.jsonl")
             if p.parent.name not in HELD_OUT_BATCHES | UNFITTED_BATCHES]
    return sorted(found, key=lambda p: int(re.sub(r"\D", "", p.parent.name) or 0))


def _sources(paths: Sequence[Path], batches: bool) -> List[Path]:
    """The utterance files named (the package's set when none), and every later batch with `batches`."""
    return list(paths or [DEFAULT_UTTERANCES]) + (batch_files() if batches else [])


def _sources_options(command: Any) -> Any:
    command = click.option("--batches", is_flag=True,
                           help="Add the dev split of every handwritten/batch*/utterances.jsonl (one household each).")(command)
    return click.option("--file", "paths", multiple=True, type=click.Path(exists=True, dir_okay=False, path_type=Path),
                        help="Utterances JSONL (repeatable; default: the frozen hand-written set in the package).")(command)


def _shared_embeddings() -> Any:
    """A classifier per fold whose clauses are embedded once across the folds (they share most rows)."""
    import numpy as np

    from obsmem_ros.core import sentence_encoder

    seen: Dict[str, Any] = {}

    def encode(texts: Sequence[str]) -> Any:
        todo = [t for t in dict.fromkeys(texts) if t not in seen]
        if todo:
            seen.update(zip(todo, sentence_encoder().encode_many(todo)))
        return np.stack([seen[t] for t in texts])

    return lambda examples: ClauseKindClassifier(examples, encoder=encode)


@clause_kinds_command.command("lobo")
@_sources_options
@click.option("--fit-on", "fit_on", default="",
              help="Comma-separated households the classifier may fit on (default: all but the one held out).")
@click.option("--reader", type=click.Choice(READERS), default="learned", show_default=True)
@click.option("--json", "as_json", is_flag=True, help="Print one JSON object.")
def lobo_command(paths: Sequence[Path], batches: bool, fit_on: str, reader: str, as_json: bool) -> None:
    """Leave one household out: fit on the other dev households (and the written examples), score it."""
    written = [e for e in load_clause_examples() if e.source == "written"] + written_clause_examples()
    held = leave_one_batch_out(households(_sources(paths, batches)), written,
                               reader=lambda kinds: _reader(reader, kinds), learned=reader == "learned",
                               fit_on={n.strip() for n in fit_on.split(",") if n.strip()} or None,
                               classifier=_shared_embeddings())
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
    stages = {stage: sum(h.misses.get(stage, 0) for h in held) for stage in MISS_STAGES}
    click.echo("undertakings missed, by stage: " + ", ".join(f"{k} {v}" for k, v in stages.items()))


@clause_kinds_command.command("refit")
@_sources_options
@click.option("--out", "out", type=click.Path(dir_okay=False, path_type=Path), default=None,
              help="Examples file to rewrite (default: data/clause_kinds.jsonl of obsmem_ros.core.language).")
def refit_command(paths: Sequence[Path], batches: bool, out: Optional[Path]) -> None:
    """Rewrite the examples file: the clauses of the dev split of every file, labelled from their
    `expect`, and the written rows already in it (no test row is read); the classifier refits at next use."""
    written = [e for e in load_clause_examples(out) if e.source == "written"] if out is None or out.exists() else []
    rows = [r for _name, group in households(_sources(paths, batches)) for r in group]
    examples = derive_clause_examples(rows) + written
    write_clause_examples(examples, out)
    counts = {label: sum(e.label == label for e in examples) for label in sorted({e.label for e in examples})}
    click.echo(f"{len(examples)} clauses ({len(written)} written) -> {out or 'the package examples file'}: {counts}")
