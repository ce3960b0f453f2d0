"""Relayed words: who a speaker passes a claim or a clause on from ("Dad says the boiler's fixed":
dad), so what was said keeps its first speaker beside the one the robot heard it from.
"""
from __future__ import annotations

from dataclasses import dataclass, replace
from typing import AbstractSet, Any, List, Mapping, Optional, Sequence, Set, Tuple

from obsmem_ros.core.letters import unaccented

from . import utterance_syntax as sx
from .clauses import PARSES
from .kin_roles import kin_lexicon
from .person_mentions import resolve_person
from .person_words import clipped_person
from .referents import ReadingContext
from .speakers import is_person_noun, titled_name
from .syntax import english_words

__all__ = ["SAYING", "Relaying", "origin", "origin_person", "passed_on", "sayer", "saying"]

SAYING = frozenset({"say", "tell", "text", "message", "mention", "write", "claim", "report", "reckon", "think",
                    "believe", "swear", "insist", "phone", "ring", "call", "email"})


def origin(pred: Any, ctx: ReadingContext) -> str:
    """Who the speaker passes a claim on from: the subject of the verb of saying or believing the
    claim's clause hangs from ("Dad says ...", "my mum said ...", "Omar reckons ..."), or of words
    passed on twice the first one's ("Jo told me Omar says ...": `_first_sayer`), as the person it
    names (a known name, a kin word the speaker uses, else the word); "" when that subject is the speaker or the addressee ("I told Omar ...") or the clause is the speaker's own:
    one joined to the verb of saying itself ("Omar rang and I moved the car") or set against what
    was passed on ("Mum says they're in the drawer but I put them on the shelf")."""
    head = pred
    while head.dep_ in ("ccomp", "conj") and head.head.i != head.i:
        if head.dep_ == "conj" and _speakers_contrast(head):
            return ""
        step, head = head.dep_, head.head
        if saying(head):
            return (_first_sayer(head, ctx) or sayer(head, ctx)) if step == "ccomp" else ""
    return ""


def _speakers_contrast(verb: Any) -> bool:
    """A clause set against what was passed on, by the speaker ("but I ..."): their own words."""
    subj = sx.subject(verb)
    joins = [c for c in (*verb.head.children, *verb.children) if c.dep_ == "cc" and verb.head.i < c.i < verb.i]
    return subj is not None and subj.lower_ in sx.SPEAKER_WORDS and \
        any(c.lower_ in ("but", "yet", "though") for c in joins)


def saying(verb: Any) -> bool:
    """A verb of saying or believing, by its lemma or, where the small tagger mislemmatises a
    regular form ("texted" -> "texte"), by the word less its ending."""
    word = verb.lower_
    return verb.lemma_.lower() in SAYING or any(word.endswith(end) and word[:-len(end)] in SAYING
                                                for end in ("ed", "d", "s"))


def sayer(head: Any, ctx: ReadingContext) -> str:
    """The person who says or believes what `head` (a verb of saying) introduces; "" for the
    speaker, the addressee or a subject that names nobody. "He" / "she" right after a name memory
    has not met said as a clause's subject (`Speakers.fresh`) is that name's."""
    subj = sx.subject(head)
    if subj is None or sx.speakers_word(subj):
        return ""
    if subj.lower_ in sx.THIRD_PERSON and ctx.speakers.fresh:
        return ctx.speakers.fresh  # "Darren rang, he says ...": the one named last, whom memory has not met
    person = ctx.speakers.person(subj)
    if person:
        return person
    parts = [t for t in subj.lefts if t.dep_ in ("compound", "punct") and t.i >= subj.i - 2] + [subj]
    if len(parts) == 3 and parts[1].text == "-" and parts[0].text[:1].isupper():  # "Sun-hee", "Mary-Kate"
        name = unaccented("".join(t.lower_ for t in parts if t.is_alpha))
        return ctx.speakers.people.get(name, name)
    honoured = _named_before(subj, ctx)
    if honoured:
        return honoured
    said = _kin_said(subj, ctx)
    if said:
        return said
    named = subj.pos_ in ("PROPN", "NOUN") and subj.text[:1].isupper()  # only someone says: a name the
    # tagger took for a noun at the start of a sentence ("Minh said he'll take her") is still one
    if not named:
        return subj.lower_ if is_person_noun(subj) or _lower_case_name(subj, ctx) or _minded_name(subj, head) else ""
    titled = titled_name(subj)  # a kin word of two words is said whole ("Kor Kor"); a title before
    return titled if titled in kin_lexicon() else subj.lower_  # a name leaves the name ("Auntie Wen": wen)


def _lower_case_name(subj: Any, ctx: ReadingContext) -> bool:
    """A name as a recogniser writes it, in lower case ("zuz said the 192's on diversion"): a word
    the tagger reads as a name or noun that English does not know, with no determiner or noun
    before it ("the app says ...", "Bus app says ..." name no one) but a call to the one spoken to
    (`_calls_addressee`: "robo zuz said ...") or a kin word said as a title ("uncle ged says ...")."""
    return subj.pos_ in ("PROPN", "NOUN") and subj.is_alpha and len(subj.text) > 1 \
        and unaccented(subj.lower_) not in english_words() \
        and not any(c.dep_ in ("det", "compound") and not _calls_addressee(c, ctx) and c.lower_ not in kin_lexicon()
                    for c in subj.children)


_MINDED = frozenset({"reckon", "think", "believe"})  # verbs of believing: only a mind does them


def _minded_name(subj: Any, head: Any) -> bool:
    """A name in lower case that English also has as a word ("gary reckons ...", "sandy thinks
    ..."): the bare subject of a verb of believing, which only a person does, read by the tagger as
    a name; a thing may "say" ("forecast says ...") but not reckon."""
    return subj.pos_ == "PROPN" and subj.is_alpha and len(subj.text) > 2 and head.lemma_.lower() in _MINDED \
        and not any(c.dep_ in ("det", "compound", "poss", "amod") for c in subj.children)


def _kin_said(subj: Any, ctx: ReadingContext) -> str:
    """A kin word said as the subject whatever its letters, less a call to the one spoken to before
    it: "Kor kor say ..." (a kin word of two words, the second in lower case), "robo appa says ..."
    (the robot called, then the kin word), "me mam says ..."; "" when the words are no kin word."""
    words = [t for t in subj.lefts if t.dep_ == "compound" and t.pos_ != "PRON" and not _calls_addressee(t, ctx)] \
        + [subj]  # "me mam says ...": an owner's "me" the parser hung on as a compound
    said = " ".join(unaccented(t.lower_) for t in words)
    before = subj.doc[subj.i - 1] if subj.i > 0 else None  # "Ah ma say ...", the first word read apart
    pair = f"{unaccented(before.lower_)} {said}" if before is not None and before.is_alpha and len(words) == 1 else ""
    return said if said in kin_lexicon() else pair if pair in kin_lexicon() else ""


def _calls_addressee(token: Any, ctx: ReadingContext) -> bool:
    """Whether a word opening its sentence calls the one spoken to, as a recogniser joins it to the
    words after it ("robo appa says ..."): the addressee's id ("robot") or a clipped start of it
    ("robo"), or a word the speaker is heard to call them by."""
    if token.i != token.sent.start:
        return False
    word, addressee = unaccented(token.lower_), ctx.speakers.addressee
    return bool(addressee) and (word == addressee.lower() or ctx.speakers.kin.get(word) == addressee
                                or clipped_person(word, {addressee: (addressee.lower(),)}) == addressee)


def _named_before(subj: Any, ctx: ReadingContext) -> str:
    """The person a name said before a lower-case title names ("Arjun anna says ...", "Meena didi
    said ...": a name and the honorific said after it, the parse's compound): the name, as memory
    knows it, or a word English does not know; "" when the subject is written with a capital or
    no such name comes right before it."""
    if subj.text[:1].isupper() or subj.i == 0:
        return ""
    name = subj.doc[subj.i - 1]
    if name.dep_ != "compound" or name.head.i != subj.i or name.pos_ != "PROPN" or not name.text[:1].isupper():
        return ""
    person = ctx.speakers.person(name)
    return person or ("" if name.lower_ in english_words() else unaccented(name.lower_))  # not "Google maps"


def passed_on(doc: Any, ctx: ReadingContext) -> str:
    """The person a clause passes on the words of, whether or not a claim was read from it: a
    claim's `origin`, or a sentence led by someone else's verb of saying with something said after
    it ("Mum says the pump's making that noise again", which the parser may take for an object).
    Who "he" / "she" means next stays as the clause's own reading left it."""
    last = ctx.speakers.last
    try:
        return _passed_on(doc, ctx)
    finally:
        ctx.speakers.last = last


def _passed_on(doc: Any, ctx: ReadingContext) -> str:
    for pred in sx.predicates(doc):
        found = origin(pred, ctx)
        if found:
            return found
    for sent in doc.sents:
        root = sent.root
        said = [t for t in root.rights if not t.is_punct and t.dep_ not in ("cc", "conj")]
        if saying(root) and (said or _fronted(root)) and sx.subject(root) is not None and sx.subject(root).i < root.i:
            found = _first_sayer(root, ctx) or sayer(root, ctx)
            if found:
                return found
    return ""


def _first_sayer(verb: Any, ctx: ReadingContext) -> str:
    """The one who first said what a verb of saying passes on, where what it says is itself passed
    on ("Tunde told me Kunle says the MOT is due": Kunle): the sayer of the deepest verb of saying
    its said clauses hang from, through one that names no sayer of its own (a "say" used as "that":
    "told me say Kunle says ..."); "" when no said clause is passed on again."""
    for child in verb.children:
        if child.dep_ == "ccomp" and saying(child):
            deeper = _first_sayer(child, ctx)
            if deeper:
                return deeper
            subject = sx.subject(child)
            if subject is not None and subject.i < child.i:
                own = sayer(child, ctx)
                if own:
                    return own
    return ""


def _fronted(root: Any) -> bool:
    """Words said before a reporting tag that ends the clause ("Only on at night, he say."): what
    the sayer said, set off by a comma before the subject, with nothing said after the verb."""
    subject = sx.subject(root)
    if subject is None:
        return False
    before = [t for t in root.lefts if not t.is_punct and t.dep_ not in ("cc", "intj") and t.i != subject.i
              and not (t.dep_ in ("npadvmod", "advmod") and not list(t.children))]  # "Yesterday, Mum said."
    after = [t for t in root.rights if not t.is_punct]
    return bool(before) and not after and subject.left_edge.i > 0 and subject.doc[subject.left_edge.i - 1].text == ","


def origin_person(word: str, relayer: str, people: AbstractSet[str], kin: Mapping[Tuple[str, str], str]) -> str:
    """The person a stored origin names (a memory id, or the word said when the reader did not know
    whom it meant: "Mkhulu"), as `relayer` means it (`person_mentions.resolve_person`); the word
    itself when it names nobody known."""
    return resolve_person(word, speaker=relayer, people=people, kin=kin) or word


@dataclass(frozen=True)
class _Lead:
    """A lead-in said just before ("Sun-hee texted Dad,"): whose words follow, in which sentence,
    and whether it was the whole of that sentence ("Kaylee rang from the shop."), so the words
    come in the next one."""

    who: str
    sentence: str
    alone: bool

    def reaches(self, sentence: str) -> bool:
        return sentence == self.sentence or self.alone


class Relaying:
    """The clauses of one utterance passed on from someone else, read clause by clause: `found`
    holds (origin, words) of each. A clause the parse hangs from nobody's verb of saying gives
    its claims the origin of the clause around them; a lead-in that says nothing itself ("Sun-hee
    texted Dad, her flight's delayed", "Tom rang from the station.") gives it to the rest of its
    sentence, or to the next sentence when it is a sentence of its own, as long as the speaker
    does not speak for themselves there ("... I'll fetch him"); so does a clause passed on to the
    clauses said after it in its sentence ("Gramps says the van's knocking, it needs new brakes":
    both are his), but not to one joined by "and" / "but" in a sentence the speaker opened with
    words of their own ("Jo's bought a lamp, she says it's coming Friday, and the old one's in the
    loft": the speaker's list of their own goes on)."""

    def __init__(self, parts: Sequence[Any] = ()) -> None:
        self.found: List[Tuple[str, str]] = []
        self._lead: Optional[_Lead] = None
        self._parts = list(parts)  # the utterance's clauses, for a tag said after one ("..., Rudy said")
        self._own: Set[str] = set()  # the sentences with a clause of the speaker's own read so far

    def read(self, doc: Any, ctx: ReadingContext, part: Any, said: List[Any], read_other: bool) -> List[Any]:
        """`said` (the clause's claims) with the origin of the clause where none of them has one."""
        tagged = _says_something(doc) and not _speakers_own(doc)  # "I put it in my room, Dad said": mine
        who = passed_on(doc, ctx) or (self._tagged(part, ctx) if tagged else "") or self._opening(part, doc, ctx)
        lead = self._lead
        self._lead = _Lead(who, part.sentence, _alone(part)) if who and not (said or read_other) and _bare(doc) \
            else _Lead(who, part.sentence, False) if who else None  # "Unc says the pump's loud, it needs ...": theirs
        whole = not _coordinated(doc)  # all the clause says is what was passed on
        if not who and lead is not None and lead.reaches(part.sentence) and not _speakers_own(doc) \
                and not _asks_addressee(doc) and not (part.sentence in self._own and _joined(doc)):
            who, whole = lead.who, True
            self._lead = _Lead(who, part.sentence, False)  # the rest of this sentence, no further
        if not who:
            self._own.add(part.sentence)
            return said
        self.found.append((who, part.text))
        return said if any(c.origin for c in said) or not whole else [replace(c, origin=who) for c in said]

    def _opening(self, part: Any, doc: Any, ctx: ReadingContext) -> str:
        """Who a reporting tag that opens its sentence, with more of the sentence after it, names
        ("Dwayne said, Colt's home early", as a recogniser's turn is cut): the words after it are
        theirs, as a lead-in's (`_bare`)."""
        at = self._parts.index(part) if part in self._parts else -1
        before = [p for p in self._parts[:max(at, 0)] if p.sentence == part.sentence]
        after = [p for p in self._parts[at + 1:] if p.sentence == part.sentence] if at >= 0 else []
        if before or not after:
            return ""
        last = ctx.speakers.last
        try:
            return tag_sayer(doc, ctx)
        finally:
            ctx.speakers.last = last

    def _tagged(self, part: Any, ctx: ReadingContext) -> str:
        """Who a reporting tag said right after the clause, in its sentence, names ("It's in the
        shed, Rudy said", "..., she says"): the words before it were theirs."""
        after = self._parts[self._parts.index(part) + 1:] if part in self._parts else []
        if not after or after[0].sentence != part.sentence:
            return ""
        last = ctx.speakers.last
        try:
            return tag_sayer(PARSES.doc(after[0].text), ctx)
        finally:
            ctx.speakers.last = last


def _says_something(doc: Any) -> bool:
    """Whether a clause says more than when ("Yesterday, Ama said": no words passed on)."""
    return any(not t.is_punct and not sx.is_time_token(t) and t.dep_ not in ("npadvmod", "intj") for t in doc)


def tag_sayer(doc: Any, ctx: ReadingContext) -> str:
    """The sayer of a clause that is only a reporting tag: a subject and a verb of saying with
    nothing said after it but whom it was told to and how it came ("Rudy said.", "he says", "Mum
    reckons", "she told me", "Zuz told me on the bus": `_circumstance`); "" for any other clause."""
    root = next(iter(doc.sents)).root
    subject = sx.subject(root)
    if subject is None or not saying(root) or subject.i > root.i:
        return ""
    told = {w.i for t in root.children if t.i > root.i and _circumstance(t) for w in t.subtree}
    rest = [t for t in doc if not t.is_punct and t.i != root.i and t.i not in {w.i for w in subject.subtree}
            and t.i not in told]
    return "" if rest else sayer(root, ctx)


def _circumstance(token: Any) -> bool:
    """A word after a verb of saying that tells whom it was said to or how it came, no clause of
    its own: a pronoun told ("me", "us"), or a phrase of place, time or manner ("on the bus",
    "from work", "last night", "apparently") with no verb in it."""
    if token.dep_ in ("dobj", "dative"):
        return token.pos_ == "PRON"
    return token.dep_ in ("prep", "npadvmod", "advmod") and not any(w.pos_ in ("VERB", "AUX") for w in token.subtree)


def _joined(doc: Any) -> bool:
    """Whether a clause opens with a coordinating "and" / "but" ("and the old one's in the loft")."""
    first = next((t for t in doc if not t.is_punct), None)
    return first is not None and first.lower_ in ("and", "but")


def _alone(part: Any) -> bool:
    """Whether a clause is the whole of its sentence."""
    return part.text.strip(" .!?,") == part.sentence.strip(" .!?,")


def _speakers_own(doc: Any) -> bool:
    """Whether a clause's subject is the speaker ("I'll fetch him"): their own words."""
    subjects = [sx.subject(sent.root) for sent in doc.sents]
    return any(s is not None and s.lower_ in sx.SPEAKER_WORDS for s in subjects)


def _asks_addressee(doc: Any) -> bool:
    """Whether a clause turns to the one spoken to ("can you check it?", "you'll need the ladder"):
    the speaker's own words, not more of what was passed on."""
    subjects = [sx.subject(sent.root) for sent in doc.sents]
    return doc.text.rstrip().endswith("?") or any(s is not None and s.lower_ in sx.ADDRESSEE_WORDS for s in subjects)


def _bare(doc: Any) -> bool:
    """A lead-in and nothing more: a verb of saying with, after it, only whom it was said to or
    where from ("Sun-hee texted Dad", "Mum rang me", "Layla texted from the mall"): what was said
    follows in the next clause."""
    root = next(iter(doc.sents)).root
    after = [t for t in root.rights if not t.is_punct]
    return saying(root) and all(t.pos_ in ("PROPN", "PRON") or _where_from(t) for t in after)


def _where_from(token: Any) -> bool:
    """A phrase of where a message came from ("from the station", "from work")."""
    return token.dep_ == "prep" and token.lower_ == "from"


def _coordinated(doc: Any) -> bool:
    """Whether the clause joins words of its own to the verb of saying ("Mum says hi and I moved
    the car", parsed as one sentence or two): what they say is the speaker's, not passed on."""
    sents = list(doc.sents)
    return len(sents) > 1 or any(t.dep_ == "conj" and t.pos_ in ("VERB", "AUX") for t in sents[0].root.rights)
