"""Routine times and preferences read from what memory saw a person do and heard them say.

Routines: the runs of the activity the question names (`activity_runs`). The usual time is the
median start of the last five ordinary runs, rounded to five minutes; a run is late when it starts
more than `LATE_S` after the median of all runs, and the day asked for is the latest such run.

Preferences: what the person said (a claim `preference:<topic>` about them) wins; otherwise the
value they chose repeatedly (at least `MIN_CHOICES`, and `MIN_SHARE` of their choices): the drink
an activity makes ("make_tea" -> tea), the mug they take for a drink, the value they set a setting
to ("thermostat" -> its temperature).
"""
from __future__ import annotations

import statistics
from collections import Counter
from datetime import datetime, timezone
from typing import Dict, List, Optional, Tuple

from obsmem_ros.core.records import EventKind
from obsmem_ros.core.timefmt import format_iso

from ..activity_runs import DAY_S, MIN_RUN_DAYS, NS, activity_label, asks_deviation, day_runs
from ..lexicon import verb_key
from ..plan import QueryPlan
from ..readings import EventReading, KnowledgeFound, PersonHistory, display_name
from .draft import Draft

LATE_S = 75 * 60
MIN_CHOICES = {"mug": 3, "drink": 3}
MIN_SETTING_CHOICES = 2
MIN_SHARE = 0.6
_DRINK_VERBS = ("make", "brew", "drink", "prepare")
# The setting a preference topic is chosen through.
_TOPIC_SETTING = {"thermostat": "setting:temperature", "channel": "setting:channel", "strength": "setting:strength"}


def _second(time_ns: int) -> int:
    return (time_ns // NS) % DAY_S


def _runs(person: PersonHistory, label: str) -> Dict[int, EventReading]:
    """The first event of each day's run of `label` (day = days since the epoch, UTC)."""
    return {day: person.events[i] for day, i in day_runs([r.event for r in person.events], label).items()}


def _clock(seconds: int) -> str:
    return f"{seconds // 3600 % 24:02d}:{seconds % 3600 // 60:02d}"


def routine_time(plan: QueryPlan, found: KnowledgeFound) -> Optional[Draft]:
    """"At what time does Alice usually make tea?" / "On which day was she unusually late?";
    None when no labelled activity matches."""
    for person in found.people:
        label = activity_label(plan.question, plan.persons, plan.verbs, [r.event for r in person.events])
        runs = _runs(person, label) if label else {}
        if len(runs) < MIN_RUN_DAYS:
            continue
        median = statistics.median(_second(r.event.time_ns) for r in runs.values())
        days = sorted(runs)
        late = [d for d in days if _second(runs[d].event.time_ns) > median + LATE_S]
        if asks_deviation(plan.question):
            return _late_draft(person, label, runs, late, median, found.origin_ns)
        recent = [runs[d] for d in days if d not in late][-5:]
        usual = int(round(statistics.median(_second(r.event.time_ns) for r in recent) / 300.0)) * 300
        return Draft(answer=f"{person.name.capitalize()} usually does {label.replace('_', ' ')} around "
                            f"{_clock(usual)} (median of the last {len(recent)} ordinary days).",
                     value=_clock(usual), value_type="str",
                     candidates=[r.scored(1.0 - 0.01 * i) for i, r in enumerate(reversed(recent))])
    return None


def _late_draft(person: PersonHistory, label: str, runs: Dict[int, EventReading], late: List[int],
                median: float, origin_ns: int) -> Draft:
    name = person.name.capitalize()
    if not late:
        return Draft(answer=f"{name} was never much later than usual ({label.replace('_', ' ')} around "
                            f"{_clock(int(median))}).", value="none", value_type="str",
                     candidates=[runs[d].evidence for d in sorted(runs)[-5:]])
    day = late[-1]
    origin_day = origin_ns // NS // DAY_S
    date = datetime.fromtimestamp(day * DAY_S, tz=timezone.utc).date().isoformat()
    normal = [runs[d] for d in sorted(runs) if d not in late][-2:]
    return Draft(answer=f"On day {day - origin_day + 1} ({date}) {name} did it at {_clock(_second(runs[day].event.time_ns))}, "
                        f"much later than the usual {_clock(int(median))}.",
                 value=f"day {day - origin_day + 1}", value_type="str",
                 candidates=[runs[day].evidence] + [r.scored(0.8) for r in reversed(normal)])


def _choices(person: PersonHistory, topic: str) -> List[Tuple[str, EventReading]]:
    """(value, event) choices of the person on the topic, oldest first."""
    out: List[Tuple[str, EventReading]] = []
    for reading in person.events:
        event = reading.event
        if event.kind is not EventKind.ACTION:
            continue
        label = str(event.extras.get("activity", ""))
        drink = label.split("_", 1)[1] if label.startswith(_DRINK_VERBS) and "_" in label else ""
        verb = verb_key(event.verb)
        if topic == "drink" and drink and verb == "toggle":
            out.append((drink, reading))
        elif topic == "mug" and drink and verb == "pick" and event.objects and event.objects[0] in person.mugs:
            out.append((event.objects[0], reading))
        elif topic in _TOPIC_SETTING and verb == "set":
            delta = next((d for d in event.deltas if d.attribute == _TOPIC_SETTING[topic]), None)
            if delta is not None:
                out.append((delta.value, reading))
    return out


def preference_answer(plan: QueryPlan, found: KnowledgeFound) -> Optional[Draft]:
    """A person's preference on the question's topic; None when memory cannot tell."""
    topic = found.topic
    if not topic:
        return None
    for person in found.people:
        stated = person.stated
        choices = _choices(person, topic)
        shown, shown_events = _shown(choices, topic)
        if stated is not None:
            support = [r for v, r in choices if v == stated.fact.value][-4:]
            candidates = [stated.evidence] + [r.scored(0.8) for r in reversed(support)]
            return _preference_draft(person, topic, stated.fact.value, "said so", candidates, found.now_ns)
        if shown is not None:
            candidates = [r.scored(1.0 - 0.01 * i) for i, r in enumerate(reversed(shown_events))]
            return _preference_draft(person, topic, shown, f"chose it {len(shown_events)} times", candidates, found.now_ns)
    return None


def _shown(choices: List[Tuple[str, EventReading]], topic: str) -> Tuple[Optional[str], List[EventReading]]:
    if not choices:
        return None, []
    counts = Counter(v for v, _ in choices)
    value, n = sorted(counts.items(), key=lambda kv: (-kv[1], kv[0]))[0]
    if n < MIN_CHOICES.get(topic, MIN_SETTING_CHOICES) or n / len(choices) < MIN_SHARE:
        return None, []
    return value, [r for v, r in choices if v == value][-4:]


def _preference_draft(person: PersonHistory, topic: str, value: str, how: str, candidates, now_ns: int) -> Draft:
    shown = display_name(person.names, value) if topic == "mug" else value
    return Draft(answer=f"{person.name.capitalize()} prefers {shown} ({topic}; {how}, as of "
                        f"{format_iso(now_ns)}).", value=value, value_type="entity" if topic == "mug" else "str",
                 candidates=candidates)
