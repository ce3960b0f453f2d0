"""A place someone names, grounded in the places memory knows before the claim is stored.

Speech names spots memory has never seen ("in the top drawer", "in the blue folder in the filing
cabinet, in the office", "in the cold room in the basement"); stored as said, a thing heard of
would be "on the masala" or "in the blue folder", which is no place the robot can go to or answer
with. Before a claim's place is stored it is moved to the most specific place memory can ground:

1. a room memory knows, or a thing it has seen (of several seen things of one kind, the one in
   the room the speaker is in: "they're in this fridge" said in the garage is the garage fridge,
   but not when the words name the one meant by what sets it apart: "on the kids' desk");
2. else the first place said to hold it that memory knows, walking outwards, or the seen thing a
   part said of it belongs to ("on the fridge door": the fridge; `Places.whole`);
3. else the known room its id begins with ("the hall cupboard": the hall);
4. else the widest place said that is a room of the home by its word, though the robot never went
   there (`home_rooms.room_word`: "in my swimming bag, on the hook in the wash house": the wash
   house; "the cold room in the basement": the basement), or the room word its id begins with
   ("the basement closet": the basement); a room said by a head of its own kind is that room
   whoever's it is ("Uncle Ebi's wendy house": the wendy house; `place_words.room_by_kind`), and
   never another room sharing its first word ("the back garden" is not the back room);
5. else the room of the person it is said to be of or owned by: "Kahu's room" or "my room" said
   by Kahu is the room memory ties to Kahu (`home_rooms.own_rooms`: the twins' room, when the
   robot saw Kahu go there), else kahu_room; "Biji's bed" is in Biji's room the same way; a room
   said as "ours" by someone memory ties to none is the room they share (`role_rooms.shared_room`:
   the parents' room; for a known child, the children's room); of several such places said, the
   widest ("in my handbag in our room": our room);
6. else the widest place said to hold it ("in the blue folder in the filing cabinet, in the
   office": the office), unless that is furniture;
7. else, for furniture or a container ("the top drawer", "the cabinet under the sink"; a spot
   said by its neighbour, "the press over the kettle": `neighbour_spots`), the room
   the speaker was in when speaking: people speak of the drawer of the room they stand in, and a
   never-seen spot with no room said answers with that room;
8. else the place as said ("the car": a place memory has not been to, which may be no room of
   the home).

Furniture is told by memory's own things: a spot whose head word is a kind memory has seen, or
whose words mean one of those or of the kinds every home has (`KIND_CLOSENESS`, `HOME_KINDS`:
"cabinet" lies 0.73 from a cupboard, "shoe rack" 0.56 from a shelf, while "car", "camper van" or
"school" lie below 0.4 from each).
A spot said again by its head noun alone is the one said in full ("inside the cat carrier. The
carrier's on top of the wardrobe in my room": the cat carrier is in that room).

A place named for its owner goes by the title the robot calls the owner by, when that is no form
of their name: "my room" said by Carmen, whom the robot calls Buela, is buela_room (as the
household names it), while Paolo's, called Pao, stays paolo_room.

Each place said is first read without the leading words the home never uses ("t_cellar": the
cellar, `place_words.contained`), and a room word the home does not use is the home's room of that
synonym (step 4: "the lounge room" where memory knows a living room, `place_words.room_meant`). A spot
memory does not know, said of a thing in the same utterance as a room ("I left it in the den, it's
behind the bureau"), is in that room, and the room is where the thing is (`_rooms_beside`).

A denied place ("it's not in the car") is kept as said: it only lowers belief in that place. Of
several places one utterance says a thing is at, one linking to nothing gives way to one that links
(`said_place_choice`).
"""
from __future__ import annotations

import dataclasses
import re
from dataclasses import dataclass
from typing import Any, Callable, Dict, FrozenSet, Iterable, List, Mapping, Optional, Sequence, Tuple

from obsmem_ros.core.home_rooms import room_word
from obsmem_ros.core.nesting import outward
from obsmem_ros.core.neighbour_spots import placed_by_neighbour
from obsmem_ros.core.said_place_choice import unlinked_beside_linked
from obsmem_ros.core.place_words import contained, home_words, own_room_word, room_by_kind, room_meant, weak_word
from obsmem_ros.core.language.closeness import closeness
from obsmem_ros.core.language.linking import mention_id
from obsmem_ros.core.language.person_words import household_kin, name_form
from obsmem_ros.core.language.referents import CONTAINERS
from obsmem_ros.core.language.utterance_records import ReportedThing
from obsmem_ros.core.language.utterance_syntax import PART_NOUNS

LOCATION = "location"
ROOM = "room"       # the head noun of a place said as a room ("Simran's room", "the spare room")
# How close in meaning a spot's words must lie to a kind of thing memory has seen to be furniture
# of that sort: "cabinet" and "cupboard" 0.73, "sock drawer" and "drawer" 0.70, "shoe rack" and
# "shelf" 0.56; a place away from the furniture ("car", "school", "camper van") lies below 0.4.
KIND_CLOSENESS = 0.5
# Kinds every home has, beside the ones memory saw: a spot said like them is furniture too.
HOME_KINDS = frozenset({"cupboard", "shelf", "drawer"})

Near = Callable[[str, str], float]


def _near(a: str, b: str) -> float:
    """Closeness under ingest's failure policy: no encoder, no closeness (the kinds' words alone)."""
    return closeness(a, b, encoder_required=False)


@dataclass(frozen=True)
class Places:
    """What grounding asks of memory: whether a place is a known room, the seen things (id -> an
    object with ``category``, ``name`` and ``location``), the places heard of (id -> the place said
    to hold it), the kinds of the seen things (categories and head nouns of names) and the titles
    the robot calls people by (`titles`)."""

    is_room: Callable[[str], bool]
    seen: Mapping[str, Any]
    heard: Mapping[str, str]
    kinds: FrozenSet[str] = frozenset()
    called: Mapping[str, str] = dataclasses.field(default_factory=dict)
    rooms_of: Callable[[], Mapping[str, str]] = dict  # person -> the room memory ties to them (asked lazily)
    people: FrozenSet[str] = frozenset()
    known_as: Mapping[str, Tuple[str, ...]] = dataclasses.field(default_factory=dict)  # person -> household's words
    near: Near = _near
    rooms: FrozenSet[str] = frozenset()  # the rooms memory knows, listed
    used: FrozenSet[str] = frozenset()   # the words the home's rooms, seen things and people are called by
    shared_room: Callable[[str], str] = lambda _person: ""  # person -> the room "ours" means (`role_rooms.shared_room`)

    @classmethod
    def of(cls, is_room: Callable[[str], bool], seen: Mapping[str, Any], heard: Mapping[str, str],
           called: Optional[Mapping[str, str]] = None, people: FrozenSet[str] = frozenset(),
           rooms_of: Callable[[], Mapping[str, str]] = dict,
           known_as: Optional[Mapping[str, Tuple[str, ...]]] = None, near: Near = _near,
           rooms: Iterable[str] = (), shared_room: Callable[[str], str] = lambda _person: "") -> "Places":
        """``called``: person id -> the word the robot calls them by ("carmen" -> "buela");
        ``people``: the people memory knows; ``rooms_of``: person -> their room (`role_rooms.person_rooms`);
        ``known_as``: person -> the words the household calls them by (`known_as`); ``near``: how
        close two words lie in meaning; ``rooms``: the rooms memory knows (`place_words`);
        ``shared_room``: person -> the room their "our room" names when memory ties them to none."""
        kinds = {k for t in seen.values() for k in (t.category or "", (t.name or "").rsplit(" ", 1)[-1]) if k}
        rooms = frozenset(rooms)
        return cls(is_room=is_room, seen=seen, heard=heard, kinds=frozenset(kinds), called=dict(called or {}),
                   rooms_of=rooms_of, people=frozenset(people), known_as=dict(known_as or {}), near=near,
                   rooms=rooms, used=home_words(rooms, seen, people), shared_room=shared_room)

    def plain(self, place: str) -> str:
        """`place` without the leading words the home never uses and English does not know, when
        the rest is a place memory knows, a spot in a room it knows or a room of the home by its
        word ("t_cellar": the cellar; `place_words.contained`)."""
        if self.known(place):
            return place
        return contained(place, lambda word: weak_word(word, self.used),
                         lambda rest: self.known(rest) or bool(_owner_room(rest, self)) or own_room_word(rest)) or place

    def meant_room(self, place: str) -> str:
        """The known room a room word the home never uses names by a synonym ("lounge_room": the
        living room), else `place`."""
        return room_meant(place, self.rooms) or place

    def as_called(self, place: str) -> str:
        """A place named for its owner ("carmen_room", from "my room") under a name the household
        calls the owner by that makes a place memory knows ("gran_room" for agnes, whom her
        daughter calls Mum: `known_as`), else under the name the robot calls the owner by
        ("buela_room"): the household names a person's places as it calls them."""
        owner, _, rest = place.partition("_")
        if not rest or self.known(place):
            return place
        named = (f"{mention_id(word)}_{rest}" for word in self.known_as.get(owner, ()))
        word = self.called.get(owner, "")
        return next((p for p in named if self.known(p)), f"{mention_id(word)}_{rest}" if word else place)

    def person(self, word: str) -> str:
        """The person a word of a place's id names (their id, or a title the robot or the household
        calls them by: "biji" for surjit); "" when none."""
        if word in self.people:
            return word
        return next((person for person, title in self.called.items() if mention_id(title) == word), "") or \
            next((person for person, words in self.known_as.items() if word in map(mention_id, words)), "")

    def room_of(self, place: str) -> str:
        """The room `place` is in (itself when a room), walking the seen things' locations; "" if none."""
        return next((p for p in outward(place, lambda p: self.seen[p].location if p in self.seen else "")
                     if self.is_room(p)), "")

    def furniture(self, place: str) -> bool:
        """Whether a place is furniture or a container, not a room or a place away from home: its
        head word is a kind of thing memory has seen ("top drawer": a drawer), or its words mean one
        (`KIND_CLOSENESS`: "the cabinet" where a cupboard was seen)."""
        if place.rsplit("_", 1)[-1] in self.kinds | HOME_KINDS:
            return True
        words = place.replace("_", " ")
        return not room_word(place) and any(self.near(words, kind) >= KIND_CLOSENESS
                                            for kind in self.kinds | HOME_KINDS)

    def whole(self, place: str) -> str:
        """The seen thing a part said of it belongs to, by the words before its head naming the
        thing: a part noun ("fridge_door": the fridge, "esky_lid": the esky), or a head that is no
        furniture or container by itself, said of the one such thing standing in a room ("car_boot":
        the car in the porch; not "tv_cabinet", a cabinet, nor "egg_box", a box); "" when none does."""
        words = place.split("_")
        if len(words) < 2:
            return ""
        kind = "_".join(words[:-1])
        found = [i for i, thing in self.seen.items()
                 if kind in (thing.category, mention_id(thing.name or "")) or kind == i.rsplit("_", 1)[0]]
        if words[-1] in PART_NOUNS:
            return found[0] if found else ""
        standing = [i for i in found if self.is_room(self.seen[i].location)]
        return standing[0] if len(standing) == 1 and self._part_head(words[-1], self.seen[standing[0]]) else ""

    def _part_head(self, head: str, whole: Any) -> bool:
        """Whether a spot's head word names no furniture or container by itself (the kinds of the
        thing it is said of aside: "boot" lies near no kind but the car's)."""
        own = {whole.category, (whole.name or "").rsplit(" ", 1)[-1]}
        kinds = (self.kinds - own) | HOME_KINDS
        return head not in kinds | CONTAINERS and all(self.near(head, kind) < KIND_CLOSENESS for kind in kinds)

    def holder(self, place: str) -> str:
        """The place said to hold `place`, or, when none was, the one said to hold the place its
        head noun alone names: "the cat carrier" taken up again as "the carrier"."""
        head = place.rsplit("_", 1)[-1]
        return self.heard.get(place, "") or (self.heard.get(head, "") if head != place else "")

    def known(self, place: str) -> bool:
        return bool(place) and (self.is_room(place) or place in self.seen)


def grounded_place(place: str, speaker_room: str, places: Places) -> str:
    """The place memory can ground for a place said (see the module docstring)."""
    return _grounding(place, speaker_room, places)[0]


def _grounding(place: str, speaker_room: str, places: Places, text: str = "") -> Tuple[str, str]:
    """The place memory can ground for a place said, and the spot of furniture said outermost when
    that place is only the room the speaker was in (step 7), else "": that spot is kept as said,
    in that room, so that a later sighting of it by name can still answer. `text`: the words said."""
    if places.known(place):
        return _nearest_of_kind(place, speaker_room, places, text), ""
    chain = [places.as_called(places.plain(p)) for p in _enclosing(place, places)]
    place = chain[0]
    if places.known(place):
        return _nearest_of_kind(place, speaker_room, places, text), ""
    found = next((p for p in chain[1:] if places.known(p)), "")
    found = found or places.whole(place)
    if found:
        return _kind_in_room(place, found, places) or _nearest_of_kind(found, speaker_room, places), ""
    roomed = next((room for p in chain for room in [_owner_room(p, places)] if room), "") or \
        next((places.meant_room(room) for p in reversed(chain) for room in [_said_room(p, places)] if room), "") or \
        next((room for p in reversed(chain) for room in [_persons_room(p, places, text)] if room), "")
    if roomed:
        return roomed, ""
    furniture = places.furniture(chain[-1]) or len(chain) == 1 and placed_by_neighbour(place, text)  # "the press
    # over the kettle": a spot said alone; "the nail in the barn by the pen" says the barn holds it
    if len(chain) > 1 and not furniture:
        return chain[-1], ""
    if furniture and places.is_room(speaker_room):
        return speaker_room, chain[-1]
    return place, ""


def _enclosing(place: str, places: Places) -> List[str]:
    """`place` and the places said to hold it, innermost first."""
    return list(outward(place, places.holder)) or [place]


def _owner_room(place: str, places: Places) -> str:
    """The known room a place's id begins with or whose owner it names: "basement_closet" -> the
    basement, "biji_bed" -> biji_room; "" when none."""
    words = place.split("_")
    for cut in range(len(words) - 1, 0, -1):
        prefix = "_".join(words[:cut])
        for room in (prefix, f"{prefix}_{ROOM}") if not room_by_kind(place) else (prefix,):
            if places.is_room(room):
                return room
    return ""


def _said_room(place: str, places: Places) -> str:
    """The room of the home a place unknown to memory is said as, or whose word its id begins with
    ("basement", "wash_house"; "basement_closet": the basement); of a person's place, the room said
    by its own kind ("ebi_wendy_house": the wendy house), none for their room ("kahu_room")."""
    words = place.split("_")
    if places.person(words[0]):
        rest = "_".join(words[1:])  # "Uncle Ebi's wendy house" is the wendy house; "Kahu's room" is Kahu's
        return rest if room_by_kind(rest) else ""
    return next(("_".join(words[:cut]) for cut in range(len(words), 0, -1) if room_word("_".join(words[:cut]))), "")


def _persons_room(place: str, places: Places, text: str = "") -> str:
    """The room of the person a place is said to be of ("kahu_room", "biji_bed"): the room memory ties
    to them, else, for a place said as "ours" in `text` ("the hook in our room", "in our wardrobe"),
    the room shared with others (`Places.shared_room`), else their own room by a name the household
    calls them (`Places.as_called`); "" when the place is no person's."""
    owner, _, rest = place.partition("_")
    person = places.person(owner) if rest else ""
    if not person:
        return ""
    return places.rooms_of().get(person) or (places.shared_room(person) if _said_ours(rest, text) else "") \
        or places.as_called(f"{owner}_{ROOM}")


def _said_ours(rest: str, text: str) -> bool:
    """Whether `text` says the place (its words after its owner's, "room", "wardrobe") with "our",
    a few words between at most ("our big wardrobe")."""
    words = r"\s+".join(map(re.escape, rest.split("_")))
    return bool(re.search(rf"\bour\s+(?:[\w'-]+\s+){{0,2}}?{words}s?\b", text.lower()))


def _kind_in_room(spot: str, room: str, places: Places) -> str:
    """The one seen thing of a spot's kind in the room the spot is said to be in ("the drawer in
    the garage": the garage drawer); "" when the place found is no room or none or several fit."""
    if not places.is_room(room) or not places.furniture(spot):
        return ""
    kind = spot.rsplit("_", 1)[-1]
    here = [i for i, thing in places.seen.items() if places.room_of(i) == room and i != room
            and kind in (thing.category, (thing.name or "").rsplit(" ", 1)[-1])]
    return here[0] if len(here) == 1 else ""


def _nearest_of_kind(place: str, speaker_room: str, places: Places, text: str = "") -> str:
    """`place`, or the seen thing of its kind in the speaker's room when `place` is elsewhere (a
    bare "the fridge" links to one fridge; said beside another, it means that one). A thing with a
    name of its own beyond its kind, said by that name in `text` ("the kids' desk", "the garage
    fridge"), was named, not only its kind said: it stays the one meant wherever the speaker stands."""
    thing = places.seen.get(place)
    if thing is None or not thing.category or not speaker_room or places.room_of(place) == speaker_room:
        return place
    if _named_apart(thing, text):
        return place
    here = [i for i, other in places.seen.items() if other.category == thing.category
            and places.room_of(i) == speaker_room]
    return here[0] if len(here) == 1 else place


def _named_apart(thing: Any, text: str) -> bool:
    """Whether `text` says the words that set a seen thing apart from its kind ("the kids' desk"
    of the kids' desk; not "this freezer" of the chest freezer)."""
    kind = set(mention_id(thing.category).split("_"))
    own = set(mention_id(thing.name or "").split("_")) - kind - {""}
    return bool(own) and own <= set(mention_id(text).split("_"))


def with_grounded_places(readings: Mapping[str, Any], rooms_of_speech: Mapping[str, str],
                         places: Callable[[Any], Places]) -> Dict[str, Any]:
    """The readings with each asserted place claim (and the heard-of things it places) grounded.
    ``rooms_of_speech``: event id -> the room the utterance was said in; ``places``: the `Places`
    for one reading (its own heard-of places count)."""
    out: Dict[str, Any] = dict(readings)
    for event_id, reading in readings.items():
        claims = getattr(reading, "claims", ())
        if not any(c.attribute == LOCATION and not c.negated and c.value_type == "entity" for c in claims):
            continue
        known = places(reading)
        beside = _rooms_beside(claims, known)
        known = dataclasses.replace(known, heard={**known.heard, **beside})
        moved: Dict[str, str] = {}
        spots: Dict[str, str] = dict(beside)  # a spot kept as said -> the room it was said in
        for claim in claims:
            if claim.attribute == LOCATION and not claim.negated and claim.value_type == "entity" \
                    and claim.value not in moved:
                found, spot = _grounding(claim.value, rooms_of_speech.get(event_id, ""), known,
                                         getattr(reading, "text", ""))
                moved[claim.value] = claim.value if spot else found
                if spot:
                    spots[spot] = found
        unlinked, linked = unlinked_beside_linked(
            [(c.entity, c.value) for c in claims if _moves(c, moved) and not c.correction],
            lambda said: _links(said, moved[said], spots, known))
        things = [dataclasses.replace(t, location=moved[linked[t.id]] if (t.id, t.location) in unlinked else
                                      spots.get(t.id) or moved.get(t.location) or known.plain(t.location))
                  for t in reading.things]
        things += [ReportedThing(id=spot, name=spot.replace("_", " "), category=spot.rsplit("_", 1)[-1], location=room)
                   for spot, room in spots.items() if all(t.id != spot for t in things)]
        out[event_id] = dataclasses.replace(
            reading,
            claims=tuple(dataclasses.replace(c, value=moved[c.value]) if _moves(c, moved) else c for c in claims
                         if not (_moves(c, moved) and (c.entity, c.value) in unlinked)),
            things=tuple(things))
    return out


def _rooms_beside(claims: Sequence[Any], places: Places) -> Dict[str, str]:
    """Spot -> room, for a thing said in one utterance to be in a room and at a spot memory does not
    know and that names no room ("I left my charger in the den, it's plugged in behind the
    bureau"): the spot is in that room, and the room is where the thing is."""
    said: Dict[str, List[str]] = {}
    for claim in claims:
        if claim.attribute == LOCATION and not claim.negated and not claim.correction and claim.value_type == "entity":
            said.setdefault(claim.entity, []).append(claim.value)
    found: Dict[str, str] = {}
    for values in said.values():
        rooms = {room for room in map(places.plain, values) if places.is_room(room) or own_room_word(room)}
        spots = [v for v in values if places.plain(v) not in rooms and not places.known(v) and not places.holder(v)
                 and not _owner_room(v, places) and not _said_room(v, places)]
        if len(rooms) == 1 and spots:
            found.update(dict.fromkeys(spots, rooms.pop()))
    return found


def _links(said: str, found: str, spots: Mapping[str, str], places: Places) -> bool:
    """Whether a place said grounded (`found`) to anything memory knows or the home has by its words."""
    return found != said or places.known(found) or said in spots or bool(spots.get(found)) or \
        room_word(found) or places.furniture(found) or bool(places.holder(found))


def _moves(claim: Any, moved: Mapping[str, str]) -> bool:
    return claim.attribute == LOCATION and not claim.negated and claim.value_type == "entity" and claim.value in moved


def titles(kin: Mapping[Tuple[str, str], str], robot: str) -> Dict[str, str]:
    """Person -> the word the robot calls them by when it is no form of their name ("Buela" for
    Carmen, not "Pao" for Paolo nor "Seanie" for Sean: `person_words.name_form`): their places go
    by it (`Places.as_called`)."""
    return {person: word for (speaker, word), person in kin.items()
            if speaker == robot and not name_form(mention_id(word), mention_id(person))}


def known_as(kin: Mapping[Tuple[str, str], str]) -> Dict[str, Tuple[str, ...]]:
    """Person -> the words the household calls them by (`person_words.household_kin`: a kin word only
    one person is called, or the words of a relation only one person stands in)."""
    words: Dict[str, List[str]] = {}
    for word, person in sorted(household_kin(kin).items()):
        words.setdefault(person, []).append(word)
    return {person: tuple(found) for person, found in words.items()}


_OWNER = re.compile(r"\b([A-Z][^\W\d_]+)['\u2019]s\b")  # "Biji's bed": a capitalised name owning what follows
_NO_OWNER = frozenset({"it", "that", "this", "there", "here", "what", "who", "where", "he", "she", "let", "everything",
                       "nothing", "someone", "everyone", "somebody", "everybody", "one", "today", "tomorrow"})


def named_owners(text: str) -> FrozenSet[str]:
    """The names said owning something in an utterance ("on Biji's bed": biji), as ids: people
    memory may not know by that word, whose places are theirs all the same."""
    return frozenset(mention_id(m) for m in _OWNER.findall(text) if m.lower() not in _NO_OWNER)


def heard_places(things: Sequence[Any], earlier: Mapping[str, str]) -> Dict[str, str]:
    """Place heard of -> its holder: the `earlier` ones memory keeps, then this reading's `things`."""
    found = dict(earlier)
    found.update({t.id: t.location for t in things if t.location})
    return found


__all__ = ["Places", "grounded_place", "heard_places", "named_owners", "titles", "with_grounded_places"]
