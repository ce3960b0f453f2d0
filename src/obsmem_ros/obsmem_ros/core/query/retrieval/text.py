"""The lexical / embedding fallback: the text index's best events for the question."""
from __future__ import annotations

from typing import List

from ..evidence import Evidence
from .context import QueryContext
from .to_evidence import event_evidence


def text_candidates(ctx: QueryContext, *, k: int) -> List[Evidence]:
    """The text index's best events for the question inside its window (empty without an index)."""
    index = ctx.text_index
    if index is None:
        return []
    index.sync(ctx.reader)
    window = ctx.window
    until = min(window.end_ns - 1, ctx.now_ns) if window.end_ns is not None else ctx.now_ns
    hits = index.search(ctx.plan.question, k=k, since_ns=window.start_ns, until_ns=until)
    events = {e.id: e for e in ctx.reader.events([h.id for h in hits])}
    return [event_evidence(ctx, events[h.id], score=h.score) for h in hits if h.id in events]
