"""The keys entity names are stored and looked up by (``entity_names`` rows): a mention without
its article or possessive, punctuation and case (`normalise`), an id without its instance number
(`id_stem`)."""
from __future__ import annotations

import functools
import re

__all__ = ["id_stem", "normalise"]

_ID_SUFFIX = re.compile(r"[_\-#]?\d+$")


@functools.lru_cache(maxsize=65536)  # pure, and called for every object of every event
def id_stem(entity_id: str) -> str:
    """The words of an id without its instance number: ``coffee_mug_2`` -> ``coffee mug``."""
    return _ID_SUFFIX.sub("", entity_id.rsplit("/", 1)[-1]).replace("_", " ").replace("-", " ").strip().lower()


@functools.lru_cache(maxsize=65536)  # pure, and called for every name of every saved entity
def normalise(mention: str) -> str:
    words = re.sub(r"[^\w -]+", " ", mention.lower()).replace("_", " ").split()
    while words and words[0] in ("the", "a", "an", "my", "your", "his", "her", "our", "their"):
        words = words[1:]
    return " ".join(words)
