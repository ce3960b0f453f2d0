"""Dislocated noun phrases: the thing a pronoun stands for, named after it in the same clause.

Speech often says the pronoun first and the thing after it, set off as an afterthought or an
appositive: "It's in the deep freeze, the turkey", "They're on the hook, the car keys", "Me
scooter's out in the shed" (the parser hangs "scooter" on "Me" as an appositive). The pronoun's
antecedent is then no earlier thing of the conversation but that noun phrase: the parser attaches
it either to the pronoun (an "appos") or, after a comma at the clause's end, to the clause's verb
(an "npadvmod" / "appos" / "dep"), or as an appositive of the place said, from which it differs in
number. The mirror case, a topic said before its pronoun ("the apples, they're on the table"), is
`referents._fronted`.
"""
from __future__ import annotations

from typing import Any, Iterator, Optional

from obsmem_ros.core.home_rooms import room_word

from . import utterance_syntax as sx
from .speakers import Speakers, is_thing

__all__ = ["dislocated"]

_STANDING = frozenset({"it", "they", "them", "me"})  # pronouns a thing named after them stands behind
_AFTERTHOUGHT = frozenset({"npadvmod", "appos", "dep"})  # how a parser hangs a noun phrase said after a clause
_NOT_THINGS = frozenset({"one", "ones", "bottom", "top", "side", "back", "front"})  # kinds or parts of a thing, no thing


def dislocated(pronoun: Any, speakers: Speakers) -> Optional[Any]:
    """The noun a pronoun stands for when the clause names it after the pronoun: its appositive
    ("Me bike's in the shed"), or a noun phrase set off by a comma after the clause's last words
    whose pronoun is its subject ("It's in the freezer, the turkey"); None otherwise."""
    if pronoun.lower_ not in _STANDING:
        return None
    plural = pronoun.lower_ in ("they", "them")
    for tok in pronoun.children:
        if tok.dep_ == "appos" and tok.i > pronoun.i and _named_thing(tok, plural, speakers):
            return tok
    if pronoun.lower_ == "me" or pronoun.dep_ not in ("nsubj", "nsubjpass"):
        return None
    for tok in (*pronoun.head.children, *_renamed_places(pronoun.head)):
        if tok.dep_ in _AFTERTHOUGHT and tok.i > pronoun.i and _after_comma(tok) and \
                _named_thing(tok, plural, speakers):
            return tok
    return None


def _renamed_places(verb: Any) -> Iterator[Any]:
    """Noun phrases the parser hung on the verb's place as its appositive though they differ from
    it in number ("they're in the loft, the camping chairs": no loft is chairs)."""
    for prep in (c for c in verb.children if c.dep_ == "prep"):
        for place in (c for c in prep.children if c.dep_ == "pobj"):
            yield from (a for a in place.children if a.dep_ == "appos" and _plural(a) != _plural(place))


def _plural(tok: Any) -> bool:
    return tok.tag_ in ("NNS", "NNPS")


def _named_thing(tok: Any, plural: bool, speakers: Speakers) -> bool:
    """A common noun naming a thing, of the pronoun's number ("me" takes either)."""
    if tok.pos_ != "NOUN" or tok.lower_ in _NOT_THINGS or sx.is_time_token(tok) or room_word(tok.lemma_.lower()):
        return False  # "it's upstairs, the back bedroom": a place said again, no thing
    return (_plural(tok) == plural or tok.head.lower_ == "me") and is_thing(tok, speakers)


def _after_comma(tok: Any) -> bool:
    """Whether the noun phrase `tok` heads is set off by a comma before it."""
    start = tok.left_edge.i
    return start > 0 and tok.doc[start - 1].lower_ == ","
