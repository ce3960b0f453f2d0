"""The names a question gives people that memory heard said but knows nobody by.

"What time is Khalto going to the butcher?": the household says "Khalto" of an aunt, but memory
never learnt whom it means. Such a name cannot rule out a plan whose own words say the deed asked
(answerers.plan_parties). A name never heard at all ("who asked you to water the cactus for
Oskar?", Oskar said nowhere) is no one's in what was heard: it still rules every plan out.
"""
from __future__ import annotations

import re
from typing import Sequence, Tuple

from .context import QueryContext

__all__ = ["heard_strangers"]

_HITS = 5  # the utterances read for each name


def heard_strangers(ctx: QueryContext, persons: Sequence[str]) -> Tuple[str, ...]:
    """Of the question's `persons` (its names as ids, in order), those memory knows as nobody,
    though some utterance before the cutoff says their name; none when memory knows no people or
    has no text index."""
    people = ctx.reader.people()
    if not people or ctx.text_index is None:
        return ()
    ctx.text_index.sync(ctx.reader)
    out = []
    for name, person in zip(ctx.plan.persons, persons):
        if person in people or not name.strip():
            continue
        said = re.compile(rf"\b{re.escape(name)}\b", re.IGNORECASE)
        hits = ctx.text_index.search(name, k=_HITS, until_ns=ctx.now_ns)
        if any(said.search(e.utterance or "") for e in ctx.reader.events([h.id for h in hits])):
            out.append(person)
    return tuple(out)
