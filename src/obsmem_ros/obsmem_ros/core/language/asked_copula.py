"""A yes/no question asked without its verb: "Mom's phone, still on the couch?", "Aji tawa still on
the counter?", "The bag of pepper sauce still in Neela suitcase?".

Speech drops the copula of a polar question in every variety (casual English, creoles, typed
messages), and the intent classifier, trained on questions that have a verb, reads such a fragment
as nothing it knows. The question is the copular one with the verb restored: "Is Mom's phone still
on the couch?". The tagger guesses at fragments ("remote still on the couch?" reads "remote" as a
verb), so a fragment is told by what it lacks, a finite verb, an auxiliary or a wh-word, and by
where the thing it names ends: at the first preposition of place or aspect adverb ("still",
"already", "yet") after its first word; a search ("anything about a laptop on the sofa?") names
no thing. A resumed pronoun after a comma ("Aja cap, it still on the bench?")
gives way to the thing it resumes; two things offered as alternatives ("the red one or the
blue?") ask a choice, not a state, and stay as said.
"""
from __future__ import annotations

from typing import Any, List, Optional

from . import syntax
from .mention_roles import PLACE_PREPS

__all__ = ["copula_restored"]

_ASPECT = frozenset({"still", "already", "yet"})   # "still on the couch?": is it where it was
_RESUMED = frozenset({"it", "they", "he", "she"})   # "Aja cap, it still ...": the topic again
_OPENERS = frozenset({"CCONJ", "INTJ"})   # "And ...", "Oh, ..." open the fragment, ask nothing
_FINITE_TAGS = frozenset({"VBZ", "VBD", "VBP", "MD"})
_CHOICE_ENDS = frozenset({"what", "not", "no"})   # "... or what?" asks nothing between two things
_INDEFINITE = frozenset({"anything", "something", "nothing", "everything", "anyone", "someone", "anybody", "somebody"})


def copula_restored(text: str) -> str:
    """`text` with the copula of a verbless yes/no question written in ("Is Mom's phone still on the
    couch?"); any other text unchanged."""
    doc = syntax.analyse(text)
    sentences = list(doc.sents)
    if not sentences:
        return text
    last = sentences[-1]
    tokens = [t for t in last if not t.is_space]
    while tokens and (tokens[0].pos_ in _OPENERS or tokens[0].dep_ == "cc" or tokens[0].is_punct):
        tokens = tokens[1:]  # "So the cooler ...": "so" (often tagged an adverb) joins, asks nothing
    asked = _asked_words(tokens)
    return text if asked is None else text[: last.start_char] + asked


def _asked_words(tokens: List[Any]) -> Optional[str]:
    """The fragment `tokens` as a copular question, or None when it is not a verbless yes/no one."""
    if not tokens or tokens[-1].text != "?" or any(_finite(t) or t.tag_ in syntax.WH_TAGS for t in tokens):
        return None
    if _offers_choice(tokens) or tokens[0].tag_ in ("VB", "VBG", "VBN") and tokens[0].dep_ == "ROOT" and \
            len(tokens) > 1 and tokens[1].pos_ == "DET":  # "Taken the bins out?": a dropped "have you"
        return None
    cut = next((i for i in range(1, len(tokens)) if _asks_of(tokens[i])), None)
    if cut is None:
        return None
    thing = [t for t in tokens[:cut] if not t.is_punct]
    if len(thing) > 1 and thing[-1].lower_ in _RESUMED:
        thing = thing[:-1]
    if all(t.pos_ == "DET" for t in thing) or thing[0].lower_ in _INDEFINITE:
        return None  # "anything about a notebook on the sofa?": a search, not a thing's state
    verb = "Are" if _plural(thing) else "Is"
    words = "".join([_unfronted(thing[0])] + [t.text_with_ws for t in thing[1:]]).rstrip()
    rest = "".join(t.text_with_ws for t in tokens[cut:])
    return f"{verb} {words} {rest}".rstrip()


def _finite(tok: Any) -> bool:
    """Whether `tok` is a finite verb or an auxiliary: the question has its verb."""
    return tok.pos_ == "AUX" or tok.tag_ in _FINITE_TAGS


def _asks_of(tok: Any) -> bool:
    """Whether `tok` opens what is asked of the thing: a preposition of place or an aspect of time."""
    return tok.lower_ in PLACE_PREPS | _ASPECT


def _offers_choice(tokens: List[Any]) -> bool:
    """Whether the fragment offers alternatives ("Weet-Bix or Nutri-Grain?"), not "... or what?"."""
    return any(t.lower_ == "or" and (i + 1 >= len(tokens) or tokens[i + 1].lower_ not in _CHOICE_ENDS)
               for i, t in enumerate(tokens))


def _plural(thing: List[Any]) -> bool:
    """Whether the named thing is plural: the tag of its last word, or "they"."""
    return thing[-1].tag_ in ("NNS", "NNPS") or thing[-1].lower_ in ("they", "them")


def _unfronted(tok: Any) -> str:
    """The first word of the thing as it reads after the verb: an article or pronoun in lower case
    ("Is the bag ..."), any other word (a name the tagger may not know) as said."""
    if tok.pos_ not in ("DET", "PRON") or tok.text == "I":
        return tok.text_with_ws
    return tok.text_with_ws[:1].lower() + tok.text_with_ws[1:]
