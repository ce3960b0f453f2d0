"""The names in a turn a recogniser wrote in lower case, written as names again.

A recogniser writes "ged reckons his hen's the best bird" or "darren rang he says the van's clutch
has gone" without a capital, and the small parser then reads "ged" as a verb, or "rang" as a name,
so nobody is the one whose words are passed on. A listener knows the household: a word that is the
id of a person memory knows names that person wherever it is said. In a turn with no capital
letter at all, such a word is written with a capital before the turn is parsed ("Ged reckons ...")
except where the words as heard already read right without it:

* a name the parse of the turn as heard takes as what a verb or preposition acts on ("you're
  collecting sam from the party", "for bea") is left as said, so the words memory keeps of the
  clause stay as they were heard; not one the parse gave an article or a noun before it ("on the
  hook ellie's had it": two phrases run together);
* a name right after a call to the one spoken to that opens the turn ("robot marta said ...") is
  left as said: with a capital the parser joins the call and the name into one name.

A name said right before a tensed verb of saying is its sayer, whatever the parse as heard made of
it ("the parking's full by ten kuldeep says", "it's raining at the match brenda reckons so ...": a
tag run on without its comma, the name read as what "by" takes or as a noun compounded with the one
before); with the capital the parser reads the tag as one.

A word English uses as a function word or a verb ("will", "mark", "pat") is left as said: in a
lower-case turn it is that word far more often than the name.

A name memory has not met yet is written with a capital too where the parse as heard takes it for
the subject of a clause and English knows no such word ("darren rang he says the van's clutch has
gone", said before darren was ever seen): no article, owner or other word before it in its
phrase, no word of a variety of English ("yous"), no kin word. Without the capital the parser reads
"darren rang" as words calling someone, and "he" names whoever was named before.
"""
from __future__ import annotations

import functools
from typing import Any, FrozenSet, Iterable

from .kin_roles import kin_lexicon
from .person_words import clipped_person
from .relayed import saying
from .syntax import analyse, english_words, lexicon_words, stop_words
from .varieties import varieties_marked

__all__ = ["with_names_capitalised"]

_ACTED_ON = frozenset({"dobj", "pobj", "dative"})  # "collecting sam", "for bea", "give sam"


def with_names_capitalised(text: str, names: Iterable[str], *, addressee: str = "") -> str:
    """`text` with each word of `names` (person ids) written with a capital, when `text` has no
    capital letter (a recogniser's words), less the names the module doc leaves as said;
    `addressee`: the id of the one spoken to (a call to them opens the turn: "robot ...")."""
    if any(c.isupper() for c in text) or not text.strip():
        return text
    called = {n for n in (name.lower() for name in names) if n.isalpha() and n not in _common()}
    doc = analyse(text)
    named = [t.idx for t in doc if ((t.text in called or _unmet_name(t)) and not _acted_on(t) or _sayer(t, called))
             and not (t.i == 1 and _calls(doc[0], addressee))]
    for at in named:
        text = text[:at] + text[at].upper() + text[at + 1:]
    return text


def _acted_on(token: Any) -> bool:
    """Whether the parse as heard takes a name for what a verb or preposition acts on, the name
    alone in its phrase ("for bea"); one it gave an article or a noun before it ("on the hook
    ellie's had it") ran two phrases together: a name takes neither."""
    return token.dep_ in _ACTED_ON and not any(c.dep_ in ("det", "compound") for c in token.children)


def _unmet_name(token: Any) -> bool:
    """Whether a word of a lower-case turn is a name memory has not met yet: the subject of a
    clause, alone in its phrase, that is no English word, no word of a variety of English and no
    kin word (the module doc)."""
    word = token.lower_
    return token.dep_ in ("nsubj", "nsubjpass") and token.pos_ in ("PROPN", "NOUN") and token.is_alpha \
        and len(word) > 2 and not any(c.dep_ in ("det", "poss", "compound", "amod") for c in token.children) \
        and word not in english_words() and word not in _common() and word not in kin_lexicon() \
        and not varieties_marked(word)


def _sayer(token: Any, called: FrozenSet[str]) -> bool:
    """Whether a word of a lower-case turn is a name said right before a tensed verb of saying, its
    sayer (the module doc): a person memory knows, or a word that can only be a name (no English
    word, no variety's word, no kin word) with nothing before it in its phrase."""
    following = token.doc[token.i + 1] if token.i + 1 < len(token.doc) else None
    if following is None or not saying(following) or following.lower_ == following.lemma_.lower():
        return False  # "kuldeep says", "brenda reckons", "kyle texted"; not a bare "say"
    word = token.lower_
    return word in called or (token.is_alpha and len(word) > 2 and not _modified(token)
                              and word not in english_words() and word not in _common()
                              and word not in kin_lexicon() and not varieties_marked(word))


def _modified(token: Any) -> bool:
    """Whether a word has an article, owner, noun or adjective before it in its phrase ("the app",
    "tram app"): a name takes none."""
    return any(c.dep_ in ("det", "poss", "compound", "amod") for c in token.lefts) or \
        (token.i > 0 and token.doc[token.i - 1].tag_ in ("DT", "PRP$"))


def _calls(token: Any, addressee: str) -> bool:
    """Whether a word is the id of the one spoken to or a clipped start of it ("robo")."""
    word = token.lower_
    return bool(addressee) and (word == addressee.lower() or clipped_person(word, {addressee: (addressee.lower(),)})
                                == addressee)


@functools.lru_cache(maxsize=1)
def _common() -> FrozenSet[str]:
    """English words a name in lower case is more likely to be: stop words and verbs."""
    return stop_words() | lexicon_words("verb")
