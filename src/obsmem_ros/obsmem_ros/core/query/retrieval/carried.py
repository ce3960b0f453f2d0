"""Where a thing went with the person the robot last saw pick it up.

The robot sees Wade pick up the burner in the carport, then sees him go out onto the back porch;
it never sees him put the burner down. Its last look at the burner (in the carport) is no longer
where the burner is: the robot saw it carried off, and the first room it then saw the carrier go
into is where the thing was taken. A later look at the thing, or a put-down the robot saw (a
``location`` fact after the pick-up), answers instead; a carrier the robot never saw enter another
room, or saw come into its own room first (it would have seen the thing brought in), leaves the
last look as it was.
"""
from __future__ import annotations

import dataclasses
from typing import Optional, Tuple

from obsmem_ros.core.records import Belief, BeliefLabel, Event, EventKind, Fact, Provenance
from obsmem_ros.core.timefmt import format_iso

from .context import QueryContext
from .state import is_holder

_SCAN = 50  # the carrier's events read after the pick-up


def carried_to(ctx: QueryContext, seen: Fact) -> Optional[Tuple[Fact, str]]:
    """The place `seen` (a thing's last seen location) moved to with the one the robot last saw pick
    it up: the first room the robot then saw them go into, as an inferred fact of that entry, and
    the carrier; None when it saw no pick-up since the look, or the carrier go nowhere else."""
    held = [f for f in ctx.reader.history(seen.entity, "held_by", since_ns=seen.time_ns + 1, as_of_ns=ctx.now_ns,
                                          limit=_SCAN) if f.provenance is not Provenance.REPORTED]
    if not held or not held[-1].value or not is_holder(ctx, held[-1].value):
        return None
    pickup = held[-1]
    start = ctx.reader.room_of(seen.value, at_ns=pickup.time_ns) or seen.value
    for event in ctx.reader.events_between(pickup.time_ns + 1, ctx.now_ns, actor=pickup.value, limit=_SCAN):
        if any(f.entity == seen.entity for f in event.deltas):
            return None  # the robot saw what became of it
        if _entered(event, pickup.value) and ctx.reader.robot_location(at_ns=event.time_ns) == event.location:
            return None  # they came in where the robot was, and it saw them bring nothing
        if _entered(event, pickup.value) and event.location != start and ctx.reader.is_room(event.location):
            return dataclasses.replace(seen, id=f"{event.id}#carried", value=event.location, time_ns=event.time_ns,
                                       provenance=Provenance.INFERRED, reporter="", evidence_ids=(pickup.id,)), \
                pickup.value
    return None


def _entered(event: Event, person: str) -> bool:
    """Whether the event takes `person` into its room (a seen entry)."""
    return event.kind is EventKind.ACTION and any(
        f.entity == person and f.attribute == "location" and f.value == event.location for f in event.deltas)


def carried_belief(ctx: QueryContext, seen: Fact, moved: Fact, carrier: str) -> Belief:
    """The belief in a place a thing was carried to: the robot saw it picked up and the carrier go
    there, not the thing put down, so it is no fresher than stale."""
    reason = (f"last seen at {ctx.display(seen.value)} at {format_iso(seen.time_ns)}; {ctx.display(carrier)} picked "
              f"it up and was seen going into {ctx.display(moved.value)} at {format_iso(moved.time_ns)}")
    return Belief(entity=seen.entity, attribute=seen.attribute, label=BeliefLabel.STALE, reason=reason,
                  as_of_ns=ctx.now_ns, fact_id=moved.id, value=moved.value, intervening_actors=(carrier,),
                  last_verified_ns=seen.time_ns, evidence_ids=(moved.source_event_id,))
