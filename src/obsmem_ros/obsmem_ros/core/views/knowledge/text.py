"""Word matching for knowledge look-ups: lower-case tokens, light stemming, stopwords removed."""
from __future__ import annotations

import re
from typing import FrozenSet, Set

_WORD = re.compile(r"[^\W\d_]{2,}")
STOPWORDS: FrozenSet[str] = frozenset({
    "the", "a", "an", "to", "of", "in", "on", "at", "and", "or", "for", "with", "by", "from", "into", "onto",
    "is", "are", "was", "were", "be", "this", "that", "it", "its", "up", "out", "how", "what", "does", "do",
})


def stem(word: str) -> str:
    """Strip one common English suffix (ing, ied, ies, ed, es, s) when enough of the word remains."""
    for suffix in ("ing", "ied", "ies", "ed", "es", "s"):
        if word.endswith(suffix) and len(word) > len(suffix) + 2:
            base = word[: -len(suffix)]
            if len(base) >= 3 and base[-1] == base[-2]:
                base = base[:-1]
            return base
    return word


def tokens(text: str) -> Set[str]:
    """Stemmed content words of `text` ("put-in" and "spoon:slotted" split into their words)."""
    words = _WORD.findall(text.lower().replace("_", " ").replace(":", " ").replace("-", " "))
    return {stem(w) for w in words if w not in STOPWORDS}
