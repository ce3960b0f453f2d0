"""Builders of the engine's test inputs: trace events (one dict each, in the trace-line format
that `Memory.ingest` validates) and their facts, the clock a test's story runs on, a memory holding
a story (`remembered`), and words read as said to the robot (`read_heard`).

A field a builder leaves out is read as empty by ingest ("" / [] / {}), so the full form of
`trace_event` and the short form of `stamped` give the same event for the same values. Test files
import these relatively (``from .factories import ...``): pytest imports the suite in importlib
mode (pytest.ini), which names a test module after its folder (``src.obsmem_ros.test.test_x``)
and never puts the folder on ``sys.path``.
"""
from __future__ import annotations

import itertools
from datetime import datetime, timezone
from pathlib import Path
from typing import Iterable, Iterator, Optional, Sequence, Tuple, Union

from obsmem_ros.core.memory import Memory
from obsmem_ros.core.query import QueryConfig, QueryEngine
from obsmem_ros.core.records import Provenance
from obsmem_ros.core.store import SQLiteDriver
from obsmem_ros.core.timefmt import format_iso, parse_iso_ns

T0 = 1772409600 * 10**9  # 2026-03-02T00:00:00Z, a Monday
H = 3600 * 10**9
DAY = 24 * H
NS = 10**9

Triple = Tuple[str, str, str]


def remembered(events: Iterable, location: Union[str, Path] = ":memory:", **options) -> Iterator[Memory]:
    """A memory at `location` (opened with `options`) that has ingested `events`, for a fixture to
    ``yield from``: the memory is closed when the fixture is torn down."""
    with Memory(location, **options) as memory:
        memory.ingest(events)
        yield memory


def language_engine(events: Iterable) -> Iterator[QueryEngine]:
    """A fixture's engine: an in-process memory holding `events`, asked through the language parser."""
    with Memory(":memory:") as memory:
        memory.ingest(list(events))
        yield QueryEngine(memory, config=QueryConfig(parser="language"))


def due(undertaking) -> Optional[str]:
    """An undertaking's due time as ISO text, None when it has none."""
    return format_iso(undertaking.due_ns) if undertaking.due_ns is not None else None


def said_value(memory: Memory, entity: str, attribute: str = "location") -> str:
    """The newest value someone said of a thing's attribute ("" when none was said)."""
    facts = [f for f in memory.history(entity, attribute) if f.provenance is Provenance.REPORTED]
    return facts[-1].value if facts else ""

def morning_ns(minutes: int) -> int:
    """`minutes` after 08:00 on the first day (`T0`): the clock of the plan-revision tests."""
    return T0 + (8 * 60 + minutes) * 60 * 10**9


def ask_morning(events: Iterable, question: str, minutes: int) -> str:
    """The value memory answers `question` with, `minutes` after 08:00 on the first day, having
    ingested `events`."""
    for memory in remembered(events):
        return memory.ask(question, at_ns=morning_ns(minutes)).value
    raise AssertionError("remembered() yielded no memory")


TUESDAY_NINE = parse_iso_ns("2026-10-06T09:00:00+00:00")  # a Tuesday morning: when `told` sentences are said
HOUSEHOLD = ("lena", "omar", "sam", "rita")


def told(reader, words: str, speaker: str = "lena", addressee: str = "robot", previous=None,
         people: Sequence[str] = HOUSEHOLD):
    """What `reader` reads in `words` said by `speaker` to `addressee` on `TUESDAY_NINE`, in a
    home of `people` (`previous`: the turn before)."""
    return reader.read(words, speaker=speaker, addressee=addressee, now_ns=TUESDAY_NINE, event_id="u1",
                       people=people, previous=previous)


def read_heard(reader, words: str, *, speaker: str, now_ns: int, people: Sequence[str] = (),
               event_id: str = "e1", resolve=None):
    """What `reader` reads in `words` said by `speaker` to the robot (`resolve`: how a phrase names
    a thing memory knows; none by default)."""
    return reader.read(words, speaker=speaker, addressee="robot", now_ns=now_ns, event_id=event_id,
                       resolve=resolve, people=people)


def said_places(reader, words: str, *, speaker: str, now_ns: int, people: Sequence[str]):
    """(thing, place) of each location claim, not negated, `reader` reads in `words` said by
    `speaker` to the robot, and the whole reading."""
    reading = read_heard(reader, words, speaker=speaker, now_ns=now_ns, people=people)
    return [(c.entity, c.value) for c in reading.claims if c.attribute == "location" and not c.negated], reading

def omar_states(reader, words: str):
    """(person, topic, value) of each preference `reader` reads in `words` said by omar to the
    robot on 6 October 2026 at nine, with lena about."""
    reading = read_heard(reader, words, speaker="omar", now_ns=parse_iso_ns("2026-10-06T09:00:00+00:00"),
                         event_id="u1", people=("omar", "lena"))
    return [(p.person, p.topic, p.value) for p in reading.preferences]


def moment(month: int, day: int, hour: int, minute: int) -> datetime:
    """A minute of 2026, in UTC."""
    return datetime(2026, month, day, hour, minute, tzinfo=timezone.utc)


def iso(month: int, day: int, hour: int, minute: int) -> str:
    """`moment` as a trace line's time ("2026-06-08T07:00:00+00:00")."""
    return moment(month, day, hour, minute).isoformat()


def ns(month: int, day: int, hour: int, minute: int) -> int:
    """`moment` in nanoseconds since the epoch (a question's ``at_ns``)."""
    return int(moment(month, day, hour, minute).timestamp()) * NS


def seen_facts(triples: Iterable[Triple]) -> list:
    """(entity, attribute, value) as the robot records what it sees: a location or a holder names an
    entity, every other value is a string (ingest's own reading of a fact without a value type)."""
    return [{"entity": e, "attribute": a, "value": v, "value_type": "entity" if a in ("location", "held_by") else "str"}
            for e, a, v in triples]


def said_facts(triples: Iterable[Triple]) -> list:
    """(entity, attribute, value) claimed in words, every value kept as the string said."""
    return [{"entity": e, "attribute": a, "value": v, "value_type": "str"} for e, a, v in triples]


def trace_event(event_id: str, time_ns: int, actor: str, verb: str, *, kind: str = "action",
                objects: Sequence[str] = (), location: str = "kitchen", observers: Optional[Sequence[str]] = None,
                deltas: Iterable[Triple] = (), claims: Iterable[Triple] = (), words: str = "",
                to: Optional[str] = None, text: str = "", extras: Optional[dict] = None,
                session: str = "s1") -> dict:
    """One trace line with every field. Observers: the actor and the robot unless given; the
    addressee: the robot when there are words, else no one, unless `to` says."""
    return {"id": event_id, "time": format_iso(time_ns), "kind": kind, "actor": actor, "verb": verb,
            "objects": list(objects), "location": location,
            "observers": [actor, "robot"] if observers is None else list(observers),
            "deltas": seen_facts(deltas), "claims": said_facts(claims), "text": text, "utterance": words,
            "addressee": ("robot" if words else "") if to is None else to, "extras": dict(extras or {}),
            "session_id": session, "source": "sim"}


def numbered(n: int, actor: str, verb: str, *, time_ns: Optional[int] = None, **fields) -> dict:
    """Event `n` of a first day's trace ("d001-e00007"), at T0 plus `n` hours unless `time_ns` says."""
    return trace_event(f"d001-e{n:05d}", T0 + n * H if time_ns is None else time_ns, actor, verb, **fields)


def said(n: int, who: str, words: str, *, to: str = "robot", **fields) -> dict:
    """`who` saying `words` to the robot (or to `to`) as event `n` of the first day (`numbered`)."""
    return numbered(n, who, "say", kind="utterance", words=words, to=to, **fields)


class DayLog:
    """Events of a trace of many days, numbered as the simulator numbers them: the event's day
    (the last two digits of its count of days since the epoch) and a count running over the whole
    trace ("d014-e00042" on T0's day), each day its own session ("s20514" on T0's day)."""

    def __init__(self) -> None:
        self._count = itertools.count()

    def event(self, time_ns: int, actor: str, verb: str, **fields) -> dict:
        return trace_event(f"d{time_ns // DAY % 100:03d}-e{next(self._count):05d}", time_ns, actor, verb,
                           session=f"s{time_ns // DAY}", **fields)


def minute_events(prefix: str, t0_s: int, *, kind: str = "action", **defaults):
    """A builder of a short story's events a minute apart: event `n` is "<prefix>NNN" at `t0_s`
    (seconds since the epoch) plus `n` minutes, of `kind` unless the event says, from the simulator,
    observed by the robot alone unless `defaults` (for every event) or the event's own fields say."""
    def event(n: int, kind: str = kind, **fields) -> dict:
        stamp = datetime.fromtimestamp(t0_s + 60 * n, timezone.utc).isoformat()
        return {"id": f"{prefix}{n:03d}", "time": stamp, "kind": kind, "observers": ["robot"], "source": "sim",
                **defaults, **fields}
    return event


def named(entity: str, name: str, place: str, **more: str) -> list:
    """The facts of a thing called `name` at `place`, with any `more` attributes as strings."""
    out = [{"entity": entity, "attribute": "name", "value": name, "value_type": "str"},
           {"entity": entity, "attribute": "location", "value": place, "value_type": "entity"}]
    return out + [{"entity": entity, "attribute": k, "value": v, "value_type": "str"} for k, v in more.items()]


def said_dues(words: str, at_ns: int, speaker: str) -> list:
    """The due times (ISO, sorted) of the commitments memory files from `words`, said by `speaker` at `at_ns`."""
    for memory in remembered([said(1, speaker, words, time_ns=at_ns)]):
        return sorted(format_iso(c.due_ns) for c in memory.commitments() if c.due_ns is not None)
    raise AssertionError("remembered() yielded no memory")


def stamped(event_id: str, time: str, kind: str, **fields) -> dict:
    """A trace line with only the fields given; the robot alone observes it unless `observers` says."""
    return {"id": event_id, "time": time, "kind": kind, "observers": ["robot"], **fields}


def sighting(event_id: str, time: str, entity: str, room: str, facts: Iterable[Tuple[str, str]],
             **fields) -> dict:
    """The robot seeing `entity` in `room`, recording (attribute, value) `facts` of it (`seen_facts`)."""
    return stamped(event_id, time, "observation", actor="robot", verb="observe", objects=[entity], location=room,
                   deltas=seen_facts((entity, a, v) for a, v in facts), **fields)


def heard(event_id: str, time: str, actor: str, words: str, **fields) -> dict:
    """`actor` saying `words` to the robot, observed by both, unless `fields` say (`stamped`)."""
    return stamped(event_id, time, "utterance", **{"actor": actor, "addressee": "robot", "verb": "say",
                                                   "utterance": words, "observers": ["robot", actor], **fields})


def copy_into_schema(fresh: Memory, path: str, version: int) -> None:
    """Every row of a memory written now, into a new store file at schema `version` (an older
    store as a past release left it: only that version's tables and columns)."""
    old = SQLiteDriver(path, target_version=version)
    tables = [r[0] for r in old.query("SELECT name FROM sqlite_master WHERE type = 'table'")
              if r[0] != "schema_version"]
    with old.transaction():
        for table in tables:
            columns = ", ".join(r[1] for r in old.query(f"PRAGMA table_info({table})"))
            rows = fresh.store.query(f"SELECT {columns} FROM {table}")
            if rows:
                old.executemany(f"INSERT INTO {table} ({columns}) VALUES ({','.join('?' * len(rows[0]))})", rows)
    old.close()
