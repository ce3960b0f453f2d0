"""The leakage checker: every sample may rest only on what the robot perceived before its cutoff.

For each sample it verifies that (1) every evidence event exists, happened at or before the cutoff
and has the robot among its observers; (2) ``sessions`` are exactly the sessions of the evidence;
(3) the reference answer is derivable from robot-visible history: state answers are recomputed by
an independent replay of the robot's perceptions (``RobotView``) at the cutoff, and other answers
must be supported by the evidence events themselves (their actor, objects, deltas, claims,
commitment fields, times or count). Hidden / uncertain samples must carry the belief label the
engine's rule gives from robot-visible events.
"""
from __future__ import annotations

import statistics
from typing import Any, Dict, Iterable, List, Optional

from obsmem_ros import Event

from ..sim.clock import DAY_S, NS_PER_S, clock_to_s, iso_to_ns, ns_to_iso
from ..sim.home import EntityKind
from ..sim.perception import RobotView
from .belief import judge
from .families_habits import DRINK_ACTIVITIES
from .index import TraceIndex

STATE_SUBTYPES = {("current_state", "location"), ("current_state", "open"), ("current_state", "power"),
                  ("current_state", "setting"), ("hidden_uncertain", "location"), ("hidden_uncertain", "never_seen"),
                  ("state_multihop", "room"), ("overwritten_state", "at_time")}


def check_samples(samples: Iterable[Dict[str, Any]], index: TraceIndex) -> List[str]:
    """Every problem found, one sentence each (empty when all samples are clean)."""
    samples = list(samples)
    problems: List[str] = []
    for sample in samples:
        problems += _check_evidence(sample, index)
        if (sample["family"], sample.get("subtype", "")) not in STATE_SUBTYPES:
            problem = _check_supported(sample, index)
            if problem:
                problems.append(f"sample {sample['id']}: {problem}")
    problems += _check_states(samples, index)
    return problems


def _check_evidence(sample: Dict[str, Any], index: TraceIndex) -> List[str]:
    out = []
    cutoff = iso_to_ns(sample["cutoff"])
    for event_id in sample["evidence"]:
        event = index.by_id.get(event_id)
        if event is None:
            out.append(f"sample {sample['id']}: evidence {event_id!r} is not in the trace")
        elif event.time_ns > cutoff:
            out.append(f"sample {sample['id']}: evidence {event_id} at {ns_to_iso(event.time_ns)} is after the cutoff {sample['cutoff']}")
        elif index.robot not in event.observers:
            out.append(f"sample {sample['id']}: evidence {event_id} was not perceived by the robot")
    if not out and sorted(sample.get("sessions", [])) != index.sessions_of(sample["evidence"]):
        out.append(f"sample {sample['id']}: sessions {sample.get('sessions')} differ from the evidence's sessions")
    return out


def _values(event: Event) -> set:
    values = {event.actor, event.id, ns_to_iso(event.time_ns), *event.objects}
    values |= {f.value for f in (*event.deltas, *event.claims)}
    activity = dict(event.extras).get("activity", "")
    values |= {DRINK_ACTIVITIES[activity]} if activity in DRINK_ACTIVITIES else set()
    info = dict(event.extras).get("commitment") or {}
    values |= {str(v) for v in info.values() if isinstance(v, str)}
    values |= {g["value"] for g in info.get("goal", [])}
    if info.get("due_text"):
        values |= set(info["due_text"].split())
    return values


def _check_supported(sample: Dict[str, Any], index: TraceIndex) -> Optional[str]:
    events = [index.by_id[e] for e in sample["evidence"] if e in index.by_id]
    ans = sample["answer"]
    value, subtype = ans["value"], sample.get("subtype", "")
    if not events:
        return "has no evidence to support its answer"
    if ans["type"] == "count":
        return None if value == len(events) else f"count {value} differs from its {len(events)} evidence events"
    if subtype == "usual_time":
        median = statistics.median((e.time_ns // NS_PER_S) % DAY_S for e in events)
        return None if abs(clock_to_s(value) - median) <= 20 * 60 else f"usual time {value} is far from the evidence"
    if subtype == "late_day":
        days = {f"day {index.day(e.time_ns)}" for e in events}
        return None if value in days else f"late day {value} is not the day of any evidence event"
    if ans["type"] == "bool":
        return _check_bool(sample, events, index)
    if sample["family"] == "planning":
        return _check_plan(sample, events)
    supported = set().union(*(_values(e) for e in events))
    return None if str(value) in supported else f"answer {value!r} appears in none of its evidence events"


def _check_bool(sample: Dict[str, Any], events: List[Event], index: TraceIndex) -> Optional[str]:
    subtype, value = sample["subtype"], sample["answer"]["value"]
    if subtype == "was_right":
        claim = next(c for c in events[0].claims if c.entity == sample["target"]["entity"])
        seen = next(d.value for d in events[-1].deltas if d.entity == claim.entity and d.attribute == "location")
        expected = "yes" if seen == claim.value else "no"
    elif subtype == "reminder_active":
        cancelled = any((dict(e.extras).get("commitment") or {}).get("action") == "cancel" for e in events)
        expected = "no" if cancelled else "yes"
    else:
        cancelled = any((dict(e.extras).get("commitment") or {}).get("action") == "cancel" for e in events)
        done = any(dict(e.extras).get("fulfils") and "could not" not in e.utterance for e in events)
        expected = "yes" if done and not cancelled else "no"
    return None if value == expected else f"bool answer {value} but the evidence says {expected}"


def _check_plan(sample: Dict[str, Any], events: List[Event]) -> Optional[str]:
    supported = set().union(*(_values(e) for e in events))
    for fact in sample["constraints"]:
        if fact["value"] not in supported:
            return f"constraint {fact} is supported by none of its evidence events"
    return None


def _check_states(samples: List[Dict[str, Any]], index: TraceIndex) -> List[str]:
    """Replay the robot's perceptions once, checking each state answer at its cutoff."""
    checks = []
    for sample in samples:
        key = (sample["family"], sample.get("subtype", ""))
        if key in STATE_SUBTYPES:
            at = sample["target"].get("at") if key == ("overwritten_state", "at_time") else sample["cutoff"]
            checks.append((iso_to_ns(at), sample["id"], sample))
        if sample["family"] == "planning":
            checks.append((iso_to_ns(sample["cutoff"]), sample["id"], sample))
    checks.sort(key=lambda c: (c[0], c[1]))
    view, problems, position = RobotView(index.robot), [], 0
    for time_ns, _sid, sample in checks:
        while position < len(index.events) and index.events[position].time_ns <= time_ns:
            view.update(index.events[position])
            position += 1
        problem = _state_problem(sample, view, index, time_ns)
        if problem:
            problems.append(f"sample {sample['id']}: {problem}")
    return problems


def _state_problem(sample: Dict[str, Any], view: RobotView, index: TraceIndex, time_ns: int) -> Optional[str]:
    if sample["family"] == "planning":
        for fact in sample["constraints"]:
            if fact["attribute"] in ("location", "state") or fact["attribute"].startswith("setting:"):
                known = view.value(fact["entity"], fact["attribute"])
                if known is None or known.value != fact["value"]:
                    return f"constraint {fact} is not what the robot perceived last"
        return None
    target, ans = sample["target"], sample["answer"]
    entity, attribute = target["entity"], target["attribute"]
    if attribute == "room":
        known = _room(view, index, entity)
    else:
        entry = view.value(entity, attribute)
        known = entry.value if entry else None
    if sample.get("subtype") in ("open", "power") and known is not None:
        known = "yes" if known in ("open", "on") else "no"
    if known != ans["value"]:
        return f"answer {ans['value']!r} differs from the robot's perceived {attribute} {known!r}"
    if sample["family"] == "hidden_uncertain" and ans["value"] is not None:
        label = judge(index, entity, attribute, time_ns).label
        if label != sample.get("expected_belief"):
            return f"expected belief {sample.get('expected_belief')!r} differs from {label!r} by the robot-visible rule"
    return None


def _room(view: RobotView, index: TraceIndex, entity: str) -> Optional[str]:
    current = entity
    for _ in range(12):
        if index.kinds.get(current) is EntityKind.ROOM:
            return current
        entry = view.value(current, "location")
        if entry is None:
            return None
        current = entry.value
    return None
