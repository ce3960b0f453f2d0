"""The words a household calls its people by, beside their names: a clipped or pet form of a
name ("Pao" for Paolo, "Sammy" for Sami: `name_form`), initials ("JJ" for Junjie) and the kin words it uses
(`household_kin`)."""
from __future__ import annotations

from typing import Dict, Iterable, Mapping, Tuple

from rapidfuzz.distance import OSA

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


def name_form(word: str, person: str) -> bool:
    """Whether `word` is a form of a person's own name (id) rather than a title: the name, its
    clipped start ("pao" for paolo) or a pet form built on it ("seanie" for sean: `clipped_person`)."""
    word, name = word.lower(), person.lower()
    return bool(word) and (name.startswith(word) or clipped_person(word, {person: (name,)}) == person)


_NEAR_MIN = 5  # letters a name needs before one slip of spelling can be told from another name


def near_person(word: str, people: Iterable[str]) -> str:
    """The one person whose id `word` spells with one slip ("Jasmin" for jasmine, "Frederik" for
    frederick, "Aleksei" for alexei is two: none): a letter left out, added, changed or two
    swapped, the first letter kept, in words of five letters or more; "" when nobody's or several
    people's ids are so near."""
    word = word.lower()
    if len(word) < _NEAR_MIN or not word.isalpha():
        return ""
    found = {p for p in people if p != word and p[:1] == word[:1] and _one_slip(word, p.lower())}
    return found.pop() if len(found) == 1 else ""


def _one_slip(a: str, b: str) -> bool:
    """Whether `a` and `b` differ by one letter left out, added or changed, or two neighbours swapped."""
    return OSA.distance(a, b) <= 1


_VOWELS = frozenset("aeiouy")


def initials_person(word: str, people: Iterable[str]) -> str:
    """The one person whose id the letters of `word` begin the syllables of ("jj" for junjie, "tj"
    for tomasjan): two or three letters, none a vowel (so a short word is not read as initials:
    "ma", "ya"); "" when nobody's or several people's ids fit."""
    word = word.lower()
    if not 2 <= len(word) <= 3 or not word.isalpha() or _VOWELS & set(word):
        return ""
    found = {p for p in people if _initials_of(word, p.lower())}
    return found.pop() if len(found) == 1 else ""


def _initials_of(word: str, name: str) -> bool:
    """Whether `name` opens with `word`'s first letter and each later letter of `word` opens a
    later syllable of it (a consonant before a vowel: "junjie" -> j, j), in order."""
    if not name.startswith(word[0]):
        return False
    at = 2  # a later syllable: not the letter right after the one before ("st" is no initials of "stevie")
    for letter in word[1:]:
        at = next((i for i in range(at, len(name) - 1) if name[i] == letter and name[i + 1] in _VOWELS), -1)
        if at < 0:
            return False
        at += 2
    return True


def _pet_stem(word: str) -> str:
    """A pet form without its ending ("-y", "-ie", "-ey", or the "-o" of "Kevo", "Wambo") and the
    consonant doubled before it ("sammy" -> "sam", "robbie" -> "rob"); "" when `word` has no such
    ending."""
    for ending in ("ie", "ey", "y", "o"):
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
