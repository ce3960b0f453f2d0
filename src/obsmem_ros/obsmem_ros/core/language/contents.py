"""What a container placed in speech holds, when the words leave it to the listener.

"I brought pinni for Biji, I put the box in the deep freezer": the box is the pinni's, so the
pinni is in the freezer too. "Koro's batteries are nearly flat. There's a new packet in the
cupboard": a packet of batteries. A container memory does not know, placed without saying what
it holds ("a box of ..."), holds the last thing named before it in the utterance that was not
placed itself: that thing gets the container's place as a claim of its own.
"""
from __future__ import annotations

from dataclasses import replace
from typing import List, Sequence

from .referents import CONTAINERS, ReadingContext
from .utterance_records import Claim

__all__ = ["contents_placed"]


def contents_placed(claims: Sequence[Claim], ctx: ReadingContext) -> List[Claim]:
    """Claims placing what each unknown container placed in `claims` holds (see the module)."""
    placed = {c.entity for c in claims if c.attribute == "location" and not c.negated}
    found: List[Claim] = []
    for claim in claims:
        if claim.attribute != "location" or claim.negated or not _unknown_container(claim.entity, ctx):
            continue
        held = _held_thing(claim.entity, placed, ctx)
        if held:
            found.append(replace(claim, entity=held, words=ctx.said.get(held, "")))
            placed.add(held)
    return found


def _unknown_container(entity: str, ctx: ReadingContext) -> bool:
    words = ctx.said.get(entity, "").split()
    return entity not in ctx.linked and bool(words) and words[-1] in CONTAINERS


def _held_thing(container: str, placed: set, ctx: ReadingContext) -> str:
    """The last thing named before `container` that is no container and was not placed; "" if none."""
    order = list(dict.fromkeys(ctx.mentioned))
    if container not in order:
        return ""
    for entity in reversed(order[:order.index(container)]):
        if entity not in placed and not _unknown_container(entity, ctx) and entity in ctx.unlinked:
            return entity
    return ""
