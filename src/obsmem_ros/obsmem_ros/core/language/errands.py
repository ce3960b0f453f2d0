"""A wish that a thing be taken somewhere ("I'd like my cup brought to the bench at 8:15", "I want
the bins put out by the gate"): an errand asked of whoever hears it, however much it sounds like a
liking. How a thing is liked ("I like my tea made strong", "I'd like my coffee black") takes it
nowhere."""
from __future__ import annotations

from typing import Any

from . import utterance_syntax as sx

_WISHING = frozenset({"like", "want", "need", "love"})
_TOWARDS = frozenset({"to", "into", "onto", "back", "over", "up", "down", "round", "across"})


def asks_errand(pred: Any) -> bool:
    """Whether `pred` wishes a thing moved to a place: a verb of wishing over a participle whose
    subject is a thing and which says where it goes."""
    if pred.lemma_.lower() not in _WISHING or sx.negated(pred):
        return False
    done = sx.child(pred, "ccomp", "xcomp", "oprd")
    subj = sx.subject(done) if done is not None else None
    if done is None or subj is None or subj.pos_ not in ("NOUN", "PROPN") or done.tag_ not in ("VBN", "VBD"):
        return False
    return any(c.lower_ in _TOWARDS and (c.dep_ == "prep" and sx.child(c, "pobj") is not None
                                         or c.dep_ in ("advmod", "prt")) for c in done.children)
