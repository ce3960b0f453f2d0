"""How many times someone had a thing: the handling episodes among the events about it.

A count question that names a thing and no action ("how many times has Nan had the scissors out
today?", the verb read as no action of the lexicon) asks how often it was in their hands. Each
spell of handling begins when the person comes to hold the thing (a take) and ends when they put
it down or hand it on, so the count is that of the takes, not of every event about the thing: a
take and its put-back are one time, not two. Where nobody came to hold the thing (it is opened,
switched, looked at), every matching event counts as before."""
from __future__ import annotations

from typing import Sequence

from obsmem_ros.core.records import Event


def came_to_hold(event: Event) -> bool:
    """Whether the event puts something in its actor's hands (a `held_by` fact naming the actor)."""
    return bool(event.actor) and any(d.attribute == "held_by" and d.value == event.actor for d in event.deltas)


def handling_spells(events: Sequence[Event]) -> Sequence[Event]:
    """The events that begin a spell of handling, when any does; else `events` as they are."""
    starts = [e for e in events if came_to_hold(e)]
    return starts or events
