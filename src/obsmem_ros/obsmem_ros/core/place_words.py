"""A place said, linked to the home's own places by the words it contains or by what it means.

Speech names a place the home knows with a word before it that is no English word and that the
home never uses: a recogniser's clipped article ("down t cellar" -> "t_cellar"), an article as a
variety says it ("inna di kitchen"). Stored as said, such a place is a new one nobody can go to.
The words the home uses are those of its rooms, of the things the robot saw and of its people; a
leading word none of them uses and that English does not know is no part of a name: the place is
the known one its last words name, or the spot those words say in a known room ("t kitchen
drawer": the kitchen drawer). An English word keeps its place apart ("the back porch" is not the
porch the robot knows; "the kids' bathroom" not the bathroom).

A room word the home does not use at all ("the lounge room" where the robot knows a living room,
"the hall" where it knows a hallway) is the home's room the alias table gives as its synonym, where
exactly one room of the home is; a room word said alone that the home says only with words before
it ("the porch" where the robot knows the back porch and no other porch) is that room. Closeness in
meaning is not used: the sentence encoder puts rooms that only neighbour each other close
("bathroom" and "bedroom" 0.57), and on the dev stories it
linked a storeroom nobody had seen to the living room.
"""
from __future__ import annotations

import functools
import re
from typing import Any, Callable, Collection, FrozenSet, Iterable, Mapping, Set

from obsmem_ros.core.home_rooms import room_word
from obsmem_ros.core.language.linking import mention_id, singular, synonyms
from obsmem_ros.core.language.syntax import english_words, stop_words

__all__ = ["called_by", "contained", "home_words", "own_room_word", "room_by_kind", "room_meant", "weak_word"]

# Room words that name no room alone: "room" and "bedroom" are someone's ("nana bedroom").
_OWNED = frozenset({"room", "bedroom"})


def home_words(rooms: Iterable[str], seen: Mapping[str, Any], people: Iterable[str]) -> FrozenSet[str]:
    """Every word the home's own places, things and people are called by (as id words)."""
    words = set()
    for place in rooms:
        words.update(place.split("_"))
    for thing_id, thing in seen.items():
        for said in (thing_id, thing.category or "", thing.name or ""):
            words.update(mention_id(said).split("_"))
    for person in people:
        words.update(mention_id(person).split("_"))
    words.discard("")
    return frozenset(words)


def weak_word(word: str, used: Collection[str]) -> bool:
    """Whether a word of a place said is none the home uses (`used`) and no English word (of the
    parser's lemmatizer, a stop word, or the plural of one): "t", "di", not "back" or "kids"."""
    english = _english()
    return word not in used and word not in english and singular(word) not in english


@functools.lru_cache(maxsize=1)
def _english() -> FrozenSet[str]:
    return english_words() | stop_words()


def contained(place: str, weak: Callable[[str], bool], grounds: Callable[[str], bool]) -> str:
    """The place a said place's last words name when each word before them is `weak` and those
    last words ground (`grounds`: a known place, a spot in a known room, a room word): "t_cellar" ->
    "cellar", "t_kitchen_drawer" -> "kitchen_drawer"; "" when there is none."""
    words = place.split("_")
    for cut in range(1, len(words)):
        if not weak(words[cut - 1]):
            return ""
        rest = "_".join(words[cut:])
        if grounds(rest):
            return rest
    return ""


def own_room_word(place: str) -> bool:
    """Whether a place id names a room of a home by its words alone ("cellar", "box_room"), not a
    room that is only someone's ("bedroom")."""
    return room_word(place) and place not in _OWNED


def room_by_kind(place: str) -> bool:
    """Whether a place id names a room by a head of its own kind ("back_garden", "wendy_house",
    "storeroom"), not by "room" or "bedroom" ("back_room", "nana_bedroom"): a room so said is that
    room whoever's it is, never another room sharing its first word, nor its owner's room."""
    return room_word(place) and place.rsplit("_", 1)[-1] not in _OWNED


def room_meant(place: str, rooms: Collection[str]) -> str:
    """The one room of the home a room word it does not use names by a synonym, else the one room
    of the home said with words before that very head (see the module docstring); "" when the
    place is no room word, a room the home knows, or none or several fit."""
    if not room_word(place) or place in rooms:
        return ""
    alike = synonyms(place.replace("_", " "))
    named = [room for room in rooms if room.replace("_", " ") in alike]
    return (named[0] if len(named) == 1 else "") if named else _headed(place, rooms)


def _headed(head: str, rooms: Collection[str]) -> str:
    """The one room of `rooms` whose id is the room word `head` said alone with words before it
    ("porch" where the home's one porch is the back porch); "" when `head` has words of its own,
    names no room by itself ("room", "bedroom": someone's) or the home has none or several such."""
    if "_" in head or not own_room_word(head):
        return ""
    found = [room for room in rooms if room.endswith(f"_{head}")]
    return found[0] if len(found) == 1 else ""


def called_by(place: str, *described: str) -> Set[str]:
    """The words memory calls a place by: its id less its number ("shoe_rack_2": shoe, rack) and
    the words of what describes it (its name and category)."""
    words = set(re.sub(r"_\d+$", "", place).split("_"))
    for text in described:
        words |= set(re.findall(r"[a-z]+", text.lower()))
    return words
