"""Whether a report memory filed under a thing it saw speaks of another thing: the one the question
asks about, by the report's own words.

The reader links a saying's name for a thing to the seen thing that name lies closest to ("the space
heater" to the thermostat, "the big cooler" to the blue cooler bag, "the box of baubles" to the box
of fairy lights), and keeps the report as a later word on the seen thing. When the question names its
thing by a word of that saying that none of the seen thing's names holds (a word of the asked noun
phrase, not of a place it is asked at, shared with the saying: "space heater", "big", "baubles"),
it asks about the thing heard of, not the one seen: the report answers, as a place said of a thing
the robot never saw. A question asked in the seen thing's own words ("where's the cooler bag?") keeps
the robot's look.
"""
from __future__ import annotations

from typing import Set

from obsmem_ros.core.language.syntax import analyse, stop_words
from obsmem_ros.core.records import Fact

from .context import QueryContext
from .events import safe_event
from .heard_varieties import speakers_varieties, standard_text
from .word_stems import ASKING_STEMS, stem, stems

__all__ = ["speaks_of_another"]

_NAMING = ("NOUN", "PROPN", "ADJ")  # the words of a noun phrase that tell its thing apart


def speaks_of_another(ctx: QueryContext, entity: str, report: Fact) -> bool:
    """Whether `report` (a place said of the seen thing `entity`) names, in words the question asks
    its thing by, a thing none of `entity`'s names call so (see the module docstring)."""
    event = safe_event(ctx, report.source_event_id) if report.source_event_id else None
    if event is None or not event.utterance:
        return False
    said = stems(standard_text(event, speakers_varieties(ctx)))
    apart = (_asked_words(ctx) & said) - _names(ctx, entity) - stems(report.value) - ASKING_STEMS
    return bool(apart)


def _asked_words(ctx: QueryContext) -> Set[str]:
    """The stems of the naming words of the question's noun phrases that are no place asked at
    (under no preposition but "of") and name no person."""
    people = ctx.reader.people()
    out: Set[str] = set()
    for chunk in analyse(ctx.plan.question).noun_chunks:
        if chunk.root.dep_ == "pobj" and chunk.root.head.lower_ != "of":  # "the box of baubles" names one thing
            continue
        out |= {stem(t.lower_) for t in chunk if t.pos_ in _NAMING and t.lower_ not in stop_words()
                and ctx.person_of(t.lower_) not in people}
    return out


def _names(ctx: QueryContext, entity: str) -> Set[str]:
    """The stems of every word memory calls a thing by: its id, name, aliases and kind."""
    record = ctx.entity_record(entity)
    words = [entity, ctx.display(entity)]
    if record is not None:
        words += [record.name or "", record.category or "", *record.aliases]
    return stems(" ".join(words))
