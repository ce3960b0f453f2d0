"""The room a person sleeps in when the robot never saw them use one, told by the home's rooms and by
who the person is to the household.

`home_rooms.own_rooms` ties a person to a bedroom by the comings and goings the robot saw; a person
who says "my room" or "our room" before the robot ever followed them there is tied to none, and
their room stays a name ("njeri_room") no question can answer with. Homes name their sleeping rooms
for whom they house: the children ("twins_room", "girls_room", "kids_room"), the parents
("parents_room", "master_bedroom", "main_bedroom"), the grandparents ("grandparents_room"). Who a
person is comes from the household's kin words (`kin_roles.Family`): someone called by a
grandparent word is a grandparent, by a parent word a parent; someone who calls another by a parent
word and is called by none is a child. Before their part, what memory knows of whom a sleeping
room houses (a room is slept in by its id, or by the bed the robot saw in it): the one named for a
word only they are called by in the household ("nan_room" for the one called Nan), else the one the
robot saw their own things in (`_linked_room`). The person's room is then:

1. the one sleeping room kept for their part of the household, when their part is known;
2. else, of the sleeping rooms not named for someone else ("ollie_bedroom"), the one no other person
   is tied to ("our room" said by a mother, where the girls' room is the girls' and the master
   bedroom nobody's: the master bedroom).

Several candidates, or none, name no room: the room is left as said. A room another is tied to is
not guessed to be shared: "our room" said by someone whose part is unknown may be the girls' room
or the parents' (one wrong guess on the dev stories, one right, when that was tried).
"""
from __future__ import annotations

from typing import Any, Callable, Dict, Iterable, List, Mapping, Sequence, Set, Tuple

from obsmem_ros.core.home_rooms import (CHILD, GRANDPARENT, PARENT, bedded_rooms, called_words, own_rooms, room_role,
                                        sleeping_room)
from obsmem_ros.core.language.kin_roles import Family, family_of, kin_lexicon, relation_of
from obsmem_ros.core.language.linking import mention_id
from obsmem_ros.core.language.person_words import household_kin

Kin = Mapping[Tuple[str, str], str]
FATHER, MOTHER = "father", "mother"  # the kin lexicon's parent relations (`kin_roles.relation_of`)


def person_role(person: str, family: Family) -> str:
    """A person's part of the household by the kin words said of and by them; "" when none says."""
    called = {tie for ties in family.ties.values() for tie, people in ties.items() if person in people}
    if GRANDPARENT in called:
        return GRANDPARENT
    if PARENT in called:
        return PARENT
    return CHILD if PARENT in family.ties.get(person, {}) else ""


def person_rooms(visits: Iterable[Tuple[str, str, int]], people: Set[str], is_room: Callable[[str], bool],
                 kin: Kin, things: Iterable[Any] = ()) -> Dict[str, str]:
    """Person -> their room: the one the robot saw them use (`own_rooms`), else the one memory links
    to them by name or by what is in it (`_linked_room`), else the one their part of the household
    and the home's rooms leave them (see the module docstring). ``things``: the things the robot
    saw (``category``, ``location``, ``owner``): a bed makes its room a sleeping room (`bedded_rooms`)."""
    visits, things = list(visits), list(things)
    bedded = bedded_rooms(things, is_room)
    titles = called_words(kin)
    owners = {mention_id(word): person for word, person in household_kin(kin).items()}
    tied = own_rooms(visits, people, is_room, titles, bedded, owners)
    seen = {place for _actor, place, _n in visits if is_room(place)}
    rooms = sorted(r for r in seen if sleeping_room(r))
    slept = sorted(r for r in seen if sleeping_room(r, titles) or r in bedded)
    family, names = family_of(kin), _names(kin, people)
    for person in sorted(people - set(tied)):
        mine = [r for r in rooms if names.get(r.split("_")[0], person) == person]
        room = _linked_room(person, slept, kin, things, people) or \
            _left_for(person_role(person, family), mine, set(tied.values()))
        if room:
            tied[person] = room
    return tied


def _linked_room(person: str, rooms: Sequence[str], kin: Kin, things: Sequence[Any], people: Set[str]) -> str:
    """The one sleeping room named for a word only `person` is called by in the household
    (`household_kin`: "nan_room" for the one called Nan), else the one the robot saw their own
    things in (an ``owner`` of theirs) that is named for nobody else; "" when none or several."""
    words = {mention_id(word) for word, p in household_kin(kin).items() if p == person} | {person}
    named = [r for r in rooms if r.split("_")[0] in words]
    if named:
        return named[0] if len(named) == 1 else ""
    others = {mention_id(word) for word, p in household_kin(kin).items() if p != person} | (people - {person})
    holding = sorted({t.location for t in things if getattr(t, "owner", "") == person and t.location in rooms
                      and t.location.split("_")[0] not in others})
    return holding[0] if len(holding) == 1 else ""


def part_room(person: str, kin: Kin) -> str:
    """The name a home gives the room of a person memory ties to no room it holds, by their part of
    the household: the parents' room for a parent ("in my closet" said by the mother:
    parents_room); for a grandparent, the grandparents' room when the household has two, else the
    room named by the grandparent word the household calls them ("Gran's room": gran_room); ""
    for anyone else (a child's room goes by their name)."""
    family = family_of(kin)
    role = _elder_role(person, family)
    if role == PARENT:
        return f"{PARENT}s_room"
    if role != GRANDPARENT:
        return ""
    if any(_elder_role(p, family) == GRANDPARENT for p in family.people() - {person}):
        return f"{GRANDPARENT}s_room"
    return _grandparent_word(person, kin)


def shared_room(person: str, kin: Kin, rooms: Iterable[str]) -> str:
    """The room a person memory ties to no room means by "our room" ("our wardrobe"): a room shared,
    so not one of their own. For a grandparent, the one `part_room` names; for a known child, the
    one room memory knows kept for children ("twins_room"), none else; for anyone else, the parents'
    room, a couple's: the one room memory knows kept for parents ("master_bedroom"), else the name a
    home gives it (parents_room). "" where memory knows several rooms kept for that part."""
    role = _elder_role(person, family_of(kin))
    if role == GRANDPARENT:
        return part_room(person, kin)
    part = CHILD if role == CHILD else PARENT
    kept = sorted(r for r in rooms if room_role(r) == part)
    if len(kept) != 1:
        return f"{PARENT}s_room" if part == PARENT and not kept else ""
    return kept[0]


def parent_word_room(word: str, rooms: Iterable[str]) -> str:
    """The room a place named for a parent word names when the word calls nobody memory knows
    ("daddy_room" from "under Daddy's pillow"): whoever Daddy is, he is a parent, and a parent
    sleeps in the parents' room (`shared_room` of a parent); "" for any other word."""
    if relation_of(word) not in (FATHER, MOTHER):
        return ""
    kept = sorted(r for r in rooms if room_role(r) == PARENT)
    return kept[0] if len(kept) == 1 else f"{PARENT}s_room"


def _elder_role(person: str, family: Family) -> str:
    """`person_role`, where a parent whose child is a parent too is a grandparent ("Mum" said by a
    mother of the house): the family's own composition of grandparents (`Family.kinsfolk`)."""
    role = person_role(person, family)
    if role == PARENT and any(person in family.kinsfolk(other, GRANDPARENT) for other in family.people()):
        return GRANDPARENT
    return role


def _grandparent_word(person: str, kin: Kin) -> str:
    """gran_room: the grandparent word most speakers call `person` by; "" when none does."""
    lexicon = kin_lexicon()
    said = [word for (_speaker, word), p in kin.items() if p == person
            and lexicon.get(word, "").startswith("grand") and mention_id(word)]
    return f"{mention_id(max(sorted(set(said)), key=said.count))}_room" if said else ""


def _left_for(role: str, rooms: List[str], taken: Set[str]) -> str:
    """The one room of `rooms` kept for `role`, else the one no other person is tied to."""
    if role:
        kept = [r for r in rooms if room_role(r) == role]
        if kept:
            return kept[0] if len(kept) == 1 else ""
    free = [r for r in rooms if r not in taken]
    return free[0] if len(free) == 1 else ""


def _names(kin: Kin, people: Set[str]) -> Dict[str, str]:
    """Word -> the person a room named with it belongs to: people's ids and the words they are called."""
    return {**{word: person for (_speaker, word), person in kin.items()}, **{p: p for p in people}}


__all__ = ["parent_word_room", "part_room", "person_rooms", "person_role", "room_role", "shared_room"]
