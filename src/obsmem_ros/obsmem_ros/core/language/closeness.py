"""How close two short texts are in meaning: the cosine of their sentence embeddings, the one
embedding-and-cosine of the answerers (ties between clauses, a preference said in other words).

Word overlap cannot tell "What time is Canelo's vet appointment?" from "He comes at ten" when both
clauses were said in a conversation about the vet; the sentence encoder (`sentence_encoder`, the
one the question parser and the text index share) can: "They moved Canelo to ten-thirty" lies
closer. Each text is encoded once per process (`embedding`, one cache for every caller: a
household's clauses are asked about again and again).

Failures, as a robot needs them (the one statement of the policy; every caller goes through
`closeness`, whose `encoder_required` picks it):
* an encoder that cannot load (no model folder, no onnxruntime) is a configuration error: the
  `ConfigError` is raised, with its message, to the caller (the answerers: the default). A node
  meets it at start: `Memory.warm_up` calls `load_encoder` before the node serves. Only linking
  speech as it is ingested (`meaning_links`, ``encoder_required=False``) takes it as closeness 0.0:
  no link by meaning, so linking stays word-based, as it was before meaning was added;
* one text the loaded encoder fails on is not worth an answer: it is logged, and the text has no
  embedding (`embedding` gives None, `closeness` 0.0), so the answerer orders as the words alone say.
"""
from __future__ import annotations

import functools
import logging
from typing import Any, List, Optional, Sequence

import numpy as np

from obsmem_ros.errors import ConfigError

from .sentence_encoder import SentenceEncoder, sentence_encoder

__all__ = ["MARGIN", "SAME_TOPIC", "closeness", "embedding", "far_in_meaning", "load_encoder"]

LOG = logging.getLogger(__name__)
CACHED_TEXTS = 4096  # distinct texts whose embeddings are kept

# How much less close than the closest a text must be to count as meaning something else: two
# wordings of one arrangement ("Grandma will be here at ten", "Grandma is due at nine") lie within
# it of each other; a clause about another deed said beside it ("he comes at ten") lies beyond.
MARGIN = 0.15
# How close a clause must be to a question to be about what it asks when no word is shared: a
# short question and a clause of one household's talk on the same topic ("what time is the
# birthday tea?", "we're eating at five on Sunday") lie above it, unrelated deeds below.
SAME_TOPIC = 0.45


def closeness(a: str, b: str, *, encoder_required: bool = True) -> float:
    """Cosine of the embeddings of `a` and `b` (both unit length); 0.0 when either is empty or has
    no embedding. When no encoder can be loaded it raises `ConfigError`, or gives 0.0 with
    ``encoder_required=False`` (see the module's note on failures)."""
    if not a.strip() or not b.strip():
        return 0.0
    try:
        va, vb = embedding(a), embedding(b)
    except ConfigError:
        if encoder_required:
            raise
        return 0.0
    if va is None or vb is None:
        return 0.0
    return float(np.dot(va, vb))


def load_encoder() -> None:
    """Load the encoder now (raises `ConfigError` when it cannot be loaded: at start, not mid-answer)."""
    sentence_encoder()


def embedding(text: str) -> Optional[Any]:
    """The unit embedding row of `text` (surrounding spaces aside; read-only), or None when the
    encoder fails on it; raises `ConfigError` when no encoder can be loaded."""
    encoder = sentence_encoder()
    try:
        return _encoded(encoder, text.strip())
    except Exception as err:  # noqa: BLE001 - one text must not end an answer (module doc)
        LOG.warning("The sentence encoder failed on %r; it is taken as close to nothing: %s", text[:60], err)
        return None


@functools.lru_cache(maxsize=CACHED_TEXTS)
def _encoded(encoder: SentenceEncoder, text: str) -> Any:
    """`encoder`'s row for `text` (a failure raises and is not cached: the next call tries again)."""
    row = np.array(encoder.encode(text)[0])
    row.flags.writeable = False
    return row


def far_in_meaning(query: str, texts: Sequence[str], margin: float = MARGIN) -> List[bool]:
    """For each of `texts`: whether it is more than `margin` less close to `query` than the
    closest of them."""
    near = [closeness(query, t) for t in texts]
    best = max(near, default=0.0)
    return [best - n > margin for n in near]
