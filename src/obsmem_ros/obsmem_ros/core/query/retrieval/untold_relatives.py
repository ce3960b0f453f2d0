"""A relative a question names by a word memory ties to no one ("Who promised Gran a cardigan?"
before anyone was heard to call someone Gran; "Who's taking Mama G to church?").

A relation word, or a name a relation word is said before as a title ("Mama G", "Auntie Bel"),
names someone of the household: memory heard of them, but never heard whom the word means. Such a
word is no reason to find nothing: what the question asks about decides among the household's
plans, as a kin word memory knows nobody by is read against every speaker's own words for a
preference (`stated`). A word memory does know ("Gran" once someone was called so), a word a plan
itself names, or a bare name ("Bel"), which may be anyone's, still names its person.
"""
from __future__ import annotations

import re
from typing import AbstractSet, Sequence, Set

from obsmem_ros.core.language.kin_roles import kin_lexicon
from obsmem_ros.core.letters import unaccented

from .context import QueryContext

__all__ = ["untold_relatives"]


def untold_relatives(ctx: QueryContext, persons: Sequence[str], named: AbstractSet[str]) -> Set[str]:
    """The `persons` (the question's, as ids) that are relation words or titled names memory ties
    to nobody: no person is known by them, no one was heard to call anyone so, and `named` (the
    people memory's records name) holds none of them."""
    known = set(ctx.reader.people()) | {word for _speaker, word in ctx.reader.kin_words()} | set(named)
    question = unaccented(ctx.plan.question.lower().replace("\u2019", "'"))
    return {p for p in persons if p not in known and _relation_word(p.replace("_", " "), question)}


def _relation_word(words: str, question: str) -> bool:
    """Whether `words` is a relation word, or follows one as a title in the question ("mama g")."""
    lexicon = kin_lexicon()
    if words in lexicon:
        return True
    return any(re.search(rf"\b{re.escape(unaccented(title))}\s+{re.escape(words)}\b", question) for title in lexicon)
