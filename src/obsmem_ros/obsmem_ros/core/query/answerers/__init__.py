"""Answerers: one per intent, each turning what the view retrievers (`..retrieval`) return into a
`Draft` (typed value, its sentence, belief and evidence candidates, the answer's own support
first). Answerers never read memory themselves; wording is shared through `wording`."""
from typing import Any, Callable, Dict

from ..plan import Intent, QueryPlan
from ..retrieval.context import QueryContext
from .commitments import commitment
from .draft import Draft, missing
from .events import activity, event_count, event_when, event_who
from .knowledge import habit, planning_context, preference, routine
from .state import belief_check, current_state, past_state, source
from .text import free_text


def _on_context(answerer: Callable[[QueryContext], Draft]) -> Callable[[QueryPlan, QueryContext], Draft]:
    """Not converted yet: an answerer that still reads memory through the context."""
    return lambda _plan, ctx: answerer(ctx)


ANSWERERS: Dict[Intent, Callable[[QueryPlan, Any], Draft]] = {
    Intent.CURRENT_STATE: _on_context(current_state), Intent.PAST_STATE: _on_context(past_state),
    Intent.BELIEF: _on_context(belief_check), Intent.SOURCE: _on_context(source), Intent.EVENT_WHEN: event_when,
    Intent.EVENT_WHO: event_who, Intent.EVENT_COUNT: event_count, Intent.PREFERENCE: preference,
    Intent.ROUTINE: routine, Intent.HABIT: habit, Intent.ACTIVITY: activity,
    Intent.COMMITMENT: commitment, Intent.PLANNING_CONTEXT: planning_context,
    Intent.FREE_TEXT: free_text,
}

__all__ = ["ANSWERERS", "Draft", "missing"]
