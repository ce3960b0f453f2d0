"""Episodes: stretches of stored events between boundaries, consolidated into cards at once.

A boundary falls before an event when (1) the previous event was a ``session_end``, or the event
is a ``session_start``; (2) more than ``episode_gap_s`` passed since the previous stored event;
(3) the robot changed room (its own event happened in a room other than the episode's robot
room); (4) the session id changed; (5) the episode already holds ``episode_max_events`` events
(boundary ``size``: keeps a card, and the cost of rewriting the running one, bounded). The card
of the closing episode is written in the same transaction as the event that closes it (with the
batch's other cards, at its end), so it is retrievable once the batch commits; the running episode
is kept as a card with boundary ``open`` (updated every batch) so it is retrievable too and
survives a restart. Cards summarise; the events they name stay in the Event view.
"""
from __future__ import annotations

import json
from collections import Counter
from dataclasses import dataclass, field
from itertools import chain
from typing import Iterable, List, Optional, Sequence

from obsmem_ros.core.config import EngineConfig
from obsmem_ros.core.records import EpisodeCard, Event, EventKind
from obsmem_ros.core.store import EpisodeRows, StoreDriver
from obsmem_ros.core.timefmt import format_iso
from obsmem_ros.core.views.event_view import EventView, list_json
from obsmem_ros.errors import UnknownRecordError

_SUMMARY_SENTENCES = 6
_MAX_OBJECTS = 24


def card_from_row(row: Sequence) -> EpisodeCard:
    return EpisodeCard(id=row[0], start_ns=row[1], end_ns=row[2], session_id=row[3], boundary=row[4],
                       participants=tuple(json.loads(row[5])), locations=tuple(json.loads(row[6])),
                       objects=tuple(json.loads(row[7])), summary=row[8], event_ids=tuple(json.loads(row[9])))


def card_row(card: EpisodeCard) -> tuple:
    """A card as its ``EPISODE_COLUMNS`` row."""
    return (card.id, card.start_ns, card.end_ns, card.session_id, card.boundary,
            list_json(card.participants, ensure_ascii=True), list_json(card.locations, ensure_ascii=True),
            list_json(card.objects, ensure_ascii=True), card.summary, list_json(card.event_ids, ensure_ascii=True))


def card_entity_rows(card: EpisodeCard) -> List[tuple]:
    """The card's (entity, episode id, start_ns) index rows."""
    return [(entity, card.id, card.start_ns) for entity in (*card.objects, *card.participants)]


@dataclass
class _Running:
    """The episode being accumulated."""

    events: List[Event] = field(default_factory=list)
    robot_room: str = ""


class EpisodeView:
    """Cut the event stream into episodes and store their cards."""

    def __init__(self, store: StoreDriver, config: EngineConfig) -> None:
        self.store = store
        self.rows = EpisodeRows(store)
        self.config = config
        self._gap_ns = config.episode_gap_s * 1e9
        self._running = _Running()
        self.reload()

    def reload(self) -> None:
        """Restore the running episode from its ``open`` card (at open, and after a rollback)."""
        self._running = _Running()
        self._cards: List[tuple] = []  # rows ``flush`` writes, in order (a card closed, then maybe reopened)
        self._card_entities: List[tuple] = []
        row = self.rows.running()
        if row is not None:
            card = card_from_row(row)
            self._running.events = EventView(self.store).many(list(card.event_ids))
            own = [e.location for e in self._running.events if e.actor == self.config.robot_id and e.location]
            self._running.robot_room = own[-1] if own else ""

    def observe(self, event: Event) -> None:
        """Add one stored event (inside the caller's transaction); closes an episode on a boundary."""
        reason = self._boundary(event)
        if reason:
            self._write(reason)
            self._running = _Running()
        self._running.events.append(event)
        if event.actor == self.config.robot_id and event.location:
            self._running.robot_room = event.location
        if event.kind is EventKind.SESSION_END:
            self._write("session_end")
            self._running = _Running()

    def flush(self) -> None:
        """Persist the cards closed in this batch and the running episode's (boundary ``open``)."""
        if self._running.events:
            self._write("open")
        self.rows.save(self._cards, self._card_entities)
        self._cards, self._card_entities = [], []

    def _boundary(self, event: Event) -> str:
        if not self._running.events:
            return ""
        last = self._running.events[-1]
        if event.kind is EventKind.SESSION_START:
            return "session_end"
        if event.session_id != last.session_id:
            return "session_end"
        if event.time_ns - last.time_ns > self._gap_ns:
            return "gap"
        if len(self._running.events) >= self.config.episode_max_events:
            return "size"
        moved = event.actor == self.config.robot_id and event.location and self._running.robot_room
        if moved and event.location != self._running.robot_room:
            return "location"
        return ""

    def _write(self, boundary: str) -> None:
        """Queue the running episode's card; ``flush`` writes the batch's cards in one statement each."""
        card = summarise(self._running.events, boundary=boundary, robot_id=self.config.robot_id)
        self._cards.append(card_row(card))
        self._card_entities += card_entity_rows(card)

    def get(self, episode_id: str) -> EpisodeCard:
        row = self.rows.get(episode_id)
        if row is None:
            raise UnknownRecordError(f"No episode with id {episode_id!r} in memory.")
        return card_from_row(row)

    def list(self, *, since_ns: Optional[int], until_ns: Optional[int], session_id: Optional[str],
             entity: Optional[str], limit: Optional[int]) -> List[EpisodeCard]:
        lo, hi = since_ns if since_ns is not None else -(2 ** 62), until_ns if until_ns is not None else 2 ** 62
        rows = self.rows.overlapping(lo, hi, session_id=session_id, entity=entity, limit=limit)
        return [card_from_row(r) for r in reversed(rows)]

    def count(self) -> int:
        return self.rows.count()


def summarise(events: Sequence[Event], *, boundary: str, robot_id: str) -> EpisodeCard:
    """The card of one episode: who, where, what, and a few sentences of what happened."""
    people = [p for p in _ranked(chain.from_iterable((e.actor, *e.observers) for e in events)) if p and p != robot_id]
    places = _ranked(e.location for e in events if e.location)
    things = _ranked(chain.from_iterable(e.objects for e in events))
    told = [e for e in events if e.kind is not EventKind.SESSION_START and e.kind is not EventKind.SESSION_END]
    shown = [e.describe().rstrip(" .") for e in told[:_SUMMARY_SENTENCES]]  # the running card is rewritten every batch
    summary = "; ".join(shown) + (f"; and {len(told) - len(shown)} more events" if len(told) > len(shown) else "")
    header = f"{format_iso(events[0].time_ns)} to {format_iso(events[-1].time_ns)}"
    if places:
        header += f" in {', '.join(places[:3])}"
    return EpisodeCard(
        id=f"ep-{events[0].id}", start_ns=events[0].time_ns, end_ns=events[-1].time_ns,
        session_id=events[0].session_id, boundary=boundary,
        participants=tuple(people), locations=tuple(places), objects=tuple(things[:_MAX_OBJECTS]),
        summary=f"{header}: {summary}." if summary else f"{header}.", event_ids=tuple(e.id for e in events),
    )


def _ranked(items: Iterable[str]) -> List[str]:
    """Distinct items, most frequent first, ties in first-seen order (``Counter.most_common``
    order: ``Counter`` counts in C and keeps first-seen order, and the sort is stable)."""
    counts = Counter(items)
    return sorted(counts, key=counts.__getitem__, reverse=True)
