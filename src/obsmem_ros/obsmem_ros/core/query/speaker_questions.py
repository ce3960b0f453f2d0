"""Who a "who" question asks as the one who said something (`syntax_readings.source_form`): the
subject of a cleft ("Who was it (that) said ..."), and the subject of a verb followed by what was
said, a "that" clause or a topic talked "about", whatever the verb of talking is."""
from __future__ import annotations

from typing import Any

__all__ = ["asked_speaker", "speaks_of"]


def asked_speaker(doc: Any, subject: Any) -> bool:
    """The subject is the person the question opens by asking: "who" itself, the "that" of a cleft
    ("Who was it that said ..."), or the cleft's "it" when the parser hangs the clause from it ("Who was
    it said ...": the relative pronoun left out)."""
    if doc[0].lower_ != "who":
        return False
    cleft = len(doc) > 2 and doc[1].lemma_ == "be" and doc[2].lower_ == "it"
    return subject.lower_ in ("who", "that") or cleft and subject.i == 2


def speaks_of(doc: Any, verb: Any) -> bool:
    """"Who" the subject of a verb with no object of its own and what was said after it: a clause
    opened by "that" ("Who grumbled that the soup was cold?") or, in the progressive, a topic after
    "about" ("Who was going on about the leaky tap?"). That asks a speaker, who said it, not who
    asked for something or did a deed ("who forgot about ..." is no talk)."""
    children = list(verb.children)
    if doc[0].lower_ != "who" or not any(c.dep_ in ("nsubj", "nsubjpass") and c.i == 0 for c in children) \
            or any(c.dep_ == "dobj" for c in children):
        return False
    content = any(c.dep_ == "ccomp" and any(m.dep_ == "mark" and m.lower_ == "that" for m in c.children)
                  for c in children)
    topic = verb.tag_ == "VBG" and any(
        c.dep_ == "prep" and c.lower_ == "about" and any(g.dep_ == "pobj" for g in c.children) for c in children)
    return content or topic

