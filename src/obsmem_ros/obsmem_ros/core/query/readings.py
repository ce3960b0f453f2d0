"""Typed evidence: what the view retrievers hand the answerers.

Each reading is one record read from a view, with the `Evidence` item the selector sees (its
view, time, text, entity and linked event ids, score 1.0 unless the retriever ranked it) and the
display names its wording needs, resolved at retrieval. Answerers read nothing else: they are pure
functions of the plan and these readings, and rank the evidence with `scored`.

Each intent's retriever returns one `*Found` bundle of readings.
"""
from __future__ import annotations

import dataclasses
from dataclasses import dataclass, field
from typing import TYPE_CHECKING, Dict, FrozenSet, Optional, Tuple, Union

from obsmem_ros.core.records import Belief, Commitment, EpisodeCard, Event, Fact

from obsmem_ros.errors import QueryError

from .evidence import Evidence

if TYPE_CHECKING:
    from obsmem_ros.core.views.knowledge import Habit, ObservedHabit, Preference, RoutineSkill


def display_name(names: Dict[str, str], entity_id: str) -> str:
    """The display name retrieval resolved for an id ("" for none); an id it did not resolve is a
    retriever bug, raised as `QueryError`."""
    if not entity_id:
        return ""
    try:
        return names[entity_id]
    except KeyError:
        raise QueryError(f"display name of {entity_id!r}: not resolved at retrieval.") from None


@dataclass(frozen=True)
class Reading:
    """A record read from one view, as the selector's `Evidence` item."""

    evidence: Evidence

    def scored(self, score: float) -> Evidence:
        """The evidence item with the relevance the answerer gives this reading."""
        return dataclasses.replace(self.evidence, score=score)


@dataclass(frozen=True)
class TextReading(Reading):
    """A record the lexical / embedding fallback found, its score the index's."""


@dataclass(frozen=True)
class EventReading(Reading):
    """One event of the Event view; `actor_name` is the actor's display name."""

    event: Event
    actor_name: str = ""


@dataclass(frozen=True)
class EpisodeReading(Reading):
    """One episode card of the Episode view."""

    card: EpisodeCard


@dataclass(frozen=True)
class CommitmentReading(Reading):
    """One commitment as it stood at the cutoff, with the display names of its people
    (requester, beneficiary, owner; by id)."""

    commitment: Commitment
    names: Dict[str, str] = field(default_factory=dict, compare=False)
    object_ids: Tuple[str, ...] = ()  # its objects as said, linked to what memory knows ("settee" -> sofa_1)
    done_by: str = ""  # an open request's deed the robot was seen doing after it (its event id)
    action: str = ""  # its action with the linked things named as memory knows them ("" = as said)
    called_off_by: str = ""  # who said the words that cancelled it ("" = not cancelled, or not asked)
    named: FrozenSet[str] = frozenset()  # the people its words name, as its speaker meant them ("your mama")
    answers: str = ""  # the words of the turn its sentence answers, where "her" / "it" may be named (exchange)
    told_by: str = ""  # of a change asked about, the one whose words its speaker passed on ("Mum rang: ...")

    def name(self, person: str) -> str:
        """The display name of one of its people ("" for nobody)."""
        return display_name(self.names, person)


@dataclass(frozen=True)
class FactReading(Reading):
    """One fact of the State view (its evidence id is its source event's); `names` are the display
    names of its entity, value and reporter (by id)."""

    fact: Fact
    names: Dict[str, str] = field(default_factory=dict, compare=False)

    def name(self, entity_id: str) -> str:
        return display_name(self.names, entity_id)


@dataclass(frozen=True)
class StateReading(FactReading):
    """The value of one (entity, attribute) pair now or at a time (`fact`: the snapshot's value,
    the robot's own when it has one), and around it: whether the robot saw it itself (`seen`),
    the event that set it (`setter`, when the value is the robot's latest look), a later claim not
    yet seen (`reported`), the value before (`previous`), the belief in it with the events the
    belief rests on (current values only), whether it is the value a yes/no question names, and
    whether the words of the later claim also deny the robot's own value (`denied`)."""

    belief: Optional[Belief] = None
    belief_events: Tuple[Evidence, ...] = ()
    seen: bool = True
    setter: Optional[Evidence] = None
    reported: Optional[FactReading] = None
    previous: Optional[FactReading] = None
    matches_expected: Optional[bool] = None
    denied: bool = False


@dataclass(frozen=True)
class ClaimReading(FactReading):
    """A reported fact, with the utterance that made it (`said`, about the fact's entity)."""

    said: Optional[Evidence] = None


@dataclass(frozen=True)
class KnowledgeReading(Reading):
    """One consolidated record of the Knowledge view (a routine, a preference or a habit); its
    evidence time is the cutoff. `actor_name` is its person's display name."""

    record: "Union[RoutineSkill, Preference, Habit]"
    actor_name: str = ""


@dataclass(frozen=True)
class PersonHistory:
    """What memory saw one person do (`events`, oldest first), what they said they prefer on the
    question's topic (`stated`), which objects they picked are mugs or cups, and the display names
    of the person and of those objects (by id)."""

    person: str
    name: str
    events: Tuple[EventReading, ...] = ()
    stated: Optional[FactReading] = None
    mugs: FrozenSet[str] = frozenset()
    names: Dict[str, str] = field(default_factory=dict, compare=False)


@dataclass(frozen=True)
class TextFound:
    """Free-text questions: the text index's hits, best first."""

    hits: Tuple[TextReading, ...] = ()


@dataclass(frozen=True)
class EventsFound:
    """Event questions: the matching events, oldest first. `target_known` is false when the
    question names a thing memory knows nothing of (and names no person)."""

    events: Tuple[EventReading, ...] = ()
    target_known: bool = True


@dataclass(frozen=True)
class ActivityFound:
    """Activity questions, each source read only when the one before found nothing: episode
    cards (oldest first), then matching events, then text hits."""

    episodes: Tuple[EpisodeReading, ...] = ()
    events: Tuple[EventReading, ...] = ()
    text: TextFound = field(default_factory=TextFound)


@dataclass(frozen=True)
class CommitmentsFound:
    """Commitment questions: every commitment made up to the cutoff (oldest first), the plan's
    people as ids, the [start, end) span the question's time names (None without one), and the
    cutoff."""

    commitments: Tuple[CommitmentReading, ...] = ()
    persons: Tuple[str, ...] = ()
    span: Optional[Tuple[int, int]] = None
    now_ns: int = 0
    target_ids: Tuple[str, ...] = ()  # the things the question names, linked to what memory knows
    said: Tuple["SaidReading", ...] = ()  # what the question's people said they want, for when no commitment fits
    choices: Tuple[str, ...] = ()  # the people an alternative question offers, as ids (`retrieval.choices`)
    people: FrozenSet[str] = frozenset()  # the people memory knows: a name outside them may be anyone's
    strangers: Tuple[str, ...] = ()  # of `persons`, those heard said but known as nobody (`heard_strangers`)
    heard: Tuple[EventReading, ...] = ()  # of a "who" question, the household's words up to the cutoff (later_words)
    names_heard: Tuple[Tuple[str, str, str], ...] = ()  # (speaker or "" for anyone, word, person it names)


@dataclass(frozen=True)
class HabitReading:
    """A habit shown by behaviour (`habit`, source "observed") with the events behind it, newest
    first (`events`), what the person said they prefer on the same topic (`stated`, source
    "stated", kept apart), whether the question named a part of day or kind of day (`scoped`),
    the display names of the person and the values, and what the things were chosen over
    (`options`: `retrieval.choice_context`)."""

    habit: "ObservedHabit"
    person_name: str
    topic_word: str
    value_type: str = "entity"    # "entity" for things chosen, "str" for setting values
    events: Tuple[EventReading, ...] = ()
    stated: Optional[FactReading] = None
    stated_record: Optional[KnowledgeReading] = None   # a Knowledge view preference of provenance "stated"
    scoped: bool = False
    names: Dict[str, str] = field(default_factory=dict, compare=False)
    options: Tuple[EventReading, ...] = ()  # the robot's looks at what lay at hand beside the picks


@dataclass(frozen=True)
class SaidReading(Reading):
    """A preference a person said in words (`sentence` of the utterance `event`), with the value
    it gives linked against memory (`value`, `value_type`: an entity id, a clock time, a number,
    a word)."""

    event: Event
    sentence: str
    value: str
    value_type: str
    person_name: str = ""
    speaker_name: str = ""  # who said it when not the person themself ("" when they did)
    loose: bool = False  # shares no asked word (only closeness in meaning) or names no asked condition
    seen: Tuple["EventReading", ...] = ()  # the robot's looks at the thing named and its like at hand then


@dataclass(frozen=True)
class KnowledgeFound:
    """Consolidated knowledge `about` the question's words, of the first kind (in the asked order)
    memory holds: its records (best first) and what the best rests on (its events or episodes); the plan's people's
    histories (for routine times and preferences shown by behaviour, on `topic`)."""

    about: str = ""
    kind: str = ""
    records: Tuple[KnowledgeReading, ...] = ()
    support: Tuple[Reading, ...] = ()
    people: Tuple[PersonHistory, ...] = ()
    topic: str = ""
    origin_ns: int = 0
    now_ns: int = 0
    observed: Optional[HabitReading] = None
    said: Tuple[SaidReading, ...] = ()  # what the people said they prefer on the question, best first


@dataclass(frozen=True)
class PlanningFound:
    """What matters before acting: states (with beliefs) of the plan's things, routines and
    preferences about the goal (`about`: its words), open commitments; `k` is the evidence budget."""

    about: str = ""
    states: Tuple[StateReading, ...] = ()
    knowledge: Tuple[KnowledgeReading, ...] = ()
    commitments: Tuple[CommitmentReading, ...] = ()
    k: int = 5
