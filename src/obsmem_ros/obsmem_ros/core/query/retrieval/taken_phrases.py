"""What a verb of liking takes, read from its place in the sentence when the parse does not say.

Speech as a recogniser writes it, and words the tagger has never seen ("i want pittu with the
coconut sambal", "i only like the blue kind"), often leave a liking verb without a parsed object:
the unknown word is read as an adjective or an adverb, "like" as a preposition. English puts what
a verb takes after it, so the phrase is read there (`taken_in_order`): past the articles and the
words that only focus it ("only", "just", "nothing but"), the run of content words up to the next
word that opens another phrase (a preposition, a verb, a pronoun, a new article). Words said
before every liking verb of the sentence (a vocative, "for the record", a time) are no value of
it (`before_liking`), nor is a word the sentence calls its listener by (`vocatives`), and a verb of
disliking takes what is not wanted (`disliked_words`). When what is taken is the very thing asked
about, what tells it apart is said with it ("what soup": light soup), unless the thing is a setting
or a property whose value its modifier is ("the sports channel": sports; `names_a_property`).
"""
from __future__ import annotations

from typing import Any, List, Optional, Set

from ..lexicon import SETTING_NOUNS
from .word_stems import stem

__all__ = ["DISLIKING", "EXCEPTING", "before_liking", "contents", "disliked_words", "is_liking_verb",
           "names_a_property", "negated_before", "property_asked", "taken_in_order", "told_apart", "vocatives"]

DISLIKING = frozenset({"hate", "dislike", "detest", "loathe"})
_CONTENT = frozenset({"NOUN", "PROPN", "ADJ", "NUM", "ADV", "X"})
_FOCUS_POS = frozenset({"DET", "ADV", "PART"})  # "the", "only", "just"
EXCEPTING = frozenset({"but", "except"})  # "nothing but a chip butty"
_DEMONSTRATIVES = frozenset({"that", "those", "this", "these"})
_BACK = _DEMONSTRATIVES | {"it", "them", "em", "one", "ones"}


def _lemma(token: Any) -> str:
    return stem(token.lemma_.lower()) if token.lemma_ else ""


def is_liking_verb(token: Any, verbs: Set[str]) -> bool:
    """Whether `token` is one of `verbs` used as a verb: tagged so, or a word of theirs that the
    tagger misread (a preposition "like") with a subject of its own ("i only like the blue kind")."""
    if token.lemma_.lower() not in verbs and stem(token.lower_) not in {stem(v) for v in verbs}:
        return False
    return token.pos_ in ("VERB", "AUX") or any(c.dep_ == "nsubj" for c in token.children)


def negated_before(verb: Any) -> bool:
    """Whether a verb is negated by a "not" said before it ("Don't want the rice"): a "not" after
    it may open a contrast of its own ("I want the tea, not the coffee")."""
    return any(c.dep_ == "neg" and c.i < verb.i for c in verb.children)


def disliked_words(doc: Any, liking: Set[str] = frozenset()) -> Set[str]:
    """The words a verb of disliking takes ("I hates the ham"), or a verb of `liking` negated
    ("Don't want nasi goreng ah, ..." whatever the parse hangs the dish on): what is not wanted."""
    out: Set[str] = set()
    for verb in doc:
        disliking = stem(verb.lower_) in DISLIKING or _lemma(verb) in DISLIKING
        if disliking or is_liking_verb(verb, liking) and negated_before(verb):
            if verb.pos_ in ("VERB", "AUX") or any(c.dep_ == "nsubj" for c in verb.children):
                out |= {t.lower_ for t in taken_in_order(verb)}
                out |= {t.lower_ for c in verb.children if c.dep_ == "dobj" for t in c.subtree}
    return out


def taken_in_order(verb: Any) -> List[Any]:
    """The phrase said right after `verb` as its object, by word order: the articles, focusing
    adverbs and an object pronoun standing for the thing asked about skipped, then the content
    words up to the next word of another phrase, without trailing adverbs or adjectives after its
    last noun ("a chip butty honest" is the chip butty); [] when a verb, a clause or nothing follows,
    or when a demonstrative points back with a bare noun ("Put sports on, I love that channel": the
    phrase said before is the value, not "that channel")."""
    doc = verb.doc
    i = verb.i + 1
    pointing = False
    while i < len(doc) and (doc[i].pos_ in _FOCUS_POS or doc[i].lower_ in EXCEPTING
                            or doc[i].lower_ in ("nothing", "none") and i + 1 < len(doc)
                            and doc[i + 1].lower_ in EXCEPTING):
        if doc[i].pos_ == "ADV" and i + 1 < len(doc) and doc[i + 1].pos_ not in _CONTENT | {"DET"}:
            return []  # "I like it here", "I want to go": no phrase of its own
        pointing = pointing or doc[i].pos_ == "DET" and doc[i].lower_ in _DEMONSTRATIVES
        i += 1
    run: List[Any] = []
    while i < len(doc) and doc[i].pos_ in _CONTENT and not doc[i].is_punct:
        if run and doc[i].pos_ == "ADV" and doc[i].lower_ in ("only", "just", "too", "please"):
            break
        run.append(doc[i])
        i += 1
    nouns = [n for n, t in enumerate(run) if t.pos_ in ("NOUN", "PROPN") and t.lower_ not in _BACK]
    if nouns:
        run = run[:nouns[-1] + 1]
    while run and run[0].pos_ == "ADV":
        run = run[1:]
    return [] if pointing and len(run) == 1 else run


def before_liking(doc: Any, verbs: Set[str]) -> Optional[int]:
    """The index of the first liking verb (of `verbs`), not negated, with a subject of its own that takes a
    phrase after it, not a pronoun standing for something fronted ("Rice, I like it"): no word said
    before it is what it takes; None when the sentence has none."""
    for token in doc:
        if not is_liking_verb(token, verbs) or negated_before(token) or not any(
                c.dep_ == "nsubj" and c.i < token.i for c in token.children):
            continue
        after = taken_in_order(token)
        if after and not (len(after) == 1 and after[0].lower_ in _BACK):
            return token.i
    return None


def vocatives(doc: Any) -> Set[str]:
    """The words the sentence calls the listener by: one word set off by a comma before an order
    ("Puttar, put the radio on") or at the end ("..., mijo."): whom it is said to, not a value."""
    words = [t for t in doc if not t.is_space]
    called = set()
    if len(words) > 3 and words[1].text == "," and words[0].pos_ in ("NOUN", "PROPN") and words[2].pos_ == "VERB":
        called.add(words[0].lower_)
    if len(words) > 3 and words[-1].is_punct and words[-3].text == "," and words[-2].pos_ in ("NOUN", "PROPN") \
            and not any(c.dep_ in ("det", "poss", "amod", "compound") for c in words[-2].children):
        called.add(words[-2].lower_)
    return called


_PROPERTY_NOUNS = frozenset({"colour", "color", "flavour", "flavor", "kind", "sort", "type", "brand", "size", "shape"})


def names_a_property(token: Any) -> bool:
    """Whether a noun names a setting or a property of things ("channel", "flavour"): its
    modifier alone is the value ("the sports channel" -> sports), not the two together."""
    return token.lemma_.lower() in SETTING_NOUNS | _PROPERTY_NOUNS or token.lower_ in ("one", "ones")


def property_asked(asked: Set[str]) -> bool:
    """Whether the question (its word stems, `asked`) asks a property of a thing by the property's
    noun ("what flavour lolly", "what colour mug"): the word that tells the thing apart is the value
    alone. A "kind", "sort" or "type" asks for the thing itself ("what kind of tea": black tea)."""
    return bool(asked & {stem(w) for w in _PROPERTY_NOUNS - {"kind", "sort", "type"}})


def told_apart(token: Any) -> List[Any]:
    """The words before a noun that tell it apart, a modifier with the words joined to it ("a roll
    and square sausage": roll and square), without an article or an owner ("my coffee black" read
    as one noun: not "my")."""
    return sorted((t for c in token.children if c.i < token.i and c.dep_ in ("amod", "compound", "nmod")
                   for t in c.subtree if t.pos_ not in ("DET", "PRON", "PUNCT")), key=lambda t: t.i)


def contents(token: Any) -> Any:
    """The noun an amount or a container said with "a" or a number is of ("a bottle of stout",
    "two cups of tea": stout, tea): what is had, not what it is had in; the noun itself otherwise
    ("the leg of the duck" is a leg)."""
    of = next((c for c in token.children if c.dep_ == "prep" and c.lower_ == "of"), None)
    counted = any(c.dep_ == "nummod" or c.dep_ == "det" and c.lower_ in ("a", "an", "another")
                  for c in token.children)
    inside = next((c for c in of.children if c.dep_ == "pobj" and c.pos_ in ("NOUN", "PROPN")), None) if of else None
    return inside if counted and inside is not None else token
