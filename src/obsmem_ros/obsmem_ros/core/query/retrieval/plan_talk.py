"""What was said of a plan after it was made, by the one it names to do it or to them by name:
the words that kept it ("Yeah, I'll still get her, I'll head out at three") or gave it up ("my
back's bad again, I can't drive tonight"), on the same things as the plan.

Whether a plan still stands rests on them as much as on the sentence that made it: a listener
checking "who's driving him now?" needs the first driver's "I can't" beside the second one's
"I'll do it". They are cited with the plan (its evidence's events, after its own), whatever the
write side made of them. Only the talk of the last `RECENT_NS` before the question is read (once
per question, not a home's months), for the plans made in it or still ahead at the cutoff.
"""
from __future__ import annotations

from typing import FrozenSet, NamedTuple, Sequence, Tuple

from obsmem_ros.core.records import Commitment, Event, EventKind
from obsmem_ros.core.views.commitment_view import content_words

from .context import QueryContext
from .exchange import calls, people_words

RECENT_NS = 32 * 3600 * 1_000_000_000  # a day and a third: last night's plan for this morning
_KEPT = 2  # the latest words on a plan: what stands now, and the word before it


class LaterTalk(NamedTuple):
    """The turns plans are followed in (oldest first) and the content words of people's names
    (which tie a turn to a plan no more than "she" would)."""

    turns: Tuple[Event, ...] = ()
    names: FrozenSet[str] = frozenset()


def talk_since_plans(ctx: QueryContext, made: Sequence[Commitment]) -> LaterTalk:
    """People's turns (not the robot's) of the last `RECENT_NS` before the cutoff, after the
    earliest plan of `made`; none when no plan is followed (`_followed`)."""
    robot = ctx.reader.robot_id
    followed = [c.created_ns for c in made if _followed(ctx, c)]
    if not followed:
        return LaterTalk()
    start = max(min(followed), ctx.now_ns - RECENT_NS)
    turns = ctx.reader.events_between(start + 1, ctx.now_ns, kinds=(EventKind.UTTERANCE,))
    return LaterTalk(tuple(t for t in turns if t.utterance and t.actor and t.actor != robot), people_words(ctx))


def _followed(ctx: QueryContext, c: Commitment) -> bool:
    """A plan whose later words are looked for: someone's (not the robot's), made within
    `RECENT_NS` of the cutoff or still ahead then."""
    recent = ctx.now_ns - c.created_ns <= RECENT_NS or (c.due_ns is not None and c.due_ns >= ctx.now_ns)
    return bool(c.owner) and c.owner != ctx.reader.robot_id and recent


def words_on(ctx: QueryContext, c: Commitment, talk: LaterTalk) -> Tuple[str, ...]:
    """Ids of the latest turns (at most `_KEPT`, oldest first) of `talk` after `c` was made
    that its doer said or that call its doer by name, sharing a content word with the plan (no
    person's name counting); none for the robot's own commitments (its deeds tell what became of
    them)."""
    owner = c.owner
    if not _followed(ctx, c):
        return ()
    words = content_words(c.text) - talk.names
    found = [t.id for t in talk.turns if t.time_ns > c.created_ns and t.id != c.source_event_id
             and (t.actor == owner or calls(ctx, t, [owner])) and words & content_words(t.utterance)]
    return tuple(found[-_KEPT:])
