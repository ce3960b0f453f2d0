"""The deed a promised or asked-for result of place names: putting the thing there.

"I'll have them back in the basket", "the towels will be back in the basket", "the towels will go
back into the basket", "I'll get the milk in the fridge", "you have my word: the towels back in
the basket": each owes one deed, putting the thing in that place, whatever verb (or none) says
the result. The deed is written as such ("put the towels back in the basket"), so a later "what
did Dan promise?" reads as the act, not as the state it leaves. A thing is what is placed, never a
person ("I'll get the kids in the car" stays as said).
"""
from __future__ import annotations

from typing import Any, Optional

from . import utterance_syntax as sx
from .referents import ReadingContext, referent
from .speakers import is_thing

__all__ = ["placing"]

_PLACE_PREPS = frozenset({"in", "into", "on", "onto", "under", "inside"})
_HAVING = frozenset({"have", "get"})  # "have / get X in Y": the object is placed
_BEING = frozenset({"be", "go"})  # "X will be / go in Y": the subject is placed
_PARTICLES = frozenset({"back", "away"})


def placing(head: Any, ctx: ReadingContext) -> Optional[str]:
    """"put <thing> [back] <place phrase>" for the result of place `head` states (a verb of having
    or being, or a verbless thing with its place), None for any other action."""
    lemma = head.lemma_.lower()
    if lemma in _HAVING and head.pos_ in ("VERB", "AUX"):
        thing = sx.child(head, "dobj")
    elif lemma in _BEING and head.pos_ in ("VERB", "AUX"):
        thing = sx.subject(head)
    elif head.pos_ == "NOUN":
        thing = head
    else:
        return None
    if thing is None or not is_thing(thing, ctx.speakers) or ctx.speakers.person(thing):
        return None
    holders = [head, *(c for c in head.children if c.lower_ in _PARTICLES)]
    place = next((c for h in holders for c in h.children if c.dep_ == "prep" and c.lower_ in _PLACE_PREPS
                  and _spot(sx.child(c, "pobj"), ctx)), None)
    if place is None:
        return None
    back = next((c.lower_ for c in head.children if c.lower_ in _PARTICLES), "")
    timing = {t.i for p in place.subtree if p is not place and sx.is_time_phrase(p) for t in p.subtree}
    where = sx.phrase_text([t for t in place.subtree if t.i not in timing])  # not "... after dinner"
    return " ".join(w for w in ("put", _thing_words(thing, ctx), back, where) if w)


def _thing_words(thing: Any, ctx: ReadingContext) -> str:
    """The placed thing as said: its own words, or for a pronoun the words of what it means ("them":
    the towels)."""
    if thing.lower_ in sx.PRONOUNS:
        entity = referent(thing, ctx, new_ok=False)
        said = ctx.said.get(entity, entity.replace("_", " ")) if entity else ""  # an id is its words
        return f"the {said}" if said else thing.text
    words = [t for t in thing.subtree if t.i <= thing.i]  # "the blue towels", not what follows
    return " ".join(t.lower_ if t.pos_ == "DET" else t.text for t in words)


def _spot(tok: Any, ctx: ReadingContext) -> bool:
    """A place a thing can be put: a noun that is no time ("on Saturday") and no person."""
    return tok is not None and tok.pos_ in ("NOUN", "PROPN") and not sx.is_time_token(tok) and \
        not ctx.speakers.person(tok)
