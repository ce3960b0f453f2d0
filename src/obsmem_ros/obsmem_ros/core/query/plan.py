"""Typed query plans: what a question parser makes of a question, before any memory is read.

The plan is the interface between parsing and retrieval: any `QuestionParser` (the rules in
`question_parser.py`, an LLM endpoint in `llm.py`, a language layer) fills a `QueryPlan`, and
the view retrievers and answerers read nothing else of the question. A plan is symbolic: entity
and person names are the surface words of the question (resolved later through the reader's
entity lookup) and times are relative references ("yesterday", "day 3", "07:00", "before Bob
moved it") resolved against the memory's clock by `temporal.py`.
"""
from __future__ import annotations

import enum
import re
from dataclasses import dataclass, field
from typing import Any, Dict, List, Optional, Protocol, Sequence, Tuple, runtime_checkable

from obsmem_ros.core.letters import unaccented
from obsmem_ros.errors import QueryError


class Intent(str, enum.Enum):
    """The question families the read path answers (WorldLines Memory-QA + MEMORA read tools)."""

    CURRENT_STATE = "current_state"        # where is X / is the fridge open / what is the timer set to
    PAST_STATE = "past_state"              # where was X before / at 07:00 on day 3 / before Bob moved it
    EVENT_WHEN = "event_when"              # when did Bob move the laptop
    EVENT_WHO = "event_who"                # who moved the laptop
    EVENT_COUNT = "event_count"            # how many times was the fridge opened
    SOURCE = "source"                      # who said the laptop was on the desk
    PREFERENCE = "preference"              # how does Alice like her coffee
    ROUTINE = "routine"                    # what does Alice usually do in the morning
    HABIT = "habit"                        # what does Bob usually do after picking up the kettle
    ACTIVITY = "activity"                  # what was Alice doing yesterday evening / in session s1
    COMMITMENT = "commitment"              # what did I promise / is anything due
    BELIEF = "belief"                      # can I trust that the laptop is on the table
    PLANNING_CONTEXT = "planning_context"  # what do I need to know to make breakfast
    FREE_TEXT = "free_text"                # anything else: text search over the memory
    SPATIAL = "spatial"                    # what is near the sink / the mug left of the kettle / how far ... from


class View(str, enum.Enum):
    """Memory views a plan consults; the same names as `obsmem_interfaces/msg/Evidence.view`."""

    EVENT = "event"
    STATE = "state"
    BELIEF = "belief"
    COMMITMENT = "commitment"
    ENTITY = "entity"
    EPISODE = "episode"
    KNOWLEDGE = "knowledge"
    TASK = "task"


def parse_views(names: Sequence[str]) -> Tuple[View, ...]:
    """View names (the `Query` service's `views` field) as `View`s, in the given order without
    repeats; an unknown name raises `QueryError` naming it and the known views."""
    known = [v.value for v in View]
    unknown = [n for n in names if n not in known]
    if unknown:
        raise QueryError(f"views={list(names)!r}: unknown view {unknown[0]!r}; known views: {', '.join(known)}.")
    return tuple(dict.fromkeys(View(n) for n in names))


class Relation(str, enum.Enum):
    """How a time reference bounds the memory consulted."""

    NONE = "none"        # no time in the question
    AT = "at"            # the state at one instant ("at 07:00 on day 3")
    BEFORE = "before"    # strictly before the reference
    AFTER = "after"      # at or after the reference
    DURING = "during"    # inside the reference's window ("yesterday", "on day 3", "this morning")
    PREVIOUS = "previous"  # the value before the current one ("where was it before")


class Ordinal(str, enum.Enum):
    """Which of several matching events the question wants."""

    FIRST = "first"
    LAST = "last"


class PartOfDay(str, enum.Enum):
    """Named parts of a day with their [start, end) hours (night wraps past midnight)."""

    MORNING = "morning"
    AFTERNOON = "afternoon"
    EVENING = "evening"
    NIGHT = "night"

    @property
    def hours(self) -> Tuple[int, int]:
        return {"morning": (5, 12), "afternoon": (12, 17), "evening": (17, 22), "night": (22, 29)}[self.value]

    @property
    def span_hours(self) -> Tuple[int, int]:
        """The hours a question's "this evening" or "last night" spans: the evening runs to
        midnight ("this evening" of eleven o'clock), the night takes in the evening before it
        (people say "last night" of seven o'clock), the afternoon runs to six ("half five in the
        afternoon"); the morning keeps its own hours."""
        return {PartOfDay.AFTERNOON: (12, 18), PartOfDay.EVENING: (17, 24), PartOfDay.NIGHT: (17, 29)}.get(self, self.hours)


@dataclass(frozen=True)
class EventAnchor:
    """An event named as a time reference: "before Bob moved it" -> actor bob, verbs pick/place."""

    verbs: Tuple[str, ...]
    actor: str = ""          # surface person name ("" = anyone)
    obj: str = ""            # surface object phrase ("" = the plan's first target)

    def to_dict(self) -> Dict[str, Any]:
        return {"verbs": list(self.verbs), "actor": self.actor, "obj": self.obj}


@dataclass(frozen=True)
class TimeRef:
    """A symbolic time: a day (index from the memory's first day, offset from today, or a day of
    the week), a clock time, a part of day, an event anchor, or an offset back from now ("3 hours ago")."""

    day_index: Optional[int] = None      # "day 3" -> 3 (day 1 = the date of the first event)
    day_offset: Optional[int] = None     # "yesterday" -> -1, "today" -> 0, "tomorrow" -> 1
    clock: Optional[Tuple[int, int]] = None  # (hour, minute)
    part: Optional[PartOfDay] = None
    anchor: Optional[EventAnchor] = None
    ago_s: Optional[int] = None          # seconds back from now
    weekday: Optional[int] = None        # "on Friday" -> 4 (Monday = 0): its latest occurrence up to now
    days: Optional[int] = None           # "this weekend" -> 2, "this week" -> 7: days from the day named

    def is_empty(self) -> bool:
        return all(v is None for v in (self.day_index, self.day_offset, self.clock, self.part, self.anchor, self.ago_s,
                                       self.weekday, self.days))

    def to_dict(self) -> Dict[str, Any]:
        return {
            "day_index": self.day_index, "day_offset": self.day_offset,
            "clock": list(self.clock) if self.clock else None,
            "part": self.part.value if self.part else None,
            "anchor": self.anchor.to_dict() if self.anchor else None, "ago_s": self.ago_s, "weekday": self.weekday,
            **({"days": self.days} if self.days is not None else {}),
        }


@dataclass(frozen=True)
class TemporalFilter:
    """The question's time constraint: a relation to a reference, and which match (first/last)."""

    relation: Relation = Relation.NONE
    ref: TimeRef = field(default_factory=TimeRef)
    ordinal: Optional[Ordinal] = None

    def to_dict(self) -> Dict[str, Any]:
        return {"relation": self.relation.value, "ref": self.ref.to_dict(),
                "ordinal": self.ordinal.value if self.ordinal else None}


@dataclass(frozen=True)
class QueryPlan:
    """What to look up for one question.

    `targets` are surface phrases of the things asked about, primary first; `places` are
    phrases that name a location value in the question ("on the desk"); `expected` is the
    value a yes/no question checks ("open", "desk"). `verbs` are event verbs (trace vocabulary)
    for event questions; `keywords` feed the lexical / embedding fallback.
    """

    question: str
    intent: Intent
    targets: Tuple[str, ...] = ()
    places: Tuple[str, ...] = ()
    persons: Tuple[str, ...] = ()
    sessions: Tuple[str, ...] = ()
    attribute: Optional[str] = None
    expected: Optional[str] = None
    verbs: Tuple[str, ...] = ()
    temporal: TemporalFilter = field(default_factory=TemporalFilter)
    views: Tuple[View, ...] = ()
    keywords: Tuple[str, ...] = ()
    yes_no: bool = False
    changed_to: str = ""     # "before it was changed to quick" -> "quick": the value that replaced the asked one
    form: str = ""           # the specific form within the intent when the parser knows it: was_right, who_said,
    #                          who_asked, done, when ("" = answerers read it from the question's words)
    understood: bool = True  # False: the parser could not read the question (`reason` says why)
    reason: str = ""        # also set when understood: how the parse was made ("parsed offline: ...")
    choices: Tuple[str, ...] = ()  # the people an alternative question offers ("..., Kawika or Jas?"), as said

    def to_dict(self) -> Dict[str, Any]:
        return {
            "question": self.question, "intent": self.intent.value, "targets": list(self.targets),
            "places": list(self.places), "persons": list(self.persons),
            "sessions": list(self.sessions), "attribute": self.attribute,
            "expected": self.expected, "verbs": list(self.verbs), "temporal": self.temporal.to_dict(),
            "views": [v.value for v in self.views], "keywords": list(self.keywords), "yes_no": self.yes_no,
            "changed_to": self.changed_to, "form": self.form, "understood": self.understood, "reason": self.reason,
            **({"choices": list(self.choices)} if self.choices else {}),
        }


class QuestionParser(Protocol):
    """Turns a question into a `QueryPlan` (raises an `ObsMemError` when it cannot)."""

    def plan(self, question: str) -> QueryPlan:
        """The plan of one non-empty question."""


@runtime_checkable
class TimedQuestionParser(QuestionParser, Protocol):
    """A parser that resolves relative times itself (to day offsets), so it must know when the
    question is asked: the engine hands it the cutoff."""

    def plan_at(self, question: str, at_ns: Optional[int]) -> QueryPlan:
        """The plan of one non-empty question asked at `at_ns` (None: memory's newest event)."""


def parties(plan: QueryPlan, persons: Sequence[str]) -> List[str]:
    """The people a question names as parties to what it asks (a commitment, an event): not the
    owner of a thing it asks about ("who asked you to move Bob's laptop": Bob owns the laptop, he
    need not have asked; "did you pick up Isla's dummy": Isla did not)."""
    question = unaccented(plan.question.lower().replace("\u2019", "'"))  # "Mít's bowl" is mit's
    names = (re.sub(r"_\d+$", "", t).replace("_", " ").lower().split() for t in (*plan.targets, *plan.places))
    heads = [words[-1] for words in names if words]  # a target may be an id already ("cardigan_1")
    return [p for p in persons
            if not any(re.search(rf"\b{re.escape(p)}'s\s+(?:\w+\s+){{0,2}}{re.escape(h)}\b", question) for h in heads)]
