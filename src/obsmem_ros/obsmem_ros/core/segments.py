"""Segment records (MEMORA perception windows) as trace events, so they enter memory through the
same validation, observer gate, entity editing and state trail as every other event.

A segment is what the robot's own camera and microphone caught, so its actions and object
sightings are ``observed`` by the robot; its utterances are what someone said (the speaker is the
reporter). Objects that perception did not resolve to an id are named by their normalised name
(``"red mug"`` -> ``red_mug``): identity resolution across names happens in the entity editor.
"""
from __future__ import annotations

import re
from typing import Any, Dict, List, Mapping

from obsmem_ros.core.timefmt import format_iso
from obsmem_ros.core.views.entity.attributes import AttributeKind, attribute_kind

_NON_ID = re.compile(r"[^a-z0-9]+")
_ATTRIBUTE_NAMES = {AttributeKind.COLOUR: "color", AttributeKind.MATERIAL: "material",
                    AttributeKind.STATE: "state", AttributeKind.OTHER: "attribute"}


def object_id(name: str, hint: str = "") -> str:
    """The id an object of a segment is stored under: perception's own id, else its name."""
    return hint or _NON_ID.sub("_", name.lower()).strip("_")


def _base(segment: Mapping[str, Any], robot_id: str) -> Dict[str, Any]:
    return {"session_id": segment.get("session_id", ""), "source": "perception", "observers": [robot_id],
            "location": segment.get("location", "")}


def _action_events(segment: Mapping[str, Any], robot_id: str) -> List[Dict[str, Any]]:
    actor = segment.get("participant", "")
    events = []
    for i, action in enumerate(segment.get("actions", [])):
        nouns = [n for n in (action.get("all_nouns") or [action.get("noun", "")]) if n]
        text = action.get("narration") or " ".join(p for p in (actor, action.get("verb", ""), *nouns) if p)
        events.append({**_base(segment, robot_id), "id": f"{segment['id']}/a{i}", "kind": "action",
                       "time": format_iso(action.get("start_ns") or segment["start_ns"]), "actor": actor,
                       "verb": action.get("verb", ""), "objects": [object_id(n) for n in nouns], "text": text,
                       "extras": {"segment": segment["id"], "confidence": action.get("confidence", 1.0)}})
    return events


def _object_events(segment: Mapping[str, Any], robot_id: str) -> List[Dict[str, Any]]:
    events = []
    for i, obj in enumerate(segment.get("objects", [])):
        oid = object_id(obj.get("name", ""), obj.get("entity_hint", ""))
        if not oid:
            continue
        deltas = [{"entity": oid, "attribute": "name", "value": obj["name"]}]
        if obj.get("location"):
            deltas.append({"entity": oid, "attribute": "location", "value": object_id(obj["location"])})
        for word in obj.get("attributes", []):
            deltas.append({"entity": oid, "attribute": _ATTRIBUTE_NAMES[attribute_kind(word)], "value": word})
        events.append({**_base(segment, robot_id), "id": f"{segment['id']}/o{i}", "kind": "observation",
                       "time": format_iso(segment["start_ns"]), "actor": robot_id, "verb": "see", "objects": [oid],
                       "text": f"saw the {obj['name']}" + (f" at the {obj['location']}" if obj.get("location") else ""),
                       "deltas": deltas, "extras": {"segment": segment["id"], "confidence": obj.get("confidence", 1.0)}})
    return events


def _utterance_events(segment: Mapping[str, Any], robot_id: str) -> List[Dict[str, Any]]:
    events = []
    for i, said in enumerate(segment.get("utterances", [])):
        speaker = said.get("speaker", "")
        events.append({**_base(segment, robot_id), "id": f"{segment['id']}/u{i}", "kind": "utterance",
                       "time": format_iso(said.get("start_ns") or segment["start_ns"]), "actor": speaker,
                       "verb": "say", "utterance": said.get("text", ""),
                       "text": f'{speaker or "someone"} said "{said.get("text", "")}"',
                       "extras": {"segment": segment["id"], "confidence": said.get("confidence", 1.0)}})
    return events


def segment_to_events(segment: Mapping[str, Any], *, robot_id: str) -> List[Dict[str, Any]]:
    """Trace events (docs/formats.md) for one segment record, in time order.

    ``segment`` holds the SegmentRecord fields with times as ``start_ns`` / ``end_ns`` ints (actions
    and utterances carry ``start_ns`` too).
    """
    events = _object_events(segment, robot_id) + _action_events(segment, robot_id) + _utterance_events(segment, robot_id)
    return sorted(events, key=lambda e: (e["time"], e["id"]))
