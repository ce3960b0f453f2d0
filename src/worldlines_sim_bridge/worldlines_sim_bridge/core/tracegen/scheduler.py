"""The day loop: runs every actor's episodes in simulated-time order through the executor.

Each actor (a person or the robot) works through a queue of episodes, one at a time, in
start-time order; a heap orders all actors' next steps by time (ties broken by insertion order,
never by hashing), so the same inputs give the same trace. Session markers open and close the
day parts; events get ids ``d<day>-e<n>`` and their session ids here.
"""
from __future__ import annotations

import heapq
from dataclasses import dataclass, field, replace
from typing import Callable, Dict, List, Optional, Tuple

from obsmem_ros import Event, EventKind

from ..sim.clock import NS_PER_S, s_to_clock
from ..sim.records import Action, Outcome
from ..sim.world import SimWorld
from .steps import Do, Episode

SESSIONS = (("s1", "morning", 6 * 3600, 12 * 3600), ("s2", "afternoon", 12 * 3600, 17 * 3600),
            ("s3", "evening", 17 * 3600, 23 * 3600))
DAY_BEGIN_S, DAY_END_S = SESSIONS[0][2], SESSIONS[-1][3]
EpisodeFactory = Callable[[], Episode]


@dataclass(order=True)
class _Queued:
    start_s: int
    order: int
    label: str = field(compare=False)
    factory: EpisodeFactory = field(compare=False)


@dataclass
class _ActorSlot:
    queue: List[_Queued] = field(default_factory=list)
    episode: Optional[Episode] = None
    token: int = 0
    label: str = ""
    outcome: Optional[Outcome] = None


def session_of(second_of_day: int) -> str:
    for sid, _name, start, end in SESSIONS:
        if start <= second_of_day < end:
            return sid
    return SESSIONS[-1][0]


class Scheduler:
    """Runs one simulated day; ``emit`` receives every event in order."""

    def __init__(self, world: SimWorld, day: int, day_start_ns: int, emit: Callable[[Event], None]) -> None:
        self.world, self.day, self.day_start_ns, self.emit = world, day, day_start_ns, emit
        self._slots: Dict[str, _ActorSlot] = {}
        self._order = 0
        self._counter = 0
        self._heap: List[Tuple[int, int, str, int]] = []
        self._now: Optional[int] = None

    def add(self, actor: str, start_s: int, label: str, factory: EpisodeFactory) -> None:
        """Queue an episode for ``actor`` to start at ``start_s`` seconds after midnight (or when free)."""
        self._order += 1
        start_s = max(DAY_BEGIN_S + 10, min(int(start_s), DAY_END_S - 60))
        slot = self._slots.setdefault(actor, _ActorSlot())
        heapq.heappush(slot.queue, _Queued(start_s, self._order, label, factory))
        if self._now is not None and slot.episode is None:
            self._push(max(self._now, slot.queue[0].start_s), actor)

    @property
    def now_s(self) -> int:
        """The second of the day being simulated (the start of the day before ``run``)."""
        return DAY_BEGIN_S if self._now is None else self._now

    def now_ns(self, second: int) -> int:
        return self.day_start_ns + second * NS_PER_S

    def run(self) -> None:
        for actor, slot in self._slots.items():
            if slot.queue:
                self._push(slot.queue[0].start_s, actor)
        for sid, name, start, end in SESSIONS:
            self._push(start, f"#start:{sid}:{name}", first=True)
            self._push(end - 1, f"#end:{sid}:{name}", last=True)
        while self._heap:
            second, _order, actor, token = heapq.heappop(self._heap)
            self._now = second
            if actor.startswith("#"):
                self._session_marker(second, actor)
            elif second < DAY_END_S - 5 and token == self._slots[actor].token:
                self._advance(actor, second)
        self._now = None
        for slot in self._slots.values():
            if slot.episode is not None:
                slot.episode.close()

    def _push(self, second: int, actor: str, *, first: bool = False, last: bool = False) -> None:
        self._order += 1
        order = -1 if first else (10**12 if last else self._order)
        token = 0
        if actor in self._slots:
            self._slots[actor].token += 1
            token = self._slots[actor].token
        heapq.heappush(self._heap, (int(second), order, actor, token))

    def _advance(self, actor: str, second: int) -> None:
        slot = self._slots[actor]
        if slot.episode is None:
            if not slot.queue or slot.queue[0].start_s > second:
                if slot.queue:
                    self._push(slot.queue[0].start_s, actor)
                return
            queued = heapq.heappop(slot.queue)
            slot.episode, slot.label, slot.outcome = queued.factory(), queued.label, None
        try:
            step = slot.episode.send(slot.outcome)
        except StopIteration:
            slot.episode = None
            if slot.queue:
                self._push(max(second + 30, slot.queue[0].start_s), actor)
            return
        slot.outcome = self.execute(step.action, second, label=slot.label) if isinstance(step, Do) else None
        self._push(second + max(1, step.seconds), actor)

    def execute(self, action: Action, second: int, *, label: str = "") -> Outcome:
        """Apply one action at ``second``; successful actions become events, failed robot actions feedback."""
        extras = dict(action.extras)
        if label and "activity" not in extras:
            extras["activity"] = label
        action = _with_extras(action, extras)
        outcome = self.world.apply(action, time_ns=self.now_ns(second), event_id=self._next_id(),
                                   session_id=self._session(second))
        if outcome.ok and outcome.event is not None:
            self.emit(outcome.event)
        elif action.actor == self.world.robot_id:
            self._feedback(action, outcome, second)
        return outcome

    def _feedback(self, action: Action, outcome: Outcome, second: int) -> None:
        target = self.world.namer.the(action.objects[0]) if action.objects else "it"
        event = Event(id=self._next_id(), time_ns=self.now_ns(second), kind=EventKind.FEEDBACK, actor=action.actor,
                      verb=action.verb, objects=action.objects, location=self.world.get(action.actor, "location"),
                      observers=(self.world.robot_id,), text=f"The robot could not {action.verb} {target}: {outcome.reason}.",
                      session_id=self._session(second), source="controller",
                      extras={"status": "failed", "violations": [v.code for v in outcome.violations]})
        self.emit(event)

    def _session_marker(self, second: int, token: str) -> None:
        which, sid, name = token[1:].split(":")
        kind = EventKind.SESSION_START if which == "start" else EventKind.SESSION_END
        verb = "began" if which == "start" else "ended"
        robot = self.world.robot_id
        event = Event(id=self._next_id(), time_ns=self.now_ns(second), kind=kind, location=self.world.get(robot, "location"),
                      observers=(robot,), text=f"The {name} session of day {self.day} {verb} at {s_to_clock(second)}.",
                      session_id=f"d{self.day:03d}-{sid}", source="sim", extras={"part": name})
        self.emit(event)

    def _session(self, second: int) -> str:
        return f"d{self.day:03d}-{session_of(second)}"

    def _next_id(self) -> str:
        self._counter += 1
        return f"d{self.day:03d}-e{self._counter:06d}"


def _with_extras(action: Action, extras: Dict[str, object]) -> Action:
    return replace(action, extras=tuple(sorted(extras.items())))
