"""What the language parser reads from memory: lexicon rows, descriptions, the clock.

`MemoryLexicon` builds the language layer's `Lexicon` from the entities memory knows (names,
categories, aliases, colours, owners; cached per memory size) and resolves description mentions
("whatever Bob picked up last", "the mug Alice likes best") to entity ids.
"""
from __future__ import annotations

import threading
from typing import TYPE_CHECKING, Any, Dict, FrozenSet, Iterator, List, Optional, Tuple

from obsmem_ros.errors import UnknownRecordError

from ...language import Lexicon, Mention
from ..lexicon import verb_key
from .context import memory_clock

if TYPE_CHECKING:
    from obsmem_ros.core.reader import MemoryReader

_DESCRIPTION_VERBS = {"last_picked_by": ("pick",), "last_used_by": ("use", "pick")}
DAY_NS = 86_400 * 1_000_000_000
_ALL_BACK = 256 * DAY_NS   # past this window the rest of the log is read at once
_COLOURS = frozenset("red green blue yellow white black grey gray brown pink purple orange silver beige".split())


class MemoryLexicon:
    """The memory side of `LanguageQuestionParser`."""

    def __init__(self, reader: "MemoryReader") -> None:
        self.reader = reader
        self._lexicon: Tuple[int, Optional[Lexicon]] = (-1, None)
        self._lock = threading.Lock()

    def clock(self) -> Tuple[int, int]:
        """(origin_ns, now_ns) of everything memory holds."""
        return memory_clock(self.reader, None)

    def people(self) -> FrozenSet[str]:
        """The people memory knows (a rule plan naming one of them may stand; see `rule_agreement`)."""
        return self.reader.people()

    def lexicon(self) -> Lexicon:
        """What the memory knows, for linking (rebuilt when the memory holds more events)."""
        version = self.reader.event_count()
        with self._lock:
            if self._lexicon[0] != version or self._lexicon[1] is None:
                self._lexicon = (version, Lexicon.from_entities(_entity_rows(self.reader)))
            return self._lexicon[1]

    def describe(self, mention: Mention, now_ns: int) -> str:
        """An entity id for a description mention, read from memory ("" when none fits)."""
        verbs = _DESCRIPTION_VERBS.get(mention.relation)
        person = mention.person
        if verbs and person:
            for events in _newest_first(self.reader, person, now_ns):
                for event in reversed(events):
                    if verb_key(event.verb) in verbs and event.objects and \
                            _fits_category(self.reader, event.objects[0], mention.category):
                        return event.objects[0]
        if mention.relation == "liked_best_by" and person:
            for pref in self.reader.preferences(person=person):
                if _fits_category(self.reader, pref.value, mention.category):
                    return pref.value
        return ""


def _newest_first(reader: "MemoryReader", actor: str, now_ns: int) -> Iterator[List[Any]]:
    """`actor`'s events up to `now_ns` in windows going back in time (the last day, then four times
    as far each time, then the rest), each in time order: the newest fitting event is usually in
    the first window, so a description costs what the last days hold, not the whole log."""
    end, span = now_ns, DAY_NS
    while end >= 0:
        start = max(0, end - span + 1) if span < _ALL_BACK else 0
        yield reader.events_between(start, end, actor=actor)
        end, span = start - 1, span * 4


def _fits_category(reader: "MemoryReader", entity_id: str, category: str) -> bool:
    if not category:
        return True
    try:
        record = reader.entity(entity_id)
    except UnknownRecordError:
        return False
    return category in (record.category or "").lower() or category in (record.name or "").lower()


def _entity_rows(reader: "MemoryReader") -> List[Dict[str, Any]]:
    """Entity dicts for `Lexicon.from_entities`: names, categories, colours (attributes), owners."""
    owners = reader.current_values("owner")
    return [{"id": record.id, "name": record.name, "category": record.category, "location": record.location,
             "color": next((a for a in record.attributes if a.lower() in _COLOURS), ""),
             "owner": owners.get(record.id, ""), "aliases": list(record.aliases)} for record in reader.entities()]

