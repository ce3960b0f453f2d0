"""Pure conversions between obsmem_interfaces messages and the engine's records.

No node state here: every function takes a message or a record and returns the other, so the
node callbacks read as "convert in, call the core, convert out". Tested on their own.
"""
from __future__ import annotations

import json
from typing import Any, Iterable, Mapping, Optional

from builtin_interfaces.msg import Time

from obsmem_interfaces import msg
from obsmem_ros.core import EngineConfig
from obsmem_ros.core.records import Belief, BeliefLabel, Event, Fact, FactSpec
from obsmem_ros.core.timefmt import parse_iso_ns
from obsmem_ros.core.bounded_json import loads_bounded
from obsmem_ros.core.validation import event_from_fields
from obsmem_ros.errors import InvalidEventError

_LABEL_CODES = {
    BeliefLabel.FRESH: msg.BeliefStatus.FRESH,
    BeliefLabel.STALE: msg.BeliefStatus.STALE,
    BeliefLabel.UNCERTAIN: msg.BeliefStatus.UNCERTAIN,
    BeliefLabel.CONTRADICTED: msg.BeliefStatus.CONTRADICTED,
    BeliefLabel.UNKNOWN: msg.BeliefStatus.UNKNOWN,
}


class ConversionError(ValueError):
    """A message could not be converted; the text names the field and the reason."""


def ns_to_time(ns: Optional[int]) -> Time:
    """Int nanoseconds to ``builtin_interfaces/Time`` (zero for None)."""
    sec, nanosec = divmod(int(ns or 0), 1_000_000_000)
    return Time(sec=sec, nanosec=nanosec)


def time_to_ns(stamp: Time) -> int:
    return int(stamp.sec) * 1_000_000_000 + int(stamp.nanosec)


def iso_to_time(text: str) -> Time:
    return ns_to_time(parse_iso_ns(text))


def _fact_spec(fact: msg.StateFact) -> dict[str, str]:
    spec = {"entity": fact.entity, "attribute": fact.attribute, "value": fact.value}
    if fact.value_type:
        spec["value_type"] = fact.value_type
    return spec


def world_event_to_event(message: msg.WorldEvent, config: EngineConfig) -> Event:
    """A WorldEvent as an ``Event``, validated once here at the ROS edge (``InvalidEventError``
    names the field, also for an ``extras_json`` nested deeper than ``config.max_json_depth``;
    ``ConversionError`` an ``extras_json`` that is not JSON)."""
    try:
        extras = (loads_bounded(message.extras_json, max_depth=config.max_json_depth, field="extras_json")
                  if message.extras_json.strip() else {})
    except json.JSONDecodeError as err:
        raise ConversionError(f"WorldEvent {message.id!r}: field extras_json is not JSON ({err.msg}).") from None
    except InvalidEventError as err:
        raise InvalidEventError(f"WorldEvent {message.id!r}: {err}", field=err.field, event_id=message.id) from None
    except ValueError as err:  # a number json cannot convert (over sys.get_int_max_str_digits() digits)
        raise ConversionError(f"WorldEvent {message.id!r}: field extras_json is not JSON ({err}).") from None
    fields = {"id": message.id, "kind": message.kind, "actor": message.actor, "verb": message.verb,
              "objects": list(message.objects), "location": message.location, "observers": list(message.observers),
              "text": message.text, "utterance": message.utterance, "addressee": message.addressee,
              "deltas": [_fact_spec(f) for f in message.deltas], "claims": [_fact_spec(f) for f in message.claims],
              "session_id": message.session_id, "source": message.source, "extras": extras}
    return event_from_fields(fields, config, time_ns=time_to_ns(message.stamp))


def _state_fact(spec: FactSpec, stamp: Time) -> msg.StateFact:
    return msg.StateFact(entity=spec.entity, attribute=spec.attribute, value=spec.value,
                         value_type=spec.value_type.value, stamp=stamp)


def event_to_world_event(event: Event) -> msg.WorldEvent:
    """An ``Event`` as a WorldEvent message (bag replay, the planner's feedback, tests)."""
    stamp = ns_to_time(event.time_ns)
    return msg.WorldEvent(
        id=event.id, stamp=stamp, kind=event.kind.value, actor=event.actor, verb=event.verb,
        objects=list(event.objects), location=event.location, observers=list(event.observers), text=event.text,
        utterance=event.utterance, addressee=event.addressee,
        deltas=[_state_fact(d, stamp) for d in event.deltas], claims=[_state_fact(c, stamp) for c in event.claims],
        session_id=event.session_id, source=event.source, extras_json=json.dumps(dict(event.extras), sort_keys=True),
    )


def belief_to_msg(belief: Optional[Belief]) -> msg.BeliefStatus:
    """A Belief as BeliefStatus (UNKNOWN for None)."""
    if belief is None:
        return msg.BeliefStatus(status=msg.BeliefStatus.UNKNOWN, label=BeliefLabel.UNKNOWN.value)
    return msg.BeliefStatus(
        entity=belief.entity, attribute=belief.attribute, status=_LABEL_CODES[belief.label],
        label=belief.label.value, reason=belief.reason, intervening_events=belief.intervening_events,
        intervening_actors=len(belief.intervening_actors), last_verified=ns_to_time(belief.last_verified_ns),
        evidence_ids=list(belief.evidence_ids),
    )


def belief_json_to_msg(belief: Optional[Mapping[str, Any]]) -> msg.BeliefStatus:
    """The ``belief`` object of an answer's JSON as BeliefStatus."""
    if not belief:
        return belief_to_msg(None)
    label = BeliefLabel(belief.get("label", "unknown"))
    return msg.BeliefStatus(
        entity=str(belief.get("entity", "")), attribute=str(belief.get("attribute", "")),
        status=_LABEL_CODES[label], label=label.value, reason=str(belief.get("reason", "")),
        intervening_events=int(belief.get("intervening_events", 0) or 0),
        intervening_actors=_count(belief.get("intervening_actors", 0)),
        evidence_ids=[str(e) for e in belief.get("evidence_ids", [])],
    )


def _count(value: Any) -> int:
    return len(value) if isinstance(value, (list, tuple)) else int(value or 0)


def fact_to_msg(fact: Fact, belief: Optional[Belief] = None) -> msg.StateFact:
    return msg.StateFact(
        entity=fact.entity, attribute=fact.attribute, value=fact.value, value_type=fact.value_type.value,
        stamp=ns_to_time(fact.time_ns), provenance=fact.provenance.value, reporter=fact.reporter,
        evidence_ids=list(fact.evidence_ids) or [fact.source_event_id], belief=belief_to_msg(belief),
    )


def evidence_json_to_msg(item: Mapping[str, Any]) -> msg.Evidence:
    """One evidence object of an answer's JSON ({id, view, time, text, ...}) as Evidence."""
    time_text = item.get("time")
    return msg.Evidence(
        id=str(item.get("id", "")), view=str(item.get("view", "")),
        stamp=iso_to_time(time_text) if time_text else ns_to_time(0), text=str(item.get("text", "")),
        provenance=str(item.get("provenance", "") or ""), reporter=str(item.get("reporter", "") or ""),
        session_id=str(item.get("session_id", "") or ""), score=float(item.get("score", 0.0) or 0.0),
        event_ids=strings(item.get("event_ids") or ()),
    )


def answer_json_to_response(answer: Mapping[str, Any], response: Any, latency_ms: float) -> Any:
    """Fill a Query.Response from an answer's JSON form (docs/formats.md "Answer")."""
    value = answer.get("value")
    response.known = bool(answer.get("known", value is not None))
    response.answer = str(answer.get("answer", ""))
    response.value = "" if value is None else (json.dumps(value) if isinstance(value, (list, dict)) else str(value))
    response.value_type = str(answer.get("value_type", "none") or "none")
    response.intent = str(answer.get("intent", ""))
    response.belief = belief_json_to_msg(answer.get("belief"))
    response.evidence = [evidence_json_to_msg(e) for e in answer.get("evidence", [])]
    response.latency_ms = float(latency_ms)
    return response


def strings(values: Iterable[Any]) -> list[str]:
    return [str(v) for v in values]


def entity_to_msg(entity: Any, belief: Optional[Belief] = None) -> msg.EntityRecord:
    """An Entity view record (``core.views.entity.Entity``) as EntityRecord."""
    return msg.EntityRecord(
        id=entity.id, name=entity.name, category=entity.category, aliases=strings(entity.aliases),
        attributes=strings(entity.attributes), location=entity.location, last_seen=ns_to_time(entity.last_seen_ns),
        observations=int(entity.observations), belief=belief_to_msg(belief),
    )


def routine_to_msg(routine: Any) -> msg.Routine:
    """A mined routine (``core.views.knowledge.RoutineSkill``) as Routine."""
    return msg.Routine(
        id=routine.id, person=routine.actor, goal=routine.goal, steps=strings(routine.steps),
        key_objects=strings(routine.key_objects), supporting_episodes=strings(routine.supporting_episodes),
        count=int(routine.count), confidence=float(routine.confidence),
    )


def preference_to_msg(preference: Any) -> msg.Preference:
    """A mined or stated preference (``core.views.knowledge.Preference``) as Preference."""
    return msg.Preference(
        id=preference.id, person=preference.actor, topic=preference.topic, statement=preference.statement,
        value=preference.value, confidence=float(preference.confidence), support=int(preference.support),
        provenance=preference.provenance, evidence_ids=strings(preference.evidence_ids),
    )


def event_to_evidence(event: Any, *, view: str = "event", score: float = 0.0) -> msg.Evidence:
    """A stored event (``core.records.Event``) as Evidence."""
    provenance = "reported" if event.kind.value == "utterance" else "observed"
    return msg.Evidence(
        id=event.id, view=view, stamp=ns_to_time(event.time_ns), text=event.describe(), provenance=provenance,
        reporter=event.actor if provenance == "reported" else "", session_id=event.session_id, score=float(score),
    )


def _actions_to_dicts(actions: Iterable[msg.ObservedAction]) -> list[dict[str, Any]]:
    return [{"verb": a.verb, "noun": a.noun, "all_nouns": list(a.all_nouns), "start_ns": time_to_ns(a.start),
             "end_ns": time_to_ns(a.end), "narration": a.narration, "confidence": float(a.confidence)}
            for a in actions]


def segment_to_dict(record: msg.SegmentRecord) -> dict[str, Any]:
    """A SegmentRecord in the dict form ``core.segments.segment_to_events`` takes."""
    return {
        "id": record.id, "participant": record.participant, "session_id": record.session_id,
        "start_ns": time_to_ns(record.start), "end_ns": time_to_ns(record.end), "backend": record.backend,
        "location": record.location, "actions": _actions_to_dicts(record.actions),
        "objects": [{"name": o.name, "entity_hint": o.entity_hint, "attributes": list(o.attributes),
                     "location": o.location, "confidence": float(o.confidence)} for o in record.objects],
        "utterances": [{"speaker": u.speaker, "text": u.text, "start_ns": time_to_ns(u.start),
                        "end_ns": time_to_ns(u.end), "confidence": float(u.confidence)} for u in record.utterances],
        "summary": record.summary,
    }


def activity_to_evidence(activity: Any) -> msg.Evidence:
    """A found activity (``core.memora_tools.Activity``) as Evidence."""
    return msg.Evidence(id=activity.id, view=activity.view, stamp=ns_to_time(activity.time_ns), text=activity.text,
                        session_id=activity.session_id, score=float(activity.score))
