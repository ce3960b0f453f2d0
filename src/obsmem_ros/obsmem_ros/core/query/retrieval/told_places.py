"""The words of a saying that tell where a thing is or went as a thing done, read from its parse.

A saying heard after the robot last saw a thing may tell it moved ("Dev hung the apron back in his
room last night") though the reader at ingest kept no claim of it. Before its place may outrank the
robot's own look, each sentence is read for its mood, and the words that do not tell a done place
are masked (`_MASK`), so the place readers (`heard_places`) see only what was told as so:
* a sentence asked ("?"), ordered (an imperative root, "please", "can you"), or planned or wished
  (a modal or future auxiliary: "I'll take it up", "it should go in the shed", "going to put it")
  tells nothing yet;
* a place under a negated verb ("it isn't in the van") or after a source preposition ("took it
  out of the van", "brought it from the garage") is where the thing is not, and is masked; the rest
  of the sentence ("... I put it in my room") still tells;
* a sentence with a word of doubt ("I think", "maybe", "might have") tells a place, but hedged.
"""
from __future__ import annotations

from typing import Any, List, NamedTuple, Set

from obsmem_ros.core.language.syntax import analyse, imperative

from .word_stems import stem

__all__ = ["ToldPlaces", "told_places"]

_MASK = "_"
_UNDONE = frozenset("will 'll shall wo gonna would could can ca should must wanna gotta let please".split())
_DOUBT = frozenset("think thought guess reckon maybe perhaps probably might may suppose".split())
_PRONOUNS = frozenset("it them they".split())
_OWN_CLAUSES = ("conj", "ccomp", "parataxis", "advcl", "xcomp")


class ToldPlaces(NamedTuple):
    """A saying's words with every word that does not tell a done place masked, and whether a
    sentence that tells one doubts it."""

    text: str
    hedged: bool


def told_places(said: str, head: str) -> ToldPlaces:
    """`said` (standard English) with the sentences that ask, order, plan or wish masked whole, and
    those about something else (neither naming the thing's head noun, stem `head`, nor going on
    with a pronoun from a sentence that did); in the others, the places that are denied or that a
    thing came from."""
    doc = analyse(said)
    masked: Set[int] = set()
    hedged = named = False
    for sent in doc.sents:
        tokens = list(sent)
        names = any(stem(t.lower_) == head for t in tokens)
        about = names or (named and any(t.lower_ in _PRONOUNS for t in tokens))
        named = names
        if not about or _untold(sent, tokens):
            masked.update(t.i for t in tokens)
            continue
        hedged = hedged or any(t.lower_ in _DOUBT for t in tokens)
        masked.update(_denied(tokens))
        masked.update(_sources(tokens))
    words: List[str] = [_MASK if t.i in masked else t.text for t in doc]
    return ToldPlaces(" ".join(words), hedged)


def _untold(sent: Any, tokens: List[Any]) -> bool:
    """Whether a sentence asks, orders, or plans or wishes a deed not yet done."""
    if sent.text.rstrip().endswith("?") or imperative(sent.root):
        return True
    lowered = [t.lower_ for t in tokens]
    going = any(a == "going" and b == "to" for a, b in zip(lowered, lowered[1:]))
    return going or any(t.lower_ in _UNDONE or (t.tag_ == "MD" and t.lower_ not in _DOUBT) for t in tokens)


def _denied(tokens: List[Any]) -> Set[int]:
    """The words a negated verb governs, but not a clause of its own beside it ("it's not on the
    hook, I put it in my room")."""
    out: Set[int] = set()
    for neg in (t for t in tokens if t.dep_ == "neg"):
        out.update(_own_words(neg.head))
    return out


def _own_words(verb: Any) -> Set[int]:
    """A verb's subtree less the clauses hung on it that have their own verb."""
    out = {t.i for t in verb.subtree}
    for child in verb.children:
        if child.dep_ in _OWN_CLAUSES and child.pos_ in ("VERB", "AUX"):
            out -= {t.i for t in child.subtree}
    return out


def _sources(tokens: List[Any]) -> Set[int]:
    """The words of a place a thing came from: a "from" phrase, an "out of" / "off of" phrase."""
    out: Set[int] = set()
    for tok in tokens:
        before = tok.nbor(-1).lower_ if tok.i > tok.sent.start else ""
        if tok.lower_ == "from" or (tok.lower_ == "of" and before in ("out", "off")) or \
                (tok.lower_ == "off" and tok.dep_ == "prep"):
            out.update(t.i for t in tok.subtree)
    return out
