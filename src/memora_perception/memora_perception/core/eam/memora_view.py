"""Evidence from MEMORA's memory for an EAM-QA item: the typed tools, used as an agent would.

- A question naming videos reads only those sessions (search_activities with a session scope); if none
  of them is in memory there is no evidence, so the answer is E.
- "What was P doing in video X" reads the whole session's activity record.
- Otherwise the question's trigger (the action it hinges on, `split_trigger`) anchors on matching
  actions in the activity memory. The main record is a consolidated statistic of what surrounds
  the best anchors: the next action for "after / next" questions, the previous one for "before"
  questions, two either side otherwise; each concept weighted by its lift over its base rate in the
  participant's memory. For all but "what next" questions (which ask for the statistic), each choice
  also gets the episode snippet where the question's and the choice's concepts meet best. Mined
  habits, routines and preferences whose key matches the trigger exactly join as weaker records.
"""
from __future__ import annotations

import re
from collections import Counter
from dataclasses import dataclass
from typing import Dict, FrozenSet, List, Sequence, Tuple

from ..memory import MemoraMemory
from ..text import concepts
from .questions import EamQuestion
from .scoring import Evidence, IdfTable, distinctive_concepts

_NEXT = re.compile(r"\b(next|after|afterwards?|follows?|following|then)\b", re.I)
_BEFORE = re.compile(r"\b(before|prior to|first)\b", re.I)
_SESSION_SUMMARY = re.compile(r"\bwhat was \S+ doing in video\b", re.I)
_QUOTED = re.compile(r"'([^']+)'")
_LEAD = re.compile(r"^(?:after|when|once|while|as|before)\s+(.*?)(?:,|\s+what\b|\s+how\b|\s+which\b|$)", re.I)
_AFTER = re.compile(r"\bafter\s+(.*?)(?:\?|$)", re.I)
_QUALIFIER = re.compile(r"\s+(?:during|while|when|across|as part of)\s+", re.I)
TRIGGER_WEIGHT = 0.8     # anchor relevance: the trigger's share; the rest of the question gets the remainder
KNOWLEDGE_WEIGHT = 0.2   # relevance of mined knowledge records relative to the best anchor
NEXT: Dict[int, float] = {1: 1.0}
BEFORE: Dict[int, float] = {-1: 1.0}
AROUND: Dict[int, float] = {-2: 0.5, -1: 1.0, 1: 1.0, 2: 0.5}


@dataclass(frozen=True)
class _Step:
    session: str
    concepts: FrozenSet[str]
    narration: str
    id: str


def split_trigger(stem: str) -> Tuple[str, str]:
    """The action a question hinges on, and the rest of the question as context.

    A quoted action wins ("after 'pick-up knife'"); else the leading "After/When ..." clause up to its
    comma, cut before qualifiers such as "during cleanup"; else what follows "after".
    """
    quoted = _QUOTED.search(stem)
    if quoted:
        return quoted.group(1), stem.replace(quoted.group(0), " ")
    lead = _LEAD.match(stem.strip())
    clause = lead.group(1) if lead else ""
    if not clause:
        after = _AFTER.search(stem)
        clause = after.group(1) if after else ""
    if not clause:
        return stem, ""
    trigger = _QUALIFIER.split(clause, maxsplit=1)[0]
    return trigger, stem.replace(trigger, " ")


def _offsets(stem: str) -> Dict[int, float]:
    """Context positions around an anchor with their weights: the next action, the previous one, or both sides."""
    if _NEXT.search(stem) and not re.search(r"\bbefore\b", stem, re.I):
        return NEXT
    if _BEFORE.search(stem):
        return BEFORE
    return AROUND


class MemoraView:
    """Answers evidence requests from one participant's MEMORA memory."""

    def __init__(self, memory: MemoraMemory, participant: str, *, anchor_share: float = 0.9, max_anchors: int = 60) -> None:
        self.memory = memory
        self.participant = participant
        self.anchor_share = anchor_share
        self.max_anchors = max_anchors
        self.streams: Dict[str, List[_Step]] = {}
        for session in memory.sessions(participant):
            self.streams[session] = [_Step(session, concepts(a.narration or f"{a.verb} {a.noun}"), a.narration, a.id)
                                     for a in memory.session_actions(participant, session)]
        self.idf = IdfTable(step.concepts for steps in self.streams.values() for step in steps)
        self._knowledge = self._knowledge_evidence()

    def _knowledge_evidence(self) -> List[Tuple[FrozenSet[str], Evidence]]:
        kb = self.memory.knowledge
        units: List[Tuple[FrozenSet[str], Evidence]] = []
        for h in kb.habits:
            if h.actor == self.participant:
                text = f"after {h.trigger} then {h.next_action}"
                units.append((concepts(h.trigger), Evidence(h.id, text, {c: h.probability for c in concepts(h.next_action)}, 0.0, "habit")))
        for r in kb.routines:
            if r.actor == self.participant:
                text = "; ".join(r.steps)
                units.append((concepts(text), Evidence.from_text(r.id, text, 0.0, "routine")))
        for p in kb.preferences:
            if p.actor == self.participant:
                units.append((concepts(p.topic), Evidence(p.id, p.statement, {c: p.confidence for c in concepts(p.value)}, 0.0, "preference")))
        return units

    def _relevance(self, query: FrozenSet[str], bag: FrozenSet[str]) -> float:
        known = [c for c in query if self.idf.df.get(c)]
        total = sum(self.idf(c) for c in known)
        return sum(self.idf(c) for c in known if c in bag) / total if total else 0.0

    def _scope(self, question: EamQuestion) -> Sequence[str]:
        named = question.mentioned_videos
        if not named:
            return list(self.streams)
        return [v for v in named if v in self.streams]

    def evidence(self, question: EamQuestion) -> List[Evidence]:
        """Records supporting an answer to `question` (empty when memory holds nothing relevant)."""
        scope = self._scope(question)
        if not scope:
            return []
        if _SESSION_SUMMARY.search(question.stem):
            return [self._session_evidence(s) for s in scope]
        query = concepts(question.stem)
        trigger_text, context_text = split_trigger(question.stem)
        trigger, context = concepts(trigger_text), concepts(context_text) - concepts(trigger_text)
        weight = TRIGGER_WEIGHT if any(self.idf.df.get(c) for c in context) else 1.0
        scored = [(weight * self._relevance(trigger, step.concepts) + (1 - weight) * self._relevance(context, step.concepts),
                   session, i) for session in scope for i, step in enumerate(self.streams[session])]
        best = max((s for s, _, _ in scored), default=0.0)
        if best <= 0:
            return []
        offsets = _offsets(question.stem)
        found = [self._anchor_evidence(scored, best, offsets, query)]
        if offsets is not NEXT:  # "what next" questions ask for the statistic, not for one episode
            found.extend(self._choice_snippets(question, scored, offsets))
        if not question.mentioned_videos:
            for key, unit in self._knowledge:  # keys that cover the trigger and are covered by it
                if key and self._relevance(trigger, key) >= 0.99 and self._relevance(key, trigger) >= 0.99:
                    found.append(Evidence(unit.id, unit.text, unit.weights, KNOWLEDGE_WEIGHT * best, unit.source))
        return [e for e in found if e.relevance > 0]

    def _session_evidence(self, session: str) -> Evidence:
        steps = self.streams[session]
        counts = Counter(c for step in steps for c in step.concepts)
        top = max(counts.values()) if counts else 1
        weights = {c: min(1.0, 0.5 + 0.5 * n / top) for c, n in counts.items()}
        return Evidence(f"session:{session}", f"{len(steps)} actions of {session}", weights, 1.0, "session")

    def _context(self, session: str, i: int, offsets: Dict[int, float]) -> Dict[str, float]:
        steps = self.streams[session]
        seen: Dict[str, float] = {}
        for offset, weight in offsets.items():
            if 0 <= i + offset < len(steps):
                for c in steps[i + offset].concepts:
                    seen[c] = max(seen.get(c, 0.0), weight)
        return seen

    def _anchor_evidence(self, scored: List[Tuple[float, str, int]], best: float, offsets: Dict[int, float],
                         query: FrozenSet[str]) -> Evidence:
        """What usually surrounds the best-matching actions (a consolidated statistic)."""
        anchors = sorted((a for a in scored if a[0] >= self.anchor_share * best), key=lambda a: -a[0])[: self.max_anchors]
        totals: Dict[str, float] = {}
        for _, session, i in anchors:
            for c, w in self._context(session, i, offsets).items():
                totals[c] = totals.get(c, 0.0) + w
        weights = {}
        for c, w in totals.items():
            base = self.idf.df.get(c, 0) / max(self.idf.n, 1)
            lift = (w / len(anchors) - base) / (1.0 - base) if base < 1.0 else 0.0
            if lift > 0:
                weights[c] = lift
        peak = max((w for c, w in weights.items() if c not in query), default=0.0) or 1.0
        weights = {c: min(1.0, w / peak) for c, w in weights.items()}
        ids = ",".join(self.streams[s][i].id for _, s, i in anchors[:5])
        return Evidence(f"anchors:{ids}", f"context of {len(anchors)} matching actions", weights, best, "activity")

    def _window(self, session: str, i: int, offsets: Dict[int, float]) -> Dict[str, float]:
        """Concepts of an anchor and its context, the anchor at full weight."""
        window = self._context(session, i, offsets)
        for c in self.streams[session][i].concepts:
            window[c] = 1.0
        return window

    def _choice_snippets(self, question: EamQuestion, scored: List[Tuple[float, str, int]],
                         offsets: Dict[int, float]) -> List[Evidence]:
        """Per choice, the episode snippet that best covers the question's and the choice's concepts together."""
        query = frozenset(c for c in concepts(question.stem) if self.idf.df.get(c))
        candidates = [a for a in scored if a[0] > 0]
        windows = {(s, i): self._window(s, i, offsets) for _, s, i in candidates}
        out = []
        for target in distinctive_concepts(question):
            joint = query | target
            total = sum(self.idf(c) for c in joint)
            def fit(anchor: Tuple[float, str, int]) -> float:
                window = windows[(anchor[1], anchor[2])]
                return sum(self.idf(c) * window.get(c, 0.0) for c in joint) / total
            top = max(candidates, key=lambda a: (fit(a), a[0]), default=None)
            if top is None:
                continue
            _, session, i = top
            window = windows[(session, i)]
            if not any(window.get(c, 0.0) for c in target):
                continue
            steps = self.streams[session]
            text = " | ".join(steps[j].narration for j in range(max(0, i - 2), min(len(steps), i + 3)))
            out.append(Evidence(f"snippet:{steps[i].id}", text, window, self._relevance(query, frozenset(window)), "snippet"))
        return out
