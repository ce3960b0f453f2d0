"""Text records of the baselines and the name lexicon they learn from what the robot perceived.

A `TextRecord` is one remembered sentence (an event text, or a rendered triple) with its time,
session, speaker (for heard utterances) and the event ids it came from. The `Lexicon` maps
surface phrases in those sentences to entity ids, learned only from perceived events: names,
colours and owners carried by first-sight observations, the rooms the robot was in, and the
people it saw act or heard speak. It never reads the world file.
"""
from __future__ import annotations

import re
from dataclasses import dataclass
from typing import Iterable, Optional

from obsmem_ros import Event
from worldlines_sim_bridge.core.evaluation.records import ROBOT_ID

_DESCRIPTIVE = ("name", "color", "owner")


@dataclass(frozen=True)
class TextRecord:
    """One remembered sentence."""

    id: str
    time_ns: int
    session_id: str
    text: str
    speaker: str = ""
    event_ids: tuple[str, ...] = ()


@dataclass(frozen=True)
class Mention:
    """An entity named in a sentence: where, which ids the phrase may mean, and the phrase."""

    start: int
    end: int
    ids: tuple[str, ...]
    phrase: str


def normalise_phrase(text: str) -> str:
    """Lower case, underscores as spaces, single spaces, no leading article."""
    text = re.sub(r"[\s_]+", " ", text.lower()).strip()
    text = re.sub(r"(?<=s)'(?=\s|$)", "", text)  # "kids' room" -> "kids room"; "bob's" stays
    return re.sub(r"^(the|a|an|my|your) ", "", text)


def _flexible(phrase: str) -> str:
    """A phrase as a pattern that also matches "kids' room" and extra spaces between words."""
    return r"'?\s+".join(re.escape(word) for word in phrase.split(" "))


class Lexicon:
    """Phrases -> entity ids, learned incrementally from perceived events."""

    def __init__(self) -> None:
        self._ids: dict[str, list[str]] = {}
        self._facts: dict[str, dict[str, str]] = {}
        self._pattern: Optional[re.Pattern[str]] = None
        self.persons: set[str] = {ROBOT_ID}
        self.rooms: set[str] = set()
        self._add("robot", ROBOT_ID)

    def _add(self, phrase: str, entity_id: str) -> None:
        key = normalise_phrase(phrase)
        if not key:
            return
        ids = self._ids.setdefault(key, [])
        if entity_id in ids:
            ids.remove(entity_id)
        ids.append(entity_id)  # most recently learned last: preferred for a shared name
        self._pattern = None

    def learn(self, event: Event) -> None:
        """Learn the phrases a perceived event makes known."""
        if event.location:
            self.rooms.add(event.location)
            self._add(event.location, event.location)
        for person in (event.actor, event.addressee):
            if person:
                self.persons.add(person)
                self._add(person, person)
        for fact in event.deltas:
            if fact.attribute in _DESCRIPTIVE and fact.value:
                self._facts.setdefault(fact.entity, {})[fact.attribute] = fact.value
                self._learn_entity(fact.entity)

    def _learn_entity(self, entity_id: str) -> None:
        facts = self._facts[entity_id]
        name = facts.get("name")
        if not name:
            return
        self._add(name, entity_id)
        if facts.get("color"):
            self._add(f"{facts['color']} {name}", entity_id)
        owner = facts.get("owner")
        if owner:
            owner_name = self._facts.get(owner, {}).get("name", owner)
            self._add(f"{owner_name}'s {name}", entity_id)

    def resolve(self, phrase: str) -> tuple[str, ...]:
        """Ids a phrase may name: the exact phrase, else a phrase holding all its words ("bob
        laptop" -> "bob's laptop"); failing both, the longest run of its words that resolves
        ("coffee machine timer" -> "coffee machine")."""
        words = normalise_phrase(phrase).replace("'s", "").split()
        for size in range(len(words), 0, -1):
            for start in range(len(words) - size + 1):
                found = self._resolve_words(words[start:start + size])
                if found:
                    return found
        return ()

    def _resolve_words(self, words: list[str]) -> tuple[str, ...]:
        key = " ".join(words)
        if key in self._ids:
            return tuple(reversed(self._ids[key]))
        holding = [i for p, ids in self._ids.items() if set(words) <= set(p.replace("'s", "").split())
                   for i in reversed(ids)]
        return tuple(dict.fromkeys(holding))

    def fact(self, entity_id: str, attribute: str) -> str:
        """A descriptive fact learned for an entity (name, color, owner), or ""."""
        return self._facts.get(entity_id, {}).get(attribute, "")

    def phrase(self, entity_id: str) -> str:
        """The most specific phrase learned for an entity ("blue mug"), else its id as words."""
        known = [p for p, ids in self._ids.items() if entity_id in ids]
        if not known:
            return entity_id.replace("_", " ")
        return sorted(known, key=lambda p: (-len(p), p))[0]

    def mentions(self, text: str) -> list[Mention]:
        """Entity mentions in a sentence, left to right, longest phrase first."""
        if self._pattern is None:
            phrases = sorted(self._ids, key=len, reverse=True)
            if not phrases:
                return []
            self._pattern = re.compile(r"\b(" + "|".join(_flexible(p) for p in phrases) + r")(?!\w)")
        lowered = text.lower().replace("_", " ")
        found = []
        for match in self._pattern.finditer(lowered):
            phrase = normalise_phrase(match.group(1))
            if phrase in self._ids:
                found.append(Mention(match.start(), match.end(), tuple(reversed(self._ids[phrase])), phrase))
        return found

    def learn_all(self, events: Iterable[Event]) -> None:
        for event in events:
            self.learn(event)
