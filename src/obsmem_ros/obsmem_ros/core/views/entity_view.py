"""Persistence of the Entity view: the entity editor's output in SQLite, and name resolution.

Helper package ``views.entity`` holds the pure editor (identity resolution, Add / Update / Delete
/ Noop). This module feeds it one ``EntityObservation`` per object an admitted event involves,
stores the entities it edits (``entities`` rows, trails trimmed to the last ``TRAIL_KEEP``
visits and session lists to the last ``SESSIONS_KEEP`` sessions: the full location trail lives in
the State view and every sighting in the Event view; the editor's in-memory copies are trimmed
the same way, so they match a reopened store and an entity's save costs the same on day 1 and
day 500), their names and aliases
(``entity_names``) and its decisions: every Add / Update / Delete as an ``edit_log`` row, Noops
(mere confirmations, most of all decisions) as a counter, and rebuilds the editor from those rows
when a store is reopened.

What an event's objects tell the editor, and the decisions made in place for most sightings,
are in ``entity.sightings``; the keys names are stored by in ``entity.name_keys``.

Things heard of but never seen ("I just bought some grapes") are added by ``report`` with
provenance ``reported`` (the speaker as reporter, the utterance as source); when an observation
later adds an entity of the same name or category, the reported one is linked to it (``same_as``)
and retired, so its name resolves to what the robot saw.
"""
from __future__ import annotations

import json
from typing import Any, Dict, Iterable, List, Mapping, Optional, Sequence, Set, Tuple

from obsmem_ros.core.home_rooms import room_word
from obsmem_ros.core.nesting import outward
from obsmem_ros.core.language.linking import synonyms
from obsmem_ros.core.language.spares import says_spare
from obsmem_ros.core.records import Event, EventKind
from obsmem_ros.core.store import EntityRows, StoreDriver
from obsmem_ros.core.views.entity import EditOp, EntityEditor, EntityMemoryState
from obsmem_ros.core.views.entity.caption_names import caption_names
from obsmem_ros.core.views.entity.meaning_candidates import meant
from obsmem_ros.core.views.entity.name_keys import id_stem, normalise
from obsmem_ros.core.views.entity.records import Entity
from obsmem_ros.core.views.entity.sightings import count_folded, fold_known, observation, sightings
from obsmem_ros.errors import UnknownRecordError

TRAIL_KEEP = 20
SESSIONS_KEEP = 20
REPORTED = "reported"  # the participant of heard-of entities: the editor never folds a sighting into one
_HINT = "entity hint"  # the editor's reason for a decision resolved by the entity hint
_WIDE = 8  # candidates a said mention is checked against before the scored linker decides


def _names_room(word: str, room: str) -> bool:
    """Whether a room word said names the room id `room`: a word of it ("kitchen" of back_kitchen)
    or a synonym ("hall" of hallway)."""
    return word in room.split("_") or room.replace("_", " ") in synonyms(word)


def _entity(row: Sequence) -> Entity:
    """An entity from its ``ENTITY_COLUMNS`` row (``store.entity_rows``): the JSON body, with the
    sighting columns Noop updates keep current."""
    data = json.loads(row[0])
    data["last_seen_ns"], data["observations"] = row[1], row[2]
    return Entity.from_dict(data)


class EntityView:
    """Entity view persistence and lookup around the online editor."""

    def __init__(self, store: StoreDriver, *, participant: str, robot_id: str) -> None:
        self.rows = EntityRows(store)
        self.participant = participant
        self.robot_id = robot_id
        self.editor = EntityEditor()
        self._resolved: Dict[str, Optional[str]] = {}  # mention -> best id; cleared when names change
        self._lexicon: Optional[Any] = None  # the linking lexicon of the live entities; cleared likewise
        self._kin: Dict[Tuple[str, str], str] = {}  # (speaker, kin word) -> person, as stored
        self.names_changed = 0  # counts changes of names and kin words: readers' caches key on it
        self.reload()

    def reload(self) -> None:
        """Rebuild the editor's state from the stored rows (at open, and after a rollback)."""
        entities = [_entity(r) for r in self.rows.all()]
        for entity in entities:  # stores written before sessions were trimmed
            del entity.sessions[:-SESSIONS_KEEP]
        counts = self.edit_counts()
        self.editor = EntityEditor(state=EntityMemoryState(
            entities={e.id: e for e in entities}, op_counts={self.participant: counts},
            observation_counts={self.participant: sum(counts.values())}))
        self.editor.config = type(self.editor.config)(keep_log=False)
        self._kin = {(speaker, word): person for speaker, word, person in self.rows.kin()}
        self._names_changed()

    def observe(self, events: Sequence[Event], people: Set[str]) -> None:
        """Fold the objects of a batch of admitted events into the entity memory (caller's transaction).

        Entities whose content changed (Add / Update / Delete) are rewritten; entities that were
        only confirmed (Noop) get their sighting count and time updated in place.
        """
        noops = 0
        changed: Dict[str, Entity] = {}
        confirmed: Dict[str, Entity] = {}
        edits: List[Tuple[str, str, int, str, str]] = []  # edit_log rows, in decision order
        folded = {EditOp.NOOP: 0, EditOp.UPDATE: 0}  # decisions made in place, counted once per batch
        entities = self.editor.state.entities
        for event in events:
            for entity_id, mine in sightings(event, people, self.robot_id):
                known = entities.get(entity_id)
                new_session = known is not None and bool(event.session_id) and event.session_id not in known.sessions
                op = fold_known(known, mine, event, self.participant) if known is not None else None
                if op is None:
                    decision = self.editor.edit(observation(self.participant, event, entity_id, mine, known))
                    op, entity_id = decision.op, decision.entity_id
                    if op is not EditOp.NOOP:
                        edits.append((op._value_, entity_id, decision.time_ns, decision.source_id, decision.reason))
                else:  # the editor keeps no log (``reload``): a decision made here is only counted
                    folded[op] += 1
                    if op is EditOp.UPDATE:
                        edits.append((op._value_, entity_id, event.time_ns, event.id, _HINT))
                owned = bool(mine.get("owner")) and entities[entity_id].owner != mine["owner"]
                if owned:  # whose it is (linking narrows by it): kept on the record, not an edit of its own
                    entities[entity_id].owner = mine["owner"]
                if op is EditOp.NOOP:
                    noops += 1
                # a Noop that adds a session rewrites the entity, so its stored session list never
                # depends on where an ingest stopped and the store was reopened
                kept = op is EditOp.NOOP and not new_session and not owned
                (confirmed if kept else changed)[entity_id] = entities[entity_id]
        count_folded(self.editor.state, self.participant, folded)
        for entity in (*changed.values(), *confirmed.values()):
            del entity.trail[:-TRAIL_KEEP]
            del entity.sessions[:-SESSIONS_KEEP]
        edits += self._link_reported([entities[e] for op, e, *_ in edits if op == EditOp.ADD._value_], changed)
        self.rows.log_edits(edits)
        if noops:
            self.rows.add_noops(noops)
        self._save(changed.values())
        self.rows.confirm([(e.last_seen_ns, e.observations, e.id) for e in confirmed.values() if e.id not in changed])
        if changed:
            self._names_changed()

    def report(self, things: Sequence[Any], event: Event) -> None:
        """Remember things heard of in an utterance that memory does not know (caller's transaction)."""
        entities, added, edits = self.editor.state.entities, [], []
        for thing in things:
            if thing.id in entities or thing.id in self.reported_ids():
                continue
            entity = Entity(id=thing.id, participant=REPORTED, name=thing.name, category=thing.category,
                            location=thing.location, first_seen_ns=event.time_ns, last_seen_ns=event.time_ns,
                            provenance="reported", reporter=event.actor)
            entities[entity.id] = entity
            added.append(entity)
            edits.append((EditOp.ADD._value_, entity.id, event.time_ns, event.id, f"reported by {event.actor}"))
        if added:
            self.rows.log_edits(edits)
            self._save(added)
            self._names_changed()

    def learn_said(self, kin: Mapping[Tuple[str, str], str], events: Sequence[Event],
                   readings: Mapping[str, Any]) -> None:
        """Store what this batch's speech taught (caller's transaction): the kin words in `kin`
        that are new or changed, each with the latest of `events` its speaker addressed to that
        person or said the word in (a kin word said in the room, answered by its person); and the
        words each claim called a known thing by when they are none of its names ("the washing
        hamper" for the laundry hamper), with the utterance that said them."""
        kin_rows = []
        for (speaker, word), person in sorted(kin.items()):
            if self._kin.get((speaker, word)) == person:
                continue
            taught = [e for e in events if e.actor == speaker and e.kind is EventKind.UTTERANCE and (
                e.addressee == person or word in (e.utterance or e.text).lower())]
            if taught:
                kin_rows.append((speaker, word, person, taught[-1].id, taught[-1].time_ns))
                self._kin[(speaker, word)] = person
        if kin_rows:
            self.rows.save_kin(kin_rows)
            self.names_changed += 1
        said = [(name, claim.entity, event.id, event.time_ns) for event in events if event.id in readings
                for claim in readings[event.id].claims for name in [normalise(claim.words)]
                if name and self._named_otherwise(claim.entity, name)]
        if said:
            self.rows.save_said_names(said)
            self._names_changed()

    def _named_otherwise(self, entity_id: str, name: str) -> bool:
        """Whether `entity_id` is a live thing memory saw and `name` none of its names."""
        entity = self.editor.state.entities.get(entity_id)
        return entity is not None and not entity.deleted and entity.provenance != REPORTED and \
            name not in {normalise(n) for n in entity.names()} | {id_stem(entity_id)}

    def learn_captions(self, events: Sequence[Event], robot: str) -> Dict[Tuple[str, str], str]:
        """Store the names captions call their actors by (``entity.caption_names``) as the robot's
        kin words, each taught by the latest event that used it (caller's transaction); returns the
        new or changed ones."""
        rows = {(word, person): (event_id, time_ns) for word, person, event_id, time_ns in caption_names(events, robot)
                if self._kin.get((robot, word)) != person}
        if not rows:
            return {}
        self.rows.save_kin([(robot, word, person, event_id, time_ns)
                            for (word, person), (event_id, time_ns) in sorted(rows.items())])
        learnt = {(robot, word): person for word, person in rows}
        self._kin.update(learnt)
        self.names_changed += 1
        return learnt

    def kin_words(self) -> Dict[Tuple[str, str], str]:
        """(speaker, kin word) -> the person the speaker calls so, as learnt and stored."""
        return dict(self._kin)

    def forget_said(self, *, sources: Sequence[str], person: str = "", entity: str = "") -> int:
        """Drop the kin words and said names taught by forgotten utterances, the kin words said by
        or naming a forgotten person, the said names of a forgotten thing."""
        gone = self.rows.delete_said(sources=sources, person=person, entity=entity)
        self._kin = {(speaker, word): person for speaker, word, person in self.rows.kin()}
        self._names_changed()
        return gone

    def seen_things(self) -> Dict[str, Entity]:
        """Live entities the robot has seen (not only heard of), by id: what a spoken place links to."""
        return {e.id: e for e in self.editor.state.entities.values() if e.provenance != REPORTED and not e.deleted}

    def heard_places(self) -> Dict[str, str]:
        """Live entities known only from what people said -> the place said to hold them."""
        return {e.id: e.location for e in self.editor.state.entities.values()
                if e.provenance == REPORTED and not e.deleted and e.location}

    def reported_ids(self) -> Set[str]:
        """Live entities known only from what people said."""
        return {e.id for e in self.editor.state.entities.values() if e.provenance == "reported" and not e.deleted}

    def _link_reported(self, added: Sequence[Entity], changed: Dict[str, Entity]) -> List[Tuple[str, str, int, str, str]]:
        """Reported-only entities that an observed new entity turns out to be, linked (``same_as``)
        and retired; the words they were heard by become a said name of what was seen, kept with
        the utterance that told of it (forgetting that utterance forgets the word). A heard-of
        thing is the seen one when they share a name or category, or when its words link clearly
        to the seen one among every live observed thing (``spoken_links.seen_as``: "a doormat" is
        the door mat seen later). Returns their edit-log rows."""
        from obsmem_ros.core.views.entity.spoken_links import lexicon_of, seen_as

        entities = self.editor.state.entities
        reported = [entities[i] for i in sorted(self.reported_ids())]
        seen = {e.id: e for e in added if e.provenance != "reported"}
        if not reported or not seen:
            return []
        pairs = []
        for entity in seen.values():
            names = {normalise(n) for n in entity.names()} | {id_stem(entity.id)}
            pairs += [(heard, entity) for heard in reported
                      if names & {normalise(heard.name), normalise(heard.category)}]
        paired = {heard.id for heard, _ in pairs}
        observed = (e for e in entities.values() if e.provenance != "reported")
        pairs += seen_as([h for h in reported if h.id not in paired], seen, lexicon_of(observed))
        edits, said = [], []
        told = self.rows.added_by([heard.id for heard, _ in pairs])
        for heard, entity in pairs:
            if heard.deleted:
                continue
            heard.deleted, heard.deleted_ns, heard.same_as = True, entity.first_seen_ns, entity.id
            changed[heard.id] = heard
            name = normalise(heard.name)
            if name and heard.id in told and name not in {normalise(n) for n in entity.names()}:
                said.append((name, entity.id, *told[heard.id]))
            edits.append((EditOp.DELETE._value_, heard.id, entity.first_seen_ns, entity.id, f"seen as {entity.id}"))
        if said:  # the words heard name what was seen, as taught by the utterance (forgotten with it)
            self.rows.save_said_names(said)
        return edits

    def store_whole(self, entities: Iterable[Entity]) -> None:
        """Write edited entities with their names (forgetting scrubs trails and aliases; the
        caller removed their old name rows)."""
        self._save(entities)
        self._names_changed()

    def _save(self, entities: Iterable[Entity]) -> None:
        rows, names = [], []
        for entity in entities:
            data = entity.to_dict()  # trail and sessions already trimmed (``observe``)
            rows.append((entity.id, entity.name, entity.category, entity.location, entity.last_seen_ns,
                         entity.observations, int(entity.deleted), json.dumps(data)))
            for weight, name in enumerate(reversed(entity.names())):
                names.append((normalise(name), entity.id, weight + 1))
            names.append((id_stem(entity.id), entity.id, 1))
            names.append((normalise(entity.id), entity.id, 100))
        self.rows.save(rows, [n for n in names if n[0]])

    # --- read ---------------------------------------------------------------------------------
    def resolve(self, mention: str, *, limit: int = 5) -> List[str]:
        """Entity ids a mention may mean, best first: exact id, then name/alias/category, then its words."""
        text = normalise(mention)
        if not text:
            return []
        candidates = [text, text.rstrip("s") if len(text) > 3 else text]
        rows = []
        for name in dict.fromkeys(candidates):
            rows += self.rows.named(name)
        exact = mention.strip()
        known = self.editor.state.entities.get(exact)
        if known is not None and known.same_as:  # heard of, then seen: the name now means what was seen
            exact = known.same_as
        ranked = sorted(rows, key=lambda r: (-r[1], -r[2], -r[3], r[0]))
        found = ([exact] if self.rows.exists(exact) else []) + [r[0] for r in ranked]
        return list(dict.fromkeys(found))[:limit]

    def resolve_one(self, mention: str, role: Optional[str] = None) -> Optional[str]:
        """The entity a mention someone said means, ``None`` when memory knows no such entity or
        cannot tell which: the id, or the one entity answering to the words as a name, alias or
        category; else the language layer's scored linker (head noun, synonyms, spelling,
        similarity) when its best candidate is clearly ahead ("the washing hamper" -> the laundry
        hamper; "the scissors" with two pairs known: unresolved); given a `role`, else what it means
        by meaning among the things of that role (`meaning_candidates.meant`)."""
        found = self._word_link(mention)
        if found is not None and role == "place" and self._modifier_said(found, mention):
            found = None
        found = meant(mention, self.editor.state.entities.values(), role) if found is None and role else found
        if found is not None and self._spare_apart(found, mention):
            return None
        return None if found is not None and role == "place" and self._room_said_apart(found, mention) else found

    def _spare_apart(self, entity_id: str, mention: str) -> bool:
        """Whether a thing said as a spare ("the spare car key") is another one than the entity, whose
        names say no spare (the car keys in daily use): a spare is the one kept apart from it."""
        entity = self.editor.state.entities.get(entity_id)
        return entity is not None and says_spare([mention]) and not says_spare([*entity.names(), entity_id])

    def _modifier_said(self, entity_id: str, mention: str) -> bool:
        """Whether a place said is only a word that qualifies the entity's name: "behind the truck"
        said where "Remy's truck keys" were seen names a truck, not the keys (nor "the dog" a dog
        basket); the place is some other one, unlinked."""
        entity = self.editor.state.entities.get(entity_id)
        words = normalise(mention).split()
        if entity is None or not words or self._called(entity_id, mention):
            return False
        names = [w for w in (normalise(n).split() for n in entity.names() if n) if w]
        heads = {w[-1].rstrip("s") for w in names}
        return words[-1].rstrip("s") not in heads and any(words[-1] in w[:-1] for w in names)

    def _room_said_apart(self, entity_id: str, mention: str) -> bool:
        """Whether a place said names a room before its head that the entity stands in no room of
        and its names do not say: "the garage fridge", where the one fridge seen stands in the
        kitchen, is another fridge, in a garage ("the kitchen drawer" of a drawer seen in the
        kitchen, or "the hall table" of one named so, is the one seen)."""
        entity = self.editor.state.entities.get(entity_id)
        said = [w for w in normalise(mention).split()[:-1] if room_word(w)]
        if entity is None or not said:
            return False
        room = self._room_of(entity_id)
        named = {w for n in entity.names() if n for w in normalise(n).split()}
        return bool(room) and all(w not in named and not _names_room(w, room) for w in said)

    def _room_of(self, entity_id: str) -> str:
        """The room an entity stands in, walking out through the things holding it; "" if none."""
        entities = self.editor.state.entities
        return next((place for place in outward(entity_id, lambda p: entities[p].location if p in entities else "")
                     if place not in entities), "")

    def _word_link(self, mention: str) -> Optional[str]:
        if mention not in self._resolved:
            if len(self._resolved) > 50_000:
                self._resolved.clear()
            found = self.resolve(mention, limit=_WIDE)
            named = [e for e in found if self._called(e, mention)] if len(found) > 1 else found
            if len(named) == 1:
                self._resolved[mention] = named[0]
            else:
                from obsmem_ros.core.views.entity.spoken_links import said_link

                self._resolved[mention] = said_link(mention, self._linking_lexicon()).entity or None
        return self._resolved[mention]

    def _called(self, entity_id: str, mention: str) -> bool:
        """Whether the entity's id, name or an alias (not only its category) is the mention."""
        entity = self.editor.state.entities.get(entity_id)
        text = normalise(mention)
        return entity is not None and (entity_id == mention.strip() or text in {
            normalise(n) for n in (entity.name, *entity.aliases) if n})

    def _linking_lexicon(self) -> Any:
        if self._lexicon is None:
            from obsmem_ros.core.views.entity.spoken_links import lexicon_of

            self._lexicon = lexicon_of(self.editor.state.entities.values())
        return self._lexicon

    def _names_changed(self) -> None:
        self.names_changed += 1
        self._resolved = {}
        self._lexicon = None

    def get(self, entity_id: str) -> Entity:
        row = self.rows.get(entity_id)
        if row is None:
            raise UnknownRecordError(f"No entity with id {entity_id!r} in memory.")
        return _entity(row)

    def list(self, *, category: Optional[str], location: Optional[str], limit: Optional[int]) -> List[Entity]:
        return [_entity(r) for r in self.rows.live(category=category, location=location, limit=limit)]

    def edit_counts(self) -> Dict[str, int]:
        """Decisions per operation: Add / Update / Delete from the log, Noop from its counter."""
        counts = {op.value: 0 for op in EditOp}
        counts.update(self.rows.logged_ops())
        counts[EditOp.NOOP.value] = self.rows.noops()
        return counts

    def count(self) -> int:
        return self.rows.count()
