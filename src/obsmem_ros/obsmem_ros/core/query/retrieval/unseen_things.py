"""Things of the asked kind that a preference sentence names but memory must not answer with:
the seen one it sets against what it wants ("I want the spotty scarf, not the plain one": the
plain scarf memory saw is refused, `set_against`), and a described one memory never saw, which the
sentence still says is the one wanted (`names_unseen_one`: "the spotty scarf" when memory saw only
a plain scarf; a question asking "which scarf" keeps that answer in words).
"""
from __future__ import annotations

import re
from typing import Sequence, Set

from ..lexicon import kinds_covered
from .context import QueryContext
from .said_clauses import meanings
from .word_stems import stem

__all__ = ["names_unseen_one", "set_against"]


def set_against(ctx: QueryContext, linked: str, said: Sequence[str], denied: Set[str]) -> bool:
    """Whether the thing a phrase linked to is the one the sentence sets against what it wants: a
    word of the thing's name that the sentence says only in a denied part ("I want the spotty
    scarf, not the plain one": the plain scarf, linked from "scarf" or "plain one", is refused)."""
    if not denied:
        return False
    entity = ctx.entity_record(linked)
    name = set(re.findall(r"[^\W\d_]+", (getattr(entity, "name", "") or linked).lower().replace("_", " ")))
    affirmed = [w for w in said if w not in denied]
    return any(w in denied and w not in affirmed for w in name)


def names_unseen_one(ctx: QueryContext, value: str, kind: str) -> bool:
    """Whether a value said in words names a thing of the asked kind that memory never saw, told
    apart by a word no known one of that kind carries ("which scarf": "the spotty scarf" when memory
    saw only a plain scarf): the sentence says which, one memory cannot link."""
    words = re.findall(r"[^\W\d_]+", (value or "").lower())
    if not kind or len(words) < 2 or not meanings({words[-1]}) & {stem(k) for k in kinds_covered(kind)}:
        return False
    return bool(ctx.entity_ids(words[-1])) and not ctx.entity_ids(" ".join(words))
