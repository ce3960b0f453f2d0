"""Text search backends of the fallback retriever: BM25 (bm25s) and MiniLM embeddings in FAISS.

Backends index a list of *unique* texts (a home repeats itself: "Alice opened the fridge" happens
hundreds of times), addressed by position; `TextIndex` maps texts back to the events carrying
them. Heavy libraries (bm25s, faiss, onnxruntime) are imported where used, and the MiniLM
encoder (`language.sentence_encoder`) is loaded at most once per process, only when something
needs a vector.
"""
from __future__ import annotations

import os
import re
from pathlib import Path
from typing import Callable, Dict, List, Protocol, Sequence, Tuple

from obsmem_ros.errors import UnknownBackendError

from ..language.linking import unaccented

_TOKEN = re.compile(r"[^\W_]+")
_STOP = frozenset("a an the is are was were be been of to in on at it its and or for by with from this that "
                  "what where when who whom which how did does do has have had i you he she they we".split())


def lexical_tokens(text: str) -> List[str]:
    """Lower-cased word tokens of any script, accents dropped, without function words (ids like
    `laptop_1` split into words; "Bà's" and "ba" are one token, as memory's ids are written)."""
    return [t for t in _TOKEN.findall(unaccented(text.lower())) if t not in _STOP]


class TextBackend(Protocol):
    """Scores unique texts (by position) against a query."""

    name: str

    def add(self, texts: Sequence[str]) -> None:
        """Append texts; their positions continue from the current size."""

    def top(self, query: str, n: int) -> List[Tuple[int, float]]:
        """Up to `n` (position, score) pairs, best first; scores are comparable within one call."""

    def keep(self, positions: Sequence[int]) -> None:
        """Keep only the texts at `positions` (ascending); they become positions 0, 1, ..."""

    def save(self, prefix: Path) -> None:
        """Persist beside `prefix` (the SQLite file path)."""

    def load(self, prefix: Path, texts: Sequence[str]) -> bool:
        """Restore from files beside `prefix`; False when they are missing or do not match `texts`."""


class BM25Backend:
    """Okapi BM25 over the unique texts (bm25s); rebuilt from the texts when they change."""

    name = "bm25"

    def __init__(self) -> None:
        self._texts: List[str] = []
        self._model = None
        self._dirty = False

    def add(self, texts: Sequence[str]) -> None:
        if texts:  # a sync that found nothing new must not cost a rebuild of the whole index
            self._texts.extend(texts)
            self._dirty = True

    def _build(self) -> None:
        import bm25s

        corpus = [lexical_tokens(t) or ["_empty_"] for t in self._texts]
        self._model = bm25s.BM25()
        self._model.index(corpus, show_progress=False)
        self._dirty = False

    def top(self, query: str, n: int) -> List[Tuple[int, float]]:
        if not self._texts:
            return []
        if self._dirty or self._model is None:
            self._build()
        vocab = self._model.vocab_dict
        words = [w for w in lexical_tokens(query) if w in vocab]
        if not words:
            return []
        # n_threads=0 scores in this thread; any other count starts a thread pool per call (1: one new thread each query)
        ids, scores = self._model.retrieve([words], k=min(n, len(self._texts)), show_progress=False, n_threads=0)
        return [(int(i), float(s)) for i, s in zip(ids[0], scores[0]) if s > 0]

    def keep(self, positions: Sequence[int]) -> None:
        self._texts = [self._texts[p] for p in positions]
        self._model = None
        self._dirty = True

    def save(self, prefix: Path) -> None:
        """BM25 is rebuilt from the persisted texts on load (seconds even for large homes)."""

    def load(self, prefix: Path, texts: Sequence[str]) -> bool:
        self._texts = list(texts)
        self._dirty = True
        return True


def _faiss():
    """faiss with one OpenMP thread: its spinning worker threads otherwise starve the encoder's
    (measured with the torch encoder: a MiniLM query went from 20 ms to 460 ms once faiss had
    searched), and a flat search over a home's distinct sentences needs no threads."""
    import faiss

    faiss.omp_set_num_threads(1)
    return faiss


class EmbeddingBackend:
    """Cosine search over sentence embeddings in a FAISS inner-product index.

    The model loads lazily on the first `add` or `top` that needs a vector; texts added before
    that are queued and embedded when searched, each through the language layer's one
    `SentenceEncoder` (int8 ONNX), so a text's indexed vector is the one its question gets.
    """

    name = "minilm"

    def __init__(self, model_path: str = "") -> None:
        self._model_path = model_path
        self._index = None
        self._pending: List[str] = []
        self._size = 0
        self._query_cache: Tuple[str, object] = ("", None)

    def _encode(self, texts: Sequence[str]):
        import numpy as np

        from obsmem_ros.core.language.sentence_encoder import sentence_encoder

        vectors = sentence_encoder(self._model_path).encode_many(texts)
        return np.ascontiguousarray(vectors, dtype="float32")

    def _flush(self) -> None:
        if not self._pending:
            return
        faiss = _faiss()
        vectors = self._encode(self._pending)
        if self._index is None:
            self._index = faiss.IndexFlatIP(vectors.shape[1])
        self._index.add(vectors)
        self._pending = []

    def add(self, texts: Sequence[str]) -> None:
        self._pending.extend(texts)
        self._size += len(texts)

    def remember_query(self, query: str, vector: Sequence[float]) -> None:
        """Use `vector` (unit length, this model's) as the embedding of `query`."""
        import numpy as np

        self._query_cache = (query, np.asarray([vector], dtype="float32"))

    def top(self, query: str, n: int) -> List[Tuple[int, float]]:
        if self._size == 0:
            return []
        self._flush()
        if self._query_cache[0] != query or self._query_cache[1] is None:
            self._query_cache = (query, self._encode([query]))  # a widening search asks again
        scores, ids = self._index.search(self._query_cache[1], min(n, self._size))
        return [(int(i), float(s)) for i, s in zip(ids[0], scores[0]) if i >= 0]

    def keep(self, positions: Sequence[int]) -> None:
        """Copy the kept vectors into a new index (nothing is embedded again); queued texts are
        filtered the same way."""
        import numpy as np

        indexed = self._index.ntotal if self._index is not None else 0
        if self._index is not None:
            vectors = self._index.reconstruct_n(0, indexed)
            index = _faiss().IndexFlatIP(self._index.d)
            rows = [p for p in positions if p < indexed]
            if rows:
                index.add(np.ascontiguousarray(vectors[rows], dtype="float32"))
            self._index = index
        self._pending = [self._pending[p - indexed] for p in positions if p >= indexed]
        self._size = len(positions)
        self._query_cache = ("", None)

    def save(self, prefix: Path) -> None:
        faiss = _faiss()
        self._flush()
        if self._index is not None:
            tmp = Path(f"{prefix}.faiss.tmp")
            faiss.write_index(self._index, str(tmp))
            os.replace(tmp, f"{prefix}.faiss")

    def load(self, prefix: Path, texts: Sequence[str]) -> bool:
        faiss = _faiss()
        path = Path(f"{prefix}.faiss")
        if not path.exists():
            return False
        index = faiss.read_index(str(path))
        if index.ntotal != len(texts):
            return False
        self._index, self._size, self._pending = index, len(texts), []
        return True


BackendFactory = Callable[[], TextBackend]
TEXT_BACKENDS: Dict[str, BackendFactory] = {"bm25": BM25Backend, "minilm": EmbeddingBackend}


def make_backend(name: str, *, model_path: str = "") -> TextBackend:
    """A text backend by registry name; an unknown name raises listing the known ones."""
    if name not in TEXT_BACKENDS:
        raise UnknownBackendError(f"Unknown text backend {name!r}; known: {sorted(TEXT_BACKENDS)}.")
    if name == "minilm":
        return EmbeddingBackend(model_path=model_path)
    return TEXT_BACKENDS[name]()


def fuse_rankings(rankings: Sequence[List[Tuple[int, float]]], *, k0: int = 60) -> List[Tuple[int, float]]:
    """Reciprocal-rank fusion of several best-first rankings (positions are shared)."""
    fused: Dict[int, float] = {}
    for ranking in rankings:
        for rank, (pos, _score) in enumerate(ranking):
            fused[pos] = fused.get(pos, 0.0) + 1.0 / (k0 + rank + 1)
    return sorted(fused.items(), key=lambda p: (-p[1], p[0]))

