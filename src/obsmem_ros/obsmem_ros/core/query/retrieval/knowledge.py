"""Knowledge and Episode view retriever: routines, preferences and habits of people, and episode
cards by session, entity or time window."""
from __future__ import annotations

from typing import TYPE_CHECKING, List, Sequence, Tuple

from obsmem_ros.core.records import EpisodeCard
from obsmem_ros.errors import UnknownRecordError

from ..readings import KnowledgeFound, KnowledgeReading, PersonHistory, Reading
from .choice_context import asked_covers, options_seen
from .context import QueryContext
from .events import events_by_ids
from .to_evidence import knowledge_evidence
from .to_readings import episode_reading, event_reading

if TYPE_CHECKING:
    from obsmem_ros.core.views.knowledge import Habit, Preference, RoutineSkill


def knowledge_lookup(ctx: QueryContext, kind: str, topic: str, persons: Sequence[str]) -> list:
    """Routines, preferences or habits for the people (each tried; all people when none)."""
    method = {"routine": "routines", "preference": "preferences", "habit": "habits"}[kind]
    key = {"routine": "goal", "preference": "topic", "habit": "trigger"}[kind]
    records: list = []
    for person in list(persons) or [None]:
        records += getattr(ctx.reader, method)(person=person, **{key: topic or None})
    if not persons:  # what the robot itself was seen to do is nobody's liking or routine asked of
        records = [r for r in records if getattr(r, "actor", "") != ctx.reader.robot_id]
    return known_by_cutoff(ctx, records)


def known_by_cutoff(ctx: QueryContext, records: list) -> list:
    """The records memory held at the question's cutoff: a preference, routine or habit derived
    from an event after it was not known then (a question asked "as of" an earlier time over a
    memory that has heard more must not read what it learnt later). A record is kept only when
    every event behind it lies at or before the cutoff; one naming no events is kept."""
    ids = {e for r in records for e in getattr(r, "evidence_ids", ())}
    if not ids:
        return records
    late = {e.id for e in ctx.reader.events(sorted(ids)) if e.time_ns > ctx.now_ns}
    return [r for r in records if not late.intersection(getattr(r, "evidence_ids", ()))]



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


_KNOWLEDGE_ORDER = {"preference": ("preference", "routine", "habit"), "routine": ("routine", "preference", "habit"),
                    "habit": ("habit", "routine", "preference")}


def knowledge_topic(ctx: QueryContext) -> str:
    """The words knowledge is looked up by: targets, keywords other than people, verbs."""
    words = [w for w in ctx.plan.keywords if w not in ctx.plan.persons]
    phrases = [*ctx.plan.targets, *words, *ctx.plan.verbs]
    return " ".join(dict.fromkeys(w for phrase in phrases for w in phrase.split()))  # keywords repeat targets


def knowledge_reading(ctx: QueryContext, record: "RoutineSkill | Preference | Habit") -> KnowledgeReading:
    return KnowledgeReading(evidence=knowledge_evidence(record, ctx.now_ns), record=record,
                            actor_name=ctx.display(record.actor) if record.actor else "")


def _support(ctx: QueryContext, kind: str, best: "RoutineSkill | Preference | Habit") -> Tuple[Reading, ...]:
    """What the best record rests on: a preference's latest events, a routine's latest episodes."""
    if kind == "preference":
        picks = events_by_ids(ctx, list(best.evidence_ids)[-ctx.k:])
        seen = options_seen(ctx, best.value, picks, ctx.k, asked_covers(ctx)) if best.kind == "object" else []
        return tuple(event_reading(ctx, e) for e in [*picks, *seen])
    if kind == "routine":
        return tuple(episode_reading(c) for c in episodes_by_ids(ctx, list(best.supporting_episodes)[-ctx.k:]))
    return ()


def retrieve_knowledge(ctx: QueryContext, kind: str, *, people: Tuple[PersonHistory, ...] = (),
                       topic: str = "") -> KnowledgeFound:
    """The records of the asked kind about the question's words; when memory holds none, those of
    the other kinds (a preference question is often answered by a routine)."""
    about = knowledge_topic(ctx)
    for other in _KNOWLEDGE_ORDER[kind]:
        records = knowledge_lookup(ctx, other, about, ctx.person_ids())
        if records:
            return KnowledgeFound(about=about, kind=other, records=tuple(knowledge_reading(ctx, r) for r in records),
                                  support=_support(ctx, other, records[0]), people=people, topic=topic,
                                  origin_ns=ctx.origin_ns, now_ns=ctx.now_ns)
    return KnowledgeFound(about=about, people=people, topic=topic, origin_ns=ctx.origin_ns, now_ns=ctx.now_ns)
