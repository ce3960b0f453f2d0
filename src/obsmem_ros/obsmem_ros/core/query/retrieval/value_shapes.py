"""The value a preference sentence gives, shaped by what the question asks for.

A question offering alternatives ("with food or on an empty stomach?", "the green or the barley?")
is answered by one of them: the one the sentence names and does not deny, worded as the question
offers it; a sentence naming none of them does not answer it ("I'll go at three" for "which tea does
she go for, the green or the barley?"). A "where" question is answered by the place the sentence's
verb is done at ("I sit behind the driver" -> "behind the driver"), a thing memory knows when the
phrase names one ("at the dining table" -> the dining table); a "how" question by the manner of the
verb ("I drink my tea with condensed milk" -> "with condensed milk").
"""
from __future__ import annotations

import re
from typing import Any, Callable, Optional, Set

from obsmem_ros.core.language.preferences import LIKING
from obsmem_ros.core.language.syntax import analyse

from ..alternatives import offers_deeds, told_apart
from ..lexicon import DETERMINERS, kinds_covered
from .context import QueryContext
from .liked_complements import liked_as
from .denials import denied_words
from .said_clauses import meanings, words_of
from .said_numbers import said_number
from .said_values import ASKING, asked_kind_of, people_words
from .taken_phrases import DISLIKING, is_liking_verb, negated_before

_AT = frozenset({"at", "in", "on", "inside"})  # say only that it is there: the place is the answer
_PLACE_PREPS = _AT | {"behind", "beside", "by", "near", "next", "under", "outside", "opposite"}  # say where by it
_MANNER_PREPS = frozenset({"with", "without"})
_DENYING = frozenset({"no", "not", "never", "nothing"})
_AMOUNT = re.compile(r"^\s*how\s+(?:many|much|long|often|old|far|warm|hot|cold|high|low|big|early|late)\b",
                     re.IGNORECASE)
_COUNTED = re.compile(r"\bhow\s+many\b", re.IGNORECASE)  # also late in a question: "at how many degrees?"


def offers_alternatives(question: str) -> bool:
    return len(told_apart(question)) > 1


def apart_in_words(ctx: QueryContext) -> bool:
    """Whether the question offers alternatives of a kind memory knows one thing of ("Which gele
    does she prefer, the gold or the blue one?" with one gele seen): they are told apart by their
    words, and the one the sentence chooses answers, not the one thing."""
    kind = asked_kind_of(ctx)
    if not kind or not offers_alternatives(ctx.plan.question):
        return False
    return len({e for k in sorted(kinds_covered(kind)) for e in ctx.entity_ids(k)}) < 2  # "cup": the mugs too


def affirmed_alternative(question: str, sentence: str) -> str:
    """The one alternative the question offers that the sentence names and does not deny ("always
    with the food. Never on empty stomach." -> "with food"; of several named, the one no negated
    clause names nor a comparison sets against the chosen one: `compared_against`); of two, the
    other when the sentence names one only and says no to it ("The window, I can't" -> "aisle seat"); "" otherwise."""
    said = meanings(words_of(sentence))
    offered = told_apart(question)
    named = [alt for alt in offered if _content(alt) & said]
    if len(named) == 1 and len(offered) == 2 and _negated(sentence, named[0]):
        return next(alt for alt in offered if alt != named[0])
    if len(named) > 1:  # "i'm not going in that van, i'd sooner walk it": the one its own clause does not deny
        denied = meanings(denied_words(sentence) | compared_against(sentence))  # "better than turkey"
        named = [alt for alt in named if not _content(alt) & denied]
        liked = meanings(liked_words(sentence))  # "I like the gold one pass the blue one": the one liked
        named = [alt for alt in named if _content(alt) & liked] if len(named) > 1 and liked else named
    elif named and _negated(sentence, named[0]):
        named = []
    chosen = named[0] if len(named) == 1 else ""
    return _said_of(chosen, said) if chosen and offers_deeds(question) else chosen


def liked_words(sentence: str) -> Set[str]:
    """The words of what a verb of liking takes in the sentence, not negated ("I like the gold one"
    -> the, gold): of several alternatives named, that one is chosen however the other is set against
    it (a comparison said in words the parse does not read as one)."""
    doc = analyse(sentence)
    return {w.lower_ for verb in doc if is_liking_verb(verb, LIKING - DISLIKING) and not negated_before(verb)
            for c in verb.children if c.dep_ in ("dobj", "attr") for w in c.subtree}


def compared_against(sentence: str) -> Set[str]:
    """The words of what a comparison sets the liked thing against ("chicken and dumplins a whole
    lot better than turkey", "I prefer the radio over the tv", "tea instead of coffee"): the one
    not chosen."""
    doc = analyse(sentence)
    against = [t for t in doc if t.lower_ == "than" or t.lower_ == "over" and t.head.head.lemma_.lower() == "prefer"
               or t.lower_ == "of" and t.i and doc[t.i - 1].lower_ == "instead"]
    return {w.lower_ for t in against for c in t.children if c.dep_ == "pobj" for w in c.subtree}


def _said_of(deed: str, said: Set[str]) -> str:
    """The words of a deed offered from the first to the last the sentence says ("walk to doctors"
    for "i'd sooner walk it" -> walk; "go in van" for "I'll go in the van" whole)."""
    words = deed.split()
    at = [i for i, w in enumerate(words) if meanings({w}) & said]
    return " ".join(words[at[0]: at[-1] + 1]) if at else deed


def _negated(sentence: str, alternative: str) -> bool:
    """Whether the sentence denies the alternative: in the clause that names it, or anywhere when it
    names it set off before a negated clause ("The window, I can't")."""
    return bool(_content(alternative) & meanings(denied_words(sentence))) or any(
        t.dep_ == "neg" or t.lower_ in ("no", "never") for t in analyse(sentence))


def names_an_alternative(question: str, sentence: str) -> bool:
    """Whether the sentence names one of the alternatives the question offers (affirmed or denied)."""
    said = meanings(words_of(sentence))
    return any(_content(alt) & said for alt in told_apart(question))


def _content(phrase: str) -> Set[str]:
    """The meanings of a phrase's words, but its prepositions and articles (which every phrase shares)."""
    words = words_of(phrase) - DETERMINERS - _PLACE_PREPS - _MANNER_PREPS - {"of", "for", "to"}
    return meanings(words)


def asks_where(question: str) -> bool:
    return bool(re.match(r"\s*where\b", question, re.IGNORECASE)) or bool(
        re.search(r"\bwhere\s+(?:does|do|did|is|are|should|would)\b", question, re.IGNORECASE))


def asks_how(question: str) -> bool:
    """Whether the question asks how a thing is done or had ("How does she take her tea?"), not how
    much or how warm (a number)."""
    return bool(re.match(r"\s*how\s+(?:does|do|did|is|are|should|would)\b", question, re.IGNORECASE)) \
        and not _AMOUNT.match(question)


def shaped_value(question: str, sentence: str, asked: Set[str],
                 link: Callable[[str], Optional[str]]) -> str:
    """The place ("where") or manner ("how") phrase of the sentence's verb that the question does not
    name itself: a thing `link` finds by the phrase's noun words for a place, else the phrase as
    said when its preposition says where ("behind the driver"; "at the back" is left to the
    sentence's value: back); "" when the question asks neither or the sentence says none."""
    preps = _PLACE_PREPS if asks_where(question) else _MANNER_PREPS if asks_how(question) else frozenset()
    if not preps:
        return ""
    doc = analyse(sentence)
    denied = denied_words(sentence)
    for prep in (t for t in doc if t.dep_ == "prep" and _said_how_or_where(t, preps, asked)):
        objects = [c for c in prep.children if c.dep_ == "pobj"]
        if not objects or any(c.dep_ == "neg" for c in prep.children) or _denied_before(objects[0], denied):
            continue
        words = [t for t in prep.subtree if not t.is_punct and t.i not in _setting(prep, asked)]
        if meanings({objects[0].lower_}) & asked:
            continue  # "in the car": the question's own setting, not the answer
        noun = " ".join(t.text for t in words[1:] if t.lower_ not in DETERMINERS and t.dep_ != "poss").lower()
        linked = link(noun) if preps is _PLACE_PREPS else None
        return linked or ("" if prep.lower_ in _AT and preps is _PLACE_PREPS else " ".join(t.text for t in words).lower())
    return ""


def _denied_before(noun: Any, denied: Set[str]) -> bool:
    """Whether a negated clause denies the noun before it is said: a negation after it ("in a
    bun, not plaits") denies what follows, whatever subtree a tagger hangs it on."""
    return noun.lower_ in denied and any(t.dep_ == "neg" or t.lower_ in _DENYING for t in noun.doc[:noun.i])


def _said_how_or_where(prep: Any, preps: frozenset, asked: Set[str]) -> bool:
    """Whether a phrase says where or how the act is done: one of `preps` telling of the act, or,
    for a "how", a phrase the thing asked about is had in, said right after it ("I want my hair in
    a bun"), whichever word a tagger hangs it from."""
    if prep.lower_ in preps:
        return _of_the_act(prep.head, asked)
    return preps is _MANNER_PREPS and prep.lower_ == "in" and prep.i > 0 \
        and bool(meanings({prep.doc[prep.i - 1].lower_}) & asked)


def _setting(prep: Any, asked: Set[str]) -> Set[int]:
    """The words of the phrases inside a place or manner phrase that name the question's own setting
    ("in a bun for the show" asked "for the show"): not part of the answer."""
    return {t.i for c in prep.subtree if c.dep_ == "prep" and c.i != prep.i and
            any(meanings({o.lower_}) & asked for o in c.children if o.dep_ == "pobj") for t in c.subtree}


def _of_the_act(head: Any, asked: Set[str]) -> bool:
    """Whether a phrase tells of the act: it hangs from a verb, or from the thing asked about, which
    the tagger often makes its head ("I have my soup with croutons")."""
    return head.pos_ in ("VERB", "AUX") or bool(meanings({head.lower_}) & asked)


def shaped(ctx: QueryContext, sentence: str) -> str:
    """The value shaped to the question: the alternative offered that the sentence affirms, else
    for a "how" the complement its verb of liking gives the asked thing (`liked_as`: "I take mine
    black"), else its place or manner phrase; "" when none."""
    question = ctx.plan.question
    asked = meanings(words_of(question)) - meanings(set(ASKING))
    return affirmed_alternative(question, sentence) or _liked_as(ctx, sentence, asked) \
        or shaped_value(question, sentence, asked, ctx.link)


def _liked_as(ctx: QueryContext, sentence: str, asked: Set[str]) -> str:
    """How a "how" question's thing is liked, said as the complement of a verb of liking."""
    if not asks_how(ctx.plan.question):
        return ""
    people = people_words(ctx)
    return liked_as(analyse(sentence), lambda t: bool(meanings({t.lower_, t.lemma_.lower()}) & asked),
                    lambda t: t.lower_ in people)


def counted_value(question: str, sentence: str) -> str:
    """The number the sentence says when the question asks how many ("Nan keeps the heater at how
    many degrees?" -> "Twenty-two for me, any colder my hands go stiff" -> 22): the count, not the
    fragment around it; "" when the question asks no count or the sentence says none."""
    return (said_number(sentence) or "") if _COUNTED.search(question) else ""
