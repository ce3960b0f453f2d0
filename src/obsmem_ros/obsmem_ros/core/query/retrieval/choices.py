"""The people an alternative question offers ("..., Kawika or Jas?", `choice_questions`), as ids.

Each is read as the household calls its people (a name, a clipped name, a kin word: "Lola" is the
grandmother); "her mum" in "Shaz or her mum" is the mother of the alternative named before it. An
offer counts only when every alternative names someone memory knows: a choice half understood
constrains nothing.
"""
from __future__ import annotations

from typing import List, Tuple

from .context import QueryContext

__all__ = ["choice_ids"]

_POSSESSIVES = frozenset({"her", "his", "their"})


def choice_ids(ctx: QueryContext) -> Tuple[str, ...]:
    """The offered people as ids, in the order said; () when there are none or one is not known."""
    people = ctx.reader.people()
    ids: List[str] = []
    for phrase in ctx.plan.choices:
        words = phrase.split()
        if len(words) > 1 and words[0] in _POSSESSIVES and ids:  # "her mum": as the one named before says it
            person = ctx.person_id(" ".join(words[1:]), speaker=ids[-1])
        else:
            person = ctx.person_id(phrase)
        if person not in people:
            return ()
        ids.append(person)
    return tuple(dict.fromkeys(ids))
