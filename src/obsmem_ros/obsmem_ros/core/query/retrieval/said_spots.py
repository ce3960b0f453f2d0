"""Places people said, grounded in what memory holds: a reported place as the thing seen since by
that name, a spot only heard of as the place that holds it, a person's room as the room memory
ties them to now. Read by the state answer and by the source answer's "where did X say"."""
from __future__ import annotations

import dataclasses

from obsmem_ros.core.home_rooms import room_word
from obsmem_ros.core.nesting import MAX_NESTING
from obsmem_ros.core.place_words import room_meant
from obsmem_ros.core.records import Fact

from .asked_rooms import asked_room
from .claims import places_said
from .context import QueryContext
from .events import safe_event
from .heard_varieties import speakers_varieties, standard_text
from .meant_rooms import room_by_meaning
from .owned_spots import owners_room
from .said_rooms import masked_words, rooms_said
from .word_stems import stems

__all__ = ["held_in", "seen_place"]



def seen_place(ctx: QueryContext, fact: Fact) -> Fact:
    """A reported place memory had not seen when it was said, as the thing the robot saw since by
    that very name ("the hot water cupboard" -> cupboard_hw): the report is about what was seen.
    Only its name counts, not its kind (a spot said by kind alone, "the cupboard", may be any cupboard);
    a place kept as part of the name of a thing seen that the same words name in full is that thing.
    A spot memory only heard of and never saw answers with the place it is held in (`held_in`), or,
    held in no room but the speaker's, with the room its saying names beside it (`_room_said_beside`), a
    person's room said before memory tied them to one with the room it ties them to now (`own_room`), or,
    tied to none, under the question's word for them (`asked_room`). A place still unknown to memory
    answers with the home's room its name stands out as meaning (`meant_rooms.room_by_meaning`: "the wash
    house" where memory knows a laundry, "the bread bin" where it knows a kitchen)."""
    record = ctx.entity_record(fact.value)
    if record is not None and record.provenance != "reported":
        owners = owners_room(ctx, fact)
        return dataclasses.replace(fact, value=owners) if owners else fact
    words = fact.value.replace("_", " ")
    linked = ctx.link(words)
    seen = ctx.entity_record(linked) if linked and linked != fact.value else None
    if seen is not None and seen.provenance != "reported" and words in {n.lower() for n in (seen.name, *seen.aliases)}:
        return dataclasses.replace(fact, value=seen.id)
    whole = _named_in_full(ctx, fact) if record is None else ""
    if whole:
        return dataclasses.replace(fact, value=whole)
    held = held_in(ctx, fact.value) if record is not None else ctx.reader.own_room(fact.value, at_ns=ctx.now_ns)
    unplaced = _unplaced(ctx, fact.value, record is not None, held)
    said = (_room_said_beside(ctx, fact, held) or owners_room(ctx, fact)) if unplaced else ""
    held = (ctx.reader.own_room(said, at_ns=ctx.now_ns) or said) if said else held
    grounded = asked_room(ctx, _room_meant(ctx, dataclasses.replace(fact, value=held) if held else fact))
    room = room_by_meaning(ctx, grounded.value)
    return dataclasses.replace(grounded, value=room) if room else grounded


def _named_in_full(ctx: QueryContext, fact: Fact) -> str:
    """The thing seen whose full name the words that made a claim say, where the place kept is
    only part of that name ("in the gun safe" kept as "gun", the gun safe seen); "" when none."""
    event = safe_event(ctx, fact.source_event_id) if fact.source_event_id else None
    words = stems(fact.value)
    if event is None or not event.utterance or not words:
        return ""
    for place in places_said(ctx, event.utterance, fact.entity):
        named = stems(ctx.display(place))
        if words < named and not ctx.reader.is_room(place) and not ctx.heard_only(place):
            return place
    return ""


def _unplaced(ctx: QueryContext, place: str, recorded: bool, held: str) -> bool:
    """Whether memory holds a spot said (no room, no person's room) in no room but the one the speaker
    stood in, or in none: a spot kept in the speaker's room because no room was read with it
    (`spoken_places`, step 7), or one memory holds no record of ("the blue folder under my bed")."""
    if room_word(place) or ctx.reader.is_room(place) or place in ctx.reader.people():
        return False
    return not recorded and not held or recorded and bool(held)


def _room_said_beside(ctx: QueryContext, fact: Fact, held: str) -> str:
    """The room the saying that told where a thing is names beside a spot memory holds in no room
    of its own (`_unplaced`): "the jimmies are down cellar on the shelf", said in the kitchen, is the
    cellar, "the blue folder under my bed" the speaker's room (`said_rooms`); "" when the saying names
    no room, or names the one memory holds the spot in (the spot is where it was put)."""
    event = safe_event(ctx, fact.source_event_id) if fact.source_event_id else None
    if event is None or not event.utterance or held and held != event.location:
        return ""
    thing = stems(fact.entity.replace("_", " ")) | stems(ctx.display(fact.entity))
    words = masked_words(standard_text(event, speakers_varieties(ctx)), thing)
    rooms = [room for _, room in rooms_said(ctx, event, words, here=False)]
    return rooms[0] if rooms and held not in rooms else ""


def _room_meant(ctx: QueryContext, fact: Fact) -> Fact:
    """A room said by a word the home does not use, as the home's room of that name once memory
    knows it ("the lounge room", said before the robot first went to the living room;
    `place_words.room_meant`)."""
    if ctx.reader.is_room(fact.value):
        return fact
    meant = room_meant(fact.value, ctx.reader.rooms())
    return dataclasses.replace(fact, value=meant) if meant else fact


def held_in(ctx: QueryContext, place: str) -> str:
    """The place memory knows that a spot it only heard of is in, walking out through the places
    heard to hold it ("the cabinet under the sink", said in the kitchen: the kitchen; "the tin in
    my room": the room memory ties to the speaker by now, `own_room`); "" when `place` is no such
    spot, or a room (a room said is where a thing is, whatever speech said it in), or nothing holds it."""
    start = place
    for _ in range(MAX_NESTING):
        record = ctx.entity_record(place)
        if record is None or record.provenance != "reported" or room_word(place):  # a room, or a thing seen
            return "" if place == start else ctx.reader.own_room(place, at_ns=ctx.now_ns) or place
        if not record.location:
            return ""
        place = record.location
    return ""
