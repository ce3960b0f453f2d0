"""Score an utterance reader on the hand-written single utterances (`handwritten/utterances.jsonl`).

Each line holds what a careful listener takes from one sentence, written in surface words ("the
car keys", "the hook by the front door"). The reader links mentions to ids or snake_case words, so
an expected item counts as found when a read item of the same kind names the same head noun (the
last word of the phrase, a plural's "s" ignored) in its main slot, and, for claims, agrees on
negation. Kinds and their main slot:

- claims: the entity (and `negated`); requests, promises, schedules: an undertaking of that kind
  (reminders count as requests) whose action, verb or objects hold the head of the expected object
  or action; preferences (routines too): a stated preference whose topic or value holds the head of
  the expected `about` or `value`; new things: a thing heard of with that head in its name.

Recall per kind is found / expected; "spurious" counts items read from sentences a listener takes
nothing from (chit-chat), the one precision figure that needs no matching. Times are scored as
slots: of the requests, promises and schedules expected with a due time, how many were found
due at that exact moment (`due_times`); of the preferences and routines expected at a clock time
("06:00"), how many were found with that clock (`clocks`).

Each request, promise or schedule missed is put down to the stage that lost it (`miss_stage`,
tallied in `undertaking_misses`): a field (an undertaking of that kind was read, about another
thing: `field_said` when the expected head is among the sentence's words, `field_unsaid` when it
is not, a paraphrase or a name no parse of the sentence holds), the kind (an undertaking of
another kind holds the head), another undertaking (only undertakings of other kinds about other
things), another family (claims or preferences only) or nothing read.
"""
from __future__ import annotations

import re
from dataclasses import dataclass, field
from pathlib import Path
from typing import Any, Dict, Iterable, List, Mapping, Optional

from obsmem_ros.core import UtteranceReader, UtteranceReading, parse_iso_ns, unaccented
from worldlines_sim_bridge.core.formats import read_jsonl

KINDS = ("claims", "requests", "promises", "schedules", "preferences", "new_things")
_CLOCK_VALUE = re.compile(r"\d\d:\d\d")
_POSSESSIVE = re.compile(r"['\u2019]s\b")
SLOTS = ("due_times", "clocks")
MISS_STAGES = ("field_said", "field_unsaid", "wrong_kind", "other_undertaking", "other_family", "nothing")
_UNDERTAKING_KIND = {"requests": ("request", "reminder"), "promises": ("promise",), "schedules": ("schedule",)}


def head(phrase: Any) -> str:
    """The head noun of a surface phrase or an id: its last word, lower case, without accents (ids
    are written without them: "Tuấn" is tuan), a possessive's 's and a plural's s dropped ("at
    Navi's" is navi, not s); letters of any script."""
    words = re.findall(r"[^\W_]+", unaccented(_POSSESSIVE.sub("", str(phrase or "").lower().replace("_", " "))))
    words = [w for w in words if not w.isdigit()] or words
    last = words[-1] if words else ""
    return last[:-1] if len(last) > 3 and last.endswith("s") and not last.endswith("ss") else last


def _heads(*phrases: Any) -> set:
    return {head(word) for p in phrases for word in re.split(r"[\s_]+", str(p or "")) if word} | {head(p) for p in phrases}


def _wanted_head(kind: str, item: Mapping[str, Any]) -> str:
    if kind == "claims":
        return head(item.get("entity"))
    if kind == "preferences":
        return head(item.get("value") or item.get("about"))
    if kind == "new_things":
        return head(item.get("name"))
    return head(item.get("object") or item.get("what") or item.get("action"))


def _found(kind: str, item: Mapping[str, Any], reading: UtteranceReading) -> bool:
    want = _wanted_head(kind, item)
    if kind == "claims":
        return any(want in _heads(c.entity, c.words) and c.negated == bool(item.get("negated"))
                   for c in reading.claims)
    if kind == "preferences":
        also = head(item.get("about"))
        return any({want, also} & _heads(p.topic, p.value, p.statement) for p in reading.preferences)
    if kind == "new_things":
        return any(want in _heads(t.name, t.id, t.category) for t in reading.things)
    kinds = _UNDERTAKING_KIND[kind]
    return any(u.kind.value in kinds and want in _heads(u.action, u.verb, *u.objects) for u in reading.undertakings)


def miss_stage(kind: str, item: Mapping[str, Any], reading: UtteranceReading) -> str:
    """The stage (`MISS_STAGES`) at which an expected request, promise or schedule was lost; ""
    when it was found (or `kind` is not an undertaking kind)."""
    if kind not in _UNDERTAKING_KIND or _found(kind, item, reading):
        return ""
    want, kinds = _wanted_head(kind, item), _UNDERTAKING_KIND[kind]
    if any(u.kind.value in kinds for u in reading.undertakings):
        return "field_said" if want in _heads(*reading.text.split()) else "field_unsaid"
    if any(want in _heads(u.action, u.verb, *u.objects) for u in reading.undertakings):
        return "wrong_kind"
    if reading.undertakings:
        return "other_undertaking"
    return "other_family" if reading.claims or reading.preferences else "nothing"


def _due_right(kind: str, item: Mapping[str, Any], reading: UtteranceReading) -> bool:
    want, due_ns = _wanted_head(kind, item), parse_iso_ns(str(item["due"]))
    return any(u.kind.value in _UNDERTAKING_KIND[kind] and want in _heads(u.action, u.verb, *u.objects)
               and u.due_ns == due_ns for u in reading.undertakings)


def _clock_right(item: Mapping[str, Any], reading: UtteranceReading) -> bool:
    want, also = _wanted_head("preferences", item), head(item.get("about"))
    return any({want, also} & _heads(p.topic, p.value, p.statement) and p.clock == item["value"]
               for p in reading.preferences)


def _slot(kind: str, item: Mapping[str, Any]) -> str:
    """The time slot an expected item has ("due_times", "clocks"), "" for none."""
    if kind in _UNDERTAKING_KIND and item.get("due"):
        return "due_times"
    return "clocks" if kind == "preferences" and _CLOCK_VALUE.fullmatch(str(item.get("value") or "")) else ""


def _slot_right(slot: str, kind: str, item: Mapping[str, Any], reading: UtteranceReading) -> bool:
    return _due_right(kind, item, reading) if slot == "due_times" else _clock_right(item, reading)


def _items(reading: UtteranceReading) -> int:
    return len(reading.claims) + len(reading.undertakings) + len(reading.preferences) + len(reading.things)


@dataclass
class UtteranceScore:
    """Recall per kind, spurious items on chit-chat, and the ids of sentences with a miss."""

    expected: Dict[str, int] = field(default_factory=lambda: dict.fromkeys(KINDS, 0))
    found: Dict[str, int] = field(default_factory=lambda: dict.fromkeys(KINDS, 0))
    chit_chat: int = 0
    spurious: int = 0
    slots_expected: Dict[str, int] = field(default_factory=lambda: dict.fromkeys(SLOTS, 0))
    slots_found: Dict[str, int] = field(default_factory=lambda: dict.fromkeys(SLOTS, 0))
    missed: List[str] = field(default_factory=list)
    undertaking_misses: Dict[str, int] = field(default_factory=lambda: dict.fromkeys(MISS_STAGES, 0))

    def recall(self) -> Dict[str, Optional[float]]:
        return {k: (self.found[k] / self.expected[k] if self.expected[k] else None) for k in KINDS}

    def to_json(self) -> Dict[str, Any]:
        total = sum(self.expected.values())
        return {"recall": self.recall(), "expected": self.expected, "found": self.found,
                "overall_recall": sum(self.found.values()) / total if total else None,
                "slots": {k: {"expected": self.slots_expected[k], "found": self.slots_found[k]} for k in SLOTS},
                "chit_chat": self.chit_chat, "spurious": self.spurious, "missed": self.missed,
                "undertaking_misses": self.undertaking_misses}


def score_utterances(lines: Iterable[Mapping[str, Any]], reader: UtteranceReader) -> UtteranceScore:
    """Read each sentence as its speaker said it to its addressee at its time; tally the kinds."""
    result = UtteranceScore()
    for line in lines:
        reading = reader.read(str(line["text"]), speaker=str(line["speaker"]), addressee=str(line.get("addressee", "")),
                              now_ns=parse_iso_ns(str(line["said_at"])), event_id=str(line["id"]))
        expect = line.get("expect") or {}
        if "chit_chat" in (line.get("kinds") or ()):
            result.chit_chat += 1
            result.spurious += _items(reading)
        hit_all = True
        for kind in KINDS:
            for item in expect.get(kind) or ():
                result.expected[kind] += 1
                hit = _found(kind, item, reading)
                result.found[kind] += hit
                hit_all &= hit
                stage = "" if hit else miss_stage(kind, item, reading)
                if stage:
                    result.undertaking_misses[stage] += 1
                slot = _slot(kind, item)
                if slot:
                    result.slots_expected[slot] += 1
                    result.slots_found[slot] += _slot_right(slot, kind, item, reading)
        if not hit_all:
            result.missed.append(str(line["id"]))
    return result


def load_utterances(path: Path, *, split: Optional[str] = None) -> List[Dict[str, Any]]:
    rows = read_jsonl(Path(path))
    return [r for r in rows if split is None or r.get("split") == split]


def score_file(path: Path, *, split: Optional[str] = None, reader: Optional[UtteranceReader] = None) -> UtteranceScore:
    """Score the offline reader (or `reader`) on one split of an utterances file."""
    return score_utterances(load_utterances(path, split=split), reader or UtteranceReader())
