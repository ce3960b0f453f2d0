"""How a thing of one's own is had, said after the word that stands for it: "I take mine black",
"he likes it well done", "i like em fried up with onions not boiled" (`own_as`); and whether a
sentence likes a thing it names only by a pronoun, a thing named before it (`liked_by_pronoun`)."""
from __future__ import annotations

from typing import Any, Set

from obsmem_ros.core.language.preferences import LIKING
from obsmem_ros.core.language.syntax import analyse


def own_as(doc: Any, people: Set[str]) -> str:
    """How the speaker has their own one of a thing, said right after "mine" as a verb's object
    ("I like mine crumbly", "I take mine black", "I have mine with honey"), or after a pronoun a
    liking verb takes ("he likes it well done", "i like em fried up with onions not boiled": the
    thing named before, had so): the words up to the next punctuation, contrast ("not ...") or
    the phrase saying when ("Make mine coffee in the mornings": coffee), a few at most, not a
    person called ("..., Mum")."""
    for own in (t for t in doc if t.i and _owned(t, doc[t.i - 1])):
        told = []
        for token in doc[own.i + 1:]:
            if token.is_punct or token.pos_ == "CCONJ" or token.dep_ == "neg" \
                    or token.pos_ == "ADP" and token.lower_ not in _MANNER and token.dep_ != "prt":
                break
            told.append(token)
        if 0 < len(told) <= 4 and not {t.lower_ for t in told} & people:
            return " ".join(t.text for t in told).lower()
    return ""


_HAVING = LIKING | {"take", "have"}  # how one takes or has a thing is how it is liked
_IT = frozenset({"it", "them", "em", "'em"})


def _owned(token: Any, verb: Any) -> bool:
    """Whether `token` is the speaker's "mine" after a verb, or a pronoun after a liking verb."""
    if token.lower_ == "mine":
        return _verb_said(verb)
    return token.lower_ in _IT and verb.lemma_.lower() in _HAVING and not _determines(token)


def _determines(token: Any) -> bool:
    """Whether a pronoun stands before a noun as its determiner, as "them" does in speech ("I take
    them pills with juice": the pills, named; what follows is not how an unnamed thing is had)."""
    after = token.doc[token.i + 1] if token.i + 1 < len(token.doc) else None
    return token.lower_ == "them" and after is not None and after.tag_ in ("NNS", "NNPS")  # "them chips", not
    # "'em crispy"


def liked_by_pronoun(sentence: str) -> bool:
    """Whether the sentence likes, takes or has a thing it names by a pronoun ("i like em fried",
    "he takes it black"), a thing named before it."""
    doc = analyse(sentence)
    return any(t.i and t.lower_ in _IT and _owned(t, doc[t.i - 1]) for t in doc)


_MANNER = frozenset({"with", "without"})  # "I have mine with honey": how it is had, not when or where


def _verb_said(token: Any) -> bool:
    """A verb, or a liking word the tagger missed as one ("Ah like mine crumbly": "like" read as a
    preposition after an unfamiliar "Ah")."""
    return token.pos_ in ("VERB", "AUX") or token.lower_ in LIKING
