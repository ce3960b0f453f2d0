"""Habits shown by behaviour, read at query time: which thing (or setting value) a person chooses
on the question's topic, in the part of day and kind of day it names ("Which mug does Alice use
in the morning?", "Which seat does Bob take in the evening?", "Which channel does Carol put the TV
on at night?").

The topic is a setting the question names (a setting noun: "channel" -> choices are the values
people set `setting:channel` to), else the kind it asks for ("which cup"), else the head noun of
its first target ("mug", "seat"): choices
are the person's actions whose primary object is of that kind (its category or name, or a kind
the noun covers: a seat is a chair, an armchair, a sofa, ...). When the question's verb matches
some of those actions, only those count ("wash" a mug is not "take" one); a light verb that
matches none ("take a seat", "use") counts them all but puts and hand-overs. Counting is `views.knowledge.observed`
(occasions, thresholds from `KnowledgeConfig`); cost is one pass over the person's events up to
the cutoff. The person's stated preference on the topic is read beside it, as `stated`.
"""
from __future__ import annotations

import re
from typing import Dict, List, Optional, Sequence, Tuple

from obsmem_ros.core.language.linking import singular, word_list
from obsmem_ros.core.language.meaning_links import Known, contents_of
from obsmem_ros.core.records import Event, EventKind
from obsmem_ros.core.views.knowledge import STATED, Choice, HabitScope, ObservedHabit, mine_observed_habit

from ..alternatives import offered
from ..lexicon import SETTING_NOUNS, kinds_covered, verb_key
from ..readings import HabitReading, PersonHistory
from ..syntax_readings import asked_kind
from ..temporal import day_kind, part_of_day, parts_of_day
from .choice_context import asked_covers, options_seen
from .context import QueryContext
from .events import person_events
from .knowledge import knowledge_reading, known_by_cutoff
from .state import stated_preference
from .asked_persons import known_first, knows_person
from .to_readings import event_reading, fact_reading

_LIGHT_VERBS = frozenset({"use", "pick", "look"})
# Putting a thing away or handing it on is not choosing it (unless the question asks about that).
_LETTING_GO = frozenset({"place", "hand_over", "leave"})


def habit_topic(ctx: QueryContext) -> Tuple[str, str]:
    """("setting", name) for a setting the question names, ("object", noun) for a kind of thing,
    ("", "") when it names neither."""
    attribute = ctx.plan.attribute or ""
    if attribute.startswith("setting:"):
        return "setting", attribute.split(":", 1)[1]
    words = [w for phrase in (*ctx.plan.targets, *ctx.plan.keywords) for w in phrase.split()]
    setting = next((w for w in words if w in SETTING_NOUNS), "")
    if setting:
        return "setting", setting
    kind = asked_kind(ctx.plan.question)  # "which cup": the kind asked for, not a cup the parser linked
    if kind or ctx.plan.targets:
        return "object", singular(kind or ctx.plan.targets[0].split()[-1])
    return "", ""


def _kind_of(ctx: QueryContext, entity: str, cache: Dict[str, set]) -> set:
    """The words naming what kind of thing `entity` is: the head of its category and of its name
    in the singular (the last word: a coffee machine is a machine, not coffee; a tea towel a towel;
    a category "biscuits" a biscuit, as the asked kind is read), what a
    container's name says it holds (`contents_of`: the decaf coffee jar is coffee had, the cereal
    box cereal), and its id without the number."""
    if entity not in cache:
        record = ctx.entity_record(entity)
        said = (record.category or "", record.name or "") if record else ()
        heads = {singular(words[-1]) for words in (word_list(s) for s in said) if words}  # "biscuits"
        held = contents_of(Known(entity, record.name or "", record.category or "")) if record else frozenset()
        cache[entity] = heads | held | {re.sub(r"_\d+$", "", entity)}
    return cache[entity]


def of_kind(words: set, covers: set) -> bool:
    """Whether a thing whose category and name are `words` is of a kind `covers` names: one of its
    words, or a compound word headed by it (English compounds end in their head: a newspaper is a
    paper, a teacup a cup, a sippy cup's "sippycup" a cup)."""
    return bool(words & covers) or any(w.endswith(c) and len(c) >= 3 for w in words for c in covers)


def choices_of(ctx: QueryContext, events: Sequence[Event], kind: str, noun: str) -> List[Choice]:
    """The choices on the topic among `events` (see the module); of the things the question's
    alternatives name, when it offers some: any deed with one of them, where it was put as well."""
    found: List[Choice] = []
    covers = set(kinds_covered(noun))
    offered_ids = _offered_ids(ctx) if kind == "object" else set()
    cache: Dict[str, set] = {}
    for event in events:
        if event.kind is not EventKind.ACTION or not event.actor or event.actor == ctx.reader.robot_id:
            continue
        verb = verb_key(event.verb)
        if kind == "setting":
            found += [Choice(event.actor, verb, noun, d.value, event.time_ns, event.id)
                      for d in event.deltas if d.attribute == f"setting:{noun}"]
        elif offered_ids:  # "the dryer or the pulley": a deed with either, as its thing or its place
            hit = next((o for o in event.objects if o in offered_ids), "")
            found += [Choice(event.actor, verb, noun, hit, event.time_ns, event.id)] if hit else []
        elif event.objects and of_kind(_kind_of(ctx, event.objects[0], cache), covers):
            found.append(Choice(event.actor, verb, noun, event.objects[0], event.time_ns, event.id))
    asked = {v for v in ctx.plan.verbs if v not in _LIGHT_VERBS}
    same_verb = [c for c in found if c.verb in asked]
    return same_verb or found if offered_ids else same_verb or [c for c in found if c.verb not in _LETTING_GO]


def _offered_ids(ctx: QueryContext) -> set:
    """The things the question's alternatives name ("the kettle or the pan"), when each names one:
    a choice between them is counted among them only."""
    ids = [ctx.entity_ids(phrase, limit=1) for phrase in offered(ctx.plan.question)]
    return {i[0] for i in ids} if len(ids) > 1 and all(ids) else set()


def habit_scope(ctx: QueryContext) -> HabitScope:
    """The part of day and kind of day the question scopes the habit to: the plan's time, else the
    words ("in the mornings": a recurring part of day the time parser reads as no one moment);
    no one part when it names several ("in the mornings and evenings": the habit across them)."""
    several = len(parts_of_day(ctx.plan.question)) > 1
    part = None if several else ctx.plan.temporal.ref.part or part_of_day(ctx.plan.question)
    return HabitScope(part=part.value if part is not None else "", day_kind=day_kind(ctx.plan.question))


def retrieve_observed_habit(ctx: QueryContext, *, people: Sequence[PersonHistory] = (),
                            scoped_only: bool = False) -> Optional[HabitReading]:
    """The habit the first of the plan's people (anyone, when none is named) shows on the question's
    topic; None when the question names no topic (or, with `scoped_only`, no part of day or kind of
    day) or nobody made such a choice. `people` are histories already read (their events are reused)."""
    kind, noun = habit_topic(ctx)
    scope = habit_scope(ctx)
    if not kind or (scoped_only and not (scope.part or scope.day_kind)):
        return None
    read = {p.person: [r.event for r in p.events] for p in people}
    for person in known_first(ctx, ctx.person_ids()) or [""]:
        if person and not knows_person(ctx, person):
            person, habit = _sole_habit(ctx, kind, noun, scope)
            if habit is not None:
                return _reading(ctx, habit, person, noun, kind, scope)
            continue
        if person in read:
            events = read[person]
        else:
            events = person_events(ctx, person) if person else ctx.reader.events_between(ctx.origin_ns, ctx.now_ns)
        choices = choices_of(ctx, events, kind, noun)
        if not choices:
            continue
        return _reading(ctx, _mined(ctx, choices, scope), person, noun, kind, scope)
    return None


def _mined(ctx: QueryContext, choices: Sequence[Choice], scope: HabitScope) -> ObservedHabit:
    """The habit the choices show in the scope; or, where too few of them fall in it, the habit
    they show at any time, when that is established and every choice in the scope went its way
    ("which mug does she go for in the morning": two mornings of the astros mug, and an evening)."""
    habit = mine_observed_habit(choices, scope, min_support=ctx.knowledge.observed_min_support,
                                min_share=ctx.knowledge.observed_min_share)
    if habit.enough or not (scope.part or scope.day_kind) or habit.sightings < ctx.knowledge.observed_min_support - 1:
        return habit
    overall = mine_observed_habit(choices, HabitScope(), min_support=ctx.knowledge.observed_min_support,
                                  min_share=ctx.knowledge.observed_min_share)
    agreed = [value for value, _ in habit.alternatives] == [overall.value]
    return overall if overall.enough and agreed else habit


def _sole_habit(ctx: QueryContext, kind: str, noun: str, scope: HabitScope) -> Tuple[str, Optional[ObservedHabit]]:
    """For a person memory knows by no name ("Gran"): the one person whose behaviour shows an
    established habit on the topic in the scope, ("", None) when nobody or several do (whom the
    name means is then not known)."""
    events = ctx.reader.events_between(ctx.origin_ns, ctx.now_ns)
    by_person: Dict[str, List[Choice]] = {}
    for choice in choices_of(ctx, events, kind, noun):
        by_person.setdefault(choice.person, []).append(choice)
    habits = [(person, _mined(ctx, choices, scope)) for person, choices in sorted(by_person.items())]
    held = [(person, habit) for person, habit in habits if habit.enough]
    return held[0] if len(held) == 1 else ("", None)


def _stated_record(ctx: QueryContext, person: str, noun: str):
    """A preference the Knowledge view holds as said by the person (provenance "stated") on the topic."""
    return next((p for p in known_by_cutoff(ctx, ctx.reader.preferences(person=person, topic=noun))
                 if getattr(p, "provenance", "") == STATED), None)


def _reading(ctx: QueryContext, habit: ObservedHabit, person: str, noun: str, kind: str,
             scope: HabitScope) -> HabitReading:
    by_id = {e.id: e for e in ctx.reader.events(list(habit.evidence_ids))}
    events = tuple(event_reading(ctx, e) for e in _picks_first([by_id[i] for i in reversed(habit.evidence_ids)
                                                                 if i in by_id]))
    stated = stated_preference(ctx, person, noun) if person else None
    values = [habit.value, *(v for v, _ in habit.alternatives)] + ([stated.value] if stated is not None else [])
    names = {v: (ctx.display(v) if kind == "object" else v) for v in values if v}
    said = _stated_record(ctx, person, noun) if person and stated is None else None
    options = _options(ctx, habit, [by_id[i] for i in habit.evidence_ids if i in by_id]) if kind == "object" else []
    return HabitReading(habit=habit, person_name=ctx.display(person) if person else "", topic_word=noun,
                        value_type="entity" if kind == "object" else "str",
                        events=events, stated=fact_reading(ctx, stated) if stated is not None else None,
                        stated_record=knowledge_reading(ctx, said) if said is not None else None,
                        scoped=bool(scope.part or scope.day_kind), names=names,
                        options=tuple(event_reading(ctx, e) for e in options))


def _picks_first(events: Sequence[Event]) -> List[Event]:
    """The events behind a habit with the choices themselves (someone taking the thing up) before
    the deeds that let it go again (putting it back), each group in the order given: counted
    among the sightings, a put-down shows where the thing went, the taking shows what was chosen."""
    return sorted(events, key=lambda e: verb_key(e.verb) in _LETTING_GO)


def _options(ctx: QueryContext, habit: ObservedHabit, picks: Sequence[Event]) -> List[Event]:
    """What the newest picks were made over (`options_seen`): beside the habit's value, or beside
    the newest thing picked when too few picks show a habit."""
    chosen = habit.value or next((e.objects[0] for e in reversed(picks) if e.objects), "")
    return options_seen(ctx, chosen, picks[-ctx.k:], ctx.k, asked_covers(ctx)) if chosen else []
