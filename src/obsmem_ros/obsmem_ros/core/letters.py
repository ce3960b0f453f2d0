"""Letters as a household writes them: names and words compared without their accents.

A name is said with its accents ("Mít", "Rubén", "Tuấn") but memory writes ids without them
("mit", "ruben", "tuan"), and one speaker writes "phở" where another types "pho": words are
compared with the accents and tone marks of their letters dropped. A leaf module, so the views
and the read path can both fold words without importing the language layer.
"""
from __future__ import annotations

import re
import unicodedata


def unaccented(word: str) -> str:
    """`word` without the accents and tone marks of its Latin letters ("tuấn" -> "tuan", "zoë" ->
    "zoe"); letters of other scripts stay as written (a Devanagari vowel sign is part of its
    letter, not an accent: "दादी" keeps it)."""
    kept, base = [], ""
    for c in unicodedata.normalize("NFKD", word):
        if not unicodedata.combining(c):
            base = c
        elif _latin(base):
            continue
        kept.append(c)
    return unicodedata.normalize("NFC", "".join(kept))


def _latin(c: str) -> bool:
    """Whether `c` is a Latin letter (Basic Latin to Latin Extended-B, Latin Extended Additional)."""
    return bool(c) and (ord(c) < 0x250 or 0x1E00 <= ord(c) < 0x1F00)


_IZE = re.compile(r"(?<=[a-z]{3})is(e|ed|es|er|ers|ing|ation|ations)$")
_OUR = re.compile(r"(?<=[a-z]{3})our(s|ed|ing|ite|ites|ful|less|able)?$")
_TRE = re.compile(r"(?<=[a-z]{2})(t|b)re(s|d)?$")
_OGUE = re.compile(r"(?<=[a-z]{3})ogue(s)?$")


def spelling_key(word: str) -> str:
    """One spelling for the British and American forms of a word ("organiser" and "organizer" ->
    "organizer", "colour" -> "color", "centre" -> "center", "catalogue" -> "catalog"): applied to both
    sides of a comparison, so a word only ever meets its other spelling (a word that merely ends so,
    "promise", becomes "promize" on both sides alike)."""
    word = _IZE.sub(r"iz\1", word)
    word = _OUR.sub(r"or\1", word)
    word = _TRE.sub(lambda m: f"{m.group(1)}er{m.group(2) or ''}", word)
    return _OGUE.sub(r"og\1", word)
