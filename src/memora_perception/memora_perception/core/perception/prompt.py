"""The perception prompt shared by the vision-language backends, frame sampling, and reply parsing.

A model is asked for one JSON object; `parse_reply` finds it in the reply (code fences and chatter
around it are tolerated), validates every field and builds the SegmentRecord. Anything else raises
`PerceptionParseError` naming the field, the value and the reason.
"""
from __future__ import annotations

import json
import re
from typing import Any, Dict, List, Sequence

import numpy as np

from ...errors import PerceptionParseError, RecordError
from ..records import Backend, ObservedAction, ObservedObject, SegmentRecord
from ..window import Window

NS_PER_S = 1_000_000_000
PROMPT = """You see {n} frames sampled at 2 fps from a {seconds:.0f}-second egocentric video clip of a person in their home.
Report what happens as ONE JSON object and nothing else, with these fields:
{{"summary": "<one sentence>",
  "location": "<room or area, or empty>",
  "actions": [{{"verb": "<verb lemma>", "noun": "<main object>", "all_nouns": ["<main object>", "<other objects>"],
               "start_s": <seconds from clip start>, "end_s": <seconds from clip start>, "confidence": <0..1>}}],
  "objects": [{{"name": "<object>", "attributes": ["<colour, material or state>"], "location": "<where it is>", "confidence": <0..1>}}],
  "confidence": <0..1>}}
Use short lower-case words (verb "open", noun "fridge"). List actions in time order."""
_FENCE = re.compile(r"```(?:json)?\s*(.*?)```", re.S)


def prompt_for(window: Window, n_images: int) -> str:
    """The instruction text for one window."""
    return PROMPT.format(n=n_images, seconds=(window.end_ns - window.start_ns) / NS_PER_S)


def sample_frames(frames: Sequence[np.ndarray], max_images: int) -> List[np.ndarray]:
    """At most `max_images` frames, evenly spread over the window (first and last kept)."""
    if len(frames) <= max_images:
        return list(frames)
    positions = np.linspace(0, len(frames) - 1, max_images).round().astype(int)
    return [frames[i] for i in positions]


def extract_json(reply: str) -> Dict[str, Any]:
    """The JSON object in a model reply."""
    fenced = _FENCE.search(reply)
    text = fenced.group(1) if fenced else reply
    start, end = text.find("{"), text.rfind("}")
    if start < 0 or end <= start:
        raise PerceptionParseError(f"reply holds no JSON object: {reply[:120]!r}")
    try:
        data = json.loads(text[start:end + 1])
    except json.JSONDecodeError as err:
        raise PerceptionParseError(f"reply's JSON is malformed ({err.msg} at {err.pos}): {text[start:start + 120]!r}") from err
    if not isinstance(data, dict):
        raise PerceptionParseError(f"reply's JSON is a {type(data).__name__}, not an object")
    return data


def _field(data: Dict[str, Any], name: str, kind: type, default: Any, where: str) -> Any:
    value = data.get(name, default)
    if kind is float and isinstance(value, int) and not isinstance(value, bool):
        value = float(value)
    if not isinstance(value, kind):
        raise PerceptionParseError(f"{where}.{name}={value!r} is not a {kind.__name__}")
    if kind is float and not 0.0 <= value <= 1.0 and name == "confidence":
        raise PerceptionParseError(f"{where}.{name}={value!r} must lie in [0, 1]")
    return value


def _time(data: Dict[str, Any], name: str, window: Window, where: str) -> int:
    seconds = _field(data, name, float, 0.0, where)
    span = window.end_ns - window.start_ns
    return window.start_ns + min(max(0, int(seconds * NS_PER_S)), span)


def _action(data: Any, window: Window, i: int) -> ObservedAction:
    where = f"actions[{i}]"
    if not isinstance(data, dict):
        raise PerceptionParseError(f"{where}={data!r} is not an object")
    verb = _field(data, "verb", str, "", where).strip().lower()
    if not verb:
        raise PerceptionParseError(f"{where}.verb is empty")
    nouns = [str(n).strip().lower() for n in _field(data, "all_nouns", list, [], where) if str(n).strip()]
    noun = _field(data, "noun", str, nouns[0] if nouns else "", where).strip().lower()
    start, end = _time(data, "start_s", window, where), _time(data, "end_s", window, where)
    return ObservedAction(verb=verb, noun=noun, all_nouns=tuple(nouns or ([noun] if noun else [])), start_ns=start,
                          end_ns=max(start, end), narration=f"{verb} {noun}".strip(),
                          confidence=_field(data, "confidence", float, 1.0, where))


def _object(data: Any, i: int) -> ObservedObject:
    where = f"objects[{i}]"
    if not isinstance(data, dict):
        raise PerceptionParseError(f"{where}={data!r} is not an object")
    name = _field(data, "name", str, "", where).strip().lower()
    if not name:
        raise PerceptionParseError(f"{where}.name is empty")
    attributes = tuple(str(a).strip().lower() for a in _field(data, "attributes", list, [], where) if str(a).strip())
    return ObservedObject(name=name, attributes=attributes, location=_field(data, "location", str, "", where).strip().lower(),
                          confidence=_field(data, "confidence", float, 1.0, where))


def parse_reply(reply: str, window: Window, backend: Backend, frame_count: int) -> SegmentRecord:
    """Validate a model reply into the window's SegmentRecord."""
    data = extract_json(reply)
    actions = [_action(a, window, i) for i, a in enumerate(_field(data, "actions", list, [], "reply"))]
    objects = [_object(o, i) for i, o in enumerate(_field(data, "objects", list, [], "reply"))]
    try:
        return SegmentRecord(
            id=window.id, participant=window.participant, session_id=window.session_id, start_ns=window.start_ns,
            end_ns=window.end_ns, backend=backend, location=_field(data, "location", str, "", "reply").strip().lower(),
            actions=tuple(actions), objects=tuple(objects), summary=_field(data, "summary", str, "", "reply").strip(),
            frame_count=frame_count, confidence=_field(data, "confidence", float, 1.0, "reply"))
    except RecordError as err:
        raise PerceptionParseError(f"reply does not make a valid record: {err}") from err
