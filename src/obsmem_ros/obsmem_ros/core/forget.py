"""Forgetting (household privacy): remove every trace of a person, an entity or a time span.

``forget_from_store`` carries out one ``ForgetRequest`` (see ``forget_request`` for selectors and
what "names" means) in this order, so a crash at any point leaves the old or the new memory:

1. The text index is read and its files deleted (a crash from here on rebuilds it from the store).
2. One transaction: the events the selectors name are deleted (for a person, also the utterances
   that passed on their words, "Dad says ...": a claim or clause whose origin is them, so nothing
   they said survives in another's report); an event a forgotten *person* only looked on at stays,
   with the person taken out of its observers. With them go their
   ``event_entities`` rows, their facts (claims included: who said what, and what was said about
   the person or entity) with every snapshot head repointed to the latest remaining fact, the
   measured poses they carried, the
   commitments they made (and those naming the selectors; a commitment closed by a forgotten
   event is open again), the edit-log rows they caused, their ids in stream positions, and rooms
   no event happened in any more; a speaker whose forgotten utterance first showed a variety of
   English has their varieties read again from what they said that remains. Episode cards holding them are summarised again from their
   remaining events (deleted when none remain). Entity records: a forgotten entity's record, names
   and edit log go (when it is the only selector), and so does a thing heard of in a forgotten
   utterance (with the word it taught what was later seen: a said name of that utterance); other entities lose trail visits from forgotten
   events and names or places naming the selectors. A forgotten person leaves the people list
   (when the person is the only selector). Derived knowledge (routines, preferences, habits) is
   mined again from what remains, when the memory had been consolidated. The audit row and the
   hashed ids of the removed events (tombstones: a replay of them is dropped and counted as
   ``forgotten``, never stored again) are written in the same transaction.
3. The text index drops the documents and texts (BM25) and vectors (FAISS) of the removed events
   and is saved (each file replaced atomically).
4. The store is compacted: ``VACUUM`` and a ``wal_checkpoint(TRUNCATE)`` on SQLite (with
   ``secure_delete=FAST`` already zeroing deleted cells), ``VACUUM FULL`` on PostgreSQL. Until it
   succeeds the audit row says ``compacted = 0``, and opening the store finishes it.

Mimir's Task view: agendas requested by or naming the selectors (created in the window) go with
their goals, completion evidence and failed bindings; failed bindings to a forgotten entity and a
hand holding it go too. Events the clock guard quarantined (kept whole outside the event log)
that name the selectors are deleted too.
"""
from __future__ import annotations

import json
import secrets
import time
import uuid
from dataclasses import dataclass, field, replace
from typing import TYPE_CHECKING, AbstractSet, Dict, List, Optional, Sequence, Set, Tuple

from obsmem_ros.core.forget_request import ForgetAudit, ForgetReport, ForgetRequest, Mention, selector_hash
from obsmem_ros.core.records import Event
from obsmem_ros.core.language.relayed import origin_person
from obsmem_ros.core.speaker_varieties import refill
from obsmem_ros.core.store import ClaimRows, EpisodeRows, ForgetRows, HomeRows, PoseRows, StoreDriver, VarietyRows
from obsmem_ros.core.views.commitment_view import commitment_from_row
from obsmem_ros.core.views.entity.records import Entity
from obsmem_ros.core.views.entity_view import EntityView
from obsmem_ros.core.views.episode_view import card_entity_rows, card_from_row, card_row, summarise
from obsmem_ros.core.views.event_view import EventView, event_from_row, involved_entities, list_json
from obsmem_ros.core.views.knowledge_view import KnowledgeView
from obsmem_ros.core.views.task_view import TaskView
from obsmem_ros.errors import ForgetError

if TYPE_CHECKING:
    from obsmem_ros.core.query.text_index import TextIndex

__all__ = ["ForgetTargets", "forget_from_store", "finish_compaction", "select_events"]


@dataclass
class ForgetTargets:
    """The events a request names: removed ones, and ones that only lose an observer."""

    removed: List[Event] = field(default_factory=list)
    scrubbed: List[Event] = field(default_factory=list)  # with the forgotten person out of ``observers``

    @property
    def removed_ids(self) -> Set[str]:
        return {e.id for e in self.removed}


def _names(event: Event, mention: Mention) -> bool:
    """Whether the event names the id in a role other than observer, or in its free text."""
    roles = (event.actor, event.addressee, event.location, *event.objects,
             *(f.entity for f in (*event.deltas, *event.claims)), *(f.value for f in (*event.deltas, *event.claims)))
    return mention.in_roles(roles) or mention.in_text(event.text, event.utterance,
                                                      json.dumps(dict(event.extras), ensure_ascii=False))


def select_events(rows: ForgetRows, request: ForgetRequest, relayed: AbstractSet[str] = frozenset()) -> ForgetTargets:
    """Every event the request names (all selectors), split into removed and observer-scrubbed.
    `relayed`: the utterances that passed on the forgotten person's words (``relayed_from``), which
    name them whether or not their words say the person's id ("Dad says ...")."""
    mentions = request.mentions
    person = Mention(request.person) if request.person else None
    targets = ForgetTargets()
    found = rows.candidate_events([m.value for m in mentions], request.between)
    known = {str(r[0]) for r in found}
    found += rows.events_by_id(sorted(set(relayed) - known), request.between)
    for row in found:
        event = event_from_row(row)
        named = [m for m in mentions if _names(event, m) or m.in_roles(event.observers) or
                 person is not None and m.value == person.value and event.id in relayed]
        if len(named) < len(mentions):
            continue
        if person is not None and not (_names(event, person) or event.id in relayed):  # the person only looked on
            targets.scrubbed.append(replace(event, observers=tuple(o for o in event.observers if o != person.value)))
        else:
            targets.removed.append(event)
    return targets


def relayed_from(store: StoreDriver, person: str, entities: EntityView) -> Set[str]:
    """Ids of the utterances that passed on `person`'s words (a claim or a clause whose stored
    origin, read as its relayer means it, is the person)."""
    pairs = ClaimRows(store).relaying() if person else []
    if not pairs:
        return set()
    actors = {e.id: e.actor for e in map(event_from_row, ForgetRows(store).events_by_id(sorted({p[0] for p in pairs})))}
    people = HomeRows(store).people() | {person}
    kin = entities.kin_words()
    return {event_id for event_id, word in pairs
            if event_id in actors and origin_person(word, actors[event_id], people, kin) == person}


class _Forgetting:
    """One forget's deletions inside one transaction; ``counts`` says what each step removed."""

    def __init__(self, store: StoreDriver, request: ForgetRequest, *, robot_id: str, entities: EntityView,
                 knowledge: KnowledgeView) -> None:
        self.store, self.request, self.robot_id = store, request, robot_id
        self.rows = ForgetRows(store)
        self.entities, self.knowledge = entities, knowledge
        self.counts: Dict[str, int] = {}

    def run(self, targets: ForgetTargets) -> None:
        removed = sorted(targets.removed_ids)
        self.rows.set_observers([(list_json(e.observers), e.id) for e in targets.scrubbed])
        self.counts["observers_scrubbed"] = len(targets.scrubbed)
        self._facts(removed)
        self.counts["events"] = self.rows.delete_events(
            removed, [(entity, e.time_ns, e.id) for e in targets.removed for entity in involved_entities(e)])
        self._varieties(removed)
        self._commitments(set(removed))
        self._episodes(targets)
        self._entities(set(removed))
        self.counts["edit_log"] = self.counts.get("edit_log", 0) + self.rows.delete_edits_from(removed)
        only_person = self.request.person and not self.request.entity and self.request.between is None
        self.counts["people"] = self.rows.delete_person(self.request.person) if only_person else 0
        self.rows.clear_stream_heads(removed)
        self.counts["rooms"] = self.rows.delete_unused_rooms()
        self.rows.recount_events()
        self._knowledge()
        self._tasks()
        self._quarantine()

    def _facts(self, removed: Sequence[str]) -> None:
        facts = self.rows.facts_of_events(removed)
        self.counts["facts"] = self.rows.delete_facts([f[0] for f in facts])
        self.counts["poses"] = PoseRows(self.store).delete_events(removed)
        for key in sorted({f[1:] for f in facts}):
            self.rows.repoint_snapshot(key)

    def _varieties(self, removed: Sequence[str]) -> None:
        """The varieties a forgotten utterance first showed: its speaker's, read again from what is left."""
        rows = VarietyRows(self.store)
        refill(rows, rows.first_shown_in(removed))

    def _commitments(self, removed: Set[str]) -> None:
        gone, reopen = [], []
        for commitment in map(commitment_from_row, self.rows.commitments()):
            roles = (commitment.owner, commitment.beneficiary, commitment.requester, *commitment.objects)
            named = self.request.mentions and all(m.in_roles(roles) or m.in_text(commitment.text, commitment.action)
                                                  for m in self.request.mentions)
            if commitment.source_event_id in removed or (named and self.request.in_window(commitment.created_ns)):
                gone.append(commitment.id)
            elif commitment.closed_by in removed:
                reopen.append(commitment.id)
        self.counts["commitments"] = self.rows.delete_commitments(gone)
        self.rows.reopen_commitments(reopen)
        self.counts["commitments_reopened"] = len(reopen)

    def _episodes(self, targets: ForgetTargets) -> None:
        touched = targets.removed + targets.scrubbed
        self.counts["episodes_removed"] = self.counts["episodes_rewritten"] = 0
        if not touched:
            return
        ids, gone = {e.id for e in touched}, targets.removed_ids
        events = EventView(self.store)
        for row in self.rows.episodes_overlapping(min(e.time_ns for e in touched), max(e.time_ns for e in touched)):
            card = card_from_row(row)
            if ids.isdisjoint(card.event_ids):
                continue
            self.rows.delete_episodes([card.id], card_entity_rows(card))
            remaining = events.many([i for i in card.event_ids if i not in gone])
            if not remaining:
                self.counts["episodes_removed"] += 1
                continue
            again = summarise(remaining, boundary=card.boundary, robot_id=self.robot_id)
            EpisodeRows(self.store).save([card_row(again)], card_entity_rows(again))
            self.counts["episodes_rewritten"] += 1

    def _entities(self, removed: Set[str]) -> None:
        request = self.request
        whole = request.entity and not request.person and request.between is None
        self.counts["entities"] = self.counts["edit_log"] = 0
        if whole:
            self.counts["entities"], self.counts["edit_log"] = self.rows.delete_entity(request.entity)
        edited: List[Entity] = []
        bodies = [(i, Entity.from_dict(json.loads(body))) for i, body in self.rows.entity_bodies()]
        told = self.entities.rows.added_by([i for i, e in bodies if e.provenance == "reported"])
        for entity_id, entity in bodies:
            if entity_id in told and told[entity_id][0] in removed:  # heard of only in a forgotten utterance
                self.counts["entities"] += self.rows.delete_entity(entity_id)[0]
            elif _scrub(entity, removed, request):
                self.rows.delete_entity_names(entity_id)
                edited.append(entity)
        self.entities.store_whole(edited)
        self.counts["entities_scrubbed"] = len(edited)
        only_person = request.person and not request.entity and request.between is None
        self.counts["said_names"] = self.entities.forget_said(
            sources=sorted(removed), person=request.person if only_person else "", entity=request.entity if whole else "")

    def _knowledge(self) -> None:
        """Mine routines, preferences and habits again from what remains (if any were mined)."""
        before, after = sum(self.knowledge.counts().values()), 0
        if before:
            base = self.knowledge.consolidate()
            after = len(base.routines) + len(base.preferences) + len(base.habits)
        self.counts["knowledge_before"], self.counts["knowledge_after"] = before, after


    def _tasks(self) -> None:
        """Task-view agendas asked by or naming the selectors (created in the window) go whole,
        with their goals; failed bindings to a forgotten entity, and the hand holding it, go too."""
        TaskView(self.store)  # its tables exist once the view has opened
        mentions, request = self.request.mentions, self.request
        gone = [agenda_id for agenda_id, requester, created_ns, text in self.rows.agenda_texts()
                if request.in_window(created_ns) and all(m.in_roles((requester,)) or m.in_text(text) for m in mentions)]
        self.counts["task_agendas"] = self.rows.delete_agendas(gone)
        self.counts["task_rows"] = self.rows.delete_task_entity(request.entity) if request.entity else 0


    def _quarantine(self) -> None:
        """Events the clock guard held (kept whole, never in memory) that name every selector."""
        mentions = self.request.mentions
        held = self.rows.quarantined_records([m.value for m in mentions], self.request.between)
        gone = [event_id for event_id, record in held if all(m.in_text(record) for m in mentions)]
        self.counts["quarantine"] = self.rows.delete_quarantined(gone)


def _scrub(entity: Entity, removed: Set[str], request: ForgetRequest) -> bool:
    """Take forgotten events and selector names out of an entity record; returns whether it changed."""
    mentions = request.mentions
    named = lambda text: any(m.in_roles((text,)) or m.in_text(text) for m in mentions)  # noqa: E731
    trail = [v for v in entity.trail
             if v.source_id not in removed and not (named(v.location) and request.in_window(v.time_ns))]
    changed = len(trail) != len(entity.trail)
    entity.trail = trail
    if request.between is None:
        kept = [a for a in entity.aliases if not named(a)]
        changed |= len(kept) != len(entity.aliases)
        entity.aliases = kept
        if named(entity.location):
            entity.location, changed = (trail[-1].location if trail else ""), True
        if entity.owner and named(entity.owner):
            entity.owner, changed = "", True
    return changed


def forget_from_store(store: StoreDriver, request: ForgetRequest, *, robot_id: str, entities: EntityView,
                      knowledge: KnowledgeView, text_index: Optional["TextIndex"]) -> ForgetReport:
    """Carry out ``request`` (module docstring, steps 1-4); returns the report with its audit."""
    if request.person and request.person == robot_id:
        raise ForgetError(f"forget: person={request.person!r} is the robot itself; its own memory is not a person's.")
    if text_index is not None:
        text_index.remove_files()
    rows = ForgetRows(store)
    with store.transaction():
        targets = select_events(rows, request, relayed_from(store, request.person, entities))
        work = _Forgetting(store, request, robot_id=robot_id, entities=entities, knowledge=knowledge)
        work.run(targets)
        salt = rows.salt(secrets.token_hex(16))
        audit = ForgetAudit(id=uuid.uuid4().hex, time_ns=time.time_ns(), requested_by=request.requested_by,
                            person_hash=selector_hash(salt, "person", request.person),
                            entity_hash=selector_hash(salt, "entity", request.entity), window=request.between,
                            events_removed=work.counts["events"], removed=work.counts)
        window = request.between or (None, None)
        rows.add_audit((audit.id, audit.time_ns, audit.requested_by, audit.person_hash, audit.entity_hash, window[0],
                        window[1], audit.events_removed, json.dumps(audit.removed, sort_keys=True), 0),
                       [selector_hash(salt, "event", e) for e in sorted(targets.removed_ids)])
    indexed = 0
    if text_index is not None:
        indexed = text_index.forget(targets.removed_ids)
        text_index.save()
    return ForgetReport(audit=replace(audit, compacted=finish_compaction(store)), text_index_removed=indexed)


def finish_compaction(store: StoreDriver) -> bool:
    """Compact the store after forgets and mark their audit rows compacted; returns whether
    everything was (else the next open tries again)."""
    rows = ForgetRows(store)
    if not store.compact():
        return False
    rows.mark_compacted()
    store.compact(vacuum=False)
    return True
