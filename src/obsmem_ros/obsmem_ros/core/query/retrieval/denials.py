"""What a sentence denies: the things it says "no" to ("no sugar", "Not for me, the olives."), and
the words of its negated clauses ("I'm not wearing the green goggles"), which are no preference of
the speaker's. Read from spaCy's parse (`language.syntax.analyse`); `said_clauses.whether` turns
them into the no of a yes/no question.
"""
from __future__ import annotations

from typing import Any, Set

from obsmem_ros.core.language.syntax import analyse
from obsmem_ros.core.language.value_spans import sets_against

from .focused import focused_words
from .given_up import ceased_words, no_longer

__all__ = ["denied_words", "refused_words"]

_DENYING = frozenset({"not", "never"})


def refused_words(sentence: str) -> Set[str]:
    """The nouns the sentence says "no" to ("no sugar", "Bà no more coffee now", "and no onion"):
    a thing refused by its determiner, with or without a verb, and the words compounded with it
    between the two: the parse may hang the "no" on a word said after the thing ("no sugar o", a
    particle read as the head) or on a verb it read as a noun ("I no dey drink alcohol")."""
    refused: Set[str] = set()
    for t in analyse(sentence):
        if t.pos_ in ("NOUN", "PROPN"):
            for no in (c for c in t.children if c.dep_ == "det" and c.lower_ == "no"):
                refused |= {w.text.lower() for w in t.doc[no.i + 1:t.i] if w.dep_ == "compound"} | {t.text.lower()}
    return refused | _refused_for_self(sentence)


def _refused_for_self(sentence: str) -> Set[str]:
    """The nouns of a verbless sentence that denies them to the speaker as beneficiary ("Not for me,
    the pickled herring.", "The olives, not for me."): a "for me" negated by "not" or "never" and no
    verb to say anything else of the thing ("It's not for me to say" has one)."""
    doc = analyse(sentence)
    if any(t.pos_ in ("VERB", "AUX") for t in doc):
        return set()
    for_self = any(t.lower_ == "for" and any(c.lower_ == "me" for c in t.children)
                   and any(c.dep_ == "neg" and c.lower_ in _DENYING for c in t.children) for t in doc)
    return {t.text.lower() for t in doc if t.pos_ in ("NOUN", "PROPN")} if for_self else set()


def denied_words(sentence: str) -> Set[str]:
    """The words of the sentence whose clause is negated ("I'm not wearing the green goggles",
    "don't go reading anything into the bus mug"), or that it says "no" to (`refused_words`): what
    a speaker denies is no preference. A word's clause is its nearest verb and the verbs that verb
    completes (xcomp, advcl: "go reading"); a clause joined by "but" is its own. A thing fronted
    before a negated verb that takes no object of its own ("Shellfish I don't eat", parsed as a
    noun its clause modifies) is what that verb denies; so are the words of a phrase "not" or
    "never" opens with no verb of its own ("Never the paper ones.", "..., not the red one"), and what
    the speaker says someone gave up or is off ("that doctor got me off pork": `given_up`). What an
    exclusive "only" focuses is held to, never denied ("I don't use bleach, only vinegar": `focused`)."""
    denied = refused_words(sentence) | _denied_without_verb(analyse(sentence)) | ceased_words(analyse(sentence))
    for token in analyse(sentence):
        if _fronted_before_denial(token):
            denied.add(token.text.lower())
        verb = token if _predicate(token) else token.head
        while not _predicate(verb) and verb.head.i != verb.i:  # spaCy makes a new Token per access
            verb = verb.head
        while True:
            if _negated(verb):
                denied.add(token.text.lower())
                break
            if verb.dep_ not in ("xcomp", "advcl") or verb.head.i == verb.i:
                break
            verb = verb.head
    return denied - focused_words(analyse(sentence))


def _predicate(token: Any) -> bool:
    """Whether a token heads a clause: a verb, or a word the tagger misread whose children say it
    is one, a subject and a negation of its own ("i don't even like parkin", "like" read as a
    preposition with "i" its subject and "n't" its negation)."""
    if token.pos_ in ("VERB", "AUX"):
        return True
    deps = {c.dep_ for c in token.children}
    return "neg" in deps and "nsubj" in deps


def _negated(verb: Any) -> bool:
    """Whether a verb is denied by a "not" of its own; not by one said after its object, which
    opens a contrast the tagger hangs on the verb ("i only drink the oat milk not the plain one":
    oat milk is drunk, the plain one is what is denied), nor by a "not" after it that opens a phrase
    with no verb ("the jelly one, not the fancy stuff": `sets_against`)."""
    objects = [c.i for c in verb.children if c.dep_ in ("dobj", "attr", "acomp")]
    return no_longer(verb) or any(c.dep_ == "neg" and not (objects and c.i > min(objects))
                                  and not (c.i > verb.i and sets_against(c)) for c in verb.children)


def _denied_without_verb(doc: Any) -> Set[str]:
    """The words of each verbless phrase that "not" or "never" opens, up to the next punctuation
    ("Never the straw one, it looks sorry" -> the, straw, one)."""
    denied: Set[str] = set()
    for opener in (t for t in doc if t.lower_ in _DENYING):
        phrase = []
        for token in doc[opener.i + 1:]:
            if token.is_punct:
                break
            phrase.append(token)
        if phrase and not any(t.pos_ in ("VERB", "AUX") and t.dep_ != "amod" for t in phrase):  # "the chipped one"
            denied |= {t.text.lower() for t in phrase if t.pos_ != "DET"}
    return denied


def _fronted_before_denial(token: Any) -> bool:
    """A noun whose clause (relcl, ccomp, acl) follows it and is a negated verb with no object:
    the noun is that verb's fronted object."""
    return token.pos_ in ("NOUN", "PROPN", "INTJ") and any(
        c.dep_ in ("relcl", "ccomp", "acl") and c.i > token.i and c.pos_ == "VERB"
        and any(g.dep_ == "neg" for g in c.children) and not any(g.dep_ == "dobj" for g in c.children)
        for c in token.children)
