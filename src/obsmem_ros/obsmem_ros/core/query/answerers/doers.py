"""Who is to do a plan: the doer of the deed the question names, as it stands after the last word on it.

"Who's taking Mateo to practice?" names a deed (taking) and what it is about (Mateo, practice).
Of the undertakings memory holds, the ones whose own clause does that deed and that share
something besides the deed with the question say who does it; the one said last holds, since a
later word on the same deed hands it over ("I'll take him, I guess", then Lorena: "tell Vale I'll
take Mateo to practice") or corrects it ("Harpreet's doing it, actually"). A prohibition ("don't let
Rafa touch it") is nobody's deed. The word that hands a deed over need not name the question's
people: "get the folding tables from Rubén's" is handed over by "I'll get the tables from Tio's".
The question's verb is keyed as its undertakings' verbs are (`canonical_verb`: "grab him" and
"taking" are one deed).
"""
from __future__ import annotations

import re
from dataclasses import dataclass
from typing import Any, FrozenSet, List, Sequence, Tuple

from obsmem_ros.core.language.clauses import sentences
from obsmem_ros.core.language.closeness import closeness
from obsmem_ros.core.language.linking import unaccented, word_list
from obsmem_ros.core.language.syntax import analyse, normalise
from obsmem_ros.core.language.transfer import clause_ways, direction, noun_direction, opposed
from obsmem_ros.core.language.speakers import is_person_noun
from obsmem_ros.core.language.verbs import canonical_verb, deed_key, undertaking_verb
from obsmem_ros.core.records import Commitment, CommitmentKind, CommitmentStatus
from obsmem_ros.core.views.commitment_view import content_words

from ..readings import CommitmentReading, CommitmentsFound

__all__ = ["AskedDeed", "asked_deed", "asks_doer", "asks_reminded", "deed_linked", "deed_objects", "does",
           "does_for_someone", "doer_key", "asked_parties", "handed_over", "household_doers", "promises_of",
           "said_ways", "spoken_doer"]

_ASKING = frozenset({"ask", "tell", "want", "need", "request"})
_OTHERS = frozenset({"him", "her", "his", "them", "their"})
_PEOPLE_PRONOUNS = frozenset({"him", "her", "them", "me", "us"})
_SAYING = frozenset({"say", "promise", "reckon", "agree"})
_AHEAD = frozenset({"would", "'d", "will", "'ll"})
_WHO_IS = re.compile(r"\b(who)'s\b", re.IGNORECASE)
SAME_DEED = 0.65  # as close as an action lies to the question's deed said with another verb
NEAR_DEED = 0.45  # as close as one deed said with another verb lies when both name its thing


@dataclass(frozen=True)
class AskedDeed:
    """The deed a "who is to do it" question asks the doer of: its verb key and the content words
    the question says it with (to tell the deed apart from what it is about)."""

    key: str = ""
    said: FrozenSet[str] = frozenset()
    phrase: str = ""  # the deed in the question's words, its verb's phrase ("getting the prawns for tonight")
    way: str = ""  # the way the deed carries someone, to a place or from one (language/transfer.py), if said


def asked_deed(question: str) -> AskedDeed:
    """The verb whose subject is the question's "who" ("who's frying the turkey": fry), or the deed
    it asked for ("who asked you to bring the remote": bring); an empty deed when "who" is no
    verb's subject."""
    doc = _who_parse(question)
    if not any(tok.lower_ == "who" for tok in doc):
        return AskedDeed()
    for tok in doc:  # "who asked", or the "that" of "who was it that asked"
        if tok.lower_ in ("who", "that") and tok.dep_ in ("nsubj", "nsubjpass") and tok.head.pos_ in ("VERB", "AUX"):
            verb = _done_by(tok)
            if verb.lemma_.lower() in _ASKING:
                verb = next((c for c in verb.children if c.dep_ in ("xcomp", "ccomp") and c.pos_ == "VERB"
                             and any(a.lower_ == "to" for a in c.children)), verb)  # its to-infinitive
            elif _catenated(verb) is not verb:  # "who's gonna pick her up", "who has to walk the dog"
                verb = _catenated(verb)
            elif verb.lemma_.lower() in _SAYING:  # "who said they'd shut Toby in": the deed said ahead
                verb = next((c for c in verb.children if c.dep_ == "ccomp" and c.pos_ == "VERB" and c.tag_ != "VBN"
                             and any(a.lower_ in _AHEAD for a in c.children)), verb)
            phrase = " ".join(t.text for t in verb.subtree if t.i >= verb.i and not t.is_punct)
            return AskedDeed(deed_key(verb.lemma_, _moves_person(verb)), frozenset(content_words(verb.text)), phrase,
                             direction(phrase))
    return AskedDeed()


def _done_by(subject: Any) -> Any:
    """The verb a subject does: its head, or the verb that head is the auxiliary of ("whos takin
    our ellie", read as "who" + "s": the "s" is the auxiliary of "takin")."""
    head = subject.head
    if head.dep_ in ("aux", "auxpass") and head.head.pos_ == "VERB":
        return head.head
    return head


def asks_doer(question: str) -> bool:
    """Whether the question's "who" is the subject of a deed, not of an asking ("whos takin our
    ellie to the comp", "who's ended up going for Riya": who does it; "who asked you to ...", "who
    got you to ...": who asked): the doer is asked whatever form a parser read."""
    return any(v.lemma_.lower() not in _ASKING and not _has_someone_do(v) for v in _who_does(_who_parse(question))) \
        and bool(asked_deed(question).key)


def _who_does(doc: Any) -> List[Any]:
    """The verbs the question's "who" is the subject of (`_done_by`)."""
    verbs = [_done_by(t) for t in doc if t.lower_ == "who" and t.dep_ in ("nsubj", "nsubjpass")]
    return [v for v in verbs if v.pos_ == "VERB"]


def _has_someone_do(verb: Any) -> bool:
    """Whether the verb has another do a deed, a clause of its own with its own subject under it
    ("who got you to bring the remote", "who made you tidy up": an asking, whatever its verb)."""
    return any(c.dep_ in ("ccomp", "xcomp") and any(a.dep_ == "nsubj" for a in c.children) for c in verb.children)


def _moves_person(verb: Any) -> bool:
    """Whether the asked verb's object is someone: a name, a pronoun of a person or a kin word
    ("who's driving Koa", "who's carrying Mama G": taking someone, whatever the verb)."""
    return any(t.pos_ == "PROPN" or t.lower_ in _PEOPLE_PRONOUNS or is_person_noun(t)
               for c in verb.children if c.dep_ == "dobj" for t in (c, *c.conjuncts))


def _who_parse(question: str) -> Any:
    """The parse of the question in which "who" is a subject, if either of two spellings gives one:
    as said, else with "who's" spelt out ("Who's cooking tea on Friday night?" may be tagged with
    "who" a determiner of "tea", as in "whose tea"; "Who is cooking tea" is not)."""
    said = normalise(question)
    doc = analyse(said)
    spelt = _WHO_IS.sub(r"\1 is", said)
    if spelt == said or any(t.lower_ == "who" and t.dep_ in ("nsubj", "nsubjpass") for t in doc):
        return doc
    return analyse(spelt)


def _catenated(verb: Any) -> Any:
    """The verb a verb carries the deed in: its to-infinitive ("going to pick", "gonna pick",
    "supposed to feed", "has to walk": pick, feed, walk), or a gerund with a thing or a place of
    its own ("ended up bringing the boudin", "kept feeding the cat": bring, feed; not "going
    shopping"), followed down ("gonna end up cleaning it": clean); else the verb itself; of asking
    and saying, the callers decide. A verb with a direct object carries its own deed ("driving
    Gran to church")."""
    if verb.lemma_.lower() in _ASKING | _SAYING or any(c.dep_ == "dobj" for c in verb.children):
        return verb  # "driving Gran to church": an object driven, "to church" misread as a verb
    inner = next((c for c in verb.children if c.dep_ == "xcomp" and c.pos_ == "VERB"
                  and any(a.dep_ == "aux" and a.lemma_.lower() == "to" for a in c.children)), None)
    if inner is None:
        inner = next((c for c in verb.children if c.dep_ in ("xcomp", "advcl") and c.tag_ == "VBG"
                      and not any(a.dep_.startswith("nsubj") for a in c.children)
                      and any(a.dep_ in ("dobj", "prep") for a in c.children)), None)
    return verb if inner is None else _catenated(inner)


def deed_objects(question: str) -> FrozenSet[str]:
    """The words of the direct object of the verb the question's "who" does ("who's taking Biji to
    the shops": biji): whoever is taken is not the one taking them."""
    verbs = [_catenated(v) for v in _who_does(_who_parse(question))]
    return frozenset(unaccented(w.lower_) for v in verbs for c in v.children if c.dep_ == "dobj" for w in c.subtree)


def asks_reminded(question: str) -> bool:
    """Whether the question's "who" is the one a reminder is for, the object of a verb of reminding
    ("who were you supposed to remind at eight?", "who should you nudge tonight?"): the reminded,
    not the one who asked for it."""
    return any(tok.lower_ == "who" and tok.dep_ == "dobj" and undertaking_verb(tok.head.lemma_) == "remind"
               for tok in analyse(normalise(question)))


def _about(found: CommitmentsFound, reading: CommitmentReading, topic: set, deed: AskedDeed) -> bool:
    """Whether the undertaking shares with the question something besides the deed: a thing both
    name, a person the question names ("I'll get Khoa, not Tuấn"), or a word of its sentence or its
    things ("I'll take him" in a sentence about Sheru's vet), or of the turn it answers, where its
    "her" was named ("Who'll take Kayla?" - "I'll take her"), or of its own clause as read, its
    "you" the one it was said to ("I'll take you tonight", said to Jay)."""
    c = reading.commitment
    if set(found.target_ids) & set(reading.object_ids):
        return True
    words = f"{c.text} {reading.answers} {' '.join(c.objects)} {' '.join(reading.object_ids)}".replace("_", " ")
    said = f"{words} {c.action}"
    if set(found.persons) & ({unaccented(w) for w in word_list(said)} | reading.named):
        return True  # named by name, or by a word its speaker calls them ("your mama")
    return bool((topic - deed.said) & content_words(words))


def does(found: CommitmentsFound, reading: CommitmentReading, topic: set, deed: AskedDeed) -> bool:
    """Whether the undertaking's own clause does the asked deed about what the question names; a
    prohibition ("don't take the taxi") does no deed, whoever it is said to. A reminder with the
    asked verb does it when its words lie no further than `NEAR_DEED` from the asked deed: "remind
    me to take it out of the box" shares the verb and the thing of "who's picking up the cake from
    the bakery?", not the errand."""
    c = reading.commitment
    if not deed.key or c.action.lower().startswith("not ") or opposed(deed.way, said_ways(c)):
        return False
    by_verb = c.verb == deed.key and _about(found, reading, topic, deed) and (
        c.kind is not CommitmentKind.REMINDER or not deed.phrase or closeness(deed.phrase, c.action) >= NEAR_DEED)
    by_noun = bool(deed.way) and noun_direction(c.action) == deed.way and _about(found, reading, topic, deed)
    return by_verb or by_noun or said_otherwise(c.action, deed) or _near_deed(found, reading, topic, deed)


def said_ways(c: Commitment) -> FrozenSet[str]:
    """The ways an undertaking carries someone (language/transfer.py `clause_ways`)."""
    return clause_ways(c.action, c.text)


def _near_deed(found: CommitmentsFound, reading: CommitmentReading, topic: set, deed: AskedDeed) -> bool:
    """Whether the undertaking is someone's word given on the asked deed said with another verb,
    naming its thing: a promise within `NEAR_DEED` in meaning whose own words name a thing the
    question asks about that is no person ("I'll take Tama to the match" of "who's driving Tama to
    his match?"; not "take Tama to the dentist", which shares only the person). A reminder or an
    appointment about the same thing is another errand as often as not ("remind me to take the
    lamb out of the marinade" of "who's roasting the lamb?")."""
    return bool(deed.phrase) and reading.commitment.kind is CommitmentKind.PROMISE \
        and _in_own_clause(found, reading, topic, deed, things_only=True) \
        and closeness(deed.phrase, reading.commitment.action) >= NEAR_DEED


def said_otherwise(action: str, deed: AskedDeed) -> bool:
    """Whether an undertaking's action says the asked deed in other words, as close in meaning as
    two wordings of one errand lie ("bring the prawns" of "who's getting the prawns?", "carry the
    plates over to the neighbours" of "who's taking the leftovers over?"): another verb, one deed."""
    return bool(deed.phrase) and closeness(deed.phrase, action) >= SAME_DEED


def deed_linked(found: CommitmentsFound, items: Sequence[CommitmentReading], fitting: Sequence[CommitmentReading],
                topic: set, deed: AskedDeed) -> List[CommitmentReading]:
    """`fitting` (the undertakings the question's people take part in), and, when none of them does
    the asked deed, those that do it about what the question names besides its people: a person
    the question names by a word memory links to nobody, or to another ("Who's bringing Grandma Hilde
    to the clinic?" of "Oma, tomorrow I bring you to the clinic"), leaves the deed and its thing to link
    the plan."""
    if any(does(found, r, topic, deed) for r in fitting):
        return list(fitting)
    return [*fitting, *(r for r in items if r not in fitting and does(found, r, topic, deed))]


def does_for_someone(found: CommitmentsFound, reading: CommitmentReading, topic: set, deed: AskedDeed) -> bool:
    """Whether the undertaking does the asked deed about what the question names for someone its
    clause names by a pronoun only ("I'll make his baon on Monday" of "who's making Pao's baon",
    "I'll take her to the mass" of "who's taking Lola to mass"): the question's person may be
    that someone, though the words name nobody."""
    pronouns = set(re.findall(r"[a-z]+", reading.commitment.action.lower())) & _OTHERS
    return bool(pronouns) and does(found, reading, topic, deed)


def promises_of(found: CommitmentsFound, deed: AskedDeed) -> List[CommitmentReading]:
    """The promises of the asked deed, by its verb, whatever they call its thing ("I'll shut the
    dog in" of "who said they'd shut Toby in", "I'll do the morning one" of "... do Bà's eye
    drops"), or said with another verb (`said_otherwise`: "I'll do the pav" of "who said they'd
    make the pav"): of "who said they'd ...", the one who said it gave their word on that deed."""
    return [r for r in found.commitments if r.commitment.kind is CommitmentKind.PROMISE and deed.key
            and (r.commitment.verb == deed.key or said_otherwise(r.commitment.action, deed))
            and r.commitment.status is not CommitmentStatus.CANCELLED]


def doer_key(found: CommitmentsFound, reading: CommitmentReading, topic: set,
             deed: AskedDeed) -> Tuple[bool, int, bool, bool, bool]:
    """Sort key of an undertaking for "who is to do it" (module doc): those doing the asked deed
    about what the question names first, the one said last among them first; of one sentence's
    clauses, the one doing it with the asked verb ("I've booked Pepper in at the vet. Sage said he'll
    take her": the taking, of "who's taking Pepper?"), then the one whose own words name what is
    asked ("I'll take Gran in my car. You take Grandad": the first, of "who's taking Gran?");
    prohibitions last."""
    c = reading.commitment
    doing = does(found, reading, topic, deed)
    return (not doing, -c.created_ns if doing else 0, doing and c.verb != deed.key,
            doing and not _in_own_clause(found, reading, topic, deed), c.action.lower().startswith("not "))


def _in_own_clause(found: CommitmentsFound, reading: CommitmentReading, topic: set, deed: AskedDeed,
                   things_only: bool = False) -> bool:
    """Whether the undertaking's own clause, not only its sentence, names a person (unless
    `things_only`) or thing the question asks about besides the deed (`_about` reads the whole
    sentence: "I'll take him" is about the vet its sentence names)."""
    c = reading.commitment
    said = [o for o in reading.object_ids if o.replace("_", " ") in c.action.lower()]
    words = {unaccented(w) for w in word_list(c.action)}
    people = set(found.persons)
    if not things_only and people & words:
        return True
    things = topic - deed.said - people
    return bool(set(found.target_ids) & set(said) - people
                or things & content_words(f"{c.action} {' '.join(said)}".replace("_", " ")))


def handed_over(best: CommitmentReading, pool: Sequence[CommitmentReading], deed: AskedDeed,
                role: str = "owner", robot: str = "robot") -> CommitmentReading:
    """The undertaking said last, after `best`, that is a word on the same deed (`_same_deed`), with
    someone in `role` (module doc: the doer; of "who asked you to ...", the one who asked last for
    the same deed); `best` when none is. The robot's "okay, I'll tell her" passes a deed on and
    takes none over."""
    if not deed.key:
        return best
    later = [r for r in pool if r.commitment.created_ns > best.commitment.created_ns and getattr(r.commitment, role)
             and not (role == "owner" and r.commitment.owner == robot)
             and r.commitment.status is not CommitmentStatus.CANCELLED and _same_deed(best, r, deed, role)]
    return max(later, key=lambda r: r.commitment.created_ns, default=best)


def _same_deed(best: CommitmentReading, other: CommitmentReading, deed: AskedDeed, role: str) -> bool:
    """Whether `other` is a word on `best`'s deed. An ask of the robot is its thing and where it
    goes, whatever its verb ("take the remote control to the desk", "the remote control brought to
    the desk"; not "bring my laptop to the desk"); a doer's deed is its verb and its thing, wherever
    it is fetched from ("go get the folding tables from Rubén's", "I'll get the tables from Tio's"), or
    any promise of its thing, or of the asked deed by its verb, said to its doer by another
    (`_offered_to_doer`), or a word that stands in
    for its doer by name (`_instead_of_holder`)."""
    if role == "owner" and _instead_of_holder(best, other):
        return True
    if role == "owner" and opposed(deed.way, said_ways(other.commitment)):
        return False  # collecting her later hands over no taking her there
    if role == "owner" and _offered_to_doer(best, other) and other.commitment.verb == best.commitment.verb == deed.key:
        return True  # "I'll drive" - said to her: "sit back, I'll drive us all": the asked deed, no thing named
    if not best.object_ids or not other.object_ids:
        return False
    if role == "requester":
        return other.object_ids[:2] == best.object_ids[:2]
    if other.object_ids[0] != best.object_ids[0]:
        return False
    return other.commitment.verb == deed.key or _offered_to_doer(best, other)


def _instead_of_holder(best: CommitmentReading, other: CommitmentReading) -> bool:
    """Whether `other` says outright that it stands in for the one who had the deed ("can you get the
    feed instead of me?" asked by them, "Lena's driving instead of Tom"), with the deed's verb or
    one of its things: their plan passes to its doer, whatever thing its words link."""
    theirs, later = best.commitment, other.commitment
    names = {theirs.owner, (best.names.get(theirs.owner) or "").lower()} - {""}
    said = later.action.lower()
    if not any(re.search(rf"\binstead of {re.escape(n)}\b", said) for n in names):
        return False
    return later.verb == theirs.verb or bool(set(other.object_ids) & set(best.object_ids))


def _offered_to_doer(best: CommitmentReading, other: CommitmentReading) -> bool:
    """Whether `other` is someone's word, said to the one who had the deed, that they will do it
    instead ("I'll pick up the cake at four" - to her: "let me get it"): whatever its verb, a
    promise to the doer about the deed's thing takes it over."""
    theirs, offer = best.commitment, other.commitment
    return offer.kind is CommitmentKind.PROMISE and bool(theirs.owner) and offer.beneficiary == theirs.owner \
        and offer.owner not in ("", theirs.owner)


_OWN_VOICE = re.compile(r"^(?:i|we)\b")  # "i'm" too: a word ends before the apostrophe


def spoken_doer(c: Commitment) -> str:
    """Who does an undertaking: its owner, else its speaker when its clause speaks in the
    speaker's own voice ("I'm doing tea tonight", filed as a plan with no doer), else nobody."""
    if c.owner:
        return c.owner
    return c.requester if _OWN_VOICE.match(c.action.lower().strip()) else ""


def household_doers(readings: Sequence[CommitmentReading], question: str,
                    robot: str = "robot") -> List[CommitmentReading]:
    """`readings` less those the robot would do ("tell everybody ten o'clock", "Sawa, I'll tell her",
    "make her some white kimchi" said to it), when any other is left and the question does not ask
    about the robot itself ("who's taking Gran to church?" asks which of the household does it; the
    robot relays and reminds, it drives no one). A reminder's deed is the reminded one's: it stays."""
    if re.search(r"\b(?:you|your|yourself)\b", question.lower()):
        return list(readings)
    people = [r for r in readings if r.commitment.owner != robot or r.commitment.kind is CommitmentKind.REMINDER]
    return people or list(readings)


def asked_parties(question: str, persons: Sequence[str]) -> List[str]:
    """The people of a "who is to do it" question that the asking sentence itself names: one named
    only in a sentence before it tells how the plan stood ("Dad was going to drop Gran at the bus.
    Who's taking her now?": Dad had it, he is no party the answer must involve)."""
    said = sentences(question)
    asking = [s for s in said if re.search(r"\bwho\b", s.lower())]
    if len(said) < 2 or not asking:
        return list(persons)
    context = _words(" ".join(s for s in said if s not in asking))
    asked = _words(" ".join(asking))
    return [p for p in persons if p in asked or p not in context]


def _words(text: str) -> set:
    return set(re.findall(r"[^\W\d_]+", unaccented(text.lower())))
