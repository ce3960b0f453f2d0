"""Denials that name the place a thing was seen in the speaker's own words.

"Kofi's shoes are not in the hall, Kwame has taken them to the veranda" denies where the robot saw
the shoes, though memory calls that room `living_room` and knows no "hall"; "my racket not at the
shoe rack already" reaches memory as a denial of "shoe", a word of the rack's name. A denial is
matched to the thing's place by id first (`BeliefView._denials`); this module adds the denials
whose place memory links to nothing it knows, when they still name that place:

* the denied words are words of the name, category or id of the place or a holder up its chain
  ("shoe" of "shoe rack"); or
* the same speaker, in the same breath, says plainly where the thing is instead ("not in the hall
  ... taken them to the veranda"): a denial of a place memory does not know, followed by the
  thing's new place, is said against where the listener believes it is.

A denied place memory does know (another room, another piece of furniture) is never taken for the
seen one: "it's not in the kitchen" says nothing of the living room.
"""
from __future__ import annotations

import re
from typing import List, Optional, Sequence, Set

from obsmem_ros.core.place_words import called_by
from obsmem_ros.core.records import Fact
from obsmem_ros.core.views.event_view import EventView
from obsmem_ros.core.views.state_view import PRIMARY, StateView

_DESCRIBED = ("name", "category", "location")


def place_words(states: StateView, place: str, as_of_ns: Optional[int]) -> Set[str]:
    """The words memory calls a place by (`place_words.called_by`), its name and category as seen."""
    heads = (states.head(place, attribute, PRIMARY, as_of_ns) for attribute in ("name", "category"))
    return called_by(place, *(h.value for h in heads if h is not None and isinstance(h.value, str)))


def unlinked_denials(states: StateView, events: EventView, fact: Fact, holders: Sequence[str],
                     denials: Sequence[Fact], as_of_ns: Optional[int], limit: int) -> List[Fact]:
    """Of the pair's `denials`, the later ones whose place memory knows nothing by, that name the
    fact's place or a holder by its words, or come with a plain new place from the same speaker
    (module doc)."""
    found: List[Fact] = []
    for denial in denials:
        value = denial.value
        if denial.time_ns <= fact.time_ns or not isinstance(value, str) or value in holders \
                or _known(states, events, value, as_of_ns):
            continue
        said = set(re.findall(r"[a-z]+", value.lower()))
        named = bool(said) and any(said <= place_words(states, h, as_of_ns) for h in holders)
        if named or _placed_instead(states, fact, denial, as_of_ns, limit):
            found.append(denial)
    return found


def _known(states: StateView, events: EventView, value: str, as_of_ns: Optional[int]) -> bool:
    """Whether memory knows `value` as a room or a thing (it has a name, a category or a place)."""
    return events.is_room(value) or any(states.head(value, a, PRIMARY, as_of_ns) is not None for a in _DESCRIBED)


def _placed_instead(states: StateView, fact: Fact, denial: Fact, as_of_ns: Optional[int], limit: int) -> bool:
    """Whether the denial's speaker said plainly in the same utterance where the thing is now."""
    return any(r.source_event_id == denial.source_event_id and r.reporter == denial.reporter and r.value != fact.value
               and states.confidence(r) >= 1.0
               for r in states.reports(entity=fact.entity, attribute=fact.attribute, value=None,
                                       reporter=denial.reporter, cutoff=as_of_ns, limit=limit))
