"""The slot a "which ... to / from / with" question asks of a stated habit.

"Which service does Jenny go to on Sundays?" asks what fills the stranded "to" of "go to": of the
habit "go to the English one", the answer is "the English one", not the whole deed. Read from the
parse whatever the words: the question's verb has a preposition with no object of its own (or
whose object is the "which" / "what" phrase), and the stated value says the same verb with the same
preposition; what follows that preposition is the value asked.
"""
from __future__ import annotations

from typing import Any, Optional, Tuple

from obsmem_ros.core.language.syntax import analyse, normalise

__all__ = ["asked_slot"]

_WH = frozenset({"which", "what"})


def _stranded(doc: Any) -> Optional[Tuple[str, str]]:
    """(verb lemma, preposition) of a "which X does P V <prep>?" question, or None."""
    if not any(tok.lower_ in _WH for tok in doc):
        return None
    for tok in doc:
        if tok.dep_ != "prep" or tok.head.pos_ != "VERB":
            continue
        objects = [c for c in tok.children if c.dep_ == "pobj"]
        if not objects or objects[0].i < tok.i and any(c.lower_ in _WH for c in objects[0].children):
            return tok.head.lemma_.lower(), tok.lower_
    return None


def asked_slot(question: str, value: Any) -> Any:
    """The part of a stated habit's `value` a stranded-preposition question asks (module doc);
    `value` itself when the question asks no such slot or the value does not say it."""
    if not isinstance(value, str) or not value.strip():
        return value
    asked = _stranded(analyse(normalise(question)))
    if asked is None:
        return value
    said = analyse(normalise(value))
    root = next(iter(said.sents)).root
    if root.lemma_.lower() != asked[0]:
        return value
    prep = next((t for t in said if t.i > root.i and t.lower_ == asked[1]), None)
    if prep is None or prep.i + 1 >= len(said):
        return value
    return said[prep.i + 1:].text.strip(" .,")
