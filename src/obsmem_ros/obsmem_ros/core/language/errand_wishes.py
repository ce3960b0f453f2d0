"""A wish that a thing be taken somewhere ("I'd like my cup brought to the bench at 8:15", "I want
the bins put out by the gate"): an errand asked of whoever hears it, however much it sounds like a
liking. How a thing is liked ("I like my tea made strong", "I'd like my coffee black") takes it
nowhere, and a wish that holds at a recurring time ("at the weekend I'd like my tea brought up at
nine", "on Sundays ...") is a standing liking, not one errand."""
from __future__ import annotations

from typing import Any

from . import utterance_syntax as sx
from .linking import singular

_WISHING = frozenset({"like", "want", "need", "love"})
_ONE_OFF = frozenset({"this", "next", "coming", "today", "tonight", "tomorrow"})
_TOWARDS = frozenset({"to", "into", "onto", "back", "over", "up", "down", "round", "across"})


def asks_errand(pred: Any) -> bool:
    """Whether `pred` wishes a thing moved to a place: a verb of wishing over a participle whose
    subject is a thing and which says where it goes."""
    if pred.lemma_.lower() not in _WISHING or sx.negated(pred) or recurring_wish(pred):
        return False
    return any(_moved(done) for done in _results(pred))


def _results(pred: Any) -> list:
    """The participles saying what is to become of a thing: a clause with the thing as its subject
    ("I'd like [my cup brought ...]"), or one hung on the thing wished for ("my keys, brought ...")."""
    done = sx.child(pred, "ccomp", "xcomp", "oprd")
    subj = sx.subject(done) if done is not None else None
    found = [done] if done is not None and subj is not None and subj.pos_ in ("NOUN", "PROPN") else []
    thing = sx.child(pred, "dobj")
    return found + ([c for c in thing.children if c.dep_ == "acl"] if thing is not None else [])


def _moved(done: Any) -> bool:
    return done.tag_ in ("VBN", "VBD") and any(
        c.lower_ in _TOWARDS and (c.dep_ == "prep" and sx.child(c, "pobj") is not None or c.dep_ in ("advmod", "prt"))
        for c in done.children)


def recurring_wish(pred: Any) -> bool:
    """The wish itself holds at a recurring time: said as a habit, or under a time phrase on the verb
    of wishing that names a part of the day or week ("at the weekend I'd like ...", "on Sundays I
    want ...") and no word makes one occasion ("this weekend", "tomorrow morning"). A time inside
    the wished result ("brought up at 8:15 in the morning") dates the errand, not the wish."""
    if sx.habitual(pred):
        return True
    return any(t.head.i == pred.i and _words(t) & sx.RECURRING_NOUNS and not _words(t) & _ONE_OFF
               for t in sx.time_phrases_in(pred))


def _words(phrase: Any) -> set:
    """The phrase's words, lower case, a plural also in the singular ("saturdays": saturday)."""
    said = {w.lower_ for w in phrase.subtree}
    return said | {singular(w) for w in said}
