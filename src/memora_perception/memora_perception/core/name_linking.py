"""Linking recognised words to the home's names: a post-ASR correction by sound and spelling.

Whisper tiny.en mishears a name it does not know well as English words that sound alike ("the eye
to stand" for "the nightstand", "the right stand"). The robot knows its home's names (people,
places, things: `HomeVocabulary`), so a run of one to `max_span` heard words that is not itself a
name is replaced by a name when the two sound alike and are spelled alike, and no other name comes
close: the phonetic keys (`phonetic_key`, a small Metaphone-style consonant skeleton: silent
letters dropped, digraphs as one sound, voiced and voiceless pairs merged, inner vowels dropped)
are at least `min_key_similarity` alike (normalised Levenshtein), the letters at least
`min_spelling_similarity` alike (rapidfuzz ratio), and the best name's score leads the second's by
`margin`. A run never starts or ends on a function word ("on the", "the bed"), and runs of
function words alone are never touched, so a sentence without a misheard name is left as it is.
"""
from __future__ import annotations

import re
from dataclasses import dataclass
from functools import lru_cache
from typing import List, Optional, Sequence, Tuple

from ..errors import ConfigError

FUNCTION_WORDS = frozenset(
    "a an the and or but of to in on at by for from with into onto over under near is are was were be been am "
    "it its this that these those my your his her our their i you he she we they me him us them".split())
_RULES: Tuple[Tuple[str, str], ...] = (
    (r"^(k|g|p)n", "n"), (r"^wr", "r"), (r"^x", "s"), (r"x", "ks"), (r"^wh", "w"), (r"mb$", "m"),
    (r"tch", "x"), (r"sch", "sk"), (r"ch|sh", "x"), (r"th", "0"), (r"ph", "f"), (r"ck", "k"),
    (r"gh(?![aeiou])", ""), (r"dg(?=[eiy])", "j"), (r"c(?=[eiy])", "s"), (r"g(?=[eiy])", "j"),
    (r"[cq]", "k"), (r"z", "s"), (r"v", "f"), (r"d", "t"), (r"g", "k"), (r"b", "p"),
    (r"(?<=[aeiou])[wyh](?![aeiou])", ""), (r"h(?![aeiou])", ""),
)
_PUNCT = ".,!?;:"


@lru_cache(maxsize=4096)
def phonetic_key(text: str) -> str:
    """A sound-alike key of `text` (words joined): "nightstand" -> "ntstnt", "right stand" -> "rtstnt"."""
    word = re.sub(r"[^a-z]", "", text.lower())
    if not word:
        return ""
    for pattern, sound in _RULES:
        word = re.sub(pattern, sound, word)
    head, tail = word[:1], re.sub(r"[aeiouwy]", "", word[1:])
    key = ("a" if head in "aeiouy" else head) + tail
    return re.sub(r"(.)\1+", r"\1", key)


@dataclass(frozen=True)
class NameLinkConfig:
    """When a run of heard words is taken for one of the home's names."""

    max_span: int = 3
    min_key_similarity: float = 0.8
    min_spelling_similarity: float = 0.6
    margin: float = 0.08
    min_name_letters: int = 4

    def __post_init__(self) -> None:
        if self.max_span < 1:
            raise ConfigError(f"NameLinkConfig.max_span={self.max_span!r} must be >= 1")
        for name in ("min_key_similarity", "min_spelling_similarity", "margin"):
            if not 0.0 <= getattr(self, name) <= 1.0:
                raise ConfigError(f"NameLinkConfig.{name}={getattr(self, name)!r} must be in [0, 1]")


def _bare(word: str) -> str:
    """A word as compared with names: lowercase, no punctuation, no possessive ("Alice's," -> "alice")."""
    word = word.strip(_PUNCT).lower()
    return word[:-2] if word.endswith(("'s", "’s")) else word


class NameLinker:
    """Replaces misheard runs of words with the home's names (see the module docstring)."""

    def __init__(self, names: Sequence[str], config: NameLinkConfig = NameLinkConfig()) -> None:
        self.config = config
        kept = {" ".join(n.lower().split()) for n in names}
        self.names = tuple(sorted(n for n in kept if len(re.sub(r"[^a-z]", "", n)) >= config.min_name_letters))
        self._known = kept
        self._keys = tuple((name, phonetic_key(name), name.replace(" ", "")) for name in self.names)

    def _best(self, span: str) -> Optional[str]:
        """The one name `span` sounds and is spelled like, with no close rival; else None."""
        from rapidfuzz.distance import Levenshtein
        from rapidfuzz.fuzz import ratio

        key, letters = phonetic_key(span), span.replace(" ", "")
        if not key:
            return None
        scored = []
        for name, name_key, name_letters in self._keys:
            key_sim = Levenshtein.normalized_similarity(key, name_key)
            spelling = ratio(letters, name_letters) / 100.0
            passes = key_sim >= self.config.min_key_similarity and spelling >= self.config.min_spelling_similarity
            scored.append(((key_sim + spelling) / 2.0, passes, name))
        scored.sort(reverse=True)
        best, passes, name = scored[0]
        if not passes or (len(scored) > 1 and best - scored[1][0] < self.config.margin):
            return None
        return name

    def link(self, text: str) -> str:
        """`text` with each misheard name replaced (longest run first, left to right)."""
        words = text.split()
        out: List[str] = []
        i = 0
        while i < len(words):
            replaced = False
            for size in range(min(self.config.max_span, len(words) - i), 0, -1):
                run = [_bare(w) for w in words[i:i + size]]
                if run[0] in FUNCTION_WORDS or run[-1] in FUNCTION_WORDS or not all(run):
                    continue
                if any(w.strip(_PUNCT) != w for w in words[i:i + size - 1]):
                    continue            # a run does not cross punctuation inside it
                span = " ".join(run)
                if span in self._known or all(w in self._known for w in run):
                    continue
                name = self._best(span)
                if name is not None:
                    last = words[i + size - 1]
                    stem = last.rstrip(_PUNCT)
                    possessive = stem[-2:] if stem.lower().endswith(("'s", "’s")) else ""
                    out.append(name + possessive + last[len(stem):])
                    i += size
                    replaced = True
                    break
            if not replaced:
                out.append(words[i])
                i += 1
        return " ".join(out)
