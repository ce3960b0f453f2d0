"""Belief questions: can the robot trust what it holds ("Is the laptop still on the table?")."""
from __future__ import annotations

from ..plan import QueryPlan
from ..state_readings import BeliefFound
from .draft import Draft, missing
from .wording import describe, what_asked


def belief_check(plan: QueryPlan, found: BeliefFound) -> Draft:
    if not found.subject:
        return missing(f"memory holds nothing called {what_asked(plan)}")
    state = found.state
    if state is None:
        return missing(f"no {found.attribute} is tracked for the {found.name(found.subject)}")
    belief = state.belief
    label = belief.label.value
    sentence = describe(found.name(found.subject), found.attribute, state.fact.value, found.name(state.fact.value))
    advice = "it can be trusted" if label == "fresh" else "check before relying on it"
    if plan.expected and state.matches_expected is False:
        advice = "memory says otherwise"
    return Draft(answer=f"Belief {label}: {sentence} {belief.reason}; {advice}.", value=label, value_type="str",
                 belief=belief, candidates=[state.evidence, *state.belief_events])
