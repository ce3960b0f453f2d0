"""The alternatives a question offers: "Does Ana use the kettle or the pan?", "Tea or coffee, which
does he drink?", "Should she take them with food or on an empty stomach?".

The alternatives are the phrases an "or" joins in the asking sentence (things, or phrases with a
preposition), read from the parse: the answer is one of them. A value found is answered as the
alternative it falls in ("food" -> "with food"); choices seen are counted among the things the
alternatives name only (`observed_habits`). Two deeds of one doer are alternatives too ("would he
rather walk to the doctors or go in the van?"); clauses joined by "or" ("is she still doing it or
is someone else?") offer none.
"""
from __future__ import annotations

import re
from typing import Any, List, Tuple

from ..language.syntax import analyse, normalise
from .lexicon import DETERMINERS

__all__ = ["alternative_of", "offered", "offers_deeds", "told_apart"]

_PHRASE_HEADS = frozenset({"NOUN", "PROPN", "ADP", "ADJ"})  # "hot or cold milk" offers two adjectives
_ONES = frozenset({"one", "ones"})  # "the blue one", whatever the tagger calls it (often a number)


def offered(question: str) -> Tuple[str, ...]:
    """The phrases an "or" joins in the question's asking sentence, as said, lower case; () when
    there is none or it joins clauses."""
    heads = _alternative_heads(question)
    return tuple(_words(t, heads[0]) for t in heads) if heads else ()


def offers_deeds(question: str) -> bool:
    """Whether the alternatives are deeds ("walk to the doctors or go in the van"): the answer is
    the words of the deed chosen that the sentence says ("i'd sooner walk it" -> walk)."""
    heads = _alternative_heads(question)
    return bool(heads) and heads[0].pos_ == "VERB"


def _alternative_heads(question: str) -> List[Any]:
    """The head words of the phrases an "or" joins in the question, first the one before it."""
    doc = analyse(normalise(question))
    for tok in doc:
        if tok.lower_ != "or" or tok.dep_ != "cc" or not (_phrase_head(tok.head) or tok.head.pos_ == "VERB"):
            continue
        first = tok.head
        others = [c for c in first.children if c.dep_ == "conj" and c.i > tok.i
                  and (_phrase_head(c) or _deed(c, first))]
        if others:
            return [first, *others]
    return []


def _phrase_head(tok: Any) -> bool:
    """Whether a word heads a phrase that can be offered: a thing, a phrase with a preposition, a
    describing word, or "one" standing for the thing ("the gold or the blue one")."""
    return tok.pos_ in _PHRASE_HEADS or tok.lower_ in _ONES


_NOT_OF_DEED = frozenset({"nsubj", "aux", "neg", "cc", "conj", "punct"})
_RATHER = frozenset({"rather", "sooner"})


def _deed(verb: Any, first: Any) -> bool:
    """Whether a verb joined by "or" is a second deed of the same doer, both bare ("would he rather
    walk to the doctors or go in the van?"), not a clause of its own ("... or do you want coffee",
    "is he still cooking or has someone taken over?")."""
    return verb.tag_ == "VB" and first.tag_ == "VB" and not any(
        c.dep_ in ("nsubj", "aux") for c in verb.children)


def _words(tok: Any, first: Any) -> str:
    """A phrase of an alternative: a thing with its modifiers ("the tumble dryer"), a phrase with
    a preposition whole ("on an empty stomach"), the last with what "and" joins to it (`_dish_end`);
    none of the other alternatives' words."""
    if tok.pos_ == "VERB":  # "walk to the doctors", not "would grandad rather walk ..."
        skip = {t.i for c in tok.children if c.dep_ in _NOT_OF_DEED or c.lower_ in _RATHER for t in c.subtree}
        words = [t for t in tok.subtree if t.i not in skip and not t.is_punct]
    elif tok.pos_ == "ADP":
        skip = {t.i for c in tok.children if c.dep_ in ("conj", "cc") for t in c.subtree} if tok is first else set()
        words = [t for t in tok.subtree if t.i not in skip and not t.is_punct]
    else:
        end = _dish_end(tok) if tok is not first else tok.i
        words = [t for t in tok.doc[tok.left_edge.i: end + 1] if not t.is_punct or t.text == "-"]
    return re.sub(r"\s*-\s*", "-", " ".join(t.lower_ for t in words)).strip()


def _dish_end(tok: Any) -> int:
    """Where the last alternative ends: with the nouns "and" joins to it, one dish or one set
    offered whole ("turkey or chicken and dumplings": chicken and dumplings)."""
    joined = [c for c in tok.children if c.dep_ == "conj" and c.pos_ in ("NOUN", "PROPN")]
    if not joined or not any(c.dep_ == "cc" and c.lower_ == "and" for c in tok.children):
        return tok.i
    return max(t.i for t in joined[-1].subtree if not t.is_punct)


def alternative_of(question: str, value: str) -> str:
    """The alternative of the question `value` falls in (the one that holds all its words, the
    only one; else the only one whose words telling it apart the value says), as said without its
    article; `value` itself when none or several do. A value denied ("not paratha") falls in the
    other of two alternatives: what is left to choose."""
    denied = value.lower().startswith("not ")
    said = set(re.findall(r"[^\W\d_]+", value.lower())) - ({"not"} if denied else set())
    if not said or offers_deeds(question):  # a deed is answered by the words the sentence said of it
        return value
    alternatives = offered(question)
    holding: List[str] = [a for a in alternatives if said <= set(re.findall(r"[^\W\d_]+", a))]
    if not holding:  # "not none of that dry old white meat": the one whose telling-apart words it says
        holding = [a for a, apart in zip(alternatives, told_apart(question)) if set(apart.split()) <= said]
    if len(holding) != 1 or denied and len(alternatives) != 2:
        return value
    if denied:
        holding = [a for a in alternatives if a != holding[0]]
    words = holding[0].split()
    return " ".join(words[1:] if words[0] in DETERMINERS and len(words) > 1 else words)


def told_apart(question: str) -> List[str]:
    """The alternatives the question offers by the words that tell them apart ("a window seat or an
    aisle seat" -> window, aisle; "with food or on an empty stomach" kept whole): what tells one from
    the other is the answer."""
    phrases = [" ".join(p.split()[1:]) if p.split()[0] in DETERMINERS and len(p.split()) > 1 else p
               for p in offered(question)]
    shared = set.intersection(*(set(p.split()) for p in phrases)) if phrases else set()
    apart = [" ".join(w for w in p.split() if w not in shared) for p in phrases]
    return apart if all(apart) else phrases
