"""How the simulated people's speech reaches the trace: the generator's templates, or varied words.

With ``templates`` (the default) the trace is what the simulator produced. With ``varied`` every
person's utterance that carries a meaning (a claim, or a commitment it creates, moves or cancels) is
said again in one of the hand-written phrasings of ``speech_pool`` (chosen by a ``random.Random``
seeded with the run's seed and the event id), and the trace keeps only what a microphone hears: the
words. Its ``claims`` are emptied and the meaning-bearing ``extras`` (``commitment``, ``activity``)
removed; what was meant goes to ``world.json`` (``speech``), so the truth files keep it and
``restore_meaning`` can put it back for the miner and the leakage checker. The simulation itself,
its randomness, the events' times and every other event are untouched.
"""
from __future__ import annotations

import random
import re
from dataclasses import dataclass, replace
from typing import Any, Dict, List, Mapping, Sequence, Tuple

from obsmem_ros import Event, FactSpec, ValueType

from worldlines_sim_bridge.errors import SpeechError

from ..miner.everyday import EverydayNames, capitalise_sentences, clock_phrases
from ..sim.home import Home
from ..sim.phrasing import Namer
from .config import SPEECH_STYLES, TEMPLATES_SPEECH
from .speech_pool import SPEECH_POOLS

MEANT_EXTRAS = ("commitment", "activity")


@dataclass(frozen=True)
class SpokenTrace:
    """A trace as heard (``events``) and, per re-worded utterance, what was meant (``meant``, world.json rows)."""

    events: List[Event]
    meant: List[Dict[str, Any]]


def speak(events: Sequence[Event], home: Home, seed: int, style: str) -> SpokenTrace:
    """The trace in speech ``style``: unchanged for ``templates``, words only for ``varied``."""
    if style not in SPEECH_STYLES:
        raise SpeechError(f"speech = {style!r} is not known: use one of {', '.join(SPEECH_STYLES)}.")
    if style == TEMPLATES_SPEECH:
        return SpokenTrace(events=list(events), meant=[])
    voice = _Voice(home, seed)
    out: List[Event] = []
    meant: List[Dict[str, Any]] = []
    for event in events:
        if not _meaningful(event, home.robot_id):
            out.append(event)
            continue
        words = voice.say(event)
        extras = {k: v for k, v in event.extras.items() if k not in MEANT_EXTRAS}
        out.append(replace(event, utterance=words, text=_retell(event, words), claims=(), extras=extras))
        meant.append({"event": event.id, "template": event.utterance, "claims": [c.to_dict() for c in event.claims],
                      "extras": {k: event.extras[k] for k in MEANT_EXTRAS if k in event.extras}})
    return SpokenTrace(events=out, meant=meant)


def restore_meaning(events: Sequence[Event], meant: Sequence[Mapping[str, Any]]) -> List[Event]:
    """The events with the claims and extras of ``meant`` (world.json ``speech``) put back; words stay as heard."""
    by_id = {row["event"]: row for row in meant}
    out = []
    for event in events:
        row = by_id.get(event.id)
        if row is None:
            out.append(event)
            continue
        claims = tuple(FactSpec(c["entity"], c["attribute"], c["value"], ValueType(c["value_type"])) for c in row["claims"])
        out.append(replace(event, claims=claims, extras={**dict(event.extras), **row["extras"]}))
    return out


def _meaningful(event: Event, robot: str) -> bool:
    return event.kind.value == "utterance" and event.actor != robot and bool(event.claims or "commitment" in event.extras)


def _retell(event: Event, words: str) -> str:
    quoted = f'"{event.utterance}"'
    if event.text.count(quoted) != 1:
        raise SpeechError(f"event {event.id}: its text {event.text!r} does not quote the utterance once.")
    return event.text.replace(quoted, f'"{words}"')


class _Voice:
    """Renders one utterance's meaning in a pool phrasing, naming things the way the speaker would."""

    def __init__(self, home: Home, seed: int) -> None:
        self._home = home
        self._namer = Namer(home.entities)
        self._everyday = EverydayNames(home)
        self._seed = seed
        self._drinks: Dict[str, str] = {}

    def say(self, event: Event) -> str:
        rng = random.Random(f"worldlines:{self._seed}:speech:{event.id}")
        kind, slots = self._meaning(event, rng)
        pool = SPEECH_POOLS[kind]
        words = rng.choice(pool).format(**slots)
        words = re.sub(r"\s+([,.?!])", r"\1", re.sub(r"\s{2,}", " ", words)).strip()
        return capitalise_sentences(words)

    # ---- what was meant -> (pool, slots)
    def _meaning(self, event: Event, rng: random.Random) -> Tuple[str, Dict[str, str]]:
        if "commitment" in event.extras:
            return self._commitment(event, dict(event.extras["commitment"]), rng)
        if len(event.claims) != 1:
            raise SpeechError(f"event {event.id}: {len(event.claims)} claims in one utterance; expected one.")
        claim = event.claims[0]
        if claim.attribute == "location":
            return "report_location", self._thing_slots(event.actor, claim.entity, rng) | self._place(claim.value, rng)
        if claim.attribute.startswith("setting:"):
            return "report_setting", self._setting_slots(claim.entity, claim.attribute, claim.value, rng)
        if claim.attribute.startswith("preference:"):
            return self._preference(event.actor, claim.attribute.split(":", 1)[1], claim.value)
        raise SpeechError(f"event {event.id}: no phrasing for a claim on {claim.attribute!r}.")

    def _preference(self, who: str, topic: str, value: str) -> Tuple[str, Dict[str, str]]:
        if topic == "mug":
            return "preference_mug", {"color": self._namer.spec(value).color}
        if topic == "drink":
            old = self._drinks.get(who)
            self._drinks[who] = value
            if old and old != value:
                return "preference_drink_change", {"value": value, "old": old}
        if f"preference_{topic}" not in SPEECH_POOLS:
            raise SpeechError(f"preference topic {topic!r} has no phrasings.")
        return f"preference_{topic}", {"value": value}

    def _commitment(self, event: Event, item: Dict[str, Any], rng: random.Random) -> Tuple[str, Dict[str, str]]:
        kind = (item["type"], item["action"])
        task: str = item["task"]
        goal = item.get("goal") or []
        when, bare = _when(item["due_text"], item["recurrence"], rng)
        slots = {"when": when, "_when": f" {when}" if when else "", "when_bare": bare}
        if kind == ("request", "create") and task.startswith("bring "):
            return "request_bring", slots | self._thing_slots(event.actor, goal[0]["entity"], rng) \
                | self._place(goal[0]["value"], rng)
        if kind == ("request", "create") and task.startswith("put "):
            spec = self._namer.spec(goal[0]["entity"])
            return "request_groceries", slots | {"value": spec.name} | self._place(goal[0]["value"], rng)
        if kind == ("request", "create") and task.startswith("keep "):
            return "request_keep_setting", slots | self._setting_slots(goal[0]["entity"], goal[0]["attribute"],
                                                                         goal[0]["value"], rng)
        if kind == ("request", "cancel"):
            return "cancel_bring", self._thing_slots(event.actor, goal[0]["entity"], rng)
        if kind == ("promise", "create"):
            return "promise_put_back", slots | self._thing_slots(event.actor, goal[0]["entity"], rng) \
                | self._place(goal[0]["value"], rng)
        if item["type"] == "reminder":
            return self._reminder(event.actor, item, slots)
        if kind == ("schedule", "create") and task.startswith("visit of "):
            return "schedule_visit", slots | {"visitor": task[len("visit of "):]}
        if item["type"] == "schedule" and task == "movie night":
            return ("move_movie" if item["action"] == "reschedule" else "schedule_movie"), slots
        raise SpeechError(f"event {event.id}: no phrasing for a {item['type']} {item['action']} ({task!r}).")

    def _reminder(self, speaker: str, item: Dict[str, Any], slots: Dict[str, str]) -> Tuple[str, Dict[str, str]]:
        task: str = item["task"]
        if task.startswith("remind everyone"):
            return ("move_movie_reminder" if item["action"] == "reschedule" else "request_movie_reminder"), slots
        whom = "me" if item["beneficiary"] == speaker else self._namer.person(item["beneficiary"])
        clause = task.split(" to ", 1)[1]
        if whom == "me":
            clause = clause.replace("the ", "my ", 1)
        slots = slots | {"whom": whom, "clause": clause, "topic": clause.rsplit(" ", 1)[-1]}
        return ("cancel_reminder" if item["action"] == "cancel" else "request_reminder"), slots

    # ---- names
    def _thing_slots(self, speaker: str, entity: str, rng: random.Random) -> Dict[str, str]:
        spec = self._namer.spec(entity)
        if spec.owner == speaker:
            thing = f"my {self._everyday.word(spec.name, rng)}"
        else:
            thing = self._everyday.phrase(self._namer.the(entity), rng)
        plural = spec.name.endswith("s")
        return {"thing": thing, "be": "are" if plural else "is", "its": "they're" if plural else "it's",
                "it": "them" if plural else "it"}

    def _place(self, place: str, rng: random.Random) -> Dict[str, str]:
        return {"at": self._everyday.phrase(self._namer.at(place), rng),
                "to": self._everyday.phrase(self._namer.to(place), rng)}

    def _setting_slots(self, entity: str, attribute: str, value: str, rng: random.Random) -> Dict[str, str]:
        said = rng.choice(clock_phrases(value)) if re.fullmatch(r"\d{2}:\d{2}", value) else value
        return {"device": self._everyday.phrase(self._namer.the(entity), rng),
                "setting": attribute.split(":", 1)[1], "value": said}


_CLOCK = r"(\d{2}:\d{2})"
_WEEKDAY_NAMES = ("Monday", "Tuesday", "Wednesday", "Thursday", "Friday", "Saturday", "Sunday")


def _when(due_text: str, recurrence: str, rng: random.Random) -> Tuple[str, str]:
    """(phrase, the same without a leading preposition) naming the due time of the generator's ``due_text``."""
    return rng.choice(_when_options(due_text, recurrence, rng))


def _when_options(due_text: str, recurrence: str, rng: random.Random) -> List[Tuple[str, str]]:
    match = re.search(_CLOCK, due_text)
    clock = rng.choice(clock_phrases(match.group(1))) if match else ""
    if due_text == "now":
        return [(p, p) for p in ("", "now", "right away", "straight away")]
    if due_text == "after dinner":
        return [(p, p) for p in ("after dinner", "once dinner's over", "after we've eaten tonight", "after dinner tonight")]
    if recurrence == "weekend":
        return [(p, p) for p in ("every weekend", "at weekends", "on weekends", "on Saturdays and Sundays")]
    if recurrence == "daily" and clock:
        return [(p, p) for p in (f"every day at {clock}", f"at {clock} every day", f"daily at {clock}",
                                 f"at {clock} each day")]
    if recurrence == "weekdays" and clock:
        return [(p, p) for p in (f"every weekday at {clock}", f"at {clock} on weekdays", f"on weekdays at {clock}",
                                 f"at {clock} Monday to Friday")]
    if re.fullmatch(f"at {_CLOCK}", due_text):
        return [(f"at {clock}", clock), (f"today at {clock}", f"today at {clock}")]
    if re.fullmatch(f"tomorrow at {_CLOCK}", due_text):
        return [(f"tomorrow at {clock}", f"tomorrow at {clock}"), (f"at {clock} tomorrow", f"{clock} tomorrow")]
    day = re.fullmatch(f"on ({'|'.join(_WEEKDAY_NAMES)}) at {_CLOCK}", due_text)
    if day:
        name = day.group(1)
        return [(f"on {name} at {clock}", f"{name} at {clock}"), (f"at {clock} on {name}", f"{name} at {clock}")]
    raise SpeechError(f"due_text {due_text!r} (recurrence {recurrence!r}) has no varied phrasing.")
