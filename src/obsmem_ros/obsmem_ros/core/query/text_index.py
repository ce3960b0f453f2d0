"""The persistent text index over events: the lexical / embedding fallback of the read path.

Events are indexed by their rendered text. Identical texts share one entry (postings list the
events carrying each text), so embeddings are computed once per distinct sentence. The index
persists beside the SQLite file (`home.db.textindex.json` watermark, `home.db.textindex.npz`
documents, `home.db.textindex.texts.json` distinct texts, `home.db.faiss` vectors) and catches up with the store incrementally from its
watermark (the last event sequence number indexed); it is rebuilt from scratch when its files
are missing, unreadable, built with other backends or another sentence encoder, or ahead of the store (a different store).
"""
from __future__ import annotations

import json
import logging
import os
import zipfile
from bisect import bisect_right
from dataclasses import dataclass
from pathlib import Path
from typing import TYPE_CHECKING, Dict, Iterable, List, Optional, Sequence, Set, Tuple

from .text_backends import TextBackend, fuse_rankings, lexical_tokens, make_backend

if TYPE_CHECKING:
    from obsmem_ros.core.reader import MemoryReader
    from obsmem_ros.core.records import Event

FORMAT_VERSION = 1
LOG = logging.getLogger(__name__)
# Files beside the store (and their temporaries): what ``remove_files`` deletes.
_FILE_SUFFIXES = (".textindex.json", ".textindex.npz", ".textindex.texts.json", ".faiss", ".textindex.json.tmp",
                  ".textindex.tmp.npz", ".textindex.texts.json.tmp", ".faiss.tmp")


@dataclass(frozen=True)
class TextHit:
    """One event found by text search."""

    id: str
    time_ns: int
    text: str
    score: float


def _encoder_version() -> str:
    """The sentence encoder the vectors were made with: an index of another encoder's vectors is
    rebuilt, never searched with this one's questions."""
    from obsmem_ros.core.language.sentence_encoder import ENCODER_VERSION

    return ENCODER_VERSION


def event_text(event: "Event") -> str:
    """What the index reads for one event: its sentence, plus the words said when not in it."""
    text = event.describe()
    if event.utterance and event.utterance not in text:
        text = f'{text} "{event.utterance}"'
    return text


class TextIndex:
    """Events by text, searchable with a time window, synced from a `MemoryReader`."""

    def __init__(self, *, backends: Sequence[str] = ("bm25", "minilm"), path: Optional[Path] = None,
                 model_path: str = "", autosave_every: int = 20_000) -> None:
        self.backend_names = tuple(backends)
        self.autosave_every = autosave_every
        self.path = Path(path) if path is not None else None
        self._model_path = model_path
        self._load_pending = False
        self._reset()

    def _reset(self) -> None:
        self._backends: List[TextBackend] = [make_backend(n, model_path=self._model_path) for n in self.backend_names]
        self.texts: List[str] = []
        self._text_pos: Dict[str, int] = {}
        self._postings: List[List[int]] = []  # text position -> doc rows, in time order
        self.doc_ids: List[str] = []
        self.doc_times: List[int] = []
        self.doc_text: List[int] = []
        self.watermark = 0
        self._dirty = False
        self._unsaved = 0
        self._checked = False
        self._vocab: Optional[Set[str]] = None  # lexical tokens of every text, built by the first sync

    def _ready(self) -> None:
        """Read the files of an index opened lazily, on its first use."""
        if self._load_pending:
            self.load()

    def __len__(self) -> int:
        self._ready()
        return len(self.doc_ids)

    # --- building ------------------------------------------------------------------------------
    def add(self, docs: Sequence[Tuple[str, int, str]]) -> None:
        """Index (id, time_ns, text) documents; new distinct texts go to every backend."""
        self._ready()
        new_texts: List[str] = []
        for doc_id, time_ns, text in docs:
            pos = self._text_pos.get(text)
            if pos is None:
                pos = self._text_pos[text] = len(self.texts)
                self.texts.append(text)
                self._postings.append([])
                new_texts.append(text)
            row = len(self.doc_ids)
            self.doc_ids.append(doc_id)
            self.doc_times.append(time_ns)
            self.doc_text.append(pos)
            self._insert_posting(pos, row, time_ns)
        for backend in self._backends:
            backend.add(new_texts)
        if self._vocab is not None:
            self._vocab.update(w for t in new_texts for w in lexical_tokens(t))
        self._dirty = self._dirty or bool(docs)
        self._unsaved += len(docs)

    def _insert_posting(self, pos: int, row: int, time_ns: int) -> None:
        rows = self._postings[pos]
        if not rows or self.doc_times[rows[-1]] <= time_ns:
            rows.append(row)
        else:
            rows.insert(bisect_right([self.doc_times[r] for r in rows], time_ns), row)

    def sync(self, reader: "MemoryReader", *, batch_size: int = 5000) -> int:
        """Catch up with the store from the watermark; returns how many events were added. The
        files are rewritten after a rebuild from nothing and then every `autosave_every` events
        (and by `save()`), so a busy node does not rewrite them on every question."""
        self._ready()
        if not self._checked and self.watermark and reader.event_count() < len(self.doc_ids):
            self._reset()  # the index is ahead of the store: it belongs to another store
        self._checked = True  # counting is a scan: once per loaded index is enough
        rebuilding = self.watermark == 0
        added = self._catch_up(reader, batch_size)
        self._vocabulary()  # with the index brought up, not on the first question that needs it
        if added and (rebuilding or self._unsaved >= self.autosave_every):
            self.save()
        return added

    def _catch_up(self, reader: "MemoryReader", batch_size: int) -> int:
        added = 0
        batch: List[Tuple[str, int, str]] = []
        for seq, event in reader.iter_events(after_seq=self.watermark, batch_size=batch_size):
            batch.append((event.id, event.time_ns, event_text(event)))
            self.watermark = max(self.watermark, seq)
            if len(batch) >= batch_size:
                self.add(batch)
                added, batch = added + len(batch), []
        self.add(batch)
        return added + len(batch)

    def forget(self, event_ids: "set[str] | frozenset[str]") -> int:
        """Drop the documents of forgotten events, and every text (with its vector) that no
        remaining document carries; returns how many documents went. Call ``save`` to persist."""
        self._ready()
        keep = [row for row, doc_id in enumerate(self.doc_ids) if doc_id not in event_ids]
        dropped = len(self.doc_ids) - len(keep)
        if not dropped:
            return 0
        used = sorted({self.doc_text[row] for row in keep})
        for backend in self._backends:
            backend.keep(used)
        moved = {old: new for new, old in enumerate(used)}
        self.texts = [self.texts[pos] for pos in used]
        self._text_pos = {text: pos for pos, text in enumerate(self.texts)}
        self.doc_ids = [self.doc_ids[row] for row in keep]
        self.doc_times = [self.doc_times[row] for row in keep]
        self.doc_text = [moved[self.doc_text[row]] for row in keep]
        self._index_postings()
        self._dirty = True
        return dropped

    def remove_files(self) -> None:
        """Read the index if it was not read yet, then delete its files: until the next ``save``
        the store alone holds what it indexes, and a crash in between only costs a rebuild."""
        self._ready()
        if self.path is None:
            return
        for suffix in _FILE_SUFFIXES:
            Path(f"{self.path}{suffix}").unlink(missing_ok=True)

    def reload_later(self) -> None:
        """Drop what is in memory and read the files again on next use (another process forgot
        events: its saved index, or a rebuild from the store when the files are gone)."""
        self._reset()
        self._load_pending = self.path is not None

    def share_query_vector(self, query: str, vector: Sequence[float]) -> None:
        """A query's sentence embedding computed elsewhere with this index's model (the language
        parser's), so that searching `query` does not embed it again."""
        for backend in self._backends:
            if hasattr(backend, "remember_query"):
                backend.remember_query(query, vector)

    # --- searching -----------------------------------------------------------------------------
    def knows_any(self, words: Iterable[str]) -> bool:
        """Whether any of `words` (as `lexical_tokens` makes them) occurs in an indexed text."""
        self._ready()
        return not self._vocabulary().isdisjoint(words)

    def _vocabulary(self) -> Set[str]:
        if self._vocab is None:
            self._vocab = {w for t in self.texts for w in lexical_tokens(t)}
        return self._vocab

    def search(self, query: str, *, k: int = 5, since_ns: Optional[int] = None,
               until_ns: Optional[int] = None) -> List[TextHit]:
        """The best `k` events for `query` with since_ns <= time <= until_ns, most recent first
        among events sharing one text; scores are fused ranks (higher is better)."""
        self._ready()
        if not self.texts or k <= 0:
            return []
        n = max(4 * k, 32)
        while True:
            ranked = fuse_rankings([b.top(query, n) for b in self._backends])
            hits = self._expand(ranked, k, since_ns, until_ns)
            if len(hits) >= k or n >= len(self.texts):
                return hits
            n *= 4

    def _expand(self, ranked: List[Tuple[int, float]], k: int, since_ns: Optional[int],
                until_ns: Optional[int]) -> List[TextHit]:
        hits: List[TextHit] = []
        for pos, score in ranked:
            for row in reversed(self._postings[pos]):
                t = self.doc_times[row]
                if until_ns is not None and t > until_ns:
                    continue
                if since_ns is not None and t < since_ns:
                    break
                hits.append(TextHit(self.doc_ids[row], t, self.texts[pos], score))
                if len(hits) >= k:
                    return hits
                break  # one event per distinct text keeps the results diverse
        return hits

    # --- persistence ---------------------------------------------------------------------------
    def save(self) -> None:
        """Write the index beside the store (documents and vectors first, the watermark last).
        Beside a store in a folder this process may not write (a read-only copy), the index stays
        in memory: a warning is logged and it is rebuilt on the next open."""
        self._ready()
        if self.path is None or not self._dirty:
            return
        try:
            self._write_files()
        except (OSError, RuntimeError) as err:  # faiss reports a file it cannot write as RuntimeError
            LOG.warning("text index beside %s not saved (%s); it stays in memory", self.path, err)

    def _write_files(self) -> None:
        import numpy as np

        for backend in self._backends:
            backend.save(self.path)
        tmp = Path(f"{self.path}.textindex.tmp.npz")
        np.savez(tmp, ids=np.array(self.doc_ids, dtype=str), times=np.array(self.doc_times, dtype=np.int64),
                 text=np.array(self.doc_text, dtype=np.int64))
        os.replace(tmp, f"{self.path}.textindex.npz")
        tmp_texts = Path(f"{self.path}.textindex.texts.json.tmp")
        tmp_texts.write_text(json.dumps(self.texts, ensure_ascii=False), encoding="utf-8")
        os.replace(tmp_texts, f"{self.path}.textindex.texts.json")
        meta = {"version": FORMAT_VERSION, "backends": list(self.backend_names), "watermark": self.watermark,
                "docs": len(self.doc_ids), "texts": len(self.texts), "model": self._model_path,
                "encoder": _encoder_version()}
        tmp_meta = Path(f"{self.path}.textindex.json.tmp")
        tmp_meta.write_text(json.dumps(meta), encoding="utf-8")
        os.replace(tmp_meta, f"{self.path}.textindex.json")
        self._dirty = False
        self._unsaved = 0

    def load(self) -> bool:
        """Restore from the files beside the store; False (and an empty index) when they are
        missing, unreadable or were built differently."""
        self._load_pending = False
        self._reset()
        if self.path is None:
            return False
        import numpy as np

        try:
            meta = json.loads(Path(f"{self.path}.textindex.json").read_text(encoding="utf-8"))
            texts = json.loads(Path(f"{self.path}.textindex.texts.json").read_text(encoding="utf-8"))
            with np.load(f"{self.path}.textindex.npz", allow_pickle=False) as data:
                ids, times, text = (data[k] for k in ("ids", "times", "text"))
        except (OSError, ValueError, KeyError, EOFError, zipfile.BadZipFile):
            return False
        if (not isinstance(meta, dict) or not isinstance(texts, list) or meta.get("version") != FORMAT_VERSION or meta.get("backends") != list(self.backend_names)
                or meta.get("model") != self._model_path or meta.get("encoder") != _encoder_version()
                or len(ids) != meta.get("docs")
                or len(texts) != meta.get("texts")):
            return False
        self.texts = [str(t) for t in texts]
        if not all(b.load(self.path, self.texts) for b in self._backends):
            self._reset()
            return False
        self._text_pos = {t: i for i, t in enumerate(self.texts)}
        self.doc_ids, self.doc_times, self.doc_text = [str(i) for i in ids], times.tolist(), text.tolist()
        self._index_postings()
        self.watermark = int(meta["watermark"])
        return True

    def _index_postings(self) -> None:
        """Postings (text position -> doc rows in time order) from the document columns."""
        self._postings = [[] for _ in self.texts]
        for row in sorted(range(len(self.doc_ids)), key=lambda r: self.doc_times[r]):
            self._postings[self.doc_text[row]].append(row)

    @classmethod
    def open(cls, db_path: Optional[Path], **options) -> "TextIndex":
        """The index for the store at `db_path` (None or ":memory:": in memory only). Its files
        are read on first use (a structured question never pays for them), and only when they
        are usable."""
        path = None if db_path is None or str(db_path) == ":memory:" else Path(db_path)
        index = cls(path=path, **options)
        index._load_pending = path is not None
        return index
