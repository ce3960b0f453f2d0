"""Validation of trace events (``docs/formats.md``): JSON objects in, typed ``Event`` records out.

Every rejection raises ``InvalidEventError`` naming the field, the value and the reason. Limits
(from ``EngineConfig``): ids at most ``max_id_chars`` characters, ``text`` / ``utterance`` and
other strings at most ``max_text_chars``, lists at most ``max_list_items`` items, ``extras`` at
most ``max_extras_bytes`` of JSON. Strings must be valid UTF-8 without NUL characters; bytes that
are not UTF-8 arrive here as lone surrogates (files are decoded with ``surrogateescape``) and
are reported against the field that holds them. Unknown top-level fields are rejected (a typo
such as ``observer`` would otherwise silently drop the robot from the observers); put extra data
in ``extras``. Quotes and SQL metacharacters are ordinary text: the store binds parameters.
Verbs are normalised here, once for every view and counter (``language.verbs.action_verb``: "take",
"grab", "picked up" -> "pick"; a verb the lexicon does not know by the change it made: a thing into
the actor's hand is a pick); the verb as given is kept in ``extras["verb_said"]``.
"""
from __future__ import annotations

import json
from collections.abc import Mapping
from typing import Any, Callable, Dict, Optional, Tuple

from obsmem_ros.core.bounded_json import loads_bounded
from obsmem_ros.core.config import EngineConfig
from obsmem_ros.core.language.verbs import action_verb, canonical_verb
from obsmem_ros.core.object_pose import POSE_KEY, PoseFieldError, pose_fields
from obsmem_ros.core.records import Event, EventKind, FactSpec, ValueType
from obsmem_ros.core.timefmt import parse_iso_ns
from obsmem_ros.errors import InvalidEventError

STRING_FIELDS = ("actor", "verb", "location", "text", "utterance", "addressee", "session_id", "source")
LIST_FIELDS = ("objects", "observers")
FACT_FIELDS = ("deltas", "claims")
KNOWN_FIELDS = frozenset(("id", "time", "kind", *STRING_FIELDS, *LIST_FIELDS, *FACT_FIELDS, "extras"))
_LONG_TEXT_FIELDS = frozenset(("text", "utterance"))
_FACT_KEYS = frozenset(("entity", "attribute", "value", "value_type"))
_KINDS = {k.value: k for k in EventKind}
_VALUE_TYPES = {v.value: v for v in ValueType}
_ENCODE = json.JSONEncoder(ensure_ascii=False).encode  # json.dumps(..., ensure_ascii=False) without its per-call setup
_NO_ITEMS: list = []
_NO_EXTRAS: dict = {}
VERB_SAID = "verb_said"  # extras key: the event's verb as its producer said it, when the lexicon renamed it


def _verb(kind: str, verb: str, actor: str, deltas: Tuple[FactSpec, ...]) -> str:
    """The event's verb as the one action every view counts: an action's by what it did
    (``action_verb``), any other event's by its word (an observation seeing a thing set down is
    no placing)."""
    return action_verb(verb, actor, deltas) if kind == EventKind.ACTION.value else canonical_verb(verb)


def _plain(value: Any, limit: int, required: bool) -> bool:
    """Whether a value is the common case every string check accepts as is: a ``str`` of plain
    ASCII within the limit, without NUL, and (when required) not blank."""
    return (value.__class__ is str and len(value) <= limit and value.isascii() and "\x00" not in value
            and (not required or bool(value) and not value.isspace()))


def _plain_strings(values: Tuple[Any, ...], limit: int) -> bool:
    """Whether every value passes ``_plain(value, limit, False)``, checked in a few C calls."""
    try:
        joined = "".join(values)  # TypeError unless every value is a str
    except TypeError:
        return False
    return (joined.isascii() and "\x00" not in joined
            and (len(joined) <= limit or max(map(len, values)) <= limit))


def _plain_ids(value: Any, config: EngineConfig) -> bool:
    """Whether an id list is the common case ``_Check.id_list`` accepts as is: a ``list`` of
    non-blank plain ASCII strings within the limits."""
    return (value.__class__ is list and len(value) <= config.max_list_items
            and (not value or _plain_strings(value, config.max_id_chars) and all(value)
                 and not any(map(str.isspace, value))))


class _Check:
    """Field checks for one event, carrying its id for messages."""

    def __init__(self, event_id: str, config: EngineConfig) -> None:
        self.event_id = event_id
        self.config = config

    def fail(self, field: str, value: Any, reason: str) -> InvalidEventError:
        shown = repr(value)
        shown = shown if len(shown) <= 80 else shown[:77] + "..."
        where = f"event {self.event_id!r}" if self.event_id else "event"
        return InvalidEventError(f"{where}: field {field!r}={shown} {reason}.", field=field, event_id=self.event_id)

    def string(self, field: str, value: Any, *, limit: int, required: bool = False) -> str:
        if _plain(value, limit, required):
            return value
        if not isinstance(value, str):
            raise self.fail(field, value, f"must be a string, not {type(value).__name__}")
        if required and not value.strip():
            raise self.fail(field, value, "must not be empty")
        if len(value) > limit:
            raise self.fail(field, value, f"is {len(value)} characters long; the limit is {limit}")
        if "\x00" in value:
            raise self.fail(field, value, "contains a NUL character")
        try:
            value.encode("utf-8")
        except UnicodeEncodeError as err:
            bad = value[err.start]
            byte = f"0x{ord(bad) - 0xDC00:02x}" if 0xDC80 <= ord(bad) <= 0xDCFF else f"U+{ord(bad):04X}"
            raise self.fail(field, value, f"is not valid UTF-8 (byte {byte} at character {err.start})") from None
        return value

    def id_string(self, field: str, value: Any, *, required: bool = False) -> str:
        return self.string(field, value, limit=self.config.max_id_chars, required=required)

    def id_list(self, field: str, value: Any) -> Tuple[str, ...]:
        if not isinstance(value, list):
            raise self.fail(field, value, f"must be a list of strings, not {type(value).__name__}")
        if len(value) > self.config.max_list_items:
            raise self.fail(field, value, f"has {len(value)} items; the limit is {self.config.max_list_items}")
        limit = self.config.max_id_chars
        for index, item in enumerate(value):
            if not _plain(item, limit, True):  # otherwise the full check names the item
                self.id_string(f"{field}[{index}]", item, required=True)
        return tuple(value)

    def facts(self, field: str, value: Any) -> Tuple[FactSpec, ...]:
        if not isinstance(value, list):
            raise self.fail(field, value, f"must be a list of fact objects, not {type(value).__name__}")
        if len(value) > self.config.max_list_items:
            raise self.fail(field, value, f"has {len(value)} items; the limit is {self.config.max_list_items}")
        return tuple(self._common_fact(item) or self.fact(f"{field}[{i}]", item) for i, item in enumerate(value))

    def _common_fact(self, value: Any) -> Optional[FactSpec]:
        """The fact when it is the common case (a dict of plain ASCII strings with a known value
        type); ``None`` sends it through ``fact``, which checks everything and names the field."""
        if value.__class__ is not dict or not value.keys() <= _FACT_KEYS:
            return None
        entity, attribute, text = value.get("entity"), value.get("attribute"), value.get("value")
        raw_type = value.get("value_type", "entity" if attribute in ("location", "held_by") else "str")
        id_limit = self.config.max_id_chars
        if (_plain(entity, id_limit, True) and _plain(attribute, id_limit, True)
                and _plain(text, self.config.max_text_chars, False) and raw_type.__class__ is str
                and raw_type in _VALUE_TYPES):
            return FactSpec(entity=entity, attribute=attribute, value=text, value_type=_VALUE_TYPES[raw_type])
        return None

    def fact(self, field: str, value: Any) -> FactSpec:
        if not isinstance(value, Mapping):
            raise self.fail(field, value, f"must be an object, not {type(value).__name__}")
        unknown = [] if value.keys() <= _FACT_KEYS else sorted(set(value) - _FACT_KEYS)
        if unknown:
            raise self.fail(f"{field}.{unknown[0] or '<empty name>'}", value[unknown[0]], "is not a fact field "
                            "(entity, attribute, value, value_type)")
        for key in ("entity", "attribute", "value"):
            if key not in value:
                raise self.fail(f"{field}.{key}", None, "is missing")
        raw_value = value["value"]
        if isinstance(raw_value, bool):
            raw_value = "true" if raw_value else "false"
        elif isinstance(raw_value, (int, float)):
            raw_value = str(raw_value)
        raw_type = value.get("value_type", "entity" if value["attribute"] in ("location", "held_by") else "str")
        try:
            value_type = _VALUE_TYPES[raw_type] if raw_type.__class__ is str and raw_type in _VALUE_TYPES \
                else ValueType(raw_type)
        except ValueError:
            raise self.fail(f"{field}.value_type", raw_type,
                            f"is not one of {', '.join(v.value for v in ValueType)}") from None
        return FactSpec(
            entity=self.id_string(f"{field}.entity", value["entity"], required=True),
            attribute=self.id_string(f"{field}.attribute", value["attribute"], required=True),
            value=self.string(f"{field}.value", raw_value, limit=self.config.max_text_chars),
            value_type=value_type,
        )

    def extras(self, value: Any) -> Dict[str, Any]:
        if not isinstance(value, Mapping):
            raise self.fail("extras", value, f"must be an object, not {type(value).__name__}")
        if not value:
            return {}
        try:
            encoded = _ENCODE(value)
            size = len(encoded) if encoded.isascii() else len(encoded.encode("utf-8"))
        except (TypeError, ValueError, UnicodeEncodeError, RecursionError) as err:
            raise self.fail("extras", value, f"is not JSON-serialisable UTF-8 ({err})") from None
        if size > self.config.max_extras_bytes:
            raise self.fail("extras", value, f"is {size} bytes of JSON; the limit is {self.config.max_extras_bytes}")
        if POSE_KEY in value:
            try:
                pose_fields(value[POSE_KEY])
            except PoseFieldError as err:
                raise self.fail(err.field, err.value, err.reason) from None
        return dict(value)


def _common_event(obj: Any, config: EngineConfig, time_ns: Optional[int]) -> Optional[Event]:
    """The event when its record is the common case (a ``dict`` of known fields, every string
    plain ASCII within its limit, every fact common, no or empty ``extras``), checked field group
    by field group in C calls; ``None`` sends the record through the field-by-field checks of
    ``event_from_fields``, which accept the same records and name the field of any fault."""
    if obj.__class__ is not dict or not obj.keys() <= KNOWN_FIELDS:
        return None
    get = obj.get
    event_id, raw_time, raw_kind = get("id"), get("time"), get("kind")
    extras = get("extras", _NO_EXTRAS)
    if (not _plain(event_id, config.max_id_chars, True) or raw_kind.__class__ is not str or raw_kind not in _KINDS
            or extras.__class__ is not dict or extras):
        return None
    if time_ns is None and raw_time.__class__ is not str or time_ns is not None and (
            time_ns.__class__ is not int or time_ns < 0 or "time" in obj):
        return None
    strings = tuple(get(name, "") for name in STRING_FIELDS)
    text_limit = config.max_text_chars
    if not (_plain_strings(strings, config.max_id_chars) or _plain_strings(strings[3:5], text_limit)
            and _plain_strings(strings[:3] + strings[5:], config.max_id_chars)):
        return None
    objects, observers = get("objects", _NO_ITEMS), get("observers", _NO_ITEMS)
    if not (_plain_ids(objects, config) and _plain_ids(observers, config)):
        return None
    facts = []
    for name in FACT_FIELDS:
        raw = get(name, _NO_ITEMS)
        if raw.__class__ is not list or len(raw) > config.max_list_items:
            return None
        check = _Check(event_id, config)
        found = tuple(map(check._common_fact, raw))
        if None in found:
            return None
        facts.append(found)
    if time_ns is None:
        try:
            time_ns = parse_iso_ns(raw_time)
        except ValueError:
            return None
    fields = dict(zip(STRING_FIELDS, strings))
    verb = _verb(raw_kind, fields["verb"], fields["actor"], facts[0])
    extras = {} if verb == fields["verb"] else {VERB_SAID: fields["verb"]}
    fields["verb"] = verb
    return Event(id=event_id, time_ns=time_ns, kind=_KINDS[raw_kind], **fields,
                 objects=tuple(objects), observers=tuple(observers), deltas=facts[0], claims=facts[1], extras=extras)


def event_from_json(obj: Any, config: EngineConfig) -> Event:
    """Validate one decoded trace line and build its ``Event``."""
    if not isinstance(obj, Mapping):
        raise InvalidEventError(f"event must be a JSON object, not {type(obj).__name__}.", field="<record>")
    return event_from_fields(obj, config)


def event_from_fields(fields: Mapping[str, Any], config: EngineConfig, *, time_ns: Optional[int] = None) -> Event:
    """Validate an event's fields (named as in the trace format) and build it. ``time_ns``: the
    time already read from the source (a message stamp); without it, the ``time`` field is read
    as ISO 8601 text (a trace line)."""
    common = _common_event(fields, config, time_ns)
    if common is not None:
        return common
    raw_id = fields.get("id")
    check = _Check(raw_id if isinstance(raw_id, str) else "", config)
    unknown = [] if fields.keys() <= KNOWN_FIELDS else sorted(set(fields) - KNOWN_FIELDS)
    if unknown:
        raise check.fail(unknown[0] or "<empty name>", fields[unknown[0]],
                         "is not a trace event field (put extra data in 'extras')")
    for required in ("id", "kind") if time_ns is not None else ("id", "time", "kind"):
        if required not in fields:
            raise check.fail(required, None, "is missing (required)")
    event_id = check.id_string("id", raw_id, required=True)
    if time_ns is None:
        time_ns = _iso_time(check, fields["time"])
    elif not isinstance(time_ns, int) or isinstance(time_ns, bool) or time_ns < 0:
        raise check.fail("time", time_ns, "must be a non-negative int of nanoseconds")
    raw_kind = fields["kind"]
    try:
        kind = _KINDS[raw_kind] if raw_kind.__class__ is str and raw_kind in _KINDS else EventKind(raw_kind)
    except (ValueError, TypeError):
        raise check.fail("kind", raw_kind, f"is not one of {', '.join(k.value for k in EventKind)}") from None
    text_limit, id_limit = config.max_text_chars, config.max_id_chars
    strings = {name: check.string(name, fields.get(name, ""),
                                  limit=text_limit if name in _LONG_TEXT_FIELDS else id_limit)
               for name in STRING_FIELDS}
    extras = check.extras(fields.get("extras", {}))
    deltas = check.facts("deltas", fields.get("deltas", []))
    verb = _verb(kind.value, strings["verb"], strings["actor"], deltas)
    if verb != strings["verb"]:
        extras = {**extras, VERB_SAID: strings["verb"]}
        strings["verb"] = verb
    return Event(
        id=event_id, time_ns=time_ns, kind=kind, **strings,
        objects=check.id_list("objects", fields.get("objects", [])),
        observers=check.id_list("observers", fields.get("observers", [])),
        deltas=deltas,
        claims=check.facts("claims", fields.get("claims", [])),
        extras=extras,
    )


def _iso_time(check: _Check, raw_time: Any) -> int:
    if not isinstance(raw_time, str):
        raise check.fail("time", raw_time, f"must be an ISO 8601 string, not {type(raw_time).__name__}")
    try:
        return parse_iso_ns(raw_time)
    except ValueError as err:
        raise check.fail("time", raw_time, f"is not a valid time: {err}") from None


def validate_event(event: Event, config: EngineConfig) -> Event:
    """Check an ``Event`` built in code (not from JSON) against the same rules; returns it."""
    if not isinstance(event, Event):
        raise InvalidEventError(f"expected an Event, not {type(event).__name__}.", field="<record>")
    check = _Check(event.id if isinstance(event.id, str) else "", config)
    check.id_string("id", event.id, required=True)
    if not isinstance(event.time_ns, int) or isinstance(event.time_ns, bool) or event.time_ns < 0:
        raise check.fail("time_ns", event.time_ns, "must be a non-negative int of nanoseconds")
    if not isinstance(event.kind, EventKind):
        raise check.fail("kind", event.kind, f"must be an EventKind ({', '.join(k.value for k in EventKind)})")
    for name in STRING_FIELDS:
        check.string(name, getattr(event, name), limit=_limit(name, config))
    for name in LIST_FIELDS:
        check.id_list(name, list(getattr(event, name)))
    for name in FACT_FIELDS:
        check.facts(name, [f.to_dict() if isinstance(f, FactSpec) else f for f in getattr(event, name)])
    check.extras(event.extras)
    return event


def decode_line(raw: bytes, *, line: int, config: EngineConfig) -> Event:
    """One line of a trace file (bytes) to an ``Event``; the error carries the line number."""
    text = raw.decode("utf-8", errors="surrogateescape")
    try:
        obj = loads_bounded(text, max_depth=config.max_json_depth, field="<json>")
    except json.JSONDecodeError as err:
        raise InvalidEventError(f"line {line}: not valid JSON ({err.msg} at column {err.colno}).",
                                field="<json>", line=line) from None
    except InvalidEventError as err:
        raise InvalidEventError(f"line {line}: {err}", field=err.field, line=line) from None
    except ValueError as err:  # a number json cannot convert (over sys.get_int_max_str_digits() digits)
        raise InvalidEventError(f"line {line}: not valid JSON ({err}).", field="<json>", line=line) from None
    try:
        return event_from_json(obj, config)
    except InvalidEventError as err:
        raise InvalidEventError(f"line {line}: {err}", field=err.field, event_id=err.event_id, line=line) from None


class StreamClock:
    """The latest (time, id) of each ``source`` stream, seeded from the store: an admitted event
    older than its stream's latest one is rejected (streams are in non-decreasing time order)."""

    def __init__(self, last_stored: Callable[[str], Tuple[int, str]]) -> None:
        self._last_stored = last_stored
        self.positions: Dict[str, Tuple[int, str]] = {}

    def advance(self, event: Event) -> None:
        """Move the event's stream to it, or raise ``InvalidEventError`` (field ``time``)."""
        last_ns, last_id = self.positions.get(event.source) or self._last_stored(event.source)
        if event.time_ns < last_ns:
            raise InvalidEventError(
                f"event {event.id!r}: field 'time' is older than event {last_id!r}, the latest of stream "
                f"{event.source or '(no source)'!r} so far ({event.time_ns} < {last_ns} ns); streams must be in "
                "non-decreasing time order.", field="time", event_id=event.id)
        self.positions[event.source] = (event.time_ns, event.id)


def _limit(field: str, config: EngineConfig) -> int:
    """Free text may be long; every other string field is an id-like token."""
    return config.max_text_chars if field in _LONG_TEXT_FIELDS else config.max_id_chars
