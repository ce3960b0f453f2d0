"""Two things of one kind told apart by their modifiers: "the popcorn bowl" is not the fruit bowl.

Word linking lets a phrase link by its head noun alone when memory holds one thing of that kind
("the big bowl" -> the fruit bowl, the one bowl it knows). That is right when the phrase's extra
words only describe ("big", "old", "Gran's") and wrong when they name another kind of that thing:
"popcorn" stands where the known thing's name has "fruit". The two clash when each has a noun
modifier (what the thing holds, is for or is made of) that the other lacks, and no everyday
synonym (`data/aliases.yaml`) makes the two one ("pill box", "medicine box"): they are two
things, and the phrase means something memory has not met. A colour (judged by the colour
narrowing of `linking`), a room or a person (where the thing is, whose it is) clashes with nothing.
A clash only tells the two apart when the sentence encoder does not put them within `SAME_HEAD`
of each other (near-identity: "washing basket" and "laundry basket" lie at 0.82, "popcorn bowl"
and "fruit bowl" at 0.68), and never without an encoder.

Whether a modifier is a noun is read by the tagger in two plain frames rather than in the bare
phrase, where the small tagger reads nouns as adjectives ("salad bowl") and adjectives as names
("white jug"): a noun is a noun as the object of "I bought the ..." and not an adjective after
"They have ...".
"""
from __future__ import annotations

import functools
from typing import Callable, FrozenSet, Set

from .syntax import analyse


@functools.lru_cache(maxsize=4096)
def names_a_kind(word: str) -> bool:
    """Whether `word`, said before a head noun, is a noun naming a kind ("popcorn", "salad",
    "winter") rather than a describing word ("big", "old", "spare", "white")."""
    if not word.isalpha():
        return False
    as_object = _tag(f"I bought the {word} .", word)
    after_have = _tag(f"They have {word} .", word)
    return as_object == "NOUN" and after_have != "ADJ"


def _tag(sentence: str, word: str) -> str:
    return next((t.pos_ for t in analyse(sentence) if t.lower_ == word), "")


def kind_words(phrase: str, *, neutral: FrozenSet[str] = frozenset()) -> Set[str]:
    """The words before a phrase's head noun that name a kind (lower case; colours and `neutral`
    words left out)."""
    from .mentions import COLOURS   # mentions links through `linking`, which reads this module

    words = phrase.lower().split()[:-1]
    return {w for w in words if w not in COLOURS and w not in neutral and names_a_kind(w)}


def other_kind(said: str, known: str, *, neutral: FrozenSet[str] = frozenset(),
               near: Callable[[str, str], float] | None = None) -> bool:
    """Whether `said` names another thing than the known thing called `known`: their modifiers
    `clash` and the encoder (`near`, by default `closeness`) finds them apart in meaning."""
    from .closeness import closeness
    from .meaning_links import SAME_HEAD   # meaning_links links through `linking` too

    if not clash(said, known, neutral=neutral):
        return False
    found = near(said, known) if near else closeness(said, known, encoder_required=False)
    return 0.0 < found < SAME_HEAD


def clash(said: str, known: str, *, neutral: FrozenSet[str] = frozenset()) -> bool:
    """Whether the phrase `said` and a known thing's name `known` (same head noun, both cleaned)
    name two different things: each holds a kind-naming modifier the other does not.
    `neutral`: words that only place or own the thing (room and person names)."""
    said_words, known_words = set(said.lower().split()), set(known.lower().split())
    return bool(_unmatched(kind_words(said, neutral=neutral), known_words)) and \
        bool(_unmatched(kind_words(known, neutral=neutral), said_words))


def _unmatched(kinds: Set[str], other: Set[str]) -> Set[str]:
    """The kind words that neither appear among `other` nor share a synonym group with one of them
    (`data/aliases.yaml`: "pill" of "pill box" meets "medicine" of "medicine box")."""
    from .linking import singular, synonyms

    def forms(word: str) -> Set[str]:
        return set(synonyms(word)) | set(synonyms(singular(word))) | set(synonyms(word + "s"))

    return {w for w in kinds if not forms(w) & other}
