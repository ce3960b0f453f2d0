"""Checks the write path runs on a batch before anything is stored: the clock guard and the
duplicate-id conflict check. Pure functions over ``Event``s; ``Memory`` stores what they decide.

**Clock guard.** A stream is kept in time order (``validation.StreamClock``): an event older
than its stream's latest stored one is rejected. One event dated years ahead would therefore
become its stream's clock and block every later real event for good. The guard compares each
event with the *receiving* clock (the wall clock when the batch arrives): an event dated more
than ``max_future_skew_s`` ahead of it is held in quarantine instead of memory, so it never
advances a stream. Events from the past are never held, however old: replaying a bag or a
trace recorded months ago goes in as before.

**Conflicts.** Ingest is idempotent by event id, so an id already stored is skipped. When the
incoming record differs from the stored one (or from an earlier record of the same batch), that
is not a replay but two different events under one id: it is reported as a conflict, and the
first version stays.
"""
from __future__ import annotations

import json
from dataclasses import replace
from typing import Callable, Dict, List, Optional, Sequence, Set, Tuple

from obsmem_ros.core.records import Event
from obsmem_ros.core.timefmt import format_iso

__all__ = ["QuarantineRow", "conflicting_ids", "split_future"]

QuarantineRow = Tuple[str, int, int, str, str, str]  # event id, time_ns, received_ns, source, reason, record JSON


def split_future(events: Sequence[Event], *, now_ns: int, max_skew_s: float) -> Tuple[List[Event], List[QuarantineRow]]:
    """The events within ``max_skew_s`` of ``now_ns`` (or earlier), and quarantine rows for the
    rest; ``max_skew_s == 0`` turns the guard off."""
    if not max_skew_s:
        return list(events), []
    limit_ns = now_ns + int(max_skew_s * 1_000_000_000)
    if all(e.time_ns <= limit_ns for e in events):
        return list(events), []
    kept: List[Event] = []
    held: List[QuarantineRow] = []
    for event in events:
        if event.time_ns <= limit_ns:
            kept.append(event)
            continue
        ahead_s = (event.time_ns - now_ns) / 1e9
        reason = (f"field 'time'={format_iso(event.time_ns)} is {ahead_s:.0f} s ahead of the receiving clock "
                  f"({format_iso(now_ns)}); the limit is {max_skew_s:g} s (EngineConfig.max_future_skew_s)")
        held.append((event.id, event.time_ns, now_ns, event.source, reason,
                     json.dumps(event.to_json(), ensure_ascii=False)))
    return kept, held


def conflicting_ids(events: Sequence[Event], stored_ids: Set[str],
                    load: Callable[[List[str]], List[Event]]) -> List[str]:
    """The id of each record among ``events`` that differs from the stored event of that id (``load``
    fetches those) or from an earlier event of the same id in ``events``. Only ids that repeat
    are looked at, so a batch of new events costs one dict pass."""
    first: Dict[str, Event] = {}
    repeats: List[Event] = []
    for event in events:
        if event.id in stored_ids or event.id in first:
            repeats.append(event)
        else:
            first[event.id] = event
    if not repeats:
        return []
    known = {e.id: e for e in load(sorted({e.id for e in repeats if e.id in stored_ids}))}
    return [e.id for e in repeats if not same_record(known.get(e.id, first.get(e.id)), e)]


def same_record(stored: Optional[Event], incoming: Event) -> bool:
    """Whether ``incoming`` repeats ``stored``. Forgetting a person takes them out of the
    observers of events they only watched, so a stored event whose observers are a subset of the
    incoming one's, all else equal, is the same record replayed."""
    if stored is None or stored == incoming:
        return stored is not None
    return (set(stored.observers) <= set(incoming.observers)
            and replace(stored, observers=incoming.observers) == incoming)
