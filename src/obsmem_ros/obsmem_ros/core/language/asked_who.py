"""A "who" asked of a plan the words before it say: "Dadi said he'd take the gas cylinder, but who's
actually carrying it?", "Appa said he'd get Kavya from the station. Is he still going, or who is?".

The asked clause may open mid-sentence at a "who" that a comma and a conjunction set off from what
was said before (`who_start`); a "who" with only an auxiliary ("Who is?", "or who is?") asks who
will do the deed the lead-in planned, and reads as that question spelt out (`spelt_out`: "Who will
get Kavya from the station?"), the deed taken from the lead-in's verb with "would", "will" or a
"to" of "going to" / "supposed to" before it.
"""
from __future__ import annotations

from typing import Any, Optional

__all__ = ["elliptical", "spelt_out", "who_start"]

_JOINS = frozenset({"but", "or", "so", "and"})
_AHEAD = frozenset({"would", "'d", "will", "'ll", "to", "shall"})


def who_start(doc: Any) -> Optional[int]:
    """Where a "who" set off by a comma and a conjunction opens the last sentence's asked clause
    (", but who's carrying it?"), None when it has none."""
    last = list(doc.sents)[-1]
    for tok in last:
        if tok.lower_ == "who" and tok.i >= 2 and doc[tok.i - 1].lower_ in _JOINS and doc[tok.i - 2].text == ",":
            return tok.i
    return None


def elliptical(asked: Any) -> bool:
    """Whether the asked clause is only "who" and an auxiliary ("Who is?", "who will?")."""
    words = [t for t in asked if not t.is_punct]
    return len(words) == 2 and words[0].lower_ == "who" and words[1].pos_ == "AUX"


def spelt_out(lead: Any) -> Optional[str]:
    """"Who will <the deed>?" of the first deed the lead-in says someone will do or was to do ("he'd
    get Kavya from the station": get Kavya from the station); None when it plans no deed."""
    for tok in lead:
        ahead = any(c.dep_ == "aux" and c.lower_ in _AHEAD for c in tok.children)
        if tok.pos_ == "VERB" and tok.tag_ == "VB" and ahead:
            words = [t.text for t in tok.subtree if tok.i <= t.i < lead.end and not t.is_punct]
            return f"Who will {' '.join(words)}?"
    return None
