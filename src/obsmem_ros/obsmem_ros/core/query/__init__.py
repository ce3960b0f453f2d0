"""The read path of ObsMem: query planning, view retrieval, evidence selection and answering.

`QueryEngine(reader, config=QueryConfig(), text_index=None, llm=None).answer(question, at_ns=None,
k=5)` returns an `Answer` whose `to_json()` is the object of docs/formats.md "Answer". The rule
planner and answerer are the deterministic default; `TextIndex` adds BM25 / MiniLM-FAISS search as
the fallback retriever; `LLMBackend` lets an OpenAI-compatible endpoint plan, select and answer.
"""
from .answer import Answer
from .engine import QueryConfig, QueryEngine
from .evidence import Evidence
from .llm import LLM_BACKENDS, ChatClient, LLMBackend, LLMConfig, LLMError, LLMSettings
from .plan import (EventAnchor, Intent, Ordinal, PartOfDay, QueryPlan, Relation, TemporalFilter, TimeRef, View,
                   parse_views)
from .question_parser import RuleQuestionParser, intent_views
from .selector import SelectorConfig, dedup_union, select_evidence
from .temporal import Window, parse_temporal, resolve_window
from .text_backends import TEXT_BACKENDS, BM25Backend, EmbeddingBackend, TextBackend, load_sentence_model, make_backend
from .text_index import TextHit, TextIndex, event_text

__all__ = [
    "Answer", "BM25Backend", "ChatClient", "EmbeddingBackend", "EventAnchor", "Evidence", "Intent", "LLMBackend",
    "LLMConfig", "LLMError", "LLMSettings", "LLM_BACKENDS", "Ordinal", "PartOfDay", "QueryConfig", "QueryEngine", "QueryPlan", "Relation",
    "RuleQuestionParser", "SelectorConfig", "TEXT_BACKENDS", "TemporalFilter", "TextBackend", "TextHit", "TextIndex",
    "TimeRef", "View", "Window", "dedup_union", "event_text", "intent_views", "load_sentence_model", "make_backend",
    "parse_temporal", "parse_views", "resolve_window", "select_evidence",
]
