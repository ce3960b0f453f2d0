""""Who noticed the dog limping?", "Who found out the shop's out of flour?": who came to know
something is, for a robot that learns it from what people say, whoever said it first: a source
question, whatever the intent classifier made of the words (often a deed, "who did").

Only a question whose main verb is one of coming to know, with "who" as its subject, is reframed;
"Who saw Dad take the keys?" asks about a deed seen, and stays as it was read.
"""
from __future__ import annotations

from dataclasses import replace

from ..language.syntax import analyse, normalise
from .plan import Intent, QueryPlan
from .question_parser import intent_views

__all__ = ["learnt_source"]

_COMING_TO_KNOW = frozenset({"notice", "discover", "realise", "realize", "learn", "spot"})
_FIND_OUT = "find"  # with the particle "out"


def learnt_source(plan: QueryPlan) -> QueryPlan:
    """The source plan of a who-came-to-know question; any other plan as it is."""
    if plan.intent is Intent.SOURCE or not _asks_who_learnt(plan.question):
        return plan
    return replace(plan, intent=Intent.SOURCE, form="who_said", understood=True, reason="",
                   views=intent_views(Intent.SOURCE), verbs=())


def _asks_who_learnt(question: str) -> bool:
    """"who" as the subject of a verb of coming to know ("noticed", "found out")."""
    doc = analyse(normalise(question))
    for tok in doc:
        if tok.lower_ != "who" or tok.dep_ != "nsubj":
            continue
        verb = tok.head
        lemma = verb.lemma_.lower()
        if lemma in _COMING_TO_KNOW or lemma == _FIND_OUT and any(c.lower_ == "out" for c in verb.children):
            return True
    return False
