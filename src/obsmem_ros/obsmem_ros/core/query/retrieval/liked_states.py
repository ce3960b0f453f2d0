"""The state a liking verb wants the thing asked about in ("I like my eggs scrambled", "he likes it
well done", "I like my fish fried hard"): read from the parse, for `said_values`."""
from __future__ import annotations

from typing import Any, Optional, Set

from .word_stems import stem

_BACK = frozenset({"it", "them", "em"})


def liked_state(verb: Any, asked: Set[str], doc: Any) -> Optional[Any]:
    """The word saying the state a liking verb wants the asked thing in: a clause it takes whose
    subject is the asked thing ("I like my eggs scrambled"), or a pronoun for it when the sentence
    names it ("his steak, he likes it well done"), or a participle said after the asked thing it
    takes ("I like my fish fried hard"); None when it says none. A verb the question asks is a
    deed, not a state ("Sunday must eat roti canai" for "what does she want to eat on Sunday")."""
    def is_asked(token: Any) -> bool:
        return stem(token.lemma_.lower()) in asked or stem(token.lower_) in asked

    named = any(is_asked(t) for t in doc)
    for c in verb.children:
        if c.dep_ in ("ccomp", "xcomp") and c.pos_ in ("VERB", "ADJ") and not is_asked(c) and any(
                g.dep_ == "nsubj" and (is_asked(g) or named and g.lower_ in _BACK) for g in c.children):
            return c
        if c.dep_ in ("dobj", "pobj") and is_asked(c):
            told = next((g for g in c.children if g.i > c.i and (g.dep_ == "acl" and g.pos_ == "VERB"
                                                                 or g.dep_ == "amod" and g.tag_ == "VBN")), None)
            if told is not None:
                return told
    return None
