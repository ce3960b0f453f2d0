"""A question after a lead-in that states someone's plan asks about that plan.

"Tolu was going to fetch the cake. Is she still?", "Bayo said he'd drive Nan over, but who's
actually driving her?": the lead-in says what someone was going to do (a "going to" in the past,
or a verb of saying over a clause with "would"), and the question after it asks whether that
still holds or who now does it. The plan's owner answers, from the Commitment view, not whoever
holds the thing now or habitually likes it, however the classifier read the asked clause.
"""
from __future__ import annotations

from typing import Any, Optional

from ..language.syntax import analyse, normalise

__all__ = ["plan_led_in"]

_SAYING = frozenset({"say", "tell", "promise", "agree", "reckon", "reply"})
_AHEAD = frozenset({"would", "'d", "will", "'ll"})


def plan_led_in(text: str) -> bool:
    """Whether a lead-in of `text` states a plan and a question about it follows (module doc)."""
    doc = analyse(normalise(text))
    for tok in doc:
        deed = _planned_deed(tok)
        if deed is not None and _asks_after(doc, _own_end(deed)):
            return True
    return False


def _planned_deed(tok: Any) -> Optional[Any]:
    """The deed a past "going to" ("was going to take") or a saying of what would be ("said he'd
    take") plans; None when `tok` plans none."""
    children = list(tok.children)
    if tok.lemma_.lower() == "go" and tok.tag_ == "VBG" and any(
            c.dep_ == "aux" and c.lower_ in ("was", "were") for c in children):
        return next((c for c in children if c.dep_ == "xcomp"), None)
    if tok.lemma_.lower() in _SAYING and tok.tag_ == "VBD":
        return next((c for c in children if c.dep_ == "ccomp" and any(
            a.dep_ == "aux" and a.lower_ in _AHEAD for a in c.children)), None)
    return None


def _own_end(deed: Any) -> int:
    """Where the deed's clause ends, a clause joined to it ("..., but who's driving her?") not its own."""
    joined = [c for c in deed.children if c.dep_ in ("conj", "cc", "punct") and c.i > deed.i]
    first = min((c.i for c in joined), default=deed.right_edge.i + 1)
    return max((t.i for t in deed.subtree if t.i < first), default=deed.i)


def _asks_after(doc: Any, end: int) -> bool:
    """A question follows the plan: a "who" after it, or a next sentence opened by an auxiliary."""
    rest = doc[end + 1:]
    if any(t.lower_ == "who" for t in rest):
        return True
    opener = next((t for t in rest if not t.is_punct and t.lower_ not in ("but", "so", "and")), None)
    return opener is not None and opener.is_sent_start and opener.tag_ in ("VBZ", "VBP", "VBD", "MD") \
        and doc[-1].text == "?"
