"""A noun's contracted "is" written out before the parser reads it: "Music's my channel", "the
green one's the one I use", "Dad's the one who drives".

The small tagger reads "'s" after a noun as a possessive marker, so a verbless sentence has no
copula and its subject becomes the owner of what follows ("Music's my channel" parsed as one noun
phrase: "Music's my-channel"). A possessive is never followed by a determiner or a possessive
pronoun ("Bob's the" or "Bob's my" cannot mean Bob's thing), so there "'s" is the verb. Left as
said: pronouns and wh-words the tagger already reads ("it's", "where's"), "let's", and a place
named by its owner after a preposition ("at Nan's the other day").
"""
from __future__ import annotations

import re

__all__ = ["copula_written_out"]

_DETERMINERS = r"(?:my|your|his|her|our|their|the|a|an|this|that|these|those|no)"
_CONTRACTED = re.compile(r"(?<![\w'])(?:(?P<before>\w+)\s+)?(?P<noun>[^\W\d_]+)'s(?=\s+" + _DETERMINERS + r"\b)",
                         re.IGNORECASE)
_KEPT = frozenset({"it", "that", "this", "he", "she", "there", "here", "what", "where", "who", "how", "when", "why",
                   "which", "let", "one", "everyone", "everything", "nothing", "something", "someone", "anyone"})
_PLACE_BEFORE = frozenset({"at", "to", "from", "in", "by", "round", "around", "over", "near", "past", "till", "until"})


def copula_written_out(text: str) -> str:
    """`text` with a noun's "'s" before a determiner written as "is" ("Music's my channel" ->
    "Music is my channel"); everything else as said."""
    def word(m: "re.Match[str]") -> str:
        before, noun = m.group("before") or "", m.group("noun")
        if noun.lower() in _KEPT or before.lower() in _PLACE_BEFORE:
            return m.group(0)
        return f"{before} {noun} is" if before else f"{noun} is"
    return _CONTRACTED.sub(word, text)
