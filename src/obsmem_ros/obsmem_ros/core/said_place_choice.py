"""Of the places one utterance says a thing is at, the ones that link to what memory knows.

Speech may say a thing's place twice in one breath, once in words memory can link and once in
words it cannot ("it's in your fridge, I put it in mesel": a dialect "myself" read as a place). The
place that links to nothing names nowhere the robot can go to or answer with; the one that links
(a room or a seen thing it grounds to, a room of the home by its word, a person's room, a spot kept
in the room it was said in, furniture) is what was meant. So a place that links to nothing is
dropped when the same utterance says another place of the same thing that links; when none of
them links, or all do, every place is kept as said. A correction ("no, it's in the van") is left
alone: it replaces the earlier place by what was said, not by what memory knows.
"""
from __future__ import annotations

from typing import Callable, Dict, FrozenSet, List, Sequence, Tuple

__all__ = ["unlinked_beside_linked"]


def unlinked_beside_linked(said: Sequence[Tuple[str, str]], links: Callable[[str], bool]
                           ) -> Tuple[FrozenSet[Tuple[str, str]], Dict[str, str]]:
    """The (thing, place said) pairs of `said` (one utterance's places, corrections left out) whose
    place links to nothing (`links`) while another place said of the same thing does, and thing ->
    the first place said of it that links, for the things with such a pair."""
    places: Dict[str, List[str]] = {}
    for thing, place in said:
        places.setdefault(thing, []).append(place)
    unlinked = set()
    linked: Dict[str, str] = {}
    for thing, values in places.items():
        linking = [place for place in values if links(place)]
        if linking and len(linking) < len(values):
            unlinked.update((thing, place) for place in values if place not in linking)
            linked[thing] = linking[0]
    return frozenset(unlinked), linked
