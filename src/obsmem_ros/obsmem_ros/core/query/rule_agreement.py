"""When the rule parser's plan may stand in for the language layer's: it read the question fully
and the classifier agrees.

The rule parser (`question_parser.py`) is exact on the forms it was written for and brittle
elsewhere; the language layer generalises but is approximate. Neither is trusted blindly: a rule
plan is accepted only when

- a rule pattern matched (not the free-text fallback);
- every phrase it reads as a thing names something memory knows by that very name (an entity's
  name, category, id stem or alias, or a room), and every person it found is a person memory
  knows or the language layer found too: a phrase like "notebook sitting", "telly" or "any idea" means the rules did not read
  the sentence, however their intent pattern fired;
- the calibrated classifier reads the same question family among its two best readings (the
  second only when it is itself plausible), so a pattern firing on the wrong words is outvoted.

Anything else keeps the language layer's plan. This module only decides; it reads the `Parse`,
the rule `QueryPlan` and the memory's `Lexicon`.
"""
from __future__ import annotations

from typing import Iterable

from ..language import Lexicon, Parse
from ..language.linking import clean
from .plan import Intent, QueryPlan

SECOND_READING = 0.15   # the classifier's second reading counts as agreeing from this probability
_ENTITY_INTENTS = frozenset({Intent.CURRENT_STATE, Intent.PAST_STATE, Intent.SOURCE, Intent.BELIEF,
                             Intent.EVENT_WHEN, Intent.EVENT_WHO, Intent.EVENT_COUNT})
_FAMILIES = {Intent.PAST_STATE: Intent.CURRENT_STATE}   # one family: the rules tell now from before by tense
_ROBOT = frozenset({"robot", "you"})


def rule_plan_agrees(rule: QueryPlan, parse: Parse, lexicon: Lexicon, intent_of) -> bool:
    """True when `rule` read the question fully and the classifier of `parse` agrees with it;
    `intent_of(label)` maps a classifier label ("question:where_is") to its read-path `Intent`."""
    if rule.intent is Intent.FREE_TEXT or not parse.text or parse.kind.value == "unknown" and not parse.intent:
        return False
    if not _persons_known(rule.persons, parse, lexicon):
        return False
    if rule.intent in _ENTITY_INTENTS and not all(_names_a_known_thing(p, lexicon) for p in rule.targets + rule.places):
        return False
    readings = [(f"{parse.kind.value}:{parse.intent}", parse.confidence), *parse.alternatives[:1]]
    agreeing = [key for rank, (key, prob) in enumerate(readings) if rank == 0 or prob >= SECOND_READING]
    return any(_family(intent_of(key)) is _family(rule.intent) for key in agreeing)


def _family(intent: Intent) -> Intent:
    return _FAMILIES.get(intent, intent)


def _persons_known(persons: Iterable[str], parse: Parse, lexicon: Lexicon) -> bool:
    """Every person the rules found is one memory knows, or one the language layer found too."""
    found = {p.id for p in parse.people}
    return all(p in found or lexicon.person_id(p) for p in persons)


def _names_a_known_thing(phrase: str, lexicon: Lexicon) -> bool:
    words = clean(phrase)
    if not words or words in _ROBOT:
        return False
    return words in lexicon.exact_names
