""""Where did you last see X?": the robot's own last sighting, asked with how far it still holds;
"Have you seen X yourself?": whether the robot saw it at all, or only heard of it.

A question whose verb is the robot's own perception ("did you see / spot / notice", the subject
"you") and that names no moment of the past asks where the robot last saw the thing: the value
the State view holds, with its belief (fresh, stale, uncertain, contradicted), not a change
before the current one. The parse decides, not the words around it ("and can I go by that?").
The same verb in a yes/no question ("Have you actually seen the parcel yourself?", "Did you see
the charger?") asks whether the robot's own eyes are behind what it knows: a current-state
question of form ``seen``.
"""
from __future__ import annotations

from dataclasses import replace
from typing import Any

from ..language.syntax import analyse, normalise
from .plan import Intent, QueryPlan, Relation, View
from .question_parser import intent_views

__all__ = ["SEEN", "own_sighting"]

SEEN = "seen"

_PERCEIVE = frozenset({"see", "spot", "notice", "glimpse"})
_WH = frozenset({"where", "when", "who", "what", "which", "how", "why"})


def own_sighting(plan: QueryPlan) -> QueryPlan:
    """The current-state plan of a where-did-you-last-see question, the ``seen`` plan of a
    have-you-seen-it question; any other plan as it is."""
    if plan.targets and plan.understood and _asks_if_seen(plan.question):
        return replace(plan, intent=Intent.CURRENT_STATE, form=SEEN, yes_no=True, expected=None, places=(),
                       attribute="location", verbs=(), views=(View.STATE, View.ENTITY, View.EVENT),
                       temporal=replace(plan.temporal, relation=Relation.NONE))
    if plan.intent is not Intent.PAST_STATE or plan.changed_to or plan.temporal.relation not in (
            Relation.NONE, Relation.PREVIOUS) or not plan.targets or not _robot_saw(plan.question):
        return plan
    return replace(plan, intent=Intent.CURRENT_STATE, views=intent_views(Intent.CURRENT_STATE), verbs=(),
                   attribute="location", temporal=replace(plan.temporal, relation=Relation.NONE))


def _asks_if_seen(question: str) -> bool:
    """A yes/no question (opening with an auxiliary) whose perceiving verb has "you" as subject."""
    doc = analyse(normalise(question))
    words = [t for t in doc if not t.is_punct]
    if not words or words[0].pos_ != "AUX" or any(t.lower_ in _WH for t in doc):
        return False
    return _you_perceive(doc)


def _robot_saw(question: str) -> bool:
    doc = analyse(normalise(question))
    return any(tok.lower_ == "where" for tok in doc) and _you_perceive(doc)


def _you_perceive(doc: Any) -> bool:
    """"You" as the subject of a perceiving verb, or of an adverb under it ("did you last see":
    the parser may hang "you" on "last")."""
    return any(tok.lower_ == "you" and tok.dep_ == "nsubj"
               and _PERCEIVE & {tok.head.lemma_.lower(), tok.head.head.lemma_.lower()} for tok in doc)
