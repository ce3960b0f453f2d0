"""The conversation a sentence was said in, for linking a sentence that leaves its topic unsaid.

Speech drops what the talk is already about: "Vetkoek for the game, jam for Baba." - "Apricot jam
on mine, hey." names no vetkoek, "JJ's buying durian tonight. For me must be Mao Shan Wang." no
durian in its second sentence. Read alone, such a sentence is far in meaning from "How does he
like his vetkoek?"; read after what was said just before it, it is close. The context of a
sentence is the last utterance heard in the few minutes before its own (anyone's: the topic is
often set by someone else). The sentences of one utterance are candidates each on their own,
and they share this context: reading one after its neighbour would make the neighbour's value
its own ("Pip eats the beef kind. The fish one she sniffs at.").
"""
from __future__ import annotations

from typing import Optional

from obsmem_ros.core.records import Event, EventKind

from .context import QueryContext

RECENT_NS = 5 * 60 * 10**9  # how long a topic set by the talk before stays the topic


def heard_before(ctx: QueryContext, event: Event) -> str:
    """The words of the last utterance heard in the `RECENT_NS` before `event` ("" when none)."""
    earlier = ctx.reader.events_between(event.time_ns - RECENT_NS, event.time_ns, kinds=(EventKind.UTTERANCE,))
    said = [e for e in earlier if e.id != event.id and e.time_ns <= event.time_ns and (e.utterance or e.text)]
    last: Optional[Event] = max(said, key=lambda e: (e.time_ns, e.id), default=None)
    return (last.utterance or last.text) if last is not None else ""


def in_context(ctx: QueryContext, event: Event, sentence: str) -> str:
    """`sentence` read after what was said just before its utterance (module doc)."""
    return f"{heard_before(ctx, event)} {sentence}".strip()
