"""Typed evidence of the State and Belief views for state questions: one bundle per kind of
answer the state retriever found, each with the display names its wording needs (`names`, by id).

The retriever picks the bundle (which lookup the question needs, and what memory held); the
answerer words it. `subject` is the thing asked about ("" when the question names nothing memory
knows)."""
from __future__ import annotations

from dataclasses import dataclass, field
from typing import Dict, FrozenSet, Optional, Tuple

from obsmem_ros.core.records import Belief

from .evidence import Evidence
from .readings import ClaimReading, EventReading, FactReading, StateReading, display_name


@dataclass(frozen=True)
class Named:
    """Display names of the ids a bundle's wording needs."""

    names: Dict[str, str] = field(default_factory=dict, compare=False)

    def name(self, entity_id: str) -> str:
        """The display name of an id the retriever resolved ("" for none)."""
        return display_name(self.names, entity_id)


@dataclass(frozen=True)
class BeliefFound(Named):
    """Can the robot trust a value: the current state of the subject's pair, with its belief."""

    subject: str = ""
    attribute: str = ""
    state: Optional[StateReading] = None


@dataclass(frozen=True)
class SourceFound(Named):
    """Who said it: the claims about the subject's pair (oldest first), those of `persons` when the
    question names speakers, and the robot's next look after the latest of theirs (`next_look`)."""

    subject: str = ""
    attribute: str = ""
    persons: Tuple[str, ...] = ()
    claims: Tuple[ClaimReading, ...] = ()
    next_look: Optional[FactReading] = None
    heard: Tuple[EventReading, ...] = ()  # no claim fits: utterances that name the thing and say the rest
    # fact id (claims) or event id (heard) -> the person it was passed on from, for relayed ones
    origins: Dict[str, str] = field(default_factory=dict, compare=False)


@dataclass(frozen=True)
class ValueFound(Named):
    """The value of the subject's pair now (`as_of_ns` None) or at a time, with the belief in it
    when `current`; `hop` is the event a "the thing Bob last picked up" question went through."""

    subject: str = ""
    attribute: str = ""
    state: Optional[StateReading] = None
    current: bool = True
    as_of_ns: Optional[int] = None
    hop: Tuple[Evidence, ...] = ()
    people: FrozenSet[str] = frozenset()  # the values that are people: a thing "located" with one is held
    grounds: Tuple[Evidence, ...] = ()  # the events the own value rests on beyond its fact (retrieval.grounds)
    claim_grounds: Tuple[Evidence, ...] = ()  # those of the later claim, when the answer takes it up


@dataclass(frozen=True)
class RoomFound(Named):
    """The room the subject is (or was at `as_of_ns`) in, following its location chain: its
    location fact, the hops behind it (`chain`), and the belief in its location (current only)."""

    subject: str = ""
    room: str = ""
    location: Optional[FactReading] = None
    chain: Tuple[Evidence, ...] = ()
    belief: Optional[Belief] = None
    belief_events: Tuple[Evidence, ...] = ()
    hop: Tuple[Evidence, ...] = ()


@dataclass(frozen=True)
class OwnerFound(Named):
    """Whose is the look-alike at the place the question names: its location and owner facts,
    and the event that put it there."""

    subject: str = ""
    location: Optional[FactReading] = None
    owner: Optional[FactReading] = None
    chain: Tuple[Evidence, ...] = ()


@dataclass(frozen=True)
class ContentsFound(Named):
    """What is at a place: each thing's location fact (`things`, their ids in `entities`)."""

    place: str = ""
    entities: Tuple[str, ...] = ()
    things: Tuple[FactReading, ...] = ()


@dataclass(frozen=True)
class PersonPlaceFound(Named):
    """Where a person was last noticed: the latest event about the first person memory placed."""

    person: str = ""
    event: Optional[EventReading] = None


@dataclass(frozen=True)
class PreviousFound(Named):
    """The value before the current one (`previous`) and the current robot-held one (`now`);
    `known` is false when memory holds no value at all."""

    subject: str = ""
    attribute: str = ""
    known: bool = False
    previous: Optional[FactReading] = None
    now: Optional[FactReading] = None


@dataclass(frozen=True)
class ChangeFound(Named):
    """The run of values before the latest change to the value the question names: the fact that
    made the change, the first and last looks of the run before, and the first robot-held fact in
    between (the pick that took it away); `subject` "" when no such change is known."""

    subject: str = ""
    attribute: str = ""
    before_value: str = ""
    change_value: str = ""
    change: Optional[FactReading] = None
    before_first: Optional[FactReading] = None
    before_last: Optional[FactReading] = None
    between: Optional[FactReading] = None


@dataclass(frozen=True)
class EverFound(Named):
    """Was the pair ever the value the question names: the robot's looks that found it (`hits`),
    else the latest looks of the first thing with any history (`latest`)."""

    subject: str = ""
    attribute: str = ""
    hits: Tuple[FactReading, ...] = ()
    latest: Tuple[FactReading, ...] = ()


@dataclass(frozen=True)
class SetByEventFound(Named):
    """What the latest matching event set ("where did Bob put the keys"): the event and the fact
    it produced; without one, and with nobody named, the current value (`now`)."""

    subject: str = ""
    attribute: str = ""
    event: Optional[EventReading] = None
    fact: Optional[FactReading] = None
    now: Optional[ValueFound] = None


@dataclass(frozen=True)
class AnchorMissing:
    """The event a "before <someone> <did something>" reference names is not in memory."""


@dataclass(frozen=True)
class NothingNamed:
    """The question names a thing memory knows nothing of."""


@dataclass(frozen=True)
class ExistsFound(Named):
    """"Have we got any grapes?": the thing memory knows by the name (`subject`, "" when none), with
    what it holds of where it is (`where`: seen, or only said) and the latest event about it."""

    subject: str = ""
    where: Optional[ValueFound] = None
    latest: Optional[EventReading] = None

