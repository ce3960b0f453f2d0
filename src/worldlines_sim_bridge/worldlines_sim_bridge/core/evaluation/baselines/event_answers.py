"""Event, source, preference, routine and commitment questions answered from retrieved sentences."""
from __future__ import annotations

import re
import statistics
from collections import Counter
from datetime import datetime, timedelta, timezone
from typing import Optional

from worldlines_sim_bridge.core.evaluation.baselines import sentence_parse as parse
from worldlines_sim_bridge.core.evaluation.baselines.answer_context import DAY_NS, AnswerContext, Found
from worldlines_sim_bridge.core.evaluation.records import ROBOT_ID, ns_to_iso

_PREFERS = re.compile(r"\b(?:prefer|like|love|want|enjoy)s?\s+(?:the |my |a |an )?([a-z]+)")
_PROMISE = re.compile(r"\b(?:i will|i'll|i promise to|i am going to)\s+(.+?)(?:\s+(?:after|before|tomorrow|tonight|later"
                      r"|at \d|on \w+day|this \w+)\b|[.!\"]|$)")
_CANCEL = re.compile(r"\b(?:cancel|no longer|stop reminding|don't remind|never mind)\b")
_TOMORROW = re.compile(r"\btomorrow\b")
_CHOICE = re.compile(r"\b([a-z]+) or ([a-z]+)\b")
_NUMERIC_TOPIC = re.compile(r"\b(?:temperature|thermostat|degrees|volume|how many|how much)\b")
FIVE_MINUTES = 5


def _matching(context: AnswerContext) -> list:
    """Sentences about the target by the person with the verb asked about; when none, the
    constraints are dropped verb first, then person."""
    about = context.about_target()
    for candidates in (context.with_verbs(context.by_person(about)), context.by_person(about),
                       context.with_verbs(about)):
        if candidates:
            return candidates
    return about


def event_when(context: AnswerContext) -> Found:
    matching = sorted((r for r in _matching(context) if context.query.in_window(r.time_ns)), key=lambda r: r.time_ns)
    if not matching:
        return None
    ordinal = getattr(context.query.plan.temporal.ordinal, "value", None)
    return ns_to_iso((matching[0] if ordinal == "first" else matching[-1]).time_ns), "time"


def event_who(context: AnswerContext) -> Found:
    for record in context.newest_first(context.with_verbs(context.about_target())):
        actor = parse.actor_of(record, context.lexicon)
        if actor:
            return actor, "person"
    return None


def event_count(context: AnswerContext) -> Found:
    matching = [r for r in _matching(context) if context.query.in_window(r.time_ns)]
    return (len(matching), "int") if matching else None


def source(context: AnswerContext) -> Found:
    """Who said it: the speaker of the newest heard sentence about the target (at the place named)."""
    heard = context.newest_first(context.heard(context.about_target()))
    for record in heard:
        if not context.places or any(parse.place_of(record, context.lexicon, t) in context.places
                                     for t in context.targets):
            return record.speaker, "person"
    return (heard[0].speaker, "person") if heard else None


def said_where(context: AnswerContext) -> Found:
    for record in context.newest_first(context.by_person(context.heard(context.about_target()))):
        place = next((p for p in (parse.place_of(record, context.lexicon, t) for t in context.targets) if p), None)
        if place:
            return place, context.value_type(place)
    return None


def was_right(context: AnswerContext) -> Found:
    """Whether a claim holds: compare the named place with the newest place seen, not heard."""
    for record in context.newest_first(context.about_target()):
        if record.speaker:
            continue
        place = next((p for p in (parse.place_of(record, context.lexicon, t) for t in context.targets) if p), None)
        if place:
            return ("yes" if place in context.places else "no"), "bool"
    return None


def preference(context: AnswerContext) -> Found:
    """What a person said they prefer (a number for temperature-like questions); failing that,
    the number they themselves last set."""
    numeric = bool(_NUMERIC_TOPIC.search(context.query.question.lower()))
    for record in context.newest_first(context.by_person(context.heard())):
        text = record.text.lower()
        if numeric and parse.numbers(text):
            return parse.numbers(text)[0], "value"
        found = _PREFERS.search(text)
        if found and not numeric:
            return found.group(1), "value"
    if numeric and context.persons:
        for record in context.newest_first(context.by_person(context.about_target())):
            if not record.speaker and parse.numbers(record.text):
                return parse.numbers(record.text)[-1], "value"
    return None


def choice(context: AnswerContext) -> Found:
    """"tea or coffee": the option the person said they prefer, else the one named most."""
    options = _CHOICE.search(context.query.question.lower())
    if options is None:
        return preference(context)
    first, second = options.group(1), options.group(2)
    related = context.by_person(context.records)
    for record in context.newest_first(context.heard(related)):
        found = _PREFERS.search(record.text.lower())
        if found and found.group(1) in (first, second):
            return found.group(1), "value"
    counts = Counter(w for r in related for w in re.findall(r"[a-z]+", r.text.lower()) if w in (first, second))
    return (counts.most_common(1)[0][0], "value") if counts else None


def _minutes(time_ns: int) -> int:
    return (time_ns % DAY_NS) // 60_000_000_000


def usual_time(context: AnswerContext) -> Found:
    """The median clock time of the matching sentences, to the nearest five minutes."""
    matching = _matching(context)
    if not matching:
        return None
    median = int(statistics.median(_minutes(r.time_ns) for r in matching))
    rounded = int(round(median / FIVE_MINUTES) * FIVE_MINUTES) % 1440
    return f"{rounded // 60:02d}:{rounded % 60:02d}", "value"


def unusual_day(context: AnswerContext, *, late: bool) -> Found:
    """The day the matching activity happened latest (or earliest) in the day."""
    matching = _matching(context)
    if not matching:
        return None
    chosen = (max if late else min)(matching, key=lambda r: (_minutes(r.time_ns), r.time_ns))
    return f"day {context.day_of(chosen.time_ns)}", "value"


def _requests(context: AnswerContext) -> list:
    return [r for r in context.newest_first(context.heard(context.about_target())) if parse.is_request(r)]


def remind_time(context: AnswerContext) -> Found:
    for record in _requests(context):
        times = parse.clock_times(record.text)
        if "remind" in record.text.lower() and times:
            return times[0], "value"
    return None


def reminder_active(context: AnswerContext) -> Found:
    reminders = [r for r in _requests(context) if "remind" in r.text.lower()]
    if not reminders:
        return None
    cancelled = any(_CANCEL.search(r.text.lower()) and r.time_ns > reminders[-1].time_ns for r in context.records)
    return ("no" if cancelled else "yes"), "bool"


def promise(context: AnswerContext) -> Found:
    for record in context.newest_first(context.by_person(context.heard())):
        found = _PROMISE.search(record.text.lower())
        if found:
            return found.group(1).strip(), "text"
    return None


def who_asked(context: AnswerContext) -> Found:
    requests = _requests(context)
    return (requests[0].speaker, "person") if requests else None


def request_done(context: AnswerContext) -> Found:
    """Yes when, after the request, the robot reported or was seen doing it."""
    requests = _requests(context)
    if not requests:
        return None
    asked_ns = requests[-1].time_ns
    for record in context.about_target():
        robot_said = record.speaker == ROBOT_ID or parse.actor_of(record, context.lexicon) == ROBOT_ID
        if record.time_ns > asked_ns and robot_said and not parse.is_request(record):
            return "yes", "bool"
    return "no", "bool"


def schedule_when(context: AnswerContext) -> Found:
    """When a planned event happens: weekday and clock time in the newest mention, dated from the
    day it was said ("on Sunday at 20:00" said on a Thursday -> the coming Sunday)."""
    for record in context.newest_first(context.about_target()):
        times = parse.clock_times(record.text)
        if not times:
            continue
        said = datetime.fromtimestamp(record.time_ns // 1_000_000_000, tz=timezone.utc)
        weekday = parse.weekday_named(record.text)
        ahead: Optional[int] = 1 if _TOMORROW.search(record.text.lower()) else None
        if weekday is not None:
            ahead = (weekday - said.weekday()) % 7 or 7
        if ahead is None:
            return times[0], "value"
        hour, minute = (int(x) for x in times[0].split(":"))
        day = (said + timedelta(days=ahead)).replace(hour=hour, minute=minute, second=0, microsecond=0)
        return day.isoformat(), "time"
    return None


def most_named(context: AnswerContext) -> Found:
    """The entity, other than those asked about, that the retrieved sentences name most."""
    asked = set(context.targets) | set(context.persons)
    counts: Counter[str] = Counter()
    for record in context.about_target():
        for mention in context.lexicon.mentions(parse.spoken(record)):
            entity = mention.ids[0] if mention.ids else ""
            if entity and entity not in asked and entity not in context.lexicon.persons:
                counts[entity] += 1
    if not counts:
        return None
    return sorted(counts.items(), key=lambda item: (-item[1], item[0]))[0][0], "entity"
