"""State questions answered from retrieved sentences: where / what setting / open or on, now or
before, what is in a place, which room, whose, where the last picked-up thing went."""
from __future__ import annotations

import re
from typing import Optional

from worldlines_sim_bridge.core.evaluation.baselines import sentence_parse as parse
from worldlines_sim_bridge.core.evaluation.baselines.answer_context import AnswerContext, Found
from worldlines_sim_bridge.core.evaluation.baselines.text_records import TextRecord

_STATE_ASKED = re.compile(r"\b(open|closed|shut|on|off|running|switched on|switched off|turned on|turned off)\s*$")
_STATE_WORD = {"open": "open", "closed": "closed", "shut": "closed", "on": "on", "running": "on", "switched on": "on",
               "turned on": "on", "off": "off", "switched off": "off", "turned off": "off"}
_TRAILING_TIME = re.compile(r"\s*\b(?:right now|now|currently|at the moment|at present|still)\b\s*$")
_SETTING_ASKED = (re.compile(r"\bthe (\w+) of the\b"), re.compile(r"^what (\w+) is the\b"),
                  re.compile(r"^what is the [\w ]+? (\w+) set to\b"))
_NOT_SETTINGS = frozenset({"location", "color", "colour", "owner", "room", "name", "kind", "type", "state"})
_CHANGED_TO = re.compile(r"\bchanged to ([\w:.\-]+)")


def asked_attribute(context: AnswerContext) -> tuple[str, Optional[str]]:
    """(attribute, expected value of a yes/no question) as the question words them."""
    question = _TRAILING_TIME.sub("", context.query.question.strip().lower().rstrip("?").strip())
    state = _STATE_ASKED.search(question)
    if state and re.match(r"^(?:is|are|was|were)\b", question) and not context.places:
        return "state", _STATE_WORD[state.group(1)]
    attribute = context.query.plan.attribute or "location"
    if not attribute.startswith("setting:"):
        for pattern in _SETTING_ASKED:
            found = pattern.search(question)
            if found and found.group(1) not in _NOT_SETTINGS:
                return f"setting:{found.group(1)}", None
    return attribute, None


def _value_in(record: TextRecord, context: AnswerContext, attribute: str) -> Found:
    if attribute.startswith("setting:"):
        value = parse.setting_value(record, attribute.split(":", 1)[1])
        return (value, "value") if value else None
    if attribute == "state":
        if not any(parse.mentions_entity(record, context.lexicon, t) for t in context.targets):
            return None
        value = parse.state_value(record)
        return (value, "value") if value else None
    place = next((p for p in (parse.place_of(record, context.lexicon, t) for t in context.targets) if p), None)
    return (place, context.value_type(place)) if place else None


def state_values(context: AnswerContext, attribute: str) -> list[tuple[Found, TextRecord]]:
    """(value, record) of the asked attribute, newest sentence first, one per sentence."""
    pairs = [(_value_in(r, context, attribute), r) for r in context.newest_first()]
    return [(value, record) for value, record in pairs if value is not None]


def current_state(context: AnswerContext) -> Found:
    if not context.targets and context.places:
        return contents(context)
    attribute, expected = asked_attribute(context)
    values = state_values(context, attribute)
    question = context.query.question.strip().lower()
    if context.places and re.match(r"^(?:is|are)\b", question) and attribute == "location":
        return ("yes" if values and values[0][0][0] in context.places else "no"), "bool"
    if not values:
        return None
    if expected is not None:
        return ("yes" if values[0][0][0] == expected else "no"), "bool"
    return values[0][0]


def past_state(context: AnswerContext) -> Found:
    attribute, _ = asked_attribute(context)
    values = state_values(context, attribute)
    if attribute.startswith("setting:"):
        return _previous_setting(context, [v for v, _ in values])
    if context.query.start_ns is not None and context.query.plan.temporal.relation.value == "at":
        return values[0][0] if values else None
    if context.places:
        return _before_move(context, values)
    places = list(dict.fromkeys(v for v, _ in values if v[0] not in context.lexicon.persons))
    return places[1] if len(places) > 1 else (places[0] if places else None)


def _previous_setting(context: AnswerContext, values: list[Found]) -> Found:
    distinct = list(dict.fromkeys(values))
    changed = _CHANGED_TO.search(context.query.question.lower())
    if changed:
        later = [i for i, v in enumerate(distinct) if v and v[0] == changed.group(1)]
        if later and later[0] + 1 < len(distinct):
            return distinct[later[0] + 1]
    return distinct[1] if len(distinct) > 1 else (distinct[0] if distinct else None)


def _before_move(context: AnswerContext, values: list[tuple[Found, TextRecord]]) -> Found:
    """Where the target was before it was moved to the place the question names."""
    anchors = [r for v, r in values if v and v[0] in context.places]
    anchor_ns = anchors[0].time_ns if anchors else context.query.as_of_ns + 1
    for record in context.newest_first():
        if record.time_ns <= anchor_ns:
            source = next((s for s in (parse.source_of(record, context.lexicon, t) for t in context.targets) if s), None)
            if source and source not in context.places:
                return source, context.value_type(source)
    earlier = [v for v, r in values if r.time_ns < anchor_ns and v and v[0] not in context.places
               and v[0] not in context.lexicon.persons]
    return earlier[0] if earlier else None


def _latest_places(context: AnswerContext) -> dict[str, str]:
    """Each thing's newest place among the retrieved sentences."""
    latest: dict[str, str] = {}
    for record in context.newest_first():
        for pair in parse.placements(record, context.lexicon):
            thing = pair.thing.ids[0] if pair.thing.ids else ""
            if thing and thing not in latest and pair.place.ids:
                latest[thing] = pair.place.ids[0]
    return latest


def contents(context: AnswerContext) -> Found:
    inside = sorted(t for t, p in _latest_places(context).items() if p in context.places)
    return (inside, "list") if inside else None


def room(context: AnswerContext) -> Found:
    """Which room the target is in: its place, then that place's place, up to a room."""
    found = current_state(context)
    if found is None or found[1] != "entity":
        return found
    place, latest = str(found[0]), _latest_places(context)
    for _ in range(3):
        if place in context.lexicon.rooms or place not in latest:
            break
        place = latest[place]
    return place, "entity"


def owner(context: AnswerContext) -> Found:
    """Whose is the target thing that is at the named place."""
    latest = _latest_places(context)
    candidates = [t for t in context.targets if not context.places or latest.get(t) in context.places]
    for thing in candidates or context.targets:
        who = context.lexicon.fact(thing, "owner")
        if who:
            return who, "person"
    return None


def last_picked(context: AnswerContext) -> Found:
    """Where the thing the person last picked up is now."""
    for record in context.newest_first(context.by_person(context.records)):
        mentions = context.lexicon.mentions(parse.spoken(record))
        for mention in mentions[1:]:
            thing = mention.ids[0] if mention.ids else ""
            if thing and parse.holder_of(record, context.lexicon, thing):
                later = [r for r in context.newest_first() if r.time_ns >= record.time_ns]
                place = next((p for p in (parse.place_of(r, context.lexicon, thing) for r in later)
                              if p and p not in context.lexicon.persons), None)
                return (place, "entity") if place else None
    return None
