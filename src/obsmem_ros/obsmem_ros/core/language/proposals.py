"""Plans proposed to the household and the events they name.

"Can we make movie night Sunday at 8 instead?", "shall we have the barbecue on Saturday?": a
question whose subject is "we", asked with a modal, proposes the group's plan as much as "let's"
does, so it announces the event (a question with any other subject asks, it announces nothing).
A time word with a naming modifier ("movie night", "quiz evening", "pizza Friday") names an
event, not only when it happens."""
from __future__ import annotations

from typing import Any

from . import utterance_syntax as sx

_PROPOSING = frozenset({"can", "could", "shall", "should"})


def proposes(root: Any) -> bool:
    """Whether a question's verb proposes a plan of the speaker's group ("can we ...", "shall we ...")."""
    subj = sx.subject(root)
    return subj is not None and subj.lower_ == "we" and any(a in _PROPOSING for a in sx.auxiliaries(root))


def event_named(tok: Any) -> bool:
    """A time word named by a modifier that is no time itself: "movie night", "quiz evening"."""
    return sx.is_time_token(tok) and any(c.dep_ == "compound" and c.pos_ in ("NOUN", "PROPN")
                                         and not sx.is_time_token(c) for c in tok.children)
