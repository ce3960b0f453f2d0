"""What a question asks, for the baselines: ObsMem's query plan, a time window, a question form.

`prepare` runs ObsMem's rule planner (intent, targets, places, persons, attribute, verbs, time
filter) and resolves the time filter into a window with the planner's own resolver, against the
cutoff and the memory's first record (day 1). A few question forms that the intents do not
separate (usual time, late day, owner, room, reminders, promises, requests) are recognised by
their wording, so the answerer reads the right thing out of the retrieved sentences.
"""
from __future__ import annotations

import enum
import re
from dataclasses import dataclass
from typing import Any, Optional

from worldlines_sim_bridge.errors import MemorySystemUnavailableError


STATE_INTENTS = frozenset({"current_state", "past_state", "belief"})


class Form(str, enum.Enum):
    """Question forms the answerer treats specially; PLAIN defers to the planner's intent."""

    USUAL_TIME = "usual_time"
    LATE_DAY = "late_day"
    EARLY_DAY = "early_day"
    OWNER = "owner"
    ROOM = "room"
    LAST_PICKED = "last_picked"
    REMIND_TIME = "remind_time"
    REMINDER_ACTIVE = "reminder_active"
    PROMISE = "promise"
    WHO_ASKED = "who_asked"
    REQUEST_DONE = "request_done"
    SCHEDULE_WHEN = "schedule_when"
    WAS_RIGHT = "was_right"
    SAID_WHERE = "said_where"
    CHOICE = "choice"
    PLAIN = "plain"


_FORMS: tuple[tuple[Form, re.Pattern[str]], ...] = tuple((form, re.compile(pattern)) for form, pattern in (
    (Form.REMINDER_ACTIVE, r"\breminder\b.*\bactive\b"),
    (Form.REMIND_TIME, r"\bremind\b.*|\b(?:what time|when)\b.*\bremind\b"),
    (Form.REQUEST_DONE, r"\bwas it done\b|\bwas (?:that|this|the request) done\b|\bdid (?:the robot|you|it) do it\b"),
    (Form.WHO_ASKED, r"^who (?:wanted|asked|requested)\b"),
    (Form.PROMISE, r"\bpromise|\bsay (?:they|he|she|it) would\b|\bsaid (?:they|he|she) would\b"),
    (Form.LATE_DAY, r"\b(?:which|what) day\b.*\blate|\bunusually late\b|\blater than usual\b"),
    (Form.EARLY_DAY, r"\b(?:which|what) day\b.*\bearl|\bunusually early\b|\bearlier than usual\b"),
    (Form.USUAL_TIME, r"\b(?:what time|when|at what time)\b.*\b(?:usually|normally|typically|generally)\b"
                      r"|\busual time\b"),
    (Form.SCHEDULE_WHEN, r"^when (?:is|will|does|was)\b"),
    (Form.WAS_RIGHT, r"^was \w+ right\b|\b(?:correct|right) (?:that|about)\b"),
    (Form.SAID_WHERE, r"^where did \w+ say\b"),
    (Form.OWNER, r"^who owns\b|^whose\b|\bbelong to\b"),
    (Form.ROOM, r"\b(?:which|what) room\b"),
    (Form.LAST_PICKED, r"\blast picked (?:something|anything) up\b|\blast picked up something\b"),
    (Form.CHOICE, r"\b\w+ or \w+\b.*\?$"),
))


_TIME_WORDS = re.compile(
    r"\b(?:on |at |in |during |since |before |after )?(?:day \d+|\d{1,2}:\d{2}|yesterday|today|tomorrow"
    r"|(?:this |that |in the )?(?:morning|afternoon|evening|night)|(?:last |next )?(?:monday|tuesday|wednesday"
    r"|thursday|friday|saturday|sunday))\b", re.IGNORECASE)


HABITUAL_INTENTS = frozenset({"preference", "routine", "habit"})
HABITUAL_FORMS = frozenset({Form.USUAL_TIME, Form.LATE_DAY, Form.EARLY_DAY, Form.CHOICE})


def question_form(question: str) -> Form:
    lowered = question.strip().lower()
    for form, pattern in _FORMS:
        if pattern.search(lowered):
            return form
    return Form.PLAIN


@dataclass(frozen=True)
class TextQuery:
    """One question, planned: the plan, its form, the cutoff and the time window it names."""

    question: str
    plan: Any
    form: Form
    at_ns: int
    origin_ns: int
    start_ns: Optional[int]
    end_ns: int
    as_of_ns: int

    @property
    def search_text(self) -> str:
        """The question without its time words ("on day 5 at 12:42"), for lexical and embedding
        search: the window already applies them, and as words they match unrelated sentences."""
        return _TIME_WORDS.sub(" ", self.question).strip() or self.question

    @property
    def intent(self) -> str:
        return str(self.plan.intent.value)

    def in_window(self, time_ns: int) -> bool:
        return (self.start_ns is None or time_ns >= self.start_ns) and time_ns < self.end_ns

    def admits(self, time_ns: int) -> bool:
        """Whether a record of this time may serve: up to the as-of time for a state question
        (the state then is the last one set before), inside the window for an event question."""
        if self.intent in HABITUAL_INTENTS or self.form in HABITUAL_FORMS:
            return True  # "in the morning" qualifies a habit; it does not bound the memory consulted
        if self.intent in STATE_INTENTS and self.form is Form.PLAIN:
            return time_ns <= self.as_of_ns
        return self.in_window(time_ns)


class QueryPreparer:
    """ObsMem's rule question parser and time resolver, loaded once."""

    def __init__(self) -> None:
        try:
            from obsmem_ros.core import RuleQuestionParser, resolve_window
        except ImportError as err:
            raise MemorySystemUnavailableError(
                f"The baselines' answerer needs obsmem_ros.core.query (question parser, temporal): {err}.") from err
        self._parser = RuleQuestionParser()
        self._resolve = resolve_window

    def prepare(self, question: str, *, at_ns: int, origin_ns: int) -> TextQuery:
        plan = self._parser.plan(question)
        window = self._resolve(plan.temporal, now_ns=at_ns, origin_ns=origin_ns or at_ns)
        end = window.end_ns if window.end_ns is not None else at_ns + 1
        return TextQuery(question=question, plan=plan, form=question_form(question), at_ns=at_ns,
                         origin_ns=origin_ns or at_ns, start_ns=window.start_ns, end_ns=min(end, at_ns + 1),
                         as_of_ns=min(window.as_of_ns, at_ns))
