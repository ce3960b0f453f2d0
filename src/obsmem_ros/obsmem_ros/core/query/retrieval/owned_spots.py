"""A place said as somebody's ("on her bedside table", "in Josie's closet", "my wardrobe") stands in
that person's room, not at another thing of its kind the robot saw elsewhere.

The reader at ingest links a spot by its kind when it knows one ("her closet" -> the hall closet
seen in the hall), or keeps a spot it never saw in the room the speaker stood in ("mum's bedside
table", said in the kitchen). A listener who hears a place called someone's puts it where that
person keeps their things: their room. So a reported place is read again in the saying that told
it: a head noun of the place said after a possessive (the speaker's "my"/"our"; "her"/"his"/"their"
the person named last before it, else the asked thing's owner; a name's "'s") names the owner's
room, when memory ties the owner to one and the place it linked stands in another room and is not
theirs (the wardrobe seen in Nan's room, or "Dad's armchair", stays what it is).
"""
from __future__ import annotations

from typing import List, Optional, Sequence, Set

from obsmem_ros.core.language.syntax import stop_words
from obsmem_ros.core.records import Event, Fact

from .context import QueryContext
from .events import safe_event
from .heard_varieties import speakers_varieties, standard_text
from .said_rooms import MASK, masked_words
from .word_stems import stem, stems

__all__ = ["owners_room"]

_SPEAKERS = frozenset({"my", "our", "me"})  # "me bedside table": the speaker's, as "my" is
_THIRD = frozenset({"her", "his", "their"})
_BACK = 3  # words read back from a place's head noun for whose it is


def owners_room(ctx: QueryContext, fact: Fact) -> str:
    """The room of the person the saying behind `fact` (a reported place) calls its place theirs,
    where that is no room the place memory linked stands in; "" when the saying calls it nobody's."""
    event = safe_event(ctx, fact.source_event_id) if fact.source_event_id else None
    if event is None or not event.utterance or ctx.reader.is_room(fact.value):
        return ""
    thing = stems(fact.entity) | stems(ctx.display(fact.entity))
    words = masked_words(standard_text(event, speakers_varieties(ctx)), thing)
    for owner in _owners(ctx, event, words, _heads(ctx, fact.value), fact.entity):
        room = _room_of_person(ctx, owner)
        if room and not _theirs(ctx, fact.value, owner, room):
            return room
    return ""


def _room_of_person(ctx: QueryContext, person: str) -> str:
    """The room memory ties a person to (`own_room`), else their room by its name, as "my room" is
    read (`said_rooms`): the home may not have shown it to the robot yet."""
    named = f"{person}_room"
    return ("" if ctx.reader.is_room(named) else ctx.reader.own_room(named, at_ns=ctx.now_ns)) or named


def _heads(ctx: QueryContext, place: str) -> Set[str]:
    """The stems of a place's head nouns: its name's last word before any "of", its kind's."""
    record = ctx.entity_record(place)
    names = [ctx.display(place).split(" of ")[0], (record.category or "") if record is not None else ""]
    return {stem(n.split()[-1]) for n in names if n.split()}


def _owners(ctx: QueryContext, event: Event, words: Sequence[str], heads: Set[str], thing: str) -> List[str]:
    """The people a possessive before a head noun of the place names, in the saying's order."""
    found = []
    for i, word in enumerate(words):
        if word != MASK and stem(word) in heads:
            owner = _possessor(ctx, event, words, i, thing)
            found += [owner] if owner else []
    return found


def _possessor(ctx: QueryContext, event: Event, words: Sequence[str], at: int, thing: str) -> str:
    """Whose the noun at `at` is said to be: the possessive among the words right before it (over
    the words that tell it apart: "her bedside table"), "" at an article or any other closed word."""
    people = ctx.reader.people()
    for i in range(at - 1, max(-1, at - 1 - _BACK), -1):
        word = words[i]
        if word in _SPEAKERS:
            return event.actor
        if word in _THIRD:
            return _named_before(ctx, event, words[:i]) or _owner_of(ctx, thing)
        if word.endswith("'s"):
            person = ctx.person_of(word[:-2], event.actor)
            return person if person in people else ""
        if word == MASK or word in stop_words():
            return ""
    return ""


def _named_before(ctx: QueryContext, event: Event, words: Sequence[str]) -> str:
    """The last household person the words name (by name, kin word or possessive), not the speaker."""
    people = ctx.reader.people()
    for word in reversed(words):
        person = ctx.person_of(word[:-2] if word.endswith("'s") else word, event.actor)
        if person in people and person != event.actor:
            return person
    return ""


def _owner_of(ctx: QueryContext, thing: str) -> str:
    owner = ctx.reader.state(thing, "owner", as_of_ns=ctx.now_ns).current
    return owner.value if owner is not None else ""


def _theirs(ctx: QueryContext, place: str, owner: str, room: str) -> bool:
    """Whether the place memory linked is the owner's anyway: it stands in their room, or, a thing
    seen, memory holds it as theirs or its name says so ("Dad's armchair"); a spot only heard of
    keeps its owner's name because it was said so ("mum bedside table")."""
    if ctx.reader.room_of(place, at_ns=ctx.now_ns) == room or ctx.heard_only(place):
        return ctx.reader.room_of(place, at_ns=ctx.now_ns) == room
    held: Optional[Fact] = ctx.reader.state(place, "owner", as_of_ns=ctx.now_ns).current
    return held is not None and held.value == owner or ctx.person_of(_first_word(ctx, place)) == owner


def _first_word(ctx: QueryContext, place: str) -> str:
    words = ctx.display(place).lower().replace("'s", "").split()
    return words[0] if words else ""
