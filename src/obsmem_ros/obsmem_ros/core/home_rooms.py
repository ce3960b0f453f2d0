"""Rooms of a home as speech names them: a word for a room memory may never have been to, and the
room a person is tied to.

* A room word ("the basement", "the wash house", "the back yard") names a room even when the robot
  never went there: speech names the rooms of a home by a small set of head nouns, so a place said
  with one is kept as that room, not as a thing heard of.
* A person's room ("Kahu's room", "my room" said by Kahu) is the room memory ties to them: of the
  rooms someone sleeps in (a bedroom, or a room named for whom it houses: "twins_room",
  "kids_room", or for a word a person is called by: "cucu_room", "nan_room"), the one where they make the largest share of the comings and goings the robot
  saw, so that a room two children share is theirs and not their parents'. A room named for
  another person is never theirs. A room the robot saw a bed in is slept in whatever its id
  ("cucu_room" with Cucu's bed in it, where nobody is called Cucu to memory yet: `bedded_rooms`).
* A room named for a kin word ("gran_room", "teta_room") names its most frequent visitor so: the
  robot calls that person by the word, as it calls people by what captions and things' names call
  them (`with_room_titles`), where nobody uses the word for anyone already.
"""
from __future__ import annotations

from collections import Counter
from typing import Any, Callable, Collection, Dict, FrozenSet, Iterable, Mapping, Optional, Set, Tuple

# head nouns of the rooms and outdoor parts of a home ("the garage", "the back yard")
ROOM_HEADS = frozenset({"room", "bedroom", "bathroom", "kitchen", "hall", "hallway", "landing", "lounge", "garage",
                        "basement", "cellar", "attic", "loft", "shed", "porch", "deck", "patio", "veranda", "verandah",
                        "yard", "backyard", "garden", "carport", "driveway", "laundry", "pantry", "study", "office",
                        "den", "nursery", "conservatory", "sleepout", "lanai", "balcony"})
_BUILDINGS = frozenset({"house", "hut"})  # a room only with a word before it ("the wash house", "the summer house")
CHILD, PARENT, GRANDPARENT, GUEST = "child", "parent", "grandparent", "guest"
# the first word of a sleeping room's id -> the part of the household it houses ("twins_room": the
# children); the one list both tying people to rooms by visits and by their part reads
ROOM_ROLES: Mapping[str, str] = {**dict.fromkeys(("kids", "children", "twins", "boys", "girls", "baby", "nursery"), CHILD),
                                 **dict.fromkeys(("parents", "master", "main"), PARENT),
                                 **dict.fromkeys(("grandparents",), GRANDPARENT), "guest": GUEST}
_MIN_SHARE = 0.3  # a room where a person makes fewer of the visits is another's they pass through
BED = "bed"  # the kind of thing that makes the room it stands in one somebody sleeps in


def room_word(place: str) -> bool:
    """Whether a place id is said as a room of the home ("basement", "wash_house", "spare_room")."""
    words = place.split("_")
    last = words[-1]
    return bool(last) and (last in ROOM_HEADS or last.endswith("room") or len(words) > 1 and last in _BUILDINGS)


def own_rooms(visits: Iterable[Tuple[str, str, int]], people: Set[str],
              is_room: Callable[[str], bool], titles: Collection[str] = (),
              bedded: Collection[str] = (), owners: Optional[Mapping[str, str]] = None) -> Dict[str, str]:
    """Person -> the room tied to them (see the module docstring); people with none are left out.
    ``visits``: (actor, place, number of events there); ``titles``: the words people are called by
    ("cucu", "nan"): a room named for one ("cucu_room") is someone's, as a bedroom is; ``bedded``:
    the rooms a bed was seen in (`bedded_rooms`), someone's too; ``owners``: word -> the one person
    the household calls by it ("yiayia" -> despina): a room named so is hers, never a visitor's."""
    counts: Dict[str, Counter] = {}
    totals: Counter = Counter()
    for actor, place, n in visits:
        if actor in people and (sleeping_room(place, titles) or place in bedded) and is_room(place):
            counts.setdefault(actor, Counter())[place] += n
            totals[place] += n
    tied: Dict[str, str] = {}
    for person, rooms in counts.items():
        shares = [(n / totals[room], n, room) for room, n in rooms.items()
                  if _not_anothers(room, person, people, owners or {})]
        share, _, room = max(shares, default=(0.0, 0, ""))
        if share >= _MIN_SHARE:
            tied[person] = room
    return tied


def bedded_rooms(things: Iterable[Any], is_room: Callable[[str], bool]) -> FrozenSet[str]:
    """The rooms memory saw a bed standing in (things with ``category`` and ``location``): rooms
    somebody sleeps in, whatever the household named them."""
    return frozenset(t.location for t in things if t.category == BED and t.location and is_room(t.location))


def called_words(kin: Mapping[Tuple[str, str], str]) -> FrozenSet[str]:
    """The words people are called by in the home ((speaker, word) -> person), lower case, in the
    form a room id takes them ("Cucu" -> "cucu"): what a room named for someone may begin with."""
    return frozenset(word.lower().replace(" ", "_") for _speaker, word in kin)


def _not_anothers(room: str, person: str, people: Set[str], owners: Mapping[str, str]) -> bool:
    owner = room.split("_")[0]
    return owner == person or owner not in people and owners.get(owner, person) == person


def room_role(room: str) -> str:
    """The part of the household a room houses by its id ("twins_room": children), "" for none."""
    words = room.split("_")
    return ROOM_ROLES.get(words[0], "") if len(words) > 1 and words[-1] in ("room", "bedroom") else ""


def sleeping_room(place: str, titles: Collection[str] = ()) -> bool:
    """A room someone sleeps in, by its id: a bedroom ("main_bedroom"), a room named for whom it
    houses ("twins_room", "parents_room": `ROOM_ROLES`) or for a word someone is called by
    ("cucu_room"); a living room or a utility room is nobody's."""
    words = place.split("_")
    return words[-1] == "bedroom" or bool(room_role(place)) or \
        len(words) == 2 and words[1] == "room" and words[0] in titles


def with_room_titles(kin: Mapping[Tuple[str, str], str], visits: Iterable[Tuple[str, str, int]],
                     people: Set[str], words: Collection[str], robot: str) -> Dict[Tuple[str, str], str]:
    """`kin` ((speaker, word) -> person) with, as the robot's, each kin word of `words` a room is
    named for ("gran_room") calling the one who makes the most visits there: at least the share a
    room's own person makes, and more than anyone else (a room two people share names neither)."""
    counts: Dict[str, Counter] = {}
    for actor, place, n in visits:
        word, _, rest = place.partition("_")
        if rest == "room" and word in words and actor in people:
            counts.setdefault(word, Counter())[actor] += n
    used = {word for _speaker, word in kin}
    titled = {}
    for word, visitors in counts.items():
        (person, n), *others = visitors.most_common(2)
        if word not in used and n >= _MIN_SHARE * sum(visitors.values()) and (not others or n > others[0][1]):
            titled[(robot, word)] = person
    return {**titled, **kin}
