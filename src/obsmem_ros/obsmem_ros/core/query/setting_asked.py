""""What was the telly on at quarter past seven?": a thing's state at a time, whatever reading the
intent classifier gave the words ("on" read as a plan, "set" as a deed).

The preposition has no object ("on", "at", "set to"), so the question asks what the thing was on
or set to: a device's setting where memory tracks one, else what it stood on (the retrieval
decides, `retrieval.state_questions.plan_attribute`). Only a question that names a time is
reframed: without one the same words may ask what the thing is usually on. "Now" is such a time:
"what's the fan on now?" asks the state it holds at the moment of asking, whatever the classifier
made of it (`setting_now`).
"""
from __future__ import annotations

import re
from dataclasses import replace

from ..language.parse import Kind, Parse
from ..language.syntax import analyse
from .plan import Intent, QueryPlan, Relation
from .question_parser import intent_views

__all__ = ["STRANDED_ON", "setting_now", "setting_state"]

STRANDED_ON = re.compile(r"^what(?:'s|\s+(?:is|was|are|were))\s+(?!(?:on|at|in)\b)(?:(?:the|that|this|my|our|your|his|her|their)\s+)?"
                         r"(?:[\w']+\s+){1,3}?(?:set\s+(?:on|at|to)|on|at)\b"
                         r"(?!\s+(?:the|a|an|my|his|her|their|your|our|top|it)\b)")
_STATES = (Intent.PAST_STATE, Intent.CURRENT_STATE)
_NOW = re.compile(r"\b(?:now|at the moment|currently)\b")
_STATE_READINGS = frozenset({"state_now", "setting_now", "where_is", "which_room"})


def setting_now(parse: Parse) -> Parse:
    """The current-state reading of a question that asks what a thing it names is on or at now
    ("what's the heater on now?"), read as another intent or not understood; any other parse as it is."""
    if parse.kind not in (Kind.QUESTION, Kind.UNKNOWN) or parse.understood and parse.intent in _STATE_READINGS \
            or not any(m.kind == "entity" and m.entity for m in parse.mentions):
        return parse
    question = parse.text.lower().replace("\u2019", "'")
    if not _NOW.search(question) or not _stranded(question):
        return parse
    return replace(parse, kind=Kind.QUESTION, intent="state_now", understood=True, reason="", alternatives=())


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
