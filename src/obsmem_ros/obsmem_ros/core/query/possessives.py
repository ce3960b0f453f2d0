"""A possessive typed without its apostrophe ("where was grans tablet", "is dads phone charged"):
a word that is a person memory knows, or a word the household calls someone by, followed by an
"s" and then a noun, is read as that person's ("gran's tablet"). A question word typed so
("wheres", "whos", "whats": a recogniser drops apostrophes) is no English word at all: it is the
question word with its "'s" (`wh_apostrophes`), and so is a pronoun with its auxiliary ("hed",
"theyre"), so the rest of the question is read as asked.

Only names of people are read so: "the kids shoes" or "the Jones house" stay as typed when memory
knows nobody called "kid" or "Jone". The tagger decides that a noun follows (not "Mums said ...").
"""
from __future__ import annotations

import re
from typing import AbstractSet, Any, FrozenSet, Mapping, Tuple

from ..language.kin_roles import kin_lexicon
from ..language.syntax import analyse

__all__ = ["person_words", "wh_apostrophes", "with_apostrophes"]

_WORD_S = re.compile(r"\b([^\W\d_]{2,})s\b")
_WH_S = re.compile(r"\b(where|what|who|how|when|why|that|there|here)s\b", re.IGNORECASE)


# a pronoun with its auxiliary typed without the apostrophe, where that makes no English word ("hed",
# "theyre", "youll"; not "shed", "well", "were", "hell")
_PRONOUN_AUX = re.compile(r"\b(he|she|they|you|we|it|i)(d|s|ll|re|ve|m)\b", re.IGNORECASE)
_NO_WORD = frozenset({"hed", "hes", "shes", "theyd", "theyll", "theyre", "theyve", "youd", "youll", "youre",
                      "youve", "weve", "itd", "itll", "im", "ive"})


def wh_apostrophes(text: str) -> str:
    """`text` with a question word typed with a bare "s" written with its "'s" ("wheres" -> "where's"),
    and a pronoun's auxiliary so typed with its apostrophe ("when did he say hed be back": he'd)."""
    text = _WH_S.sub(lambda m: f"{m.group(1)}'s", text)
    return _PRONOUN_AUX.sub(lambda m: f"{m.group(1)}'{m.group(2)}" if m.group(0).lower() in _NO_WORD else m.group(0),
                            text)


def with_apostrophes(text: str, names: AbstractSet[str]) -> str:
    """`text` with "<name>s <noun>" written "<name>'s <noun>" for each of `names` (lower case)."""
    if not any(m.group(1).lower() in names for m in _WORD_S.finditer(text)):
        return text
    doc = analyse(text)
    out = text
    for tok in reversed(list(doc)):
        if _possessive(tok, names):
            out = out[:tok.idx + len(tok.text) - 1] + "'s" + out[tok.idx + len(tok.text):]
    return out


def _possessive(tok: Any, names: AbstractSet[str]) -> bool:
    """A name with an "s" that stands before a noun it qualifies ("grans tablet")."""
    word = tok.lower_
    if not word.endswith("s") or word[:-1] not in names or tok.i + 1 >= len(tok.doc):
        return False
    after = tok.doc[tok.i + 1]
    return after.pos_ in ("NOUN", "PROPN")  # the tagger may take the name itself for a verb ("dads phone")


def person_words(people: AbstractSet[str], kin: Mapping[Tuple[str, str], str]) -> FrozenSet[str]:
    """The words that name people in a household: the ids memory knows, the words people are heard
    to call each other by, and the kin words of any language ("gran", "nana", "bibi")."""
    return frozenset(people) | frozenset(word for _speaker, word in kin) | frozenset(kin_lexicon())
