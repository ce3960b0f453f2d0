"""The state a liking verb wants the thing asked about in ("I like my eggs scrambled", "he likes it
well done", "I like my fish fried hard"): read from the parse, for `said_values`; and the words a
verb says its object is had in right after it ("i like em over easy", "I take it black"), the
manner a "how" question asks for (`value_shapes`)."""
from __future__ import annotations

from typing import Any, List, Optional, Set

from .word_stems import stem

_BACK = frozenset({"it", "them", "em"})
_STANDS_FOR = _BACK | {"'em", "mine"}  # "i like mine over easy": the speaker's own of the asked thing
_COMPLEMENT = frozenset({"ADJ", "ADV", "ADP", "VERB"})


def liked_state(verb: Any, asked: Set[str], doc: Any) -> Optional[Any]:
    """The word saying the state a liking verb wants the asked thing in: a clause it takes whose
    subject is the asked thing ("I like my eggs scrambled"), or a pronoun for it when the sentence
    names it ("his steak, he likes it well done"), or a participle said after the asked thing it
    takes ("I like my fish fried hard"); None when it says none. A verb the question asks is a
    deed, not a state ("Sunday must eat roti canai" for "what does she want to eat on Sunday")."""
    def is_asked(token: Any) -> bool:
        return stem(token.lemma_.lower()) in asked or stem(token.lower_) in asked

    named = any(is_asked(t) for t in doc)
    for c in verb.children:
        if c.dep_ in ("ccomp", "xcomp") and c.pos_ in ("VERB", "ADJ") and not is_asked(c) and any(
                g.dep_ == "nsubj" and (is_asked(g) or named and g.lower_ in _BACK) for g in c.children):
            return c
        if c.dep_ in ("dobj", "pobj") and is_asked(c):
            told = next((g for g in c.children if g.i > c.i and (g.dep_ == "acl" and g.pos_ == "VERB"
                                                                 or g.dep_ == "amod" and g.tag_ == "VBN")), None)
            if told is not None:
                return told
    return None


def said_complement(doc: Any, asked: Set[str], meanings: Any) -> str:
    """The words said right after a verb's object, when the object is the asked thing or a word
    standing for it, that say the state it is had in ("i like em over easy with the yolk runny" ->
    over easy; "I take it black with two sugars" -> black; "I like them fried hard"): describing
    words of the verb's own clause, up to the first phrase with an object of its own or a noun
    (and none that describes a noun after it: "sunny side up"); "" when they say no state (a bare
    adverb: "I like it now", "I take it too"). `meanings` reads a word's meanings as the question's
    `asked` words were read."""
    for verb in (t for t in doc if t.pos_ in ("VERB", "AUX")):
        taken = next((c for c in _objects(verb) if c.lower_ in _STANDS_FOR or meanings({c.lower_}) & asked), None)
        if taken is None:
            continue
        words = _said_after(doc, verb, max(t.i for t in taken.subtree) + 1)
        if _says_state(words):
            return " ".join(t.text for t in words).lower()
    return ""


def _objects(verb: Any) -> List[Any]:
    """The verb's object, or the subject of a small clause it takes ("He has it black": "it black")."""
    return [c for c in verb.children if c.dep_ == "dobj"] + [
        g for c in verb.children if c.dep_ in ("ccomp", "xcomp") for g in c.children if g.dep_ == "nsubj"]


def _said_after(doc: Any, verb: Any, start: int) -> List[Any]:
    words: List[Any] = []
    for tok in doc[start:]:
        if tok.pos_ not in _COMPLEMENT or verb not in tok.ancestors \
                or tok.pos_ == "VERB" and tok.tag_ not in ("VBN", "VBD") \
                or any(c.dep_ == "pobj" for c in tok.children) or tok.head.pos_ == "NOUN" and tok.head.i > tok.i:
            break
        words.append(tok)
    return words


def _says_state(words: List[Any]) -> bool:
    """A describing word or a participle, or a particle with its word ("over easy")."""
    return any(t.pos_ in ("ADJ", "VERB") for t in words) or len(words) > 1 and (
        words[0].tag_ in ("IN", "RP") or words[0].dep_ == "prep")
