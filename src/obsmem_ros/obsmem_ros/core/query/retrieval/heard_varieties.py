"""A heard utterance read in standard words, with every variety of English its speaker has been
heard to speak up to the question's cutoff.

The write side reads an utterance with the varieties its speaker had shown by then; a question is
asked later, when memory may know more: a grandmother's first "Ah take ma tea strong" comes before
the "cannae" that marks her speech as Scots, so at question time her "Ah" is read as "I" and her
"ma" as "my" (`language.varieties`), and the parse finds the habit she states. Memory keeps the
varieties each speaker has shown as they are heard (``core/speaker_varieties.py``): the question
reads them as of its cutoff, not by walking every utterance.
"""
from __future__ import annotations

from typing import Dict, FrozenSet

from obsmem_ros.core.language.syntax import normalise
from obsmem_ros.core.records import Event

from .context import QueryContext


def speakers_varieties(ctx: QueryContext) -> Dict[str, FrozenSet[str]]:
    """Per speaker, the varieties their utterances up to the cutoff are marked with."""
    return ctx.reader.speaker_varieties(ctx.now_ns)


def standard_text(event: Event, spoken: Dict[str, FrozenSet[str]]) -> str:
    """The words of a heard event as the parser reads them, with its speaker's varieties."""
    return normalise(event.utterance or event.text, spoken.get(event.actor, frozenset()))
