"""Word stems of the readers that match a question's words against a sentence said (likes, values,
places): a word without its inflection, a text's stems, and the words of asking a question. The
readers that tell who said what use `retold_stems`, whose forms also meet across tense and number."""
from __future__ import annotations

import re
from typing import Set

__all__ = ["ASKING", "ASKING_STEMS", "stem", "stems"]

ASKING = frozenset("who whom whose what which where when why how did does do is are was were has have had "
                    "said say says told tell tells reckon reckoned reckons thought think thinks believe believed "
                    "according you your the a an to of in on at by up down there here that this as be been "
                    "might may could would should will can gone go went put moved kept keep anyone someone "
                    "somebody anybody me my i we us our right correct wrong mistaken saying if about".split())


def stem(word: str) -> str:
    """A word without its inflection ("cracked" ~ "crack", "keys" ~ "key", "mornings" ~ "morning"
    ~ "morn"): a plural ending, then "ing" / "ed", each only where three letters remain."""
    word = word.lower().strip("'")
    if word.endswith(("ses", "xes", "ches", "shes")) and len(word) > 5:
        word = word[:-2]
    elif word.endswith("s") and not word.endswith("ss") and len(word) > 3:
        word = word[:-1]
    for suffix in ("ing", "ed"):
        if word.endswith(suffix) and len(word) - len(suffix) >= 3:
            return word[: -len(suffix)]
    return word


def stems(text: str) -> Set[str]:
    """The stems of a text's words, possessives dropped ("Alice's" ~ "alice")."""
    words = re.findall(r"(?:[^\W\d_]|')+", text.lower().replace("_", " "))
    return {stem(w[:-2] if w.endswith("'s") else w) for w in words if w.strip("'")}


ASKING_STEMS = frozenset(ASKING | {stem(w) for w in ASKING})  # a question's words of asking, as these stems cut them
