"""Free-text questions: the closest records the text index finds (the lexical / embedding fallback)."""
from __future__ import annotations

from ..retrieval.context import QueryContext
from ..retrieval.text import text_candidates
from .draft import Draft, missing


def free_text(ctx: QueryContext) -> Draft:
    candidates = text_candidates(ctx, k=max(ctx.k, 5))
    if not candidates:
        return missing("no record in memory matches the question")
    best = candidates[0]
    return Draft(answer=f"Closest record: {best.text}", value=best.text, value_type="str", candidates=candidates)
