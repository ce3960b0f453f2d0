"""Why a belief is what it is, told as the robot knows it, and when a report outranks a sighting.

The reason of a belief is a short story of the evidence in time order: the sighting, each event
that could have changed the fact unseen, each report of another value, then the verdict
("last seen at the sofa at 09:10; Bob entered the living room at 09:40 while the robot was in
the kitchen; Bob said at 09:45 he moved it to the desk; ...").

A later report outranks the robot's own sighting (``trusted_testimony``) only when the robot has
reason to trust it: the report tells a deed or a sighting ("I moved it", "I put it", "I saw it":
a first-person subject with a past-tense verb; "Piotr's borrowed it": a named doer), no hedge,
**and** memory itself places the one who did or saw it in the thing's room after the sighting
and before the report, while the robot was elsewhere (so they had the chance the robot lacked).
Hearsay ("it's on the desk", "I think Bob took it") stays a report that only makes the sighting
stale or uncertain. So does a plain account by or of someone memory never placed there, unless
the robot itself lost sight of the thing before it (someone went in unseen, it left the room, a new
session) and one sentence names the thing, the deed and the new place (``placing_deed``: "Ramon
moved the box to the hallway"; the README's plain report of a new place).
"""
from __future__ import annotations

import re
from datetime import datetime
from typing import Any, Callable, List, Optional, Sequence, Tuple
from zoneinfo import ZoneInfo

from obsmem_ros.core.language.syntax import stop_words
from obsmem_ros.core.language.varieties import standard_words
from obsmem_ros.core.config import EngineConfig
from obsmem_ros.core.records import BeliefLabel, Event, Fact, Provenance

NS = 1_000_000_000
# Past forms and participles that do not end in -ed; everything else is read by its -ed ending.
_IRREGULAR_PAST = frozenset("put took taken brought left hid hidden set stuck threw thrown hung gave given saw seen "
                            "found kept laid sent caught held got gotten".split())
# Past forms that tell of seeing, not doing.
_SIGHTINGS = frozenset("saw found seen spotted noticed".split())
# -ed words after "I" that report a wish or a thought, not a deed or a sighting.
_NOT_DEEDS = frozenset("wanted needed hoped wished guessed assumed supposed believed imagined expected "
                       "figured reckoned suspected intended planned".split())
# A first-person subject: "I", "we", or the speaker with someone ("me and Rory", "Dad and I"), or
# none at all at the start of a sentence (speech drops it: "Found my cap.", "Put it in the porch.").
_FIRST_PERSON = re.compile(r"(?:\b(?:i|we|(?:me|i)\s+and\s+[^\W\d_]+|[^\W\d_]+\s+and\s+(?:i|me))|^)"
                           r"(?:'ve|'d|\s+have|\s+had|\s+just|\s+already|\s+also|\s+actually)*\s*([a-z]+)")
# Words between a doer and the past form that keep it a plain past ("Nan has just moved them"), or
# a sure inference of it ("Tegan must've put them there": the change explained, its doer named).
_PERFECT = frozenset("has had have ve just already also must".split())
# A question after where something is: the speaker is looking for it, so a deed told with it is
# where they last had it ("Where are my keys? I put them on the hook"), no account of where it is.
_SEEKING = re.compile(r"\bwhere(?:'s|s|'re|\s+(?:is|are|did|has|have|was|were))\b|(?:^|[.!?]\s*)where\b[^.!?]*\?")
_POINTING = re.compile(r"\bhere\b|\bthere\b(?!'s|'re|\s+(?:is|are|was|were|will|'ll|must|might|may|should)\b)")
_HEDGE = re.compile(r"\b(?:i think|i guess|i believe|maybe|probably|perhaps|might|not sure|i suppose)\b")

Namer = Callable[[str], str]


def _past(verb: str) -> bool:
    return verb in _IRREGULAR_PAST or (verb.endswith("ed") and len(verb) > 3 and verb not in _NOT_DEEDS)


def _told(words: str) -> List[str]:
    """The plain sentences of an utterance, lower-cased: none when hedged; questions left out.
    Read in standard words (`varieties`): "Ah've put it in the press" tells a deed as plainly as
    "I've put it in the press", and "Ah think" hedges as "I think" does."""
    text = standard_words(words.replace("\u2019", "'").lower()).lower()
    if not text or _HEDGE.search(text):
        return []
    return [s.strip() for s in re.findall(r"[^.!?]+[.!?]?", text) if not s.strip().endswith("?")]


def pointing(words: str) -> bool:
    """Whether an utterance points at a place in view: "here", or "there" not opening an "is"
    ("leave it right there", not "there's a cake in the oven"), read in standard words."""
    return bool(_POINTING.search(standard_words(words.replace("\u2019", "'").lower()).lower()))


def plainly_told(words: str) -> bool:
    """Whether an utterance tells something plainly: a sentence that is no question, and no hedge."""
    return bool(_told(words))


def accounts(words: str, speaker: str) -> List[Tuple[str, bool]]:
    """Who the utterance says did or saw something, plainly: (the speaker, or a named doer in
    lower case, whether it is a deed rather than a sighting), in order; none when it also asks
    where the thing is ("Piotr's borrowed
    Marcus's toolbox" -> [("piotr", True)]; "I saw it just now" -> [(speaker, False)])."""
    if _seeking(words):
        return []  # "Where's my thermos? I left it by the kettle": where they last had it, not where it is
    return [found for sentence in _told(words) for found in _sentence_accounts(sentence, speaker)]


def _seeking(words: str) -> bool:
    """Whether the utterance asks where something is (`_SEEKING`), read in standard words."""
    return bool(_SEEKING.search(standard_words(words.replace("\u2019", "'").lower()).lower()))


def _sentence_accounts(sentence: str, speaker: str) -> List[Tuple[str, bool]]:
    """`accounts` of one plain sentence: first-person past forms, then named doers."""
    return [(speaker, m.group(1) not in _SIGHTINGS) for m in _FIRST_PERSON.finditer(sentence)
            if _past(m.group(1))] + _named_doers(sentence)


def placing_deed(words: str, speaker: str, place: str, thing: str) -> bool:
    """Whether the utterance tells plainly of a deed (`accounts`) in a sentence that names the
    `thing` (a word of its name, or one inside it: "mower" of "lawnmower") and the `place` (an id:
    "hallway" of ``hallway``, "bag" of ``bag_ellie``) it put it at: "Ramon moved the box to the
    hallway", not "Maya's texted, she's late. The scarf's in the study", nor "the chilli sauce, I
    put 'em in the cupboard" of the glasses."""
    parts = [p for p in place.lower().split("_") if len(p) > 2 and not p.isdigit()]
    stops = stop_words()
    names = [w for w in re.findall(r"[a-z]+", thing.lower()) if len(w) > 2 and w not in stops]

    def says_thing(sentence: str) -> bool:  # a word of the name, or one inside a longer one ("mower")
        return any(w == n or min(len(w), len(n)) > 3 and (w in n or n in w)
                   for w in re.findall(r"[a-z]{3,}", sentence) for n in names)

    def says_place(sentence: str) -> bool:
        return any(re.search(rf"\b{re.escape(p)}", sentence) for p in parts)
    return not _seeking(words) and any(_sentence_accounts(sentence, speaker) and says_thing(sentence)
                                       and says_place(sentence) for sentence in _told(words))


def _named_doers(sentence: str) -> List[Tuple[str, bool]]:
    """(word, deed?) for each word before a past form, its perfect between ("piotr's borrowed it",
    "nan has moved them"): the candidates a caller checks against the people it knows."""
    words = re.findall(r"[^\W\d_]+(?:'s)?", sentence)
    found = []
    for i, word in enumerate(words):
        name, rest = word.removesuffix("'s"), words[i + 1:]
        while rest and rest[0] in _PERFECT:
            rest = rest[1:]
        if rest and name not in ("i", "we") and _past(rest[0]) and not _past(name):
            found.append((name, rest[0] not in _SIGHTINGS))
    return found


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


def evidence_story(fact: Fact, presence: Sequence[Any], changes: Sequence[Fact], words_of: Callable[[Fact], str],
                   as_of_ns: Optional[int], zone: str, name: Namer) -> str:
    """The evidence in time order: the sighting, then at most three of the presences (``Presence``
    of ``belief_view``) and reports of another value, told."""
    items = [(p.event.time_ns, presence_clause(p.event, p.people, p.robot_room, p.found_on_return,
                                               clock(p.event.time_ns, as_of_ns, zone), name)) for p in presence]
    items += [(f.time_ns, report_clause(f, words_of(f), clock(f.time_ns, as_of_ns, zone), name)) for f in changes]
    items.sort(key=lambda item: item[0])
    told = [sighting_clause(fact, clock(fact.time_ns, as_of_ns, zone), name)] + [text for _t, text in items[:3]]
    if len(items) > 3:
        told.append(f"and {len(items) - 3} more")
    return "; ".join(told)


def trusted_testimony(reports: Sequence[Fact], words_of: Callable[[Fact], str],
                      present: Callable[[str, int, bool], bool]) -> Optional[Fact]:
    """The latest report the robot has reason to trust over its own sighting (see the module):
    a plain account of a deed or sighting by someone `present` (who, before when, a deed?) says
    had the chance to do or see it."""
    for report in sorted(reports, key=lambda f: f.time_ns, reverse=True):
        if report.reporter and any(present(who, report.time_ns, deed)
                                   for who, deed in accounts(words_of(report), report.reporter)):
            return report
    return None


def verdict(fact: Fact, count: int, actors: Sequence[str], cfg: EngineConfig) -> Tuple[BeliefLabel, str]:
    """The label of a fact nothing contradicts, from its intervening events and actors (the
    thresholds of ``belief_view``), with the words that end its reason."""
    who = f" by {', '.join(actors)}" if actors else ""
    if count >= cfg.lambda_i or (count >= cfg.lambda_m and len(actors) >= cfg.lambda_a):
        return BeliefLabel.UNCERTAIN, (f"{count} event(s){who} since it was last verified could have changed it "
                                       "unseen by the robot")
    if count:
        return BeliefLabel.STALE, f"{count} event(s){who} since it was last verified could have changed it"
    if fact.provenance is Provenance.REPORTED:
        return BeliefLabel.STALE, f"{fact.reporter or 'someone'} said so; the robot has not seen it itself"
    if fact.provenance is Provenance.INFERRED:
        return BeliefLabel.STALE, "inferred (not seen by the robot), nothing has happened since"
    return BeliefLabel.FRESH, "the robot saw it and has seen no one go in or heard otherwise since"
