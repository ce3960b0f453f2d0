"""The words a sentence may name the person a preference question asks about by.

A household writes its people's names with their accents or without ("Rubén" is ruben) and calls
them by clipped and pet forms ("Ronnie" for Ron, "Vale" for Valeria): a sentence naming the person
so speaks of them as much as one naming them in full. A clipped form is theirs only when it is no
other person's (`person_words.clipped_person`).
"""
from __future__ import annotations

import re
from typing import Iterable, Set

from obsmem_ros.core.language.person_words import clipped_person
from obsmem_ros.core.letters import unaccented

_CAPITALISED = re.compile(r"\b[^\W\d_a-z][^\W\d_]+")


def plain_words(words: Iterable[str]) -> Set[str]:
    """The words lower-cased and without accents, as names are compared."""
    return {unaccented(w.lower()) for w in words}


def called_in(text: str, person: str, names: Set[str], people: Iterable[str]) -> Set[str]:
    """`names` with the capitalised words of `text` that are a clipped or pet form of the person's
    name and of nobody else's among `people` ("Ronnie, his steak, ..." for ron)."""
    household = {p: (p,) for p in people}
    household[person] = tuple(names)
    said = plain_words(_CAPITALISED.findall(text)) - names
    return names | {w for w in said if clipped_person(w, household) == person}
