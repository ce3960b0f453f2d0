"""From English to concepts: words mapped onto EPIC verb and noun classes, so "rinses the saucepan"
and "wash pan" share concepts ("v:wash", "n:pan"). Words outside the lexicon stay as stems ("w:...").
"""
from __future__ import annotations

import re
from functools import lru_cache
from typing import FrozenSet, List, Set

from .epic import lexicon

_WORD = re.compile(r"[a-z]+")
STOPWORDS: FrozenSet[str] = frozenset("""
a an the to of in on at and or for with by from into onto is are was were be been being this that these those
it its it's they them their he she his her what which when where who how does do did doing done usually typically
tend tends often always most just then than before after while during p before next first more some any up
very also only each other same such there here about as so if not no can could would should will after
""".split())
_SUFFIXES = ("ing", "ies", "ied", "es", "ed", "s")
# EPIC splits placing into `put` and `insert` (put-in) and keeps `set` for settings; in plain English
# "set it down", "put it into" and "place it" are one concept.
CONCEPT_ALIASES = {"v:insert": "v:put", "v:set": "v:put"}


def stem(word: str) -> str:
    """Strip one inflection (ing, ies, ied, es, ed, s) when at least three letters remain."""
    for suffix in _SUFFIXES:
        if word.endswith(suffix) and len(word) - len(suffix) >= 3:
            base = word[: -len(suffix)]
            if suffix in ("ies", "ied"):
                base += "y"
            if len(base) >= 4 and base[-1] == base[-2] and base[-1] not in "ls":
                base = base[:-1]
            return base
    return word


def _alias(concept: str) -> str:
    return CONCEPT_ALIASES.get(concept, concept)


def _candidates(word: str) -> List[str]:
    base = stem(word)
    return list(dict.fromkeys([word, base, base + "e", word[:-1] if word.endswith("s") else word]))


@lru_cache(maxsize=65536)
def word_concepts(word: str) -> FrozenSet[str]:
    """Concepts of one lower-case word: its verb class, noun class, or else its stem."""
    lex = lexicon()
    found: Set[str] = set()
    for cand in _candidates(word):
        if cand in lex.verb_of:
            found.add(_alias("v:" + lex.verb_of[cand]))
        if cand in lex.noun_of:
            found.add("n:" + lex.noun_of[cand])
        if found:
            break
    return frozenset(found or {"w:" + stem(word)})


def words(text: str) -> List[str]:
    """Lower-case words of `text` (hyphens, colons and underscores split words)."""
    return _WORD.findall(text.lower())


@lru_cache(maxsize=65536)
def concepts(text: str) -> FrozenSet[str]:
    """Concept set of a text: phrasal verbs ("pick up", "take off") first, then single content words."""
    lex = lexicon()
    tokens = words(text)
    out: Set[str] = set()
    used = set()
    for i in range(len(tokens) - 1):
        for head in _candidates(tokens[i]):
            phrase = f"{head}-{tokens[i + 1]}"
            if phrase in lex.verb_of and tokens[i + 1] in {"up", "off", "on", "out", "down", "in", "away", "over"}:
                out.add(_alias("v:" + lex.verb_of[phrase]))
                used.update({i, i + 1})
                break
    for i, token in enumerate(tokens):
        if i in used or token in STOPWORDS or len(token) < 3 or re.fullmatch(r"p\d+", token):
            continue
        out.update(word_concepts(token))
    return frozenset(out)
