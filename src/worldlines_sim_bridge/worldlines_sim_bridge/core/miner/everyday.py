"""Everyday English for the varied wording: household synonyms, days, clock times, verb forms.

Every function here keeps the meaning exact: an everyday name is used only when it names the same
thing unambiguously in the home, a day phrase names the same calendar day as seen from the
question's cutoff, a clock phrase the same minute.
"""
from __future__ import annotations

import random
import re
from datetime import date, timedelta
from typing import Callable, Dict, List, Tuple

from ..sim.home import Home

# Canonical entity name -> everyday names people use for it.
ALIASES: Dict[str, Tuple[str, ...]] = {
    "TV": ("telly", "television"),
    "sofa": ("couch", "settee"),
    "fridge": ("refrigerator",),
    "remote": ("remote control", "TV remote"),
    "cupboard": ("cabinet",),
    "nightstand": ("bedside table",),
    "washing machine": ("washer",),
    "coffee machine": ("coffee maker",),
    "kitchen counter": ("worktop", "counter"),
    "bookshelf": ("bookcase",),
    "living room": ("lounge", "sitting room"),
    "lounge": ("living room", "sitting room"),
    "hallway": ("hall",),
    "reading glasses": ("glasses", "specs"),
    "medicine box": ("pill box",),
    "laundry basket": ("washing basket",),
    "mug": ("cup",),
    "windowsill": ("window ledge",),
    "kids' room": ("children's room",),
    "living room lamp": ("lamp", "living room light"),
}
ALIAS_CHANCE = 0.5

_NUMBERS = {2: "two", 3: "three", 4: "four", 5: "five", 6: "six", 7: "seven", 8: "eight", 9: "nine"}
_MONTHS = ("January", "February", "March", "April", "May", "June", "July", "August", "September", "October",
           "November", "December")
_WEEKDAYS = ("Monday", "Tuesday", "Wednesday", "Thursday", "Friday", "Saturday", "Sunday")
_IRREGULAR_PAST = {"make": "made", "take": "took", "read": "read", "do": "did", "put": "put", "get": "got"}


def _words(text: str) -> List[str]:
    return text.lower().split()


def _contains(haystack: str, needle: str) -> bool:
    """Whether ``needle`` occurs in ``haystack`` as whole words."""
    hay, words = _words(haystack), _words(needle)
    return any(hay[i:i + len(words)] == words for i in range(len(hay) - len(words) + 1))


class EverydayNames:
    """The everyday names that are unambiguous in one home, applied to rendered noun phrases."""

    def __init__(self, home: Home) -> None:
        names = sorted({e.name for e in home.entities} | {p.name for p in home.people})
        self._names = sorted(names, key=len, reverse=True)
        claimed: Dict[str, List[str]] = {}
        for name in names:
            for alias in ALIASES.get(name, ()):
                claimed.setdefault(alias, []).append(name)
        self._aliases: Dict[str, Tuple[str, ...]] = {
            name: tuple(a for a in ALIASES.get(name, ()) if len(claimed[a]) == 1
                        and not any(_contains(other, a) for other in names if other != name))
            for name in names}

    def aliases(self, name: str) -> Tuple[str, ...]:
        """The everyday names usable for ``name`` in this home (empty when none is unambiguous)."""
        return self._aliases.get(name, ())

    def word(self, name: str, rng: random.Random) -> str:
        """``name`` itself or, by chance, one of its unambiguous everyday names."""
        options = self.aliases(name)
        return rng.choice(options) if options and rng.random() < ALIAS_CHANCE else name

    def phrase(self, text: str, rng: random.Random) -> str:
        """A noun phrase ("on the sofa", "Bob's keys") with its head name possibly swapped for an everyday one."""
        for name in self._names:
            if text == name or text.endswith(" " + name):
                return text[:len(text) - len(name)] + self.word(name, rng)
        return text


def day_phrases(day: int, today: int, start: date) -> List[str]:
    """Phrases naming simulated ``day`` exactly, as said on day ``today`` ("on day 3", "yesterday", "on Tuesday")."""
    when = start + timedelta(days=day - 1)
    out = [f"on day {day}", f"on {when.day} {_MONTHS[when.month - 1]}"]
    ago = today - day
    if ago == 0:
        out.append("today")
    elif ago == 1:
        out.append("yesterday")
    elif ago in _NUMBERS:
        out.append(f"{_NUMBERS[ago]} days ago")
        if ago <= 6:
            out.append(f"on {_WEEKDAYS[when.weekday()]}")
        if ago == 2:
            out.append("the day before yesterday")
    return out


def clock_phrases(clock: str) -> List[str]:
    """Phrases naming the minute ``"HH:MM"`` exactly: "19:05", "7:05 pm", "7:05 in the evening"."""
    hours, minutes = (int(part) for part in clock.split(":"))
    short = f"{hours % 12 or 12}" if minutes == 0 else f"{hours % 12 or 12}:{minutes:02d}"
    part = "in the morning" if hours < 12 else ("in the afternoon" if hours < 18 else "in the evening")
    return [clock, f"{short} {'am' if hours < 12 else 'pm'}", f"{short} {part}"]


def _inflect_first(phrase: str, rule: Callable[[str], str]) -> str:
    head, _, rest = phrase.partition(" ")
    return rule(head) + (f" {rest}" if rest else "")


def _past(verb: str) -> str:
    if verb in _IRREGULAR_PAST:
        return _IRREGULAR_PAST[verb]
    if verb.endswith("e"):
        return verb + "d"
    if re.search(r"[^aeiou]y$", verb):
        return verb[:-1] + "ied"
    return verb + "ed"


def _third_person(verb: str) -> str:
    if verb in ("do", "go"):
        return verb + "es"
    if re.search(r"(s|x|z|ch|sh)$", verb):
        return verb + "es"
    if re.search(r"[^aeiou]y$", verb):
        return verb[:-1] + "ies"
    return verb + "s"


def _gerund(verb: str) -> str:
    if verb.endswith("e") and not verb.endswith("ee"):
        return verb[:-1] + "ing"
    return verb + "ing"


def verb_forms(infinitive: str) -> Dict[str, str]:
    """{verb_past, verb_s, verb_ing} of a verb phrase ("pick up" -> "picked up", "picks up", "picking up")."""
    return {"verb_past": _inflect_first(infinitive, _past), "verb_s": _inflect_first(infinitive, _third_person),
            "verb_ing": _inflect_first(infinitive, _gerund)}


def capitalise_sentences(text: str) -> str:
    """Upper-case the first letter of the text and of each sentence after '.', '?' or '!'."""
    return re.sub(r"(^|[.?!]\s+)([a-z])", lambda m: m.group(1) + m.group(2).upper(), text)


def possessive(phrase: str) -> str:
    """ "the coffee machine" -> "the coffee machine's"; "Bob's keys" -> "Bob's keys'"."""
    return phrase + ("'" if phrase.endswith("s") else "'s")

