"""The baselines' answerer over text: ObsMem's query planner decides what is asked, then a typed
value is read out of the (at most k) retrieved sentences.

`prepare` plans the question (intent, targets, places, persons, attribute, verbs, time window;
see `text_query`); the memory retrieves at most k sentences that fit the window; `answer`
resolves the target phrases through the memory's own lexicon (learned from perception) and
reads the value with the handler for the question's form or intent:

- state (`state_answers`): the newest sentence placing the target, setting the asked setting or
  stating open/closed/on/off; the value before that (or before the move the question names);
  the contents of a place; the room of the target's place; whose thing is at a place; where the
  thing a person last picked up went; yes/no by comparison.
- events, sources, preferences, routines, commitments (`event_answers`): time, actor or number
  of matching sentences; the speaker of the newest heard sentence; what a person said they
  prefer; the median clock time or the latest / earliest day of an activity; reminder times,
  promises, requests and whether the robot did them; a planned event's date.
- anything else: the entity the retrieved sentences name most.
Nothing retrieved or nothing parsable: "not known". Baselines keep no belief.
"""
from __future__ import annotations

from typing import Callable, Optional, Sequence

from worldlines_sim_bridge.core.evaluation.baselines import event_answers as events
from worldlines_sim_bridge.core.evaluation.baselines import state_answers as states
from worldlines_sim_bridge.core.evaluation.baselines.answer_context import AnswerContext, Found
from worldlines_sim_bridge.core.evaluation.baselines.text_query import Form, QueryPreparer, TextQuery
from worldlines_sim_bridge.core.evaluation.baselines.text_records import Lexicon, TextRecord
from worldlines_sim_bridge.core.evaluation.records import EvidenceItem, SystemAnswer

Handler = Callable[[AnswerContext], Found]

FORM_HANDLERS: dict[Form, Handler] = {
    Form.USUAL_TIME: events.usual_time,
    Form.LATE_DAY: lambda c: events.unusual_day(c, late=True),
    Form.EARLY_DAY: lambda c: events.unusual_day(c, late=False),
    Form.OWNER: states.owner,
    Form.ROOM: states.room,
    Form.LAST_PICKED: states.last_picked,
    Form.REMIND_TIME: events.remind_time,
    Form.REMINDER_ACTIVE: events.reminder_active,
    Form.PROMISE: events.promise,
    Form.WHO_ASKED: events.who_asked,
    Form.REQUEST_DONE: events.request_done,
    Form.SCHEDULE_WHEN: events.schedule_when,
    Form.WAS_RIGHT: events.was_right,
    Form.SAID_WHERE: events.said_where,
    Form.CHOICE: events.choice,
}
INTENT_HANDLERS: dict[str, Handler] = {
    "current_state": states.current_state,
    "belief": states.current_state,
    "past_state": states.past_state,
    "event_when": events.event_when,
    "event_who": events.event_who,
    "event_count": events.event_count,
    "source": events.source,
    "preference": events.preference,
    "routine": events.usual_time,
}


def handler_for(query: TextQuery) -> Handler:
    """The handler for a question: by its form, else by the planner's intent."""
    if query.form in FORM_HANDLERS:
        return FORM_HANDLERS[query.form]
    return INTENT_HANDLERS.get(query.intent, events.most_named)


class TextAnswerer:
    """Plans a question, then extracts a typed value from retrieved sentences."""

    def __init__(self, preparer: Optional[QueryPreparer] = None) -> None:
        self._preparer = preparer if preparer is not None else QueryPreparer()

    def prepare(self, question: str, *, at_ns: int, origin_ns: int) -> TextQuery:
        return self._preparer.prepare(question, at_ns=at_ns, origin_ns=origin_ns)

    def answer(self, query: TextQuery, records: Sequence[TextRecord], lexicon: Lexicon, *, view: str) -> SystemAnswer:
        """Answer from the given records only (the evidence budget was applied by the caller)."""
        evidence = tuple(EvidenceItem(id=r.id, view=view, time_ns=r.time_ns, text=r.text, session_id=r.session_id,
                                      event_ids=r.event_ids) for r in records)
        found = handler_for(query)(AnswerContext(query, records, lexicon)) if records else None
        if found is None:
            return SystemAnswer.not_known(intent=query.intent, evidence=evidence)
        value, value_type = found
        return SystemAnswer(known=True, value=value, value_type=value_type, text=str(value), intent=query.intent,
                            belief="", evidence=evidence)
