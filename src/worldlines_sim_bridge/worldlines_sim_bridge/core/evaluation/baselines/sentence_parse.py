"""Reading typed facts out of remembered sentences: placements, settings, states, actors, times.

These are the text answerer's parsers. They work on any English sentence the lexicon can find
entities in ("Alice puts the laptop on the sofa.", "Bob tells the robot that the mug is in the
fridge.", "laptop location: sofa."), so flat and graph memories share them.
"""
from __future__ import annotations

import re
from dataclasses import dataclass
from typing import Optional

from worldlines_sim_bridge.core.evaluation.baselines.text_records import Lexicon, Mention, TextRecord

_PLACE_PREP = re.compile(
    r"(?:\bon top of|\bonto|\binto|\binside|\bin|\bon|\bunder|\bat|\bnext to|\bbeside|\bbehind|\bwith|\bto"
    r"|\blocation:?|\bis now)\s+(?:the |a |an |his |her |their |its )?$")
_SOURCE_WORDS = re.compile(r"\b(?:from|out of|off)\b")
_PICK = re.compile(r"\b(?:picks? up|picked up|takes?|took|grabs?|grabbed|holds?|held|is holding|carr(?:y|ies|ied))\b")
_NUMBER = re.compile(r"-?\d+(?:\.\d+)?")
_CLOCK = re.compile(r"\b(\d{1,2}):(\d{2})\b")
_NOT_A_FACT = re.compile(r"\b(?:please|bring|remind|will|'ll|could you|can you|should|wants?|make sure|promis\w*)\b")
_WEEKDAYS = ("monday", "tuesday", "wednesday", "thursday", "friday", "saturday", "sunday")
_STATE_WORDS = (
    (re.compile(r"\b(?:opens?|opened|is open|left open)\b"), "open"),
    (re.compile(r"\b(?:closes?|closed|shuts?|is closed)\b"), "closed"),
    (re.compile(r"\b(?:turns? on|turned on|switch(?:es|ed)? on|is on)\b|\(on\)"), "on"),
    (re.compile(r"\b(?:turns? off|turned off|switch(?:es|ed)? off|is off)\b|\(off\)"), "off"),
)


@dataclass(frozen=True)
class Placement:
    """"<thing> is at <place>" read from a sentence."""

    thing: Mention
    place: Mention


def spoken(record: TextRecord) -> str:
    """The sentence with a speaker's "my" made explicit ("my keys" said by Alice -> "alice's keys")."""
    if not record.speaker:
        return record.text
    return re.sub(r"\b[Mm]y\b", f"{record.speaker}'s", record.text)


def is_request(record: TextRecord) -> bool:
    """Requests, reminders and promises state no fact about where things are."""
    return bool(_NOT_A_FACT.search(record.text.lower()))


def placements(record: TextRecord, lexicon: Lexicon) -> list[Placement]:
    """Every (thing, place) pair a sentence states: a mention, a location preposition, a mention.
    The place is the head of its noun phrase ("on the kitchen table" -> the table). Requests
    ("please bring the keys to the table") state none."""
    if is_request(record):
        return []
    text = spoken(record)
    lowered = text.lower().replace("_", " ")
    found = lexicon.mentions(text)
    pairs: list[Placement] = []
    for index, mention in enumerate(found[:-1]):
        gap = lowered[mention.end:found[index + 1].start]
        if "." in gap or ";" in gap or not _PLACE_PREP.search(gap) or _SOURCE_WORDS.search(gap):
            continue
        head = index + 1
        while head + 1 < len(found) and not lowered[found[head].end:found[head + 1].start].strip():
            head += 1
        pairs.append(Placement(thing=mention, place=found[head]))
    return pairs


def place_of(record: TextRecord, lexicon: Lexicon, target: str) -> Optional[str]:
    """Where the sentence puts `target`, as an entity id (a person when it is held)."""
    for pair in placements(record, lexicon):
        if target in pair.thing.ids[:1] and pair.place.ids:
            return pair.place.ids[0]
    holder = holder_of(record, lexicon, target)
    return holder


def source_of(record: TextRecord, lexicon: Lexicon, target: str) -> Optional[str]:
    """Where `target` was taken from ("picked up the book from the windowsill" -> windowsill)."""
    text = spoken(record)
    lowered = text.lower().replace("_", " ")
    found = lexicon.mentions(text)
    for index, mention in enumerate(found[:-1]):
        if target in mention.ids[:1] and re.fullmatch(r"\s+(?:from|out of|off)\s+(?:the\s+)?",
                                                       lowered[mention.end:found[index + 1].start]):
            head = index + 1
            while head + 1 < len(found) and not lowered[found[head].end:found[head + 1].start].strip():
                head += 1
            return found[head].ids[0] if found[head].ids else None
    return None


def holder_of(record: TextRecord, lexicon: Lexicon, target: str) -> Optional[str]:
    """The person a sentence says picked up or holds `target`, if any."""
    if is_request(record):
        return None
    text = spoken(record)
    found = lexicon.mentions(text)
    lowered = text.lower()
    for index, mention in enumerate(found):
        if target not in mention.ids[:1] or index == 0:
            continue
        actor = found[0]
        if actor.ids and actor.ids[0] in lexicon.persons and _PICK.search(lowered[actor.end:mention.start]):
            return actor.ids[0]
    return None


def mentions_entity(record: TextRecord, lexicon: Lexicon, target: str) -> bool:
    return any(target in m.ids[:1] for m in lexicon.mentions(spoken(record)))


def clock_times(text: str) -> list[str]:
    """Clock times in a sentence, as HH:MM."""
    return [f"{int(h):02d}:{m}" for h, m in _CLOCK.findall(text)]


def numbers(text: str) -> list[str]:
    """Numbers in a sentence that are not parts of clock times or ids."""
    stripped = _CLOCK.sub(" ", text)
    return [n for n in _NUMBER.findall(stripped)]


def weekday_named(text: str) -> Optional[int]:
    """The weekday a sentence names (0 = Monday), if any."""
    lowered = text.lower()
    for index, name in enumerate(_WEEKDAYS):
        if re.search(r"\b" + name + r"\b", lowered):
            return index
    return None


def setting_value(record: TextRecord, setting: str) -> Optional[str]:
    """The value a sentence gives a device setting: "set the timer of the coffee machine to
    07:00", "the coffee machine timer set to 07:00", "(off) with strength medium and timer 07:00"."""
    noun = r"\b" + re.escape(setting.lower()) + r"\b"
    lowered = record.text.lower()
    found = re.search(noun + r" of (?:the )?[a-z' ]+? (?:is |was )?(?:set )?(?:to|at|is|was) ([a-z0-9_.:\-]+)", lowered) \
        or re.search(noun + r"(?:\s+(?:is|was|to|at|=|set to|is set to|now)|:)?\s+([a-z0-9_.:\-]+)", lowered)
    if found is None or found.group(1) in ("the", "a", "an", "and", "of"):
        return None
    return found.group(1).rstrip(".")


def state_value(record: TextRecord) -> Optional[str]:
    """open / closed / on / off, when the sentence states one."""
    lowered = record.text.lower()
    for pattern, value in _STATE_WORDS:
        if pattern.search(lowered):
            return value
    return None


def actor_of(record: TextRecord, lexicon: Lexicon) -> Optional[str]:
    """Who did it: the speaker of an utterance, else the person the sentence starts with."""
    if record.speaker:
        return record.speaker
    found = lexicon.mentions(record.text)
    if found and found[0].start <= 4 and found[0].ids and found[0].ids[0] in lexicon.persons:
        return found[0].ids[0]
    return None


