"""Participles written with their g dropped and no apostrophe ("who's takin the dog", "im goin").

Many Englishes say "-in" for "-ing", and typed or transcribed speech often writes it without the
apostrophe that `varieties` reads ("puttin'"). The tagger then sees an unknown word, or a rare noun
("takin" is an animal in WordNet), where the clause has its verb. A form is read with its g when
its "-ing" form is an English word (the lemmatizer's index: a verb's participle, "morning",
"nothing") and either the form itself is no English word ("gettin", "mornin"), or it stands right
after a form of "be", where English has its progressive ("who's takin", "she is makin"; "whos
takin", as a recogniser writes it): a known noun there ("the parkin", "like parkin") keeps its
reading elsewhere. A form written with a capital inside a sentence is a name and stays.
"""
from __future__ import annotations

import functools
import re
from typing import FrozenSet, Match

_FORM = re.compile(r"\b([A-Za-z]{2,}in)\b(?!')")
# a form of "be", its contraction, or one typed without the apostrophe ("whos takin", "hes makin")
_BE_BEFORE = re.compile(r"(?:\b(?:is|are|am|was|were|be|been|im|whos|hes|shes|theyre|youre)|\w'(?:s|re|m))\s+$",
                        re.IGNORECASE)
_SENTENCE_START = re.compile(r"(?:^|[.!?]\s+|[\"(]\s*)$")


def g_restored(text: str) -> str:
    """`text` with each dropped-g participle written with its g ("gettin" -> "getting")."""
    if "in" not in text:
        return text
    return _g_restored(text)


def verb_g_restored(word: str) -> str:
    """A word the tagger reads as a verb, with its dropped g restored whenever its "-ing" form is
    English ("takin" -> "taking", "makin" -> "making"): as a verb it is the participle, whatever
    noun it also spells, though no "be" stands before it for `g_restored` to see."""
    full = word + "g"
    return full if _FORM.fullmatch(word) and _ing_word(full.lower()) else word


@functools.lru_cache(maxsize=4096)
def _g_restored(text: str) -> str:
    return _FORM.sub(_restored, text)


def _restored(m: Match[str]) -> str:
    said = m.group(1)
    before = m.string[:m.start()]
    if said[:1].isupper() and not _SENTENCE_START.search(before):
        return said  # "ask Kelvin", "the Martin's": a name
    full = said + ("G" if said.isupper() else "g")
    if not _ing_word(full.lower()):
        return said
    if said.lower() not in _known() or _BE_BEFORE.search(before):
        return full
    return said


def _ing_word(word: str) -> bool:
    """Whether `word` ("getting", "morning") is English: indexed itself, or a verb's participle."""
    from .syntax import lexicon_words, stop_words

    if word in stop_words() or any(word in lexicon_words(part) for part in ("noun", "adj", "adv")):
        return True
    stem = word[:-3]
    undoubled = stem[:-1] if len(stem) > 2 and stem[-1] == stem[-2] else ""
    verbs = lexicon_words("verb")
    return any(base and base in verbs for base in (stem, stem + "e", undoubled))


@functools.lru_cache(maxsize=1)
def _known() -> FrozenSet[str]:
    """The words English already has: the lemmatizer's index and irregular forms, and stop words."""
    from .syntax import english_words, stop_words

    return english_words() | stop_words()
