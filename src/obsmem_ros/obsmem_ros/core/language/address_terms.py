"""What a speaker calls the people they talk to: the words of a vocative said in passing.

"Gran, your tea's here" said to rita teaches that the speaker calls rita "Gran". Three forms say it
besides a bare name or kin word:

* a courtesy before it ("Thanks Teta", "Sorry Auntie", "Night Gran"): the word after it;
* a vocative particle joined by a hyphen ("Minjun-ah", "Sun-hee-ya", "Bapu-ji"): the word as said
  and the name it is joined to, as others say the name without it ("Minjun"); a name said twice
  ("Maw-Maw", "Paw-Paw") or a letter and a word ("T-Boy") is one name, read whole (`_hyphened`);
* a kin word closing a sentence said to someone, with nothing that makes it part of a phrase
  ("back in ten dad", "sound grandad", "thank you Gran": `closing_kin_words`), or opening one
  before the speaker's or addressee's own clause ("dad can we go at eight": `opening_kin_words`),
  as a recogniser delivers speech without the comma;
* a relation word said to nobody in particular, or to the robot, while others are about ("Umma,
  make her some white kimchi" said in the kitchen): the one it calls is the person who answers
  the speaker next, within a few minutes (`Answers`). Only words of the kin lexicon are read so:
  a name said so may be someone spoken of, a relation word rarely is.
"""
from __future__ import annotations

from dataclasses import dataclass, field
from typing import Any, Dict, List, Tuple

from .kin_roles import kin_lexicon
from .person_words import clipped_person, initials_person
from .syntax import english_words

_COURTESIES = frozenset({"thanks", "thank", "you", "ta", "cheers", "sorry", "bye", "night", "morning", "hi",
                         "hey", "hello", "oh", "okay", "ok", "love", "please", "yes", "no", "aye", "yeah"})
_PARTICLE_MAX = 3  # letters of a vocative particle after a hyphen ("-ah", "-ya", "-ji")
_TAKEN_UP = frozenset({"it", "them", "they", "that", "this", "those", "these"})  # a fronted topic's echo
_TITLED_MAX = 3  # words of a title and name said as one vocative ("Mak Cik Yati")
_ANSWER_NS = 5 * 60 * 1_000_000_000  # an answer comes within five minutes


def address_words(said: str, doc: Any, people_nouns: frozenset, addressee: str = "") -> List[str]:
    """The words (lower case) a vocative piece calls its addressee by: none when it is no name or
    kin word (an interjection, a verb: "Right", "Look"; a noun fronted before the clause: "Turkey,
    ..."; `_names_person`). A title before a name ("Mak Cik Yati", "Aunt Dana") or a kin word of two
    words ("Ah Ma", "Kor Kor") gives the whole, then the name. `doc` is the parsed utterance;
    `addressee` the id of the one spoken to, if known."""
    words = said.strip(" ,.!?").split()
    while len(words) > 1 and words[0].lower() in _COURTESIES:
        words = words[1:]
    if 1 < len(words) <= _TITLED_MAX and all(w[:1].isupper() and w.replace("-", "").isalpha() for w in words):
        whole = " ".join(words).lower()
        if whole in kin_lexicon():  # "Ah Ma": one kin word, no name in it
            return [whole]
        return [whole] + [w for w in address_words(words[-1], doc, people_nouns, addressee) if w not in kin_lexicon()]
    if len(words) != 1:
        return []
    word = words[0]
    head, _, particle = word.rpartition("-")
    hyphened = _hyphened(word, head, particle) if head and particle.isalpha() else []
    if hyphened and _called(head.split("-")[0], doc):
        return hyphened
    lower = word.lower()
    if lower in people_nouns or lower in kin_lexicon():
        return [lower]
    return [lower] if _called(word, doc) and _names_person(word, doc, addressee) else []  # not "Turkey, ..."


_LEFT_OUT = frozenset({"PRON", "NUM", "ADV", "INTJ", "ADJ", "PROPN"})  # "thank you", "in ten", "again", "ta"


def closing_kin_words(doc: Any) -> List[str]:
    """The kin words (lower case) that close a sentence or a clause of `doc` as a vocative, as a
    recogniser delivers one without its comma ("back in ten dad", "sound grandad", "I'll take you
    da I've swapped my shift": the next clause opened by the speaker's or the one spoken to's own
    pronoun as subject): a word of the kin lexicon, with no determiner or possessive of its own
    ("your gran"), after a word that cannot take it into a phrase: a pronoun, number, adverb,
    adjective, interjection or name
    ("see you at six grandad"), or a courtesy; not after a verb, preposition, conjunction or noun
    ("tell mum", "where is dad", "with grandad", "to phone gran", whose verb the tagger may read as a
    noun). What the speaker calls the one spoken to."""
    found = []
    for sent in doc.sents:
        words = [t for t in sent if not t.is_punct]
        for at in range(1, len(words)):
            word, before = words[at], words[at - 1]
            if word.lower_ not in kin_lexicon() or not (at == len(words) - 1 or _opens_own_clause(words[at + 1])):
                continue
            if (before.pos_ in _LEFT_OUT or before.lower_ in _COURTESIES) and before.tag_ != "PRP$" \
                    and not any(c.dep_ in ("det", "poss") for c in word.children):
                found.append(word.lower_)
    return found


def _opens_own_clause(token: Any) -> bool:
    """Whether a word starts a clause of the speaker or the one spoken to: their pronoun as its
    subject ("I've swapped me shift", "we're off"), so the word before it closed the clause before."""
    return token.lower_ in ("i", "we", "you") and token.dep_ == "nsubj"


_SET_OFF = frozenset({"npadvmod", "intj", "dep"})  # "grandad the boiler's banging": no part of the clause
_SPEAKER_OR_ADDRESSEE = frozenset({"i", "me", "my", "we", "us", "our", "you", "your", "ya", "yer"})


def opening_kin_words(doc: Any) -> List[str]:
    """The kin words (lower case) that open a sentence of `doc` as a vocative, as a recogniser
    delivers one without its comma ("dad can we go at eight", "nan me dad says ...", "mum where's my
    bag", "dad dad can we ...", the call said twice): the sentence's first word a word of the kin
    lexicon, with no determiner or possessive of its own, before a word that cannot take it as subject or into a phrase: a pronoun of the speaker
    or the one spoken to, a question word, or an auxiliary asking with such a pronoun ("can't we");
    not before a verb ("mum says ...") or a pronoun of a third person ("dad he says ...", a
    subject said twice). A kin word the parse sets off from the clause after it, neither its
    subject nor in a phrase of it ("grandad the boiler's banging again", "mum ah cannot find it",
    whose dropped or dialect subject leaves no pronoun to see), is one too, unless a pronoun of a
    third person follows (the subject said twice). What the speaker calls the one spoken to."""
    found = []
    for sent in doc.sents:
        words = [t for t in sent if not t.is_punct]
        first = words[0] if words else None
        if first is None or first.lower_ not in kin_lexicon() or len(words) < 3 \
                or any(c.dep_ in ("det", "poss") for c in first.children):
            continue
        called = next((at for at, t in enumerate(words) if t.lower_ != first.lower_), len(words))  # "dad dad can we"
        after = [t for t in words[called:called + 3] if t.dep_ != "neg" and t.lower_ not in ("n't", "not")]
        if _opens_address(after) or (first.dep_ in _SET_OFF and after and after[0].pos_ != "PRON"):
            found.append(first.lower_)
    return found


def _opens_address(after: List[Any]) -> bool:
    """Whether the words after an opening kin word start a clause of their own: a pronoun of the
    speaker or the one spoken to, a question word, or an auxiliary before such a pronoun."""
    if not after:
        return False
    if after[0].lower_ in _SPEAKER_OR_ADDRESSEE or after[0].tag_.startswith("W"):
        return True
    return after[0].pos_ == "AUX" and len(after) > 1 and after[1].lower_ in _SPEAKER_OR_ADDRESSEE


def _hyphened(word: str, head: str, particle: str) -> List[str]:
    """The words a hyphenated vocative calls its addressee by: a name said twice ("Maw-Maw", which
    names a grandmother while "Maw" is a mother word) or a letter before a word ("T-Boy") is one
    name, read whole; a vocative particle after a name ("Minjun-ah", "Bapu-ji") gives the word and
    the name; none for two words of another kind ("Coffee-table")."""
    last = head.rsplit("-", 1)[-1]
    if last.lower() == particle.lower() or len(last) == 1:
        return [word.lower()]
    return [word.lower(), head.lower()] if len(particle) <= _PARTICLE_MAX else []


def _names_person(word: str, doc: Any, addressee: str) -> bool:
    """Whether a capitalised vocative word is a name, not an English word fronted as the topic of
    its clause ("Turkey, I thawed it already", "Rain."): a word English does not know (names the
    parser has never seen: "Lian"), the addressee's own name, a clipped form of it from either end
    ("Ming" for weiming) or their initials, or an English word ("Bunny", "Grace") that its
    sentence does not take up as a thing (`_fronted_topic`). Words of two letters are too short to
    tell ("Ma", "Jo"): the parse alone decides them."""
    lower = word.lower()
    token = next((t for t in doc if t.text == word), None)
    if len(lower) <= 2 or not {lower, token.lemma_.lower() if token is not None else lower} & english_words():
        return True  # "Biscuits" is English by its lemma
    name = addressee.lower()
    if name and (lower == name or name.endswith(lower) or clipped_person(lower, {addressee: (name,)})
                 or word.isupper() and initials_person(lower, [name])):
        return True
    return not _fronted_topic(word, doc)


def _fronted_topic(word: str, doc: Any) -> bool:
    """Whether a word set off by a comma is the topic of its sentence, not the one spoken to: the
    sentence says no verb besides it ("Rain.", "Turkey, again."), takes a thing up with a pronoun
    ("Turkey, I thawed it already") or says the word again as a common noun ("every day turkey")."""
    token = next((t for t in doc if t.text == word), None)
    if token is None:
        return True
    rest = [t for t in token.sent if t.i != token.i and not t.is_punct]  # before it too: "..., Stephen?"
    return not any(t.pos_ in ("VERB", "AUX") for t in rest) or any(t.lower_ in _TAKEN_UP for t in rest) \
        or any(t.text == word.lower() for t in doc)


def _called(said: str, doc: Any) -> bool:
    """Whether a one-word vocative is what the speaker calls the person they address, in any
    language ("Bà", "Lola", "Tita"; beside the kin words English has): written with a capital and
    read in the sentence as a name, noun or adjective (the small English model tags a word it has
    never seen as either), not as an interjection or a verb ("Right, ...", "Look, ...")."""
    if " " in said or not said[:1].isupper():
        return False
    token = next((t for t in doc if t.text == said), None)
    return token is not None and token.pos_ in ("PROPN", "NOUN", "ADJ")


@dataclass
class Answers:
    """Relation words said to no one present in particular, waiting for the one who answers."""

    waiting: Dict[str, Tuple[List[str], int]] = field(default_factory=dict)  # speaker -> (words, said at)

    def said(self, speaker: str, words: List[str], now_ns: int) -> None:
        """`speaker` used these words of address without addressing anyone by them."""
        related = [w for w in words if w in kin_lexicon()]
        if related:
            self.waiting[speaker] = (related, now_ns)

    def answered(self, speaker: str, addressee: str, now_ns: int) -> Dict[Tuple[str, str], str]:
        """(the one who waited, word) -> `speaker`, when `speaker` now talks to one who waits."""
        words, at = self.waiting.pop(addressee, ([], 0)) if addressee != speaker else ([], 0)
        if not words or now_ns - at > _ANSWER_NS:
            return {}
        return {(addressee, word): speaker for word in words}
