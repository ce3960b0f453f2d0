"""Existence questions: "Have we got any grapes in?", "Has a parcel come for Ines?", "Is there any
milk?". Whatever intent a parser gave them, they ask whether memory knows such a thing at all (seen,
or only heard of), not where it is, who did something to it or whether a request about it was done.

Read from spaCy's dependency parse, not from word lists of questions: a yes/no question (it opens
with an auxiliary) whose main verb is one of having, getting, being there, coming or arriving, and
whose thing is indefinite (a, an, any, some, or a bare plural after have / get) and is placed
nowhere ("Is there a mug in the sink?" asks about the sink). The plan keeps the parser's targets and
people; it becomes a current-state question of form ``exists``.
"""
from __future__ import annotations

from dataclasses import replace
from typing import Any, Optional

from obsmem_ros.errors import ConfigError

from .plan import Intent, QueryPlan, View

EXISTS = "exists"
_EXISTENCE_VERBS = frozenset({"have", "get", "be", "come", "arrive"})
_INDEFINITE = frozenset({"a", "an", "any", "some"})
_POSSESSION = frozenset({"have", "get"})
_AUXILIARIES = frozenset({"have", "has", "had", "do", "does", "did", "is", "are", "was", "were"})


def _root(doc: Any) -> Optional[Any]:
    """The main verb: the root, or the participle an auxiliary root governs ("Has a parcel come",
    sometimes parsed with "Has" as the root and "come" as its complement)."""
    root = next((t for t in doc if t.dep_ == "ROOT"), None)
    if root is not None and root.i == 0 and root.lemma_ == "have":
        return next((c for c in root.children if c.dep_ in ("ccomp", "xcomp") and c.tag_ == "VBN"), root)
    return root


def _indefinite(thing: Any) -> bool:
    """A thing said without pointing at one: "a parcel", "any grapes", or "eggs" (bare plural)."""
    dets = [c.lower_ for c in thing.children if c.dep_ in ("det", "quantmod")]
    if dets:
        return dets[0] in _INDEFINITE
    return thing.tag_ in ("NNS", "NNPS") and not any(c.dep_ == "poss" for c in thing.children)


def _thing(root: Any) -> Optional[Any]:
    """The noun whose existence is asked: the object of have / get, the subject of come / arrive,
    the attribute of "is there"."""
    roles = ("dobj", "attr") if root.lemma_ in _POSSESSION else ("nsubj", "attr", "nsubjpass")
    return next((c for c in root.children if c.dep_ in roles and c.pos_ in ("NOUN", "PROPN")), None)


def asks_existence(question: str, target: str = "") -> bool:
    """Whether the question asks if memory knows such a thing (module docstring); with `target`
    (the plan's first target, words or an id), the thing asked about must be that one."""
    from obsmem_ros.core.language.syntax import analyse

    first = question.strip().split(maxsplit=1)[:1]
    if not first or first[0].lower() not in _AUXILIARIES:
        return False
    try:
        doc = analyse(question.strip())
    except ConfigError:
        return False
    root = _root(doc)
    if root is None or root.lemma_ not in _EXISTENCE_VERBS:
        return False
    if root.lemma_ == "be" and not any(c.dep_ == "expl" for c in root.children):
        return False  # "Is the milk in the fridge?" places a thing; "is there any milk" asks for one
    thing = _thing(root)
    if thing is not None and target and thing.lemma_.lower() not in target.replace("_", " ").lower() \
            and thing.lower_ not in target.replace("_", " ").lower():
        return False
    if thing is None or not _indefinite(thing) or any(c.dep_ in ("relcl", "acl") for c in thing.children):
        return False  # "do you have any idea where the keys are" asks about the keys, not an idea
    placed = [c for c in [*root.children, *thing.children] if c.dep_ == "prep" and c.lower_ in ("in", "on", "at", "under")
              and any(g.dep_ == "pobj" for g in c.children)]
    return not placed


def existence_plan(plan: QueryPlan) -> QueryPlan:
    """The plan as an existence question when it is one (and names a thing), else unchanged."""
    if not plan.understood or not plan.targets or plan.intent is Intent.SPATIAL or not asks_existence(plan.question, plan.targets[0]):
        return plan
    return replace(plan, intent=Intent.CURRENT_STATE, form=EXISTS, yes_no=True, expected=None, places=(),
                   attribute="location", views=(View.STATE, View.ENTITY, View.EVENT))
