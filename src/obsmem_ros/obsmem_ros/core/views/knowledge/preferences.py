"""Preferences: choices someone makes repeatedly, with confidence (share) and support (count).

Three kinds, all from the objects of actions:
- `placement`: where an object is put (placement verbs; the place is the action's location or its
  second object), e.g. "P03 puts the saucepan in the cupboard".
- `tool`: which second object goes with a verb on a primary object, e.g. "cut onion" -> "knife".
- `object`: which primary object a verb is applied to, among the ones seen with it.
A choice is kept when its support and its share of all choices on that topic reach the thresholds.
"""
from __future__ import annotations

from collections import Counter, defaultdict
from typing import Dict, Iterable, List, Tuple

from .config import KnowledgeConfig
from .records import Action, Preference


def _preposition(verb: str) -> str:
    for suffix, word in (("-in", "in"), ("-into", "into"), ("-on", "on"), ("-back", "back in")):
        if verb.endswith(suffix):
            return word
    return "at"


def _choices(actions: Iterable[Action], config: KnowledgeConfig) -> Dict[Tuple[str, str, str], Counter]:
    """(actor, kind, topic) -> Counter of values, with evidence ids kept alongside."""
    table: Dict[Tuple[str, str, str], Counter] = defaultdict(Counter)
    for a in actions:
        if not a.objects:
            continue
        if a.verb in config.placement_verbs or a.verb.split("-")[0] in config.placement_verbs:
            place = a.location or (a.objects[1] if len(a.objects) > 1 else "")
            if place:
                table[(a.actor, "placement", a.primary)][(place, _preposition(a.verb))] += 1
            continue
        if len(a.objects) > 1:
            table[(a.actor, "tool", f"{a.verb} {a.primary}")][(a.objects[1], "")] += 1
        table[(a.actor, "object", a.verb)][(a.primary, "")] += 1
    return table


def _statement(actor: str, kind: str, topic: str, value: str, prep: str) -> str:
    if kind == "placement":
        return f"{actor} usually puts the {topic} {prep} the {value}"
    verb, _, obj = topic.partition(" ")
    verb = verb.replace("-", " ")
    if kind == "tool":
        return f"{actor} uses the {value} to {verb} the {obj}"
    return f"when they {verb} something, {actor} usually chooses the {value}"


def mine_preferences(actions: Iterable[Action], config: KnowledgeConfig = KnowledgeConfig()) -> List[Preference]:
    """Preferences of every actor in `actions`, most confident (then best supported) first."""
    actions = list(actions)
    evidence: Dict[Tuple[str, str], List[str]] = defaultdict(list)
    for a in actions:
        if a.id:
            for obj in a.objects:
                evidence[(a.actor, obj)].append(a.id)
    preferences: List[Preference] = []
    for (actor, kind, topic), counts in sorted(_choices(actions, config).items()):
        total = sum(counts.values())
        (value, prep), support = max(counts.items(), key=lambda kv: (kv[1], kv[0]))
        confidence = support / total
        if support < config.preference_min_support or confidence < config.preference_min_confidence:
            continue
        alternatives = tuple((v, c) for (v, _), c in counts.most_common() if v != value)
        preferences.append(Preference(
            id=f"{actor}/preference/{kind}/{topic.replace(' ', '_')}", actor=actor, kind=kind, topic=topic,
            value=value, statement=_statement(actor, kind, topic, value, prep), confidence=round(confidence, 4),
            support=support, total=total, alternatives=alternatives,
            evidence_ids=tuple(evidence.get((actor, value), [])[:20])))
    preferences.sort(key=lambda p: (p.actor, -p.confidence, -p.support, p.id))
    return preferences
