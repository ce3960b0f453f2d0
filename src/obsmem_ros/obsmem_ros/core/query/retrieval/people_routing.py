"""Routing to what people do and want: routines that memory saw, and wishes under a condition.

A question about when a person does something, whose words read like a reminder's time or one
event's time, is answered by the person's observed routine when memory saw them do it on more
than one day (`MIN_RUN_DAYS`) and the question names no undertaking.

"If I wanted to catch Dan doing the homework, what time should I look?" and "What time of day does
Dan do the homework, as a rule?" ask the habitual time: memory saw Dan do his homework on many
afternoons; that someone also asked the robot to remind him at 16:30 is what was asked, not what he
does. "Which day was Alice really late to take the medicine?" asks which run strayed from the
usual, not when she last took it. A question that names an undertaking (a reminder, a promise, a
request, what someone was told or wanted done by when) or a time of its own (one occasion: "on
Monday", "yesterday") keeps its reading; so does one about an activity memory never saw repeated,
which the reminder or the event then answers.

"If Dan is home, what should the thermostat be set to?" reads like a question about the
thermostat's setting, but its modal asks what ought to be, and its condition names whose wish
counts: Dan's preference answers, not the current setting.
"""
from __future__ import annotations

from typing import Sequence

from obsmem_ros.core.language.syntax import analyse, normalise
from obsmem_ros.core.language.verbs import undertaking_noun, undertaking_verb

from ..activity_runs import MIN_RUN_DAYS, activity_label, asks_deviation, day_runs
from ..plan import Intent, QueryPlan, Relation
from ..undertaking_questions import asks_due_time, asks_requested_deed, asks_wanted_place, parsed_form
from .context import QueryContext
from .events import person_events
from .asked_persons import asked_people

_CONDITION_MARKS = frozenset({"if", "when", "whenever", "while", "once"})
_OUGHT = frozenset({"should", "ought", "shall"})
_ASKING = frozenset({"ask", "request"})  # a request is named by the verb that makes it


def names_undertaking(question: str) -> bool:
    """Whether the question speaks of an undertaking: a word that means a reminder, promise or
    request, or a shape the commitment reader knows (a due time, a requested deed or place)."""
    for tok in analyse(normalise(question)):
        lemma = tok.lemma_.lower()
        if lemma in _ASKING or (tok.pos_ in ("VERB", "AUX") and undertaking_verb(lemma)) \
                or (tok.pos_ == "NOUN" and undertaking_noun(lemma)):
            return True
    return asks_due_time(question) or asks_requested_deed(question) or asks_wanted_place(question) \
        or parsed_form(question) not in ("", "done")


def _reads_as_routine(plan: QueryPlan) -> bool:
    """Whether the parser's reading leaves room for a routine: a commitment's time or list, or an
    event's time asked against the usual ("really late")."""
    if plan.temporal.relation is not Relation.NONE:
        return False
    if plan.intent is Intent.COMMITMENT:
        return plan.form in ("", "when")
    return plan.intent is Intent.EVENT_WHEN and asks_deviation(plan.question)


def observed_routine_owns(ctx: QueryContext) -> bool:
    """Whether the routine view should answer (module doc): the first person asked about was seen
    doing the activity the question names on at least `MIN_RUN_DAYS` days up to the cutoff."""
    plan = ctx.plan
    if not _reads_as_routine(plan) or names_undertaking(plan.question):
        return False
    for person in asked_people(ctx)[:1]:
        events = person_events(ctx, person)
        label = activity_label(plan.question, plan.persons, plan.verbs, events)
        return bool(label) and len(day_runs(events, label)) >= MIN_RUN_DAYS
    return False


def asks_conditional_wish(question: str, persons: Sequence[str]) -> bool:
    """Whether the question asks what ought to be (a modal of obligation on its main verb) under a
    condition about one of `persons` ("if Dan is home", "when Carol's in"): that person's wish."""
    people = {p.lower() for p in persons}
    root = next((t for t in analyse(normalise(question)) if t.dep_ == "ROOT"), None)
    if root is None or not any(c.dep_ == "aux" and c.lower_ in _OUGHT for c in root.children):
        return False
    for clause in (c for c in root.children if c.dep_ == "advcl"):
        marked = any(m.dep_ in ("mark", "advmod") and m.lower_ in _CONDITION_MARKS for m in clause.children)
        if marked and any(t.dep_.startswith("nsubj") and t.lower_ in people for t in clause.subtree):
            return True
    return False


def wish_owns(plan: QueryPlan) -> bool:
    """Whether a state question asks a person's wish under a condition (module doc)."""
    return plan.intent is Intent.CURRENT_STATE and bool(plan.persons) \
        and asks_conditional_wish(plan.question, plan.persons)
