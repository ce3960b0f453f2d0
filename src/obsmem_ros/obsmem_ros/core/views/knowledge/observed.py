"""Habits shown by behaviour: what a person chooses on a topic, by part of day and kind of day.

Generic over (person, verb, topic, part of day, weekday / weekend): a `Choice` is one observed
event in which someone chose a value on a topic (Alice took the red mug: topic "mug", value
"red_mug_1"; Carol set the TV's channel: topic "channel", value "BBC"; Bob sat in the armchair:
topic "seat"). The caller turns events into choices (which events count and what their topic is
lives with the reader of memory); this module only counts.

Support is counted by **sighting**: every choice seen in scope is one piece of evidence, as a
person watching would count it ("seen taking the red mug three times", two of them the same
morning). Occasions (one local date and part of day: a morning) are reported beside it, and a
tie in sightings goes to the value more occasions ended on. A habit holds when its value was
seen at least `min_support` times and in at least `min_share` of the sightings in scope (a
clear majority); otherwise the result says how little was seen (``enough`` False). Cost: one pass over the choices given, so it
runs at query time over the person's events up to the question's cutoff (no stored state to
keep consistent with forgetting or cutoffs).

Provenance: every result is ``source="observed"``; what people say they prefer is ``stated``
and kept apart by the reader (a spoken "I always take the blue mug" is not a sighting).
"""
from __future__ import annotations

from collections import Counter
from dataclasses import dataclass
from datetime import datetime
from typing import Dict, Iterable, List, Tuple
from zoneinfo import ZoneInfo

from obsmem_ros.core.time_reading import part_of_day

from .records import KnowledgeError

NS = 1_000_000_000
PARTS_OF_DAY: Tuple[str, ...] = ("morning", "afternoon", "evening", "night")
DAY_KINDS: Tuple[str, ...] = ("weekday", "weekend")
OBSERVED, STATED = "observed", "stated"


@dataclass(frozen=True)
class Choice:
    """One observed choice: `person` did `verb` choosing `value` on `topic` at `time_ns` (event `event_id`)."""

    person: str
    verb: str
    topic: str
    value: str
    time_ns: int
    event_id: str


@dataclass(frozen=True)
class HabitScope:
    """When a habit is asked about: a part of day and a kind of day ("" = any)."""

    part: str = ""
    day_kind: str = ""

    def __post_init__(self) -> None:
        if self.part not in ("", *PARTS_OF_DAY):
            raise KnowledgeError(f"HabitScope.part={self.part!r}: use one of {list(PARTS_OF_DAY)} or ''.")
        if self.day_kind not in ("", *DAY_KINDS):
            raise KnowledgeError(f"HabitScope.day_kind={self.day_kind!r}: use one of {list(DAY_KINDS)} or ''.")

    def occasion(self, time_ns: int, zone: ZoneInfo) -> Tuple[str, str, str]:
        """(local date, part of day, kind of day) of an instant."""
        moment = datetime.fromtimestamp(time_ns / NS, tz=zone)
        night_before = moment.hour < 5  # 01:00 belongs to the night that began the evening before
        date = datetime.fromtimestamp(time_ns / NS - (86_400 if night_before else 0), tz=zone).date()
        return date.isoformat(), part_of_day(moment.hour), "weekend" if date.weekday() >= 5 else "weekday"

    def admits(self, occasion: Tuple[str, str, str]) -> bool:
        return (not self.part or occasion[1] == self.part) and (not self.day_kind or occasion[2] == self.day_kind)

    def occasions_word(self) -> str:
        """"mornings", "weekend evenings", "days"."""
        noun = f"{self.part}s" if self.part else "days"
        return f"{self.day_kind} {noun}" if self.day_kind else noun


@dataclass(frozen=True)
class ObservedHabit:
    """What a person was seen to choose on a topic in a scope, and how well it is supported.

    `value` is "" when there is not enough evidence; `support` is the sightings of the value,
    `occasions` those with any choice in scope, `sightings` the choices seen in scope;
    `evidence_ids` the events behind the value (every sighting when there is no value)."""

    person: str
    topic: str
    scope: HabitScope
    value: str
    support: int
    occasions: int
    sightings: int
    evidence_ids: Tuple[str, ...]
    alternatives: Tuple[Tuple[str, int], ...] = ()
    source: str = OBSERVED

    @property
    def enough(self) -> bool:
        return bool(self.value)

    @property
    def share(self) -> float:
        return self.support / self.sightings if self.sightings else 0.0


def mine_observed_habit(choices: Iterable[Choice], scope: HabitScope, *, min_support: int, min_share: float,
                        zone: str = "UTC") -> ObservedHabit:
    """The habit the choices (one person's, one topic's) show in the scope."""
    if min_support < 1 or not 0.0 < min_share <= 1.0:
        raise KnowledgeError(f"min_support={min_support!r} must be >= 1 and min_share={min_share!r} in (0, 1].")
    tz = ZoneInfo(zone)
    in_scope = sorted((c for c in choices if scope.admits(scope.occasion(c.time_ns, tz))),
                      key=lambda c: (c.time_ns, c.event_id))
    person = in_scope[0].person if in_scope else ""
    topic = in_scope[0].topic if in_scope else ""
    last_of: Dict[Tuple[str, str], Choice] = {}
    for choice in in_scope:
        last_of[scope.occasion(choice.time_ns, tz)[:2]] = choice
    seen = Counter(c.value for c in in_scope)
    ended = Counter(c.value for c in last_of.values())
    ranked = sorted(seen.items(), key=lambda kv: (-kv[1], -ended[kv[0]],
                                                  -max(c.time_ns for c in in_scope if c.value == kv[0])))
    value, support = ranked[0] if ranked else ("", 0)
    occasions = len(last_of)
    enough = support >= min_support and support / max(len(in_scope), 1) >= min_share
    ids: List[str] = [c.event_id for c in in_scope if c.value == value] if enough else [c.event_id for c in in_scope]
    return ObservedHabit(person=person, topic=topic, scope=scope, value=value if enough else "", support=support,
                         occasions=occasions, sightings=len(in_scope), evidence_ids=tuple(ids),
                         alternatives=tuple(kv for kv in ranked if kv[0] != value or not enough))
