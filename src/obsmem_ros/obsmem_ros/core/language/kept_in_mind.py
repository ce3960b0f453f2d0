"""Asking the listener to keep someone from forgetting ("don't let me forget to take my pills",
"don't let Dan forget his homework at four"): a reminder for that person, of what they must not
forget; not a prohibition, whatever the negation says."""
from __future__ import annotations

from typing import Any, Optional, Tuple

from obsmem_ros.core.records import CommitmentKind

from . import utterance_syntax as sx
from .referents import ReadingContext


def not_let_forget(pred: Any, ctx: ReadingContext) -> Optional[Tuple[CommitmentKind, str, str, Any]]:
    """(reminder, the listener, the person not to forget, what they must remember) when `pred` is a
    negated "let" over "forget"; None otherwise."""
    if pred.lemma_.lower() != "let" or not sx.negated(pred) or not sx.imperative(pred):
        return None
    forget = next((c for c in pred.children if c.dep_ in ("ccomp", "xcomp") and c.lemma_.lower() == "forget"), None)
    if forget is None:
        return None
    who = sx.subject(forget) or sx.child(pred, "dobj")
    person = (ctx.speakers.person(who) or (who.lower_ if who.pos_ == "PROPN" else "")) if who is not None else ""
    deed = sx.child(forget, "xcomp") or sx.child(forget, "dobj") or forget
    return CommitmentKind.REMINDER, ctx.speakers.addressee, person or ctx.speakers.speaker, deed
