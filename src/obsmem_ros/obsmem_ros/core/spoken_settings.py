"""A setting someone says they changed, written on the attribute memory tracks for it.

Speech names a level without its kind ("I've put the heating up to twenty-two": ``setting`` = 22),
and may name the room for the device in it ("I've turned the nursery down to nineteen"); the State
view tracks each kind of setting apart (``setting:temperature``, from what the robot saw set). A
claim on a bare ``setting`` is moved, before it is stored, onto the one kind of setting memory
tracks for that thing (or for the one device with settings in that room), so the claim and the
sighting are the same (entity, attribute) pair: the belief rule sees the later report, and state
and source questions find it. A setting said by the name of its kind instead of a thing ("I turned
the heat down to twenty-one": heat is temperature, by the alias table) is the one thing memory
tracks that kind for. A claim that fits no tracked setting, or fits several, is kept as said.
The level said is then written in the shape of the levels memory holds for that setting, and a word
said as a device's place that memory knows as no place may be one of its levels (``setting_levels``).
A level said with no thing at all ("I put seventy-two": ``UNNAMED_DEVICE``) goes to the one device
whose level is of its magnitude, and is dropped when none or several are.
"""
from __future__ import annotations

import dataclasses
import functools
from typing import Any, Callable, Dict, List, Mapping, Optional, Sequence, Tuple

from obsmem_ros.core.setting_levels import UNNAMED_DEVICE, Levels, closest_level, known_levels, shaped, word_level

SETTING = "setting"
SETTING_KIND = f"{SETTING}:"  # the attribute prefix of one kind of a device's setting ("setting:temperature")

SWITCHED = frozenset({"on", "off"})  # a device's power: a ``state`` switched at the device, as a level is set

Attributes = Callable[[str], Sequence[str]]  # entity -> the attributes memory tracks for it
Contents = Callable[[str], Sequence[str]]    # place -> the entities located there now
Tracking = Callable[[str], Sequence[str]]    # attribute -> the entities memory tracks it for


def tracked_setting(entity: str, attributes: Attributes, contents: Contents,
                    tracking: Optional[Tracking] = None, words: str = "") -> Optional[Tuple[str, str]]:
    """(entity, setting attribute) a bare setting said of `entity` means: its own one tracked kind
    of setting, else that of the one thing at `entity` (a room) with settings, else, for a thing
    memory does not know, or one tracking no setting, named like a kind of setting (`words`, as
    said: "the heat" linked to a space heater is still the temperature), the one thing tracking
    that kind; None when none or several fit."""
    own = _kinds(attributes(entity))
    if own:
        return (entity, own[0]) if len(own) == 1 else None
    devices = [(thing, kinds) for thing in contents(entity) for kinds in [_kinds(attributes(thing))] if kinds]
    if len(devices) == 1 and len(devices[0][1]) == 1:
        return devices[0][0], devices[0][1][0]
    if devices or tracking is None or attributes(entity) and not words:
        return None
    from obsmem_ros.core.language.linking import canonical  # the language package imports this module's users

    kind = f"{SETTING_KIND}{canonical(words or entity.replace('_', ' '))}"
    holders = tracking(kind)
    return (holders[0], kind) if len(holders) == 1 else None


def device_setting(attribute: str, value: Any) -> bool:
    """Whether a fact is a device's setting: a level (``setting:*``), or its power switched on or off
    ("I turn off the pump just now"); people change either at the device or from a phone."""
    return attribute.startswith(SETTING) or attribute == "state" and str(value).lower() in SWITCHED


def _kinds(attributes: Sequence[str]) -> List[str]:
    return sorted({a for a in attributes if a.startswith(SETTING_KIND)})


def state_lookups(states: Any, events: Sequence[Any]) -> Tuple[Attributes, Contents, Tracking, Levels]:
    """`attributes`, `contents`, `tracking` and `levels` over the State view (``states``: its
    ``attributes``, ``holders``, ``current_values`` and ``current_with_prefix``) and the deltas of
    `events`, the batch being derived, not yet recorded."""
    batch_attributes: Dict[str, set] = {}
    batch_places: Dict[str, str] = {}
    for event in events:
        for fact in event.deltas:
            batch_attributes.setdefault(fact.entity, set()).add(fact.attribute)
            if fact.attribute == "location":
                batch_places[fact.entity] = str(fact.value)

    def attributes(entity: str) -> Sequence[str]:
        return sorted(set(states.attributes(entity, None)) | batch_attributes.get(entity, set()))

    def contents(place: str) -> Sequence[str]:
        stored = [e for e in states.holders("location", place, None) if e not in batch_places]
        return stored + [e for e, where in batch_places.items() if where == place]

    def tracking(attribute: str) -> Sequence[str]:
        batch = [e for e, names in batch_attributes.items() if attribute in names]
        return sorted(set(states.current_values(attribute)) | set(batch))

    def levels() -> Mapping[Tuple[str, str], str]:
        found = dict(states.current_with_prefix(SETTING_KIND))
        for event in events:
            found.update({(f.entity, f.attribute): str(f.value) for f in event.deltas if f.attribute.startswith(SETTING_KIND)})
        return found

    return attributes, contents, tracking, functools.lru_cache(maxsize=1)(levels)


def with_tracked_settings(readings: Mapping[str, Any], attributes: Attributes, contents: Contents,
                          tracking: Optional[Tracking] = None, levels: Optional[Levels] = None) -> Dict[str, Any]:
    """The readings with each bare-setting claim moved onto its tracked setting (see the module), and,
    given the `levels` memory tracks, each setting's level written as they are (``setting_levels``)
    and a word said as the place of a device that is one of its levels made that setting."""
    out: Dict[str, Any] = dict(readings)
    for event_id, reading in readings.items():
        claims = getattr(reading, "claims", ())
        if not any(c.attribute.startswith(SETTING) or levels is not None and c.attribute == "location" for c in claims):
            continue
        moved = [m for c in claims for m in [_tracked(c, attributes, contents, tracking, levels)] if m is not None]
        kept = {c.entity for c in moved} | {c.value for c in moved if c.attribute == "location"}
        gone = ({c.entity for c in claims} | {c.value for c in claims if c.attribute == "location"}) - kept
        # "the heat" was the thermostat's setting, "KTN" the TV's channel: no thing heard of
        out[event_id] = dataclasses.replace(reading, claims=tuple(moved),
                                            things=tuple(t for t in getattr(reading, "things", ()) if t.id not in gone))
    return out


def _tracked(claim: Any, attributes: Attributes, contents: Contents, tracking: Optional[Tracking],
             levels: Optional[Levels]) -> Any:
    """The claim on the setting memory tracks for what it says, its level shaped as memory's; None
    for a level said with no thing that fits no one device's level."""
    pair: Optional[Tuple[str, str]] = None
    if claim.entity == UNNAMED_DEVICE:
        pair = closest_level(claim.value, levels()) if levels is not None else None
        if pair is None:
            return None
    elif claim.attribute == SETTING:
        pair = tracked_setting(claim.entity, attributes, contents, tracking, claim.words)
        if pair is None and levels is not None and not attributes(claim.entity):  # a thing never seen
            pair = closest_level(claim.value, levels())
    elif claim.attribute == "location" and levels is not None and not claim.negated:
        pair = word_level(claim.entity, claim.value, levels())
        if pair is not None and (attributes(claim.value) or contents(claim.value)):  # a place memory knows
            pair = None
    entity, attribute = pair or (claim.entity, claim.attribute)
    if not attribute.startswith(SETTING_KIND) or levels is None:
        return dataclasses.replace(claim, entity=entity, attribute=attribute) if pair else claim
    value = shaped(claim.value, known_levels(levels(), entity, attribute))
    return dataclasses.replace(claim, entity=entity, attribute=attribute, value=value, value_type="str")
