"""Knowledge and Episode view retriever: routines, preferences and habits of people, and episode
cards by session, entity or time window."""
from __future__ import annotations

from typing import List, Sequence

from obsmem_ros.core.records import EpisodeCard
from obsmem_ros.errors import UnknownRecordError

from .context import QueryContext


def knowledge_lookup(ctx: QueryContext, kind: str, topic: str, persons: Sequence[str]) -> list:
    """Routines, preferences or habits for the people (each tried; all people when none)."""
    method = {"routine": "routines", "preference": "preferences", "habit": "habits"}[kind]
    key = {"routine": "goal", "preference": "topic", "habit": "trigger"}[kind]
    records: list = []
    for person in list(persons) or [None]:
        records += getattr(ctx.reader, method)(person=person, **{key: topic or None})
    return records



def episodes_for(ctx: QueryContext, sessions: Sequence[str], entity_ids: Sequence[str]) -> List[EpisodeCard]:
    window = ctx.window
    until = min(window.end_ns - 1, ctx.now_ns) if window.end_ns is not None else ctx.now_ns
    cards: List[EpisodeCard] = []
    if sessions:
        for session in sessions:
            cards += ctx.reader.episodes(session_id=session, as_of_ns=ctx.now_ns)
    elif entity_ids:
        for entity in entity_ids[:3]:
            cards += ctx.reader.episodes(entity=entity, since_ns=window.start_ns, until_ns=until, as_of_ns=ctx.now_ns)
    else:
        cards = ctx.reader.episodes(since_ns=window.start_ns, until_ns=until, as_of_ns=ctx.now_ns, limit=50)
    return list({c.id: c for c in cards}.values())


def episodes_by_ids(ctx: QueryContext, episode_ids: Sequence[str]) -> List[EpisodeCard]:
    """The episode cards memory holds among `episode_ids`, in the given order."""
    cards: List[EpisodeCard] = []
    for episode_id in episode_ids:
        try:
            cards.append(ctx.reader.episode(episode_id))
        except UnknownRecordError:
            continue
    return cards
