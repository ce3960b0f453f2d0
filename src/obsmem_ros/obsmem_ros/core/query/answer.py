"""The typed answer the read path returns (docs/formats.md "Answer")."""
from __future__ import annotations

import json
from dataclasses import dataclass, field
from typing import Any, Dict, Optional, Tuple

from obsmem_ros.core.object_pose import ObjectPose
from obsmem_ros.core.records import Belief, BeliefLabel
from obsmem_ros.errors import QueryError

from .evidence import Evidence
from .plan import Intent, QueryPlan

VALUE_TYPES = ("entity", "person", "str", "int", "float", "bool", "time", "list", "none")


def no_belief(reason: str = "no tracked state fact behind this answer") -> Belief:
    """The belief of an answer that does not rest on one tracked (entity, attribute) fact."""
    return Belief(entity="", attribute="", label=BeliefLabel.UNKNOWN, reason=reason)


@dataclass(frozen=True)
class Answer:
    """A typed, evidence-linked answer.

    `value` is typed by `value_type`: entity ids (`entity`), person ids (`person`), ISO 8601
    times (`time`), ints (`int`), "yes"/"no" (`bool`), lists of text (`list`), text (`str`);
    a "not known" answer has `known` false, `value` None and `value_type` "none". `belief` is the
    trust in the answer's main state fact (label `unknown` when there is none); `pose` the measured
    pose of the thing a "where is" answer locates (in the JSON only when there is one). `plan` is the
    query plan that produced it (for debugging and the node's logs; not part of the JSON).
    """

    answer: str
    value: Any
    value_type: str
    known: bool
    intent: Intent
    belief: Belief = field(default_factory=no_belief)
    evidence: Tuple[Evidence, ...] = ()
    plan: Optional[QueryPlan] = field(default=None, compare=False)
    pose: Optional[ObjectPose] = None  # where the asked-about thing was last measured, when memory holds it

    def __post_init__(self) -> None:
        if self.value_type not in VALUE_TYPES:
            raise QueryError(f"Answer.value_type={self.value_type!r}: must be one of {list(VALUE_TYPES)}.")
        if not self.known and self.value is not None:
            raise QueryError(f"Answer.value={self.value!r} with known=False: a not-known answer has no value.")

    def to_json(self) -> Dict[str, Any]:
        """Exactly the object `obsmem ask --json` prints."""
        out = {"answer": self.answer, "value": self.value, "value_type": self.value_type, "known": self.known,
               "intent": self.intent.value, "belief": {"label": self.belief.label.value, "reason": self.belief.reason},
               "evidence": [e.to_json() for e in self.evidence]}
        if self.pose is not None:
            out["pose"] = self.pose.to_json()
        return out

    @property
    def value_text(self) -> str:
        """The value as one string (the `Query` service's `value` field)."""
        if self.value is None:
            return ""
        if isinstance(self.value, (list, tuple)):
            return json.dumps(list(self.value), ensure_ascii=False)
        return str(self.value)

