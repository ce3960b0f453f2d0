"""The words of a saying that tell where a thing is or went as a thing done, read clause by clause.

A saying heard after the robot last saw a thing may tell it moved ("Dev hung the apron back in his
room last night") though the reader at ingest kept no claim of it. Before its place may outrank the
robot's own look, each clause (a verb with its own words, less the clauses hung on it that have a
verb of their own) is read for what it does, and only the places of the clauses that tell a done
place are kept; every other word is masked (`_MASK`), so the place readers (`heard_places`) see only
what was told as so. A clause tells a place when:
* it is about the thing: it holds the thing's head noun, or a pronoun going on from a sentence
  that named it, in its number ("... Mo stuck it in the shed"), and not a noun only saying what
  another is for ("batteries for her calculator");
* it is told, not asked ("?"), ordered (an imperative), planned or wished (a modal or future
  auxiliary on it or on the verb it completes: "I'll take it up", "going to put it", "wants to hang
  it"; a modal of possibility with "have" guesses a deed done: "he must have put it in the van"), nor dated ahead of the saying ("I fry the turkey in the carport at three", said at eight);
  a purpose clause beside it ("..., so Pap can sit out there") is its own clause and leaves it told;
* it is not denied ("it isn't in the van"), nor a condition, a question passed on or a time to
  come ("if he put it in the van", "asked whether it's in the van", "once it's in the van");
and of such a clause only the words of its places are kept: a prepositional phrase or a place
adverb, or a room said after a particle with no preposition ("took it up her room"), with "his",
"her" or "their" of a room said as the room of the doer the clause names ("Ellie took it up to her
room": Ellie's room), never a thing acted on ("I've put the heater on low": the heater is no place), nor a place
a thing came from ("took it out of the van", "brought it from the garage"). A sentence with a word
of doubt ("I think", "maybe", "might have"), or a clause the reader takes for a hedge
(`utterance_syntax.hedge`), tells its place hedged.
"""
from __future__ import annotations

from typing import Any, Iterable, List, NamedTuple, Set

from obsmem_ros.core.clock_words import spoken_clock
from obsmem_ros.core.home_rooms import room_word
from obsmem_ros.core.language import utterance_syntax as sx
from obsmem_ros.core.language.clause_marks import CONDITION_MARKS, conditioned
from obsmem_ros.core.language.hedge_words import DOUBT_WORDS, HEDGE_MODALS
from obsmem_ros.core.language.parse import Granularity
from obsmem_ros.core.language.syntax import analyse, clause_verb
from obsmem_ros.core.language.times import find_times

from .word_stems import stem

__all__ = ["ToldPlaces", "told_places"]

_MASK = "_"
_HALF_DAY_NS = 12 * 3600 * 10 ** 9
_UNDONE = frozenset("will 'll shall wo gonna would could can ca should must wanna gotta let please going".split())
_NEGATIONS = frozenset("not n't never".split())
_PRONOUNS = {"it": "singular", "them": "plural", "they": "plural", "'em": "plural", "em": "plural"}
_OWN_CLAUSES = ("conj", "ccomp", "parataxis", "advcl", "xcomp", "relcl", "acl")
_UNTOLD_MARKS = CONDITION_MARKS | {"whether"}  # "asked whether it's in the shed" tells no more
_TIME_MARKS = frozenset("when once before until till".split())
_OTHER = frozenset("another other".split())
_SOURCES = frozenset({"from"})
_PLACE_DEPS = ("prep", "advmod", "npadvmod", "prt")
_THIRD_PERSON = frozenset({"his", "her", "their"})


class ToldPlaces(NamedTuple):
    """A saying's words with every word that does not tell a done place masked, and whether a
    sentence that tells one doubts it."""

    text: str
    hedged: bool


def told_places(said: str, heads: Iterable[str], said_ns: int = 0, names: Iterable[str] = (),
                others: Iterable[str] = ()) -> ToldPlaces:
    """`said` (standard English) with only the places kept that a clause about the thing (its head
    nouns' stems `heads`; the stems of all its names `names`; never called by a word of another
    thing's, `others`: "the green mug" when the red one is asked) tells as done by `said_ns` (the
    saying's time; see the module docstring)."""
    heads, names, others = set(heads), set(names) | set(heads), set(others)
    doc = analyse(said)
    kept: Set[int] = set()
    hedged = False
    named: Set[str] = set()
    for sent in doc.sents:
        tokens = list(sent)
        naming = {_number(t) for t in tokens if _this_thing(t, heads, names, others)}
        going_on = named
        named = naming
        if not (naming or going_on) or sent.text.rstrip().endswith("?"):
            continue
        found: Set[int] = set()
        for pred in (p for p in sx.predicates(doc) if sent.start <= p.i < sent.end):
            own = _own_words(pred)
            places = _places(doc, pred, own, heads) if _about(doc, own, heads, names, others, naming | going_on) and \
                _told(pred, said_ns) else set()
            found |= places
            hedged = hedged or bool(places) and sx.hedge(pred)  # "must have put it ...", "I think he took it ..."
        kept |= found
        hedged = hedged or bool(found) and any(t.lower_ in DOUBT_WORDS for t in tokens)
    words: List[str] = [_owner_said(t) if t.i in kept else _MASK for t in doc]
    return ToldPlaces(" ".join(words), hedged)


def _own_words(verb: Any) -> Set[int]:
    """A verb's subtree less the clauses hung on it that have their own verb."""
    out = {t.i for t in verb.subtree}
    for child in verb.children:
        if child.dep_ in _OWN_CLAUSES and child.pos_ in ("VERB", "AUX"):
            out -= {t.i for t in child.subtree}
    return out


def _about(doc: Any, own: Set[int], heads: Set[str], names: Set[str], others: Set[str], named: Set[str]) -> bool:
    """Whether a clause holds the thing's head noun, or a pronoun for it in a sentence that goes on
    about it: one of the number the thing was named in (`named`: "it" for "the calculator", "they"
    for "the keys"; "they're in the garage" after "batteries for her calculator" is not the calculator)."""
    return any(_this_thing(doc[i], heads, names, others) for i in own) or \
        any(_PRONOUNS.get(doc[i].lower_) in named for i in own)


def _number(tok: Any) -> str:
    """"plural" for a noun the tagger reads as plural, else "singular"."""
    return "plural" if tok.tag_ in ("NNS", "NNPS") else "singular"


def _this_thing(tok: Any, heads: Set[str], names: Set[str], others: Set[str] = frozenset()) -> bool:
    """Whether a word names the thing: its head noun, with no noun before it that none of its names
    holds ("the beach towel" is not the bath towel), none another thing of that noun is called by
    (`others`: "the green mug" when memory knows a green mug besides the asked one), and not set
    apart as another ("another towel", "the other towel")."""
    if stem(tok.lower_) not in heads or _owned_by_other_noun(tok):
        return False
    return not any(c.dep_ == "compound" and c.pos_ in ("NOUN", "PROPN") and stem(c.lower_) not in names
                   or c.dep_ in ("amod", "compound") and c.i < tok.i and stem(c.lower_) in others
                   or c.lower_ in _OTHER for c in tok.children)


def _owned_by_other_noun(tok: Any) -> bool:
    """Whether a word only says what another noun is for or comes with ("batteries for her calculator",
    "the case with the glasses"): that noun is what the words are about. "of" is left out: in "the box
    of baubles" either may be the thing."""
    prep = tok.head
    return tok.dep_ == "pobj" and prep.dep_ == "prep" and prep.lower_ != "of" and prep.head.pos_ in ("NOUN", "PROPN")


def _told(pred: Any, said_ns: int) -> bool:
    """Whether a clause tells a deed or a state as so: not ordered, planned or wished, denied, nor
    dated ahead of the saying."""
    if sx.negated(pred) or sx.imperative(pred) or conditioned(pred, _UNTOLD_MARKS, _TIME_MARKS):
        return False
    verb = pred
    while True:  # the verb and those it completes ("going to put it": "going")
        said = [c.lower_ for c in verb.children if c.dep_ in ("aux", "auxpass", "neg")] + [verb.lower_]
        guessed = "have" in said and any(w in HEDGE_MODALS for w in said)  # "must have put it": a deed, doubted
        if any(w in _UNDONE and not guessed or w in _NEGATIONS for w in said) or \
                any(c.tag_ == "MD" and c.lower_ not in DOUBT_WORDS and not guessed for c in verb.children):
            return False
        if verb.dep_ != "xcomp":
            return not _dated_ahead(pred, said_ns)
        if any(c.dep_ == "aux" and c.lower_ == "to" for c in verb.children):
            return False  # "wants to hang it", "tried to put it": the deed is not told done
        verb = verb.head


def _dated_ahead(pred: Any, said_ns: int) -> bool:
    """Whether a clause not in the past says when it holds by a time ahead of the saying ("I fry it
    in the carport, three o'clock", said at eight: a plan): a time of its sentence that the time
    reader puts after the saying, or a clock time whose other half of the day is still to come (the
    reader takes "three o'clock" for the morning). A past tense, or a time behind the saying ("last
    night"), tells a deed done."""
    if not said_ns or pred.tag_ in ("VBD", "VBN"):
        return False
    found = find_times(spoken_clock(pred.sent.text), said_ns)
    return any(t.start_ns > said_ns or t.granularity is Granularity.MINUTE and t.start_ns + _HALF_DAY_NS > said_ns
               for t in found)


def _places(doc: Any, pred: Any, own: Set[int], heads: Set[str]) -> Set[int]:
    """The words of a clause's places: the prepositional phrases and place adverbs (with what hangs
    on them) of its verbs or of the thing itself ("hung the apron back in his room"), less a phrase a
    thing came from ("from the garage", "out of the van")."""
    out: Set[int] = set()
    for i in sorted(own):
        tok = doc[i]
        head = tok.head
        if tok.dep_ not in _PLACE_DEPS or head.i != pred.i and (
                head.i not in own or head.pos_ not in ("VERB", "AUX") and stem(head.lower_) not in heads):
            continue
        if _source(tok) or _denied(tok):
            continue
        out |= {t.i for t in tok.subtree if not any(_source(a) for a in _chain(t, tok))}
    return (out | _room_after_particle(pred, own)) & own


def _room_after_particle(pred: Any, own: Set[int]) -> Set[int]:
    """The words of a room said with no preposition after a particle of the verb ("took the card up
    her room", read as a second object): where the thing went, as "up to her room" says."""
    particles = [c.i for c in pred.children if c.dep_ == "prt"]
    return {t.i for c in pred.children if c.dep_ in ("dobj", "npadvmod") and room_word(c.lower_)
            and any(i < c.i for i in particles) for t in c.subtree if t.i in own}


def _owner_said(tok: Any) -> str:
    """A word of a place kept, with "his"/"her"/"their" of a room said as the room of the one the
    clause names doing the deed ("Ellie took it up to her room": Ellie's room), when a name or a
    noun, not a pronoun, says who."""
    if tok.lower_ not in _THIRD_PERSON or tok.dep_ != "poss" or not room_word(tok.head.lower_):
        return tok.text
    doer = sx.subject(clause_verb(tok))
    named = doer is not None and (doer.pos_ == "PROPN" or doer.pos_ == "NOUN" and doer.lower_ not in _PRONOUNS)
    return f"{doer.text}'s" if named else tok.text


def _chain(tok: Any, top: Any) -> List[Any]:
    """`tok` and its heads up to `top`."""
    out = [tok]
    while tok.i != top.i and tok.head.i != tok.i:
        tok = tok.head
        out.append(tok)
    return out


def _denied(tok: Any) -> bool:
    """A place phrase said not to hold, in a clause with no verb to negate ("the cooler not in the
    van, ..."): "not" on the phrase or right before it."""
    before = tok.doc[tok.i - 1].lower_ if tok.i else ""
    return before in _NEGATIONS or any(c.dep_ == "neg" for c in tok.children)


def _source(tok: Any) -> bool:
    """A preposition of where a thing came from: "from", the "of" of "out of" / "off of", "off"."""
    before = tok.doc[tok.i - 1].lower_ if tok.i else ""
    return tok.lower_ in _SOURCES or tok.lower_ == "of" and before in ("out", "off") or \
        tok.lower_ == "off" and tok.dep_ == "prep"
