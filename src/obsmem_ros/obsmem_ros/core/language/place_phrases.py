"""Place phrases: where the prepositional phrases of a clause put a thing.

"in the fridge", "next to the tv", "by the sink in the bathroom", "down the side of the sofa",
"off the deck and into the garage": each locative phrase names a place (through `referents`),
a phrase of the place a thing left ("off the deck", "out of the box") names none, and the places
said are combined by `place_chains.place_said` (the first memory knows, else the first said).
"""
from __future__ import annotations

from typing import Any, List, Optional, Sequence, Tuple

from obsmem_ros.core.home_rooms import room_word

from . import utterance_syntax as sx
from .linking import mention_id
from .place_chains import place_said
from .referents import ReadingContext, referent

__all__ = ["destination", "joined", "place_of"]


def place_of(heads: Sequence[Any], entity: str, ctx: ReadingContext) -> Optional[str]:
    """Where the place phrases hanging off `heads` put `entity`, read in the order they were said."""
    said = [p for head in heads for c in head.children for p in (c, *joined(c))]  # "off the deck and into the garage"
    phrases = sorted({c.i: c for c in said  # not "not in the fridge": denied
                      if not any(t.dep_ == "neg" for t in c.children)}.values(), key=lambda c: c.i)
    found: List[Tuple[Any, str]] = []
    for c in phrases:
        place = destination(c, ctx)
        if place and place != entity and all(place != p for _, p in found):  # "down in the closet": once
            found.append((c, place))
    listed = len(found) > 1 and all(any(t.text == "," for t in c.doc[before.right_edge.i + 1:c.left_edge.i])
                                     for (before, _), (c, _) in zip(found, found[1:]))
    return place_said([(c.lower_, p) for c, p in found], ctx, listed=listed)


def joined(prep: Any) -> List[Any]:
    """The prepositions coordinated with a place phrase ("off the deck and into the garage")."""
    return [c for c in prep.children if c.dep_ == "conj" and c.pos_ == "ADP"] if prep.dep_ == "prep" else []


def destination(prep: Any, ctx: ReadingContext) -> Optional[str]:
    """The place a locative or directional preposition names ("in the fridge", "next to the tv"),
    whatever label the parser gave the preposition if it governs an object ("round the side")."""
    if prep.lower_ not in sx.LOCATION_PREPS or sx.is_time_phrase(prep) or _source(prep):
        return None
    obj = sx.child(prep, "pobj")
    if obj is None and prep.dep_ not in ("prep", "advmod", "agent", "prt"):
        return None
    if obj is None:
        inner = sx.child(prep, "prep")  # "next to the tv", "out of the box", "up on the landing"
        obj = sx.child(inner, "pobj") if inner is not None else None
    if obj is None or sx.is_time_token(obj) or ctx.speakers.person(obj) or sx.is_quantity(obj) or _clocked(obj):
        return None
    whole = sx.child(sx.child(obj, "prep") or obj, "pobj") if obj.lemma_.lower() in sx.PART_NOUNS else None
    if whole is not None and sx.child(obj, "prep").lower_ == "of":  # "down the side of the sofa": the sofa
        obj = whole
    place = referent(obj, ctx, place=True)
    inner = [(c.lower_, destination(c, ctx)) for c in obj.children  # "the drawer next to the fridge": advmod
             if c.dep_ in ("prep", "advmod") and c.lower_ != "of"]
    if place not in ctx.linked:
        inner += [("in", room) for room in _named_room(obj, ctx)] + [("in", whole) for whole in _whole_of(obj, ctx)]
    return place_said([(prep.lower_, place)] + inner, ctx)  # "by the sink in the bathroom": the bathroom


def _clocked(obj: Any) -> bool:
    """An object counted by a clock time is no place ("on 6:30 now clocks go back", a run-on
    sentence parsed with the time as the next noun's number)."""
    return any(c.dep_ == "nummod" and sx.is_time_token(c) for c in obj.children)


def _source(prep: Any) -> bool:
    """A preposition of the place a thing left ("off the deck", "out of the box"): never where it is."""
    return prep.lower_ == "off" or prep.lower_ == "out" and sx.child(prep, "prep") is not None and \
        sx.child(prep, "prep").lower_ == "of"


def _whole_of(obj: Any, ctx: ReadingContext) -> List[str]:
    """The place an unknown spot is said to be part of ("the bottom drawer of the gun safe", "the
    top shelf of the garage"), when memory knows it or it is a room: the spot is in it. An "of"
    naming no such place says what the spot holds or is made of ("the box of chocolates")."""
    of = next((c for c in obj.children if c.dep_ == "prep" and c.lower_ == "of"), None)
    whole = sx.child(of, "pobj") if of is not None else None
    if whole is None or sx.is_time_token(whole) or ctx.speakers.person(whole):
        return []
    place = referent(whole, ctx, place=True, new_ok=False)
    return [place] if place and (place in ctx.linked or room_word(place)) else []


def _named_room(obj: Any, ctx: ReadingContext) -> List[str]:
    """The room an unknown spot's modifier names ("the hall cupboard", "the garage freezer"): a
    modifier (a compound, or one the tagger took for an adjective) memory links to the place of
    that very name (a room, not a thing it filed under an id)."""
    words = (sx.phrase_text(list(c.subtree)).lower() for c in obj.lefts if c.dep_ in ("compound", "amod", "nmod"))
    rooms = [mention_id(w) for w in words if mention_id(w) and ctx.resolve(w) == mention_id(w)]
    ctx.linked.update(rooms)
    return rooms
