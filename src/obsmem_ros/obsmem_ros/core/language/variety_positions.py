"""Variety words whose standard reading depends on their place in the clause, read by that place.

A creole pronoun has one form for "I", "me" and "my" ("mi"): the subject before a verb ("mi see
it"), the possessor before a noun ("mi glasses", "see mi work badge"), the object elsewhere ("wake
mi at six"). A plural marker follows its noun ("the sheet dem") and is left out. A particle reads
one way before a verb and another elsewhere ("fi pay" = "to pay", "fi mi" = "for me"; "nuh like" =
"don't like", "nuh deh" = "not"). The forms and their readings are data (`varieties.yaml`:
`pronouns`, `before_verb`); the places are read here from the words around, with the lexicon of
English verbs and nouns, so each form needs no list of contexts.

A pronoun that is also an English word ("him", "dem" for "them") is read as a possessor only
after a preposition ("in him room"), where English never has the object form before a noun.
"""
from __future__ import annotations

import functools
import re
from typing import FrozenSet, List, Optional

from .syntax import english_words, lexicon_words, stop_words, verb_exceptions
from .varieties import positional_forms

_WORD = re.compile(r"[A-Za-z'][A-Za-z'\-]*|[^\sA-Za-z']")  # "wi-fi" is one word
_CLAUSE_OPENERS = frozenset({"and", "but", "so", "when", "if", "because", "that", "then", "or", "before", "after",
                             "till", "until", "since", "while", "cause", "said", "says"})
_PREPOSITIONS = frozenset({"in", "on", "at", "under", "behind", "beside", "near", "into", "onto", "inside", "by",
                           "with", "for", "from", "to", "of", "off", "upon", "without", "over", "about"})
_AUXILIARIES = frozenset({"will", "would", "can", "could", "shall", "should", "must", "might", "may", "did", "do",
                          "does", "don't", "won't", "can't", "didn't", "doesn't", "have", "has", "had", "is", "are",
                          "was", "were", "am", "not", "never", "always", "just", "still", "soon", "going",
                          "a", "also", "really", "nearly", "already"})
_FUNCTION = frozenset({"the", "a", "an", "this", "that", "these", "those", "my", "your", "his", "her", "our",
                       "their", "its", "some", "any", "all", "no", "every", "one", "two"})
_DETERMINER_LIKE = frozenset({"the", "a", "an", "this", "that", "some"})
_TIMES = frozenset({"today", "tomorrow", "tonight", "yesterday", "now", "later", "again", "soon", "morning",
                    "evening", "afternoon", "night", "first", "last", "next"})
_SUBJECTS = frozenset({"i", "you", "he", "she", "we", "they", "it"})
_SUBJECT, _OBJECT, _POSSESSOR = 0, 1, 2


def read_positions(text: str) -> str:
    """`text` with each listed pronoun and particle read by its place (module doc)."""
    pronouns, particles, quoting = (positional_forms(s) for s in ("pronouns", "before_verb", "quoting"))
    found = list(_WORD.finditer(text))
    words = [m.group(0) for m in found]
    if not {w.lower() for w in words} & (set(pronouns) | set(particles) | set(quoting)):
        return text
    for i in range(len(words) - 1, -1, -1):
        key = words[i].lower()
        if key in pronouns:
            read = _pronoun(words, i, pronouns[key])
        elif key in particles:
            read = _particle(words, i, particles[key])
        elif key in quoting:
            read = quoting[key][1 if _verb_before(words, i) else 0]
        else:
            continue
        start, end = found[i].span()
        text = text[:start] + (_cased(read, words[i]) if read else "") + text[end:]
    return re.sub(r"\s+([,.!?;:])", r"\1", re.sub(r"\s+", " ", text)).strip()


def _pronoun(words: List[str], i: int, forms: List[str]) -> str:
    prev, nxt = _neighbour(words, i, -1), _neighbour(words, i, 1)
    english = words[i].lower() in english_words() or words[i].lower() in stop_words()
    if len(forms) > 3 and _ends_noun_phrase(words, i - 1):
        return forms[3]
    if nxt and _foreign(nxt) and _neighbour(words, i + 1, 1) not in _PREPOSITIONS:
        return words[i]  # before a word of no listed variety ("mi hijo" in Spanish) its place is unknown,
        # unless a preposition follows that word, its verb ("dem deh on the verandah")  # a plural marker after its noun ("the sheet dem")
    if nxt and _verb(nxt, words, i + 1) and not (prev and _possessor_place(prev, nxt, english)) \
            and not (english and prev is not None):  # "have him back": an English form only opening a clause
        return forms[_SUBJECT]
    if nxt and _content(nxt) and (not english or prev in _PREPOSITIONS):
        return forms[_POSSESSOR]
    return forms[_OBJECT]


def _ends_noun_phrase(words: List[str], i: int) -> bool:
    """Whether words[i] is a noun closing a noun phrase ("the sheet", "my car keys"), not an
    order's verb ("hang")."""
    word, before = _neighbour(words, i + 1, -1), _neighbour(words, i, -1)
    if not word or not before or not noun(word):
        return False
    return before in _FUNCTION or noun(before) and before not in stop_words() \
        and before not in positional_forms("pronouns")


def _possessor_place(prev: str, nxt: str, english: bool) -> bool:
    """A word that is a noun as well as a verb after a verb or preposition is a possessed noun
    ("see mi work badge"); an English pronoun is a possessor only after a preposition."""
    if english:
        return prev in _PREPOSITIONS and noun(nxt)
    return (prev in _PREPOSITIONS or _verb(prev)) and noun(nxt)


def _particle(words: List[str], i: int, forms: List[str]) -> str:
    prev, nxt = _neighbour(words, i, -1), _neighbour(words, i, 1)
    if prev is None and len(forms) > 1 and not forms[1]:
        return words[i]  # opening a clause, a particle kept elsewhere is an interjection ("Nah, ...")
    if nxt and _verb(nxt, words, i + 1):
        after_subject = bool(prev) and (prev in _SUBJECTS or prev in positional_forms("pronouns")) \
            and _neighbour(words, i - 1, -1) is None
        return forms[2] if len(forms) > 2 and after_subject else forms[0]
    return forms[1] if nxt and len(forms) > 1 and forms[1] else words[i]


def _verb_before(words: List[str], i: int) -> bool:
    """Whether a verb comes before words[i] in its clause ("Andre tell mi seh": a verb); a word
    alone before it is the clause's subject ("Coach seh")."""
    j = i - 1
    if _neighbour(words, j, -1) is None:
        return False
    while _neighbour(words, j + 1, -1) is not None:
        if _verb(words[j], words, j) and not _in_noun_phrase(words, j):
            return True
        j -= 1
    return False


def _in_noun_phrase(words: List[str], j: int) -> bool:
    """Whether words[j], a noun as well as a verb, follows a determiner or another noun ("the
    water truck man": no verb in it)."""
    before = _neighbour(words, j, -1)
    if not before or not noun(words[j].lower()) or before in positional_forms("pronouns"):
        return False
    return before in _FUNCTION or noun(before) and not _verb(before, words, j - 1) or _in_noun_phrase(words, j - 1)


def _neighbour(words: List[str], i: int, step: int) -> Optional[str]:
    """The word next to words[i] (lower case) within its clause; None at punctuation or the edge,
    and before `i` at a word opening a clause."""
    j = i + step
    if j < 0 or j >= len(words) or not words[j][0].isalpha():
        return None
    word = words[j].lower()
    opens = word in _CLAUSE_OPENERS or word in positional_forms("quoting")  # "seh him soon come"
    return None if step < 0 and opens else word


def _verb(word: str, words: Optional[List[str]] = None, at: int = -1) -> bool:
    """Whether `word` (words[at]) is a verb or an auxiliary ("a" only before a verb: "mi a go"); a
    name is none ("fi Miss Ivy"); a listed particle is one when it reads as an auxiliary ("nuh"
    -> "don't"); an unknown word counts (a creole verb the lexicon lacks: "mi deh here")."""
    word = word.lower()
    if words and 0 <= at < len(words) and words[at][:1].isupper() and word != "i":
        # a name ("fi Miss Ivy", "Errol seh"), or a known verb opening a sentence ("Tell Mummy")
        opens = at == 0 or not words[at - 1][0].isalpha()
        return opens and (word in _base_verbs() or word in verb_exceptions() or word in _AUXILIARIES)
    if word == "a":
        after = _neighbour(words, at, 1) if words else None
        return bool(after) and after in _base_verbs()
    particle = positional_forms("before_verb").get(word)
    if particle or word in positional_forms("pronouns") or word in positional_forms("quoting"):
        return bool(particle) and particle[0] in _AUXILIARIES
    if word in _AUXILIARIES or word in _base_verbs() or word in verb_exceptions():
        return True
    return word.isalpha() and word not in english_words() and word not in stop_words() and not noun(word)


def _foreign(word: str) -> bool:
    """A word English does not have and no variety lists."""
    listed = any(word in positional_forms(s) for s in ("pronouns", "before_verb", "quoting"))
    return word.isalpha() and not listed and word not in english_words() and word not in stop_words() \
        and word not in _base_verbs() and word not in verb_exceptions() and not noun(word)


def _content(word: str) -> bool:
    """A word that can follow a possessor: no function word, particle, preposition or time word."""
    return word.isalpha() and word not in _FUNCTION | _PREPOSITIONS | _TIMES and word not in stop_words() \
        and word not in positional_forms("before_verb") and word not in positional_forms("quoting")


def noun(word: str) -> bool:
    """A noun or adjective of the lexicon, not an inflected verb ("left", "took")."""
    nouns = lexicon_words("noun")
    if word in verb_exceptions():
        return False
    return word in nouns or word.endswith("s") and word[:-1] in nouns or word in lexicon_words("adj")


@functools.lru_cache(maxsize=1)
def _base_verbs() -> FrozenSet[str]:
    return lexicon_words("verb") - {"a"}


def _cased(standard: str, said: str) -> str:
    return standard[:1].upper() + standard[1:] if said[:1].isupper() else standard
