"""Leave-one-household-out scoring of the utterance reader on the dev split of the hand-written utterances.

The dev utterances were written in batches, each by a different hand about a different household,
each read blind before anyone tuned on it. The package's `utterances.jsonl` holds five: A =
u001-u066, B = u133-u253, C = u254-u366, D = u367-u494, E = u495-u622 (u067-u132 is the test
split: never fitted on, never looked at); every later batch is a file of its own
(`handwritten/batchN/utterances.jsonl`), one household, named after its folder. A learned part of
the reader is judged by fitting it on the other households (plus the sentences written for its
examples file, source "written") and scoring the one left out, for each in turn: the held-out
recall is what it does for a family it never heard.
"""
from __future__ import annotations

from dataclasses import dataclass, field
from pathlib import Path
from typing import (Any, Callable, Collection, Dict, Iterator, List, Mapping, Optional, Sequence, Tuple)

from obsmem_ros.core import ClauseExample, ClauseKindClassifier, UtteranceReader, derive_clause_examples

from .utterance_scoring import KINDS, load_utterances, score_utterances

__all__ = ["BATCHES", "HeldOut", "Household", "batch_of", "held_out_splits", "households", "leave_one_batch_out"]

BATCHES: Dict[str, Tuple[int, int]] = {"A": (1, 66), "B": (133, 253), "C": (254, 366), "D": (367, 494),
                                       "E": (495, 622)}
Row = Mapping[str, Any]
Household = Tuple[str, List[Row]]


def batch_of(row: Row) -> str:
    """The dev batch of a row of the package's utterances ("" for a test row or one outside every batch)."""
    if row.get("split") != "dev":
        return ""
    number = int(str(row["id"]).lstrip("u"))
    return next((name for name, (lo, hi) in BATCHES.items() if lo <= number <= hi), "")


def households(paths: Sequence[Path]) -> List[Household]:
    """The dev rows of `paths` by household: a row of a `BATCHES` range in its batch, any other dev
    row in the household of its file (named after the file's folder). Test rows are read by no one."""
    out: Dict[str, List[Row]] = {}
    for path in paths:
        for row in load_utterances(Path(path), split="dev"):
            out.setdefault(batch_of(row) or Path(path).parent.name, []).append(row)
    return list(out.items())


def held_out_splits(groups: Sequence[Household], fit_on: Optional[Collection[str]] = None,
                    ) -> Iterator[Tuple[str, List[Row], List[Row]]]:
    """(household, the rows to fit on, the held-out rows) for each household of `groups`: the fit
    rows are those of the other households (only those named in `fit_on`, when given)."""
    for name, held in groups:
        fit = [r for other, rows in groups if other != name and (fit_on is None or other in fit_on) for r in rows]
        yield name, fit, list(held)


@dataclass(frozen=True)
class HeldOut:
    """One held-out household's score: overall and per-kind recall, items read from small talk."""

    batch: str
    utterances: int
    overall: float
    recall: Dict[str, Optional[float]]
    spurious: int
    chit_chat: int
    clause_accuracy: Optional[float] = None   # the classifier's label vs the derived label of each held-out clause
    misses: Dict[str, int] = field(default_factory=dict)  # undertakings missed, by the stage that lost them


def leave_one_batch_out(groups: Sequence[Household], written: Sequence[ClauseExample], *,
                        reader: Callable[[Optional[ClauseKindClassifier]], UtteranceReader],
                        learned: bool = True, fit_on: Optional[Collection[str]] = None,
                        classifier: Callable[[List[ClauseExample]], ClauseKindClassifier] = ClauseKindClassifier,
                        ) -> List[HeldOut]:
    """Score `reader(classifier)` on each held-out household, the classifier fitted on the derived
    clauses of the other households (of `fit_on`, when given) plus `written` (with `learned` False:
    `reader(None)`, the rules alone)."""
    out = []
    for name, fit, held in held_out_splits(groups, fit_on):
        kinds = classifier(derive_clause_examples(fit) + list(written)) if learned else None
        score = score_utterances(held, reader(kinds)).to_json()
        out.append(HeldOut(batch=name, utterances=len(held), overall=score["overall_recall"],
                           recall={k: score["recall"][k] for k in KINDS}, spurious=score["spurious"],
                           chit_chat=score["chit_chat"], misses=score["undertaking_misses"],
                           clause_accuracy=kinds.accuracy(derive_clause_examples(held)) if kinds is not None else None))
    return out
