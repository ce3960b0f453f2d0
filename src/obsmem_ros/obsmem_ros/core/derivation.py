"""Deferred derivation: the views written from the event log after the write, before the next read.

``Memory.ingest`` stores what must be decided at arrival (the event log, stream positions) and
queues the batch (``derive_queue``: its ``seq`` range, in the same transaction as its events).
Everything derived from the events, the costly part of a write, waits here until something reads:

    EntityView.observe       MEMORA editor: Add / Update / Delete / Noop
    Hearing.read             every utterance read once (claims -> gate, undertakings, preferences, things)
    keep_shown               the varieties of English each speaker has shown (``speaker_varieties``)
    spoken settings, places  a claimed setting or place moved onto what memory tracks or can ground
    StateView.record         facts: observed, or reported by the speaker
    CommitmentView.observe   requests, promises, reminders, schedules
    EpisodeView.observe      episode cards at boundaries

``catch_up`` derives the queued batches in log order, each exactly as the write path would have
(the same batch boundaries, so answers are identical to deriving at write time), one transaction
per batch that also deletes the batch's queue row. A crash loses no derived work: whatever is
still queued is derived from the stored events after a restart. Batches ingested in this process
are derived from the ``Event``s handed to ingest (no decode); the others are read back from the log.
"""
from __future__ import annotations

import functools
import time
from dataclasses import dataclass
from typing import Any, Callable, Dict, List, Mapping, Optional, Sequence, Set

from obsmem_ros.core.hearing import Hearing, claim_marks, relayed_rows
from obsmem_ros.core.home_rooms import with_room_titles
from obsmem_ros.core.language.kin_roles import kin_lexicon
from obsmem_ros.core.language.meaning_links import Role, RoleResolver
from obsmem_ros.core.language.referents import mention_id
from obsmem_ros.core.observer_gate import admitted_facts
from obsmem_ros.core.records import Event
from obsmem_ros.core.role_rooms import person_rooms, shared_room
from obsmem_ros.core.speaker_varieties import fill_if_unfilled, keep_shown
from obsmem_ros.core.spoken_places import (Places, heard_places, known_as, named_owners, titles,
                                            with_grounded_places)
from obsmem_ros.core.spoken_settings import state_lookups, with_tracked_settings
from obsmem_ros.core.store import DeriveQueueRows, HomeRows, StoreDriver, VarietyRows
from obsmem_ros.core.views.commitment_view import CommitmentView
from obsmem_ros.core.views.entity_view import EntityView
from obsmem_ros.core.views.episode_view import EpisodeView
from obsmem_ros.core.views.event_view import EventView
from obsmem_ros.core.views.knowledge_view import KnowledgeView
from obsmem_ros.core.views.state_view import StateView


@dataclass(frozen=True)
class CatchUp:
    """What one ``catch_up`` derived: batches, events, facts written, and its wall / CPU seconds."""

    batches: int = 0
    events: int = 0
    facts: int = 0
    seconds: float = 0.0
    cpu_seconds: float = 0.0


@dataclass(frozen=True)
class DerivedViews:
    """The views ``Derivation`` writes (owned by ``Memory``, which reads them)."""

    events: EventView
    states: StateView
    commitments: CommitmentView
    episodes: EpisodeView
    entities: EntityView
    knowledge: KnowledgeView


class Derivation:
    """The queue of batches awaiting derivation and the derivation itself."""

    def __init__(self, store: StoreDriver, views: DerivedViews, hearing: Hearing, *, robot_id: str,
                 refresh: Callable[[], object]) -> None:
        """``refresh``: the owner's check for other writers' commits (reloads caches, recounts)."""
        self.store = store
        self._refresh = refresh
        self.views = views
        self._hearing = hearing
        self._robot = robot_id
        self._queue = DeriveQueueRows(store)
        self._home = HomeRows(store)
        self.varieties = VarietyRows(store)
        fill_if_unfilled(self.varieties)
        self.people: Set[str] = self._home.people()
        hearing.know_kin(views.entities.kin_words())
        self._handed: Dict[int, List[Event]] = {}  # first_seq -> the batch as ingested here
        self.pending = self._queue.pending_events()
        self.last = CatchUp()  # the latest catch-up that derived anything

    def enqueue(self, first_seq: int, last_seq: int, events: Sequence[Event]) -> None:
        """Queue a batch just appended at ``first_seq..last_seq`` (inside the ingest transaction)."""
        self._queue.add(first_seq, last_seq, len(events))
        self._handed[first_seq] = list(events)
        self.pending += len(events)

    def recount(self) -> None:
        """Re-read the queue's size (another process may have ingested or derived)."""
        self.pending = self._queue.pending_events()

    def forget_handed(self) -> None:
        """Drop the in-process copies of queued batches (events were forgotten: read them back)."""
        self._handed.clear()

    def reload(self) -> None:
        """Reload the derived views' caches from the store (after another writer or a failure)."""
        views = self.views
        views.states.reload()
        views.commitments.reload()
        views.episodes.reload()
        views.entities.reload()
        self._hearing.know_kin(views.entities.kin_words())
        self.people = self._home.people()

    def catch_up(self) -> CatchUp:
        """Derive every queued batch, oldest first, one transaction each."""
        if not self.pending:
            return CatchUp()
        began, began_cpu = time.perf_counter(), time.process_time()
        batches = events = facts = 0
        try:
            while True:
                with self.store.transaction():  # the oldest batch, read under the write lock
                    self._refresh()  # derive on caches that include what other writers committed
                    oldest = self._queue.oldest()
                    if oldest is None:
                        break
                    first, last, count = oldest
                    handed = self._handed.pop(first, None)
                    batch = handed if handed is not None and len(handed) == count else self.views.events.seq_range(
                        first, last)
                    facts += self._derive(batch)
                    self._queue.done(first)
                batches += 1
                events += len(batch)
        except BaseException:
            self.reload()
            self.recount()
            raise
        self.pending = 0  # the queue was found empty under the write lock
        self._handed.clear()
        done = CatchUp(batches=batches, events=events, facts=facts, seconds=time.perf_counter() - began,
                       cpu_seconds=time.process_time() - began_cpu)
        if batches:
            self.last = done
        return done

    def _derive(self, admitted: Sequence[Event]) -> int:
        """One batch's derived rows, as the write path wrote them; returns the facts written."""
        if not admitted:
            return 0
        views, robot = self.views, self._robot
        people = {e.actor for e in admitted}
        for event in admitted:
            people.update(event.observers)
        people.difference_update((robot, ""))
        self._home.add_people(people - self.people)
        self.people |= people
        views.entities.observe(admitted, self.people)
        named = views.entities.learn_captions(admitted, robot)
        visits = views.events.visits(max(e.time_ns for e in admitted))
        titled = with_room_titles({**self._hearing.kin(), **named}, visits, self.people, kin_lexicon(), robot)
        if titled != self._hearing.kin():
            self._hearing.know_kin(titled)
        readings = self._hearing.read(admitted, RoleResolver(self._resolve), self.people)
        readings = with_tracked_settings(readings, *state_lookups(views.states, admitted))
        readings = with_grounded_places(readings, {e.id: e.location for e in admitted},
                                        self._places(max(e.time_ns for e in admitted)))
        views.entities.learn_said(self._hearing.kin(), admitted, readings)
        self._store_heard(admitted, readings)
        keep_shown(self.varieties, admitted)
        written = views.states.record([(e, admitted_facts(e, robot, readings.get(e.id))) for e in admitted])
        views.states.mark_claims(claim_marks(admitted, readings, robot, views.states.from_event))
        views.states.mark_relayed(relayed_rows(admitted, readings, robot))
        for event in admitted:
            views.commitments.observe(event, readings.get(event.id))
            views.episodes.observe(event)
        views.episodes.flush()
        return written

    def _places(self, until_ns: int) -> Callable[[Any], Places]:
        """The `Places` a reading's spoken places are grounded in: memory's rooms and seen things,
        the places heard of so far and in the reading itself, and the rooms of people by where they
        went up to ``until_ns`` (read once per batch, when a reading places something)."""
        entities = self.views.entities
        known = functools.lru_cache(maxsize=1)(
            lambda: (entities.seen_things(), entities.heard_places(), self.views.events.rooms()))

        called, household = titles(self._hearing.kin(), self._robot), known_as(self._hearing.kin())
        events, people = self.views.events, frozenset(self.people)
        kin = self._hearing.kin()
        rooms_of = functools.lru_cache(maxsize=1)(
            lambda: person_rooms(events.visits(until_ns), set(people), events.is_room, kin, known()[0].values()))

        def places(reading: Any) -> Places:
            seen, earlier, rooms = known()
            return Places.of(events.is_room, seen, heard_places(reading.things, earlier), called,
                             people | named_owners(getattr(reading, "text", "")), rooms_of, household, rooms=rooms,
                             shared_room=lambda person: shared_room(person, kin, rooms))
        return places

    def _resolve(self, mention: str, role: Role = Role.ANY) -> Optional[str]:
        """The place or thing a spoken mention means: a room memory knows when the words are its
        name ("the landing", "Tariq's room" as "tariq room"), else the entity the Entity view links
        (by words, else by meaning among the things of the mention's `role`).
        Rooms come first: they are where the robot goes, not things it files, so "in the garage"
        names the garage even when a "garage freezer" was seen."""
        room = mention_id(mention)
        if room and self.views.events.is_room(room):
            return room
        return self.views.entities.resolve_one(mention, role.value)

    def _store_heard(self, admitted: Sequence[Event], readings: Mapping[str, Any]) -> None:
        """Things heard of -> Entity view; stated preferences and routines -> Knowledge view (the
        claims go through the observer gate, the undertakings to the Commitment view). A producer's
        own ``claims`` stay authoritative: its utterance adds no things of the reader's."""
        for event in admitted:
            reading = readings.get(event.id)
            if reading is None:
                continue
            if reading.things and not event.claims and event.actor != self._robot:
                self.views.entities.report(reading.things, event)
            if reading.preferences:
                self.views.knowledge.state(reading.preferences, event.id, event.time_ns)
