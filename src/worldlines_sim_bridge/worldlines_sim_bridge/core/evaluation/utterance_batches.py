"""Leave-one-batch-out scoring of the utterance reader on the dev split of the hand-written utterances.

The dev utterances were written in batches, each read blind before anyone tuned on it: A =
u001-u066, B = u133-u253, C = u254-u366 (u067-u132 is the test split: never fitted on, never
looked at). A learned part of the reader is judged by fitting it on two batches (plus the
sentences written for its examples file, source "written") and scoring the third, for each third
in turn; the mean of the three held-out recalls is the figure a method change must raise.
"""
from __future__ import annotations

from dataclasses import dataclass
from typing import Any, Callable, Dict, Iterator, List, Mapping, Optional, Sequence, Tuple

from obsmem_ros.core import ClauseExample, ClauseKindClassifier, UtteranceReader, derive_clause_examples

from .utterance_scoring import KINDS, score_utterances

__all__ = ["BATCHES", "HeldOut", "batch_of", "held_out_splits", "leave_one_batch_out"]

BATCHES: Dict[str, Tuple[int, int]] = {"A": (1, 66), "B": (133, 253), "C": (254, 366)}
Row = Mapping[str, Any]


def batch_of(row: Row) -> str:
    """The dev batch of an utterance row ("" for a test row or one outside every batch)."""
    if row.get("split") != "dev":
        return ""
    number = int(str(row["id"]).lstrip("u"))
    return next((name for name, (lo, hi) in BATCHES.items() if lo <= number <= hi), "")


def held_out_splits(rows: Sequence[Row]) -> Iterator[Tuple[str, List[Row], List[Row]]]:
    """(batch, the rows to fit on, the held-out rows) for each batch: the fit rows are the other
    dev batches only; test rows and rows of no batch are in neither."""
    for name in BATCHES:
        fit = [r for r in rows if batch_of(r) not in ("", name)]
        held = [r for r in rows if batch_of(r) == name]
        yield name, fit, held


@dataclass(frozen=True)
class HeldOut:
    """One held-out batch's score: overall and per-kind recall, items read from small talk."""

    batch: str
    utterances: int
    overall: float
    recall: Dict[str, Optional[float]]
    spurious: int
    chit_chat: int
    clause_accuracy: Optional[float] = None   # the classifier's label vs the derived label of each held-out clause


def leave_one_batch_out(rows: Sequence[Row], written: Sequence[ClauseExample], *,
                        reader: Callable[[Optional[ClauseKindClassifier]], UtteranceReader],
                        learned: bool = True,
                        classifier: Callable[[List[ClauseExample]], ClauseKindClassifier] = ClauseKindClassifier,
                        ) -> List[HeldOut]:
    """Score `reader(classifier)` on each held-out batch, the classifier fitted on the derived
    clauses of the other batches plus `written` (with `learned` False: `reader(None)`, the rules alone)."""
    out = []
    for name, fit, held in held_out_splits(rows):
        kinds = classifier(derive_clause_examples(fit) + list(written)) if learned else None
        score = score_utterances(held, reader(kinds)).to_json()
        out.append(HeldOut(batch=name, utterances=len(held), overall=score["overall_recall"],
                           recall={k: score["recall"][k] for k in KINDS}, spurious=score["spurious"],
                           chit_chat=score["chit_chat"],
                           clause_accuracy=kinds.accuracy(derive_clause_examples(held)) if kinds is not None else None))
    return out

