"""Routing by what memory holds: a question whose words fit one view is answered from another when
only that one holds the thing it asks about.

"Who's bringing the cake?" reads like a question about the cake (whose is it, who holds it), but its
progressive or future aspect asks who is going to do something; when memory holds no state of the
cake and an open undertaking names it (Paola: "I'll bring it round tomorrow"), the person owing
that undertaking answers. A thing the robot saw and keeps state for stays a state question when the
verb asks a state ("Who's holding the remote?"), not when it asks a deed ("Who's frying the turkey?"
of the turkey the robot saw brining).
"""
from __future__ import annotations

import re
from dataclasses import replace
from typing import Optional, Tuple

from obsmem_ros.core.records import CommitmentStatus
from obsmem_ros.core.views.commitment_view import content_words

from ..lexicon import ATTRIBUTE_WORDS
from ..plan import Intent, QueryPlan
from ..question_parser import intent_views
from ..undertaking_questions import asked_deed, asks_who_changed
from .context import QueryContext
from .exchange import answered_words, names_by_pronoun, talk_of
from .people_routing import observed_routine_owns, wish_owns
from .stated import said_preferences
from .thing_goals import thing_goal_plan

_WHO_IS_DOING = re.compile(r"^\s*who(?:'s|’s| is| are|'re| will| is going to| 's going to)\s+(?:be\s+)?"
                           r"(?P<verb>[a-z]+ing|going to)\b", re.IGNORECASE)
_OPEN = (CommitmentStatus.OPEN, CommitmentStatus.OVERDUE)
_WHEN = re.compile(r"^\s*(?:when|what time|by when|by what time)\b", re.IGNORECASE)
# a question word after a comma: the opening "when" was a condition ("When Ana swims, which towel ...?")
_ASKED_AFTER = re.compile(r",\s*(?:which|what|who|whose|where|how)\b", re.IGNORECASE)
_WANT_WORDS = content_words("want wants like likes")


def _has_state(ctx: QueryContext) -> bool:
    """Whether memory holds a current value for the thing asked about (seen or said)."""
    for entity in ctx.first_target_ids():
        snap = ctx.reader.state(entity, "location", as_of_ns=ctx.now_ns)
        if snap.current is not None:
            return True
    return False


def _doing(question: str) -> Optional[Tuple[str, str]]:
    """(verb, what it is done to) of a "who" doing something: "who's / who will be V-ing" from the
    start of the question, else from its parse ("So who's making the grocery run?", a copula
    left unsaid: "who fetching Mia?", `asked_deed`)."""
    said = _WHO_IS_DOING.match(question)
    return (said.group("verb").lower(), "") if said else asked_deed(question)


_HABITUAL = (Intent.ROUTINE, Intent.PREFERENCE)


def _who_is_doing(question: str) -> Optional[Tuple[str, str]]:
    """(verb, "") of a "who's / who will be V-ing" question read as a routine or preference ("who's
    doing the breakfast tomorrow"): it asks for a person, which no routine's or liking's value is,
    so an undertaking that names the thing answers it; None for any other wording ("who usually
    does the breakfast")."""
    said = _WHO_IS_DOING.match(question)
    return (said.group("verb").lower(), "") if said else None


def _undertaking_names(ctx: QueryContext, phrase: str) -> bool:
    """Whether an open undertaking made up to the cutoff names the thing, or a word of the errand
    that names no thing ("the Costco run": "I go Costco after work"), in its words or its sentence's
    ("Keoni said he frying da turkey? Nah. I do 'em": a plan whose clause left the turkey unsaid), or
    in the turn a plan naming it by a pronoun answers ("you're getting the hoagies?" - "I'll get 'em")."""
    wanted = content_words(phrase.replace("_", " "))
    if not wanted:
        return False
    made = ctx.reader.commitments(as_of_ns=ctx.now_ns)
    open_ = [c for c in made if c.status in _OPEN]
    if any(wanted & content_words(" ".join([*c.objects, c.action, c.text]).replace("_", " ")) for c in open_):
        return True
    by_pronoun = [c for c in open_ if names_by_pronoun(c.action)]  # "I'll get 'em": the turn it answers names them
    talk = talk_of(ctx, by_pronoun)
    return any(wanted & content_words(answered_words(ctx, talk, c)) for c in by_pronoun)


def _asks_when(question: str) -> bool:
    """Whether a question asks for a time ("When does Imogen want the plate in the oven by?"), not
    something else under a condition its "when" opens ("When Ana swims, which towel does she take?")."""
    return bool(_WHEN.match(question)) and not _ASKED_AFTER.search(question)


def _asked_of(ctx: QueryContext) -> bool:
    """Whether an open undertaking made up to the cutoff that one of the question's people asked for
    (or is to benefit from) names a thing the question names."""
    people = set(ctx.person_ids())
    wanted = content_words(" ".join(t.replace("_", " ") for t in ctx.plan.targets)) - _WANT_WORDS
    for c in ctx.reader.commitments(as_of_ns=ctx.now_ns):
        if c.status in _OPEN and people & {c.requester, c.beneficiary} and \
                wanted & content_words(" ".join([*c.objects, c.action]).replace("_", " ")):
            return True
    return False


def route_by_memory(ctx: QueryContext) -> QueryPlan:
    """The plan to answer with: the parser's, the count of handling a thing a motion verb goes into
    (`thing_goals`: "how many times did Abi go into the candy bowl?"), the routine or preference
    question memory's observations and the question's syntax make it (`people_routing`), or the
    commitment question its words and memory make it.

    "When does Imogen want Piotr's plate in the oven by?" reads like a preference, but a time someone
    wants a thing done by is the due time of what they asked for: when memory holds an open request
    of theirs naming the thing, and they said no standing preference about it, the request's time
    answers."""
    plan = ctx.plan
    into_thing = thing_goal_plan(ctx)
    if into_thing is not None:  # "how many times did Abi go into the candy bowl": her handling of it
        return into_thing
    change = asks_who_changed(plan.question) if plan.intent is Intent.SOURCE else ""
    if change == "called off" or change == "moved" and not _has_state(ctx):  # a thing seen moved: who said where
        return replace(plan, intent=Intent.COMMITMENT, form="who_changed", views=intent_views(Intent.COMMITMENT),
                       attribute=None)  # "who told you the vet moved Canelo's appointment": a plan's change
    if observed_routine_owns(ctx):
        return replace(plan, intent=Intent.ROUTINE, form="", views=intent_views(Intent.ROUTINE), attribute=None)
    if wish_owns(plan):
        return replace(plan, intent=Intent.PREFERENCE, form="", views=intent_views(Intent.PREFERENCE))
    if plan.intent is Intent.PREFERENCE and plan.persons and plan.targets and _asks_when(plan.question) \
            and _asked_of(ctx) and not said_preferences(ctx, ctx.person_ids()):
        return replace(plan, intent=Intent.COMMITMENT, form="when", views=intent_views(Intent.COMMITMENT),
                       attribute=None)
    # a past state: "who fetching Mia from choir today?" read by its day
    doing = _doing(plan.question) if plan.intent in (Intent.CURRENT_STATE, Intent.PAST_STATE, Intent.EVENT_WHO) \
        else _who_is_doing(plan.question) if plan.intent in _HABITUAL else None
    if doing is None or not (plan.targets or doing[1] or plan.persons):
        return plan
    head = plan.targets[0].split()[-1] if plan.targets else doing[1] or " ".join(plan.persons)  # "going for Ellie"
    errand = plan.targets[0] if plan.targets and not ctx.first_target_ids() else ""  # "the Costco run": no thing
    if doing[0] in ATTRIBUTE_WORDS and _has_state(ctx) or not _undertaking_names(ctx, errand or head):
        return plan   # "who's holding the remote?" of a remote seen: who has it now
    return replace(plan, intent=Intent.COMMITMENT, form="who_owes", views=intent_views(Intent.COMMITMENT),
                   attribute=None)
