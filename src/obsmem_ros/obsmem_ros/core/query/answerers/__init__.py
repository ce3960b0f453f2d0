"""Answerers: one per intent, each turning what the view retrievers (`..retrieval`) return into a
`Draft` (typed value, its sentence, belief and evidence candidates, the answer's own support
first). Answerers never read memory themselves; wording is shared through `wording`."""
from typing import Callable, Dict

from ..plan import Intent
from ..retrieval.context import QueryContext
from .commitments import commitment
from .draft import Draft, missing
from .events import activity, event_count, event_when, event_who
from .knowledge import habit, planning_context, preference, routine
from .state import belief_check, current_state, past_state, source
from .text import free_text

ANSWERERS: Dict[Intent, Callable[[QueryContext], Draft]] = {
    Intent.CURRENT_STATE: current_state, Intent.PAST_STATE: past_state, Intent.BELIEF: belief_check,
    Intent.SOURCE: source, Intent.EVENT_WHEN: event_when, Intent.EVENT_WHO: event_who,
    Intent.EVENT_COUNT: event_count, Intent.PREFERENCE: preference, Intent.ROUTINE: routine, Intent.HABIT: habit,
    Intent.ACTIVITY: activity, Intent.COMMITMENT: commitment, Intent.PLANNING_CONTEXT: planning_context,
    Intent.FREE_TEXT: free_text,
}

__all__ = ["ANSWERERS", "Draft", "missing"]
