"""Answers from consolidated knowledge: preferences, routines and habits (the asked kind first,
then the other kinds about the same words), and the planning context before acting (object
states with their beliefs, routines, preferences, open commitments)."""
from __future__ import annotations

import dataclasses
from typing import List, Optional, Sequence

from obsmem_ros.core.language.claims import number_said
from obsmem_ros.core.language.syntax import analyse

from ..alternatives import alternative_of
from ..plan import QueryPlan
from ..readings import KnowledgeFound, PlanningFound, SaidReading
from ..stranded_slot import asked_slot
from ..syntax_readings import asked_kind
from .draft import Draft, missing
from .habits import preference_answer, routine_time
from .observed import choice_evidence, observed_habit
from .wording import describe


def _knowledge(plan: QueryPlan, found: KnowledgeFound, kind: str) -> Draft:
    """The best record of the kind memory holds (the asked one, else another about the same words)."""
    if not found.records:
        return missing(f"no {kind} of {' / '.join(plan.persons) or 'anyone'} about {found.about!r} is known")
    draft = _KNOWLEDGE_DRAFTS[found.kind](found)
    if found.kind == "preference":  # "which service does she go to": the "to" of "go to the English one"
        return dataclasses.replace(draft, value=_setting_number(plan, asked_slot(plan.question, draft.value)))
    return draft


def _setting_number(plan: QueryPlan, value: object) -> object:
    """A setting asked of ("what temperature does she like the heating set to": `setting:<name>`)
    is answered by the number the liked value opens with, as the setting's own state is ("22
    degrees" -> 22, "twenty-one" -> 21); any other value as it is ("BBC Two", "not 22 degrees")."""
    if not (plan.attribute or "").startswith("setting:") or not isinstance(value, str) or not value:
        return value
    doc = analyse(value)
    return (number_said(doc) or value) if doc[0].like_num else value


def _preference_draft(found: KnowledgeFound) -> Draft:
    best = found.records[0]
    candidates = [best.evidence] + [r.scored(0.6) for r in found.support]  # what the best rests on
    # then other records on the words, but not the same person's other kind of choice (where they
    # put a thing says nothing of which one they pick)
    candidates += [r.scored(0.5) for r in found.records[1:4]
                   if r.record.kind == best.record.kind or r.record.actor != best.record.actor]
    shown = not best.record.kind.startswith("stated")  # a choice seen made: the thing chosen, by its id
    return Draft(answer=best.record.statement, value=best.record.value, value_type="entity" if shown else "str",
                 candidates=candidates)


def _routine_draft(found: KnowledgeFound) -> Draft:
    best = found.records[0]
    candidates = [best.evidence] + [r.scored(0.6) for r in found.support]
    steps = list(best.record.steps)
    return Draft(answer=f"{best.actor_name.capitalize()} usually ({best.record.goal}): {', then '.join(steps)}.",
                 value=steps, value_type="list", candidates=candidates)


def _habit_draft(found: KnowledgeFound) -> Draft:
    best = found.records[0]
    habit = best.record
    return Draft(answer=f"After {habit.trigger}, {best.actor_name} usually does: {habit.next_action} "
                        f"({habit.count} of {habit.trigger_count} times).",
                 value=habit.next_action, value_type="str",
                 candidates=[r.scored(1.0 if r is best else 0.5) for r in found.records[:4]])


_KNOWLEDGE_DRAFTS = {"preference": _preference_draft, "routine": _routine_draft, "habit": _habit_draft}


def preference(plan: QueryPlan, found: KnowledgeFound) -> Draft:
    """`_preference`'s draft, a value said in words answered as the alternative the question
    offered that it falls in ("with food or on an empty stomach?" -> "with food")."""
    draft = _preference(plan, found)
    if not draft.known and not draft.candidates and found.observed is not None:
        return dataclasses.replace(draft, candidates=choice_evidence(found.observed))  # too few picks to tell
    if draft.known and draft.value_type == "str" and isinstance(draft.value, str):
        return dataclasses.replace(draft, value=alternative_of(plan.question, draft.value))
    return draft


def _preference(plan: QueryPlan, found: KnowledgeFound) -> Draft:
    """A habit shown by behaviour when the question names a part of day or kind of day (below its
    threshold too, unless someone said something under that very condition), or the person's own
    established one when it differs from what someone else said of them; else a
    stated preference (one shown by behaviour first when the sentence only comes close in meaning
    or names no condition the question names), else a shown one on a known topic; else an
    established habit when no consolidated knowledge speaks to the question; else consolidated
    knowledge."""
    scoped = observed_habit(found.observed, scoped_only=True)
    if scoped is not None and (scoped.known or not found.said or found.said[0].loose):
        return scoped  # behaviour seen under the asked condition, however little, outranks a general saying
    established = observed_habit(found.observed, scoped_only=False)
    if established is not None and found.said and found.said[0].speaker_name \
            and found.observed.person_name.lower() == found.said[0].person_name.lower() \
            and found.said[0].value != established.value:
        return established  # what they were seen to choose again and again outweighs what another says of them
    shown = preference_answer(plan, found)
    if shown is None and found.kind == "preference":  # a preference mined from behaviour
        shown = established if _chosen_of_kind(plan, found, established) else _knowledge(plan, found, "preference")
    if (shown is None or not shown.known) and not found.records:  # no record: behaviour shown may tell
        shown = observed_habit(found.observed, scoped_only=False) or shown
    if found.said and not (shown is not None and shown.known and found.said[0].loose):
        return said_draft(found.said)
    return shown or _knowledge(plan, found, "preference")


def _chosen_of_kind(plan: QueryPlan, found: KnowledgeFound, established: Optional[Draft]) -> bool:
    """Whether the choices seen of the very kind the question asks ("which cereal": the cereal
    boxes picked) show a habit the best mined record does not: a record mined from every pick
    of a verb ("when they pick something, she usually chooses her phone") says what is picked
    most of all things, not of the kind asked, and one of where things are put ("he usually puts
    the mug in the kitchen") answers where, not which. A stated record speaks for itself."""
    if established is None or not found.records or not asked_kind(plan.question):
        return False
    best = found.records[0].record
    return not best.kind.startswith("stated") and best.value != established.value


def said_draft(said: Sequence[SaidReading]) -> Draft:
    """What a person said they prefer or want, in their words, with the value linked against memory."""
    best = said[0]
    who = (f"{best.speaker_name.capitalize()} said so of {best.person_name.capitalize()}" if best.speaker_name
           else f"{best.person_name.capitalize()} said so")
    return Draft(answer=f"{who}: \"{best.sentence}\" ({best.value}; stated).",
                 value=best.value, value_type=best.value_type,
                 candidates=[best.evidence] + [r.scored(0.6) for r in said[1:]] + [r.scored(0.55) for r in best.seen])


def routine(plan: QueryPlan, found: KnowledgeFound) -> Draft:
    """A habit shown by behaviour on a topic the question names in a part of day or kind of day
    ("what channel does Carol usually watch at night"); else the usual time seen; else what the
    person said of it ("I walk the dog at ten every night"); else knowledge. A question asking
    which thing of a kind ("which pocky does Vy always grab") asks what is chosen: an established
    habit of that kind answers before a routine's steps."""
    chosen = observed_habit(found.observed, scoped_only=False) if asked_kind(plan.question) else None
    return (observed_habit(found.observed, scoped_only=True) or chosen or routine_time(plan, found)
            or (said_draft(found.said) if found.said else None) or _knowledge(plan, found, "routine"))


def habit(plan: QueryPlan, found: KnowledgeFound) -> Draft:
    return _knowledge(plan, found, "habit")


def planning_context(plan: QueryPlan, found: PlanningFound) -> Draft:
    """What matters before acting: the objects' states and beliefs, open commitments, routines
    and preferences that mention the goal."""
    notes: List[str] = []
    candidates = []
    for state in found.states:
        fact = state.fact
        value = describe(state.name(fact.entity), fact.attribute, fact.value, state.name(fact.value))
        notes.append(f"{value} [{state.belief.label.value}]")
        candidates.append(state.evidence)
    for record in found.knowledge:
        candidates.append(record.scored(0.8))
        notes.append(candidates[-1].text)
    for c in found.commitments:
        candidates.append(c.scored(0.7))
        notes.append(f"open: {c.commitment.text}")
    if not notes:
        return missing(f"memory holds nothing relevant to {found.about!r}")
    return Draft(answer="; ".join(notes[: 2 * found.k]) + ".", value=notes[: 2 * found.k], value_type="list",
                 candidates=candidates)
