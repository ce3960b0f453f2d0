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


def _choices_of(a: Action, config: KnowledgeConfig) -> List[Tuple[str, str, str, str]]:
    """The choices one action shows, as (kind, topic, value, preposition)."""
    if not a.objects:
        return []
    if a.verb in config.placement_verbs or a.verb.split("-")[0] in config.placement_verbs:
        place = a.location or (a.objects[1] if len(a.objects) > 1 else "")
        return [("placement", a.primary, place, _preposition(a.verb))] if place else []
    out = [("tool", f"{a.verb} {a.primary}", a.objects[1], "")] if len(a.objects) > 1 else []
    return out + [("object", a.verb, a.primary, "")]


def _choices(actions: Iterable[Action], config: KnowledgeConfig) -> Tuple[Dict[Tuple[str, str, str], Counter],
                                                                         Dict[Tuple[str, str, str, str], List[str]]]:
    """(actor, kind, topic) -> Counter of (value, preposition); and (actor, kind, topic, value) ->
    the ids of the actions that showed that choice (what a preference rests on: the picks of
    "usually chooses the red mug", not the times it was put away)."""
    table: Dict[Tuple[str, str, str], Counter] = defaultdict(Counter)
    shown: Dict[Tuple[str, str, str, str], List[str]] = defaultdict(list)
    for a in actions:
        for kind, topic, value, prep in _choices_of(a, config):
            table[(a.actor, kind, topic)][(value, prep)] += 1
            if a.id:
                shown[(a.actor, kind, topic, value)].append(a.id)
    return table, shown


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
    table, shown = _choices(actions, config)
    preferences: List[Preference] = []
    for (actor, kind, topic), counts in sorted(table.items()):
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
            evidence_ids=tuple(shown.get((actor, kind, topic, value), [])[:20])))
    preferences.sort(key=lambda p: (p.actor, -p.confidence, -p.support, p.id))
    return preferences
