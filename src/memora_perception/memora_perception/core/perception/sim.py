"""Simulator-grounded perception: WorldLines trace events the robot perceived -> 10 s SegmentRecords.

Input is trace events in the trace.jsonl form of docs/formats.md (dicts, or objects with `to_json()`
such as `worldlines_sim_bridge.core.sim.Event`). Only events the robot observed count; actions become
ObservedActions, observation deltas (name, colour, material, state, location) become ObservedObjects
carrying the simulator's entity id as `entity_hint`, and heard utterances become Utterances (reported
content). Windows are aligned to each session's first perceived event.
"""
from __future__ import annotations

import json
from collections import defaultdict
from dataclasses import replace
from pathlib import Path
from typing import Any, Dict, Iterable, Iterator, List, Mapping, Optional, Tuple

from ...errors import DataError, PerceptionError
from ..records import Backend, ObservedAction, ObservedObject, SegmentRecord, Utterance
from ..timeline import parse_iso
from ..window import SegmenterConfig, Window

PERCEIVED_KINDS = ("action", "observation", "utterance")
ATTRIBUTE_KEYS = ("color", "colour", "material", "state")


def _as_dict(event: Any) -> Mapping[str, Any]:
    return event.to_json() if hasattr(event, "to_json") else event


def _merge(old: Optional[ObservedObject], new: ObservedObject) -> ObservedObject:
    """Later sightings in a window add to earlier ones; empty fields never erase what was seen."""
    if old is None:
        return new
    return replace(new, attributes=tuple(dict.fromkeys(old.attributes + new.attributes)),
                   location=new.location or old.location, category=new.category or old.category)


class SimBackend:
    """Serves the robot's perceived trace events as segment records."""

    name = Backend.SIM.value

    def __init__(self, events: Iterable[Any], *, participant: str = "home", robot_id: str = "robot",
                 config: SegmenterConfig = SegmenterConfig()) -> None:
        self.participant = participant
        self.robot_id = robot_id
        self.config = config
        self._names: Dict[str, str] = {}
        self._by_window: Dict[Tuple[str, int], List[Tuple[int, Mapping[str, Any]]]] = defaultdict(list)
        self._session_start: Dict[str, int] = {}
        for raw in events:
            self._add(_as_dict(raw))

    @classmethod
    def from_jsonl(cls, path: Path, **options: Any) -> "SimBackend":
        """A backend over a trace.jsonl file."""
        try:
            lines = Path(path).read_text(encoding="utf-8").splitlines()
            events = [json.loads(line) for line in lines if line.strip()]
        except (OSError, json.JSONDecodeError) as err:
            raise DataError(f"trace file {path} could not be read: {err}") from err
        return cls(events, **options)

    def _add(self, event: Mapping[str, Any]) -> None:
        for fact in event.get("deltas", []) or []:
            if fact.get("attribute") == "name":
                self._names[fact["entity"]] = str(fact["value"])
        if event.get("kind") not in PERCEIVED_KINDS or self.robot_id not in (event.get("observers") or []):
            return
        time_ns = parse_iso(event["time"])
        session = event.get("session_id") or "session"
        start = self._session_start.setdefault(session, time_ns)
        if time_ns < start:
            raise DataError(f"trace event {event.get('id')!r} at {event['time']} precedes its session's first event")
        self._by_window[(session, (time_ns - start) // self.config.window_ns)].append((time_ns, dict(event)))

    def windows(self) -> Iterator[Window]:
        """Windows holding at least one perceived event, in time order."""
        for session, index in sorted(self._by_window, key=lambda k: (self._session_start[k[0]], k[1])):
            start = self._session_start[session] + index * self.config.window_ns
            yield Window(self.participant, session, index, start, start + self.config.window_ns)

    def _name(self, entity: str) -> str:
        return self._names.get(entity, entity)

    def _objects(self, event: Mapping[str, Any]) -> List[ObservedObject]:
        facts: Dict[str, Dict[str, List[str]]] = defaultdict(lambda: defaultdict(list))
        for fact in event.get("deltas", []) or []:
            facts[fact["entity"]][fact["attribute"]].append(str(fact["value"]))
        for entity in event.get("objects", []) or []:
            facts.setdefault(entity, defaultdict(list))
        objects = []
        for entity, attrs in facts.items():
            if entity == event.get("actor"):
                continue
            words = tuple(v for key in ATTRIBUTE_KEYS for v in attrs.get(key, []))
            location = attrs.get("location", [""])[-1]
            objects.append(ObservedObject(name=self._name(entity), entity_hint=entity, attributes=words,
                                          location=self._name(location) if location else "",
                                          category=attrs.get("category", [""])[-1]))
        return objects

    def perceive(self, window: Window) -> SegmentRecord:
        items = sorted(self._by_window.get((window.session_id, window.index), []), key=lambda item: item[0])
        if not items:
            raise PerceptionError(f"sim backend holds no perceived event for window {window.id}")
        actions, objects, utterances, texts = [], {}, [], []
        for time_ns, event in items:
            texts.append(event.get("text", ""))
            if event["kind"] == "utterance":
                utterances.append(Utterance(text=event.get("utterance") or event.get("text", ""), start_ns=time_ns,
                                            end_ns=time_ns, speaker=event.get("actor", "")))
                continue
            if event["kind"] == "action":
                nouns = tuple(self._name(o) for o in event.get("objects", []) or [])
                actions.append(ObservedAction(verb=event.get("verb", "") or "act", noun=nouns[0] if nouns else "",
                                              all_nouns=nouns, start_ns=time_ns, end_ns=time_ns,
                                              narration=event.get("text", ""), id=event.get("id", "")))
            for obj in self._objects(event):
                objects[obj.entity_hint] = _merge(objects.get(obj.entity_hint), obj)
        return SegmentRecord(
            id=window.id, participant=self.participant, session_id=window.session_id, start_ns=window.start_ns,
            end_ns=window.end_ns, backend=Backend.SIM, location=items[0][1].get("location", ""), actions=tuple(actions),
            objects=tuple(objects.values()), utterances=tuple(utterances), summary=" ".join(t for t in texts if t),
            frame_count=0, confidence=1.0)

    def records(self) -> Iterator[SegmentRecord]:
        """Every record, in time order."""
        for window in self.windows():
            yield self.perceive(window)
