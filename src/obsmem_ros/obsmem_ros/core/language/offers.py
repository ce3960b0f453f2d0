"""Offers said with "let": "let me get it", "let us take the kids to the park".

An imperative "let" over a clause whose subject is "me" or "us" offers the speaker's own deed (a
promise to the one addressed), not a request of them; "let me know", "let me see" or "let me
think" ask or pause, and owe no deed.
"""
from __future__ import annotations

from typing import Any, Optional

from . import utterance_syntax as sx

__all__ = ["offer_of"]

_NO_OFFER = frozenset({"know", "see", "think", "guess", "hear", "say", "ask", "tell", "explain", "remind"})


def offer_of(pred: Any) -> Optional[Any]:
    """The predicate of the deed `pred` offers, or None when it offers nothing (module doc)."""
    if pred.lemma_.lower() != "let" or not sx.imperative(pred):
        return None
    deed = sx.child(pred, "ccomp", "xcomp")
    subj = sx.subject(deed) if deed is not None else None
    if subj is None or subj.lower_ not in ("me", "us") or deed.lemma_.lower() in _NO_OFFER:
        return None
    return deed
