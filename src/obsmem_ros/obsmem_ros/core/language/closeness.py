"""How close two short texts are in meaning: the cosine of their sentence embeddings.

Word overlap cannot tell "What time is Canelo's vet appointment?" from "He comes at ten" when both
clauses were said in a conversation about the vet; the sentence encoder (`sentence_encoder`, the
one the question parser and the text index share) can: "They moved Canelo to ten-thirty" lies
closer. Used to break ties between candidates that share as many words with the question.
"""
from __future__ import annotations

import functools
from typing import Any, List, Optional, Sequence

from obsmem_ros.errors import ConfigError

__all__ = ["MARGIN", "SAME_TOPIC", "closeness", "far_in_meaning"]

# How much less close than the closest a text must be to count as meaning something else: two
# wordings of one arrangement ("Grandma will be here at ten", "Grandma is due at nine") lie within
# it of each other; a clause about another deed said beside it ("he comes at ten") lies beyond.
MARGIN = 0.15
# How close a clause must be to a question to be about what it asks when no word is shared: a
# short question and a clause of one household's talk on the same topic ("what time is the
# birthday tea?", "we're eating at five on Sunday") lie above it, unrelated deeds below.
SAME_TOPIC = 0.45


def closeness(a: str, b: str) -> float:
    """Cosine of the embeddings of `a` and `b` (both unit length), 0.0 when either is empty or no
    encoder can be loaded (the answerers then order as the words alone say)."""
    if not a.strip() or not b.strip():
        return 0.0
    va, vb = _vector(a.strip()), _vector(b.strip())
    if va is None or vb is None:
        return 0.0
    return float((va * vb).sum())


@functools.lru_cache(maxsize=4096)
def _vector(text: str) -> Optional[Any]:
    """The unit embedding row of `text` (cached: a household's clauses are asked about again and again)."""
    try:
        from .sentence_encoder import sentence_encoder

        return sentence_encoder().encode(text)[0]
    except (ConfigError, ImportError, OSError):
        return None


def far_in_meaning(query: str, texts: Sequence[str], margin: float = MARGIN) -> List[bool]:
    """For each of `texts`: whether it is more than `margin` less close to `query` than the
    closest of them (all False when no encoder can be loaded)."""
    near = [closeness(query, t) for t in texts]
    best = max(near, default=0.0)
    return [best - n > margin for n in near]
