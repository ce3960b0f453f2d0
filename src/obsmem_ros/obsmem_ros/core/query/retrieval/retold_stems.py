"""Word stems of the readers that tell who said what (`heard_saying`, `relayed`, `claims`,
`said_order`): a question re-tells what was said in other forms of its words, its tense and number
shifted ("Who said the tomatoes were eaten?" for "squirrel eat the tomato", "who said he'd left" for
"I'm leaving"), so here the forms of one word meet across irregular verbs and plurals and the
spelling "-ed" / "-ing" change ("stopped", "hoping"), where `word_stems` only cuts the endings. The
readers of likes, values and places keep `word_stems`: they compare words of one telling, and the
richer forms cost a preference answer on the check households."""
from __future__ import annotations

import functools
import re
from typing import Dict, FrozenSet, Set

from obsmem_ros.core.language.syntax import lemma_exceptions, lexicon_words

from .word_stems import ASKING

__all__ = ["ASKING", "ASKING_STEMS", "content_stems", "stem", "stems"]


def stem(word: str) -> str:
    """A word without its inflection, so the forms of one word meet ("cracked" ~ "crack", "keys" ~
    "key", "mornings" ~ "morning" ~ "morn", "leaving" ~ "leaves" ~ "leave", "stopped" ~ "stop",
    "batteries" ~ "battery", "tomatoes" ~ "tomato", "told" ~ "tell"): an irregular form of a verb
    the lemmatizer lists is its base word, and so is an irregular plural where the regular reading
    makes no word (`_irregular`); else a plural ending, then "ing" / "ed", each only where three
    letters remain, with the spelling of the base restored (`_base`)."""
    word = word.lower().strip("'")
    verb = _irregular("verb").get(word)
    if verb:
        return verb
    regular = _regular(word)
    plural = _irregular("noun").get(word)
    return plural if plural and regular not in _base_words() else regular


def _regular(word: str) -> str:
    if word.endswith("ies") and len(word) > 4:
        word = word[:-3] + "y"
    elif word.endswith(("ses", "xes", "ches", "shes")) and len(word) > 5:
        word = word[:-2]
    elif word.endswith("s") and not word.endswith("ss") and len(word) > 3:
        word = word[:-1]
    if word.endswith("ied") and len(word) > 4:
        return word[:-3] + "y"
    for suffix in ("ing", "ed"):
        if word.endswith(suffix) and len(word) - len(suffix) >= 3:
            return _base(word[: -len(suffix)])
    return word


_DOUBLED = frozenset("bdgmnprt")  # consonants doubled before "-ed" / "-ing" ("stopped", "planning")
_VOWELS = frozenset("aeiou")
_NEVER_DOUBLED = frozenset("wxy")


def _base(cut: str) -> str:
    """The base word of a form cut of its "-ed" / "-ing": a consonant doubled before the ending
    said once ("stopp" -> "stop"); a silent "e" given back where the word with it is English and
    the cut is not, or ends in one vowel and one consonant, which English doubles before the
    ending when the base ends so ("leav" -> "leave", "hop" of "hoped" -> "hope"; not "bang" of
    "banged", "open" of "opened": no such word)."""
    if len(cut) >= 4 and cut[-1] == cut[-2] and cut[-1] in _DOUBLED:
        return cut[:-1]
    words = _base_words()
    if cut + "e" not in words:
        return cut
    single = cut[-1] not in _VOWELS | _NEVER_DOUBLED and cut[-2] in _VOWELS and cut[-3] not in _VOWELS
    return cut + "e" if cut not in words or single else cut


@functools.lru_cache(maxsize=1)
def _base_words() -> FrozenSet[str]:
    """The base words of English nouns, verbs and adjectives (the lemmatizer's index)."""
    return frozenset().union(*(lexicon_words(part) for part in ("noun", "verb", "adj")))


@functools.lru_cache(maxsize=2)
def _irregular(part: str) -> Dict[str, str]:
    """Irregular form of a verb or noun -> its base word, from the lemmatizer's exceptions ("told"
    -> "tell", "made" -> "make", "children" -> "child"); a verb form that is also a noun or verb of
    its own ("saw", "left", "found", "ate") is left as it is."""
    own = lexicon_words("noun") | lexicon_words("verb")
    return {form: bases[0] for form, bases in lemma_exceptions(part).items()
            if bases and form.isalpha() and (part == "noun" or form not in own)}


def stems(text: str) -> Set[str]:
    """The stems of a text's words, possessives dropped ("Alice's" ~ "alice")."""
    words = re.findall(r"(?:[^\W\d_]|')+", text.lower().replace("_", " "))
    return {stem(w[:-2] if w.endswith("'s") else w) for w in words if w.strip("'")}


ASKING_STEMS = frozenset(ASKING | {stem(w) for w in ASKING})


def content_stems(text: str) -> Set[str]:
    """The stems of a question's words less those of asking ("who", "said", "the", ...)."""
    return stems(text) - ASKING_STEMS
