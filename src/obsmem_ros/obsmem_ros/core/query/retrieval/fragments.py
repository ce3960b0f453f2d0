"""Elliptical answers: a value said as a verbless fragment, then pointed back to by the sentence
after it ("Tea. Black, two sugars. That's how I have it.", "Te Karere. I watch that every day.").

People often say the liked thing first, alone, and only then the clause that makes it a liking;
that clause's object is a pro-form ("that", "it"), so the value is in the fragments before it. A
fragment is a sentence with no verb; the run of fragments right before a sentence that points back
is read with it, and the value is the last fragment of the run that does not merely name what the
question asks about ("Tea." names the topic; "Black, two sugars." is how it is taken). A fragment
is its own value as said, a number said alone its number ("Twenty-two." -> 22), up to a comma
before a prepositional phrase (how it is had, not what: "café de olla, in my clay pot"); of a
fragment listing parts by commas, the one part that says more than when and to whom
("Every evening seven o'clock, the news, son." -> "the news").

A sentence may also end in such a fragment after the thing asked about: "I'll have a cup of tea,
milky, two sugars" describes the tea (`described`).

A fragment opening with "only" or "just" right after a sentence says the one liked instead of
what that sentence spoke of ("I don't drink the coffee from the machine. Only café de olla.").
"""
from __future__ import annotations

import re
from typing import Any, List, Optional, Sequence, Set, Tuple

from obsmem_ros.core.language.kin_roles import kin_lexicon
from obsmem_ros.core.language.syntax import analyse
from obsmem_ros.core.language.utterance_syntax import TIME_NOUNS

from ..lexicon import DETERMINERS

from ..syntax_readings import asked_kind
from .manner_pointers import points_to_manner
from .said_clauses import POINTING_BACK, meanings, refers_back, states_habit, words_of
from .said_numbers import said_number
from .said_values import CONDITIONS
from .taken_phrases import vocatives

_CONTENT = frozenset({"NOUN", "PROPN", "ADJ", "NUM"})
_EXCLUSIVE = frozenset({"only", "just"})
_LEADING = _EXCLUSIVE | {"and", "oh", "so", "well"}  # "Only café de olla": not the value's words


_OWNED = frozenset({"NOUN", "PROPN", "ADJ", "NUM"})  # what a possessive "'s" can stand before


def is_fragment(sentence: str) -> bool:
    """Whether a sentence has no verb and names something ("Black, two sugars.", "Te Karere.")."""
    doc = analyse(sentence)
    return not any(t.pos_ in ("VERB", "AUX") or _copula(t) for t in doc) and any(t.pos_ in _CONTENT for t in doc)


def _copula(token: Any) -> bool:
    """An "'s" the tagger took for a possessive after a word that owns nothing ("seven's fine") or
    before a word that is owned by nothing ("The turkey's in the chest")."""
    if token.lower_ not in ("'s", "\u2019s"):
        return False
    doc = token.doc
    after = doc[token.i + 1].pos_ if token.i + 1 < len(doc) else ""
    return token.i > 0 and doc[token.i - 1].pos_ not in ("NOUN", "PROPN") or after not in _OWNED


def fragment_runs(sentences: Sequence[str]) -> List[Tuple[str, ...]]:
    """For each sentence, the run of fragments said right before it when it points back to
    something (`refers_back`), else ()."""
    runs: List[Tuple[str, ...]] = []
    for i, sentence in enumerate(sentences):
        run: List[str] = []
        j = i - 1
        while j >= 0 and is_fragment(sentences[j]):
            run.insert(0, sentences[j])
            j -= 1
        runs.append(tuple(run) if run and _points_back(sentence) else ())
    return runs


def _points_back(sentence: str) -> bool:
    """Whether the sentence's verb takes a word pointing back, as its object (`refers_back`) or
    through a preposition ("I listen to that every morning")."""
    return refers_back(sentence) or points_to_manner(sentence) or any(
        t.dep_ == "pobj" and t.lower_ in POINTING_BACK and t.head.head.pos_ == "VERB" for t in analyse(sentence))


def pointed_apart(sentence: str) -> List[str]:
    """The sentence as the verbless words before a clause pointing back to a manner and that clause
    (`manner_pointers`: "Metrio, no milk, you know how I like it." -> ["Metrio, no milk.", "you
    know how I like it."]), cut at the last comma after which the rest is such a clause; the
    sentence alone otherwise."""
    for cut in reversed([i for i, ch in enumerate(sentence) if ch == ","]):
        head, tail = sentence[:cut].strip(), sentence[cut + 1:].strip()
        if head and tail and points_to_manner(tail) and not points_to_manner(head):
            return [f"{head}.", tail] if is_fragment(head) else [sentence]
    return [sentence]


def contrasted(sentence: str, following: str) -> str:
    """The sentence after one, when it is a fragment opening with "only" or "just" ("Only café de
    olla."), or any fragment after a denial: what is had instead ("I don't drink coffee after
    lunch. Green tea, no sugar."); "" otherwise."""
    if not following or not is_fragment(following):
        return ""
    first = following.strip().split(" ", 1)[0].lower().strip(",")
    return following if first in _EXCLUSIVE or _negated(sentence) else ""


def _negated(sentence: str) -> bool:
    """Whether a verb of the sentence is negated ("I don't drink coffee")."""
    return any(t.dep_ == "neg" and t.head.pos_ in ("VERB", "AUX") for t in analyse(sentence))


def described(sentence: str, asked: Set[str], kind: str = "") -> str:
    """The verbless words after a comma that follow the asked thing at the end of a sentence and
    describe it, each part opening with a describing word ("a cup of tea, milky, two sugars" ->
    "milky, two sugars"; "tea, coffee and juice" lists things, describing none); "" when none, or
    when the question asks which `kind` of that thing and the sentence tells it by a word before
    the noun ("I want green tea, weak, no sugar" tells the kind, green; the rest is how it is made)."""
    doc = analyse(sentence)
    named = [t for t in doc if t.pos_ == "NOUN" and meanings({t.lower_}) & asked]
    if not named or named[-1].i + 1 >= len(doc) or doc[named[-1].i + 1].text != ",":
        return ""
    if kind and meanings({kind}) & meanings({named[-1].lower_}) and _told_apart(named[-1]):
        return ""
    parts, part = [], []
    for token in doc[named[-1].i + 1:]:
        if token.text == "," or token.is_punct and token.i == len(doc) - 1:
            parts.append(part) if part else None
            part = []
        else:
            part.append(token)
    parts.append(part) if part else None
    if not parts or any(t.pos_ in ("VERB", "AUX") for p in parts for t in p) or not all(
            p[0].pos_ in _DESCRIBING or p[0].lower_ == "no" for p in parts):
        return ""
    return ", ".join(" ".join(t.text for t in p) for p in parts)


_SORT_WORDS = frozenset({"kind", "sort", "type"})


def asked_sort(question: str) -> str:
    """The noun whose sort the question asks for: "which hat" -> hat, "what kind of tea" -> tea."""
    kind = asked_kind(question)
    if kind not in _SORT_WORDS:
        return kind
    said = re.search(rf"\b{kind}s?\s+of\s+([^\W\d_]+)", question.lower())
    return said.group(1) if said else ""


def _told_apart(noun: Any) -> bool:
    """Whether a describing word or a compound before the noun tells which of its kind it is."""
    return any(c.dep_ in ("amod", "compound") and c.i < noun.i for c in noun.children)


_DESCRIBING = frozenset({"ADJ", "NUM"})


def habitual_about_self(sentence: str) -> bool:
    """Whether the sentence says, in the simple present, what is done as a rule with any verb of its
    own ("That's how I have it", "I watch that every day"), or how what it points back to is had
    however it is timed ("that's the only way I'll eat it": `manner_pointers`): what a fragment
    before it names is then a liking, not a remark."""
    verbs = {t.lemma_.lower() for t in analyse(sentence) if t.pos_ == "VERB"}
    return points_to_manner(sentence) or states_habit(sentence, verbs)


def fragment_value(run: Sequence[str], asked: Set[str]) -> str:
    """The value a run of fragments gives: its last fragment naming more than what the question
    asks about, as said (a number said alone as its number); "" when every fragment only names
    the asked thing."""
    for fragment in reversed(run):
        words = words_of(fragment) - _LEADING
        if not meanings(words) - asked:
            continue
        return _number_alone(fragment) or _as_said(_told_part(fragment, asked), asked)
    return ""


_MEALS = frozenset({"breakfast", "lunch", "dinner", "supper", "tea"})  # a time, or what is had at it
_TIME_WORDS = (TIME_NOUNS | {w for group in CONDITIONS for w in group} | {"every", "each", "at", "on", "in"}) - _MEALS


def _told_part(fragment: str, asked: Set[str]) -> str:
    """The one part of a fragment listed by commas that says a value ("Every evening nine o'clock,
    the shipping forecast, son." -> "the shipping forecast"): the parts that say only when (times
    and kinds of day), only the asked thing, or only whom it is said to are its
    setting, not its value; the fragment whole when no part or more than one says more."""
    parts = [p.strip() for p in fragment.rstrip(".!?;").split(",") if p.strip()]
    called = vocatives(analyse(fragment)) if len(parts) > 2 else set()  # "Milk, sugar.": both are had
    told = [p for p in parts if not _setting_only(p, asked, called)]
    return told[0] if len(parts) > 1 and len(told) == 1 else fragment


def _setting_only(part: str, asked: Set[str], called: Set[str]) -> bool:
    """Whether a part says only when, the asked thing or whom it is said to (a kin word, or a word
    `called` the listener by: `vocatives`)."""
    words = words_of(part) - _LEADING - DETERMINERS
    timed = {w for w in words if w in _TIME_WORDS or said_number(w) is not None}
    return not meanings(words - timed) - asked or words <= kin_lexicon().keys() | called


def _placed_on(token: Any, asked: Set[str]) -> bool:
    """Whether the token opens a phrase (not "of") whose object is the asked thing or a pronoun."""
    objects = [c for c in token.children if c.dep_ == "pobj"] if token.pos_ == "ADP" and token.lower_ != "of" else []
    return any(c.pos_ == "PRON" or meanings({c.lower_}) & asked for c in objects)


def _number_alone(fragment: str) -> Optional[str]:
    """The number a fragment says when it says nothing else ("Twenty-two.", "19")."""
    words = [w for w in re.findall(r"[^\W_]+", fragment.lower())]
    number = said_number(fragment)
    return number if number is not None and len(words) <= 2 and all(
        said_number(w) is not None or w in ("degrees",) for w in words) else None


def _as_said(fragment: str, asked: Set[str] = frozenset()) -> str:
    """The fragment's words without the closing stop, a leading "only" or "just", what follows a
    comma before a preposition, and what follows a phrase placing it on the thing asked about or
    on a pronoun ("Lots of butter in the pease pudding for me" -> "Lots of butter")."""
    doc = analyse(fragment)
    cut = next((t.i for t in doc if t.text == "," and t.i + 1 < len(doc) and doc[t.i + 1].pos_ == "ADP"
                or t.i and _placed_on(t, asked)), len(doc))
    text = doc[:cut].text.strip().rstrip(".!;,").strip()
    first, _, rest = text.partition(" ")
    return rest if first.lower().strip(",") in _LEADING and rest else text
