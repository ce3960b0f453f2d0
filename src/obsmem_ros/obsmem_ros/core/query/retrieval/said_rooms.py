"""The rooms one saying names, read again at question time: a room word ("carport", "back
porch", "down cellar"), a person's room ("my room" is the speaker's, "Nana's room", "under Nana's
bed") or a part of the household's ("my parents' bed"), and "here", the room the speaker was in.

Read by `heard_places` for a thing memory holds no place for, and by `said_spots` for the room of a
spot memory only heard of: a spot said beside a room ("down the cellar in the beer fridge") stands
in that room, not in the room the speaker stood in.
"""
from __future__ import annotations

import re
from typing import List, Sequence, Set, Tuple

from obsmem_ros.core.home_rooms import ROOM_ROLES, room_word
from obsmem_ros.core.language.syntax import english_words, stop_words
from obsmem_ros.core.records import Event

from .context import QueryContext
from .word_stems import ASKING, stem

__all__ = ["MASK", "masked_words", "rooms_said"]

MASK = "_"  # a word set aside (the asked thing's own, a person's): it names no room
_OWNED_ROOM = re.compile(r"\b(my|our|[^\W\d_]+?)(?:'s|s')?\s+(?:(?:bed)?room|bed)\b")  # a bed: its sleeper's room
_WORD = re.compile(r"(?:[^\W\d_]|')+")
_HERE = re.compile(r"\b(?:in|out|up|down|over) here\b")
_OWNED = ("room", "bedroom")
# the closed classes a room word follows without being named by them (prepositions, determiners)
_CLOSED = ASKING | frozenset("into onto inside outside out over under underneath behind beside near off from with "
                             "through round around across along toward towards their his her its some any every "
                             "each other another".split())


def masked_words(said: str, thing: Set[str]) -> List[str]:
    """The lower-case words of a saying, each word of the asked thing (its stem, a possessive
    dropped, in `thing`) set aside as `MASK`: the thing's own words name no room ("the dog's bed")."""
    return [MASK if stem(w[:-2] if w.endswith("'s") else w) in thing else w for w in _WORD.findall(said.lower())]


def rooms_said(ctx: QueryContext, event: Event, words: Sequence[str], *, here: bool = True) -> List[Tuple[int, str]]:
    """The rooms an utterance (its lower-case `words`) names, by position: a room word, a person's
    room, and with `here` "here" (where the speaker was)."""
    text = " ".join(words)
    found: List[Tuple[int, str]] = []
    for match in _OWNED_ROOM.finditer(text):
        owner = _owner(ctx, match.group(1), event.actor)
        if owner:
            found.append((match.start(), _room_of(ctx, owner, match.group(1) == "our")))
    for i, word in enumerate(words):
        before = words[i - 1] if i else ""
        if not room_word(word):
            continue
        if before in english_words() and before not in _CLOSED:  # "the back porch", "the box room"
            found.append((len(" ".join(words[:i - 1])), f"{before}_{word}"))
        elif word not in _OWNED:  # "room" alone is someone's
            found.append((len(" ".join(words[:i])), word))
    if here and event.location and ctx.reader.is_room(event.location):
        found += [(m.start(), event.location) for m in _HERE.finditer(text)]
    return sorted(found)


def _room_of(ctx: QueryContext, owner: str, ours: bool) -> str:
    """The room of an owner said; "our room" is the room the speaker shares with others, where memory
    ties them to none (`Reader.own_room`, shared: the parents' room of someone not known as a child)."""
    room = f"{owner}_room"
    return (ctx.reader.own_room(room, at_ns=ctx.now_ns, shared=True) or room) if ours else room


def _owner(ctx: QueryContext, word: str, speaker: str) -> str:
    """Whose room a possessive word names: the speaker's for "my"/"our", a part of the household a
    home names rooms for ("parents"), a person memory knows by that name, else none."""
    if word in ("my", "our"):
        return speaker
    if word in ROOM_ROLES:  # "the kids' room", "under my parents' bed": the room of that part of the household
        return word
    if word in stop_words() or word == MASK:
        return ""
    person = ctx.person_id(word, speaker)
    return person if person in ctx.reader.people() else ""
