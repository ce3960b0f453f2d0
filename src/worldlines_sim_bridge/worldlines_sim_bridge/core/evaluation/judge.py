"""The deterministic Judge: a 0-3 rubric over typed answers, mapped to 0-1 by dividing by 3.

The rubric (also in docs/evaluation.md):

3  the typed value matches the reference (or one of its `accept` alternatives) and, when the
   sample states an `expected_belief`, the answer's belief label matches it; or the reference is
   "not known" (an unanswerable sample) and the system says it does not know.
2  the value matches but the belief label is missing or wrong; or a list answer is partly right
   (at least half of the reference items, nothing more than one extra).
1  the answer is related: a place that contains the right one or lies inside it (the kitchen
   for the fridge), another entity of the same category, a count off by one, a time within an
   hour (or a clock time within 30 minutes), a list that shares at least one item.
0  wrong, "not known" when the reference is known, or an answer to an unanswerable sample.

Value matching by reference type:
- entity, person, bool, value, str: normalised text equality (case, spaces, underscores and
  hyphens, a leading article are ignored; "true"/"false" equal "yes"/"no"); a plain value that
  is a clock time or a number on both sides is compared as one ("6:30" = "06:30", "19.0" = "19").
- text (free text such as a promise): token F1 over content words, >= 0.8 exact (3), >= 0.5
  partial (2), any shared word related (1).
- int, float, count (numbers): numeric equality.
- time: ISO 8601 instants within 60 s, or clock times ("07:00") within one minute; a bare clock
  time given for a dated instant is partly right (2).
- list: set equality of the normalised items.
"""
from __future__ import annotations

import enum
import json
import re
from dataclasses import dataclass
from datetime import datetime
from typing import Any, Iterable, Optional

from worldlines_sim_bridge.core.evaluation.benchmark import WorldIndex
from worldlines_sim_bridge.core.evaluation.records import Sample, SystemAnswer

MAX_SCORE = 3
_BOOL_WORDS = {"true": "yes", "false": "no", "y": "yes", "n": "no"}
_CLOCK = re.compile(r"^(\d{1,2}):(\d{2})(?::\d{2})?$")
_FILLER = frozenset({"the", "a", "an", "to", "of", "and", "in", "into", "on", "onto", "at", "it", "its", "his", "her",
                     "their"})  # "into" is as much a filler as "in": "back into the basket" is "back in" it


class Match(enum.IntEnum):
    """How well a value matches the reference, ordered so the best alternative wins."""

    WRONG = 0
    RELATED = 1
    PARTIAL = 2
    EXACT = 3


@dataclass(frozen=True)
class Verdict:
    """A judge score (0-3) with the reason in words."""

    score: int
    reason: str

    @property
    def normalised(self) -> float:
        return self.score / MAX_SCORE


def normalise_text(value: Any) -> str:
    """Lower-case text with separators collapsed and a leading article dropped."""
    text = re.sub(r"[\s_\-]+", " ", str(value).strip().lower()).strip(" .")
    text = re.sub(r"^(the|a|an) ", "", text)
    return _BOOL_WORDS.get(text, text)


def as_list(value: Any) -> list[Any]:
    """A list answer given as a list, a JSON list text or a comma-separated text."""
    if isinstance(value, (list, tuple, set)):
        return list(value)
    if isinstance(value, str):
        stripped = value.strip()
        if stripped.startswith("["):
            try:
                parsed = json.loads(stripped)
            except json.JSONDecodeError:
                parsed = None
            if isinstance(parsed, list):
                return parsed
        return [part for part in re.split(r"\s*(?:,|;| and )\s*", stripped) if part]
    return [] if value is None else [value]


def _as_number(value: Any) -> Optional[float]:
    try:
        return float(str(value).strip())
    except ValueError:
        return None


def _as_instant(value: Any) -> Optional[datetime]:
    try:
        moment = datetime.fromisoformat(str(value).strip().replace("Z", "+00:00"))
    except ValueError:
        return None
    return moment if moment.tzinfo is not None else None


def _clock_minutes(value: Any) -> Optional[int]:
    found = _CLOCK.match(str(value).strip())
    return int(found.group(1)) * 60 + int(found.group(2)) if found else None


def _match_time(reference: Any, value: Any) -> Match:
    ref_instant, got_instant = _as_instant(reference), _as_instant(value)
    if ref_instant is not None and got_instant is not None:
        gap = abs((ref_instant - got_instant).total_seconds())
        return Match.EXACT if gap <= 60 else Match.RELATED if gap <= 3600 else Match.WRONG
    ref_clock = _clock_minutes(reference) if ref_instant is None else ref_instant.hour * 60 + ref_instant.minute
    got_clock = _clock_minutes(value) if got_instant is None else got_instant.hour * 60 + got_instant.minute
    if ref_clock is None or got_clock is None:
        return Match.EXACT if normalise_text(reference) == normalise_text(value) else Match.WRONG
    gap = min(abs(ref_clock - got_clock), 1440 - abs(ref_clock - got_clock))
    if gap <= 1:
        return Match.PARTIAL if ref_instant is not None and got_instant is None else Match.EXACT
    return Match.RELATED if gap <= 30 else Match.WRONG


def _match_number(reference: Any, value: Any) -> Match:
    ref_number, got_number = _as_number(reference), _as_number(value)
    if ref_number is None or got_number is None:
        return Match.EXACT if normalise_text(reference) == normalise_text(value) else Match.WRONG
    if abs(ref_number - got_number) < 1e-9:
        return Match.EXACT
    return Match.RELATED if abs(ref_number - got_number) <= 1 else Match.WRONG


def _match_list(reference: Any, value: Any) -> Match:
    wanted = {normalise_text(v) for v in as_list(reference)}
    given = {normalise_text(v) for v in as_list(value)}
    if wanted == given:
        return Match.EXACT
    hits = len(wanted & given)
    if wanted and hits * 2 >= len(wanted) and len(given - wanted) <= 1:
        return Match.PARTIAL
    return Match.RELATED if hits else Match.WRONG


def _match_entity(reference: Any, value: Any, world: WorldIndex) -> Match:
    ref_text, got_text = str(reference), str(value)
    if normalise_text(ref_text) == normalise_text(got_text):
        return Match.EXACT
    if got_text in world.ancestors(ref_text) or ref_text in world.ancestors(got_text):
        return Match.RELATED
    category = world.category(ref_text)
    if category and category == world.category(got_text):
        return Match.RELATED
    return Match.WRONG


def _words(value: Any) -> list[str]:
    return [w for w in re.findall(r"[a-z0-9:']+", normalise_text(value)) if w not in _FILLER]


def _match_text(reference: Any, value: Any) -> Match:
    """Free text (a promise, a request): token F1 >= 0.8 exact, >= 0.5 partial, any overlap related."""
    wanted, given = _words(reference), _words(value)
    common = sum(min(wanted.count(w), given.count(w)) for w in set(wanted))
    if not wanted or not given or not common:
        return Match.EXACT if normalise_text(reference) == normalise_text(value) else Match.WRONG
    f1 = 2 * common / (len(wanted) + len(given))
    return Match.EXACT if f1 >= 0.8 else Match.PARTIAL if f1 >= 0.5 else Match.RELATED


def _match_plain(reference: Any, value: Any) -> Match:
    """A plain value ("06:30", "cotton", "19", "day 17"): clock times as times, numbers as numbers."""
    if _clock_minutes(reference) is not None and _clock_minutes(value) is not None:
        return Match.EXACT if _match_time(reference, value) is Match.EXACT else Match.WRONG
    if _as_number(reference) is not None and _as_number(value) is not None:
        return Match.EXACT if _match_number(reference, value) is Match.EXACT else Match.WRONG
    return Match.EXACT if normalise_text(reference) == normalise_text(value) else Match.WRONG


def match_value(reference_type: str, reference: Any, value: Any, world: WorldIndex) -> Match:
    """How well `value` matches one reference value of the given type."""
    kind = reference_type.lower()
    if kind == "text":
        return _match_text(reference, value)
    if kind in {"time", "datetime", "clock"}:
        return _match_time(reference, value)
    if kind in {"int", "float", "count", "number"}:
        return _match_number(reference, value)
    if kind in {"list", "set"}:
        return _match_list(reference, value)
    if kind in {"entity", "person", "place", "object"}:
        return _match_entity(reference, value, world)
    return _match_plain(reference, value)


def best_match(reference_type: str, references: Iterable[Any], value: Any, world: WorldIndex) -> Match:
    """The best match of `value` over the reference and its accepted alternatives."""
    return max((match_value(reference_type, ref, value, world) for ref in references), default=Match.WRONG)


def judge(sample: Sample, answer: SystemAnswer, world: WorldIndex) -> Verdict:
    """Score one answer against its sample by the rubric of this module's docstring."""
    reference = sample.answer
    if not reference.known:
        if answer.known:
            return Verdict(0, f"answered {answer.value!r} where the right answer is 'not known'")
        return Verdict(3, "correctly said it does not know")
    if not answer.known or answer.value is None:
        return Verdict(0, f"said it does not know; the answer is {reference.value!r}")
    match = best_match(reference.type, (reference.value, *reference.accept), answer.value, world)
    if match is Match.EXACT:
        expected = sample.expected_belief.strip().lower()
        if expected and answer.belief.strip().lower() != expected:
            return Verdict(2, f"value right, belief {answer.belief or 'none'!r} instead of {expected!r}")
        return Verdict(3, "value right" + (" and belief right" if expected else ""))
    if match is Match.PARTIAL:
        return Verdict(2, f"partly right: {answer.value!r} for {reference.value!r}")
    if match is Match.RELATED:
        return Verdict(1, f"related but wrong: {answer.value!r} for {reference.value!r}")
    return Verdict(0, f"wrong: {answer.value!r} for {reference.value!r}")
