"""The ``Memory`` facade: one home's memory, its write path and its read views.

``Memory`` is small on purpose: validation, the observer gate and every view live in their own
modules; this class wires them to one store and implements ``MemoryReader``.

Write path of ``ingest`` (one batch = one transaction, all or nothing): take ``Event``s as they
are (valid by construction or checked once at their edge: ``validation`` for JSON, the node's
conversion for messages) and validate trace-form records (JSON) here, once; take the store's
write lock (so two writers of one file never both store an id); skip ids already stored
(idempotent replays; a stored id with different content is reported as a conflict,
``ingest_guards``); hold events dated too far ahead of the wall clock in quarantine (the clock
guard); drop events the robot did not perceive (``observer_gate``); reject
an admitted event older than the last stored event of its ``source`` stream; then append events,
save stream positions, queue the batch for derivation, and commit. Entity editing, hearing, facts,
commitments and episode cards are derived from the stored events later, batch by batch, before
anything reads them (``core/derivation.py``): every read brings them up to date first. A bad record
raises ``InvalidEventError`` naming the field, and nothing of its batch is stored: callers that
want per-record rejection (``obsmem ingest``, the node's buffer) validate each record first and
hand over ``Event``s.
"""
from __future__ import annotations

import threading
import time
from dataclasses import dataclass
from typing import Any, Dict, FrozenSet, Iterable, Iterator, List, Mapping, Optional, Sequence, Set, Tuple, Union

from obsmem_ros.core.config import EngineConfig
from obsmem_ros.core.derivation import CatchUp, Derivation, DerivedViews
from obsmem_ros.core.forget import finish_compaction, forget_from_store
from obsmem_ros.core.forget_request import ForgetAudit, ForgetReport, ForgetRequest, selector_hash
from obsmem_ros.core.hearing import Hearing
from obsmem_ros.core.ingest_guards import conflicting_ids, split_future
from obsmem_ros.core.object_pose import ObjectPose
from obsmem_ros.core.observer_gate import admits
from obsmem_ros.core.records import (Belief, BeliefLabel, Commitment, CommitmentStatus, EpisodeCard, Event, EventKind,
                                     Fact, IngestReport, Provenance, Snapshot)
from obsmem_ros.core.store import ForgetRows, HomeRows, QuarantineRows, StoreDriver, open_store
from obsmem_ros.core.timefmt import format_iso
from obsmem_ros.core.validation import StreamClock, event_from_json
from obsmem_ros.core.views.belief_view import BeliefView
from obsmem_ros.core.views.commitment_view import CommitmentView
from obsmem_ros.core.views.entity.records import Entity
from obsmem_ros.core.views.entity.owned_names import with_owned_names
from obsmem_ros.core.views.entity_view import EntityView
from obsmem_ros.core.views.episode_view import EpisodeView
from obsmem_ros.core.views.event_view import EventView
from obsmem_ros.core.views.knowledge import Habit, Preference, RoutineSkill
from obsmem_ros.core.views.knowledge_view import KnowledgeView
from obsmem_ros.core.views.state_view import StateView
from obsmem_ros.core.views.task_view import TaskView

EventInput = Union[Event, Mapping[str, Any]]


@dataclass(frozen=True)
class MemoryStats:
    """Sizes of one memory (``obsmem stats``)."""

    events: int
    facts: int
    entities: int
    edit_ops: Dict[str, int]
    commitments: int
    episodes: int
    knowledge: Dict[str, int]
    db_bytes: int
    schema_version: int
    time_span: Optional[Tuple[int, int]] = None
    quarantined: int = 0  # events the clock guard held (``Memory.quarantined``)
    forgets: int = 0  # forget operations carried out (``Memory.forget``)

    @property
    def compression_ratio(self) -> float:
        """Entity observations folded per stored entity (MEMORA); 0 when no entity is stored."""
        return sum(self.edit_ops.values()) / self.entities if self.entities else 0.0


class Memory:
    """One home's memory over one store; implements ``MemoryReader``."""

    def __init__(self, location: str, *, config: EngineConfig = EngineConfig(), llm: Any = None,
                 parse_endpoint: Any = None, reader: Any = None) -> None:
        """``llm``: an optional ``core.query.LLMBackend`` the read path plans, selects and answers with;
        ``parse_endpoint``: the ``core.query.LLMConfig`` the question parser "llm" calls (None: none);
        ``reader``: how heard utterances are read (default the offline ``language.UtteranceReader``;
        ``language.LLMUtteranceReader`` for an endpoint)."""
        self.config = config
        self._hearing = Hearing(robot_id=config.robot_id, timezone=config.timezone, meal_clock=dict(config.meal_clock),
                                reader=reader, learned=config.utterance_reader == "learned")
        self._llm = llm
        self._parse_endpoint = parse_endpoint
        self.store: StoreDriver = open_store(config.backend, str(location), synchronous=config.synchronous)
        self._events = EventView(self.store)
        self._states = StateView(self.store)
        self._beliefs = BeliefView(self._events, self._states, config)
        self._commitments = CommitmentView(self.store, config)
        self._episodes = EpisodeView(self.store, config)
        self._entities = EntityView(self.store, participant=config.participant, robot_id=config.robot_id)
        self._knowledge = KnowledgeView(self.store, robot_id=config.robot_id)
        self._home = HomeRows(self.store)
        self._quarantine = QuarantineRows(self.store)
        self._query_engine: Any = None
        self._seen_changes = self.store.external_changes()
        self._tasks: Optional[TaskView] = None
        self._forget_rows = ForgetRows(self.store)
        self._derivation = Derivation(self.store, DerivedViews(self._events, self._states, self._commitments,
                                                               self._episodes, self._entities, self._knowledge),
                                      self._hearing, robot_id=config.robot_id, refresh=self.refresh)
        self._forgets = self._forget_rows.audit_count()
        if self._forgets and self._forget_rows.compaction_pending():  # a forget was cut short before compaction
            finish_compaction(self.store)

    # --- lifecycle ----------------------------------------------------------------------------
    def close(self) -> None:
        """Derive what is still queued, persist the query engine's text index and release the store."""
        if self._derivation.pending and not self.store.read_only:
            self._derivation.catch_up()
        if self._query_engine is not None:
            self.refresh()  # another process may have forgotten events this index still holds
            self._query_engine.close()
            self._query_engine = None
        self.store.close()

    def __enter__(self) -> "Memory":
        return self

    def __exit__(self, *exc: object) -> None:
        self.close()

    @property
    def robot_id(self) -> str:
        return self.config.robot_id

    # --- write path ---------------------------------------------------------------------------
    def validate(self, record: Mapping[str, Any]) -> Event:
        """One trace-form record (``docs/formats.md``) checked at the JSON edge
        (``InvalidEventError`` names the field)."""
        return event_from_json(record, self.config)

    def refresh(self) -> bool:
        """Reload the cached views if another process (a planner sharing this store) committed
        since we last looked; returns whether it did."""
        seen = self.store.external_changes()
        if seen == self._seen_changes:
            return False
        self._reload_caches()
        self._seen_changes = seen
        self._derivation.recount()
        forgets = self._forget_rows.audit_count()
        if forgets != self._forgets:
            self._forgets = forgets
            self._derivation.forget_handed()
            if self._query_engine is not None and self._query_engine.text_index is not None:
                self._query_engine.text_index.reload_later()
        return True

    def ingest(self, items: Iterable[EventInput]) -> IngestReport:
        """Store one batch of events in one transaction (see the module docstring). ``Event``s are
        taken as they are (typed and valid: built in code or validated at their edge); trace-form
        records (JSON) are validated here, once."""
        events = [item if isinstance(item, Event) else self.validate(item) for item in items]
        with self.store.transaction():  # the write lock first: what a concurrent writer committed counts as stored
            self.refresh()
            stored = self._events.known_ids([e.id for e in events])
            conflicts = conflicting_ids(events, stored, self.events)
            fresh: List[Event] = []
            for event in events:
                if event.id not in stored:
                    stored.add(event.id)
                    fresh.append(event)
            forgotten = len(fresh)
            fresh = self._not_forgotten(fresh) if self._forgets else fresh
            forgotten -= len(fresh)
            fresh, held = self.hold_future(fresh)
            robot = self.robot_id
            admitted = [e for e in fresh if admits(e, robot)]
            streams = self._check_order(admitted)
            self._append(admitted, streams)
        duplicates = len(events) - len(fresh) - len(held) - len(conflicts) - forgotten
        return IngestReport(accepted=len(admitted), duplicates=duplicates,
                            unobserved=len(fresh) - len(admitted), conflicts=tuple(conflicts),
                            quarantined=tuple(i for i, _ in held), forgotten=forgotten,
                            pending=self._derivation.pending)

    def hold_future(self, events: Sequence[Event]) -> Tuple[List[Event], List[Tuple[str, str]]]:
        """The clock guard (``ingest_guards``): events dated more than ``max_future_skew_s``
        ahead of the wall clock go to quarantine, never to memory or a stream's clock; returns
        the other events and (id, reason) of each held one."""
        kept, held = split_future(events, now_ns=time.time_ns(), max_skew_s=self.config.max_future_skew_s)
        if held:
            self._quarantine.add(held)
        return kept, [(row[0], row[4]) for row in held]

    def quarantined(self, *, limit: int = 20) -> List[Dict[str, Any]]:
        """The most recently quarantined events, newest first: id, time, received, source, reason."""
        return [{"id": r[0], "time": format_iso(r[1]), "received": format_iso(r[2]), "source": r[3], "reason": r[4]}
                for r in self._quarantine.latest(limit)]

    def forget(self, *, person: str = "", entity: str = "", between: Optional[Tuple[int, int]] = None,
               requested_by: str = "") -> ForgetReport:
        """Remove every trace of a person, an entity and/or a time span (selectors combine with
        AND; ``between`` is inclusive ``(start_ns, end_ns)``), record a content-free audit, and
        compact the store; see ``core/forget.py`` for what goes and ``docs/forgetting.md``."""
        request = ForgetRequest(person=person, entity=entity, between=between, requested_by=requested_by)
        self.refresh()
        self._derivation.catch_up()  # what pending events derive is then found and removed like the rest
        try:
            report = forget_from_store(self.store, request, robot_id=self.robot_id, entities=self._entities,
                                       knowledge=self._knowledge, text_index=self._text_index())
        finally:
            self._reload_caches()
            self._derivation.forget_handed()
        self._forgets = self._forget_rows.audit_count()
        self._seen_changes = self.store.external_changes()
        return report

    def forget_audits(self) -> List[ForgetAudit]:
        """Every forget carried out on this memory, oldest first (no forgotten content)."""
        return [ForgetAudit.from_row(row) for row in self._forget_rows.audits()]

    def forgotten_ids(self, event_ids: Sequence[str]) -> Set[str]:
        """Which of ``event_ids`` were forgotten (``forget``): ingest drops them when sent again."""
        salt = self._forget_rows.stored_salt() if self._forgets else None
        if salt is None:
            return set()
        hashed = {selector_hash(salt, "event", i): i for i in event_ids}
        return {hashed[h] for h in self._forget_rows.tombstoned(list(hashed))}

    def _not_forgotten(self, events: List[Event]) -> List[Event]:
        gone = self.forgotten_ids([e.id for e in events])
        return [e for e in events if e.id not in gone] if gone else events

    def _text_index(self) -> Any:
        """The query engine's text index, or the store's index files opened alone (no engine)."""
        if self._query_engine is not None:
            return self._query_engine.text_index
        from obsmem_ros.core.query import QueryConfig
        from obsmem_ros.core.query.text_index import TextIndex

        config = QueryConfig(parser=self.config.parser)
        return TextIndex.open(self.store.location, backends=config.text_backends, model_path=config.embedding_model)

    def stream_clock(self) -> StreamClock:
        """A ``StreamClock`` seeded with this memory's stored streams (for callers that check order)."""
        return StreamClock(self.last_stored)

    def _check_order(self, admitted: Sequence[Event]) -> Dict[str, Tuple[int, str]]:
        clock = self.stream_clock()
        for event in admitted:
            clock.advance(event)
        return clock.positions

    def stored_ids(self, event_ids: Sequence[str]) -> Set[str]:
        """Which of ``event_ids`` memory already holds."""
        return self._events.known_ids(list(event_ids))

    def last_stored(self, source: str) -> Tuple[int, str]:
        """(time_ns, id) of the last stored event of a source stream; ``(-1, "")`` when none."""
        return self._home.stream(source) or (-1, "")

    def _append(self, admitted: Sequence[Event], streams: Mapping[str, Tuple[int, str]]) -> None:
        """Append the admitted events, save stream positions and queue the batch (inside ingest's
        transaction); the derived views follow at the next read (``catch_up``)."""
        if not admitted:
            return
        first, last = self._events.append(admitted)
        self._derivation.enqueue(first, last, admitted)
        self._states.record_poses(admitted)  # measured, not derived: stored with the event
        self._home.save_streams([(source, t, i) for source, (t, i) in streams.items()])

    def pending(self) -> int:
        """Stored events whose derived views (entities, heard speech, facts, commitments, episode
        cards) are not written yet; any read writes them first."""
        return self._derivation.pending

    def catch_up(self) -> CatchUp:
        """Derive every queued batch now (reads do this themselves; a node or a benchmark may call
        it when idle or to time it)."""
        return self._derivation.catch_up()

    @property
    def last_catch_up(self) -> CatchUp:
        """The latest catch-up that derived anything (a read's or ``catch_up``'s): what it cost."""
        return self._derivation.last

    def _current(self) -> None:
        """Bring the derived views up to date before a read of them (a read-only store, which
        cannot be written, is read as its last writer left it)."""
        if self._derivation.pending and not self.store.read_only:
            self._derivation.catch_up()

    def _reload_caches(self) -> None:
        self._derivation.reload()

    def consolidate(self) -> Dict[str, int]:
        """Mine routines, preferences and habits from everything stored; returns their counts."""
        self._current()
        base = self._knowledge.consolidate()
        return {"routines": len(base.routines), "preferences": len(base.preferences), "habits": len(base.habits),
                "episodes": base.episodes}

    def warm_up(self, *, questions_in_background: bool = False) -> None:
        """Load the utterance reader's models, and the question parser's under ``parser`` language
        or llm (spaCy, the int8 ONNX MiniLM, the classifier: the process's shared parser), now rather
        than inside the first ingest that hears speech or the first question (a node before it
        serves, a benchmark before it times). ``questions_in_background``: the question parser
        loads on a worker thread, so a node serves at once; a question asked before it is ready
        waits for it (the parser loads under its lock)."""
        self._hearing.warm_up()
        if self.config.parser in ("language", "llm"):
            from obsmem_ros.core.language import shared_parser

            if questions_in_background:
                threading.Thread(target=shared_parser().warm_up, name="question-parser-warm-up", daemon=True).start()
            else:
                shared_parser().warm_up()

    # --- query and task views (other modules) -------------------------------------------------
    def ask(self, question: str, *, at_ns: Optional[int] = None, k: int = 5, views: Sequence[Any] = ()) -> Any:
        """Answer a question with ``core.query.QueryEngine`` over this memory (``views``: restrict
        the plan to these ``core.query.View``s)."""
        self.refresh()
        self._current()
        return self.query_engine.answer(question, at_ns=at_ns, k=k, views=views)

    @property
    def query_engine(self) -> Any:
        """The read path over this memory (its text index persists beside the store)."""
        if self._query_engine is None:
            from obsmem_ros.core.query import QueryConfig, QueryEngine

            self._query_engine = QueryEngine.open(self, self.store.location, llm=self._llm,
                                                  config=QueryConfig(parser=self.config.parser,
                                                                     max_question_chars=self.config.max_question_chars),
                                                  parse_endpoint=self._parse_endpoint)
        return self._query_engine

    @property
    def tasks(self) -> TaskView:
        """The Task view (goal agendas, hand state, failed bindings) in this store."""
        if self._tasks is None:
            self._tasks = TaskView(self.store)
        return self._tasks

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
        call their owners by ("Koro's pill organiser" owned by hemi), where no speaker uses the word."""
        self._current()
        return with_owned_names(self._entities.kin_words(), self._entities.list(category=None, location=None, limit=None),
                                self._derivation.people, self.config.robot_id)

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

    # --- sizes ----------------------------------------------------------------------------------
    def stats(self) -> MemoryStats:
        """Counts and sizes of this memory."""
        self._current()
        return MemoryStats(events=self.event_count(), facts=self._states.count(), entities=self._entities.count(),
                           edit_ops=self._entities.edit_counts(), commitments=self._commitments.count(),
                           episodes=self._episodes.count(), knowledge=self._knowledge.counts(),
                           db_bytes=self.store.size_bytes(), schema_version=self.store.schema_version(),
                           time_span=self.time_span(), quarantined=self._quarantine.count(),
                           forgets=self._forget_rows.audit_count())


def _earliest(a: Optional[int], b: Optional[int]) -> Optional[int]:
    if a is None:
        return b
    return a if b is None else min(a, b)
