"""Property-based fuzzing (Hypothesis) of the three hostile-input edges of the memory.

- event validation: any JSON-like value either becomes a valid ``Event`` or raises
  ``InvalidEventError`` naming a field; never another exception;
- the trace reader: arbitrary lines (bytes, nesting, huge numbers, odd unicode) mixed with good
  ones: every bad line is rejected with its line number and reason, every good line is stored,
  and the store passes ``PRAGMA integrity_check``;
- the Query request (question text, k, views, at): a typed ``Answer`` or an ``ObsMemError``
  with a message; never a crash.

Example counts are kept small so the file runs in well under a minute on a loaded machine;
strategies stay below the bounds other defences own (JSON nesting depth, question length, the
1677-2262 time range), which have their own tests.
"""
from __future__ import annotations

import json
import sqlite3
import string
from datetime import datetime, timedelta, timezone
from typing import Any, Dict, List

import pytest
from hypothesis import HealthCheck, given, settings
from hypothesis import strategies as st

from obsmem_ros.core.config import EngineConfig
from obsmem_ros.core.memory import Memory
from obsmem_ros.core.query import Answer, parse_views
from obsmem_ros.core.records import Event, EventKind
from obsmem_ros.core.trace_ingest import ingest_trace
from obsmem_ros.core.validation import KNOWN_FIELDS, decode_line, event_from_fields, event_from_json, validate_event
from obsmem_ros.errors import InvalidEventError, ObsMemError

SUPPRESSED = [HealthCheck.function_scoped_fixture, HealthCheck.too_slow]
FUZZ = settings(max_examples=40, deadline=None, database=None, suppress_health_check=SUPPRESSED)
CONFIG = EngineConfig()
FIELD_NAMES = sorted(KNOWN_FIELDS) + ["observer", "", "ïd", "extras.x"]

# JSON-like scalars that stress the checks: odd unicode (surrogates as from surrogateescape,
# NUL, RTL marks, emoji), huge and non-finite numbers, booleans where strings belong.
odd_text = st.text(alphabet=st.characters(codec=None, exclude_categories=()), max_size=40)
scalars = st.one_of(st.none(), st.booleans(), st.integers(min_value=-(10 ** 30), max_value=10 ** 30),
                    st.floats(allow_nan=True, allow_infinity=True), odd_text,
                    st.sampled_from(["", " ", "\x00", "robot", "observation", "2026-03-02T09:00:00+00:00",
                                     "\udcff", "\u202e", "9999-12-31T23:59:59Z", "1e309"]))
json_like = st.recursive(scalars, lambda inner: st.one_of(
    st.lists(inner, max_size=4), st.dictionaries(st.one_of(st.sampled_from(FIELD_NAMES), odd_text), inner, max_size=4)),
    max_leaves=12)
iso_times = st.datetimes(min_value=datetime(1970, 1, 2), max_value=datetime(2200, 1, 1),
                         timezones=st.just(timezone.utc)).map(lambda t: t.isoformat())
ids = st.text(alphabet=string.ascii_letters + string.digits + "_-é", min_size=1, max_size=20)


@st.composite
def near_events(draw: Any) -> Dict[str, Any]:
    """A plausible event with some fields replaced by arbitrary JSON-like values."""
    event: Dict[str, Any] = {"id": draw(ids), "time": draw(iso_times),
                             "kind": draw(st.sampled_from([k.value for k in EventKind])),
                             "actor": "robot", "observers": ["robot"], "objects": [draw(ids)],
                             "deltas": [{"entity": draw(ids), "attribute": "location", "value": draw(ids)}]}
    for name in draw(st.lists(st.sampled_from(FIELD_NAMES), max_size=3)):
        event[name] = draw(json_like)
    return event


def assert_valid_or_named(build: Any) -> None:
    """``build()`` returns an Event that re-validates, or raises InvalidEventError with a field."""
    try:
        event = build()
    except InvalidEventError as err:
        assert err.field, f"error without a field: {err}"
        assert str(err)
        return
    assert isinstance(event, Event)
    assert validate_event(event, CONFIG) is event
    json.dumps(event.to_json())


@FUZZ
@given(json_like)
def test_event_from_json_accepts_or_names_a_field_for_any_value(value):
    assert_valid_or_named(lambda: event_from_json(value, CONFIG))


@FUZZ
@given(near_events())
def test_event_from_fields_accepts_or_names_a_field_for_near_events(fields):
    assert_valid_or_named(lambda: event_from_fields(fields, CONFIG))


@FUZZ
@given(near_events(), st.one_of(st.integers(min_value=-(10 ** 20), max_value=10 ** 20), st.none(), st.booleans()))
def test_event_from_fields_with_a_message_stamp_accepts_or_names_a_field(fields, time_ns):
    fields = {k: v for k, v in fields.items() if k != "time"}
    assert_valid_or_named(lambda: event_from_fields(fields, CONFIG, time_ns=time_ns))


def test_an_empty_field_name_is_rejected_with_a_named_field():  # found by the fuzzer
    with pytest.raises(InvalidEventError, match="field '<empty name>'=None is not a trace event field") as info:
        event_from_json({"": None}, CONFIG)
    assert info.value.field == "<empty name>"


def test_a_line_with_an_integer_too_long_to_convert_is_rejected_as_json():  # found by the fuzzer
    with pytest.raises(InvalidEventError, match="line 3: not valid JSON .*4300 digits") as info:
        decode_line(b'{"id": "x", "extras": {"n": 1' + b"0" * 5000 + b"}}", line=3, config=CONFIG)
    assert info.value.field == "<json>" and info.value.line == 3


# --- the trace reader --------------------------------------------------------------------------
BASE = datetime(2026, 3, 2, 9, 0, tzinfo=timezone.utc)


def good_line(n: int) -> bytes:
    event = {"id": f"good{n:04d}", "time": (BASE + timedelta(minutes=n)).isoformat(), "kind": "observation",
             "actor": "robot", "objects": [f"mug_{n}"], "location": "kitchen", "observers": ["robot"],
             "source": "fuzz", "deltas": [{"entity": f"mug_{n}", "attribute": "location", "value": "shelf_1"}]}
    return json.dumps(event).encode()


def nested(depth: int) -> bytes:
    return b'{"id": "deep", "time": "2026-03-02T09:00:00Z", "kind": "observation", "extras": ' + \
        b'{"a": ' * depth + b"1" + b"}" * depth + b"}"


bad_lines = st.one_of(
    st.binary(min_size=1, max_size=60).filter(lambda b: b.strip() and b"\n" not in b and b"\r" not in b),
    json_like.map(lambda v: json.dumps(v).encode()).filter(lambda b: not b.startswith(b"{")),
    st.integers(min_value=1, max_value=200).map(nested),
    st.integers(min_value=10 ** 20, max_value=10 ** 400).map(lambda n: b'{"id": "big", "time": %d, "kind": "x"}' % n),
    st.integers(min_value=4000, max_value=6000).map(lambda digits: b'{"id": "huge", "extras": {"n": 1%s}}' % (b"0" * digits)),
    odd_text.map(lambda t: json.dumps({"id": t, "time": "2026-03-02T09:00:00Z", "kind": "observation"},
                                      ensure_ascii=False).encode("utf-8", "surrogatepass")),
    st.sampled_from([b"\xff\xfe{", b'{"id": "a\x00"}', b"[" * 50, b"{}", b"null", b'"\\ud800"', b"1e999",
                     b'{"id": "x", "id": "y"}']),
)


def stored_ids(path: str) -> List[str]:
    with sqlite3.connect(path) as conn:
        assert conn.execute("PRAGMA integrity_check").fetchone()[0] == "ok"
        return [row[0] for row in conn.execute("SELECT id FROM events")]


@settings(max_examples=20, deadline=None, database=None, suppress_health_check=SUPPRESSED)
@given(st.lists(st.tuples(st.booleans(), bad_lines), min_size=1, max_size=12))
def test_trace_reader_rejects_bad_lines_with_reasons_and_stores_every_good_one(tmp_path_factory, mix):
    folder = tmp_path_factory.mktemp("fuzz")
    lines, good_ids, bad_numbers = [], [], []
    for n, (is_good, bad) in enumerate(mix):
        if is_good:
            lines.append(good_line(n))
            good_ids.append(f"good{n:04d}")
        else:
            lines.append(bad)
            bad_numbers.append(len(lines))
    trace = folder / "trace.jsonl"
    trace.write_bytes(b"\n".join(lines) + b"\n")
    db = str(folder / "m.db")
    with Memory(db, config=EngineConfig(batch_size=4)) as memory:
        report = ingest_trace(memory, trace)
    rejected = {line: message for line, message in report.rejected}
    stored = set(stored_ids(db))
    assert set(good_ids) <= stored
    assert report.accepted == len(stored)
    for number in bad_numbers:
        if number in rejected:
            assert rejected[number].startswith(f"line {number}:") and len(rejected[number]) > len(f"line {number}:")
    # a bad line either is rejected with its reason or is, byte for byte, a valid event of its own
    assert len(rejected) + report.accepted + report.duplicates + report.unobserved == report.lines


# --- the Query request -------------------------------------------------------------------------
@pytest.fixture(scope="module")
def household(tmp_path_factory):
    folder = tmp_path_factory.mktemp("query")
    trace = folder / "trace.jsonl"
    trace.write_bytes(b"\n".join(good_line(n) for n in range(30)) + b"\n")
    with Memory(str(folder / "q.db")) as memory:
        ingest_trace(memory, trace)
        yield memory


view_names = st.lists(st.one_of(st.sampled_from(["event", "state", "belief", "commitment", "entity", "episode",
                                                 "knowledge", "task"]), odd_text), max_size=3)
questions = st.one_of(odd_text, st.text(max_size=300),
                      st.sampled_from(["where is mug_3?", "where was mug_1 yesterday?", "what happened at 3pm?",
                                       "who moved mug_2 before 1850?", "¿dónde está la taza?", "?", "   "]))
at_values = st.one_of(st.none(), st.integers(min_value=-(2 ** 63), max_value=2 ** 63 - 1))


@FUZZ
@given(questions, st.integers(min_value=-(2 ** 31), max_value=2 ** 31 - 1), view_names, at_values)
def test_query_request_gets_a_typed_answer_or_a_clear_error(household, question, k, views, at_ns):
    try:
        answer = household.ask(question, at_ns=at_ns, k=k, views=parse_views(views))
    except ObsMemError as err:
        assert str(err).strip()
        return
    assert isinstance(answer, Answer)
    assert isinstance(answer.known, bool) and isinstance(answer.answer, str)
    assert len(answer.evidence) <= k
    json.dumps(answer.to_json())
