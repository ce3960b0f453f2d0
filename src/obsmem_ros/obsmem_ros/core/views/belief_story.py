"""Why a belief is what it is, told as the robot knows it, and when a report outranks a sighting.

The reason of a belief is a short story of the evidence in time order: the sighting, each event
that could have changed the fact unseen, each report of another value, then the verdict
("last seen at the sofa at 09:10; Bob entered the living room at 09:40 while the robot was in
the kitchen; Bob said at 09:45 he moved it to the desk; ...").

A later report outranks the robot's own sighting (``trusted_testimony``) only when the robot has
reason to trust it: the speaker gives a first-hand account ("I moved it", "I put it", "I saw
it": a first-person subject with a past-tense verb, no hedge) **and** memory itself places the
speaker in the thing's room after the sighting and before speaking, while the robot was
elsewhere (so the speaker had the chance the robot lacked). Hearsay ("it's on the desk", "I think
Bob took it") stays a report that only makes the sighting stale or uncertain.
"""
from __future__ import annotations

import re
from datetime import datetime
from typing import Callable, Optional, Sequence
from zoneinfo import ZoneInfo

from obsmem_ros.core.records import Event, Fact, Provenance

NS = 1_000_000_000
# Past forms that do not end in -ed; everything else is read by its -ed ending.
_IRREGULAR_PAST = frozenset("put took brought left hid set stuck threw hung gave saw found kept laid sent caught "
                            "held".split())
# -ed words after "I" that report a wish or a thought, not a deed or a sighting.
_NOT_DEEDS = frozenset("wanted needed hoped wished guessed assumed supposed believed imagined expected "
                       "figured reckoned suspected intended planned".split())
# A first-person subject: "I", "we", or the speaker with someone ("me and Rory", "Dad and I"), or
# none at all at the start of a sentence (speech drops it: "Found my cap.", "Put it in the porch.").
_FIRST_PERSON = re.compile(r"(?:\b(?:i|we|(?:me|i)\s+and\s+[^\W\d_]+|[^\W\d_]+\s+and\s+(?:i|me))|^)"
                           r"(?:'ve|'d|\s+have|\s+had|\s+just|\s+already|\s+also|\s+actually)*\s*([a-z]+)")
_HEDGE = re.compile(r"\b(?:i think|i guess|i believe|maybe|probably|perhaps|might|not sure|i suppose)\b")

Namer = Callable[[str], str]


def first_hand(words: str) -> bool:
    """Whether an utterance reports the speaker's own deed or sighting ("I moved my laptop to the
    desk", "we've put the keys away", "I saw it in the drawer"), without a hedge, in a sentence
    that is not a question."""
    text = words.lower().replace("\u2019", "'")
    if not text or _HEDGE.search(text):
        return False
    told = (s.strip() for s in re.findall(r"[^.!?]+[.!?]?", text) if not s.strip().endswith("?"))
    for m in (m for sentence in told for m in _FIRST_PERSON.finditer(sentence)):
        verb = m.group(1)
        if verb in _IRREGULAR_PAST or (verb.endswith("ed") and len(verb) > 3 and verb not in _NOT_DEEDS):
            return True
    return False


def clock(time_ns: int, as_of_ns: Optional[int], zone: str) -> str:
    """HH:MM in the home's time zone; with the date when it is not the cutoff's day."""
    tz = ZoneInfo(zone)
    moment = datetime.fromtimestamp(time_ns / NS, tz=tz)
    if as_of_ns is not None and datetime.fromtimestamp(as_of_ns / NS, tz=tz).date() != moment.date():
        return moment.strftime("%Y-%m-%d %H:%M")
    return moment.strftime("%H:%M")


def value_phrase(attribute: str, value: str, name: Namer) -> str:
    """"at the sofa" / "held by Bob" / "state = open"."""
    if attribute == "location":
        return f"at the {name(value)}"
    if attribute == "held_by":
        return f"held by {name(value)}"
    return f"{attribute} = {value}"


def sighting_clause(fact: Fact, when: str, name: Namer) -> str:
    """How memory came to hold the fact."""
    what = value_phrase(fact.attribute, fact.value, name)
    if fact.provenance is Provenance.OBSERVED:
        return f"last seen {what} at {when}"
    if fact.provenance is Provenance.INFERRED:
        return f"last known {what} at {when} (inferred, not seen)"
    return f"{name(fact.reporter) or 'someone'} said at {when} it is {what}"


def presence_clause(event: Event, people: Sequence[str], robot_room: str, found_on_return: bool, when: str,
                    name: Namer) -> str:
    """"Bob entered the living room at 09:40 while the robot was in the kitchen" / "Bob was in the
    living room when the robot came back at 10:00 (it had been in the kitchen)"."""
    who = " and ".join(name(p) for p in people)
    if found_on_return:
        return (f"{who} {'were' if len(people) > 1 else 'was'} in the {name(event.location)} when the robot came back "
                f"at {when} (it had been in the {name(robot_room)})")
    verb = {"enter": "entered", "leave": "left", "say": "spoke in"}.get(event.verb, f"was ({event.verb or event.kind.value}) in")
    where = f" while the robot was in the {name(robot_room)}" if robot_room else " unseen"
    return f"{name(event.actor)} {verb} the {name(event.location)} at {when}{where}"


def report_clause(report: Fact, words: str, when: str, name: Namer) -> str:
    """"Bob said at 09:45: I moved my laptop to the desk" (the words when memory holds them)."""
    said = f": \"{words.strip()}\"" if words.strip() else f" it is {value_phrase(report.attribute, report.value, name)}"
    return f"{name(report.reporter) or 'someone'} said at {when}{said}"


def trusted_testimony(reports: Sequence[Fact], words_of: Callable[[Fact], str],
                      present: Callable[[str, int], bool]) -> Optional[Fact]:
    """The latest report the robot has reason to trust over its own sighting (see the module):
    first-hand words, by a speaker memory placed in the room before they spoke."""
    for report in sorted(reports, key=lambda f: f.time_ns, reverse=True):
        if report.reporter and first_hand(words_of(report)) and present(report.reporter, report.time_ns):
            return report
    return None
