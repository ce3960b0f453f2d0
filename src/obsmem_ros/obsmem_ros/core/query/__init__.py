"""The read path of ObsMem, as DESIGN.md draws it:

    question -> QuestionParser -> QueryPlan (intent, entities, attributes, time filter, views)
      -> retriever of the intent: the views' records as typed readings (display names resolved)
      -> answerer of the intent, a pure function of (plan, readings): typed value, sentence,
         belief and evidence candidates (best first)
      -> dedup union -> evidence selector (<= k, complementary) -> typed `Answer` or "not known"

Modules: parsing `plan.py` (the typed plan, the parser Protocol), `question_parser.py` (the rule
parser), `lexicon.py`, `temporal.py`; retrieval `retrieval/` (the only code that reads memory,
through `MemoryReader`: `context` clock + entity resolution, `state`, `events`, `commitments`,
`knowledge`, `text` (BM25 / MiniLM-FAISS over `text_index.py`, `text_backends.py`),
`to_evidence`, `to_readings`, and the per-intent retrievers `RETRIEVERS` in `retrievers`,
`people`, `state_values`, `state_history`, `state_questions`); typed evidence `readings.py` and
`state_readings.py`; answering `answerers/` (one answerer per intent, `ANSWERERS`; `wording`,
`draft`; they import nothing of `retrieval/`); `selector.py`, `evidence.py`, `answer.py`;
`engine.py` runs the stages; `llm.py` lets an OpenAI-compatible endpoint plan, select and answer
(`LLMSettings`: the nodes' `llm.*`).

`QueryEngine(reader, config=QueryConfig(), text_index=None, llm=None, parser=None).answer(
question, at_ns=None, k=5, views=())` returns an `Answer` whose `to_json()` is the object of
docs/formats.md "Answer".
"""
from .answer import Answer
from .engine import QueryConfig, QueryEngine
from .evidence import Evidence
from .llm import LLM_BACKENDS, ChatClient, LLMBackend, LLMConfig, LLMError, LLMSettings
from .plan import (EventAnchor, Intent, Ordinal, PartOfDay, QueryPlan, QuestionParser, Relation, TemporalFilter,
                   TimedQuestionParser, TimeRef, View, parse_views)
from .question_parser import RuleQuestionParser, intent_views
from .selector import SelectorConfig, dedup_union, select_evidence
from .temporal import Window, parse_temporal, resolve_window
from .text_backends import TEXT_BACKENDS, BM25Backend, EmbeddingBackend, TextBackend, make_backend
from .text_index import TextHit, TextIndex, event_text

__all__ = [
    "Answer", "BM25Backend", "ChatClient", "EmbeddingBackend", "EventAnchor", "Evidence", "Intent",
    "LLMBackend", "LLMConfig", "LLMError", "LLMSettings", "LLM_BACKENDS", "Ordinal", "PartOfDay",
    "QueryConfig", "QueryEngine", "QueryPlan", "QuestionParser", "Relation", "RuleQuestionParser",
    "SelectorConfig", "TEXT_BACKENDS", "TemporalFilter", "TextBackend", "TextHit", "TextIndex", "TimeRef",
    "TimedQuestionParser",
    "View", "Window", "dedup_union", "event_text", "intent_views", "make_backend",
    "parse_temporal", "parse_views", "resolve_window", "select_evidence",
]
