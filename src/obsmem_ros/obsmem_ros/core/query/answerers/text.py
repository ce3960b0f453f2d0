"""Free-text questions: the closest records the text index found (the lexical / embedding fallback)."""
from __future__ import annotations

from ..plan import QueryPlan
from ..readings import TextFound
from .draft import Draft, missing


def free_text(plan: QueryPlan, found: TextFound) -> Draft:
    if not found.hits:
        return missing("no record in memory matches the question")
    best = found.hits[0].evidence
    return Draft(answer=f"Closest record: {best.text}", value=best.text, value_type="str",
                 candidates=[h.evidence for h in found.hits])
