"""The state a liking verb wants the thing asked about in ("I like my eggs scrambled", "he likes it
well done", "I like my fish fried hard"), or a sentence names it in ("the flan, not so sweet"):
read from the parse, for `said_values`."""
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


def state_of_asked(doc: Any, asked: Set[str]) -> str:
    """The state the sentence wants the asked thing in, when it names no other thing ("make my
    cocoa thick", "keep my soup hot" -> thick, hot), with the words before it that deny it ("the
    flan, not so sweet" -> not so sweet)."""
    for token in (t for t in doc if stem(t.lemma_.lower()) in asked or stem(t.lower_) in asked):
        if token.dep_ == "nsubj" and token.head.pos_ == "ADJ":
            return _graded(token.head)
        state = next((c for c in token.head.children if c.dep_ in ("oprd", "acomp") and c.pos_ == "ADJ"), None)
        if token.dep_ == "dobj" and state is not None:
            return _graded(state)
    return ""


def _graded(state: Any) -> str:
    """A state with the run of words right before it that deny and grade it ("not so sweet"),
    wherever the parse hung them; a state only graded is the state alone ("very milky" is milky)."""
    start = state.i
    while start > 0 and state.doc[start - 1].dep_ in ("advmod", "neg") and state.doc[start - 1].pos_ in ("ADV", "PART"):
        start -= 1
    run = state.doc[start:state.i + 1]
    return (run if any(t.dep_ == "neg" for t in run) else state).text.lower()
