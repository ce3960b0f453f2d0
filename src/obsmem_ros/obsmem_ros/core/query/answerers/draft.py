"""The intermediate answer an answerer produces before evidence selection."""
from __future__ import annotations

from dataclasses import dataclass, field
from typing import Any, List, Optional

from obsmem_ros.core.records import Belief

from ..answer import no_belief
from ..evidence import Evidence


@dataclass
class Draft:
    """What an answerer found: the typed value, its sentence, its belief and the evidence
    candidates (best first; the first is the answer's own support)."""

    answer: str
    value: Any
    value_type: str
    known: bool = True
    belief: Belief = field(default_factory=no_belief)
    candidates: List[Evidence] = field(default_factory=list)


def missing(what: str, candidates: Optional[List[Evidence]] = None) -> Draft:
    """A "not known" draft."""
    return Draft(answer=f"Not known: {what}.", value=None, value_type="none", known=False, candidates=candidates or [])
