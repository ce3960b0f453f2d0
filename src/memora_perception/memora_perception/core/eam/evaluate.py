"""EAM-QA evaluation: one row per item, aggregates computed from the rows."""
from __future__ import annotations

from collections import defaultdict
from dataclasses import dataclass
from typing import Any, Dict, Iterable, List, Protocol, Sequence

from .questions import QA_TYPES, EamQuestion
from .scoring import NOT_AVAILABLE, AnswerConfig, Evidence, IdfTable, score_choices

CHANCE = 0.2


class EvidenceSource(Protocol):
    """A memory that offers evidence records for an item (MEMORA, flat, graph)."""

    idf: IdfTable

    def evidence(self, question: EamQuestion) -> List[Evidence]:
        ...


@dataclass(frozen=True)
class EamRow:
    """The result of one item."""

    question_id: str
    qa_type: str
    predicted: str
    correct_answer: str
    unanswerable: bool
    support: Sequence[float]
    evidence_ids: Sequence[str]
    reason: str

    @property
    def is_correct(self) -> bool:
        return self.predicted == self.correct_answer

    def to_dict(self) -> Dict[str, Any]:
        return {"question_id": self.question_id, "qa_type": self.qa_type, "predicted": self.predicted,
                "correct_answer": self.correct_answer, "is_correct": self.is_correct,
                "is_unanswerable": self.unanswerable, "support": list(self.support),
                "evidence_ids": list(self.evidence_ids), "reason": self.reason}


def answer_all(questions: Iterable[EamQuestion], source: EvidenceSource, config: AnswerConfig = AnswerConfig()) -> List[EamRow]:
    """Answer every item from `source`."""
    rows = []
    for q in questions:
        answer = score_choices(q, source.evidence(q), source.idf, config)
        rows.append(EamRow(q.question_id, q.qa_type, answer.letter, q.correct_answer, q.unanswerable,
                           answer.support, answer.evidence_ids, answer.reason))
    return rows


def _rate(hits: int, n: int) -> float:
    return round(hits / n, 4) if n else 0.0


def summarise(rows: Sequence[EamRow]) -> Dict[str, Any]:
    """Accuracy overall and per type, E-selection rate, accuracy on answerable / unanswerable items."""
    by_type: Dict[str, List[EamRow]] = defaultdict(list)
    for row in rows:
        by_type[row.qa_type].append(row)
    answerable = [r for r in rows if not r.unanswerable]
    controls = [r for r in rows if r.unanswerable]
    return {
        "n": len(rows),
        "accuracy": _rate(sum(r.is_correct for r in rows), len(rows)),
        "per_type": {t: {"n": len(by_type[t]), "accuracy": _rate(sum(r.is_correct for r in by_type[t]), len(by_type[t]))}
                     for t in QA_TYPES if by_type.get(t)},
        "e_rate": _rate(sum(r.predicted == NOT_AVAILABLE for r in rows), len(rows)),
        "answerable_accuracy": _rate(sum(r.is_correct for r in answerable), len(answerable)),
        "unanswerable_accuracy": _rate(sum(r.is_correct for r in controls), len(controls)),
        "chance": CHANCE,
    }
