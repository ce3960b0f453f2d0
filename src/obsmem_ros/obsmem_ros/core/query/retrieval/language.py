"""What the language parser reads from memory: lexicon rows, descriptions, the clock.

`MemoryLexicon` builds the language layer's `Lexicon` from the entities memory knows (names,
categories, aliases, colours, owners, the settings each thing holds; cached per memory size) and resolves description mentions
("whatever Bob picked up last", "the mug Alice likes best") to entity ids.
"""
from __future__ import annotations

import threading
from typing import TYPE_CHECKING, Any, Dict, FrozenSet, List, Optional, Tuple

from obsmem_ros.errors import UnknownRecordError

from ...language import Lexicon, Mention
from ...language.linking import word_list
from ...language.mentions import SETTINGS
from ...language.varieties import varieties_marked
from ...records import EventKind
from ..lexicon import verb_key
from ..possessives import person_words
from .context import memory_clock
from .events import stored_verbs

if TYPE_CHECKING:
    from obsmem_ros.core.reader import MemoryReader

_FAR_FUTURE_NS = 2 ** 62
_DESCRIPTION_VERBS = {"last_picked_by": ("pick",), "last_used_by": ("use", "pick")}
_COLOURS = frozenset("red green blue yellow white black grey gray brown pink purple orange silver beige".split())


class MemoryLexicon:
    """The memory side of `LanguageQuestionParser`."""

    def __init__(self, reader: "MemoryReader") -> None:
        self.reader = reader
        self._lexicon: Tuple[int, Optional[Lexicon]] = (-1, None)
        self._speech_read: Tuple[int, Tuple[FrozenSet[str], FrozenSet[str]]] = (-1, (frozenset(), frozenset()))
        self._lock = threading.Lock()

    def clock(self) -> Tuple[int, int]:
        """(origin_ns, now_ns) of everything memory holds."""
        return memory_clock(self.reader, None)

    def people(self) -> FrozenSet[str]:
        """The people memory knows (a rule plan naming one of them may stand; see `rule_agreement`)."""
        return self.reader.people()

    def person_words(self) -> FrozenSet[str]:
        """The words that name people in this household (`possessives.person_words`): what a
        possessive written without its apostrophe may begin with ("grans tablet")."""
        return person_words(self.reader.people(), self.reader.kin_words())

    def lexicon(self) -> Lexicon:
        """What the memory knows, for linking (rebuilt when the memory holds more events)."""
        version = self.reader.event_count()
        with self._lock:
            if self._lexicon[0] == version and self._lexicon[1] is not None:
                return self._lexicon[1]
        lexicon = Lexicon.from_entities(_entity_rows(self.reader), kin=self.reader.kin_words(), said=self._speech()[1])
        with self._lock:
            self._lexicon = (version, lexicon)
        return lexicon

    def varieties(self) -> FrozenSet[str]:
        """The varieties of English the household's speech is marked with (`varieties_marked` over
        every utterance memory holds; rebuilt when it holds more events): a question asked in a
        household whose talk says "cannae" reads its "the day" as "today", as its talk is read."""
        return self._speech()[0]

    def _speech(self) -> Tuple[FrozenSet[str], FrozenSet[str]]:
        """(varieties, words) of every utterance memory holds, read in one pass per memory size: the
        varieties of English it is marked with and the words said in it (lower case)."""
        version = self.reader.event_count()
        with self._lock:
            if self._speech_read[0] == version:
                return self._speech_read[1]
        heard: FrozenSet[str] = frozenset()
        words: set = set()
        for event in self.reader.events_between(0, _FAR_FUTURE_NS, kinds=[EventKind.UTTERANCE]):
            if event.utterance:
                heard |= varieties_marked(event.utterance)
                words.update(word_list(event.utterance))
        read = (heard, frozenset(words))
        with self._lock:
            self._speech_read = (version, read)
        return read

    def describe(self, mention: Mention, now_ns: int) -> str:
        """An entity id for a description mention, read from memory ("" when none fits)."""
        verbs = _DESCRIPTION_VERBS.get(mention.relation)
        person = mention.person
        if verbs and person:
            stored = sorted(stored_verbs(frozenset(verbs)))
            for event in self.reader.newest_events_by(person, stored, until_ns=now_ns):
                if verb_key(event.verb) in verbs and event.objects and \
                        _fits_category(self.reader, event.objects[0], mention.category):
                    return event.objects[0]
        if mention.relation == "liked_best_by" and person:
            for pref in self.reader.preferences(person=person):
                if _fits_category(self.reader, pref.value, mention.category):
                    return pref.value
        return ""


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
    settings = _settings(reader)
    return [{"id": record.id, "name": record.name, "category": record.category, "location": record.location,
             "color": next((a for a in record.attributes if a.lower() in _COLOURS), ""),
             "owner": owners.get(record.id, ""), "aliases": list(record.aliases),
             "settings": settings.get(record.id, {}),
             "heard": record.provenance == "reported" and not record.same_as} for record in reader.entities()]


def _settings(reader: "MemoryReader") -> Dict[str, Dict[str, str]]:
    """Entity -> {setting name: current value} for the settings people name ("which channel was
    on": the thing holding a channel), so a setting said without its thing links to the one that
    holds it."""
    held: Dict[str, Dict[str, str]] = {}
    for name in sorted(SETTINGS):
        for entity, value in reader.current_values(f"setting:{name}").items():
            held.setdefault(entity, {})[name] = value
    return held

