"""The phrase of a preference sentence that fills the slot the question asks about.

A listener hears "what sauce does Gaz have on his butties?" as asking for a sauce, and takes from
"me butties are brown sauce, never red" the noun phrase whose head is a sauce and that is not
denied: "brown sauce". A question with no noun of its own asks for what its verb takes ("what does
Jackie have for breakfast?"), and the answer is what the same verb takes in the sentence ("on a long
day I have me porridge with a banana"): porridge. So the value is read from the question's
structure, its wh-phrase's head noun or its verb's object slot, and the sentence's phrase that
fills the same slot, never from a list of words:

* the head asked (`asked_kind`: "which scouse", "which chaniya choli" -> choli) found in the
  sentence, in a clause that is not negated, not after "never"/"not"/"no" ("I'm not having the
  proper scouse, I'll have the blind scouse") and sets no condition ("if they're playing music"),
  with the modifiers that tell it apart ("blind scouse"); a head said bare tells nothing apart; a
  head a demonstrative subject says a phrase fronted before a comma is ("gran's brack, that's the only
  cake") stands for that phrase;
* else the asked verb ("what" or "what music" is its only object) said in the sentence, not negated: the first noun
  it takes in its clause, with its modifiers, skipping pronouns ("me porridge"), the question's own
  nouns ("breakfast") and words of time, taking only a noun it takes as its object or complement
  (not "with a banana", not "a bit warmer"), or what an amount it takes is of ("a bit of the
  smoked one"). A question asking a number ("what temperature") is
  left to the readings of numbers.

A head that names a property or a setting ("which channel": the sports channel is sports) is left
to the other readings, which give its modifier alone. A sentence that sets two parts against each
other ("school nights in bed by half seven, but on his birthday till nine") answers from the part
sharing the most of the question's words (`asked_part`).
"""
from __future__ import annotations

import re
from typing import Any, List, Optional, Set

from obsmem_ros.core.language.clause_marks import clause_marks
from obsmem_ros.core.language.dropped_g import verb_g_restored
from obsmem_ros.core.language.linking import word_list
from obsmem_ros.core.language.syntax import analyse, clause_verb, normalise
from obsmem_ros.core.language.utterance_syntax import TIME_NOUNS

from ..syntax_readings import asked_kind
from .focused import excepted, excepted_words
from .taken_phrases import names_a_property
from .word_stems import stem

__all__ = ["asked_part", "slot_value"]

_DENYING = frozenset({"never", "not", "no", "n't", "nothing"})
_MODIFIERS = frozenset({"ADJ", "NOUN", "PROPN"})
_NOMINAL = frozenset({"NOUN", "PROPN"})
_KIND_WORDS = frozenset({"kind", "sort", "type"})
_CLAUSE_ENDS = frozenset({"SCONJ", "CCONJ", "VERB", "AUX", "PUNCT"})
_WH = frozenset({"what", "which"})
_TAKEN = frozenset({"dobj", "ccomp", "attr", "oprd"})


def slot_value(question: str, sentence: str, people: Set[str] = frozenset()) -> str:
    """The sentence's phrase filling the question's asked slot (module doc); "" when none does."""
    qdoc, sdoc = analyse(normalise(question)), analyse(normalise(sentence))
    asked = {stem(t.lower_) for t in qdoc} | {stem(t.lemma_.lower()) for t in qdoc}
    head, verb = _asked_head(question, qdoc), _asked_verb(qdoc)
    return (_headed_phrase(sdoc, head, asked, people) if head else "") \
        or (_verb_object(sdoc, verb, asked, people) if verb is not None else "")


def _asked_head(question: str, qdoc: Any) -> str:
    """The stem of the noun the question's wh-phrase asks for, "" when it names none or one whose
    value is its modifier alone (a property, a setting, a kind of time)."""
    kind = asked_kind(question)
    if not kind or kind in _KIND_WORDS or kind in TIME_NOUNS:
        return ""
    token = next((t for t in qdoc if t.lemma_.lower() == kind or t.lower_ == kind), None)
    return "" if token is None or names_a_property(token) else stem(kind)


def _asked_verb(qdoc: Any) -> Optional[Any]:
    """The verb whose object is the question's "what" or the noun it asks which of ("what does she
    have for breakfast", "what music does she want": have, want), when it takes no other object
    ("what does she want the chutney in?")."""
    for tok in qdoc:
        taken = tok.head if tok.dep_ == "det" else tok  # "what music"
        if tok.lower_ in _WH and taken.dep_ == "dobj" and taken.head.pos_ == "VERB" and not any(
                c.dep_ == "dobj" and c.i != taken.i for c in taken.head.children):
            return taken.head
    return None


def _headed_phrase(sdoc: Any, head: str, asked: Set[str], people: Set[str]) -> str:
    """The first phrase of the sentence whose head is the asked noun, not denied, said with a
    modifier that is not one of the question's words."""
    for tok in sdoc:
        if tok.pos_ not in _NOMINAL or head not in (stem(tok.lower_), stem(tok.lemma_.lower())):
            continue
        if tok.dep_ == "compound" and tok.head.pos_ in _NOMINAL and tok.head.i == tok.i + 1:
            continue  # "scouse mum": the head is the next noun
        run = _modifiers(sdoc, tok, people)
        if _denied(sdoc, tok, run) or _conditional(tok) or not [t for t in run if stem(t.lower_) not in asked]:
            continue
        fronted = _pointed_back(sdoc, tok, people)
        return _said(_modifiers(sdoc, fronted, people) + [fronted]) if fronted is not None else _said(run + [tok])
    return ""


def _pointed_back(sdoc: Any, tok: Any, people: Set[str]) -> Optional[Any]:
    """The noun said first and set off by a comma that a demonstrative subject points back to
    when the asked noun is what it is said to be ("corner shop sourdough, that's the best bread":
    the corner shop sourdough, not the best bread); None when the sentence says no such thing."""
    verb = tok.head
    if tok.dep_ != "attr" or not any(c.dep_ == "nsubj" and c.tag_ == "DT" for c in verb.children):
        return None
    comma = next((t for t in sdoc[:verb.i] if t.text == ","), None)
    fronted = sdoc[comma.i - 1] if comma is not None and comma.i else None
    return fronted if fronted is not None and fronted.pos_ in _NOMINAL and fronted.lower_ not in people else None


def _verb_object(sdoc: Any, verb: Any, asked: Set[str], people: Set[str]) -> str:
    """The first noun the asked verb takes in the sentence's clause (module doc), with its modifiers."""
    keys = _verb_keys(verb)
    for tok in sdoc:
        if tok.pos_ not in ("VERB", "AUX") or not _verb_keys(tok) & keys:
            continue
        only = next((excepted(c) for c in tok.children if c.dep_ == "dobj" and excepted(c) is not None), None)
        if only is not None:  # "I don't want nothing but tea and toast": tea and toast, whatever the "don't"
            return _said([t for t in excepted_words(only) if t.dep_ != "det"])
        if _negated(tok):
            continue
        noun = _first_noun(sdoc, tok, asked, people)
        if noun is not None:
            return _said(_modifiers(sdoc, noun, people) + [noun] + _joined(sdoc, noun, people))
    return ""


def _joined(sdoc: Any, noun: Any, people: Set[str]) -> List[Any]:
    """The nouns joined to the one taken by "and" right after it, with their modifiers ("a cheese
    and pickle stotty": cheese and pickle, one thing had together); none after "or" (a choice)."""
    following = sdoc[noun.i + 1:noun.i + 2]
    if not following or following[0].lower_ != "and":
        return []
    joined = next((c for c in noun.children if c.dep_ == "conj" and c.pos_ in _NOMINAL and c.lower_ not in people), None)
    return [following[0], *_modifiers(sdoc, joined, people), joined] if joined is not None else []


def _first_noun(sdoc: Any, verb: Any, asked: Set[str], people: Set[str]) -> Optional[Any]:
    """The first noun after `verb` in its clause that is not asked, a person, a time or denied."""
    for tok in sdoc[verb.i + 1:]:
        if tok.pos_ in _CLAUSE_ENDS and tok.i > verb.i + 1 or tok.lower_ in _DENYING:
            return None
        if not _nominal(tok, verb) or tok.dep_ not in _TAKEN | {"compound"} or tok.lower_ in people or tok.lemma_.lower() in TIME_NOUNS:
            continue
        if stem(tok.lower_) in asked or stem(tok.lemma_.lower()) in asked:
            continue
        if tok.dep_ == "compound" and tok.head.pos_ in _NOMINAL and tok.head.i == tok.i + 1:
            continue
        return _of_what(sdoc, tok)
    return None


def _nominal(tok: Any, verb: Any) -> bool:
    """A noun, or a word the verb takes that the tagger read as an adjective, said right after it
    ("i have me pasty"; not "sambal" after "want pittu with the coconut")."""
    return tok.pos_ in _NOMINAL or tok.pos_ == "ADJ" and tok.head.i == verb.i and tok.dep_ in _TAKEN \
        and all(t.pos_ in ("PRON", "DET") for t in tok.doc[verb.i + 1:tok.i])


def _of_what(sdoc: Any, tok: Any) -> Any:
    """The noun an amount is of, however many words tell it apart ("a cup of cocoa": cocoa; "a bit
    of that mature cheddar": cheddar), read from the object of the "of" said right after it; else
    the noun itself."""
    of = sdoc[tok.i + 1] if tok.i + 1 < len(sdoc) and sdoc[tok.i + 1].lower_ == "of" else None
    return next((t for t in of.children if t.dep_ == "pobj" and t.pos_ in _NOMINAL), tok) if of is not None else tok


def _verb_keys(tok: Any) -> Set[str]:
    """A verb's lemma and its stem, a dropped g restored ("havin" is having, "have" is hav)."""
    text = verb_g_restored(tok.lower_.rstrip("'"))
    return {tok.lemma_.lower(), stem(text).rstrip("e"), stem(tok.lemma_.lower()).rstrip("e")}


def _modifiers(sdoc: Any, tok: Any, people: Set[str]) -> List[Any]:
    """The words right before a noun that tell it apart ("the green chaniya choli": green chaniya)."""
    run: List[Any] = []
    i = tok.i - 1
    while i >= 0 and sdoc[i].pos_ in _MODIFIERS and sdoc[i].lower_ not in people \
            and (sdoc[i].dep_ in ("amod", "compound", "nmod") or _misread(sdoc[i])):
        run.insert(0, sdoc[i])
        i -= 1
    return run


def _misread(word: Any) -> bool:
    """A common noun the tagger made the head of a clause right before another noun ("have fish
    fingers" read as the verb "fish"): English puts two nouns side by side only as one compound."""
    return word.pos_ == "NOUN" and word.dep_ == "ROOT" and word.lemma_.lower() not in TIME_NOUNS


def _denied(sdoc: Any, tok: Any, run: List[Any]) -> bool:
    """Whether the phrase is denied: a denying word just before it (its article aside: "never the
    red one") or a negated verb governing it ("I'm not having the proper scouse")."""
    i = (run[0] if run else tok).i - 1
    while i >= 0 and sdoc[i].pos_ == "DET" and sdoc[i].lower_ not in _DENYING:
        i -= 1
    if i >= 0 and sdoc[i].lower_ in _DENYING:
        return True
    return _negated(clause_verb(tok))


def _conditional(tok: Any) -> bool:
    """Whether the noun is said in a clause that sets a condition ("if they're playing music at the
    club, I only want the Beatles"): the condition names the asked thing, the main clause its value."""
    verb = clause_verb(tok)
    return verb.dep_ == "advcl" and bool(clause_marks(verb))  # any word setting it under the main clause


def _negated(verb: Any) -> bool:
    return any(c.dep_ == "neg" and c.i < verb.i for c in verb.children)


def _said(tokens: List[Any]) -> str:
    return " ".join(t.text for t in tokens).lower()


_CONTRAST = re.compile(r"[;,]?\s+\b(?:but|whereas|except)\b\s*|;\s*")


def asked_part(sentence: str, asked: Set[str]) -> str:
    """The part of a sentence set against another ("school nights at seven, but on his birthday
    till nine") that shares the most of the question's words (`asked`, stems); the whole
    sentence when it has one part or no part shares more than the others."""
    parts = [p for p in _CONTRAST.split(sentence) if p.strip()]
    shared = sorted(((len({stem(w) for w in word_list(p)} & asked), p) for p in parts),
                    key=lambda pair: -pair[0])
    return shared[0][1] if len(shared) > 1 and shared[0][0] > shared[1][0] else sentence
