"""Baseline memories for EAM-QA, with the same answer budget and choice scoring as MEMORA.

- flat: chronological narration texts; BM25 (bm25s) over them with the question and its choices as
  the query; the top 5 narrations are the evidence.
- graph: entity-relation triples from narrations (participant -verb-> object, object -preposition->
  place, with how often each was seen); the 5 triples sharing the most concepts with the question and
  choices are the evidence.
"""
from __future__ import annotations

from collections import Counter
from typing import Dict, List, Tuple

from ..epic import Narration, noun_phrase
from ..perception.annotation import PLACE_WORDS
from ..text import concepts, words
from .questions import EamQuestion
from .scoring import Evidence, IdfTable

K = 5


def _query_text(question: EamQuestion) -> str:
    return " ".join([question.stem, *question.choices[:4]])


class FlatView:
    """Flat chronological text memory with BM25 retrieval (top 5 narrations)."""

    def __init__(self, narrations: List[Narration], participant: str) -> None:
        import bm25s

        self.rows = [n for n in narrations if n.participant == participant]
        self.texts = [f"{n.video_id}: {n.narration}" for n in self.rows]
        self.idf = IdfTable(concepts(n.narration) for n in self.rows)
        self._bm25 = bm25s.BM25()
        self._bm25.index(bm25s.tokenize(self.texts, stopwords="en", show_progress=False), show_progress=False)

    def evidence(self, question: EamQuestion) -> List[Evidence]:
        import bm25s

        tokens = bm25s.tokenize([_query_text(question)], stopwords="en", show_progress=False)
        docs, scores = self._bm25.retrieve(tokens, k=min(K, len(self.texts)), show_progress=False)
        top = float(scores[0][0]) if len(scores[0]) else 0.0
        out = []
        for doc, score in zip(docs[0], scores[0]):
            if score > 0 and top > 0:
                row = self.rows[int(doc)]
                out.append(Evidence.from_text(row.narration_id, self.texts[int(doc)], float(score) / top, "narration"))
        return out


def _triples(rows: List[Narration]) -> Counter:
    triples: Counter = Counter()
    for n in rows:
        nouns = [noun_phrase(x) for x in n.all_nouns] or ([noun_phrase(n.noun)] if n.noun else [])
        if not nouns:
            continue
        triples[(n.participant, n.verb, nouns[0])] += 1
        if len(nouns) > 1:
            preps = [w for w in words(n.narration) if w in PLACE_WORDS or w in {"with", "from", "to"}]
            triples[(nouns[0], preps[0] if preps else "with", nouns[1])] += 1
    return triples


class GraphView:
    """Entity-relation graph memory: weighted triples, top 5 by shared concepts."""

    def __init__(self, narrations: List[Narration], participant: str) -> None:
        rows = [n for n in narrations if n.participant == participant]
        self.triples: List[Tuple[Tuple[str, str, str], int]] = sorted(_triples(rows).items(), key=lambda t: (-t[1], t[0]))
        self.idf = IdfTable(concepts(n.narration) for n in rows)
        self._bags: Dict[Tuple[str, str, str], frozenset] = {t: concepts(" ".join(t[1:] if t[0] == participant else t))
                                                              for t, _ in self.triples}

    def evidence(self, question: EamQuestion) -> List[Evidence]:
        query = concepts(_query_text(question))
        scored = []
        for triple, count in self.triples:
            shared = query & self._bags[triple]
            if shared:
                scored.append((sum(self.idf(c) for c in shared), count, triple))
        scored.sort(key=lambda s: (-s[0], -s[1], s[2]))
        top = scored[0][0] if scored else 0.0
        return [Evidence(f"triple:{'|'.join(t)}", " ".join(t), {c: 1.0 for c in self._bags[t]}, s / top, "triple")
                for s, _, t in scored[:K]]
