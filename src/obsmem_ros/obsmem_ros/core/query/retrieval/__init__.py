"""View retrievers: the only query code that reads memory (through `MemoryReader`).

`context` holds one question's clock, window and entity resolution (the Entity view);
`state` (State + Belief views, point-in-time, runs, reports), `events`, `commitments`,
`knowledge` (Knowledge + Episode views) and `text` (the lexical / embedding fallback) look
records up; `to_evidence` turns records into `Evidence` items linked to their events and
`to_readings` into typed readings (`..readings`). `RETRIEVERS` holds one retriever per intent
(`retrievers`, `people`, `state_values`, `state_history`, `state_questions`): each returns the
typed bundle its answerer words, and nothing else reaches the answerer. `routing` changes a plan
by what memory holds before its retriever runs."""
from .context import QueryContext, memory_clock
from .retrievers import RETRIEVERS
from .routing import route_by_memory

__all__ = ["QueryContext", "RETRIEVERS", "memory_clock", "route_by_memory"]
