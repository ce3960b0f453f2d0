"""Where a speaker says a thing will be found ("You'll find the remote on the coffee table", "you
can find my keys in the hallway drawer"): a claim of where it is now, not a task for later. The
future is the finder's, not the thing's: it is there already."""
from __future__ import annotations

from typing import Any, List

from . import utterance_syntax as sx
from .claims import origin
from .place_phrases import place_of
from .referents import ReadingContext, referent
from .utterance_records import Claim

_FINDING = frozenset({"find", "spot"})
_FINDERS = frozenset({"you", "they", "anyone", "anybody", "everyone", "we"})


def finds_at(pred: Any) -> bool:
    """A clause telling the listener where they will find a thing: a verb of finding whose finder is
    the listener (or anyone) with a thing as its object, not a question or a denial."""
    finder = sx.subject(pred)
    return (pred.lemma_.lower() in _FINDING and finder is not None and finder.lower_ in _FINDERS
            and sx.direct_object(pred) is not None and not sx.negated(pred) and not sx.is_question(pred.doc))


def found_claims(pred: Any, ctx: ReadingContext) -> List[Claim]:
    """The claim that the thing found is at the place said (none when no place is said)."""
    target = sx.direct_object(pred)
    entity = referent(target, ctx)
    place = place_of([pred, target], entity, ctx) if entity else None
    if not place or place == entity:
        return []
    return [Claim(entity=entity, attribute="location", value=place, value_type="entity",
                  words=ctx.said.get(entity, ""), origin=origin(pred, ctx))]
