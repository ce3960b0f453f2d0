"""Where memory places a person from the events the robot perceived, and when it stops knowing.

Every event memory holds was perceived by the robot, and its observers are everyone who perceived
it: the actor and the people in the room it started from (an act in a room: that room; a move:
the room left), and for a move between rooms the people in the room entered too. So an event
both places people and, by who is missing from it, tells who is *not* in its rooms:

* the actor is where they act (a move: in the room entered; leaving the house: nowhere inside);
* an onlooker is in the event's room, except that one who watches someone move out of the room
  memory already places them in stays there (they saw the mover go; they did not go along);
* a person memory places in a room the event started in or reached, who is not among its
  observers, is no longer known to be there: they left unseen. The robot's own looks
  (observations) list only the robot and tell nothing about people.

A session break forgets every placement: between sessions the robot was not watching.
"""
from __future__ import annotations

from collections import deque
from typing import Callable, Deque, Dict, Iterable, List, NamedTuple, Tuple

from obsmem_ros.core.records import Event, EventKind

__all__ = ["Passage", "Placements", "moves_in", "placement"]


class Passage(NamedTuple):
    """What placement reads of an event (an `Event` has the same fields): who went where, and who
    saw it."""

    kind: EventKind
    actor: str
    verb: str
    location: str
    observers: Tuple[str, ...]


class Placements:
    """`placement` at rising times over one stream of passages, each passage read once: where the
    newest `limit` passages from `start_ns` up to (not including) a time leave a person.
    `read(lo, hi, limit)` gives the newest `limit` passages in `[lo, hi]`, oldest first."""

    def __init__(self, read: Callable[[int, int, int], List[Passage]], start_ns: int, limit: int,
                 robot_id: str) -> None:
        self._read, self._next, self._robot = read, start_ns, robot_id
        self._window: Deque[Passage] = deque(maxlen=limit)

    def before(self, person: str, before_ns: int) -> str:
        if before_ns < self._next:
            raise ValueError(f"placements are read at rising times: {before_ns} after {self._next}")
        self._window.extend(self._read(self._next, before_ns - 1, self._window.maxlen or 0))
        self._next = before_ns
        return placement(person, self._window, self._robot)

_MOVES = frozenset({"enter", "navigate"})
_SILENT = (EventKind.OBSERVATION, EventKind.SESSION_END)


def moves_in(event: Event, room: str) -> bool:
    """Whether the event takes its actor into `room` ("Bob went into the kitchen"): a move located
    there, or one whose deltas place the actor there."""
    if not event.actor or event.location != room:
        return False
    return event.verb in _MOVES or any(d.entity == event.actor and d.attribute == "location" and d.value == room
                                       for d in event.deltas)


def placement(person: str, events: Iterable[Passage], robot_id: str) -> str:
    """The room the latest of ``events`` (oldest first) leave ``person`` in ("" when unknown)."""
    where: Dict[str, str] = {}  # agents' rooms as the events place them (the robot's too)
    for event in events:
        if event.kind is EventKind.SESSION_START:
            where = {robot_id: event.location} if event.location else {}
            continue
        if not event.location:
            continue
        origin = where.get(event.actor, "") if event.verb in _MOVES else event.location
        if event.actor:
            where[event.actor] = "" if event.verb == "leave" else event.location
        if event.kind in _SILENT or event.actor == person:
            continue
        placed = where.get(person, "")
        if person in event.observers:
            stays = event.verb in _MOVES and placed and placed == origin
            where[person] = placed if stays else event.location
        elif placed and placed in (event.location, origin):
            where[person] = ""
    return where.get(person, "")
