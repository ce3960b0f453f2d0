"""Baseline memory systems under the same stream, observer rule and 5-record evidence budget.

- `flat_memory.FlatTextMemory`: chronological event sentences, BM25 or MiniLM top-k.
- `graph_memory.GraphMemory`: (subject, relation, object, time) triples, entity-indexed top-k.
- `no_memory.NoMemory`: remembers nothing.
Flat and graph answer through the same `text_answerer.TextAnswerer` (ObsMem's query planner +
typed extraction from sentences).
"""
from worldlines_sim_bridge.core.evaluation.baselines.flat_memory import FlatTextMemory
from worldlines_sim_bridge.core.evaluation.baselines.graph_memory import GraphMemory
from worldlines_sim_bridge.core.evaluation.baselines.no_memory import NoMemory
from worldlines_sim_bridge.core.evaluation.baselines.text_answerer import TextAnswerer

__all__ = ["FlatTextMemory", "GraphMemory", "NoMemory", "TextAnswerer"]
