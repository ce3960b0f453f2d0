"""The room of the home a place memory never saw means, by what its name means.

A reported place memory holds no record of seeing is answered as said, which names no place of the
home when the household's word differs from the home's:
* a room word the home does not use, whose head the home's rooms do not share ("the wash house"
  where memory knows a laundry, "the cellar" where it knows a cellar head) is the home's room it
  stands out as closest to in meaning (`language.closeness`, "the wash house" against "the laundry");
  a head the home uses keeps the place apart ("the back porch" is not the porch), and a room
  named "... room" ("the sitting room", "the utility room", "Nisha's room") is left to the
  synonyms and the person's room, for the encoder puts every "... room" close to every other;
* a spot said with no room ("in the bread bin", "in the toaster") is the home's room it stands
  out as closest to: the room such a spot stands in.
The closest room is taken only when it lies at least the floor close and the margin closer than
the runner-up, so that a spot that could stand in several rooms ("the box", "the wardrobe"), a
place away from home ("school") or a room the home has not shown the robot yet ("the garage",
where memory knows a kitchen and a living room) keeps the name it was said by. The room words'
floor is high: rooms that only neighbour each other or hold one another lie up to 0.69 ("the hall"
and "the living room" 0.63, "the pantry" and "the kitchen" 0.69, as "the cellar" and "the basement"
do), while the synonyms the encoder is sure of lie above 0.7 ("the wash house" and "the laundry"
0.77): a word the encoder puts no nearer keeps its name.
"""
from __future__ import annotations

from typing import List, Sequence, Tuple

from obsmem_ros.core.home_rooms import room_word
from obsmem_ros.core.language.closeness import closeness

from .context import QueryContext

__all__ = ["room_by_meaning"]

_SPOT_FLOOR, _SPOT_MARGIN = 0.4, 0.1   # a spot: how close its room must lie, and how much closer than the rest
_ROOM_FLOOR, _ROOM_MARGIN = 0.7, 0.12  # a room word: synonyms only
_ROOMS_NAMED = ("room", "bedroom")     # "... room": someone's, or one the encoder cannot tell apart


def room_by_meaning(ctx: QueryContext, place: str) -> str:
    """The room memory knows that `place` (an id: "cellar", "bread_bin"), a place it never saw,
    means (see the module docstring); "" when `place` is a room of the home, a person, a thing memory
    saw, or when no room stands out."""
    if not _unseen(ctx, place):
        return ""
    rooms = ctx.reader.rooms()
    if not room_word(place):
        return _standing_out(_near(place, rooms), _SPOT_FLOOR, _SPOT_MARGIN)
    head = place.split("_")[-1]
    if head.endswith(_ROOMS_NAMED) or head in {room.split("_")[-1] for room in rooms}:
        return ""
    return _standing_out(_near(place, rooms), _ROOM_FLOOR, _ROOM_MARGIN)


def _unseen(ctx: QueryContext, place: str) -> bool:
    """Whether `place` is a place memory only heard of, or holds no record of: no room it knows,
    no person."""
    if not place or ctx.reader.is_room(place) or place in ctx.reader.people():
        return False
    record = ctx.entity_record(place)
    return record is None or record.provenance == "reported"


def _near(place: str, rooms: Sequence[str]) -> List[Tuple[float, str]]:
    """(closeness, room) for every room, closest first: "the <place>" against "the <room>"."""
    said = "the " + place.replace("_", " ")
    return sorted(((closeness(said, "the " + room.replace("_", " ")), room) for room in rooms), reverse=True)


def _standing_out(near: Sequence[Tuple[float, str]], floor: float, margin: float) -> str:
    """The closest room when it lies `floor` close and `margin` closer than the next; else ""."""
    if not near or near[0][0] < floor:
        return ""
    runner_up = near[1][0] if len(near) > 1 else 0.0
    return near[0][1] if near[0][0] - runner_up >= margin else ""
