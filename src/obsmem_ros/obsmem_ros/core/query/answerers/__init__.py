"""Answerers: one per intent, each a pure function of the plan and the typed readings its
retriever (`..retrieval.RETRIEVERS`) returned, making a `Draft` (typed value, its sentence,
belief and evidence candidates, the answer's own support first). Answerers import nothing of
`..retrieval` and never see the reader or the query context; wording is shared through `wording`."""
from typing import Any, Callable, Dict

from ..plan import Intent, QueryPlan
from .belief import belief_check
from .commitments import commitment
from .draft import Draft, missing
from .events import activity, event_count, event_when, event_who
from .knowledge import habit, planning_context, preference, routine
from .source import source
from .spatial import spatial
from .state import current_state, past_state
from .text import free_text


ANSWERERS: Dict[Intent, Callable[[QueryPlan, Any], Draft]] = {
    Intent.CURRENT_STATE: current_state, Intent.PAST_STATE: past_state,
    Intent.BELIEF: belief_check, Intent.SOURCE: source, Intent.EVENT_WHEN: event_when,
    Intent.EVENT_WHO: event_who, Intent.EVENT_COUNT: event_count, Intent.PREFERENCE: preference,
    Intent.ROUTINE: routine, Intent.HABIT: habit, Intent.ACTIVITY: activity,
    Intent.COMMITMENT: commitment, Intent.PLANNING_CONTEXT: planning_context,
    Intent.FREE_TEXT: free_text, Intent.SPATIAL: spatial,
}

__all__ = ["ANSWERERS", "Draft", "missing"]
