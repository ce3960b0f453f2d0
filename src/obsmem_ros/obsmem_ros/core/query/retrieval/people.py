"""What the plan's people did and said (for routine times and preferences shown by behaviour:
their events, their stated preference on the question's topic, which objects they picked are
mugs), with consolidated knowledge; and the planning context around a goal."""
from __future__ import annotations

import dataclasses
import re
from typing import Tuple

from obsmem_ros.core.language.linking import canonical
from obsmem_ros.core.records import CommitmentStatus

from ..lexicon import verb_key
from ..syntax_readings import asked_kind, asks_liker
from ..readings import KnowledgeFound, PersonHistory, PlanningFound, SaidReading
from .commitments import commitments_made
from .choice_context import options_seen
from .context import QueryContext
from .events import person_events
from .likers import liked_by
from .knowledge import knowledge_lookup, knowledge_reading, knowledge_topic, retrieve_knowledge
from .observed_habits import retrieve_observed_habit
from .said_values import asked_kind_of, asks_known_things
from .unseen_things import names_unseen_one
from .value_shapes import apart_in_words
from .asked_persons import asked_people
from .stated import said_preferences
from .state import belief_of, stated_preference, states_of
from .to_readings import commitment_reading, event_reading, fact_reading, state_reading

# Question words that name a preference topic.
_TOPIC_WORDS = {"drink": ("drink", "tea", "coffee", "beverage"), "mug": ("mug", "cup"),
                "thermostat": ("thermostat", "temperature", "heating", "warm"), "channel": ("channel", "tv", "television"),
                "strength": ("strength", "strong", "weak")}
_MANNER = re.compile(r"^how (?:\w+ )?(?:does|do|did) \w+ (?:like|take|have|want|drink)\b")


def preference_topic(question: str) -> str:
    """The preference topic a question asks about ("how does Bob like his coffee": its strength)."""
    said = re.findall(r"[^\W\d_]+", question.lower())
    words = set(said) | {canonical(w) for w in said}  # "the telly" is the TV
    if _MANNER.search(question.lower()) and not words & {"mug", "cup", "thermostat", "channel"}:
        return "strength"
    order = ("mug", "thermostat", "channel", "strength", "drink")  # "which mug ... for tea" is about the mug
    for topic in order:
        if words & set(_TOPIC_WORDS[topic]):
            return topic
    return ""


def _is_mug(ctx: QueryContext, entity: str) -> bool:
    record = ctx.entity_record(entity)
    if record is None:
        return False
    return bool({"mug", "cup"} & set(f"{record.category or ''} {record.name or ''}".lower().split()))


def person_history(ctx: QueryContext, person: str, topic: str = "") -> PersonHistory:
    """One person's events, and (with a topic) their stated preference and the mugs they picked."""
    events = person_events(ctx, person)
    stated = stated_preference(ctx, person, topic) if topic else None
    mugs: frozenset = frozenset()
    if topic == "mug":
        picked = dict.fromkeys(e.objects[0] for e in events if verb_key(e.verb) == "pick" and e.objects)
        mugs = frozenset(o for o in picked if _is_mug(ctx, o))
    shown = set(mugs) | ({stated.value} if stated is not None and topic == "mug" else set())
    return PersonHistory(person=person, name=ctx.display(person), events=tuple(event_reading(ctx, e) for e in events),
                         stated=fact_reading(ctx, stated) if stated is not None else None, mugs=mugs,
                         names={o: ctx.display(o) for o in shown})


def _people(ctx: QueryContext, topic: str = "") -> Tuple[PersonHistory, ...]:
    return tuple(person_history(ctx, p, topic) for p in ctx.person_ids())


def retrieve_preference(ctx: QueryContext) -> KnowledgeFound:
    """The people's stated and shown preferences on the question's topic, consolidated knowledge,
    and the habit their behaviour shows on it (`observed_habits`)."""
    if asks_liker(ctx.plan.question):  # "who likes the lemon cakes": a person, never a liked thing
        return KnowledgeFound(about=" ".join(ctx.plan.targets), kind="preference", said=liked_by(ctx),
                              origin_ns=ctx.origin_ns, now_ns=ctx.now_ns)
    topic = preference_topic(ctx.plan.question)
    found = retrieve_knowledge(ctx, "preference", people=_people(ctx, topic) if topic else (), topic=topic)
    said = said_preferences(ctx, asked_people(ctx))
    if asks_known_things(ctx) and not apart_in_words(ctx):  # "which mug": a sentence naming none of the mugs
        # does not say which (unless the question tells its two apart in words: "the gold or the blue one")
        said = tuple(s for s in said if s.value_type in ("entity", "bool") or names_unseen_one(ctx, s.value, asked_kind_of(ctx)))
    said = (_with_looks(ctx, said[0]), *said[1:]) if said else said
    return dataclasses.replace(found, observed=retrieve_observed_habit(ctx, people=found.people), said=said)


def _with_looks(ctx: QueryContext, said: SaidReading) -> SaidReading:
    """A saying that names a thing memory knows ("nobody sits in my recliner") with the robot's
    looks, shortly before it was said, at that thing and at the others of its kind then at hand
    (`options_seen`): the answer rests on the thing being there to choose, as a picked one does."""
    if said.value_type != "entity" or ctx.entity_record(said.value) is None:
        return said
    looks = options_seen(ctx, said.value, [said.event], ctx.k)
    looks = [e for e in looks if e.objects[0] == said.value] + [e for e in looks if e.objects[0] != said.value]
    return dataclasses.replace(said, seen=tuple(event_reading(ctx, e) for e in looks))


def retrieve_routine(ctx: QueryContext) -> KnowledgeFound:
    """The people's events (for the usual time of an activity), consolidated knowledge, the habit
    their behaviour shows on the question's topic (`observed_habits`: in the part of day or kind of
    day asked, or at any time when the question asks which thing of a kind) and what they said of it."""
    found = retrieve_knowledge(ctx, "routine", people=_people(ctx))
    scoped_only = not asked_kind(ctx.plan.question)  # "which pocky does she always grab"
    observed = retrieve_observed_habit(ctx, people=found.people, scoped_only=scoped_only)
    return dataclasses.replace(found, observed=observed,
                               said=said_preferences(ctx, asked_people(ctx)))


def retrieve_habit(ctx: QueryContext) -> KnowledgeFound:
    return retrieve_knowledge(ctx, "habit")




def retrieve_planning(ctx: QueryContext) -> PlanningFound:
    """States (with beliefs) of the first thing each target names (its first four tracked
    attributes, names and categories apart), routines and preferences about the goal's words,
    open commitments."""
    states = []
    for _phrase, ids in ctx.targets():
        for entity in ids[:1]:
            for snap in states_of(ctx, entity)[:4]:
                if snap.current is None or snap.attribute in ("name", "category"):
                    continue
                states.append(state_reading(ctx, snap.current, belief_of(ctx, entity, snap.attribute)))
    about = knowledge_topic(ctx)
    knowledge = tuple(knowledge_reading(ctx, record) for kind in ("routine", "preference")
                      for record in knowledge_lookup(ctx, kind, about, ctx.person_ids())[:2])
    commitments = tuple(commitment_reading(ctx, c) for c in commitments_made(ctx)
                        if c.status in (CommitmentStatus.OPEN, CommitmentStatus.OVERDUE))
    return PlanningFound(about=about, states=tuple(states), knowledge=knowledge, commitments=commitments, k=ctx.k)
