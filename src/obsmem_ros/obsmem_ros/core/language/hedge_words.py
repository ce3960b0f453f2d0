"""The words that hedge what a sentence tells ("I think he took it", "maybe", "it might be", "I've a
feeling"): one set per part of speech, and their union, shared by every reader of a doubted saying."""
from __future__ import annotations

from typing import FrozenSet

__all__ = ["CLAIM_DOUBT_STEMS", "DOUBT_WORDS", "HEDGES", "HEDGE_ADVERBS", "HEDGE_MODALS", "HEDGE_NOUNS", "HEDGE_VERBS"]

HEDGE_VERBS: FrozenSet[str] = frozenset({"think", "guess", "believe", "suppose", "assume", "reckon", "imagine",
                                         "suspect", "seem", "appear", "sound", "doubt"})
HEDGE_NOUNS: FrozenSet[str] = frozenset({"feeling", "hunch", "impression", "guess", "idea", "sense"})
HEDGE_ADVERBS: FrozenSet[str] = frozenset({"probably", "maybe", "perhaps", "possibly", "likely", "presumably",
                                           "apparently"})
HEDGE_MODALS: FrozenSet[str] = frozenset({"might", "may", "could", "must"})
HEDGES: FrozenSet[str] = HEDGE_VERBS | HEDGE_NOUNS | HEDGE_ADVERBS | HEDGE_MODALS
# Words of doubt looked for anywhere in a sentence, as said: the common hedging verbs (and "thought"),
# adverbs and the two modals of doubt. Smaller than HEDGES on purpose, measured: "could" and "must"
# tell ability or duty as often ("... so the twins could fly it" doubts no place), and the rarer verbs
# and nouns ("sound", "idea", "sense") hedge only in their construction, which `utterance_syntax.hedge`
# reads on the clause itself.
DOUBT_WORDS: FrozenSet[str] = frozenset({"think", "thought", "guess", "reckon", "suppose", "maybe", "perhaps",
                                         "probably", "might", "may"})
# The stems that mark a heard claim, and the question asking of it, as doubted (`claims.heard_about`
# matches word stems, so "reckoned" is "reckon"): the doubt words with those said around an uncertain
# claim ("not sure", "I believe"), and without "may", which that ranking has never counted.
CLAIM_DOUBT_STEMS: FrozenSet[str] = DOUBT_WORDS - {"may"} | {"sure", "believe"}
