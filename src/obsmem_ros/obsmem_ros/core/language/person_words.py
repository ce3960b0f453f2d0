"""The words a household calls its people by, beside their names: a clipped or pet form of a
name ("Pao" for Paolo, "Sammy" for Sami) and the kin words it uses (`household_kin`)."""
from __future__ import annotations

from typing import Dict, Iterable, Mapping, Tuple

from .kin_roles import household_relation_words


def clipped_person(word: str, people: Mapping[str, Iterable[str]]) -> str:
    """The one person (id -> names) whose name `word` is the clipped start of ("Pao" for Paolo,
    "Matt" for Matthew), or whose name the clipped start of `word` as a pet form begins ("Sammy"
    for Sami, "Robbie" for Roberto: `_pet_stem`): at least three letters; "" when nobody's or
    several people's names begin so."""
    word = word.lower()
    for stem in (word, _pet_stem(word)):
        if len(stem) < 3 or not stem.isalpha():
            continue
        found = {pid for pid, names in people.items() for name in names if name.startswith(stem) and name != word}
        if found:
            return found.pop() if len(found) == 1 else ""
    return ""


def _pet_stem(word: str) -> str:
    """A pet form without its ending ("-y", "-ie", "-ey") and the consonant doubled before it
    ("sammy" -> "sam", "robbie" -> "rob"); "" when `word` has no such ending."""
    for ending in ("ie", "ey", "y"):
        stem = word[:-len(ending)]
        if word.endswith(ending) and len(stem) >= 3 and stem[-1] not in "aeiouy":
            return stem[:-1] if stem[-1] == stem[-2] else stem
    return ""


def household_kin(kin: Mapping[Tuple[str, str], str]) -> Dict[str, str]:
    """Kin word -> person, for the words the household uses for one person only (brothers and
    sisters share a "Gran"; a "Mum" two speakers use for two people names nobody), then the words
    of a relation only one person stands in to anyone (`kin_roles`: "grandpa" for the one called
    "Harabeoji"), where the household does not use the word itself."""
    called: Dict[str, set] = {}
    for (_speaker, word), person in kin.items():
        called.setdefault(word, set()).add(person)
    related = {w: p for w, p in household_relation_words(kin).items() if w not in called}
    return {**related, **{word: next(iter(people)) for word, people in sorted(called.items()) if len(people) == 1}}
