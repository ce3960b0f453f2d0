"""Annotation-grounded perception: EPIC-KITCHENS-100 narration rows -> 10 s SegmentRecords.

Each video is a session (timeline in `core.timeline`). A narration belongs to the window holding its
start time. Objects are the action's nouns in English ("washing up bowl"), categorised by noun class;
after a placement verb (class `put` or `insert`) the first noun is located at the second one.
"""
from __future__ import annotations

from collections import defaultdict
from typing import Dict, Iterator, List, Sequence, Tuple

from ...errors import PerceptionError
from ..epic import Narration, lexicon, noun_category, noun_modifiers, noun_phrase
from ..records import Backend, ObservedAction, ObservedObject, SegmentRecord
from ..timeline import session_starts
from ..window import SegmenterConfig, Window

PLACEMENT_CLASSES = frozenset({"put", "insert"})
PLACE_WORDS = frozenset({"in", "into", "on", "onto", "inside", "under", "at", "back", "down"})


def verb_class_key(narration: Narration) -> str:
    """The verb class key of a row ("put-in" -> "insert")."""
    return lexicon().verb_keys.get(narration.verb_class, narration.verb)


def _places(narration: Narration) -> bool:
    """A placement with a destination: put/insert class, and a place preposition in verb or narration."""
    if verb_class_key(narration) not in PLACEMENT_CLASSES:
        return False
    words = set(narration.narration.lower().split()) | set(narration.verb.split("-")[1:])
    return bool(words & PLACE_WORDS)


def _objects(narration: Narration) -> List[ObservedObject]:
    nouns = narration.all_nouns or ((narration.noun,) if narration.noun else ())
    place = noun_phrase(nouns[1]) if len(nouns) > 1 and _places(narration) else ""
    objects = []
    for i, noun in enumerate(nouns):
        category = noun_category(noun)
        attributes = tuple(m for m in noun_modifiers(noun) if m not in category.split(":"))
        objects.append(ObservedObject(name=noun_phrase(noun), category=noun_phrase(category), attributes=attributes,
                                      location=place if i == 0 else ""))
    return objects


class AnnotationBackend:
    """Serves EPIC narrations as segment records, window by window."""

    name = Backend.ANNOTATION.value

    def __init__(self, narrations: Sequence[Narration], *, config: SegmenterConfig = SegmenterConfig()) -> None:
        self.config = config
        self._starts = session_starts(n.video_id for n in narrations)
        self._by_window: Dict[Tuple[str, int], List[Narration]] = defaultdict(list)
        for n in narrations:
            self._by_window[(n.video_id, n.start_ns // config.window_ns)].append(n)

    def windows(self) -> Iterator[Window]:
        """Windows holding at least one narration, in session then time order (no frames)."""
        for video, index in sorted(self._by_window):
            start = self._starts[video] + index * self.config.window_ns
            yield Window(participant=video.split("_")[0], session_id=video, index=index, start_ns=start,
                         end_ns=start + self.config.window_ns)

    def perceive(self, window: Window) -> SegmentRecord:
        rows = self._by_window.get((window.session_id, window.index))
        if not rows:
            raise PerceptionError(f"annotation backend has no narration for window {window.id}")
        base = self._starts[window.session_id]
        actions = tuple(ObservedAction(
            verb=n.verb, noun=noun_phrase(n.noun), all_nouns=tuple(noun_phrase(x) for x in n.all_nouns),
            start_ns=base + n.start_ns, end_ns=base + max(n.stop_ns, n.start_ns), narration=n.narration, id=n.narration_id)
            for n in rows)
        objects: Dict[str, ObservedObject] = {}
        for n in rows:
            for obj in _objects(n):
                if obj.location or obj.name not in objects:
                    objects[obj.name] = obj
        return SegmentRecord(
            id=window.id, participant=window.participant, session_id=window.session_id, start_ns=window.start_ns,
            end_ns=window.end_ns, backend=Backend.ANNOTATION, actions=actions, objects=tuple(objects.values()),
            summary="; ".join(n.narration for n in rows), frame_count=0, confidence=1.0,
            extras={"verb_classes": [verb_class_key(n) for n in rows]})

    def records(self) -> Iterator[SegmentRecord]:
        """Every record, in session then time order."""
        for window in self.windows():
            yield self.perceive(window)
