"""Clause shapes of English-lexified creoles and pidgins, read from their structure into the
standard clause the parser knows.

`varieties` rewrites the words of varieties it lists. A household speaking a creole the data file
does not list still builds its clauses from English verbs and places in shapes English lacks, and
the tagger then loses the clause's verb, its doer or its place. These shapes are read here from the
tags and the clause around a word, with no word of any creole listed:

- a tense / aspect marker between a subject and a verb: "Andre a carry me", "the man a come"
  ("a" right after a subject, before a verb, in a clause with no verb yet, is no article) ->
  "Andre is carrying me", "I a go wash" -> "I am going to wash"; a word the lexicon does not know
  in that place is a marker whose sense is unknown, and is left out ("we dey cook" -> "we cook");
- a locative clause whose verb the lexicon does not know: a noun phrase (not a time), an unknown
  word, a preposition of place ("it deh on the table", "the tin not deh in the cupboard") -> "it
  is on the table", "the tin is not in the cupboard". A longer unknown word the tagger reads as a
  noun closes the noun phrase instead ("the tater tot hotdish in the oven"): the particles of
  this shape are short words, the household's own names of things longer;
- serial verbs of motion: a verb that moves something, its object, then "go" / "come" and a place
  ("carry it go the garage", "take the car go to the shop", "bring come give me") -> "carry it
  to the garage", "take the car to the shop", "bring give me";
- a serial "go" / "come" before a deed the tagger reads as a noun ("Indira go season the duck")
  -> "Indira go and season the duck";
- "a" linking a noun to a determiner, as "of" does ("the rest a the cake", "out a the yard"), and
  a part of a place said with no word before the determiner ("on top the fridge", "in front my
  door") -> "on top of the fridge", "in front of my door";
- a subject opening a clause with no verb, right before a preposition of place: the verb "be"
  left unsaid ("the shears, they in the shed", "the shears in the shed, ask Dad") -> "they are
  in the shed", "the shears are in the shed";
- a negation particle between a subject and a verb, in a clause with no verb yet ("I no eat
  pork", "she doh like it", "we nevah go") -> "I don't eat pork", "she doesn't like it": the
  tagger reads such a particle as a determiner, an interjection or a noun and loses the clause's
  negation, and an unknown one would be taken for an aspect marker and dropped. The particles are
  a closed grammatical class (`NEGATION_PARTICLES`), read as negation only in that place;
- an article spelt as a variety says it ("on da lanai", "di big pot") before a noun phrase, after
  a word that opens one (a preposition, a verb, a conjunction, the clause's start) -> "the": the
  tagger takes such a spelling for a name or an adverb and splits the phrase. Also a closed class
  (`ARTICLE_SPELLINGS`), never read inside a name ("Leonardo da Vinci", "my Da").

Every text is parsed here (the parse of an unchanged text is the one its caller then reads, held
by `syntax.analyse`). Each rewrite needs the shape in full; English clauses never have it (an article comes after a verb
or a preposition, "a go" after "have"), so standard speech comes back unchanged.
"""
from __future__ import annotations

import functools
import re
from typing import Any, FrozenSet, List, Optional, Tuple

from .syntax import analyse, dated, english_words, lexicon_words, stop_words
from .transfer import moving_verbs
from .variety_positions import noun

_LOCATIVE = frozenset({"on", "in", "inside", "under", "underneath", "behind", "beside", "near", "at", "by", "upon"})
_CLAUSE_OPENERS = frozenset({"and", "but", "so", "when", "if", "because", "that", "then", "or", "cause"})
_PART_PLACES = frozenset({"top", "bottom", "side", "back", "front", "middle", "end", "edge", "corner", "underside"})
_SUBJECT_PRONOUNS = frozenset({"i", "you", "he", "she", "we", "they", "it", "somebody", "nobody", "everybody"})
_OBJECT_PRONOUNS = frozenset({"me", "him", "us", "them", "her"})
_PLURAL_PRONOUNS = frozenset({"we", "you", "they"})
_NOUN_TAGS = frozenset({"NN", "NNS", "NNP", "NNPS", "PRP"})
_PHRASE_TAGS = frozenset({"DT", "PRP", "PRP$", "NN", "NNS", "NNP", "NNPS", "JJ", "CD", "POS"})
_REPORTING = frozenset({"say", "tell", "hear", "think", "know", "see", "believe", "reckon", "guess"})
_LEADING = frozenset({"did", "was", "were", "not", "still", "n't", "never"})  # words a locative verb may follow
# Spellings of the preverbal negator across varieties ("no", "nuh", "doh", "neva", ...): a closed
# class, read as negation only between a subject and a verb (`_negation_particle`).
NEGATION_PARTICLES = frozenset({"no", "nuh", "noh", "nah", "nae", "doh", "dohn", "doan", "dont", "neva", "nevah",
                                "nevva", "nebba", "nebber"})
ARTICLE_SPELLINGS = frozenset({"da", "di", "de", "tha", "thuh", "dah"})
# Tags of a word after which an article cannot open a phrase: a name's, a possessor's, a noun's.
_INSIDE_PHRASE = frozenset({"NN", "NNS", "NNP", "NNPS", "PRP", "PRP$", "POS", "DT", "JJ", "CD"})
_NOT_PLACES = frozenset({"to", "back", "home", "out", "up", "down", "and", "away", "off", "there", "here", "round",
                         "around", "over", "along", "on", "with"})
Edit = Tuple[int, int, str]  # character start, end, replacement


def structural_reading(text: str) -> str:
    """`text` (normalised) with the creole clause shapes of the module doc read as standard
    clauses; text without them comes back unchanged (its parse is held for the caller's)."""
    doc = analyse(text)
    edits: List[Edit] = []
    for tok in doc:
        edit = _negation_particle(tok) or _article(tok) or _aspect_marker(tok) or _locative_verb(tok) or \
            _serial_motion(tok) or _serial_deed(tok) or _linking_a(tok) or _part_of(tok) or _zero_copula(tok)
        if edit and not any(edit[0] < end and start < edit[1] for start, end, _ in edits):
            edits.append(edit)
    for start, end, words in sorted(edits, reverse=True):
        text = text[:start] + words + text[end:]
    return re.sub(r"\s+", " ", text).strip()


@functools.lru_cache(maxsize=1)
def _base_verbs() -> FrozenSet[str]:
    """Base forms of English verbs that the tagger's lemmatizer indexes ("carry", "visit")."""
    return lexicon_words("verb") | frozenset({"go", "come", "do", "have", "get", "make", "take", "give"})


def _unknown(tok: Any) -> bool:
    """A lower-case word English does not have: no stop word, not in the lexicon."""
    return tok.text.islower() and _unknown_word(tok.text) and _unknown_word(tok.lemma_.lower())


def _unknown_word(word: str) -> bool:
    """Whether a lower-case word is none of English's: no stop word, not in the lexicon."""
    return word.isalpha() and word not in stop_words() and word not in english_words() and word not in _base_verbs()


def _clause_before(tok: Any) -> List[Any]:
    """The tokens of `tok`'s clause before it: back to punctuation, a conjunction or the start."""
    out: List[Any] = []
    for i in range(tok.i - 1, tok.sent.start - 1, -1):
        word = tok.doc[i]
        if word.is_punct or word.lower_ in _CLAUSE_OPENERS or word.tag_ == "CC":
            break
        out.append(word)
    return out[::-1]


def _verbless(words: List[Any]) -> bool:
    """No verb or modal among `words` (the clause before a marker has no verb of its own yet)."""
    return not any(w.tag_.startswith("VB") or w.tag_ == "MD" for w in words if not _unknown(w))


def _misread_noun(tok: Any) -> bool:
    """Whether the tagger read as a verb a noun that closes a noun phrase ("my car keys")."""
    if not tok.tag_.startswith("VB") or tok.i == 0 or not noun(tok.lower_):
        return False
    return tok.doc[tok.i - 1].tag_ in ("DT", "PRP$", "NN", "NNS", "JJ", "POS")


def _imperative(clause: List[Any]) -> bool:
    """Whether the clause opens with a verb, whatever the tagger made of it ("Wake X at six")."""
    return clause[0].text.lower() in _base_verbs() and clause[0].tag_ != "PRP"


def _subject_like(tok: Any) -> bool:
    """A word that can end a subject: a noun, a name, a subject pronoun, or an unknown word."""
    if tok.lower_ in _OBJECT_PRONOUNS:
        return False
    return tok.lower_ in _SUBJECT_PRONOUNS or tok.tag_ in _NOUN_TAGS and tok.tag_ != "PRP" or _unknown(tok)


def _be(subject: Any, *, past: bool = False) -> str:
    """The form of "be" that agrees with the subject's last word."""
    word = subject.lower_
    if word == "i":
        return "was" if past else "am"
    plural = word in _PLURAL_PRONOUNS or subject.tag_ in ("NNS", "NNPS")
    return ("were" if plural else "was") if past else ("are" if plural else "is")


def _aspect_marker(tok: Any) -> Optional[Edit]:
    """ "a" (or an unknown word) between a subject and a verb, in a clause with no verb yet."""
    if tok.i == 0 or tok.i + 1 >= len(tok.doc):
        return None
    before, verb = tok.doc[tok.i - 1], tok.doc[tok.i + 1]
    said = verb.text.lower()
    if said not in _base_verbs() or not verb.text.isalpha() or not _subject_like(before) or _a_noun(verb):
        return None
    clause = _reported(_clause_before(tok))
    if not clause or not _verbless(clause):
        return None
    if tok.lower_ != "a":
        marker = _unknown(tok) and not _unknown(before) and verb.tag_.startswith("VB")
        return (tok.idx, verb.idx, "") if marker else None
    if said == "go":
        return tok.idx, verb.idx + len(verb.text), f"{_be(before)} going to"
    return tok.idx, verb.idx + len(verb.text), f"{_be(before)} {progressive(said)}"


def _negation_particle(tok: Any) -> Optional[Edit]:
    """A negation particle (`NEGATION_PARTICLES`) right after a clause's subject and right before
    its verb, the clause having no verb yet: "do" negated, agreeing with the subject."""
    if tok.lower_ not in NEGATION_PARTICLES or tok.i == 0 or tok.i + 1 >= len(tok.doc):
        return None
    before, verb = tok.doc[tok.i - 1], tok.doc[tok.i + 1]
    if verb.text.lower() not in _base_verbs() or not verb.text.isalpha() or \
            verb.tag_ in _NOUN_TAGS | {"DT"} and tok.dep_ != "neg":
        return None  # "we no milk left": a noun the tagger saw, unless it saw the negation too
    clause = _reported(_clause_before(tok))
    if not clause or not _verbless(clause) or not (_subject_like(before) or clause == [before] and before.is_alpha):
        return None  # "Me, I no eat pork"; a one-word clause before it is its subject ("Dem doan drink")
    third = before.lower_ in ("he", "she", "it") or before.tag_ in ("NN", "NNP") and before.lower_ not in _SUBJECT_PRONOUNS
    return tok.idx, tok.idx + len(tok.text), "doesn't" if third else "don't"


def _article(tok: Any) -> Optional[Edit]:
    """An article of `ARTICLE_SPELLINGS` opening a noun phrase: at the clause's start or after a
    word that ends no phrase of its own (not a name, a possessor, a noun: "Leonardo da Vinci", "me
    da's car"), before a lower-case word that is no verb, pronoun or function word ("da lanai",
    "da other one")."""
    if tok.lower_ not in ARTICLE_SPELLINGS or tok.i + 1 >= len(tok.doc):
        return None
    after = tok.doc[tok.i + 1]
    start = tok.i == tok.sent.start or tok.doc[tok.i - 1].is_punct
    if not (start or tok.text.islower() and tok.doc[tok.i - 1].tag_ not in _INSIDE_PHRASE):
        return None
    if not after.is_alpha or not after.text.islower() or after.tag_ in ("MD", "PRP", "PRP$", "IN", "CC", "DT") \
            or after.tag_.startswith("VB") and after.dep_ != "amod":
        return None  # "Da said he'd fix it": a name before its verb
    return tok.idx, tok.idx + len(tok.text), "The" if tok.text[:1].isupper() else "the"


def _a_noun(tok: Any) -> bool:
    """Whether the word is a noun with the clause's verb right after it ("a bag a rice reach"); a
    verb of motion runs on into the next verb ("a come visit")."""
    after = tok.doc[tok.i + 1] if tok.i + 1 < len(tok.doc) else None
    return tok.lower_ not in ("go", "come") and after is not None and after.text.lower() in _base_verbs()


def _locative_verb(tok: Any) -> Optional[Edit]:
    """An unknown word after a noun phrase, before a preposition of place, as the clause's verb."""
    if not _unknown(tok) or not _place_follows(tok):
        return None
    clause = _clause_before(tok)
    before = tok.doc[tok.i - 1]
    if before.lower_ == "n't" and len(clause) > 1 and clause[-2].lemma_ == "do":
        clause, before = clause[:-1], clause[-2]  # "it don't deh in": "do" + "n't" read as "not"
        nouns = [w for w in clause if w.tag_ in _NOUN_TAGS and not _unknown(w)]
        if nouns and _verbless(clause[:-1]):
            past = before.lower_ == "did"
            return before.idx, tok.idx + len(tok.text), f"{_be(nouns[-1], past=past)} not"
        return None
    if dated(before.text) or tok.tag_ in _NOUN_TAGS and len(tok.text) > 3 and before.tag_ != "PRP":
        return None  # an unknown noun closing its phrase ("today gurdwara at", "the tater tot hotdish in")
    misread = before.i if _misread_noun(before) else -1
    if before.tag_ not in _NOUN_TAGS and before.lower_ not in _LEADING and misread < 0:
        return None  # the word ends the noun phrase before it ("the kids' wellies in the porch")
    nouns = [w for w in clause if (w.tag_ in _NOUN_TAGS or w.i == misread) and not _unknown(w)]
    rest = [w for w in clause if w.i != misread and (w.i != before.i or before.lower_ not in _LEADING)]
    if not nouns or not rest or _imperative(rest) or not _verbless(rest):
        return None
    subject, start = nouns[-1], tok.idx
    if before.lower_ in ("did", "was", "were"):
        return before.idx, tok.idx + len(tok.text), _be(subject, past=True)
    if before.lower_ in ("not", "still", "n't", "never"):
        return before.idx, tok.idx + len(tok.text), f"{_be(subject)} {before.lower_}"
    return start, tok.idx + len(tok.text), _be(subject)


def _place_follows(tok: Any) -> bool:
    """Whether a preposition of place follows `tok` ("on", "in", "out of")."""
    nxt = tok.doc[tok.i + 1: tok.i + 3]
    if len(nxt) == 2 and nxt[0].lower_ == "out":  # "out of the yard", "out a the yard"
        return nxt[1].lower_ == "of" or _linking_a(nxt[1]) is not None
    return len(nxt) > 0 and nxt[0].lower_ in _LOCATIVE


def _reported(clause: List[Any]) -> List[Any]:
    """The clause after a verb of saying or knowing in it ("Gran said the bus a come": "the bus"),
    else the clause."""
    verbs = [i for i, w in enumerate(clause) if w.tag_.startswith("VB") and w.lemma_.lower() in _REPORTING]
    return clause[verbs[-1] + 1:] if verbs else clause


def _linking_a(tok: Any) -> Optional[Edit]:
    """ "a" between a noun and a determiner links them as "of" does ("the rest a the cake", "top a
    the fridge", "out a the yard"); English has no article before another."""
    if tok.lower_ != "a" or tok.i == 0 or tok.i + 1 >= len(tok.doc):
        return None
    before, after = tok.doc[tok.i - 1], tok.doc[tok.i + 1]
    if after.tag_ not in ("DT", "PRP$") or after.lower_ in ("a", "an", "few", "lot"):
        return None
    if before.tag_ in ("NN", "NNS", "JJ") or before.lower_ == "out":
        return tok.idx, tok.idx + 1, "of"
    return None


def _part_of(tok: Any) -> Optional[Edit]:
    """A part of a place ("top", "front") right after a preposition of place and right before a
    determiner: "of" left unsaid ("on top the fridge"); English has no determiner there."""
    if tok.lower_ not in _PART_PLACES or tok.i == 0 or tok.i + 1 >= len(tok.doc):
        return None
    before, after = tok.doc[tok.i - 1], tok.doc[tok.i + 1]
    if before.lower_ not in _LOCATIVE or after.tag_ not in ("DT", "PRP$") or after.lower_ in ("a", "an"):
        return None
    end = tok.idx + len(tok.text)
    return end, end, " of"


def _zero_copula(tok: Any) -> Optional[Edit]:
    """The subject of a clause with no verb, right before a preposition of place and its object:
    "be" left unsaid. The subject is a pronoun opening its clause ("the shears, they in the
    shed"), or a noun phrase opening a statement with no verb up to a comma ("the shears in the
    shed, ask Dad")."""
    if tok.i + 2 >= len(tok.doc) or tok.doc[tok.i + 1].lower_ not in _LOCATIVE:
        return None
    obj = tok.doc[tok.i + 2]
    if obj.tag_.startswith("VB") or obj.is_punct:
        return None
    before = _clause_before(tok)
    if tok.lower_ in _SUBJECT_PRONOUNS:
        opens = not _reported(before)
    else:
        opens = tok.tag_ in ("NN", "NNS") and _noun_phrase_opens(before) and _verbless_to_comma(tok)
    end = tok.idx + len(tok.text)
    return (end, end, f" {_be(tok)}") if opens else None


def _noun_phrase_opens(words: List[Any]) -> bool:
    """Whether `words` open a sentence as the start of a noun phrase ("the", "my big"), with no "'s"
    that may be an "is" ("my project's drying on the table")."""
    return bool(words) and words[0].i == words[0].sent.start and words[0].tag_ in ("DT", "PRP$") and \
        all(w.tag_ in ("DT", "PRP$", "JJ", "NN", "NNS") for w in words)


def _verbless_to_comma(tok: Any) -> bool:
    """Whether the words after `tok` up to a comma hold no verb, in a sentence that asks nothing: a
    verbless statement run on into another clause (one standing alone, "the keys in the bowl.", is
    read as the fragment it is)."""
    after: List[Any] = []
    for word in tok.doc[tok.i + 1: tok.sent.end]:
        if word.text == ",":
            return tok.sent[-1].text != "?" and _verbless(after)
        after.append(word)
    return False


def _serial_motion(tok: Any) -> Optional[Edit]:
    """ "go" / "come" after a verb that moves something and its object: the way to a place."""
    if tok.lower_ not in ("go", "come") or tok.i + 1 >= len(tok.doc):
        return None
    between: List[Any] = []
    for i in range(tok.i - 1, max(tok.sent.start, tok.i - 6) - 1, -1):
        word = tok.doc[i]
        if word.lemma_.lower() in moving_verbs() or word.lower_ in moving_verbs():
            return _way_after(tok, between)
        if word.tag_ not in _PHRASE_TAGS and not _unknown(word):
            return None
        between.append(word)
    return None


def _serial_deed(tok: Any) -> Optional[Edit]:
    """ "go" / "come" right before a verb the tagger read as a noun, its object after it ("Indira
    go season the duck"): "and" joins the deed, which the parser then reads as a verb ("go and
    season the duck")."""
    if tok.lower_ not in ("go", "come") or not tok.tag_.startswith("VB") or tok.i == 0 or tok.i + 2 >= len(tok.doc):
        return None
    before, deed, after = tok.doc[tok.i - 1], tok.doc[tok.i + 1], tok.doc[tok.i + 2]
    if not _subject_like(before) or deed.tag_ not in ("NN", "NNS") or deed.text.lower() not in _base_verbs() \
            or after.tag_ not in ("DT", "PRP$") and after.lower_ not in _OBJECT_PRONOUNS:
        return None
    return deed.idx, deed.idx, "and "


def _way_after(tok: Any, between: List[Any]) -> Optional[Edit]:
    """What "go" / "come" becomes by what follows it: dropped before a preposition or a verb,
    "to" before a place ("carry it go the garage")."""
    after = tok.doc[tok.i + 1]
    end = after.idx
    if after.lower_ in _NOT_PLACES and after.lower_ not in _LOCATIVE | {"to"} or after.is_punct:
        return None
    a_verb = after.text.lower() in _base_verbs() and after.tag_.startswith("VB")
    if after.lower_ in _LOCATIVE | {"to", "into"} or a_verb:
        return tok.idx, end, ""
    if between and (after.tag_ in _PHRASE_TAGS or _unknown(after)):
        return tok.idx, tok.idx + len(tok.text), "to"
    return None


def progressive(verb: str) -> str:
    """The -ing form of a base verb ("carry" -> "carrying", "come" -> "coming", "stop" -> "stopping")."""
    if verb.endswith("ie"):
        return verb[:-2] + "ying"
    if verb.endswith("e") and not verb.endswith(("ee", "ye", "oe")) and len(verb) > 2:
        return verb[:-1] + "ing"
    if re.fullmatch(r"[^aeiou]*[aeiou][bdgmnpt]", verb):
        return verb + verb[-1] + "ing"
    return verb + "ing"
