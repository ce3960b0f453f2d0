"""How a thing is liked, said as the complement a verb of liking gives it, for a "how"
question: "I like my coffee black" -> black, "i like em fried up with onions not boiled" -> fried up
with onions, "I like my steak well done" -> well done.

The complement is found by word order after the verb and the words naming the thing (speech
leaves the parse unsure whether "black" is an object, a noun or an adjective), and shaped by the
parse: one state word (an adjective, an adverb of an open class, a participle) with the words that
modify it before it ("well done", "really strong", "over easy"); a participle keeps the particle
and the phrase of "with" or "in" it takes ("fried up with onions"); an adjective or adverb takes
nothing after it ("thick bab proper thick": thick; what follows is said of something else, or to
someone). Nothing else is a complement: a closed-class adverb ("I like mine too", "now", "here"),
a time ("I have my tea mornings"), a number (a level, left to the number readers), a person spoken
to ("I like my eggs Nan"), a finite verb; a phrase opening with a preposition ("with rice and dal",
"in a plait") is left to the manner and place readers (`value_shapes`), which read it whole.
"""
from __future__ import annotations

from typing import Any, Callable, List, Optional

from obsmem_ros.core.language.preferences import LIKING
from obsmem_ros.core.language.utterance_syntax import is_time_token

from .taken_phrases import is_liking_verb, negated_before

Check = Callable[[Any], bool]

_STANDING_FOR = frozenset({"it", "them", "em", "'em", "mine"})
_DENYING = frozenset({"no", "not", "never", "none", "nothing"})
_HAD_IN = frozenset({"with", "without", "in"})  # "with honey", "in a bun": how it is had
_MODIFIER_POS = frozenset({"ADV", "ADP", "ADJ", "NOUN", "PART"})  # "well", "over", "medium" before a state
_REACH = 3  # a modifier is said at most this many words before the state it modifies
_MOST_WORDS = 5


def liked_as(doc: Any, is_asked: Check, is_person: Check = lambda t: False) -> str:
    """The complement a verb of liking, not denied, gives the asked thing (`is_asked`:
    whether a word names it); "" when none does. `is_person`: whether a word names someone, who
    is spoken to, never how a thing is liked."""
    # verbs of liking only: "take" and "have" say as often what is had as how
    for verb in (t for t in doc if is_liking_verb(t, LIKING) and not negated_before(t)):
        start = _after_thing(doc, verb.i + 1, is_asked)
        words = _complement(doc[start:], is_person) if start is not None else []
        if 0 < len(words) <= _MOST_WORDS:
            return " ".join(t.text for t in words).lower()
    return ""


def _after_thing(doc: Any, i: int, is_asked: Check) -> Optional[int]:
    """Where the words after the asked thing start, when the verb's next words name it (a pronoun
    standing for it, or a determiner or possessive and up to three words ending in an asked one:
    "me coffee", "the kurma"); None when they name something else."""
    if i < len(doc) and doc[i].lower_ in _STANDING_FOR:
        return i + 1
    if i >= len(doc) or doc[i].tag_ not in ("PRP$", "PRP", "DT"):
        return None
    for j in range(i + 1, min(i + 4, len(doc))):
        if doc[j].pos_ not in ("NOUN", "PROPN", "ADJ"):
            return None
        last = j + 1 >= len(doc) or not is_asked(doc[j + 1]) or doc[j + 1].pos_ not in ("NOUN", "PROPN")
        if is_asked(doc[j]) and last:
            return j + 1
    return None


def _complement(rest: Any, is_person: Check) -> List[Any]:
    """The state that opens `rest` (a phrase opening with a preposition is left to the manner and
    place readers, which read it whole: "with rice and dal")."""
    if not len(rest) or _ends(rest[0]):
        return []
    words = _state(rest, is_person)
    return [] if any(t.like_num or t.pos_ == "NUM" or is_time_token(t) for t in words) else words


def _had_in(rest: Any) -> List[Any]:
    """A phrase of "with", "without" or "in" and its object ("with onions"), up to a mark or a
    denial; [] when the preposition takes no object."""
    if not any(c.dep_ in ("pobj", "pcomp") for c in rest[0].children):
        return []
    return _up_to_end([t for t in rest[0].subtree if t.i >= rest[0].i])


def _state(rest: Any, is_person: Check) -> List[Any]:
    """A state: the words modifying it said before it, its head, and for a participle the particle
    and the phrase it takes ("fried up with onions"). A head the tagger read as a noun is a state only
    said alone before a mark or the end ("black, with ginger"), and never someone's name."""
    at = 0
    while at < _REACH and at + 1 < len(rest) and rest[at].pos_ in _MODIFIER_POS and _modifies_later(rest, at):
        at = rest[at].head.i - rest.start
    if _closed(rest[at]) and at + 1 < len(rest) and _open_dependent(rest[at], rest[at + 1]):
        at += 1  # "over easy" whichever of the two the tagger made the head
    head = rest[at]
    if head.pos_ in ("NOUN", "PROPN"):
        alone = at == 0 and (len(rest) == 1 or _ends(rest[1]))
        return [head] if alone and head.pos_ == "NOUN" and not is_person(head) else []
    if not _state_word(head) or _closed(head):
        return []
    words = list(rest[:at + 1])
    if _participle(head):
        words += _taken_by(head, rest[at + 1:])
    return words


def _modifies_later(rest: Any, at: int) -> bool:
    """Whether the word at `at` modifies a state word said within reach after it ("well" in "well
    done", "over" in "over easy"), not a noun ("black" in "black nee sugar" is the state itself)."""
    word, head = rest[at], rest[at].head
    return word.i < head.i <= word.i + _REACH and head.i < rest.end and _state_word(head) \
        and not any(_ends(t) for t in word.doc[word.i + 1:head.i])


def _open_dependent(word: Any, after: Any) -> bool:
    """Whether `after`, said right after `word`, depends on it and is a state word of an open class."""
    return after.head.i == word.i and after.pos_ in ("ADJ", "ADV") and not _closed(after)


def _closed(head: Any) -> bool:
    """A word of a closed class ("too", "now", "here", "always"), no state; a participle is none
    ("done")."""
    return head.is_stop and not _participle(head)


def _state_word(token: Any) -> bool:
    """An adjective, an adverb or a participle: a finite verb says a deed ("lumpy love": a word
    the tagger made a verb), not a state."""
    return token.pos_ in ("ADJ", "ADV") or _participle(token)


def _participle(token: Any) -> bool:
    return token.pos_ == "VERB" and token.tag_ in ("VBN", "VBD")


def _taken_by(verb: Any, after: Any) -> List[Any]:
    """The particle or state word ("fried up", "salted heavy") and the phrase of "with" or "in"
    ("fried with onions") a participle takes, said right after it; not a time ("toasted in the morning")."""
    words: List[Any] = []
    for t in after:
        if t.head.i == verb.i and (t.dep_ == "prt" or _state_word(t) and not _closed(t)):  # "salted heavy"
            words.append(t)
            continue
        if t.lower_ in _HAD_IN and t.head.i == verb.i:
            phrase = _had_in(after[t.i - after.start:])
            words += [] if any(is_time_token(w) for w in phrase) else phrase
        break
    return words


def _up_to_end(words: List[Any]) -> List[Any]:
    cut = next((n for n, t in enumerate(words) if n and _ends(t)), len(words))
    return words[:cut]


def _ends(token: Any) -> bool:
    """A word that closes the phrase: a mark, a conjunction, a denial ("not boiled", "no milk")."""
    return token.is_punct or token.pos_ in ("CCONJ", "SCONJ") or token.dep_ == "neg" or token.lower_ in _DENYING
