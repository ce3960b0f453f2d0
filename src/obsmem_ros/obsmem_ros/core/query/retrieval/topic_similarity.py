"""Whether a sentence speaks of what a question asks, when they share no word: by the closeness of
their MiniLM sentence embeddings (the process's one encoder, `language.shared_parser`).

"What do they like to drink?" and "In the mornings I'd rather have juice." share no word (nor a
synonym group's word), yet one answers the other. A sentence is close enough when its cosine
similarity to the question is at least `TOPIC_FLOOR` and within `TOPIC_MARGIN` of the closest
sentence. Both were set on the generator's seed-7 preference questions (the dev seed), over every
sentence with a preferring word the asked person said before the cutoff: the sentence that
answers was the closest one for every question, at 0.32-0.61; sentences on another topic reached
at most 0.31, and trailed the answering one by at least 0.10. The floor sits just below the
lowest answer, the margin at half the smallest lead.

The asked person's name is read as "someone" in the question and in the sentences: a name both
share makes a sentence on another topic look close ("Which blanket does Pip like?" and "Pip only
eats the beef kind." are at 0.38 with the name, 0.10 without), while what is asked keeps its
closeness ("Which food does someone like?" and "someone only eats the chicken kind.": 0.46).
"""
from __future__ import annotations

import re
from typing import Collection, List, Sequence, Tuple

import numpy as np

TOPIC_FLOOR = 0.30
TOPIC_MARGIN = 0.05
UNCUED_FLOOR = 0.40  # a sentence of the person's with no preferring word (see `stated`)


def closest_sentences(question: str, sentences: Sequence[str], names: Collection[str] = (),
                      floor: float = TOPIC_FLOOR) -> List[Tuple[int, float]]:
    """(index, similarity) of the sentences close enough to the question (module doc), closest
    first; `names`: the words the asked person is called by, read as "someone"; `floor`: the
    least similarity kept."""
    if not sentences:
        return []
    from obsmem_ros.core.language import shared_parser  # the one encoder of the process, loaded once

    parser = shared_parser()
    asked = parser.embed(_masked(question, names))
    sims = [float(np.dot(asked, parser.embed(_masked(s, names)))) for s in sentences]
    best = max(sims)
    if best < floor:
        return []
    kept = [(i, s) for i, s in enumerate(sims) if s >= max(floor, best - TOPIC_MARGIN)]
    return sorted(kept, key=lambda pair: -pair[1])


def _masked(text: str, names: Collection[str]) -> str:
    """`text` with each of `names` (a whole word, with or without "'s") read as "someone"."""
    words = sorted((n for n in names if n), key=len, reverse=True)
    if not words:
        return text
    pattern = r"\b(?:" + "|".join(re.escape(w) for w in words) + r")(?='s\b|\b)"
    return re.sub(pattern, "someone", text, flags=re.IGNORECASE)
