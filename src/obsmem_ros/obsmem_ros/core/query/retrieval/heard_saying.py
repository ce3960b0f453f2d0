"""Who said it, when the words of a source question name nothing memory holds ("Who told you the
butcher shuts at noon?", "Who's saying the dog's walking better?"): the utterances heard that say
most of what the question says.

The question's content words (less those of asking: "who", "said", "reckon") are compared with
each utterance in standard words, both read with the varieties the household speaks (Scots "wan o'
his socks" says "one of his socks"). An utterance counts when it shares at least `MIN_SHARED` of
them and at least half; it scores the words it shares plus how closely it says them (the run said
in order, a point off for asking: `said_order`), and the closest in meaning (`language.closeness`)
decides among those scoring as high. Whose words they were is then read as for any utterance heard
(``relayed.heard_origins``).
"""
from __future__ import annotations

import re
from typing import List, Set

from obsmem_ros.core.language.closeness import closeness
from obsmem_ros.core.language.syntax import normalise
from obsmem_ros.core.records import Event, EventKind

from .retold_stems import content_stems, stems
from .context import QueryContext
from .heard_varieties import speakers_varieties, standard_text
from .said_order import says_closely

__all__ = ["MIN_SHARED", "heard_saying"]

MIN_SHARED = 2
_CANDIDATES = 40


def heard_saying(ctx: QueryContext) -> List[Event]:
    """Utterances that say what the question asks who said, best first; [] without a text index."""
    index = ctx.text_index
    if index is None:
        return []
    index.sync(ctx.reader)
    spoken = speakers_varieties(ctx)
    asked = _asked(ctx.plan.question, frozenset().union(*spoken.values()) if spoken else frozenset())
    if len(asked) < MIN_SHARED:
        return []
    hits = index.search(ctx.plan.question, k=_CANDIDATES, since_ns=ctx.origin_ns, until_ns=ctx.now_ns)
    scored = []
    for event in ctx.reader.events([h.id for h in hits]):
        if event.kind is not EventKind.UTTERANCE or event.actor == ctx.reader.robot_id:
            continue
        said = standard_text(event, spoken)
        shared = len(asked & stems(said))
        if shared >= MIN_SHARED and 2 * shared >= len(asked):
            scored.append((shared + says_closely(ctx.plan.question, said), event, said))
    top = max((s for s, _e, _w in scored), default=0)
    best = [(closeness(ctx.plan.question, said), event) for score, event, said in scored if score == top]
    return [event for _c, event in sorted(best, key=lambda b: (-b[0], -b[1].time_ns))]


def _asked(question: str, varieties: frozenset) -> Set[str]:
    """The content stems of a question in standard words (no numbers)."""
    return {w for w in content_stems(normalise(question, varieties)) if not re.fullmatch(r"\d+", w)}
