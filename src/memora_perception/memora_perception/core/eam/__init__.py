"""MEMORA-Bench EAM-QA without a language model: evidence from a memory, deterministic choice scoring.

`MemoraView` (MEMORA's memory), `FlatView` (BM25 over narrations) and `GraphView` (entity-relation
triples) offer evidence records; `score_choices` picks A-D or E under the same budget and threshold.
"""
from .baselines import FlatView, GraphView
from .evaluate import EamRow, answer_all, summarise
from .memora_view import MemoraView, split_trigger
from .questions import EamQuestion, load_questions
from .scoring import AnswerConfig, Evidence, IdfTable, score_choices

__all__ = [
    "AnswerConfig", "EamQuestion", "EamRow", "Evidence", "FlatView", "GraphView", "IdfTable", "MemoraView",
    "answer_all", "load_questions", "score_choices", "split_trigger", "summarise",
]
