"""The read accessors of the ``Memory`` facade, one per question a caller asks of a view.

``MemoryReads`` is mixed into ``Memory`` (``core/memory.py``), which owns the store and the views;
each accessor brings derivation up to date (``_current``) where the view reads derived rows, then
hands the call to its view. Kept apart so the facade's module holds the write path and wiring, and
this one the ``MemoryReader`` surface the query path and nodes read through.
"""
from __future__ import annotations

import time
from typing import Dict, FrozenSet, Iterator, List, Optional, Sequence, Tuple

from obsmem_ros.core.home_rooms import with_room_titles
from obsmem_ros.core.role_rooms import parent_word_room, part_room, person_rooms, shared_room
from obsmem_ros.core.language.kin_roles import kin_lexicon
from obsmem_ros.core.language.person_words import household_kin
from obsmem_ros.core.object_pose import ObjectPose
from obsmem_ros.core.spoken_places import ROOM
from obsmem_ros.core.records import (Belief, BeliefLabel, Commitment, CommitmentStatus, EpisodeCard, Event, EventKind,
                                     Fact, Provenance, Snapshot)
from obsmem_ros.core.speaker_varieties import as_of as varieties_as_of
from obsmem_ros.core.views.entity.owned_names import with_owned_names
from obsmem_ros.core.views.entity.records import Entity
from obsmem_ros.core.views.knowledge import Habit, Preference, RoutineSkill


class MemoryReads:
    """Event, State, Belief, Commitment, Episode, Entity and Knowledge reads of one memory. The
    facade provides `config`, `_current()` and the views (`_events`, `_states`, `_beliefs`,
    `_commitments`, `_episodes`, `_entities`, `_knowledge`, `_derivation`)."""

    # --- Event view ---------------------------------------------------------------------------
    def event(self, event_id: str) -> Event:
        return self._events.get(event_id)

    def events(self, event_ids: Sequence[str]) -> List[Event]:
        return self._events.many(list(event_ids))

    def events_about(self, entity: str, *, since_ns: Optional[int] = None, until_ns: Optional[int] = None,
                     as_of_ns: Optional[int] = None, limit: Optional[int] = None) -> List[Event]:
        return self._events.about(entity, since_ns=since_ns, until_ns=_earliest(until_ns, as_of_ns), limit=limit)

    def events_between(self, start_ns: int, end_ns: int, *, kinds: Sequence[EventKind] = (),
                       actor: Optional[str] = None, location: Optional[str] = None,
                       limit: Optional[int] = None, newest: bool = False) -> List[Event]:
        return self._events.between(start_ns, end_ns, kinds=kinds, actor=actor, location=location, limit=limit,
                                    newest=newest)

    def events_in_session(self, session_id: str, *, as_of_ns: Optional[int] = None) -> List[Event]:
        return self._events.in_session(session_id, as_of_ns=as_of_ns)

    def newest_events_by(self, actor: str, verbs: Sequence[str], *, until_ns: Optional[int] = None) -> Iterator[Event]:
        return self._events.newest_by(actor, verbs, until_ns=until_ns)

    def iter_events(self, *, after_seq: int = 0, as_of_ns: Optional[int] = None,
                    batch_size: int = 1000) -> Iterator[Tuple[int, Event]]:
        return self._events.iterate(after_seq=after_seq, as_of_ns=as_of_ns, batch_size=batch_size)

    def event_count(self, *, as_of_ns: Optional[int] = None) -> int:
        return self._events.count(as_of_ns=as_of_ns)

    def time_span(self) -> Optional[Tuple[int, int]]:
        """(first, last) event time in memory; ``None`` when memory is empty."""
        return self._events.time_span()

    # --- State view ---------------------------------------------------------------------------
    def state(self, entity: str, attribute: str, *, at_ns: Optional[int] = None,
              as_of_ns: Optional[int] = None) -> Snapshot:
        self._current()
        return self._states.snapshot(entity, attribute, _earliest(at_ns, as_of_ns))

    def states(self, entity: str, *, at_ns: Optional[int] = None, as_of_ns: Optional[int] = None) -> List[Snapshot]:
        self._current()
        cutoff = _earliest(at_ns, as_of_ns)
        return [self._states.snapshot(entity, a, cutoff) for a in self._states.attributes(entity, cutoff)]

    def current_values(self, attribute: str) -> Dict[str, str]:
        self._current()
        return self._states.current_values(attribute)

    def located_in(self, parent: str, *, at_ns: Optional[int] = None,
                   as_of_ns: Optional[int] = None) -> List[Snapshot]:
        self._current()
        cutoff = _earliest(at_ns, as_of_ns)
        found = [self._states.snapshot(e, "location", cutoff) for e in self._states.holders("location", parent, cutoff)]
        return [s for s in found if s.current is not None and s.current.value == parent]

    def history(self, entity: str, attribute: Optional[str] = None, *, since_ns: Optional[int] = None,
                until_ns: Optional[int] = None, as_of_ns: Optional[int] = None,
                provenance: Optional[Provenance] = None, limit: Optional[int] = None) -> List[Fact]:
        self._current()
        return self._states.history(entity, attribute, since_ns=since_ns, until_ns=_earliest(until_ns, as_of_ns),
                                    provenance=provenance, limit=limit)

    def reports(self, *, entity: Optional[str] = None, attribute: Optional[str] = None, value: Optional[str] = None,
                reporter: Optional[str] = None, as_of_ns: Optional[int] = None,
                limit: Optional[int] = None) -> List[Fact]:
        self._current()
        return self._states.reports(entity=entity, attribute=attribute, value=value, reporter=reporter,
                                    cutoff=as_of_ns, limit=limit)

    def facts_from_event(self, event_id: str) -> List[Fact]:
        self._current()
        return self._states.from_event(event_id)

    def claim_origins(self, fact_ids: Sequence[str]) -> Dict[str, str]:
        self._current()
        return self._states.origins(fact_ids)

    def relayed_words(self, event_id: str) -> List[Tuple[str, str]]:
        self._current()
        return self._states.relayed(event_id)

    def speaker_varieties(self, until_ns: int) -> Dict[str, FrozenSet[str]]:
        """speaker -> the varieties of English their utterances up to ``until_ns`` showed."""
        self._current()
        return varieties_as_of(self._derivation.varieties, until_ns)

    def pose(self, entity: str, *, at_ns: Optional[int] = None, as_of_ns: Optional[int] = None) -> Optional[ObjectPose]:
        return self._states.pose(entity, _earliest(at_ns, as_of_ns))

    def poses(self, *, at_ns: Optional[int] = None, as_of_ns: Optional[int] = None) -> List[ObjectPose]:
        return self._states.poses(_earliest(at_ns, as_of_ns))

    # --- Belief view --------------------------------------------------------------------------
    def belief(self, entity: str, attribute: str, *, as_of_ns: Optional[int] = None) -> Belief:
        self._current()
        return self._beliefs.belief(entity, attribute, as_of_ns=as_of_ns)

    def belief_of(self, fact: Fact, *, as_of_ns: Optional[int] = None) -> Belief:
        """Trust in any fact, current or historical (a superseded report reads as contradicted)."""
        self._current()
        return self._beliefs.judge(fact, as_of_ns=as_of_ns)

    def beliefs(self, *, as_of_ns: Optional[int] = None, entity: Optional[str] = None,
                attribute: Optional[str] = None, labels: Sequence[BeliefLabel] = (),
                limit: Optional[int] = None) -> List[Belief]:
        self._current()
        found: List[Belief] = []
        for pair_entity, pair_attribute in self._states.tracked_pairs(entity=entity, attribute=attribute, limit=None):
            judged = self.belief(pair_entity, pair_attribute, as_of_ns=as_of_ns)
            if judged.label is not BeliefLabel.UNKNOWN and (not labels or judged.label in labels):
                found.append(judged)
                if limit is not None and len(found) >= limit:
                    break
        return found

    # --- Commitments, episodes, entities, knowledge -------------------------------------------
    def commitments(self, *, as_of_ns: Optional[int] = None, status: Optional[CommitmentStatus] = None,
                    owner: Optional[str] = None, beneficiary: Optional[str] = None) -> List[Commitment]:
        self._current()
        span = self.time_span()
        now = as_of_ns if as_of_ns is not None else (span[1] if span else time.time_ns())
        return self._commitments.list(now_ns=now, status=status, owner=owner, beneficiary=beneficiary)

    def episode(self, episode_id: str) -> EpisodeCard:
        self._current()
        return self._episodes.get(episode_id)

    def episodes(self, *, since_ns: Optional[int] = None, until_ns: Optional[int] = None,
                 session_id: Optional[str] = None, entity: Optional[str] = None,
                 as_of_ns: Optional[int] = None, limit: Optional[int] = None) -> List[EpisodeCard]:
        self._current()
        return self._episodes.list(since_ns=since_ns, until_ns=_earliest(until_ns, as_of_ns), session_id=session_id,
                                   entity=entity, limit=limit)

    def kin_words(self) -> Dict[Tuple[str, str], str]:
        """(speaker, kin word) -> the person that speaker calls so ("Gran"), learnt from how people
        are addressed and kept in the store; beside them, as the robot's, the words things' names
        call their owners by ("Koro's pill organiser" owned by hemi) and the kin words rooms are
        named for (``home_rooms.with_room_titles``: "gran_room"), where no speaker uses the word.
        Kept until the store changes (any row written here or by another process): every person a
        question or an answer names is resolved against it."""
        self._current()
        key = (self.store.writes(), self.store.external_changes())
        cached = getattr(self, "_kin_cache", None)
        if cached is not None and cached[0] == key:
            return dict(cached[1])
        kin = self._kin_words()
        self._kin_cache = (key, kin)
        return dict(kin)

    def _kin_words(self) -> Dict[Tuple[str, str], str]:
        people, robot = self._derivation.people, self.config.robot_id
        kin = with_owned_names(self._entities.kin_words(), self._entities.list(category=None, location=None, limit=None),
                               people, robot)
        return with_room_titles(kin, self._events.visits(2 ** 62), set(people), kin_lexicon(), robot)

    def resolve_entity(self, mention: str, *, limit: int = 5) -> List[str]:
        self._current()
        return self._entities.resolve(mention, limit=limit)

    def entity(self, entity_id: str) -> Entity:
        self._current()
        return self._entities.get(entity_id)

    def entities(self, *, category: Optional[str] = None, location: Optional[str] = None,
                 limit: Optional[int] = None) -> List[Entity]:
        self._current()
        return self._entities.list(category=category, location=location, limit=limit)

    def routines(self, *, person: Optional[str] = None, goal: Optional[str] = None) -> List[RoutineSkill]:
        self._current()
        return self._knowledge.routines(person=person, goal=goal)

    def preferences(self, *, person: Optional[str] = None, topic: Optional[str] = None) -> List[Preference]:
        self._current()
        return self._knowledge.preferences(person=person, topic=topic)

    def habits(self, *, person: Optional[str] = None, trigger: Optional[str] = None) -> List[Habit]:
        self._current()
        return self._knowledge.habits(person=person, trigger=trigger)

    def people(self) -> FrozenSet[str]:
        self._current()
        return frozenset(self._derivation.people)

    def robot_location(self, *, at_ns: Optional[int] = None) -> str:
        self._current()
        return self._beliefs.robot_location(at_ns=at_ns)

    def room_of(self, entity: str, *, at_ns: Optional[int] = None) -> str:
        self._current()
        return self._beliefs.room_of(entity, at_ns=at_ns)

    def is_room(self, place: str) -> bool:
        self._current()
        return self._events.is_room(place)

    def rooms(self) -> List[str]:
        self._current()
        return self._events.rooms()

    def own_room(self, place: str, *, at_ns: Optional[int] = None, shared: bool = False) -> str:
        """A person's room said before memory tied them to one is theirs once it has: "my room",
        said by Maya on her first morning, is the bedroom she is later seen to use; while memory ties
        them to none, the room their part of the household names (`role_rooms.part_room`: "my room"
        said by the mother is the parents' room), unless it is named by a word the household calls
        them ("gogo_room"). The word a room is named for names the person the robot calls so, else
        the one person the household does (`person_words.household_kin`: "Nan's room" said by a
        grandchild, of the grandmother the robot only knows by her name). Said as "our room"
        (``shared``), a room shared: the children's room of a known child, else the parents'
        room (`role_rooms.shared_room`)."""
        self._current()
        owner, _, rest = place.partition("_")
        people = set(self._derivation.people)
        if rest != ROOM or self._events.is_room(place):
            return ""
        kin = self.kin_words()
        robot = self.config.robot_id
        person = owner if owner in people else kin.get((robot, owner), "") or household_kin(kin).get(owner, "")
        if not person:
            return parent_word_room(owner, self._events.rooms())
        visits = self._events.visits(at_ns if at_ns is not None else 2 ** 62)
        things = self._entities.seen_things().values()
        tied = person_rooms(visits, people, self._events.is_room, kin, things).get(person, "")
        if tied or owner != person:  # "gogo_room": the household's name
            return tied
        return shared_room(person, kin, self._events.rooms()) if shared else part_room(person, kin)


def _earliest(a: Optional[int], b: Optional[int]) -> Optional[int]:
    if a is None:
        return b
    return a if b is None else min(a, b)
