"""Verbs normalised in one place: how people say an action -> the action memory counts.

`data/verbs.yaml` maps every base form and phrasal verb to one canonical verb ("take", "grab",
"pick up", "picked up" -> "pick"; "put down", "set down", "drop" -> "place"; "switch on" ->
"toggle"). A surface verb is lower-cased, its separators (`_`, `-`) read as spaces, its inflection
undone by rule (or the irregular table) and looked up, whole phrase first, then its head verb.
Verbs the lexicon does not know keep their lemma. The ingest edge applies `canonical_verb` to every
event (`core/validation.py`), keeping the words as said in the event's `extras["verb_said"]`.
"""
from __future__ import annotations

import functools
import re
from pathlib import Path
from typing import Any, Dict, FrozenSet, Mapping, Sequence, Tuple

import yaml

VERBS_PATH = Path(__file__).parent / "data" / "verbs.yaml"
_SEPARATORS = re.compile(r"[\s_\-]+")
_DOUBLED = re.compile(r"([bdgklmnprt])\1$")


@functools.lru_cache(maxsize=1)
def lexicon() -> Mapping[str, object]:
    """The parsed `verbs.yaml` (read once per process)."""
    with open(VERBS_PATH, encoding="utf-8") as handle:
        return yaml.safe_load(handle)


@functools.lru_cache(maxsize=1)
def _table() -> Dict[str, str]:
    table: Dict[str, str] = {}
    for canonical, forms in lexicon()["actions"].items():
        table[canonical] = canonical
        for form in forms:
            table.setdefault(form, canonical)
    return table


@functools.lru_cache(maxsize=1)
def _base_forms() -> FrozenSet[str]:
    """Every base form the lexicon names, phrasal verbs' heads included ("turn" of "turn on")."""
    return frozenset(w.split()[0] for w in _table()) | frozenset(lexicon()["irregular"].values())


def claim_words(group: str) -> FrozenSet[str]:
    """Lemmas of one `claims` group of the lexicon (placing, switching, setting, ...)."""
    found = lexicon()["claims"][group]
    return frozenset(found if isinstance(found, list) else found.keys())


@functools.lru_cache(maxsize=4096)
def is_action(lemma_: str) -> bool:
    """Whether a verb lemma names a physical action on things (pick, put, move, switch, open, ...), from
    the lexicon's actions and its placing, switching, opening and acquiring verbs."""
    return lemma_ in _base_forms() or any(lemma_ in claim_words(g) for g in ("placing", "switching", "opening", "acquiring"))


def opening_states() -> Mapping[str, str]:
    """Opening verbs -> the state they leave (open -> open, shut -> closed)."""
    return dict(lexicon()["claims"]["opening"])


@functools.lru_cache(maxsize=4096)
def lemma(word: str) -> str:
    """The base form of one verb word, by the irregular table or the regular inflection rules."""
    word = word.lower()
    irregular = lexicon()["irregular"]
    if word in irregular:
        return irregular[word]
    known = _base_forms()
    for suffix, repl in (("ies", "y"), ("ied", "y"), ("ing", ""), ("ed", ""), ("es", ""), ("s", ""), ("d", "")):
        if word.endswith(suffix) and len(word) - len(suffix) >= 2:
            stem = word[: len(word) - len(suffix)] + repl
            for candidate in (stem, stem + "e", _DOUBLED.sub(r"\1", stem)):
                if candidate in known:
                    return candidate
    return word


@functools.lru_cache(maxsize=4096)
def canonical_verb(verb: str) -> str:
    """The canonical action of a surface verb ("picked up" -> "pick"); unknown verbs keep their
    lemma ("watered" -> "water"), an empty verb stays empty."""
    words = _SEPARATORS.sub(" ", verb.strip().lower()).split()
    if not words:
        return ""
    table = _table()
    phrase = " ".join([lemma(words[0]), *words[1:]])
    if phrase in table:
        return table[phrase]
    head = lemma(words[0])
    return table.get(head, head if len(words) == 1 else phrase.replace(" ", "_"))


def prepositional_verb(verb: Any) -> str:
    """The phrase a verb token makes with its preposition when the lexicon knows that phrase as one
    action ("gone after the pie", "went for the biscuits": "go after", "go for"; "helped himself to
    the juice": "help oneself to", its reflexive object read as "oneself"); "" when it makes none.
    The phrase needs the preposition's object: "go for a walk" is still read so, and its object
    names no thing memory holds."""
    lemma_ = verb.lemma_.lower()
    reflexive = any(c.dep_ == "dobj" and c.lower_.endswith(("self", "selves")) for c in verb.children)
    for prep in (c for c in verb.children if c.dep_ == "prep" and any(g.dep_ == "pobj" for g in c.children)):
        phrase = f"{lemma_} oneself {prep.lower_}" if reflexive else f"{lemma_} {prep.lower_}"
        if phrase in _table():
            return phrase
    return ""


def lexicon_action(verb: str) -> str:
    """The lexicon's action of a verb or verb phrase ("lift", "go for" -> "pick"), "" when the
    lexicon names none (its lemma is no action it knows)."""
    said = canonical_verb(verb)
    return said if said in _actions() else ""


_CONVEYING = ("put", "drive", "carry", "bring", "run", "ferry")  # verbs that move a person they take as object


def deed_key(verb: str, person_moved: bool) -> str:
    """The canonical action of an owed deed: a verb of placing or conveying whose object is a person
    is taking them somewhere ("I'll drop you at the station", "put him on the bus", "I'll drive her",
    "Dad's carrying Gran to church" are all "who's taking her?" deeds); which way the taking goes
    (to a place or from it) is read apart (language/transfer.py)."""
    said = canonical_verb(verb)
    conveys = said in {canonical_verb(v) for v in _CONVEYING}
    return canonical_verb("take") if person_moved and conveys else said


@functools.lru_cache(maxsize=1)
def _actions() -> FrozenSet[str]:
    return frozenset(_table().values())


def action_verb(verb: str, actor: str, deltas: Sequence[Any]) -> str:
    """The action an event counts as: its verb's canonical action (`canonical_verb`), or, for a verb
    the lexicon does not know, the change the event made (a thing going into the actor's hand is a
    pick-up, "snatched", "nicked"; a thing leaving their hand for a place is a placing, "hung",
    "chucked"), so every view and counter sees the same action whatever the word."""
    said = canonical_verb(verb)
    if not actor or said in _actions():
        return said
    for fact in deltas:
        if fact.attribute != "held_by":
            continue
        if fact.value == actor:
            return "pick"
        if not fact.value and any(f.entity == fact.entity and f.attribute == "location" for f in deltas):
            return "place"
    return said


def _undertaking_table(part: str) -> Dict[str, str]:
    return {word: meant for meant, words in lexicon()["undertakings"][part].items() for word in words}


@functools.lru_cache(maxsize=4096)
def undertaking_verb(lemma_: str) -> str:
    """The undertaking verb a verb lemma means ("nudge" -> "remind", "swear" -> "promise"), "" for none."""
    return _undertaking_table("verbs").get(lemma_.lower(), "")


@functools.lru_cache(maxsize=4096)
def undertaking_noun(lemma_: str) -> str:
    """The undertaking a noun names ("reminder", "nudge" -> "remind"; "word" -> "promise"; "favour"
    -> "request"), "" for none."""
    return _undertaking_table("nouns").get(lemma_.lower(), "")


def undertaking_words(group: str) -> FrozenSet[str]:
    """One word list of the lexicon's `undertakings` (light, reassuring, pro_verbs, ending, halting)."""
    return frozenset(lexicon()["undertakings"][group])


def normalised(verb: str) -> Tuple[str, bool]:
    """(canonical verb, whether it differs from the verb as given)."""
    canonical = canonical_verb(verb)
    return canonical, canonical != verb
