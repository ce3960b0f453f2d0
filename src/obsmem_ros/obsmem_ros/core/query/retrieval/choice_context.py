"""What a choice was made among: the robot's looks, around each time someone picked a thing, at
the things of its kind that lay at hand.

"Which mug does Dad go for?" - "the red one, he picked it three times" rests on the picks and on
there having been another to pick: the robot saw the Lions mug on the counter beside it. A
preference mined from picks says only which one was taken; the looks around the picks say it was
taken over the others.
"""
from __future__ import annotations

from typing import List, Sequence

from obsmem_ros.core.records import Event, EventKind

from .context import QueryContext

_BEFORE_NS = 10 * 60 * 1_000_000_000  # the look that shows what lay at hand comes shortly before the pick
_AFTER_NS = 2 * 60 * 1_000_000_000  # or just after (what was left)


def options_seen(ctx: QueryContext, chosen: str, picks: Sequence[Event], limit: int) -> List[Event]:
    """The robot's looks, near the `picks` (newest pick first), at things of the chosen thing's
    kind (its one-word category, else the head noun of its name: "the gold-rimmed coffee cup",
    "the plain white coffee cup"): the others first (what it was chosen over), then the chosen one; at most
    `limit`."""
    kind = _kind(ctx, chosen)
    if not kind:
        return []
    robot = ctx.reader.robot_id
    found: List[Event] = []
    for pick in sorted(picks, key=lambda e: e.time_ns, reverse=True):
        end = min(pick.time_ns + _AFTER_NS, ctx.now_ns)
        looks = ctx.reader.events_between(pick.time_ns - _BEFORE_NS, end, kinds=(EventKind.OBSERVATION,))
        for look in looks:
            if look.observed_by(robot) and look.objects and _kind(ctx, look.objects[0]) == kind \
                    and look.id not in {e.id for e in found}:
                found.append(look)
    others = [e for e in found if e.objects[0] != chosen]
    return (others + [e for e in found if e.objects[0] == chosen])[:limit]


def _kind(ctx: QueryContext, entity: str) -> str:
    record = ctx.entity_record(entity)
    if record is None:
        return ""
    category = (record.category or "").lower().split()
    if len(category) == 1:
        return category[0]
    name = (record.name or "").lower().split()  # a category read off an id ("scarf grey"): the name's head noun
    return name[-1] if name else ""
