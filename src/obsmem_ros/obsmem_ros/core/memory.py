"""The ``Memory`` facade: one home's memory, its write path and its read views.

``Memory`` is small on purpose: validation, the observer gate and every view live in their own
modules; this class wires them to one store and holds the write path; its read accessors
(``memory_reads.MemoryReads``, mixed in) implement ``MemoryReader``.

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
from typing import Any, Dict, Iterable, List, Mapping, Optional, Sequence, Set, Tuple, Union

from obsmem_ros.core.config import EngineConfig
from obsmem_ros.core.derivation import CatchUp, Derivation, DerivedViews
from obsmem_ros.core.forget import finish_compaction, forget_from_store
from obsmem_ros.core.forget_request import ForgetAudit, ForgetReport, ForgetRequest, selector_hash
from obsmem_ros.core.hearing import Hearing
from obsmem_ros.core.ingest_guards import conflicting_ids, split_future
from obsmem_ros.core.memory_reads import MemoryReads
from obsmem_ros.core.observer_gate import admits
from obsmem_ros.core.records import Event, IngestReport
from obsmem_ros.core.store import ForgetRows, HomeRows, QuarantineRows, StoreDriver, open_store
from obsmem_ros.core.timefmt import format_iso
from obsmem_ros.core.validation import StreamClock, event_from_json
from obsmem_ros.core.views.belief_view import BeliefView
from obsmem_ros.core.views.commitment_view import CommitmentView
from obsmem_ros.core.views.entity_view import EntityView
from obsmem_ros.core.views.episode_view import EpisodeView
from obsmem_ros.core.views.event_view import EventView
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


class Memory(MemoryReads):
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
        serves, a benchmark before it times), and the answerers' sentence encoder (a missing model
        raises ``ConfigError`` here, at start: ``language.closeness``). ``questions_in_background``:
        the question parser loads on a worker thread, so a node serves at once; a question asked
        before it is ready waits for it (the parser loads under its lock)."""
        from obsmem_ros.core.language.closeness import load_encoder

        self._hearing.warm_up()
        load_encoder()
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

