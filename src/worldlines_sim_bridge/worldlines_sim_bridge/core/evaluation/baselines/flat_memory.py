"""The flat chronological text memory: every perceived event kept as one sentence, top-k search.

Ingest keeps the perceived events only (the observer rule) as `TextRecord`s in time order; a
heard utterance is kept with its speaker. A question is answered from the top `k` sentences of a
retriever (BM25 or MiniLM) among those the question's time window admits, re-ranked by relevance
plus a small recency bonus among the retriever's best candidates, through the shared text
answerer.
"""
from __future__ import annotations

from typing import Optional, Sequence

from obsmem_ros import Event
from worldlines_sim_bridge.core.evaluation.baselines.retrievers import Retriever
from worldlines_sim_bridge.core.evaluation.baselines.text_answerer import TextAnswerer
from worldlines_sim_bridge.core.evaluation.baselines.text_query import TextQuery
from worldlines_sim_bridge.core.evaluation.baselines.text_records import Lexicon, TextRecord
from worldlines_sim_bridge.core.evaluation.observer_rule import robot_perceived
from worldlines_sim_bridge.core.evaluation.records import SystemAnswer

CANDIDATES = 50
RECENCY_WEIGHT = 0.2


def event_sentence(event: Event) -> str:
    """The sentence remembered for an event: its text, plus the words said when not in it."""
    text = event.text.strip()
    if event.utterance and event.utterance not in text:
        text = f'{text} "{event.utterance}"'.strip()
    return text


def rerank(records: Sequence[TextRecord], hits: Sequence[tuple[int, float]], query: TextQuery, k: int) -> list[TextRecord]:
    """The k best hits the question's time window admits, by normalised score plus a recency
    bonus (the newest candidate gets the full bonus); of identical sentences only the best
    ranked (usually the newest) is kept, so routine repeats do not fill the budget."""
    usable = [(i, s) for i, s in hits if records[i].time_ns <= query.at_ns and query.admits(records[i].time_ns)]
    if not usable:
        return []
    top_score = max(s for _, s in usable) or 1.0
    by_time = sorted(usable, key=lambda hit: (records[hit[0]].time_ns, hit[0]))
    recency = {i: rank / max(len(by_time) - 1, 1) for rank, (i, _) in enumerate(by_time)}
    ranked = sorted(usable, key=lambda hit: (-(hit[1] / top_score + RECENCY_WEIGHT * recency[hit[0]]), hit[0]))
    chosen: dict[str, TextRecord] = {}
    for index, _ in ranked:
        chosen.setdefault(records[index].text, records[index])  # a repeated sentence counts once
        if len(chosen) == k:
            break
    return list(chosen.values())


class FlatTextMemory:
    """Chronological sentences + a retriever + the text answerer."""

    def __init__(self, *, name: str, retriever: Retriever, answerer: Optional[TextAnswerer] = None) -> None:
        self.name = name
        self._retriever = retriever
        self._answerer = answerer if answerer is not None else TextAnswerer()
        self._records: list[TextRecord] = []
        self.lexicon = Lexicon()

    @property
    def records(self) -> tuple[TextRecord, ...]:
        return tuple(self._records)

    def ingest(self, events: Sequence[Event]) -> None:
        fresh: list[TextRecord] = []
        for event in events:
            if not robot_perceived(event):
                continue
            self.lexicon.learn(event)
            sentence = event_sentence(event)
            if sentence:
                speaker = event.actor if event.kind == "utterance" else ""
                fresh.append(TextRecord(id=event.id, time_ns=event.time_ns, session_id=event.session_id,
                                        text=sentence, speaker=speaker, event_ids=(event.id,)))
        self._records.extend(fresh)
        self._retriever.add([r.text for r in fresh])

    def ask(self, question: str, *, at_ns: int, k: int) -> SystemAnswer:
        origin = self._records[0].time_ns if self._records else at_ns
        query = self._answerer.prepare(question, at_ns=at_ns, origin_ns=origin)
        bounded = query.start_ns is not None  # a named day or time: rank everything inside it
        hits = self._retriever.search(query.search_text, len(self._records) if bounded else max(CANDIDATES, k))
        return self._answerer.answer(query, rerank(self._records, hits, query, k), self.lexicon, view="event")

    def close(self) -> None:
        """Nothing to release: everything lives in memory."""
