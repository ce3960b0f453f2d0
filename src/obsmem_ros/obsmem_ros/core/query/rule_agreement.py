"""When the rule parser's plan may stand in for the language layer's: it read the question fully
and the classifier agrees.

The rule parser (`question_parser.py`) is exact on the forms it was written for and brittle
elsewhere; the language layer generalises but is approximate. Neither is trusted blindly: a rule
plan is accepted only when

- a rule pattern matched (not the free-text fallback);
- it reads a thing wherever the language layer links one, and every phrase it reads as a thing (or as
  the place a change led to) names something memory knows by that very name (an entity's
  name, category, id stem or alias, or a room), and every person it found is a person memory
  knows or the language layer found too (a capitalised month is no person), and it finds every
  person memory knows that the language layer found: a phrase like "notebook sitting", "telly" or "any idea" means the rules did not read
  the sentence, however their intent pattern fired;
- every time expression the language layer found, the rules read to the same reference, and both
  read the same attribute, checked value, deed and change a "before" points to;
- the calibrated classifier reads the same question family among its two best readings (the
  second only when it is itself plausible), so a pattern firing on the wrong words is outvoted;
  or, for a question of what a place holds, the parse says so itself ("what" the subject of "be"
  with a place after "on" / "in": "what is on the table?"), a form the classifier has no examples of.

Anything else keeps the language layer's plan. This module only decides; it reads the `Parse`,
the language layer's and the rules' `QueryPlan`s and the memory's `Lexicon`.
"""
from __future__ import annotations

import re
from typing import Collection, Sequence

from ..language import Kind, Lexicon, Parse
from ..language.linking import clean
from ..language.syntax import analyse, normalise
from .plan import Intent, QueryPlan

SECOND_READING = 0.15   # the classifier's second reading counts as agreeing from this probability
_ENTITY_INTENTS = frozenset({Intent.CURRENT_STATE, Intent.PAST_STATE, Intent.SOURCE, Intent.BELIEF,
                             Intent.EVENT_WHEN, Intent.EVENT_WHO, Intent.EVENT_COUNT})
_FAMILIES = {Intent.PAST_STATE: Intent.CURRENT_STATE}   # one family: the rules tell now from before by tense
_STATES = frozenset({"open", "closed", "on", "off", "locked", "unlocked"})
_ROBOT = frozenset({"robot", "you"})
_PLACE_PREPOSITIONS = frozenset({"on", "in", "inside", "under", "behind", "beside", "by", "at"})
_PLAIN = re.compile(r"[\w']+(?:[ \-][\w']+)*")   # a phrase the rules cut with punctuation ("keys:") was not read


def rule_plan_agrees(rule: QueryPlan, plan: QueryPlan, parse: Parse, lexicon: Lexicon, intent_of, *,
                     people: Collection[str] = ()) -> bool:
    """True when `rule` read the question fully and agrees with the language layer's `parse` and
    its `plan` (a plan below the classifier's confidence counts: the rules may still be exact; text
    that is not English never does); `intent_of(key)` maps a classifier key ("question:where_is") to its `Intent`;
    `people` are the ids of the people memory knows (an unusual name the tagger misses is still theirs)."""
    if rule.intent is Intent.FREE_TEXT or parse.kind is Kind.UNKNOWN or "English" in parse.reason:
        return False
    if not all(p in plan.persons or p in people or lexicon.person_id(p) == p for p in rule.persons):  # "Gran": kin
        return False
    if any(p in people and p not in rule.persons for p in plan.persons):
        return False   # "Which fish sauce does Bà want?": the rules lost a person memory knows ("b want")
    named = rule.targets + rule.places + ((rule.changed_to,) if rule.changed_to[:1].isalpha() else ())
    if rule.intent in _ENTITY_INTENTS and not all(_names_a_known_thing(p, lexicon) for p in named):
        return False
    if rule.intent in _ENTITY_INTENTS and not named and any(_names_a_known_thing(t, lexicon) for t in plan.targets):
        return False   # "Carol last picked something up. Where is it now?": the rules found no thing at all
    if rule.intent is Intent.COMMITMENT and any(_names_a_known_thing(t, lexicon) for t in plan.targets) and \
            not all(_names_a_known_thing(p, lexicon) for p in named):
        return False   # "who asked you to bring Bob's keys ...": the rules read "bring bob keys" as the thing
    if rule.intent in _ENTITY_INTENTS and any(_another_one(t, named, lexicon) for t in plan.targets):
        return False   # "Where's Rory's other runner?": the rules read "runner", the one memory saw
    if (parse.times or parse.anchor) and (rule.temporal.relation, rule.temporal.ref) != \
            (plan.temporal.relation, plan.temporal.ref):
        return False
    if not _same_reading(rule, plan):
        return False
    if rule.intent is Intent.CURRENT_STATE and rule.places and not rule.targets and _asks_contents(parse.text):
        return True
    readings = [(f"{parse.kind.value}:{parse.intent}", parse.confidence), *parse.alternatives[:1]]
    agreeing = [key for rank, (key, prob) in enumerate(readings) if rank == 0 or prob >= SECOND_READING]
    return any(_family(intent_of(key)) is _family(rule.intent) for key in agreeing)


def _another_one(target: str, named: Sequence[str], lexicon: Lexicon) -> bool:
    """Whether the language layer linked a thing heard of as the other one of a kind ("other
    runner") where the rules read only its kind: a name of the one memory knows."""
    name = next((e.name for e in lexicon.entries if e.id == target), "").split()
    return "other" in name and any(clean(p).split() == name[name.index("other") + 1:] for p in named)


def _asks_contents(question: str) -> bool:
    """"What" the subject of a "be" that has a place after a preposition of place."""
    for tok in analyse(normalise(question)):
        verb = tok.head
        if tok.lower_ == "what" and tok.dep_ == "nsubj" and verb.lemma_ == "be" and any(
                c.dep_ == "prep" and c.lower_ in _PLACE_PREPOSITIONS for c in verb.children):
            return True
    return False


def _same_reading(rule: QueryPlan, plan: QueryPlan) -> bool:
    """The value a yes/no question checks, the attribute asked about, the deed (the parse's among
    the rules') and the change a "before" points to are read alike ("is the oven on, do you know": the rules miss the state and ask its
    place; "The mug was moved into the cupboard. Where was it before that?": they miss the move)."""
    if plan.expected in _STATES and rule.expected != plan.expected:
        return False
    if plan.changed_to and not rule.changed_to:
        return False
    if plan.verbs and rule.verbs and not set(plan.verbs) <= set(rule.verbs):
        return False   # "how many times did Bo go for the biscuits": the parse reads a taking, the rules a walk
    attributes = {rule.attribute, plan.attribute} - {None}
    return not ("location" in attributes and len(attributes) > 1)


def _family(intent: Intent) -> Intent:
    return _FAMILIES.get(intent, intent)


def _names_a_known_thing(phrase: str, lexicon: Lexicon) -> bool:
    words = clean(phrase)
    if not words or words in _ROBOT or not _PLAIN.fullmatch(phrase):
        return False
    return words in lexicon.exact_names
