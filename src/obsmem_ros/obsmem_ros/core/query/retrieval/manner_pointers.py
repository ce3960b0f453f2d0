"""Clauses that point back to a manner said before them: "that's how I like it", "you know how I
take it", "that's the only way I'll eat it".

Such a clause names no value of its own: its verb takes a word pointing back ("it", "them") and is
told by "how" or is said of a "way", so the manner is whatever was said just before it, often in
the same breath, after a comma ("Metrio, no milk, you know how I like it."; "Lots of butter in the
pudding, that's the only way I'll eat it."). A sentence said so is read as two: the verbless words
before the clause, a fragment that `fragments` takes its value from, and the clause pointing back
to them, which makes them a liking however it is timed (`fragments.pointed_apart`).
"""
from __future__ import annotations

from typing import Any

from obsmem_ros.core.language.syntax import analyse, normalise

__all__ = ["points_to_manner"]

_BACK = frozenset({"it", "them", "that", "those"})


def points_to_manner(sentence: str) -> bool:
    """Whether a clause of the sentence takes a word pointing back and says how or in what way it
    is had ("that's how I likes 'em"; not "I like it", which points back to a thing)."""
    return any(_manner_verb(t) for t in analyse(normalise(sentence)))


def _manner_verb(tok: Any) -> bool:
    if tok.pos_ not in ("VERB", "AUX") or not any(c.dep_ == "dobj" and c.lower_ in _BACK for c in tok.children):
        return False
    told_how = any(c.dep_ == "advmod" and c.lower_ == "how" for c in tok.children)
    return told_how or tok.dep_ == "relcl" and tok.head.lemma_.lower() == "way"
