"""The home's words, read from the robot's memory, to condition speech recognition on them.

A robot living in a home hears the same few names over and over: its people, its rooms, its
furniture, its things. Whisper's decoder can be given text that "came before" the audio (the
prompt); names in it are recognised more often than their sound-alikes ("the dining table", not
"the guiding table"). `vocabulary_from_memory` reads those names through the memory's public face
(`Memory.people`, `Memory.entities`: each entity's name, its aliases and where it is), and the
home's schedules from its commitments (`Memory.commitments`: the clock times in their words, with
their recurrence, as said: "seven o'clock every weekend") - what the robot knows, never what it is
about to hear; `HomeVocabulary.prompt` writes the names as one short sentence, the best-known
first, within Whisper's prompt budget, then the schedules (`core/clock_linking.py` reads the
clock times misheard as words), and `join_compounds` spells a name
Whisper split in two as the home does ("book shelf" -> "bookshelf"). `MemoryVocabulary` keeps the
vocabulary of a memory that grows (another process's store: the memory node's) and reads it again
when the memory changed, at most once every `refresh_s`.
"""
from __future__ import annotations

import re
import threading
import time
from dataclasses import dataclass
from typing import TYPE_CHECKING, Callable, Iterable, List, Tuple

from ..errors import ConfigError
from .clock_linking import clock_times_in, spoken_schedule

if TYPE_CHECKING:
    from obsmem_ros import Memory

PROMPT_WORDS = 120      # Whisper keeps the last 223 prompt tokens; English names are 1-2 tokens a word
_ID_SUFFIX = re.compile(r"_\d+$")


def readable(identifier: str) -> str:
    """An entity or place id as said aloud: "coffee_table_1" -> "coffee table"."""
    return _ID_SUFFIX.sub("", identifier.strip()).replace("_", " ").strip()


def _unique(words: Iterable[str]) -> Tuple[str, ...]:
    seen: List[str] = []
    for word in words:
        word = " ".join(word.split())
        if word and word.lower() not in {s.lower() for s in seen}:
            seen.append(word)
    return tuple(seen)


@dataclass(frozen=True)
class HomeVocabulary:
    """People, places and things of one home, each list best-known first; the clock times its
    commitments name and their schedules, as said ("seven o'clock", "seven o'clock every weekend")."""

    people: Tuple[str, ...] = ()
    places: Tuple[str, ...] = ()
    things: Tuple[str, ...] = ()
    times: Tuple[str, ...] = ()
    schedules: Tuple[str, ...] = ()

    def __bool__(self) -> bool:
        return bool(self.people or self.places or self.things or self.times)

    def words(self) -> Tuple[str, ...]:
        """Every name, people first, then places, then things (the order the prompt keeps them in)."""
        return _unique([*self.people, *self.places, *self.things])

    def current(self) -> "HomeVocabulary":
        """A fixed vocabulary is its own current one (as `MemoryVocabulary.current`)."""
        return self

    def join_compounds(self, text: str) -> str:
        """`text` with two adjacent words joined where together they spell a one-word name of the
        home ("the book shelf" -> "the bookshelf" when the home has a bookshelf): Whisper splits
        compounds its prompt spells whole."""
        compounds = {name.lower(): name for name in self.words() if " " not in name and len(name) > 3}
        words = text.split()
        out: List[str] = []
        i = 0
        while i < len(words):
            if i + 1 < len(words):
                first, second = words[i], words[i + 1]
                tail = len(second) - len(second.rstrip(".,!?;:"))
                joined = (first + second[:len(second) - tail]).lower()
                if first.isalpha() and joined in compounds:
                    out.append(compounds[joined] + second[len(second) - tail:])
                    i += 2
                    continue
            out.append(words[i])
            i += 1
        return " ".join(out)

    def prompt(self, max_words: int = PROMPT_WORDS) -> str:
        """One sentence naming the home's people, places and things, then one of its schedules ("" when
        nothing is known); words past `max_words` are left out, the least-known names first."""
        if max_words < 1:
            raise ConfigError(f"HomeVocabulary.prompt max_words={max_words!r} must be >= 1")
        sentences = []
        budget = max_words
        for phrases in (self.schedules, self.words()):
            kept: List[str] = []
            for phrase in phrases:
                size = len(phrase.split())
                if size > budget:
                    break
                kept.append(phrase)
                budget -= size
            sentences.append(", ".join(kept) + "." if kept else "")
        schedules, names = sentences
        if schedules:
            schedules = schedules[0].upper() + schedules[1:]
        return " ".join(s for s in (names, schedules) if s)


def vocabulary_from_memory(memory: "Memory", *, robot_id: str = "") -> HomeVocabulary:
    """The names `memory` holds: its people (not the robot), the places its entities are in and
    have been in, and its entities' names and aliases; things and places ordered by how often
    they were observed; the clock times and schedules of its commitments, the latest first."""
    entities = [e for e in memory.entities() if not e.deleted]
    entities.sort(key=lambda e: (-e.observations, e.name))
    people = sorted(p for p in memory.people() if p and p != robot_id)
    ids = {e.id for e in entities}
    commitments = sorted(memory.commitments(), key=lambda c: -c.created_ns)
    places: List[str] = []
    for entity in entities:
        places.extend(v.location for v in entity.trail)
        places.append(entity.location)
    return HomeVocabulary(
        people=_unique(readable(p).title() for p in people),
        places=_unique(readable(p) for p in places if p and p not in ids and p not in people and p != robot_id),
        things=_unique(name for e in entities for name in (e.name, *e.aliases)),
        times=_unique(t for c in commitments for t in clock_times_in(c.text)),
        schedules=_unique(s for c in commitments for s in spoken_schedule(c.text, c.recurrence)))


class MemoryVocabulary:
    """The vocabulary of a memory that grows: read again when the memory changed, at most every
    `refresh_s` seconds. Thread-safe (the transcription worker asks, the node may refresh)."""

    def __init__(self, memory: "Memory", *, robot_id: str = "", refresh_s: float = 30.0,
                 clock: Callable[[], float] = time.monotonic) -> None:
        if refresh_s < 0:
            raise ConfigError(f"MemoryVocabulary refresh_s={refresh_s!r} must be >= 0")
        self.memory = memory
        self.robot_id = robot_id
        self.refresh_s = refresh_s
        self._clock = clock
        self._lock = threading.Lock()
        self._vocabulary = vocabulary_from_memory(memory, robot_id=robot_id)
        self._read_at = clock()
        self.reads = 1

    def current(self) -> HomeVocabulary:
        """The vocabulary, read again first when `refresh_s` has passed and the memory changed."""
        with self._lock:
            if self._clock() - self._read_at >= self.refresh_s:
                self._read_at = self._clock()
                if self.memory.refresh() or self.memory.pending():
                    self._vocabulary = vocabulary_from_memory(self.memory, robot_id=self.robot_id)
                    self.reads += 1
            return self._vocabulary



def open_memory_vocabulary(db: str, *, robot_id: str, refresh_s: float) -> MemoryVocabulary:
    """A `MemoryVocabulary` over the memory stored at `db` (the memory node's store, shared as the
    planner shares it)."""
    from obsmem_ros import EngineConfig, Memory  # imported when listening is conditioned (2 s)

    return MemoryVocabulary(Memory(db, config=EngineConfig(robot_id=robot_id)), robot_id=robot_id,
                            refresh_s=refresh_s)

