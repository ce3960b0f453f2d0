""""Where did you last see X?": the robot's own last sighting, asked with how far it still holds.

A question whose verb is the robot's own perception ("did you see / spot / notice", the subject
"you") and that names no moment of the past asks where the robot last saw the thing: the value
the State view holds, with its belief (fresh, stale, uncertain, contradicted), not a change
before the current one. The parse decides, not the words around it ("and can I go by that?").
"""
from __future__ import annotations

from dataclasses import replace

from ..language.syntax import analyse, normalise
from .plan import Intent, QueryPlan, Relation
from .question_parser import intent_views

__all__ = ["own_sighting"]

_PERCEIVE = frozenset({"see", "spot", "notice", "glimpse"})


def own_sighting(plan: QueryPlan) -> QueryPlan:
    """The current-state plan of a where-did-you-last-see question; any other plan as it is."""
    if plan.intent is not Intent.PAST_STATE or plan.changed_to or plan.temporal.relation not in (
            Relation.NONE, Relation.PREVIOUS) or not plan.targets or not _robot_saw(plan.question):
        return plan
    return replace(plan, intent=Intent.CURRENT_STATE, views=intent_views(Intent.CURRENT_STATE), verbs=(),
                   attribute="location", temporal=replace(plan.temporal, relation=Relation.NONE))


def _robot_saw(question: str) -> bool:
    doc = analyse(normalise(question))
    if not any(tok.lower_ == "where" for tok in doc):
        return False
    return any(tok.lower_ == "you" and tok.dep_ == "nsubj" and _PERCEIVE & {tok.head.lemma_.lower(), tok.head.head.lemma_.lower()}
               for tok in doc)  # "you" under the verb, or under an adverb of it ("did you last see": a mis-parse)
