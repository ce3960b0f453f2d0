"""The phrase an exclusive "only" picks out: what someone has, and nothing else.

"I only drink the oat milk", "We only buy Basmati", "I don't wear the wool socks, only the cotton
ones", "For me, only the crusts": the focused phrase is the value the speaker holds to, whatever
the rest of the sentence names. It is no denial even after a negated clause (the "only" sets it
against what that clause denied), and a thing the sentence names outside it is one the speaker
does not have: "the cola's too sweet, I only drink lemonade" says no to the cola.
"""
from __future__ import annotations

from typing import Any, List, Set

from obsmem_ros.core.language.value_spans import up_to_contrast

from .taken_phrases import EXCEPTING

__all__ = ["excepted", "excepted_words", "focused_phrase", "focused_value", "focused_words"]

_EXCLUSIVE = frozenset({"only"})
_NOMINAL = frozenset({"NOUN", "PROPN"})
_INSIDE = frozenset({"compound", "nmod", "amod"})  # "only da dark meat": the tagger hangs "only" on a modifier
_RUN = _NOMINAL | {"ADJ", "CCONJ", "DET", "NUM"}
_NONE = frozenset({"nothing", "none"})


def focused_phrase(doc: Any) -> List[Any]:
    """The words the sentence's first exclusive "only" focuses, up to their noun, without articles
    and what is set against them: the noun phrase it opens ("..., only the pine cleaner") or the object of the
    verb it modifies, when that verb is not negated ("I only drink monster"); or what "nothing but"
    picks out (`excepted`); [] when none ("not only" includes, it does not exclude)."""
    for tok in doc:
        only = excepted(tok)
        if only is not None:
            phrase = excepted_words(only)
        elif tok.lower_ not in _EXCLUSIVE or tok.dep_ != "advmod" or _not_before(tok):
            continue
        else:
            phrase = _only_phrase(tok)
        phrase = [t for t in up_to_contrast(phrase) if t.dep_ != "det" and not t.is_punct]
        if phrase:
            return phrase
    return []


def excepted(tok: Any) -> Any:
    """The phrase "nothing but" or "none except" picks out ("I don't want nothing but tea and
    toast", "she drinks nothing except rooibos"): the only thing had, however the verb is negated
    (a "nothing" after a "don't" agrees with it, it does not undo it); None for any other word."""
    if tok.lower_ not in _NONE:
        return None
    prep = next((c for c in tok.children if c.dep_ == "prep" and c.lower_ in EXCEPTING), None)
    return next((c for c in prep.children if c.dep_ == "pobj"), None) if prep is not None else None


def excepted_words(only: Any) -> List[Any]:
    """The words of the phrase `excepted` picks out, without its article: the run of nouns, their
    modifiers and the ones "and" joins ("tea and toast"), up to the last noun of that run (a
    recogniser's "a chip butty honest nothing else" ends before "nothing")."""
    run = []
    for t in (t for t in only.subtree if t.i >= only.i or t.dep_ != "det"):
        if t.i > only.i and t.pos_ not in _RUN:
            break
        run.append(t)
    nouns = [n for n, t in enumerate(run) if t.pos_ in _NOMINAL]
    return run[:nouns[-1] + 1] if nouns else run


def _only_phrase(tok: Any) -> List[Any]:
    """The words an "only" (`tok`) focuses: the noun phrase it opens, or the object of the verb it
    modifies when that verb is not negated."""
    head = tok.head
    if head.pos_ in _NOMINAL | {"ADJ"} and head.i > tok.i and head.dep_ != "npadvmod":  # "only a bit cold"
        while head.dep_ in _INSIDE and head.head.pos_ in _NOMINAL and head.head.i > head.i:
            head = head.head
        phrase = [t for t in head.subtree if tok.i < t.i and (t.i <= head.i or _of_phrase(t, head))]  # "only fever
        # grass for me": not "for me"; "only a splash of milk": the milk too
    elif head.pos_ == "VERB" and not any(c.dep_ == "neg" for c in head.children):
        obj = next((c for c in head.children if c.dep_ in ("dobj", "attr") and c.i > head.i), None)
        phrase = [t for t in obj.subtree if t.i <= obj.i or _of_phrase(t, obj)] \
            if obj is not None and obj.pos_ in _NOMINAL else []
    else:
        phrase = []
    return phrase


def focused_value(doc: Any, people: Set[str]) -> str:
    """What an exclusive "only" sets against a negated clause before it when no liking verb takes a
    phrase ("I don't use bleach on it, only vinegar": `focused`), not a person called; "" when
    nothing before it is denied (the other readings tell what the sentence prefers then)."""
    phrase = focused_phrase(doc)
    if not phrase or not any(t.dep_ == "neg" and t.i < phrase[0].i for t in doc):
        return ""
    words = [t.text.lower() for t in phrase]
    return " ".join(words) if not set(words) & people else ""


def focused_words(doc: Any) -> Set[str]:
    """The lower-cased words of `focused_phrase`."""
    return {t.lower_ for t in focused_phrase(doc)}


def _not_before(tok: Any) -> bool:
    return tok.i > 0 and tok.doc[tok.i - 1].lower_ in ("not", "n't")


def _of_phrase(token: Any, head: Any) -> bool:
    """Whether `token` is in the "of" phrase right after `head` ("a splash of milk")."""
    prep = next((c for c in head.children if c.dep_ == "prep" and c.lower_ == "of" and c.i == head.i + 1), None)
    return prep is not None and any(t.i == token.i for t in prep.subtree)
