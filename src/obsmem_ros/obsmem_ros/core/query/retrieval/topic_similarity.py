"""Whether a sentence speaks of what a question asks, when they share no word: by the closeness of
their MiniLM sentence embeddings (`language.closeness`: the answerers' one embedding and cosine).

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
A number said in words from ten up is read in digits, as the encoder is closer to a question on a
measure for digits ("My ideal is 19 degrees": 0.46 to "How warm does someone like the heating?",
0.37 with "nineteen"); smaller ones stay words ("the salmon one" names no number).
"""
from __future__ import annotations

import re
from typing import Collection, List, Sequence, Tuple

from obsmem_ros.core.language.closeness import closeness

from .said_numbers import NUMBER_WORDS, said_number

TOPIC_FLOOR = 0.30
TOPIC_MARGIN = 0.05
UNCUED_FLOOR = 0.40  # a sentence of the person's with no preferring word (see `stated`)


def closest_sentences(question: str, sentences: Sequence[str], names: Collection[str] = (),
                      floor: float = TOPIC_FLOOR) -> List[Tuple[int, float]]:
    """(index, similarity) of the sentences close enough to the question (module doc), closest
    first; `names`: the words the asked person is called by, read as "someone"; `floor`: the
    least similarity kept (a text the encoder fails on is close to nothing: `closeness`)."""
    if not sentences:
        return []
    asked = _in_digits(_masked(question, names))
    sims = [closeness(asked, _in_digits(_masked(s, names))) for s in sentences]
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


def _in_digits(text: str) -> str:
    """`text` with each number from ten up said in words written in digits ("twenty-two" -> 22)."""
    def digits(match: re.Match) -> str:
        value = said_number(match.group(0))
        return value if value is not None and float(value) >= 10 else match.group(0)
    return NUMBER_WORDS.sub(digits, text)
