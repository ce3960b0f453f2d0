"""Alternative questions that name the people the answer is one of.

"Who's doing the Costco run, Kawika or Jas?", "Mum or Dad, who's taking the bins out?", "Is it Mum or
Dad picking her up?", "Is Nan or Tom collecting the parcel?": the question asks who, and offers the
candidates. The coordination "A or B" is read from the parse: appended to a wh-question after a
comma, colon or dash, fronted before one, or the subject (or the clefted "it is ...") of a yes/no
question. What is asked is the question as if the alternatives were absent ("Who's doing the Costco
run?"; a yes/no question turned into the "who" question it stands for: "Who is picking her up?"),
so the words of the candidates neither become things asked about nor sway how the question is
read; the candidates are kept apart (`QueryPlan.choices`) to constrain the answer. An open
alternative ("Pop or someone else") offers no closed choice: only the named ones are kept, and the
answerer does not restrict to them when memory says another.

Things offered ("the rooibos or the Five Roses") are read by `alternatives`; here only people.
"""
from __future__ import annotations

import re
from dataclasses import dataclass
from typing import Any, Callable, List, Optional, Sequence, Tuple

from ..language.clauses import sentences
from ..language.syntax import analyse, normalise

__all__ = ["Choice", "offered_people"]

_SEPARATORS = frozenset({",", ":", "-", "–", "—", ";"})
_OPEN = frozenset({"someone", "somebody", "anyone", "anybody", "else", "other", "another", "neither", "both"})
_CLEFT_SUBJECTS = frozenset({"it", "that"})
_RELATIVES = frozenset({"who", "that"})
_ASKING_WH = frozenset({"who", "whom"})


@dataclass(frozen=True)
class Choice:
    """An alternative question: what it asks without the alternatives, and the people it offers
    (as said, lower case); `open` when one alternative is anyone else."""

    asked: str
    people: Tuple[str, ...]
    open: bool = False


def offered_people(question: str, is_person: Callable[[str], bool]) -> Optional[Choice]:
    """The choice of people the question's asking sentence offers (None when it offers none):
    `is_person(word)` says whether a word names someone in the household (a name, a word people
    are called by, a kin word). Alternatives offered to a "who" are people whatever they are. A
    choice said as a fragment after its question ("Who's cooking tonight? Mum or Dad?") is offered
    to it."""
    said = sentences(question)
    if not said:
        return None
    asking = max(range(len(said)), key=lambda i: (said[i].endswith("?"), i))
    sentence = said[asking]
    if asking and said[asking - 1].endswith("?") and _fragment(sentence):
        asking, sentence = asking - 1, f"{said[asking - 1][:-1]}, {sentence}"
    doc = analyse(normalise(sentence))
    for tok in doc:
        if tok.lower_ != "or" or tok.dep_ != "cc" or _joins_on(tok):
            continue
        found = _choice(doc, tok, is_person)
        if found is not None:
            before = " ".join(said[:asking])
            return Choice(f"{before} {found.asked}".strip(), found.people, found.open)
    return None


def _joins_on(cc: Any) -> bool:
    """Whether an "or" only adds one more alternative to a choice an "or" before it offers (the
    second "or" of "Mum or Dad or Tom", read with the first)."""
    joined = cc.head
    return joined.dep_ == "conj" and any(c.lower_ == "or" and c.dep_ == "cc" for c in joined.head.children)


def _fragment(sentence: str) -> bool:
    """Whether a sentence is no clause, only what it names ("Mum or Dad?")."""
    return not any(t.pos_ in ("VERB", "AUX") for t in analyse(normalise(sentence)))


def _conjuncts(first: Any, cc: Any) -> List[Any]:
    """The alternatives an "or" joins, in order: the one it follows, and each one joined after it
    ("Mum or Dad or Tom": a conjunct may be joined to the one before it)."""
    out, todo = [first], [c for c in first.children if c.dep_ == "conj" and c.i > cc.i]
    while todo:
        tok = todo.pop(0)
        out.append(tok)
        todo += [c for c in tok.children if c.dep_ == "conj"]
    return sorted(out, key=lambda t: t.i)


def _choice(doc: Any, cc: Any, is_person: Callable[[str], bool]) -> Optional[Choice]:
    """The choice one "or" makes, if it joins people in one of the shapes an alternative question
    takes; None otherwise."""
    first = cc.head
    joined = _conjuncts(first, cc)
    start, end = _first_word(first), _last_word(joined[-1])
    if len(joined) < 2 or start >= cc.i:
        return None
    phrases = [_phrase(doc, tok) for tok in joined]
    named = tuple(p for p in phrases if not _open(p))
    if not named or len(named) == len(phrases) and len(named) < 2:
        return None
    kept = _appended(doc, start, end) or _fronted(doc, start, end)  # the question's own "who" asks a person
    if kept is not None and (_ASKING_WH & set(re.findall(r"[a-z]+", kept.lower())) or
                             all(_person(p, is_person) for p in named)):
        return Choice(kept, named, len(named) < len(phrases))
    made = _cleft(doc, start, end) or _subject(doc, first, start, end)  # a "who" made of a yes/no question
    if made is not None and all(_person(p, is_person) for p in named):
        return Choice(made, named, len(named) < len(phrases))
    return None


def _first_word(tok: Any) -> int:
    """The index of the first word of a conjunct's phrase (a comma the parser hung on it left out)."""
    return next(t.i for t in tok.doc[tok.left_edge.i: tok.i + 1] if not t.is_punct)


def _last_word(tok: Any) -> int:
    """The index of the last word of a conjunct's phrase: up to the first punctuation, "or" or
    joined alternative after it (a comma the parser hung on it, or the question it parsed as a
    clause of it, left out)."""
    end = tok.i
    for t in tok.doc[tok.i + 1: tok.right_edge.i + 1]:
        if t.is_punct or t.dep_ in ("cc", "conj"):
            break
        end = t.i
    return end


def _phrase(doc: Any, tok: Any) -> str:
    """One alternative's words, lower case ("her mum", "someone else")."""
    return " ".join(t.lower_ for t in doc[_first_word(tok): _last_word(tok) + 1] if not t.is_punct).strip()


def _open(phrase: str) -> bool:
    """Whether an alternative is anyone at all ("someone else", "somebody")."""
    return bool(_OPEN & set(phrase.split()))


def _person(phrase: str, is_person: Callable[[str], bool]) -> bool:
    """Whether an alternative names someone: its last word ("her mum": mum; "Auntie Glady": glady)."""
    words = re.findall(r"[^\W\d_]+", phrase)
    return bool(words) and is_person(words[-1])


def _rest(tokens: Sequence[Any]) -> str:
    return "".join(t.text_with_ws for t in tokens).strip()


def _appended(doc: Any, start: int, end: int) -> Optional[str]:
    """"Who's doing it, Kawika or Jas?": the alternatives after a separator at the end of a
    wh-question."""
    if start >= 3 and doc[start - 1].lower_ in _CLEFT_SUBJECTS and doc[start - 2].lemma_ == "be":
        start -= 2  # "Who's picking her up, is it Mum or Dad?"
    if start == 0 or doc[start - 1].text not in _SEPARATORS or not all(t.is_punct for t in doc[end + 1:]):
        return None
    head = doc[:start - 1]
    if not any(t.lower_ in _ASKING_WH or t.tag_ in ("WP", "WDT", "WRB") for t in head):
        return None
    return _rest(head).rstrip(" ,") + "?"


def _fronted(doc: Any, start: int, end: int) -> Optional[str]:
    """"Mum or Dad, who's taking the bins out?": the alternatives before a separator and a wh-question."""
    lead = [t for t in doc[:start] if not t.is_punct]
    if any(t.pos_ not in ("CCONJ", "ADV", "INTJ") for t in lead) or end + 2 >= len(doc) \
            or doc[end + 1].text not in _SEPARATORS or doc[end + 2].lower_ not in _ASKING_WH:
        return None
    return _rest(doc[end + 2:])


def _cleft(doc: Any, start: int, end: int) -> Optional[str]:
    """"Is it Mum or Dad picking her up?", "Was it Nan or Tom who rang?": the "who" question the
    cleft stands for ("Who is picking her up?", "Who rang?")."""
    lead = [t for t in doc[:start] if not t.is_punct and t.pos_ not in ("CCONJ", "INTJ") and t.lower_ != "so"]
    if len(lead) != 2 or lead[0].lemma_ != "be" or lead[1].lower_ not in _CLEFT_SUBJECTS or end + 1 >= len(doc):
        return None
    rest = list(doc[end + 1:])
    if rest and rest[0].lower_ in _RELATIVES:
        return "Who" + ("" if rest[1:2] and rest[1].text.startswith("'") else " ") + _rest(rest[1:])
    if rest and rest[0].tag_ == "VBG":
        return f"Who {lead[0].lower_} " + _rest(rest)
    return None


def _subject(doc: Any, first: Any, start: int, end: int) -> Optional[str]:
    """"Is Mum or Dad collecting the parcel?", "Will Nan or Tom fetch her?": the alternatives the
    subject of a yes/no question, asked as "who" ("Who is collecting the parcel?")."""
    lead = [t for t in doc[:start] if not t.is_punct and t.pos_ not in ("CCONJ", "INTJ") and t.lower_ != "so"]
    if len(lead) != 1 or lead[0].pos_ != "AUX" or first.dep_ not in ("nsubj", "nsubjpass") \
            or lead[0].lemma_ == "do" or end + 1 >= len(doc):
        return None
    return f"Who {lead[0].lower_} " + _rest(doc[end + 1:])
