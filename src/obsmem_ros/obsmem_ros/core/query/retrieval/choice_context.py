"""What a choice was made among: the robot's looks, around each time someone picked a thing, at
the things of its kind that lay at hand.

"Which mug does Dad go for?" - "the red one, he picked it three times" rests on the picks and on
there having been another to pick: the robot saw the Lions mug on the counter beside it. A
preference mined from picks says only which one was taken; the looks around the picks say it was
taken over the others. The same looks ground a "not known" answer: one pick beside another mug is
why one cannot yet say which she likes.
"""
from __future__ import annotations

from typing import Dict, FrozenSet, List, Sequence

from obsmem_ros.core.records import Event, EventKind

from obsmem_ros.core.language.linking import singular

from ..lexicon import kinds_covered
from ..syntax_readings import asked_kind
from .context import QueryContext

# The look that shows what lay at hand comes before the pick, at the start of that stretch of the
# day (the robot looks round a room once, and the pick may come a while later), or just after.
_BEFORE_NS = 90 * 60 * 1_000_000_000
_AFTER_NS = 2 * 60 * 1_000_000_000


def options_seen(ctx: QueryContext, chosen: str, picks: Sequence[Event], limit: int,
                 covers: FrozenSet[str] = frozenset()) -> List[Event]:
    """The robot's latest look, before each of the `picks` (newest pick first), at each thing of
    the chosen thing's kind (`same_kind`) or of a kind the question's word `covers` ("which cup":
    the mug and the tumbler): the others first (what it was chosen over), then the chosen one; at
    most `limit`."""
    kinds: Dict[str, FrozenSet[str]] = {}
    chosen_kind = kind_words(ctx, chosen, kinds)
    if not chosen_kind:
        return []
    robot = ctx.reader.robot_id
    found: Dict[str, Event] = {}
    for pick in sorted(picks, key=lambda e: e.time_ns, reverse=True):
        end = min(pick.time_ns + _AFTER_NS, ctx.now_ns)
        latest: Dict[str, Event] = {}
        for look in ctx.reader.events_between(pick.time_ns - _BEFORE_NS, end, kinds=(EventKind.OBSERVATION,)):
            if look.observed_by(robot) and look.objects and look.id not in found \
                    and _alike(kind_words(ctx, look.objects[0], kinds), chosen_kind, covers):
                latest[look.objects[0]] = look  # oldest first: the last one kept is the latest look
        found.update((e.id, e) for e in latest.values())
    looks = list(found.values())
    others = [e for e in looks if e.objects[0] != chosen]
    return (others + [e for e in looks if e.objects[0] == chosen])[:limit]


def kind_words(ctx: QueryContext, entity: str, cache: Dict[str, FrozenSet[str]]) -> FrozenSet[str]:
    """The words that say what kind of thing `entity` is: its category as written ("water bottle"),
    and the category's one word or else the head noun of its name (a category read off an id,
    "scarf grey", says less than "the grey scarf")."""
    if entity not in cache:
        record = ctx.entity_record(entity)
        category = " ".join((record.category or "").lower().replace("_", " ").split()) if record else ""
        name = (record.name or "").lower().split() if record else []
        head = category if category and " " not in category else (name[-1] if name else "")
        cache[entity] = frozenset(w for w in (category, head) if w)
    return cache[entity]


def asked_covers(ctx: QueryContext) -> FrozenSet[str]:
    """The kinds the question's "which X" covers ("which cup": cups and mugs); empty when it asks
    for no kind."""
    kind = asked_kind(ctx.plan.question)
    return kinds_covered(singular(kind)) if kind else frozenset()


def _alike(kind: FrozenSet[str], chosen: FrozenSet[str], covers: FrozenSet[str]) -> bool:
    """Whether a thing of `kind` was an option beside one of kind `chosen`: they share a kind word,
    or it is of a kind the question asks about (the one chosen is, by the asking: "which cup does
    she go for" of a woman who takes the tumbler over the mug)."""
    return bool(kind & (chosen | covers))
