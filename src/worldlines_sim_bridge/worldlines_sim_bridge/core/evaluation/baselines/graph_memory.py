"""The entity-relation graph memory: (subject, relation, object, time) triples from perceived events.

Each perceived event yields triples: (actor, verb, primary object) for actions; one per state
delta (entity, attribute, value); one per claim of a heard utterance, reported by the speaker;
(speaker, said, words) when an utterance asserts nothing typed. Triples are indexed by the
entities they touch. A question is planned by ObsMem's planner; the triples touching the asked
entities (or people) are scored by relation fit and recency; the top `k` are rendered as short
sentences and answered by the same text answerer as the flat memory.
"""
from __future__ import annotations

from collections import defaultdict
from dataclasses import dataclass
from typing import Any, Optional, Sequence

from obsmem_ros import Event
from worldlines_sim_bridge.core.evaluation.baselines.text_answerer import TextAnswerer
from worldlines_sim_bridge.core.evaluation.baselines.text_query import TextQuery
from worldlines_sim_bridge.core.evaluation.baselines.text_records import Lexicon, TextRecord
from worldlines_sim_bridge.core.evaluation.observer_rule import robot_perceived
from worldlines_sim_bridge.core.evaluation.records import SystemAnswer

DESCRIPTIVE = frozenset({"name", "color", "owner", "category", "material"})
STATE_RELATIONS = frozenset({"location", "held_by", "state", "said"})
RECENCY_WEIGHT = 0.5
_INTENT_RELATIONS = {"current_state": "attribute", "past_state": "attribute", "belief": "attribute",
                     "source": "claim"}


@dataclass(frozen=True)
class Triple:
    """One remembered relation, with the event it came from."""

    id: str
    subject: str
    relation: str
    object: str
    time_ns: int
    event_id: str
    session_id: str
    reporter: str = ""


def triples_of(event: Event) -> list[Triple]:
    """The triples a perceived event yields."""
    found: list[tuple[str, str, str, str]] = []
    if event.kind in ("action", "feedback") and event.actor and event.verb and event.objects:
        found.append((event.actor, event.verb, event.objects[0], ""))
    for fact in event.deltas:
        found.append((fact.entity, fact.attribute, fact.value, ""))
    if event.kind == "utterance":
        for claim in event.claims:
            found.append((claim.entity, claim.attribute, claim.value, event.actor))
        if not event.claims and event.utterance:
            found.append((event.actor, "said", event.utterance, event.actor))
    return [Triple(id=f"{event.id}#{n}", subject=s, relation=r, object=o, time_ns=event.time_ns, event_id=event.id,
                   session_id=event.session_id, reporter=rep) for n, (s, r, o, rep) in enumerate(found)]


def is_action(triple: Triple) -> bool:
    """(actor, verb, object) triples, as opposed to attribute values, claims and sayings."""
    return not (triple.relation in DESCRIPTIVE or triple.relation in STATE_RELATIONS or triple.reporter
                or triple.relation.split(":", 1)[0] in ("setting", "preference"))


def render(triple: Triple, lexicon: Lexicon) -> str:
    """A triple as a short sentence the text answerer parses."""
    subject = lexicon.phrase(triple.subject)
    literal = triple.relation in DESCRIPTIVE or triple.relation.split(":", 1)[0] in ("setting", "preference")
    obj = triple.object if literal else lexicon.phrase(triple.object)
    if triple.relation == "location":
        sentence = f"the {subject} location: the {obj}"
    elif triple.relation == "held_by":
        sentence = f"the {subject} is with {obj}"
    elif triple.relation.startswith("setting:"):
        sentence = f"the {subject} {triple.relation.split(':', 1)[1]} set to {triple.object}"
    elif triple.relation == "state":
        sentence = f"the {subject} is {triple.object}"
    elif triple.relation.startswith("preference:"):
        sentence = f"{subject} prefers {triple.object} for {triple.relation.split(':', 1)[1]}"
    elif triple.relation == "said":
        sentence = f"{subject} said: {triple.object}"
    elif triple.relation in DESCRIPTIVE:
        sentence = f"the {subject} {triple.relation}: {triple.object}"
    else:
        sentence = f"{subject} {triple.relation} the {obj}"
    if triple.reporter and triple.relation != "said":
        sentence = f"{lexicon.phrase(triple.reporter)} said {sentence}"
    return sentence + "."


class GraphMemory:
    """Triples indexed by entity + relation-aware top-k selection + the text answerer."""

    name = "graph"

    def __init__(self, answerer: Optional[TextAnswerer] = None) -> None:
        self._answerer = answerer if answerer is not None else TextAnswerer()
        self._triples: list[Triple] = []
        self._by_entity: dict[str, list[int]] = defaultdict(list)
        self.lexicon = Lexicon()

    @property
    def triples(self) -> tuple[Triple, ...]:
        return tuple(self._triples)

    def ingest(self, events: Sequence[Event]) -> None:
        for event in events:
            if not robot_perceived(event):
                continue
            self.lexicon.learn(event)
            for triple in triples_of(event):
                index = len(self._triples)
                self._triples.append(triple)
                for entity in {triple.subject, triple.object, triple.reporter} - {""}:
                    self._by_entity[entity].append(index)

    def _relation_fit(self, triple: Triple, plan: Any) -> float:
        wanted = _INTENT_RELATIONS.get(plan.intent.value, "verb")
        if plan.intent.value == "preference":
            return float(triple.relation.startswith("preference"))
        if wanted == "attribute":
            return float(triple.relation == (plan.attribute or "location") and not triple.reporter)
        if wanted == "claim":
            return float(bool(triple.reporter))
        if plan.verbs:
            return float(triple.relation in plan.verbs)
        return 0.5 * float(triple.relation not in DESCRIPTIVE)

    def select(self, query: TextQuery, *, k: int) -> list[Triple]:
        """The k triples best fitting the question among those touching its entities."""
        plan = query.plan
        asked = [i for phrase in (*plan.targets, *plan.places, *plan.persons) for i in self.lexicon.resolve(phrase)]
        persons = {i for phrase in plan.persons for i in self.lexicon.resolve(phrase) if i in self.lexicon.persons}
        if plan.intent.value == "preference" and persons:
            primary = persons  # a preference is a fact about the person
        else:
            primary = set(self.lexicon.resolve(plan.targets[0])) if plan.targets else set(asked)
        pool = sorted({i for entity in asked for i in self._by_entity.get(entity, ())})
        pool = [i for i in pool if self._triples[i].time_ns <= query.at_ns and query.admits(self._triples[i].time_ns)]
        if not pool:
            return []
        newest, oldest = self._triples[pool[-1]].time_ns, self._triples[pool[0]].time_ns
        span = max(newest - oldest, 1)

        def score(index: int) -> float:
            triple = self._triples[index]
            about = triple.subject in primary or (is_action(triple) and triple.object in primary)
            touches = 2.0 * float(about) + float(triple.object in asked or triple.reporter in asked)
            return touches + self._relation_fit(triple, plan) + RECENCY_WEIGHT * (triple.time_ns - oldest) / span

        ranked = sorted(pool, key=lambda i: (-score(i), -i))
        return [self._triples[i] for i in ranked[:k]]

    def ask(self, question: str, *, at_ns: int, k: int) -> SystemAnswer:
        origin = self._triples[0].time_ns if self._triples else at_ns
        query = self._answerer.prepare(question, at_ns=at_ns, origin_ns=origin)
        chosen = self.select(query, k=k)
        records = [TextRecord(id=t.id, time_ns=t.time_ns, session_id=t.session_id, text=render(t, self.lexicon),
                              speaker=t.reporter, event_ids=(t.event_id,)) for t in chosen]
        return self._answerer.answer(query, records, self.lexicon, view="graph")

    def close(self) -> None:
        """Nothing to release: everything lives in memory."""
