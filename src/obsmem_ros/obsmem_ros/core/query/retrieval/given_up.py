"""What a sentence says someone has stopped having or doing, read from its parse: the object of a
verb of stopping ("I gave up sugar", "he's stopped eating meat", "I cut out bread"), what a light
verb says someone is off ("that doctor got me off pork", "she went off coffee", "he's off the
booze"), and what "no more" or "no longer" refuses ("no more coffee for me", "I no longer eat
pork"). A thing given up is denied as much as one said with "not": "Does she still eat pork?" is
answered no.
"""
from __future__ import annotations

from typing import Any, Set

# A verb of stopping -> the particle it needs to mean so ("give up", "cut out"; "" for none).
_STOPPING = {"stop": "", "quit": "", "give": "up", "cut": "out", "drop": "", "kick": ""}
# Light verbs that say someone is, gets or goes "off" a thing: no longer taking it.
_OFF = frozenset({"be", "get", "come", "go", "stay", "keep"})
_LONGER = frozenset({"more", "longer"})
_NOUNS = frozenset({"NOUN", "PROPN"})


def ceased_words(doc: Any) -> Set[str]:
    """The words (lower case) of what the sentence says someone stopped having or doing."""
    out: Set[str] = set()
    for verb in (t for t in doc if t.pos_ in ("VERB", "AUX")):
        if _stops(verb):
            out |= _taken(verb)
        if verb.lemma_.lower() in _OFF:
            out |= {w for c in verb.children if c.dep_ == "prep" and c.lower_ == "off" for w in _nouns(c)}
        if no_longer(verb):
            out |= _taken(verb)
    return out | {w for t in doc if t.pos_ in _NOUNS and any(no_more(c) for c in t.children)
                  for w in [t.lower_, *(c.lower_ for c in t.children if c.dep_ == "compound")]}


def _stops(verb: Any) -> bool:
    particle = _STOPPING.get(verb.lemma_.lower())
    return particle is not None and (not particle or any(
        c.dep_ == "prt" and c.lower_ == particle for c in verb.children))


def no_more(token: Any) -> bool:
    """A "more" or "longer" said with "no" ("no more ham hocks", "no longer")."""
    return token.lower_ in _LONGER and any(c.lower_ == "no" for c in token.children)


def no_longer(verb: Any) -> bool:
    """Whether a verb is denied by a "no longer" or "no more" of its own ("I no longer eat pork")."""
    return any(c.dep_ == "advmod" and no_more(c) for c in verb.children)


def _taken(verb: Any) -> Set[str]:
    """The words of what a verb takes: its object, the verb it takes and that verb's object
    ("stopped eating meat": eating, meat), the object of "on" ("given up on meat")."""
    out: Set[str] = set()
    for c in verb.children:
        if c.dep_ == "dobj" or c.dep_ == "prep" and c.lower_ == "on":
            out |= _nouns(c)
        elif c.dep_ == "xcomp" and c.pos_ == "VERB":
            out |= {c.lower_} | {w for g in c.children if g.dep_ == "dobj" for w in _nouns(g)}
    return out


def _nouns(phrase: Any) -> Set[str]:
    return {t.lower_ for t in phrase.subtree if t.pos_ in _NOUNS or t.dep_ == "dobj" and t.is_alpha}
