"""Routine times and preferences read from what memory saw a person do and heard them say.

Routines: events carry an activity label (`extras["activity"]`, e.g. "make_tea"); a question's
activity is the label sharing most of its words ("make tea", "take the medicine"). Each day's run
starts at the first event of that label by the person. The usual time is the median start of the
last five ordinary runs, rounded to five minutes; a run is late when it starts more than
`LATE_S` after the median of all runs.

Preferences: what the person said (a claim `preference:<topic>` about them) wins; otherwise the
value they chose repeatedly (at least `MIN_CHOICES`, and `MIN_SHARE` of their choices): the drink
an activity makes ("make_tea" -> tea), the mug they take for a drink, the value they set a setting
to ("thermostat" -> its temperature).
"""
from __future__ import annotations

import re
import statistics
from collections import Counter
from datetime import datetime, timezone
from typing import Dict, List, Optional, Sequence, Tuple

from obsmem_ros.core.records import Event, EventKind
from obsmem_ros.core.timefmt import format_iso
from obsmem_ros.core.views.commitment_view import content_words

from ..retrieval.context import QueryContext
from ..retrieval.events import person_events
from ..retrieval.state import stated_preference
from ..retrieval.to_evidence import event_evidence, fact_evidence
from .draft import Draft

LATE_S = 75 * 60
DAY_S = 86_400
NS = 1_000_000_000
MIN_CHOICES = {"mug": 3, "drink": 3}
MIN_SETTING_CHOICES = 2
MIN_SHARE = 0.6
_DRINK_VERBS = ("make", "brew", "drink", "prepare")
# Question words that name a preference topic, and the setting a topic is chosen through.
_TOPIC_WORDS = {"drink": ("drink", "tea", "coffee", "beverage"), "mug": ("mug", "cup"),
                "thermostat": ("thermostat", "temperature", "heating", "warm"), "channel": ("channel", "tv", "television"),
                "strength": ("strength", "strong", "weak")}
_TOPIC_SETTING = {"thermostat": "setting:temperature", "channel": "setting:channel", "strength": "setting:strength"}
_ROUTINE_WORDS = frozenset("when what time which day does do did usually typically normally generally late later "
                           "unusually much than usual was were on at".split())


def _words(text: str) -> set:
    return content_words(text.replace("_", " "))


def activity_label(ctx: QueryContext, events: Sequence[Event]) -> str:
    """The activity label of `events` that best matches the question's words ("" when none shares
    at least half of its words)."""
    asked = _words(ctx.plan.question.lower()) - _ROUTINE_WORDS - set(ctx.plan.persons)
    labels = {str(e.extras.get("activity", "")) for e in events if e.extras.get("activity")}
    scored = []
    for label in labels:
        words = _words(label)
        shared = len(words & asked)
        if words and shared * 2 >= len(words):
            scored.append((shared / len(words), shared, label))
    return max(scored)[2] if scored else ""


def _second(time_ns: int) -> int:
    return (time_ns // NS) % DAY_S


def _runs(events: Sequence[Event], label: str) -> Dict[int, Event]:
    """The first event of each day's run of `label` (day = days since the epoch, UTC)."""
    firsts: Dict[int, Event] = {}
    for event in events:
        if event.extras.get("activity") == label:
            firsts.setdefault(event.time_ns // NS // DAY_S, event)
    return firsts


def _clock(seconds: int) -> str:
    return f"{seconds // 3600 % 24:02d}:{seconds % 3600 // 60:02d}"


def routine_time(ctx: QueryContext) -> Optional[Draft]:
    """"At what time does Alice usually make tea?" / "On which day was she unusually late?";
    None when no labelled activity matches."""
    for person in ctx.person_ids():
        events = person_events(ctx, person)
        label = activity_label(ctx, events)
        runs = _runs(events, label) if label else {}
        if len(runs) < 2:
            continue
        median = statistics.median(_second(e.time_ns) for e in runs.values())
        days = sorted(runs)
        late = [d for d in days if _second(runs[d].time_ns) > median + LATE_S]
        if re.search(r"\blater?\b|\bunusual", ctx.plan.question.lower()):
            return _late_draft(ctx, person, label, runs, late, median)
        recent = [runs[d] for d in days if d not in late][-5:]
        usual = int(round(statistics.median(_second(e.time_ns) for e in recent) / 300.0)) * 300
        return Draft(answer=f"{ctx.display(person).capitalize()} usually does {label.replace('_', ' ')} around "
                            f"{_clock(usual)} (median of the last {len(recent)} ordinary days).",
                     value=_clock(usual), value_type="str",
                     candidates=[event_evidence(ctx, e, 1.0 - 0.01 * i) for i, e in enumerate(reversed(recent))])
    return None


def _late_draft(ctx: QueryContext, person: str, label: str, runs: Dict[int, Event], late: List[int],
                median: float) -> Draft:
    name = ctx.display(person).capitalize()
    if not late:
        return Draft(answer=f"{name} was never much later than usual ({label.replace('_', ' ')} around "
                            f"{_clock(int(median))}).", value="none", value_type="str",
                     candidates=[event_evidence(ctx, runs[d]) for d in sorted(runs)[-5:]])
    day = late[-1]
    origin_day = ctx.origin_ns // NS // DAY_S
    date = datetime.fromtimestamp(day * DAY_S, tz=timezone.utc).date().isoformat()
    normal = [runs[d] for d in sorted(runs) if d not in late][-2:]
    return Draft(answer=f"On day {day - origin_day + 1} ({date}) {name} did it at {_clock(_second(runs[day].time_ns))}, "
                        f"much later than the usual {_clock(int(median))}.",
                 value=f"day {day - origin_day + 1}", value_type="str",
                 candidates=[event_evidence(ctx, runs[day])] + [event_evidence(ctx, e, 0.8) for e in reversed(normal)])


_MANNER = re.compile(r"^how (?:\w+ )?(?:does|do|did) \w+ (?:like|take|have|want|drink)\b")


def preference_topic(ctx: QueryContext) -> str:
    """The preference topic a question asks about ("how does Bob like his coffee": its strength)."""
    words = set(re.findall(r"[a-z]+", ctx.plan.question.lower()))
    if _MANNER.search(ctx.plan.question.lower()) and not words & {"mug", "cup", "thermostat", "channel"}:
        return "strength"
    order = ("mug", "thermostat", "channel", "strength", "drink")  # "which mug ... for tea" is about the mug
    for topic in order:
        if words & set(_TOPIC_WORDS[topic]):
            return topic
    return ""


def _choices(ctx: QueryContext, events: Sequence[Event], topic: str) -> List[Tuple[str, Event]]:
    """(value, event) choices of the person on the topic, oldest first."""
    out: List[Tuple[str, Event]] = []
    for event in events:
        if event.kind is not EventKind.ACTION:
            continue
        label = str(event.extras.get("activity", ""))
        drink = label.split("_", 1)[1] if label.startswith(_DRINK_VERBS) and "_" in label else ""
        if topic == "drink" and drink and event.verb == "toggle":
            out.append((drink, event))
        elif topic == "mug" and drink and event.verb == "pick" and event.objects and _is_mug(ctx, event.objects[0]):
            out.append((event.objects[0], event))
        elif topic in _TOPIC_SETTING and event.verb == "set":
            delta = next((d for d in event.deltas if d.attribute == _TOPIC_SETTING[topic]), None)
            if delta is not None:
                out.append((delta.value, event))
    return out


def _is_mug(ctx: QueryContext, entity: str) -> bool:
    record = ctx.entity_record(entity)
    if record is None:
        return False
    return bool({"mug", "cup"} & set(f"{record.category or ''} {record.name or ''}".lower().split()))


def preference_answer(ctx: QueryContext) -> Optional[Draft]:
    """A person's preference on the question's topic; None when memory cannot tell."""
    topic = preference_topic(ctx)
    if not topic:
        return None
    for person in ctx.person_ids():
        stated = stated_preference(ctx, person, topic)
        choices = _choices(ctx, person_events(ctx, person), topic)
        shown, shown_events = _shown(choices, topic)
        if stated is not None:
            support = [e for v, e in choices if v == stated.value][-4:]
            candidates = [fact_evidence(ctx, stated)] + [event_evidence(ctx, e, 0.8) for e in reversed(support)]
            return _preference_draft(ctx, person, topic, stated.value, "said so", candidates)
        if shown is not None:
            candidates = [event_evidence(ctx, e, 1.0 - 0.01 * i) for i, e in enumerate(reversed(shown_events))]
            return _preference_draft(ctx, person, topic, shown, f"chose it {len(shown_events)} times", candidates)
    return None


def _shown(choices: List[Tuple[str, Event]], topic: str) -> Tuple[Optional[str], List[Event]]:
    if not choices:
        return None, []
    counts = Counter(v for v, _ in choices)
    value, n = sorted(counts.items(), key=lambda kv: (-kv[1], kv[0]))[0]
    if n < MIN_CHOICES.get(topic, MIN_SETTING_CHOICES) or n / len(choices) < MIN_SHARE:
        return None, []
    return value, [e for v, e in choices if v == value][-4:]


def _preference_draft(ctx: QueryContext, person: str, topic: str, value: str, how: str, candidates) -> Draft:
    shown = ctx.display(value) if topic == "mug" else value
    return Draft(answer=f"{ctx.display(person).capitalize()} prefers {shown} ({topic}; {how}, as of "
                        f"{format_iso(ctx.now_ns)}).", value=value, value_type="entity" if topic == "mug" else "str",
                 candidates=candidates)
