"""Event families: temporal (when, how often, who last), source-aware (who said what, were they
right) and commitments (schedules, reminders, requests, promises), all from robot-visible events."""
from __future__ import annotations

import random
from typing import Dict, List, Optional

from obsmem_ros import Event

from ..sim.clock import DAY_S, NS_PER_S, clock_of, day_start_ns, iso_to_ns, ns_to_iso
from .index import TraceIndex
from .samples import Draft, answer, balanced, be, is_place, question, random_cutoff, sentence_start

VERB_PHRASES = {("pick", ""): ("pick up", "picked up"), ("open", ""): ("open", "opened"),
                ("close", ""): ("close", "closed"), ("toggle", "on"): ("turn on", "turned on"),
                ("toggle", "off"): ("turn off", "turned off")}


def _signature(event: Event) -> Optional[tuple]:
    if event.kind.value != "action" or not event.objects or event.actor in ("", "robot"):
        return None
    state = next((d.value for d in event.deltas if d.attribute == "state"), "") if event.verb == "toggle" else ""
    key = (event.verb, state)
    return (event.actor, key, event.objects[0]) if key in VERB_PHRASES else None


def temporal(index: TraceIndex, rng: random.Random, want: int) -> List[Draft]:
    return balanced({
        "last_time": lambda: _last_time(index, rng, random_cutoff(index, rng)),
        "count": lambda: _count_day(index, rng, random_cutoff(index, rng)),
        "who_moved": lambda: _who_moved(index, rng, random_cutoff(index, rng)),
    }, want)


def _visible_actions(index: TraceIndex, t: int, since: int = 0) -> List[Event]:
    return [e for e in index.robot_events(t, since) if _signature(e) is not None]


def _last_time(index: TraceIndex, rng: random.Random, t: int) -> Optional[Draft]:
    n = index.namer
    recent = _visible_actions(index, t, since=t - 3 * DAY_S * NS_PER_S)
    if not recent:
        return None
    chosen = rng.choice(recent)
    sig = _signature(chosen)
    last = [e for e in recent if _signature(e) == sig][-1]
    actor, key, obj = sig
    infinitive, past = VERB_PHRASES[key]
    which, text = question(rng, "temporal", "last_time", p=n.person(actor), verb_inf=infinitive, x=n.the(obj))
    when = f"{clock_of(last.time_ns)} on day {index.day(last.time_ns)}"
    return Draft("temporal", "last_time", which, text, t,
                 answer("time", ns_to_iso(last.time_ns), f"{n.person(actor)} last {past} {n.the(obj)} at {when}."),
                 [last.id], {"entity": obj, "person": actor, "verb": last.verb})


def _count_day(index: TraceIndex, rng: random.Random, t: int) -> Optional[Draft]:
    n = index.namer
    day = index.day(t) - 1
    if day < 1:
        return None
    start = day_start_ns(index.home.start_date, day)
    events = [e for e in _visible_actions(index, start + DAY_S * NS_PER_S - 1, since=start)]
    if not events:
        return None
    sig = _signature(rng.choice(events))
    matching = [e for e in events if _signature(e) == sig]
    actor, key, obj = sig
    infinitive, past = VERB_PHRASES[key]
    yesterday = rng.random() < 0.4
    sub = "count_yesterday" if yesterday else "count_day"
    which, text = question(rng, "temporal", sub, p=n.person(actor), verb_inf=infinitive, x=n.the(obj), day=str(day))
    times = "once" if len(matching) == 1 else f"{len(matching)} times"
    return Draft("temporal", sub, which, text, t,
                 answer("count", len(matching), f"{n.person(actor)} {past} {n.the(obj)} {times} on day {day}."),
                 [e.id for e in matching], {"entity": obj, "person": actor, "verb": matching[0].verb, "day": str(day)})


def _who_moved(index: TraceIndex, rng: random.Random, t: int) -> Optional[Draft]:
    n = index.namer
    placed = [e for e in index.robot_events(t, t - 2 * DAY_S * NS_PER_S) if e.verb == "place"
              and e.actor not in ("", index.robot) and e.kind.value == "action"]
    last_of = {e.objects[0]: e for e in placed}
    candidates = [e for obj, e in sorted(last_of.items())
                  if (tl := index.truth.get((obj, "location"))) is not None and tl.at(t).event_id == e.id]
    if not candidates:
        return None
    last = rng.choice(candidates)
    obj = last.objects[0]
    target = last.objects[1]
    which, text = question(rng, "temporal", "who_moved", x=n.the(obj), place=n.at(target))
    return Draft("temporal", "who_moved", which, text, t,
                 answer("person", last.actor, f"{n.person(last.actor)} last moved {n.the(obj)}, putting it {n.at(target)}."),
                 [last.id], {"entity": obj, "attribute": "location"})


# --- source-aware ------------------------------------------------------------------------------


def _claims(index: TraceIndex, t: int, since: int) -> List[tuple]:
    """(event, claim) for every location claim the robot heard in [since, t]."""
    return [(e, c) for e in index.robot_events(t, since) if e.kind.value == "utterance"
            for c in e.claims if c.attribute == "location"]


def source_aware(index: TraceIndex, rng: random.Random, want: int) -> List[Draft]:
    def with_claims(maker):
        def attempt() -> Optional[Draft]:
            t = random_cutoff(index, rng)
            heard = [(e, c) for e, c in _claims(index, t, t - 3 * DAY_S * NS_PER_S) if is_place(index, c.value)]
            return maker(index, rng, t, heard) if heard else None
        return attempt
    return balanced({"who_said": with_claims(_who_said), "according_to": with_claims(_according_to),
                     "was_right": with_claims(_was_right)}, want)


def _who_said(index: TraceIndex, rng: random.Random, t: int, heard: List[tuple]) -> Optional[Draft]:
    n = index.namer
    event, claim = rng.choice(heard)
    obj, place = claim.entity, claim.value
    same = [e for e, c in heard if c.entity == obj and c.value == place]
    latest = same[-1]
    # Everyone the robot heard say it up to the cutoff said so, not only those of the recent window.
    said_it = [e for e, c in _claims(index, t, 0) if c.entity == obj and c.value == place]
    others = sorted({e.actor for e in said_it} - {latest.actor})
    which, text = question(rng, "source_aware", "who_said", x=n.the(obj), be=be(index, obj), place=n.at(place))
    return Draft("source_aware", "who_said", which, text, t,
                 answer("person", latest.actor, f"{n.person(latest.actor)} said so.", others),
                 [e.id for e in same][-3:], {"entity": obj, "attribute": "location"})


def _according_to(index: TraceIndex, rng: random.Random, t: int, heard: List[tuple]) -> Optional[Draft]:
    n = index.namer
    event, claim = rng.choice(heard)
    obj, speaker = claim.entity, event.actor
    latest_event, latest_claim = [(e, c) for e, c in heard if c.entity == obj and e.actor == speaker][-1]
    which, text = question(rng, "source_aware", "according_to", p=n.person(speaker), x=n.the(obj), be=be(index, obj))
    return Draft("source_aware", "according_to", which, text, t,
                 answer("entity", latest_claim.value, f"{n.person(speaker)} said {n.the(obj)} {be(index, obj)} {n.at(latest_claim.value)}."),
                 [latest_event.id], {"entity": obj, "attribute": "location", "person": speaker})


def _checkable(index: TraceIndex, t: int, event: Event, claim) -> Optional[object]:
    """The robot's first look at the claimed object after the claim, when nothing moved it in between."""
    timeline = index.seen.get((claim.entity, "location"))
    later = timeline.after(event.time_ns, t) if timeline else []
    if not later or index.by_id[later[0].event_id].kind.value != "observation":
        return None
    truth = index.truth.get((claim.entity, "location"))
    if truth and truth.after(event.time_ns, later[0].time_ns):
        return None
    return later[0]


def _was_right(index: TraceIndex, rng: random.Random, t: int, heard: List[tuple]) -> Optional[Draft]:
    n = index.namer
    candidates = [(e, c, k) for e, c in heard for k in [_checkable(index, t, e, c)] if k is not None]
    if not candidates:
        return None
    event, claim, check = rng.choice(candidates)
    obj, place, speaker = claim.entity, claim.value, event.actor
    right = "yes" if check.value == place else "no"
    which, text = question(rng, "source_aware", "was_right", p=n.person(speaker), x=n.the(obj), be=be(index, obj), place=n.at(place))
    verdict = "Yes" if right == "yes" else f"No, the robot later saw {n.the(obj)} {n.at(check.value)}"
    return Draft("source_aware", "was_right", which, text, t, answer("bool", right, f"{verdict}."),
                 [event.id, check.event_id], {"entity": obj, "attribute": "location", "person": speaker})


# --- commitments -------------------------------------------------------------------------------


def _commitments(index: TraceIndex, t: int) -> Dict[str, List[Event]]:
    """Robot-heard utterances about each commitment id up to ``t`` (creation, reschedules, cancels)."""
    by_id: Dict[str, List[Event]] = {}
    for event in _commitment_events(index):
        if event.time_ns > t:
            break
        info = dict(event.extras)["commitment"]
        if info:
            by_id.setdefault(info["id"], []).append(event)
            if info.get("replaces"):
                by_id.setdefault(info["replaces"], []).append(event)
    return by_id


def _commitment_events(index: TraceIndex) -> List[Event]:
    if "commitment_events" not in index.cache:
        index.cache["commitment_events"] = [e for e in index.robot_list if e.kind.value == "utterance"
                                            and dict(e.extras).get("commitment")]
    return index.cache["commitment_events"]


def _announcements(index: TraceIndex, t: int, kind: str, task: str) -> List[Event]:
    """Robot-heard announcements (creations, reschedules) up to ``t`` of every commitment of one type and task.

    A household repeats its events (a movie night each week, the plumber again) and its requests (two
    people ask for the same chore): "When is movie night?" or "Who asked the robot to ...?" refer to the
    latest one the robot heard of, so only that one may be the target of such a question.
    """
    out = []
    for event in _commitment_events(index):
        if event.time_ns > t:
            break
        info = dict(event.extras)["commitment"]
        if info["type"] == kind and info["task"] == task and info["action"] in ("create", "reschedule"):
            out.append(event)
    return out


def _is_latest(index: TraceIndex, t: int, info: dict) -> bool:
    """Whether ``info`` is the latest announced commitment of its type and task as of ``t``."""
    return dict(_announcements(index, t, info["type"], info["task"])[-1].extras)["commitment"]["id"] == info["id"]


def _another_ahead(index: TraceIndex, t: int, info: dict) -> bool:
    """Whether another announced commitment of the same type and task, neither moved nor called off, is
    still to come at ``t``: then "when is the piano teacher coming?" has two answers (the visit on
    Thursday and the one announced after it for Sunday), and is not asked."""
    said = _commitments(index, t)
    for event in _announcements(index, t, info["type"], info["task"]):
        other = dict(event.extras)["commitment"]
        if other["id"] == info["id"] or not other.get("due") or iso_to_ns(other["due"]) <= t:
            continue
        later = [dict(e.extras)["commitment"] for e in said.get(other["id"], [])]
        if not any(c["action"] == "cancel" or c.get("replaces") == other["id"] for c in later):
            return True
    return False


def _fulfilment(index: TraceIndex, cid: str, t: int) -> Optional[Event]:
    for event in index.robot_list:
        if event.time_ns > t:
            return None
        if event.kind.value == "utterance" and dict(event.extras).get("fulfils") == cid:
            return event
    return None


def commitment(index: TraceIndex, rng: random.Random, want: int) -> List[Draft]:
    def of_type(kind: str):
        def attempt() -> Optional[Draft]:
            t = random_cutoff(index, rng)
            known = {cid: events for cid, events in sorted(_commitments(index, t).items())
                     if dict(events[0].extras)["commitment"]["type"] == kind}
            if not known:
                return None
            cid = rng.choice(sorted(known))
            return _commitment_draft(index, rng, t, cid, known[cid])
        return attempt
    return balanced({kind: of_type(kind) for kind in ("schedule", "reminder", "request", "promise")}, want)


def _commitment_draft(index: TraceIndex, rng: random.Random, t: int, cid: str, events: List[Event]) -> Optional[Draft]:
    info = dict(events[0].extras)["commitment"]
    if info["id"] != cid:
        return None
    cancelled = any(dict(e.extras)["commitment"]["action"] == "cancel" for e in events)
    replaced = any(dict(e.extras)["commitment"].get("replaces") == cid for e in events[1:])
    evidence = [e.id for e in events]
    kind = info["type"]
    if kind == "schedule" and not cancelled and not replaced and _is_latest(index, t, info) \
            and not _another_ahead(index, t, info):
        return _when_schedule(index, rng, t, info, evidence)
    if kind == "reminder" and info["recurrence"]:
        return _reminder(index, rng, t, info, evidence, cancelled)
    if kind == "request" and info["owner"] == index.robot and info["recurrence"] != "weekend":
        return _request(index, rng, t, info, evidence, cancelled, index.day(events[0].time_ns))
    if kind == "promise":
        n, requester, day = index.namer, info["requester"], index.day(events[0].time_ns)
        which, text = question(rng, "commitment", "promise", p=n.person(requester), when=info["due_text"], day=str(day))
        return Draft("commitment", "promise", which, text, t,
                     answer("text", info["task"], f"{n.person(requester)} promised to {info['task']} {info['due_text']}."),
                     evidence[:1], {"commitment": info["id"]})
    return None


def _when_schedule(index: TraceIndex, rng: random.Random, t: int, info: dict, evidence: List[str]) -> Draft:
    due = info["due"]
    task = "movie night" if info["task"] == "movie night" else info["task"].replace("visit of ", "") + " coming"
    which, text = question(rng, "commitment", "when_schedule", task=task)
    said = "Movie night is" if task == "movie night" else sentence_start(task.replace(" coming", " is coming"))
    if info.get("replaces"):
        evidence = [e.id for e in _commitments(index, t).get(info["replaces"], [])] + evidence
    return Draft("commitment", "when_schedule", which, text, t,
                 answer("time", due, f"{said} {info['due_text']} ({due})."), evidence, {"commitment": info["id"]})


def _reminder(index: TraceIndex, rng: random.Random, t: int, info: dict, evidence: List[str], cancelled: bool) -> Draft:
    n, whom = index.namer, info["beneficiary"]
    task = info["task"].split(" to ", 1)[1]
    if rng.random() < 0.5 and not cancelled:
        which, text = question(rng, "commitment", "reminder_time", p=n.person(whom), task=task)
        hhmm = info["due_text"].split()[1]
        return Draft("commitment", "reminder_time", which, text, t,
                     answer("value", hhmm, f"At {hhmm} ({info['due_text']})."), evidence, {"commitment": info["id"]})
    which, text = question(rng, "commitment", "reminder_active", p=n.person(whom), task=task)
    return Draft("commitment", "reminder_active", which, text, t,
                 answer("bool", "no" if cancelled else "yes",
                        "No, it was cancelled." if cancelled else f"Yes, {info['due_text']}."),
                 evidence, {"commitment": info["id"]})


def _request(index: TraceIndex, rng: random.Random, t: int, info: dict, evidence: List[str], cancelled: bool,
             day: int) -> Optional[Draft]:
    n, requester = index.namer, info["requester"]
    if rng.random() < 0.5:
        return _who_asked(index, rng, t, info, day)
    if iso_to_ns(info["due"]) > t:
        return None
    done = _fulfilment(index, info["id"], t)
    success = done is not None and "could not" not in done.utterance and not cancelled
    which, text = question(rng, "commitment", "request_done", task=info["task"], p=n.person(requester), day=str(day))
    reason = "it was cancelled" if cancelled else ("the robot reported it done" if success else "it has not been done")
    return Draft("commitment", "request_done", which, text, t,
                 answer("bool", "yes" if success else "no", f"{'Yes' if success else 'No'}: {reason}."),
                 evidence + ([done.id] if done is not None else []), {"commitment": info["id"]})


def _who_asked(index: TraceIndex, rng: random.Random, t: int, info: dict, day: int) -> Optional[Draft]:
    """The latest asker of a request; earlier people who asked for the same task are accepted too."""
    if not _is_latest(index, t, info):
        return None
    asks = _announcements(index, t, "request", info["task"])
    n, requester = index.namer, info["requester"]
    earlier = sorted({dict(e.extras)["commitment"]["requester"] for e in asks[:-1]} - {requester})
    which, text = question(rng, "commitment", "who_asked", task=info["task"])
    return Draft("commitment", "who_asked", which, text, t,
                 answer("person", requester, f"{n.person(requester)} asked for it on day {day}.", earlier),
                 [e.id for e in asks], {"commitment": info["id"]})
