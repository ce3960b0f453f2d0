"""How closely an utterance heard says what a "who said P" question says, beyond sharing words.

Two utterances may share as many of the question's words: one says the thing and what the
question says of it in one run ("the gas tong going to finish", for "Who said the gas tong almost
finish?"), the other only mentions the same words apart ("called the gas man to change the
tong"). The run of the question's content words said in the same order, next to each other,
tells the saying of P from one that only shares its topic. An utterance that asks ("the pot
still can use or not?") does not say P at all.
"""
from __future__ import annotations

import functools
import re
from typing import Sequence, Tuple

from .retold_stems import content_stems, stem

__all__ = ["asks", "content_sequence", "says_closely", "shared_run", "states"]

_ASKS = re.compile(r"\?$|\bor not\W*$")
_SENTENCE_END = re.compile(r"(?<=[.?!])\s+")


@functools.lru_cache(maxsize=512)
def content_sequence(text: str) -> Tuple[str, ...]:
    """The stems of a text's content words in the order said (words of asking dropped); cached,
    since every candidate utterance of one question is matched against the same question."""
    words = re.findall(r"(?:[^\W\d_]|')+", text.lower().replace("_", " "))
    return tuple(stem(w[:-2] if w.endswith("'s") else w) for w in words if w.strip("'") and content_stems(w))


def shared_run(asked: Sequence[str], said: Sequence[str]) -> int:
    """The length of the longest run of the question's content stems said next to each other in
    the same order (0 when they share no word)."""
    best = 0
    previous = [0] * (len(said) + 1)
    for a in asked:
        current = [0] * (len(said) + 1)
        for j, s in enumerate(said, start=1):
            if a == s:
                current[j] = previous[j - 1] + 1
                best = max(best, current[j])
        previous = current
    return best


def asks(text: str, asked: Sequence[str]) -> bool:
    """Whether the sentence of an utterance that says most of the question's words is itself a
    question ("Ma, the pot still can use or not? Long time never take out."): it says nothing is so."""
    sentences = [s.strip().lower() for s in _SENTENCE_END.split(text) if s.strip()]
    if not sentences:
        return False
    closest = max(sentences, key=lambda s: len(set(asked) & set(content_sequence(s))))
    return bool(_ASKS.search(closest))


def says_closely(question: str, said: str) -> float:
    """What an utterance's wording adds to the words it shares with the question: half a point
    per word beyond the first of their longest run said in order, a point off for asking."""
    asked = content_sequence(question)
    run = shared_run(asked, content_sequence(said))
    return 0.5 * max(run - 1, 0) - (1.0 if asks(said, asked) else 0.0)


def states(question: str, said: str) -> bool:
    """Whether an utterance states, not asks, what it shares with the question (`asks`)."""
    return not asks(said, content_sequence(question))
