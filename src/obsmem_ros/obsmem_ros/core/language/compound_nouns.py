"""Plural nouns after a noun modifier in heard speech read as the nouns they are, not as verbs.

The small English tagger reads a word partly by its last letters and the word before it, so the
head of a compound whose plural (or "set") is also a verb form often comes out a verb: "I took the
lawn chairs out" (`chairs`: VBZ, a second object of "took"), "I put the dog leads in the basket",
"My prayer beads not in my room" (`beads`: a verb with "not" and no auxiliary). Every reader then
loses the thing: the claim names "lawn" or "prayer", or nothing at all.

A verb reading is doubted where it cannot stand as a verb: it follows a noun inside a noun phrase
(an article, possessive, number or adjective before that noun) and either plays a noun's part (an
object), or has no subject of its own while that noun hangs on another word, or is negated with a
bare "not" (English negates a lexical verb with "do", so "beads not in" is a zero-copula clause
about the beads). The doubt is settled by the parser itself, not by a word
list: the text is parsed again without the modifier ("I took the chairs out"); where the word then
comes out a noun, that parse is kept and the modifier is put back as its compound. Where it stays a
verb ("the dog barks in the yard" is never doubted; "the dog barks not ..." stays a verb) nothing
changes. The same phrase read as two objects of one verb ("I put the new wiper blades on the van":
`wiper` and `blades` both its objects) is one object, the first noun the second's compound.
"""
from __future__ import annotations

from typing import Any, FrozenSet, List, Optional, Set

_VERB_TAGS = frozenset({"VBZ", "VBD", "VBN", "VBP"})
_NOUN_TAGS = frozenset({"NN", "NNS", "NNP", "NNPS"})
_MODIFIER_TAGS = frozenset({"NN", "NNS"})
_PHRASE_OPENERS = frozenset({"DT", "PRP$", "POS", "CD", "JJ", "PDT"})
_SUBJECTS = frozenset({"nsubj", "nsubjpass", "expl", "csubj"})
_NOMINAL = frozenset({"dobj", "pobj", "nsubj", "nsubjpass", "attr", "appos", "dative"})  # roles no verb plays
_TRIES = 3


def doubted(doc: Any) -> List[int]:
    """Indices of the words tagged as verbs that may be the head nouns of compounds."""
    return [t.i for t in doc if _doubted(t)]


def _doubted(tok: Any) -> bool:
    if tok.tag_ not in _VERB_TAGS or tok.pos_ != "VERB" or tok.i < 2:
        return False
    modifier, opener = tok.nbor(-1), tok.nbor(-2)
    if modifier.tag_ not in _MODIFIER_TAGS or not modifier.whitespace_ or opener.tag_ not in _PHRASE_OPENERS:
        return False
    subjectless = not any(c.dep_ in _SUBJECTS for c in tok.children)
    return tok.dep_ in _NOMINAL or subjectless and modifier.head != tok or _bare_not(tok)


def _bare_not(tok: Any) -> bool:
    """The verb is negated by a bare "not" right after it, with no auxiliary ("beads not in ...")."""
    after = tok.nbor(1) if tok.i + 1 < len(tok.doc) else None
    return after is not None and after.lower_ == "not" and not any(c.dep_ in ("aux", "auxpass") for c in tok.children)


def repaired(doc: Any, nlp: Any) -> Any:
    """`doc` (parsed by `nlp`) with its compounds read whole: each doubted verb settled by a parse
    without its modifier (a new `Doc` where anything changed; `doc` itself otherwise)."""
    doc = _objects_joined(doc)
    refused: Set[int] = set()
    for _ in range(_TRIES):
        todo = [i for i in doubted(doc) if i not in refused]
        if not todo:
            break
        better = _settled(doc, todo[0], nlp)
        if better is None:
            refused.add(todo[0])
        else:
            doc = better
    return doc


def _settled(doc: Any, head: int, nlp: Any) -> Optional[Any]:
    """`doc` with the word at `head` a noun and the word before it its compound, or None when the
    parse without that word still reads a verb there."""
    from .syntax import lexicon_words  # syntax holds the parse cache that calls this module

    cut = head - 1
    modifier = doc[cut]
    shorter = nlp(doc.text[:modifier.idx] + doc.text[modifier.idx + len(modifier.text_with_ws):])
    kept = [t for t in doc if t.i != cut]
    if len(shorter) != len(kept) or any(a.text != b.text for a, b in zip(shorter, kept)):
        return None
    if shorter[cut].tag_ not in _NOUN_TAGS or shorter[cut].lemma_.lower() not in lexicon_words("noun"):
        return None  # "where's the pumpkin gone": "gone" is no noun English knows
    return _with_compound(doc, shorter, cut)


def _objects_joined(doc: Any) -> Any:
    """`doc` with each singular noun that is a second object of its verb's the compound of the noun
    right after it, which takes its article and adjectives ("the new wiper blades")."""
    for tok in doc:
        if tok.i + 1 < len(doc) and _split_object(tok, tok.nbor(1)):
            return _with_compound(doc, doc, tok.i, moved=frozenset(c.i for c in tok.children))
    return doc


def _split_object(first: Any, second: Any) -> bool:
    return first.tag_ == "NN" and second.tag_ in ("NN", "NNS") and first.dep_ == second.dep_ == "dobj" and \
        first.head == second.head and bool(first.whitespace_) and not any(c.i > first.i for c in first.children)


def _with_compound(doc: Any, shorter: Any, cut: int, moved: FrozenSet[int] = frozenset()) -> Any:
    """A new `Doc` of `doc`'s words: `shorter`'s analysis for every word but the one at `cut`,
    which is the compound of the word after it (`shorter` is `doc` itself when the words stay as
    parsed; the words in `moved` are then hung on that word)."""
    from spacy.tokens import Doc

    def orig(j: int) -> int:
        return j if shorter is doc or j < cut else j + 1

    words = [t.text for t in doc]
    spaces = [bool(t.whitespace_) for t in doc]
    tags, pos, morphs, lemmas, heads, deps = [], [], [], [], [], []
    for i, tok in enumerate(doc):
        if i == cut:
            src, head, dep = tok, cut + 1, "compound"
        else:
            src = shorter[i if shorter is doc or i < cut else i - 1]
            head, dep = (cut + 1 if i in moved else orig(src.head.i)), src.dep_
        tags.append(src.tag_)
        pos.append(src.pos_)
        morphs.append(str(src.morph))
        lemmas.append(src.lemma_)
        heads.append(head)
        deps.append(dep)
    return Doc(doc.vocab, words=words, spaces=spaces, tags=tags, pos=pos, morphs=morphs, lemmas=lemmas,
               heads=heads, deps=deps)
