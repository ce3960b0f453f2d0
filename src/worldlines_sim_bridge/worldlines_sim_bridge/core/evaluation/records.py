"""Typed records the evaluator works with: samples, answers and result rows.

Times are int nanoseconds since the Unix epoch (UTC) inside the core; JSON carries ISO 8601
strings with an offset (docs/formats.md). These records are the evaluator's view of the
benchmark files; they parse the documented JSON shapes and nothing more. Trace events are the
suite's one record, ``obsmem_ros.Event``, read through its JSON edge (``benchmark.load_benchmark``).
"""
from __future__ import annotations

from dataclasses import MISSING, asdict, dataclass
from typing import Any, Mapping, Optional, Sequence

from obsmem_ros.core import format_iso as ns_to_iso  # noqa: F401 - the suite's one ISO rendering, re-exported
from obsmem_ros.core import parse_iso_ns
from worldlines_sim_bridge.errors import BenchmarkFormatError

ROBOT_ID = "robot"
NOT_KNOWN_TYPES = frozenset({"none", "unknown", "not_known"})


def iso_to_ns(text: str, *, field_name: str = "time") -> int:
    """Parse an ISO 8601 time with an offset into int nanoseconds since the epoch (UTC)."""
    try:
        return parse_iso_ns(str(text))
    except ValueError as err:
        raise BenchmarkFormatError(f"Field {field_name!r}: {err}.") from err


def _require(raw: Mapping[str, Any], key: str, where: str) -> Any:
    if key not in raw:
        raise BenchmarkFormatError(f"{where}: required field {key!r} is missing (keys: {sorted(raw)}).")
    return raw[key]


@dataclass(frozen=True)
class ReferenceAnswer:
    """The typed reference answer of a sample; `accept` lists alternative correct values."""

    type: str
    value: Any
    text: str = ""
    accept: tuple[Any, ...] = ()

    @property
    def known(self) -> bool:
        """False when the right answer is "not known" (an unanswerable sample)."""
        return self.value is not None and self.type not in NOT_KNOWN_TYPES


@dataclass(frozen=True)
class Sample:
    """One Memory-QA sample of samples.jsonl."""

    id: str
    family: str
    question: str
    cutoff_ns: int
    answer: ReferenceAnswer
    evidence: tuple[str, ...] = ()
    sessions: tuple[str, ...] = ()
    template_id: str = ""
    seed: Optional[int] = None
    expected_belief: str = ""
    wording: str = ""            # how the question is phrased (templates | varied | a form name), "" = not said

    @classmethod
    def from_json(cls, raw: Mapping[str, Any]) -> "Sample":
        sample_id = str(_require(raw, "id", "sample"))
        where = f"sample {sample_id!r}"
        answer = _require(raw, "answer", where)
        if not isinstance(answer, Mapping):
            raise BenchmarkFormatError(f"{where}: field 'answer' = {answer!r} is not an object.")
        belief = raw.get("expected_belief") or ""
        if isinstance(belief, Mapping):
            belief = belief.get("label", "")
        return cls(
            id=sample_id,
            family=str(_require(raw, "family", where)),
            question=str(_require(raw, "question", where)),
            cutoff_ns=iso_to_ns(_require(raw, "cutoff", where), field_name=f"{where}.cutoff"),
            answer=ReferenceAnswer(type=str(answer.get("type", "str")), value=answer.get("value"),
                                   text=str(answer.get("text") or ""),
                                   accept=tuple(answer.get("accept") or ())),
            evidence=tuple(str(e) for e in raw.get("evidence") or ()),
            sessions=tuple(str(s) for s in raw.get("sessions") or ()),
            template_id=str(raw.get("template_id") or ""),
            seed=raw.get("seed"),
            expected_belief=str(belief),
            wording=str(raw.get("wording") or ""),
        )


@dataclass(frozen=True)
class EvidenceItem:
    """One evidence record a memory system returned; `event_ids` are the events it links to."""

    id: str
    view: str = "event"
    time_ns: int = 0
    text: str = ""
    session_id: str = ""
    event_ids: tuple[str, ...] = ()

    @classmethod
    def from_json(cls, raw: Mapping[str, Any]) -> "EvidenceItem":
        time_text = raw.get("time")
        linked = raw.get("event_ids") or raw.get("supporting_event_ids") or raw.get("events") or ()
        return cls(id=str(raw.get("id", "")), view=str(raw.get("view") or "event"),
                   time_ns=iso_to_ns(time_text, field_name="evidence.time") if time_text else 0,
                   text=str(raw.get("text") or ""), session_id=str(raw.get("session_id") or ""),
                   event_ids=tuple(str(e) for e in linked))


@dataclass(frozen=True)
class SystemAnswer:
    """What a memory system answered: the Answer shape of docs/formats.md, typed."""

    known: bool
    value: Any
    value_type: str = "none"
    text: str = ""
    intent: str = ""
    belief: str = ""
    evidence: tuple[EvidenceItem, ...] = ()

    @classmethod
    def not_known(cls, *, intent: str = "", evidence: Sequence[EvidenceItem] = ()) -> "SystemAnswer":
        return cls(known=False, value=None, value_type="none", text="I do not know.", intent=intent,
                   evidence=tuple(evidence))

    @classmethod
    def from_json(cls, raw: Mapping[str, Any]) -> "SystemAnswer":
        """Read the Answer JSON (`obsmem ask --json`, `Answer.to_json()`)."""
        belief = raw.get("belief") or ""
        if isinstance(belief, Mapping):
            belief = belief.get("label", "")
        known = bool(raw.get("known", raw.get("value") is not None))
        return cls(known=known, value=raw.get("value") if known else None,
                   value_type=str(raw.get("value_type") or "none"), text=str(raw.get("answer") or ""),
                   intent=str(raw.get("intent") or ""), belief=str(belief),
                   evidence=tuple(EvidenceItem.from_json(e) for e in raw.get("evidence") or ()))


@dataclass(frozen=True)
class ResultRow:
    """One JSONL row of a run: everything aggregates are computed from."""

    id: str
    seed: Optional[int]
    family: str
    question: str
    template_id: str
    cutoff: str
    reference: Any
    reference_type: str
    expected_belief: str
    known: bool
    answer: str
    value: Any
    value_type: str
    belief: str
    intent: str
    evidence_ids: list[str]
    evidence_event_ids: list[str]
    evidence_sessions: list[str]
    gold_evidence: list[str]
    gold_sessions: list[str]
    judge_score: int
    judge_reason: str
    event_recall5: Optional[float]
    session_any5: Optional[float]
    latency_ms: float
    wording: str = ""

    def to_json(self) -> dict[str, Any]:
        return asdict(self)

    @classmethod
    def from_json(cls, raw: Mapping[str, Any]) -> "ResultRow":
        names = cls.__dataclass_fields__
        missing = [n for n, f in names.items() if n not in raw and f.default is MISSING]
        if missing:
            raise BenchmarkFormatError(f"Result row {raw.get('id')!r} lacks fields {missing}.")
        return cls(**{n: raw[n] for n in names if n in raw})
