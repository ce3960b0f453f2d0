"""A person's room memory never saw, named as the question names its person.

"My room", said by Dorothy before the robot ever went there, is kept as dorothy_room: memory holds
no room it could tie her to (`role_rooms.person_rooms`), so the room has only the name the
household gives it, and households name a person's room by what they call the person ("Big
Mama's room", "Pap's room", "Zuza's room"), not by the name the robot learnt. A question that calls
the owner so ("Where's Big Mama's Medicare card?") speaks for the household: the room is answered
under that word (bigmama_room). The word must name the same person: the one the question's word
resolves to, or, for a word memory never heard ("Pap"), the owner of the thing asked about (the
Stan whose card it is, or who said where his card is). A room the robot knows keeps its id, and so
does one already named by a household word for its person ("papaw_room",
`spoken_places.Places.as_called`). A parent word names no room of its own, but it tells that the
person is a parent: "Where are Mum's glasses?", of her room never seen, is the parents' room
(`_parents_room`), as "my room" said by a mother known to be one is (`role_rooms.part_room`).
"""
from __future__ import annotations

import dataclasses
import re
from typing import Iterable, List

from obsmem_ros.core.home_rooms import PARENT, room_role
from obsmem_ros.core.language.kin_roles import relation_of
from obsmem_ros.core.letters import unaccented
from obsmem_ros.core.records import Fact
from obsmem_ros.errors import UnknownRecordError

from .context import QueryContext

__all__ = ["asked_room"]

_ROOM = "room"
FATHER, MOTHER = "father", "mother"  # the kin lexicon's parent roles
# an owner said with "'s": two capitalised words within the question ("where's Big Mama's"), or one
# word ("pap's"); the question's first word is no part of a name ("Is Dad's toolbox ...")
_POSSESSOR = re.compile(r"(?=(?<=\s)((?:[A-Z][\w-]*\s)?[\w-]+)['\u2019]s\s+\w|^([\w-]+)['\u2019]s\s+\w)")
_NOT_OWNERS = frozenset({"it", "that", "what", "who", "where", "there", "here", "how", "when", "he", "she", "let"})


def asked_room(ctx: QueryContext, fact: Fact) -> Fact:
    """`fact` with a room memory does not know, named for its person, renamed by the question's
    word for that person (see the module docstring); `fact` itself otherwise."""
    owner, _, rest = fact.value.partition("_")
    if rest != _ROOM or ctx.reader.is_room(fact.value):
        return fact
    if owner not in ctx.reader.people():  # named by a word the household calls them ("papaw_room"): kept
        return fact
    for word in _possessors(ctx.plan.question):
        form = _room_form(word)
        if _parent_word(word):
            if _names(ctx, word, owner, fact, by_saying=False):
                return dataclasses.replace(fact, value=_parents_room(ctx.reader.rooms()))
        elif form != owner and _names(ctx, word, owner, fact):
            return dataclasses.replace(fact, value=f"{form}_{rest}")
    return fact


def _room_form(word: str) -> str:
    """The word as a room's id begins with it: its words joined ("Big Mama": bigmama_room) and its
    letters without their accents, as ids are written ("Avó": avo_room, not av_room)."""
    return "".join(re.findall(r"[a-z0-9]+", unaccented(word.lower())))


def _possessors(question: str) -> List[str]:
    """The owners a question names with "'s" ("Big Mama", "Pap"), as said."""
    said = (m.group(1) or m.group(2) for m in _POSSESSOR.finditer(question))
    return [word for word in said if word.lower() not in _NOT_OWNERS]


def _parent_word(word: str) -> bool:
    """A parent word ("Mum's", "Dad's") names no room of its own but tells the person a parent: a
    parents' room goes by the parents (`role_rooms.part_room`)."""
    return relation_of(word) in (FATHER, MOTHER)


def _parents_room(rooms: Iterable[str]) -> str:
    """The room a parent sleeps in: the one room memory knows kept for the parents by its id
    ("master_bedroom", `home_rooms.room_role`), else the parents' room by the name a home gives it
    (`role_rooms.part_room`)."""
    kept = [room for room in rooms if room_role(room) == PARENT]
    return kept[0] if len(kept) == 1 else f"{PARENT}s_{_ROOM}"


def _names(ctx: QueryContext, word: str, person: str, fact: Fact, *, by_saying: bool = True) -> bool:
    """Whether the question's `word` means `person`: it resolves to them, or to nobody memory knows
    while the thing asked about is theirs (memory holds them its owner, or, `by_saying`, they said
    where it is: "my card's in my room"; a child may say where "Mum's glasses" are)."""
    meant = ctx.person_id(word)
    if meant in ctx.reader.people():
        return meant == person
    owner = ctx.reader.state(fact.entity, "owner", as_of_ns=ctx.now_ns).current
    return (owner.value if owner is not None else _speaker(ctx, fact) if by_saying else "") == person


def _speaker(ctx: QueryContext, fact: Fact) -> str:
    try:
        return ctx.reader.event(fact.source_event_id).actor
    except UnknownRecordError:
        return ""
