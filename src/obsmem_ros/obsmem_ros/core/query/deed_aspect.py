"""Deeds asked about as lying ahead by their aspect: owed ("have to", "have got to") or arranged
(the present progressive, "what time am I waking Kieran?"). `undertaking_questions` reads a time
asked of such a deed as a commitment's due time."""
from __future__ import annotations

from typing import Any

__all__ = ["in_progress", "obliged"]


def obliged(root: Any) -> bool:
    """A verb of obligation over the asked deed: "have to", "have got to" ("when have I got to take
    my tablets?", "what time does Nell have to leave?"): the deed lies ahead, owed."""
    lemma = root.lemma_.lower()
    return lemma == "have" or lemma == "get" and any(
        c.dep_ in ("aux", "dep") and c.lemma_.lower() in ("have", "be") and c.lower_ != "is" for c in root.children)


def in_progress(root: Any) -> bool:
    """A deed asked its time in the present progressive ("what time am I waking Kieran?", "when's
    she being picked up?"): English times an arrangement so; the deed is planned, not seen. The
    parse may hang the deed under "is" ("what time is Kelvin getting Yari")."""
    if any(t.lower_ in _HABITUAL for t in root.subtree):
        return False  # "what time is he usually getting up": a habit
    verb, be = root, [c for c in root.children if c.dep_ in ("aux", "auxpass")]
    if root.lemma_.lower() == "be" and root.lower_ in _PRESENT_BE:
        verb = next((c for c in root.children if c.dep_ == "ccomp" and c.tag_ in ("VBG", "VBN")), None)
        be = [root] + [c for c in verb.children if c.dep_ in ("aux", "auxpass")] if verb is not None else []
    if verb is None or not any(t.lower_ in _PRESENT_BE for t in be):
        return False
    return verb.tag_ == "VBG" or verb.tag_ == "VBN" and any(c.lower_ == "being" for c in verb.children)


_HABITUAL = frozenset({"usually", "normally", "always", "often", "generally", "typically", "ever"})
_PRESENT_BE = frozenset({"am", "is", "are", "'m", "'s", "'re"})  # "when was she sleeping" asks what went on
