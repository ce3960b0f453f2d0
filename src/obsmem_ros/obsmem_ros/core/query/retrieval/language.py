"""What the language parser reads from memory: lexicon rows, descriptions, the clock.

`MemoryLexicon` builds the language layer's `Lexicon` from the entities memory knows (names,
categories, aliases, colours, owners; cached per memory size) and resolves description mentions
("whatever Bob picked up last", "the mug Alice likes best") to entity ids, reading the person's
events newest first a page at a time (the newest fitting event is usually among the first few),
and keeping each answer until the memory holds more events.
"""
from __future__ import annotations

import threading
from collections import OrderedDict
from typing import TYPE_CHECKING, Any, Dict, FrozenSet, Iterator, List, Optional, Tuple

from obsmem_ros.errors import UnknownRecordError

from ...language import Lexicon, Mention
from ..lexicon import verb_key
from .context import memory_clock

if TYPE_CHECKING:
    from obsmem_ros.core.reader import MemoryReader

_DESCRIPTION_VERBS = {"last_picked_by": ("pick",), "last_used_by": ("use", "pick")}
FIRST_PAGE = 32     # a person's newest events read first; each further page is four times larger
LAST_PAGE = 4096
DESCRIPTIONS_HELD = 256   # resolved descriptions kept per memory revision (households repeat themselves)
_COLOURS = frozenset("red green blue yellow white black grey gray brown pink purple orange silver beige".split())


class MemoryLexicon:
    """The memory side of `LanguageQuestionParser`."""

    def __init__(self, reader: "MemoryReader") -> None:
        self.reader = reader
        self._lexicon: Tuple[int, Optional[Lexicon]] = (-1, None)
        self._lock = threading.Lock()
        self._described: "OrderedDict[Tuple[Any, ...], str]" = OrderedDict()
        self._described_at = -1

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
        person = mention.person
        if mention.relation in _DESCRIPTION_VERBS and person:
            found = self._last_handled(mention, now_ns)
            if found:
                return found
        if mention.relation == "liked_best_by" and person:
            for pref in self.reader.preferences(person=person):
                if _fits_category(self.reader, pref.value, mention.category):
                    return pref.value
        return ""

    def _last_handled(self, mention: Mention, now_ns: int) -> str:
        """The thing of the description's kind its person last handled by `now_ns` ("whatever Bob
        picked up last"); the same description at the same moment is read once per memory revision
        (its event count: the log only grows between reads)."""
        key = (mention.relation, mention.person, mention.category, now_ns)
        version = self.reader.event_count()
        with self._lock:
            if self._described_at != version:
                self._described, self._described_at = OrderedDict(), version
            if key in self._described:
                self._described.move_to_end(key)
                return self._described[key]
        verbs = _DESCRIPTION_VERBS[mention.relation]
        found = next((event.objects[0] for event in _newest_first(self.reader, mention.person, now_ns)
                      if verb_key(event.verb) in verbs and event.objects
                      and _fits_category(self.reader, event.objects[0], mention.category)), "")
        with self._lock:
            if self._described_at == version:
                self._described[key] = found
                if len(self._described) > DESCRIPTIONS_HELD:
                    self._described.popitem(last=False)
        return found


def _newest_first(reader: "MemoryReader", actor: str, now_ns: int) -> Iterator[Any]:
    """`actor`'s events up to `now_ns`, newest first (time, then log order, descending), read a page
    at a time through the (actor, time) index: a description costs the newest events that precede
    its answer, not the person's whole log. A page ends on a whole instant: the events sharing its
    oldest time are read together, so none is skipped or read twice."""
    end, size = now_ns, FIRST_PAGE
    while end >= 0:
        page = reader.events_between(0, end, actor=actor, limit=size, newest=True)
        if len(page) == size:   # the page may have cut its oldest instant: read that instant whole
            oldest = page[0].time_ns
            page = reader.events_between(oldest, oldest, actor=actor) + [e for e in page if e.time_ns != oldest]
            end = oldest - 1
        else:
            end = -1
        yield from reversed(page)
        size = min(size * 4, LAST_PAGE)


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

