"""Indexes over a trace for mining: events by id, what the robot perceived, state timelines.

Two pictures of every (entity, attribute) are kept apart: the **truth** (every action's deltas,
seen or not) and the **robot's** (deltas of the actions and observations it perceived, plus the
claims it heard, kept as reports). Reference answers come from the robot's picture; the truth
is used only to pick interesting cases (a change the robot missed) and never leaks into answers.
"""
from __future__ import annotations

import bisect
from dataclasses import dataclass
from typing import Dict, Iterable, List, Optional, Sequence, Tuple

from obsmem_ros import Event, EventKind

from ..sim.clock import day_of
from ..sim.home import EntityKind, Home
from ..sim.phrasing import Namer

Key = Tuple[str, str]


@dataclass(frozen=True)
class Entry:
    """A value an (entity, attribute) had from ``time_ns``, per event ``event_id`` (reporter for claims)."""

    time_ns: int
    value: str
    event_id: str
    reporter: str = ""


class Timeline:
    """Entries of one (entity, attribute) in time order, with point-in-time lookup."""

    def __init__(self) -> None:
        self.entries: List[Entry] = []
        self._times: List[int] = []

    def add(self, entry: Entry) -> None:
        self.entries.append(entry)
        self._times.append(entry.time_ns)

    def at(self, time_ns: int) -> Optional[Entry]:
        """The latest entry at or before ``time_ns``."""
        i = bisect.bisect_right(self._times, time_ns)
        return self.entries[i - 1] if i else None

    def upto(self, time_ns: int) -> List[Entry]:
        return self.entries[:bisect.bisect_right(self._times, time_ns)]

    def after(self, time_ns: int, until_ns: int) -> List[Entry]:
        lo, hi = bisect.bisect_right(self._times, time_ns), bisect.bisect_right(self._times, until_ns)
        return self.entries[lo:hi]

    def runs(self, until_ns: int) -> List[Tuple[Entry, Entry]]:
        """(first, last) entries of each run of equal values up to ``until_ns`` (a change starts a run)."""
        out: List[Tuple[Entry, Entry]] = []
        for entry in self.upto(until_ns):
            if out and out[-1][0].value == entry.value:
                out[-1] = (out[-1][0], entry)
            else:
                out.append((entry, entry))
        return out


class TraceIndex:
    """Everything the miner and the leakage checker look up in one trace."""

    def __init__(self, events: Sequence[Event], home: Home) -> None:
        self.home = home
        self.robot = home.robot_id
        self.namer = Namer(home.entities)
        self.kinds = {e.id: e.kind for e in home.entities}
        self.events: List[Event] = list(events)
        self.by_id: Dict[str, Event] = {e.id: e for e in self.events}
        self.position: Dict[str, int] = {e.id: i for i, e in enumerate(self.events)}
        self.truth: Dict[Key, Timeline] = {}
        self.seen: Dict[Key, Timeline] = {}
        self.reported: Dict[Key, Timeline] = {}
        self.robot_room = Timeline()
        self.cache: Dict[str, object] = {}  # derived lists the family miners compute once
        self.robot_list: List[Event] = [e for e in self.events if self.robot in e.observers]
        self._robot_times = [e.time_ns for e in self.robot_list]
        for event in self.events:
            self._add(event)
        self.end_ns = self.events[-1].time_ns if self.events else 0

    def _add(self, event: Event) -> None:
        visible = self.robot in event.observers
        if event.kind is EventKind.ACTION:
            for fact in event.deltas:
                self.truth.setdefault((fact.entity, fact.attribute), Timeline()).add(Entry(event.time_ns, fact.value, event.id))
        if visible and event.kind in (EventKind.ACTION, EventKind.OBSERVATION):
            for fact in event.deltas:
                self.seen.setdefault((fact.entity, fact.attribute), Timeline()).add(Entry(event.time_ns, fact.value, event.id))
                if fact.entity == self.robot and fact.attribute == "location":
                    self.robot_room.add(Entry(event.time_ns, fact.value, event.id))
        if visible and event.kind is EventKind.UTTERANCE:
            for claim in event.claims:
                self.reported.setdefault((claim.entity, claim.attribute), Timeline()).add(
                    Entry(event.time_ns, claim.value, event.id, reporter=event.actor))

    # --- lookups ---------------------------------------------------------------------------------

    def visible(self, event_id: str) -> bool:
        return self.robot in self.by_id[event_id].observers

    def robot_events(self, until_ns: Optional[int] = None, since_ns: Optional[int] = None) -> List[Event]:
        """Robot-visible events with ``since_ns <= time <= until_ns`` (either bound optional), in order."""
        lo = 0 if since_ns is None else bisect.bisect_left(self._robot_times, since_ns)
        hi = len(self.robot_list) if until_ns is None else bisect.bisect_right(self._robot_times, until_ns)
        return self.robot_list[lo:hi]

    def known(self, entity: str, attribute: str, time_ns: int) -> Optional[Entry]:
        """The robot's latest perceived value at ``time_ns`` (None when it never perceived one)."""
        timeline = self.seen.get((entity, attribute))
        return timeline.at(time_ns) if timeline else None

    def true(self, entity: str, attribute: str, time_ns: int) -> Optional[Entry]:
        timeline = self.truth.get((entity, attribute))
        return timeline.at(time_ns) if timeline else None

    def known_run(self, entity: str, attribute: str, time_ns: int) -> Optional[Tuple[Entry, Entry]]:
        """(first, last) perceptions of the value the robot holds at ``time_ns``."""
        timeline = self.seen.get((entity, attribute))
        runs = timeline.runs(time_ns) if timeline else []
        return runs[-1] if runs else None

    def known_room(self, entity: str, time_ns: int) -> str:
        """The room the robot believes an entity is in, following its known location chain."""
        current = entity
        for _ in range(12):
            if self.kinds.get(current) is EntityKind.ROOM:
                return current
            if self.kinds.get(current) in (EntityKind.PERSON, EntityKind.ROBOT):
                entry = self.known(current, "location", time_ns)
                return entry.value if entry else ""
            entry = self.known(current, "location", time_ns)
            if entry is None:
                return ""
            current = entry.value
        return ""

    def robot_room_at(self, time_ns: int) -> str:
        entry = self.robot_room.at(time_ns)
        return entry.value if entry else self.home.robot_start

    def day(self, time_ns: int) -> int:
        return day_of(time_ns, self.home.start_date)

    def sessions_of(self, event_ids: Iterable[str]) -> List[str]:
        return sorted({self.by_id[e].session_id for e in event_ids if self.by_id[e].session_id})

    def portable(self) -> List[str]:
        return [e.id for e in self.home.entities if e.kind is EntityKind.OBJECT]

    def devices(self) -> List[str]:
        return [e.id for e in self.home.entities if e.kind is EntityKind.DEVICE]

    def openables(self) -> List[str]:
        return [e.id for e in self.home.entities if e.openable]
