"""The earlier words on the errand an answer's commitment speaks of: the plan it took over.

"Who's taking Jiddo to prayers?" - "Sami: 'I got it, I'll drive Jiddo'" rests on Karim's "I'll take
Baba to Jumu'ah" of the night before as much as on Sami's words: that is the plan Sami's took
over, and a listener checking the answer needs both. `revisions` follows a plan forward to the
word that answers; this looks back from the word that answers to what it revised, when the
answer was found directly (not through that chain). The same errand is judged as there
(`same_errand`: close in meaning, whatever words each speaker used), among words said the same
day or while the earlier plan was still ahead.
"""
from __future__ import annotations

from typing import List, Sequence, Set

from obsmem_ros.core.language.syntax import analyse
from obsmem_ros.core.views.commitment_view import content_words

from ..readings import CommitmentReading
from .revisions import SAME_DAY_NS, named_people, same_errand

_KEPT = 2  # the plan and one word between it and the answer are what a revision is told by


def prior_words(best: CommitmentReading, pool: Sequence[CommitmentReading], robot: str = "robot",
                question: str = "") -> List[CommitmentReading]:
    """The latest earlier commitments (at most two, newest first) on the same errand as `best`,
    said in other sentences within a day before it; or whose sentence names a thing or place the
    `question` names (`asked_things`: "who's driving her to the airport now?" - "I can't do the
    airport" is the plan given up, however far in meaning its sentence lies from the answer's)."""
    said = best.commitment
    people = named_people(pool, robot)
    asked = asked_things(question, people)
    earlier = [r for r in pool if r.commitment.source_event_id != said.source_event_id
               and 0 < said.created_ns - r.commitment.created_ns <= SAME_DAY_NS + SAME_DAY_NS // 3]
    earlier.sort(key=lambda r: (r.commitment.created_ns, r.commitment.id), reverse=True)
    found: List[CommitmentReading] = []
    seen_sentences = set()
    for reading in earlier:
        source = reading.commitment.source_event_id
        if source in seen_sentences:
            continue
        if same_errand(reading.commitment, said, people) or asked & content_words(reading.commitment.text):
            found.append(reading)
            seen_sentences.add(source)
        if len(found) == _KEPT:
            break
    return found


def asked_things(question: str, people: Set[str]) -> Set[str]:
    """The content words of the nouns a question names, people aside ("Costco", "the airport")."""
    nouns = [t.text for t in analyse(question) if t.pos_ in ("NOUN", "PROPN")] if question else []
    return {w for w in content_words(" ".join(nouns)) if w not in people}
