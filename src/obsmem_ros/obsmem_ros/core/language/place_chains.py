"""Place chains: which of the places said in one breath holds which, and where the thing is.

"in the blue folder in the filing cabinet, in the office", "the deep freezer on the back porch",
"in the storeroom, under the table": a thing's place phrases, in the order said, are combined into
the place the claim puts it (the first memory knows, else the first said) and the places heard of
that hold it, so grounding (`spoken_places`) can walk the chain outwards to a place memory knows.
"""
from __future__ import annotations

from dataclasses import replace
from typing import Optional, Sequence, Tuple

from obsmem_ros.core.home_rooms import room_word

from .linking import mention_id
from .referents import ReadingContext
from .utterance_records import ReportedThing

__all__ = ["BESIDE", "ENCLOSING", "place_said"]

ENCLOSING = frozenset({"in", "inside", "within"})  # prepositions of a place holding the spot said before it
# prepositions of a neighbour: said beside a place that holds the thing, they only narrow it down
BESIDE = frozenset({"next", "beside", "by", "near", "against", "alongside"})
_NARROWING = ENCLOSING | {"on", "onto"}  # a listed place said inside or on the one before it
# prepositions of a place, said after a spot memory does not know, that tell where the spot itself is
# ("in the blue folder under my bed": the folder is under the bed, so in the bed's room; `_holds`)
_SPOT_AT = frozenset({"on", "under", "underneath", "beneath", "behind"})


def place_said(places: Sequence[Tuple[str, Optional[str]]], ctx: ReadingContext, *,
               listed: bool = False) -> Optional[str]:
    """Where a claim puts a thing, from the place phrases said, in order, as (preposition, referent):
    the first memory knows, else the first said; a neighbour ("next to the braai", `BESIDE`) does
    not count beside a room said to hold the thing ("on the stoep"), while beside a spot it places
    the spot ("in the tin next to the fridge": the fridge), and a neighbour said inside a room ("by
    the sink in the cloakroom") is a spot in it. A spot memory does not know, said
    inside a place ("on the shelf in the garage", "by the sink in the cloakroom"), becomes a place heard of, kept in the place that
    holds it, so memory knows at least the garage. ``listed``: the
    phrases were said one after another, set off by commas; the list narrows down ("out in the
    carport, in the blue tub": the tub, in the carport), unless its first place was already said
    inside another (`_narrowed`)."""
    named = [(prep, place) for prep, place in places if place]
    holding = [(prep, place) for i, (prep, place) in enumerate(named)
               if prep not in BESIDE or _said_inside(place, named[i + 1:])]
    if len(holding) < len(named) and any(_room_said(place, ctx) for _, place in holding):
        named = holding  # "on the stoep next to the braai": the stoep holds it
    if not named:
        return None
    known = next((place for _, place in named if place in ctx.linked), None)
    if known is not None:
        return _spot_in_room(named, ctx) or known
    if (listed or _room_said(named[0][1], ctx)) and _narrowed(named, ctx):
        return named[-1][1]  # "in the shed in the green bin": the bin, in the shed
    spot = named[0][1]
    holders = [place for prep, place in named[1:] if _holds(prep, place, spot, ctx)]
    for holder in holders:
        _held(spot, holder, ctx)  # each holder said next holds the widest place said so far
    room = "" if holders or _room_said(spot, ctx) else _room_beside(spot, named[1:], ctx)
    if room:
        _held(spot, room, ctx)
    return spot


def _room_beside(spot: str, later: Sequence[Tuple[str, str]], ctx: ReadingContext) -> str:
    """The room a place said after `spot` and not holding it is heard of in ("behind the clock on
    the mantelpiece in the front room", "under the pot by the door in the porch"): whatever the
    preposition, the spot stands in that room too; "" when none of them is said in a room."""
    for _, place in later:
        inner, walked = place, {spot}
        while inner and inner not in walked and not _room_said(inner, ctx):
            walked.add(inner)
            thing = ctx.unlinked.get(inner)
            inner = thing.location if thing is not None and thing.location else _room_named_first(inner)
        if inner and inner not in walked and inner != place:
            return inner
    return ""


def _room_named_first(place: str) -> str:
    """The room word a spot's id begins with ("front_room_mantelpiece": the front room); ""."""
    words = place.split("_")
    return next(("_".join(words[:cut]) for cut in range(len(words) - 1, 0, -1)
                 if room_word("_".join(words[:cut]))), "")


def _holds(prep: str, place: str, spot: str, ctx: ReadingContext) -> bool:
    """Whether a place said after `spot` holds it: said inside it, a room said by any preposition but
    one of a neighbour ("the deep freezer on the back porch"), or under, on or behind a person's
    place memory does not know ("in the blue folder under my bed"), when the spot is no room; a
    spot beside a thing memory knows ("the cupboard above the kettle") or an unseen fixture ("the
    cabinet under the sink") is no part of it."""
    if place == spot:
        return False
    if prep not in BESIDE and _room_said(place, ctx) and not _room_said(spot, ctx):
        return True  # "the deep freezer on the back porch", "the tub out at the shed": the room holds the spot
    return prep in ENCLOSING or prep in _SPOT_AT and place not in ctx.linked and not _room_said(spot, ctx) \
        and _persons_place(place, ctx)


def _persons_place(place: str, ctx: ReadingContext) -> bool:
    """Whether a place's id is said as someone's ("shanice_bed" for "my bed"): it leads to their room,
    where an unseen fixture ("the sink") leads nowhere memory knows."""
    owner = place.split("_")[0]
    return owner in (ctx.speakers.speaker, *ctx.speakers.people.values())


def _spot_in_room(named: Sequence[Tuple[str, str]], ctx: ReadingContext) -> str:
    """A spot memory linked to a thing it saw, said inside a room ("in my bedside drawer in our
    room", "in the drawer in the garage") or after a room memory does not know ("in the
    storeroom, under the table"): the words may mean a thing of that kind in another room (the
    kitchen drawer, the table seen in the hall), so the spot is kept as said, held by the room,
    and grounding links it there (`spoken_places`); "" when the places said are no such pair."""
    pair = _spot_and_room(named, ctx)
    if pair is None:
        return ""
    spot, holder = pair
    said = mention_id(ctx.said.get(spot, ""))
    if not said or said == spot:
        return ""
    ctx.said.setdefault(said, ctx.said[spot])
    _held(said, holder, ctx)
    return said


def _spot_and_room(named: Sequence[Tuple[str, str]], ctx: ReadingContext) -> Optional[Tuple[str, str]]:
    """(a spot memory linked, the room said to hold it) from the first two places said: the spot
    then the room said around it ("in the drawer in the garage"), or a room memory does not know
    said around the spot after it ("in the storeroom, under the table", "down the cellar on the top
    shelf"; a room memory knows is where the thing is, whatever spot of it was said); None when
    they are no such pair."""
    if len(named) < 2:
        return None
    (outer_prep, first), (prep, second) = named[:2]
    if _linked_spot(first, ctx) and prep in ENCLOSING and second != first and _room_said(second, ctx):
        return first, second
    if outer_prep not in BESIDE and room_word(first) and first not in ctx.linked and prep not in BESIDE \
            and _linked_spot(second, ctx):
        return second, first
    return None


def _linked_spot(place: str, ctx: ReadingContext) -> bool:
    """A place memory linked to a thing it saw, not a room by the words said ("the table" linked to
    table_hall)."""
    return place in ctx.linked and not room_word(mention_id(ctx.said.get(place, place)))


def _said_inside(spot: str, later: Sequence[Tuple[str, str]]) -> bool:
    """Whether a neighbour said is itself said inside the place said next ("by the sink in the
    cloakroom"): that place holds the spot, not the thing, so the spot is no neighbour beside a
    room holding the thing, but a place heard of in that room."""
    return bool(later) and later[0][0] in ENCLOSING and later[0][1] != spot


def _room_said(place: str, ctx: ReadingContext) -> bool:
    """Whether a place said is a room: one memory knows, or said by a room word ("the stoep")."""
    return room_word(place) or place in ctx.linked and ctx.resolve(place.replace("_", " ")) == place


def _narrowed(named: Sequence[Tuple[str, str]], ctx: ReadingContext) -> bool:
    """Holds each listed place in the one said before it ("in my room, in the closet, in a
    shoebox") when every later one is said inside or on something and is no room, and the first is
    held by no place said yet (after "in the blue folder in the filing cabinet", ", in the office"
    goes outwards); whether it did."""
    places = [place for _, place in named]
    first = ctx.unlinked.get(places[0])
    if len(set(places)) < len(places) or (first is not None and first.location) or any(
            prep not in _NARROWING or _room_said(place, ctx) for prep, place in named[1:]):
        return False  # "in the trunk of the car, in the carport": a room said later holds, it narrows nothing
    for outer, inner in zip(places, places[1:]):
        _held(inner, outer, ctx)
    return True


def _held(spot: str, holder: str, ctx: ReadingContext) -> None:
    """`spot` heard of inside `holder`; when it was already said inside another place heard of,
    that place is the one inside `holder` ("in the blue folder in the filing cabinet, in the
    office": the cabinet is in the office)."""
    inner, walked = spot, {spot}
    while inner in ctx.unlinked and ctx.unlinked[inner].location:
        inner = ctx.unlinked[inner].location
        if inner in walked or inner in ctx.linked:
            return
        walked.add(inner)
    if holder in walked:
        return
    words = ctx.said.get(inner, inner.replace("_", " "))
    thing = ctx.unlinked.get(inner) or ReportedThing(id=inner, name=words, category=words.split()[-1])
    ctx.unlinked[inner] = replace(thing, location=holder)
    ctx.acquired.add(inner)  # remembered as heard of, like a thing bought or arrived
