"""The read side of memory, as the query path, grounding and evaluation see it.

``MemoryReader`` is a Protocol: ``obsmem_ros.core.memory.Memory`` implements it over its store,
and tests or baselines may implement it over anything else. Conventions shared by every method:

* times are int nanoseconds (UTC); options are keyword-only;
* ``as_of_ns`` is a knowledge cutoff: only records learned from events with time <= the cutoff
  count (``None``: everything memory holds). ``at_ns`` asks for the world at a point in time;
  memory learns a fact when it happens, so the value at ``t`` is the snapshot with cutoff ``t``
  (the effective cutoff is the earlier of the two);
* lookups of one record by id raise ``obsmem_ros.errors.UnknownRecordError``; searches return
  empty lists; state lookups return a ``Snapshot`` whose ``known`` is false when nothing is held;
* entity arguments take ids; ``resolve_entity`` turns a name or alias into ids first.
"""
from __future__ import annotations

from typing import TYPE_CHECKING, Dict, FrozenSet, Iterator, Optional, Protocol, Sequence, Tuple, runtime_checkable

from obsmem_ros.core.records import (
    Belief, BeliefLabel, Commitment, CommitmentStatus, EpisodeCard, Event, EventKind, Fact, Provenance, Snapshot,
)

if TYPE_CHECKING:  # persisted forms of the entity editor's and the miners' outputs (helper modules)
    from obsmem_ros.core.object_pose import ObjectPose
    from obsmem_ros.core.views.entity.records import Entity
    from obsmem_ros.core.views.knowledge import Habit, Preference, RoutineSkill


@runtime_checkable
class MemoryReader(Protocol):
    """Read access to one home's memory (Event, State, Belief, Commitment, Entity, Episode, Knowledge)."""

    @property
    def robot_id(self) -> str:
        """The robot's own id (the observer the gate looks for)."""

    # --- Event view -------------------------------------------------------------------------
    def event(self, event_id: str) -> Event:
        """One stored event by id; raises ``UnknownRecordError`` when memory does not hold it."""

    def events(self, event_ids: Sequence[str]) -> list[Event]:
        """The stored events among ``event_ids``, in time order (unknown ids are skipped)."""

    def events_about(self, entity: str, *, since_ns: Optional[int] = None, until_ns: Optional[int] = None,
                     as_of_ns: Optional[int] = None, limit: Optional[int] = None) -> list[Event]:
        """Events that involve ``entity`` (in ``objects``, a delta or a claim, or as actor), oldest first;
        with ``limit`` the most recent ``limit`` of them."""

    def events_between(self, start_ns: int, end_ns: int, *, kinds: Sequence[EventKind] = (),
                       actor: Optional[str] = None, location: Optional[str] = None,
                       limit: Optional[int] = None, newest: bool = False) -> list[Event]:
        """Events with ``start_ns <= time <= end_ns``, optionally filtered, oldest first; ``limit``
        keeps the oldest ``limit`` of them, or with ``newest`` the most recent ``limit``."""

    def events_in_session(self, session_id: str, *, as_of_ns: Optional[int] = None) -> list[Event]:
        """Every stored event of one session, oldest first."""

    def newest_events_by(self, actor: str, verbs: Sequence[str], *,
                         until_ns: Optional[int] = None) -> Iterator[Event]:
        """``actor``'s events whose stored verb is one of ``verbs``, at or before ``until_ns``,
        newest first, read lazily (an index walk: what someone last did costs what it reads)."""

    def iter_events(self, *, after_seq: int = 0, as_of_ns: Optional[int] = None,
                    batch_size: int = 1000) -> Iterator[tuple[int, Event]]:
        """All stored events as ``(seq, event)`` in ingest order, for building search indexes.
        ``seq`` grows with every stored event, so ``after_seq`` resumes an incremental index."""

    def event_count(self, *, as_of_ns: Optional[int] = None) -> int:
        """How many events memory holds (up to the cutoff)."""

    def time_span(self) -> Optional[Tuple[int, int]]:
        """(first, last) event time in memory; ``None`` when it is empty."""

    # --- State view ---------------------------------------------------------------------------
    def state(self, entity: str, attribute: str, *, at_ns: Optional[int] = None,
              as_of_ns: Optional[int] = None) -> Snapshot:
        """The snapshot of one (entity, attribute) now, or at ``at_ns`` (point-in-time)."""

    def states(self, entity: str, *, at_ns: Optional[int] = None,
               as_of_ns: Optional[int] = None) -> list[Snapshot]:
        """Snapshots of every attribute memory tracks for ``entity``, sorted by attribute."""

    def current_values(self, attribute: str) -> dict[str, str]:
        """Entity -> current value of ``attribute`` for every entity holding one (one read; the
        value ``state(entity, attribute).current`` gives)."""

    def pose(self, entity: str, *, at_ns: Optional[int] = None,
             as_of_ns: Optional[int] = None) -> Optional["ObjectPose"]:
        """The entity's latest measured pose (perception's box in a frame), or ``None`` when none is held."""

    def poses(self, *, at_ns: Optional[int] = None, as_of_ns: Optional[int] = None) -> list["ObjectPose"]:
        """The latest measured pose of every entity that has one."""

    def located_in(self, parent: str, *, at_ns: Optional[int] = None,
                   as_of_ns: Optional[int] = None) -> list[Snapshot]:
        """Snapshots of the ``location`` of every entity whose current location is ``parent``."""

    def history(self, entity: str, attribute: Optional[str] = None, *, since_ns: Optional[int] = None,
                until_ns: Optional[int] = None, as_of_ns: Optional[int] = None,
                provenance: Optional[Provenance] = None, limit: Optional[int] = None) -> list[Fact]:
        """Every fact ever recorded about ``entity`` (one attribute or all), observed, inferred and
        reported alike, oldest first; overwritten values included. ``limit``: the most recent N."""

    def reports(self, *, entity: Optional[str] = None, attribute: Optional[str] = None,
                value: Optional[str] = None, reporter: Optional[str] = None,
                as_of_ns: Optional[int] = None, limit: Optional[int] = None) -> list[Fact]:
        """Reported facts (what people told the robot), oldest first; each fact's
        ``source_event_id`` is the utterance that said it."""

    def facts_from_event(self, event_id: str) -> list[Fact]:
        """The facts one event produced (deltas it caused, claims it made)."""

    def claim_origins(self, fact_ids: Sequence[str]) -> Dict[str, str]:
        """fact id -> the person a reported fact was passed on from ("Dad says the boiler's fixed",
        said by Tom: dad; a memory id or the word said), for the relayed facts among ``fact_ids``;
        a fact missing from the result is its reporter's own."""

    def relayed_words(self, event_id: str) -> list[Tuple[str, str]]:
        """(origin, words) of each clause an utterance passed on from someone else, claims read
        from it or not."""

    def speaker_varieties(self, until_ns: int) -> Dict[str, FrozenSet[str]]:
        """speaker -> the varieties of English (``language.varieties``: "scots") their utterances
        up to ``until_ns`` showed, kept as they were heard (a read that does not walk the log)."""

    # --- Belief view --------------------------------------------------------------------------
    def belief(self, entity: str, attribute: str, *, as_of_ns: Optional[int] = None) -> Belief:
        """Trust in the current value of one (entity, attribute) as of a time (``UNKNOWN`` label when
        nothing is tracked)."""

    def belief_of(self, fact: Fact, *, as_of_ns: Optional[int] = None) -> Belief:
        """Trust in any fact, current or historical (a report the robot later saw otherwise reads
        as contradicted)."""

    def beliefs(self, *, as_of_ns: Optional[int] = None, entity: Optional[str] = None,
                attribute: Optional[str] = None, labels: Sequence[BeliefLabel] = (),
                limit: Optional[int] = None) -> list[Belief]:
        """Beliefs of tracked pairs (filtered), most recently verified first."""

    # --- Commitment view ----------------------------------------------------------------------
    def commitments(self, *, as_of_ns: Optional[int] = None, status: Optional[CommitmentStatus] = None,
                    owner: Optional[str] = None, beneficiary: Optional[str] = None) -> list[Commitment]:
        """Commitments made up to the cutoff, with the status they had at the cutoff (``overdue`` when
        open and past due then), oldest first."""

    # --- Episodes -----------------------------------------------------------------------------
    def episode(self, episode_id: str) -> EpisodeCard:
        """One episode card by id; raises ``UnknownRecordError``."""

    def episodes(self, *, since_ns: Optional[int] = None, until_ns: Optional[int] = None,
                 session_id: Optional[str] = None, entity: Optional[str] = None,
                 as_of_ns: Optional[int] = None, limit: Optional[int] = None) -> list[EpisodeCard]:
        """Episode cards overlapping the window (closed ones, plus the running one), oldest first."""

    # --- Entity view --------------------------------------------------------------------------
    def resolve_entity(self, mention: str, *, limit: int = 5) -> list[str]:
        """Entity ids a name, alias or id may mean ("laptop" -> ["laptop_1"]), best first."""

    def entity(self, entity_id: str) -> "Entity":
        """The entity record (name, category, aliases, attributes, last location); raises
        ``UnknownRecordError``."""

    def entities(self, *, category: Optional[str] = None, location: Optional[str] = None,
                 limit: Optional[int] = None) -> list["Entity"]:
        """Entity records, optionally of one category or at one location."""

    # --- Knowledge (consolidation outputs) ----------------------------------------------------
    def routines(self, *, person: Optional[str] = None, goal: Optional[str] = None) -> list["RoutineSkill"]:
        """Mined routines, most supported first."""

    def preferences(self, *, person: Optional[str] = None, topic: Optional[str] = None) -> list["Preference"]:
        """Mined or stated preferences, most confident first."""

    def habits(self, *, person: Optional[str] = None, trigger: Optional[str] = None) -> list["Habit"]:
        """Mined habits (trigger -> next), most frequent first."""

    # --- Context --------------------------------------------------------------------------------
    def people(self) -> FrozenSet[str]:
        """The ids of the people memory has seen act, observe or speak (none once forgotten)."""

    def kin_words(self) -> Dict[Tuple[str, str], str]:
        """(speaker, kin word) -> the person that speaker calls so ("Gran"), learnt from how people
        are addressed."""

    def robot_location(self, *, at_ns: Optional[int] = None) -> str:
        """Where the robot was at a time (the location of its latest own event), ``""`` if unknown."""

    def room_of(self, entity: str, *, at_ns: Optional[int] = None) -> str:
        """The room an entity is in, following its ``location`` chain to a known room; ``""`` if unknown."""

    def is_room(self, place: str) -> bool:
        """Whether a place id is a room memory knows (one the robot was in, or saw someone enter)."""

    def rooms(self) -> Sequence[str]:
        """Every room memory knows (`is_room`), by id."""

    def own_room(self, place: str, *, at_ns: Optional[int] = None, shared: bool = False) -> str:
        """The room memory ties to the person a room id it does not know is named for ("maya_room":
        the bedroom where the robot saw Maya come and go most, `home_rooms.own_rooms`), ``""`` when
        `place` is a known room or names nobody tied to one. ``shared``: the room was said as the
        person's "our room", one they share (`role_rooms.shared_room`)."""
