"""Which way a deed that carries someone or something goes: TO a place (a drop-off: "I'll take
Nomsa to school", "drop him at practice") or FROM one (a pick-up: "who's picking her up from
swimming?", "can you fetch Lindi after the exam?").

"take" and "pick up" share one verb key (language/verbs.py), so the key alone cannot tell taking
someone somewhere from collecting them. The parse can: the verb with its particle ("pick up", "drop
off"), and the preposition that carries the place ("to school" - "from school"). A noun made of such
a phrasal verb names the same deed ("Drop-off's at eight, Jun's taking him": a drop-off). A clause
whose words say no way ("I'll take him") goes either way and opposes neither.
"""
from __future__ import annotations

import re
from typing import Any, FrozenSet, List

from .errands import sets_out_for
from .syntax import analyse, normalise

__all__ = ["TO", "FROM", "apart", "clause_ways", "direction", "directions", "noun_direction", "opposed"]

TO, FROM = "to", "from"
# Phrasal verbs (lemma, particle) and verbs that say the way by themselves.
_PHRASAL = {("pick", "up"): FROM, ("drop", "off"): TO, ("drop", ""): TO, ("fetch", ""): FROM, ("collect", ""): FROM}
_PLACE_PREPOSITIONS = {"from": FROM, "to": TO}
_MOVING = frozenset({"take", "drive", "bring", "walk", "run", "ferry", "carry", "get", "give"})
_NOUNS = re.compile(r"\b(pick|drop)-?(up|off)s?\b", re.IGNORECASE)


def moving_verbs() -> FrozenSet[str]:
    """Lemmas of verbs that carry someone or something somewhere ("take", "drive", "carry")."""
    return _MOVING


def _verb_direction(verb: Any) -> str:
    """The way one verb token goes: its phrasal verb's, else the preposition carrying its place
    ("take her to the dentist": to; "bring him home from practice": from); "" for none."""
    lemma_ = verb.lemma_.lower()
    particle = next((c.lower_ for c in verb.children if c.dep_ == "prt"), "")
    said = _PHRASAL.get((lemma_, particle))
    if said:
        return said
    if sets_out_for(verb):
        return TO
    heads = [verb, *(c for c in verb.children if c.dep_ == "advmod")]  # "drive him home from the match"
    preps = [c.lower_ for h in heads for c in h.children if c.dep_ in ("prep", "dative")
             and c.lower_ in _PLACE_PREPOSITIONS and any(g.dep_ == "pobj" for g in c.children)]
    if FROM in preps:
        return FROM
    return TO if lemma_ in _MOVING and (preps or _place_as_infinitive(verb)) else ""


def _place_as_infinitive(verb: Any) -> bool:
    """Whether a verb with a direct object has its place misread as a to-infinitive ("driving Gran
    and Grandad to church": "to church" parsed as a verb): an object moved, then "to" a place."""
    return any(c.dep_ == "dobj" for c in verb.children) and any(
        c.dep_ == "xcomp" and any(a.dep_ == "aux" and a.lower_ == "to" for a in c.children) for c in verb.children)


def direction(text: str) -> str:
    """The way the first verb of `text` that says one goes (module doc); "" when none says one."""
    return next(iter(_ways(text)), "")


def directions(text: str) -> FrozenSet[str]:
    """Every way the verbs of `text` say ("I'll pick Gran up and take her to church": from and to)."""
    return frozenset(_ways(text))


def _ways(text: str) -> List[str]:
    return [w for w in (_verb_direction(t) for t in analyse(normalise(text)) if t.pos_ in ("VERB", "AUX")) if w]


def noun_direction(text: str) -> str:
    """The way a noun made of a phrasal verb names ("drop-off", "pickup", "pick-up"), if `text`
    names only one way; "" otherwise."""
    ways = {TO if m.group(1).lower() == "drop" else FROM for m in _NOUNS.finditer(text)
            if (m.group(1).lower(), m.group(2).lower()) in (("pick", "up"), ("drop", "off"))}
    return next(iter(ways)) if len(ways) == 1 else ""


def clause_ways(clause: str, sentence: str) -> FrozenSet[str]:
    """The ways a clause carries someone, else the way its sentence names by a noun ("Drop-off's at
    eight, and Jun's taking him": Jun's taking is a drop-off)."""
    return directions(clause) or frozenset({noun_direction(sentence)} - {""})


def apart(one: FrozenSet[str], other: FrozenSet[str]) -> bool:
    """Whether two deeds both say their way and share none: dropping Dad at the airport and picking
    Rosa up from it are two errands."""
    return bool(one and other and not one & other)


def opposed(asked: str, said: FrozenSet[str]) -> bool:
    """Whether a deed asked one way is said only the other way: a drop-off is no answer to who
    picks up; a clause that says no way opposes nothing."""
    return bool(asked and said and asked not in said)
