""""What was the telly on at quarter past seven?": a thing's state at a time, whatever reading the
intent classifier gave the words ("on" read as a plan, "set" as a deed).

The preposition has no object ("on", "at", "set to"), so the question asks what the thing was on
or set to: a device's setting where memory tracks one, else what it stood on (the retrieval
decides, `retrieval.state_questions.plan_attribute`). Only a question that names a time is
reframed: without one the same words may ask what the thing is usually on.
"""
from __future__ import annotations

import re
from dataclasses import replace

from ..language.syntax import analyse
from .plan import Intent, QueryPlan, Relation
from .question_parser import intent_views

__all__ = ["STRANDED_ON", "setting_state"]

STRANDED_ON = re.compile(r"^what(?:'s|\s+(?:is|was|are|were))\s+(?!(?:on|at|in)\b)(?:(?:the|that|this|my|our|your|his|her|their)\s+)?"
                         r"(?:[\w']+\s+){1,3}?(?:set\s+(?:on|at|to)|on|at)\b"
                         r"(?!\s+(?:the|a|an|my|his|her|their|your|our|top|it)\b)")
_STATES = (Intent.PAST_STATE, Intent.CURRENT_STATE)


def setting_state(plan: QueryPlan) -> QueryPlan:
    """The past-state plan of a timed "what was the X on?" question read as another intent; any
    other plan as it is."""
    if plan.intent in _STATES or not plan.understood or not plan.targets \
            or plan.temporal.relation not in (Relation.AT, Relation.DURING):
        return plan
    if not _stranded(plan.question.lower().replace("\u2019", "'")):
        return plan
    return replace(plan, intent=Intent.PAST_STATE, views=intent_views(Intent.PAST_STATE), verbs=(),
                   attribute="location", form="")


def _stranded(question: str) -> bool:
    """Whether the question (lower case) ends its subject on a preposition with no object of its
    own ("what was the telly on at 7:15"), not one that takes a time ("what was it Dan promised on
    day 6 to do": a deed promised that day)."""
    found = STRANDED_ON.search(question)
    if found is None:
        return False
    at = found.end() - len(found.group(0).split()[-1])
    doc = analyse(question)
    prep = next((t for t in doc if t.idx == at), None)
    return prep is not None and not any(c.dep_ == "pobj" and c.pos_ != "NUM" for c in prep.children)  # "on
    # around 7:00": the parser may hang the time from it
