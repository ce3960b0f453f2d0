"""Deterministic choice scoring shared by MEMORA and the baselines (no language model).

Each memory hands over at most `k` evidence records, each with a relevance to the question and a
weighted concept bag. A choice is scored by how much of its *distinctive* content (its concepts minus
those of the question and those every choice shares) the evidence covers, IDF-weighted and averaged
over the records by relevance. The best choice is answered when its support reaches
`support_threshold`; otherwise, or when no record is relevant, the answer is E ("not available").
"""
from __future__ import annotations

import math
from dataclasses import dataclass
from typing import Dict, FrozenSet, Iterable, List, Mapping, Sequence, Tuple

from ...errors import ConfigError
from ..text import concepts
from .questions import EamQuestion

NOT_AVAILABLE = "E"


@dataclass(frozen=True)
class Evidence:
    """One record a memory offers as support: concept weights in [0, 1] and a relevance > 0."""

    id: str
    text: str
    weights: Mapping[str, float]
    relevance: float
    source: str

    @classmethod
    def from_text(cls, id: str, text: str, relevance: float, source: str) -> "Evidence":
        return cls(id, text, {c: 1.0 for c in concepts(text)}, relevance, source)


@dataclass(frozen=True)
class AnswerConfig:
    """The answer budget (`k` records) and the support needed to commit to A-D."""

    k: int = 5
    support_threshold: float = 0.15

    def __post_init__(self) -> None:
        if self.k < 1:
            raise ConfigError(f"AnswerConfig.k={self.k!r} must be >= 1")
        if not 0.0 < self.support_threshold <= 1.0:
            raise ConfigError(f"AnswerConfig.support_threshold={self.support_threshold!r} must lie in (0, 1]")


class IdfTable:
    """Inverse document frequency of concepts over a participant's narrations; unseen concepts get the maximum."""

    def __init__(self, documents: Iterable[FrozenSet[str]]) -> None:
        self.df: Dict[str, int] = {}
        self.n = 0
        for doc in documents:
            self.n += 1
            for concept in doc:
                self.df[concept] = self.df.get(concept, 0) + 1

    def __call__(self, concept: str) -> float:
        return math.log((self.n + 1) / (self.df.get(concept, 0) + 1)) + 1.0


@dataclass(frozen=True)
class Answer:
    """The chosen letter, per-choice support (A-D), and the evidence used."""

    letter: str
    support: Tuple[float, ...]
    evidence_ids: Tuple[str, ...]
    reason: str


def distinctive_concepts(question: EamQuestion) -> List[FrozenSet[str]]:
    """Per choice A-D: its concepts minus those all four share and those of the question stem."""
    per_choice = [concepts(c) for c in question.choices[:4]]
    shared = frozenset.intersection(*per_choice)
    asked = concepts(question.stem)
    out = []
    for bag in per_choice:
        own = bag - shared - asked
        out.append(own or (bag - shared) or bag)
    return out


def _coverage(target: FrozenSet[str], weights: Mapping[str, float], idf: IdfTable) -> float:
    total = sum(idf(c) for c in target)
    return sum(idf(c) * weights.get(c, 0.0) for c in target) / total if total else 0.0


def score_choices(question: EamQuestion, evidence: Sequence[Evidence], idf: IdfTable,
                  config: AnswerConfig = AnswerConfig()) -> Answer:
    """Answer one item from at most `config.k` evidence records (the most relevant ones)."""
    used = sorted((e for e in evidence if e.relevance > 0), key=lambda e: -e.relevance)[: config.k]
    if not used:
        return Answer(NOT_AVAILABLE, (0.0,) * 4, (), "no relevant record in memory")
    total = sum(e.relevance for e in used)
    support = tuple(round(sum(e.relevance * _coverage(target, e.weights, idf) for e in used) / total, 4)
                    for target in distinctive_concepts(question))
    best = max(range(4), key=lambda i: (support[i], -i))
    ids = tuple(e.id for e in used)
    if support[best] < config.support_threshold:
        return Answer(NOT_AVAILABLE, support, ids, f"best support {support[best]:.2f} < {config.support_threshold}")
    return Answer("ABCD"[best], support, ids, f"choice {'ABCD'[best]} best supported ({support[best]:.2f})")
