"""Bad input is rejected with the field and the reason, and nothing of it (or its batch) is stored."""
from __future__ import annotations

import json

import pytest
from click.testing import CliRunner

from obsmem_ros.cli import cli
from obsmem_ros.core.memory import Memory
from obsmem_ros.core.records import Event, EventKind
from obsmem_ros.core.validation import validate_event
from obsmem_ros.errors import InvalidEventError


def good(n: int = 1, **fields) -> dict:
    event = {"id": f"e{n:04d}", "time": f"2026-03-02T09:{n:02d}:00+00:00", "kind": "observation", "actor": "robot",
             "objects": ["mug_1"], "location": "kitchen", "observers": ["robot"], "source": "sim",
             "deltas": [{"entity": "mug_1", "attribute": "location", "value": "shelf_1"}]}
    event.update(fields)
    return event


@pytest.fixture()
def memory(tmp_path):
    with Memory(str(tmp_path / "v.db")) as mem:
        yield mem


def assert_nothing_stored(memory: Memory) -> None:
    stats = memory.stats()
    assert (stats.events, stats.facts, stats.entities) == (0, 0, 0)


@pytest.mark.parametrize("field", ["id", "time", "kind"])
def test_missing_required_field_is_named(memory, field):
    event = good()
    del event[field]
    with pytest.raises(InvalidEventError, match=rf"field '{field}'=None is missing") as info:
        memory.ingest([good(2), event])
    assert info.value.field == field
    assert_nothing_stored(memory)


@pytest.mark.parametrize("field, value, reason", [
    ("objects", "mug_1", "must be a list of strings, not str"),
    ("observers", [7], "must be a string, not int"),
    ("time", 1772442000, "must be an ISO 8601 string, not int"),
    ("deltas", [{"entity": "mug_1", "value": "x"}], "is missing"),
    ("extras", [], "must be an object, not list"),
])
def test_mistyped_field_is_named(memory, field, value, reason):
    with pytest.raises(InvalidEventError, match=reason) as info:
        memory.ingest([good(1, **{field: value})])
    assert info.value.field.startswith(field)
    assert_nothing_stored(memory)


def test_unknown_kind_lists_the_known_ones(memory):
    with pytest.raises(InvalidEventError, match=r"field 'kind'='dance' is not one of action, observation, utterance"):
        memory.ingest([good(kind="dance")])
    assert_nothing_stored(memory)


def test_unknown_field_is_rejected_so_typos_do_not_drop_observers(memory):
    event = good()
    event["observer"] = event.pop("observers")
    with pytest.raises(InvalidEventError, match=r"field 'observer'.*not a trace event field"):
        memory.ingest([event])
    assert_nothing_stored(memory)


@pytest.mark.parametrize("stamp", ["yesterday", "2026-03-02 09:00", "2026-03-02T09:00:00", "2026-13-02T09:00:00Z"])
def test_unparsable_or_naive_time_is_rejected(memory, stamp):
    with pytest.raises(InvalidEventError, match=r"field 'time'=.* is not a valid time"):
        memory.ingest([good(time=stamp)])
    assert_nothing_stored(memory)


def test_time_older_than_last_stored_event_of_stream_rejects_whole_batch(memory):
    memory.ingest([good(5)])
    with pytest.raises(InvalidEventError, match=r"field 'time' is older than event 'e0006', the latest of stream 'sim'"):
        memory.ingest([good(6), good(3)])
    assert memory.event_count() == 1 and memory.stored_ids(["e0006", "e0003"]) == set()


def test_oversize_text_is_rejected_with_the_limit(memory):
    with pytest.raises(InvalidEventError, match=r"field 'text'=.* is 4097 characters long; the limit is 4096"):
        memory.ingest([good(text="x" * 4097)])
    assert_nothing_stored(memory)


def test_non_utf8_bytes_in_a_trace_line_name_the_field(tmp_path):
    line = json.dumps(good(text="PLACEHOLDER")).encode().replace(b"PLACEHOLDER", b"caf\xe9")
    trace = tmp_path / "bad.jsonl"
    trace.write_bytes(json.dumps(good(1)).encode() + b"\n" + line.replace(b"e0001", b"e0002") + b"\n")
    result = CliRunner().invoke(cli, ["ingest", "--db", str(tmp_path / "u.db"), "--json", str(trace)])
    report = json.loads(result.output)
    assert result.exit_code == 1 and (report["accepted"], report["rejected"]) == (1, 1)
    assert "line 2" in report["rejections"][0]["error"]
    assert "field 'text'" in report["rejections"][0]["error"] and "not valid UTF-8 (byte 0xe9" in report["rejections"][0]["error"]


def test_quotes_and_sql_metacharacters_are_stored_verbatim(memory):
    nasty = "Robert'); DROP TABLE events;-- \"quoted\" % _ \\ ;"
    memory.ingest([good(text=nasty, actor="robot", objects=[nasty[:40]])])
    assert memory.event("e0001").text == nasty
    assert memory.event("e0001").objects == (nasty[:40],)
    assert memory.event_count() == 1


def test_cli_rejects_bad_lines_and_keeps_good_ones(tmp_path):
    trace = tmp_path / "mixed.jsonl"
    trace.write_text("\n".join([json.dumps(good(1)), "{not json", json.dumps(good(2, kind="nope")),
                                json.dumps(good(3))]) + "\n")
    result = CliRunner().invoke(cli, ["ingest", "--db", str(tmp_path / "m.db"), "--json", str(trace)])
    report = json.loads(result.output)
    assert (report["accepted"], report["rejected"]) == (2, 2)
    assert [r["line"] for r in report["rejections"]] == [2, 3]
    assert "not valid JSON" in report["rejections"][0]["error"]


def test_cli_rejects_a_line_that_goes_back_in_time_and_keeps_the_rest(tmp_path):
    trace = tmp_path / "late.jsonl"
    trace.write_text("\n".join(json.dumps(e) for e in (good(5), good(3), good(6))) + "\n")
    report = json.loads(CliRunner().invoke(cli, ["ingest", "--db", str(tmp_path / "o.db"), "--json", str(trace)]).output)
    assert (report["accepted"], [r["line"] for r in report["rejections"]]) == (2, [2])
    assert "field 'time' is older than event 'e0005'" in report["rejections"][0]["error"]


def test_event_records_built_in_code_are_validated_too(memory):
    with pytest.raises(InvalidEventError, match=r"field 'time_ns'=-5 must be a non-negative int"):
        validate_event(Event(id="c1", time_ns=-5, kind=EventKind.ACTION, observers=("robot",)), memory.config)
    with pytest.raises(InvalidEventError, match=r"field 'observers\[0\]'='' must not be empty"):
        validate_event(Event(id="c2", time_ns=5, kind=EventKind.ACTION, observers=("",)), memory.config)
    assert_nothing_stored(memory)
    memory.ingest([Event(id="c3", time_ns=5, kind=EventKind.ACTION, actor="robot", observers=("robot",))])
    assert memory.event("c3").time_ns == 5


@pytest.mark.parametrize("field, value, message", [
    ("observers", ["robot", "  "], r"field 'observers\[1\]'='  ' must not be empty"),
    ("objects", ["mug_1", "x" * 201], r"field 'objects\[1\]'=.* is 201 characters long; the limit is 200"),
    ("deltas", [{"entity": "mug_1", "attribute": "location", "value": "shelf_1", "colour": "red"}],
     r"field 'deltas\[0\].colour'='red' is not a fact field"),
    ("deltas", [{"entity": "mug_1", "attribute": "location", "value": "a\x00b"}],
     r"field 'deltas\[0\].value'=.* contains a NUL character"),
    ("claims", [{"entity": "mug_1", "attribute": "location", "value": "x", "value_type": "blob"}],
     r"field 'claims\[0\].value_type'='blob' is not one of entity, str"),
])
def test_items_past_the_common_case_checks_are_still_checked_and_named(memory, field, value, message):
    with pytest.raises(InvalidEventError, match=message):
        memory.ingest([good(1, **{field: value})])
    assert_nothing_stored(memory)


def test_non_ascii_text_typed_values_and_empty_optional_fields_are_accepted_as_given(memory):
    memory.ingest([good(1, objects=["tasse_é_1"], text="Die Tasse ist grün.",
                        deltas=[{"entity": "tasse_é_1", "attribute": "fill", "value": 3, "value_type": "int"},
                                {"entity": "tasse_é_1", "attribute": "location", "value": "régal_1"}]),
                   good(2, actor="", verb="", text="")])
    assert (memory.event("e0002").actor, memory.event("e0002").text) == ("", "")
    stored = memory.event("e0001")
    assert (stored.objects, stored.text) == (("tasse_é_1",), "Die Tasse ist grün.")
    assert [(d.value, d.value_type.value) for d in stored.deltas] == [("3", "int"), ("régal_1", "entity")]
    assert memory.state("tasse_é_1", "location").current.value == "régal_1"
