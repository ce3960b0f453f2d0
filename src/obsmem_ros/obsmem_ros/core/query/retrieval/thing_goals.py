"""Going into a thing: a count of trips whose goal is no room but a thing memory keeps.

"How many times did Abi go into the candy bowl?", "has Rhys been into the biscuit tin today?",
"how often did Brody go at the crackers?": the verb is one of motion (or only "be"), but its goal
is a tin, a bowl, a box, a thing people take and put back, not a room one walks into. Going into a
thing is helping oneself from it, so the question counts the spells of handling that thing
(`handling`), as "how many times has Nan had the scissors out?" does, not the person's trips nor
every event of theirs in the window. A room ("go into the pantry") or a place memory knows no
thing by ("go to the shop") keeps its reading.
"""
from __future__ import annotations

from dataclasses import replace
from typing import Optional

from obsmem_ros.core.home_rooms import room_word

from ..plan import Intent, QueryPlan
from .context import QueryContext

MOTION_VERBS = frozenset({"navigate", "enter"})


def thing_goal_plan(ctx: QueryContext) -> Optional[QueryPlan]:
    """The count plan that asks for the handling of the thing a motion verb goes into; None when the
    question asks no such count (another intent, an action verb, a room or an unknown goal)."""
    plan = ctx.plan
    if plan.intent is not Intent.EVENT_COUNT or not set(plan.verbs) <= MOTION_VERBS:
        return None
    if not plan.verbs and (plan.targets or not plan.places):
        return None  # a thing named with no action already counts its handling
    goal = _goal(ctx)
    if not goal:
        return None
    return replace(plan, targets=(goal,), places=(), verbs=())


def _goal(ctx: QueryContext) -> str:
    """The id of the thing the motion goes into: the first target memory links, else the first
    place it links (a word it links to nothing, "before lunch" read as a thing, is passed over);
    "" when that is a room or memory holds no thing by it."""
    ids = ctx.first_target_ids() or next(
        (found for found in (ctx.entity_ids(place, limit=1) for place in ctx.plan.places) if found), [])
    goal = ids[0] if ids else ""
    if not goal or room_word(goal) or ctx.reader.is_room(goal) or ctx.entity_record(goal) is None:
        return ""
    return goal
