"""A short form of a household name, as families make them: the name cut to its start or its end,
said as it sounds, with or without a diminutive ending ("Taz" for Tasneem, "Ebi" for Ebrahim,
"Tomek" for Tomasz, "Lia" for Malia, "Niecy" for Denise).

Names are compared by how they sound, not how they are spelt (`sound_key`: "z" as "s", a soft "c"
as "s", "ch" as "sh", "y" and "ee" as "i", a doubled letter once, a silent final "e" dropped), so
"Taz" begins "Tasneem" and "Niecy" ends "Denise". A short form is one of:

* the start of a name, three sounds or more ("Taz", "Zuz");
* the first syllable of a name, two sounds or more ending in a consonant, before a diminutive
  ending: a vowel ("Ebi": "Eb" + "i", "Anju") or a vowel and "k" ("Tomek": "Tom" + "ek");
* the end of a name from a syllable's start (after a vowel), three sounds or more, with or
  without a vowel ending ("Lia" for Malia, "Niecy": "Nis" + "i" for Denise; not "vin" of Kelvin).

A word English knows ("Shell", "Bill"), a stop word ("him", "nor") or a kin word is no short form:
it names by its meaning, and another reader decides it. Only one person's name may fit: a form
two names share names nobody. No table of nicknames is kept: "Peggy" is not found for Margaret.
"""
from __future__ import annotations

import functools
import re
from typing import FrozenSet, Iterable, List

from .kin_roles import kin_lexicon
from .syntax import english_words, stop_words

__all__ = ["short_form_person", "sound_key"]

_VOWELS = frozenset("aeiou")
_SOUNDS = (("ph", "f"), ("ck", "k"), ("ch", "sh"), ("th", "t"), ("q", "k"), ("x", "ks"), ("z", "s"),
           ("y", "i"), ("ee", "i"), ("ie", "i"), ("ea", "i"))
_START_MIN, _STEM_MIN, _END_MIN = 3, 2, 3  # sounds a cut start, a start before an ending, a cut end keep


def sound_key(word: str) -> str:
    """`word` as it sounds, in letters (module doc): "Michelle" -> "mishel", "Taz" -> "tas"."""
    key = word.lower()
    for spelt, sound in _SOUNDS:
        key = key.replace(spelt, sound)
    key = re.sub(r"c(?=[ei])", "s", key).replace("c", "k")
    key = re.sub(r"(.)\1+", r"\1", key)
    return key[:-1] if len(key) > 3 and key.endswith("e") and key[-2] not in _VOWELS else key


def short_form_person(word: str, people: Iterable[str]) -> str:
    """The one person whose id `word` is a short form of (module doc); "" when it is none's, several
    people's, or a word that names by its meaning."""
    word = word.lower()
    if not word.isalpha() or _meaningful(word):
        return ""
    key = sound_key(word)
    found = {p for p in people if p != word and _shortens(key, sound_key(p))}
    return found.pop() if len(found) == 1 else ""


def _shortens(key: str, name: str) -> bool:
    """Whether the sounds `key` are a short form of the sounds `name` (module doc)."""
    if len(key) >= _START_MIN and name.startswith(key):
        return True
    if any(len(stem) >= _STEM_MIN and stem[-1] not in _VOWELS and name.startswith(stem) for stem in _stems(key)):
        return True
    return any(len(end) >= _END_MIN and len(name) >= len(end) + 2 and name.endswith(end)
               and name[-len(end) - 1] in _VOWELS for end in (key, key.rstrip("aeiou")))


def _stems(key: str) -> List[str]:
    """`key` without a diminutive ending, where one syllable is left, as a pet form cuts a name to
    its first syllable: without its final vowels ("ebi" -> "eb", "benji" -> "benj"), or a vowel
    and "k" ("tomek" -> "tom"); "marisa" is a name of its own, not "maris" + "a"."""
    stems = [key.rstrip("aeiou")] if key[-1:] in _VOWELS else []
    if len(key) >= 5 and key[-1] == "k" and key[-2] in _VOWELS:
        stems.append(key[:-2])
    return [stem for stem in stems if len(re.findall(r"[aeiou]+", stem)) == 1]


def _meaningful(word: str) -> bool:
    """Whether `word` names by its meaning: English, a stop word or a kin word."""
    return word in _known_words() or word in kin_lexicon()


@functools.lru_cache(maxsize=1)
def _known_words() -> FrozenSet[str]:
    return english_words() | stop_words()
