"""A spot said by the thing it stands next to is a spot inside a room.

"The gels are in the press over the kettle", "the pegs are in the press under the sink": a word
memory has never seen ("press", a cupboard to Irish and Scottish speakers) is still a spot of
furniture when the speaker places it by its neighbour (over, under, beside, behind ... another
thing): rooms and places away from home are not told apart by what they stand over. Read so, a
never-seen spot with no room said answers with the room the speaker stood in, as a known kind of
furniture does (`spoken_places` step 7), instead of staying a name no question can answer with.
A room word placed so ("the shed behind the garage") is still that room: rooms are grounded first;
and only a spot said alone counts ("on the nail in the barn by the pen": the barn holds the nail,
and the barn is where the thing is).
"""
from __future__ import annotations

import re

__all__ = ["placed_by_neighbour"]

# prepositions that place a spot against another thing, never say where it is as a whole
_BESIDE = r"(?:over|under|above|below|beneath|underneath|beside|behind|by|near|next\s+to)"
# prepositions of a spot holding or bearing the thing said
_HOLDING = r"(?:in|inside|into|on|onto)"
# what opens a noun phrase: an article, a possessive, a demonstrative
_OPENER = r"(?:the|a|an|my|our|your|his|her|their|me|ma|this|that|[\w-]+['\u2019]s)"


def placed_by_neighbour(spot: str, text: str) -> bool:
    """Whether `text` says the spot (its head word, as its id ends) as what holds or bears a thing
    ("in the press", "on the top shelf"), followed by a preposition of relative position and another
    noun phrase ("in the press over the kettle"); `spot` is an id. A place said with "at" ("at the
    shop by the station") is no spot of a room."""
    head = spot.rsplit("_", 1)[-1]
    if not head or not text:
        return False
    pattern = rf"\b{_HOLDING}\s+{_OPENER}\s+(?:[\w'-]+\s+){{0,2}}?{re.escape(head)}s?\s+{_BESIDE}\s+{_OPENER}\s+\w"
    return re.search(pattern, text.lower()) is not None
