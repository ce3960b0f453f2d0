"""A later word on a deed, as memory heard it: who took the deed over in words no undertaking was
read from.

The plan a "who is to do it" question finds was read from one sentence; the household often hands
the deed over later in words the reader made nothing of, or made the wrong thing of: "Kawika no
need go town. I get da cake", "Tesco I go, buy the fishball", "Don't let Wayne near that moose ...
I'll do it", "tell Kelvin he don't gotta do C-Town, I'll go myself". Such a word gives the deed
to the subject of a deed verb, not refused, not past: its speaker's "I", a name memory knows
("Kayla's doing the run now"), or the "he" of a saying by someone named ("Dad says he'll wash
it"). It does the asked deed (its verb, a verb that stands for any deed - "do it", "go myself" -
or a phrase as close in meaning as `NEAR_DEED`, never the other way of carrying someone),
and is about what the question asks: its own clause names a thing of the question, or it names
none of its own ("I'll do it", "I fetch her") and its words do, or it answers the turn just before,
which named the question's thing, with a pronoun standing for it ("the boiler man's coming at one"
- "I open the door for him"; "Stevie's taking Ellie to the party" - "no, it's me that's taking
her": a cleft's doer is the one it is said of). The last such word heard after
the plan was said holds the deed (the one said last holds it, as between undertakings: doers);
one by the plan's own holder keeps it theirs.
"""
from __future__ import annotations

from dataclasses import dataclass
from typing import AbstractSet, Any, Callable, FrozenSet, Iterable, List, Mapping, Optional, Sequence, Tuple

from obsmem_ros.core.language.clause_marks import conditioned
from obsmem_ros.core.language.closeness import closeness
from obsmem_ros.core.language.linking import word_list
from obsmem_ros.core.language.speakers import is_person_noun
from obsmem_ros.core.language.syntax import analyse, normalise
from obsmem_ros.core.language.transfer import clause_ways, opposed
from obsmem_ros.core.language.utterance_syntax import negated
from obsmem_ros.core.language.verbs import canonical_verb, deed_key
from obsmem_ros.core.letters import unaccented
from obsmem_ros.core.views.commitment_view import content_words

from ..readings import CommitmentReading, CommitmentsFound, EventReading
from .doers import NEAR_DEED, SAME_DEED, AskedDeed, asked_deed
from .draft import Draft
from .revisions import asks_first_word

__all__ = ["LaterWord", "asked_things", "later_word", "taken_over"]

_PRO_VERBS = frozenset({"do", "go", "handle", "sort"})  # "I'll do it", "I'll go myself": any deed, with no thing
_REFUSING = frozenset({"not", "n't", "never", "no", "cannot"})
_SAYING = frozenset({"say", "tell", "text", "promise", "reckon"})
_NO_DEED = frozenset({"ask", "tell", "want", "need", "request", "remind", "let", "help", "hope", "try", "wish",
                      "think", "know", "say", "like"})
_PAST = frozenset({"VBD", "VBN"})  # "I got the ice yesterday" tells of a deed done, not taken over
_OWN_PARTS = frozenset({"dobj", "obj", "prep", "pobj", "prt", "dative", "attr", "oprd", "compound", "amod", "det",
                        "poss", "xcomp", "npadvmod", "advmod", "nummod"})
_NOUNS = frozenset({"NOUN", "PROPN"})
_PERSONAL = frozenset({"her", "him", "them", "she", "he", "me", "us", "you"})
_STAND_INS = frozenset({"her", "him", "them", "it"})  # what a reply names the turn before's thing by
_REPLY_NS = 10 * 60 * 1_000_000_000  # a reply follows the words it answers within minutes
_RELATIVES = frozenset({"that", "who"})  # "it's me that's taking her": the cleft's subject is "me"
_WHEN_WORDS = frozenset(content_words("today tonight tomorrow morning evening afternoon night weekend week now later "
                                      "monday tuesday wednesday thursday friday saturday sunday o'clock half quarter "
                                      "myself meself"))  # when, not what: "I go in the morning, ten o'clock"


@dataclass(frozen=True)
class LaterWord:
    """The heard sentence that hands the deed to its speaker."""

    doer: str
    reading: EventReading


def asked_things(question: str, deed: AskedDeed, people_words: AbstractSet[str]) -> FrozenSet[str]:
    """The content words of the nouns the question asks about besides its deed, its people and its
    time ("who's getting the cake from Liliha?": cake, liliha); a name memory knows nobody by may
    be a place ("who's going Tesco?")."""
    nouns = " ".join(t.text for t in analyse(normalise(question)) if t.pos_ in _NOUNS and not is_person_noun(t))
    return frozenset(content_words(nouns) - deed.said - set(people_words) - _WHEN_WORDS - {"who"})


def later_word(deed: AskedDeed, things: AbstractSet[str], heard: Sequence[EventReading], after_ns: int,
               held_by: str, plan_event: str = "",
               names: Optional[Mapping[Tuple[str, str], str]] = None) -> Optional[LaterWord]:
    """The last sentence heard after `after_ns` (or in the plan's own utterance `plan_event`) that
    gives the asked deed to someone (module doc), when that is someone other than `held_by`; None
    when nobody took it over, or its holder said it again last. `names` maps (speaker, word) to
    the person the word names ("" speaker: anyone's word)."""
    if not deed.key or not things:
        return None
    names = names or {}
    found = None
    before = None
    for reading in heard:
        event, prior, before = reading.event, before, reading.event
        if event.time_ns < after_ns or event.time_ns == after_ns and event.id != plan_event:
            continue
        reply = _takes_up(event, prior, things)
        if not reply and not things & content_words(event.utterance):
            continue
        doer = _taker(event.utterance, deed, things, lambda w: _named(names, event.actor, w), reply)
        if doer:
            found = LaterWord(doer, reading)
    return found if found is not None and found.doer != held_by else None


def _takes_up(event: Any, prior: Any, things: AbstractSet[str]) -> bool:
    """Whether `event` answers the words heard just before it (within `_REPLY_NS`), which name a
    thing the question asks about, and takes that up with a pronoun only ("Stevie's taking Ellie to
    the party" - "No, it's me that's taking her"; "the boiler man's coming at one" - "I open the
    door for him"): a reply says its deed of what the turn before named."""
    if prior is None or not 0 <= event.time_ns - prior.time_ns <= _REPLY_NS or things & content_words(event.utterance):
        return False
    return bool(things & content_words(prior.utterance)) and bool(_STAND_INS & set(word_list(event.utterance)))


def _named(names: Mapping[Tuple[str, str], str], speaker: str, word: str) -> str:
    """The person `speaker` names by `word` ("i": the speaker), "" for none."""
    if word == "i":
        return speaker
    word = unaccented(word)
    return names.get((speaker, word)) or names.get(("", word), "")


def _taker(utterance: str, deed: AskedDeed, things: AbstractSet[str], person: Callable[[str], str],
           reply: bool = False) -> str:
    """Who the utterance has do the asked deed about its things, in the last clause that gives it
    to someone ("Jas said she's going Costco, but nah, I go in the morning": the speaker): its
    subject, or the one who said so of "he" or "she" ("Dad says he'll wash it"); "" when none
    does. A word about another says the asked deed itself ("Kayla's doing the run now")."""
    taker = ""
    for verb in analyse(normalise(utterance)):
        if verb.pos_ not in ("VERB", "AUX") or not _owned_deed(verb, deed):
            continue
        doer, own_voice = _subject(verb, person)
        if not doer:
            continue
        own = _own_words(verb)
        nouns = [t for t in own if t.pos_ in _NOUNS and content_words(t.text) - _WHEN_WORDS]
        about = bool(things & content_words(" ".join(t.text for t in own))) or reply and any(
            t.lower_ in _STAND_INS for t in own)  # a reply's "her" is the thing the turn before named
        someone = any(t.lower_ in _PERSONAL for t in own)  # "I'm going for her myself": another errand
        stand_in = next((t.lower_ for t in own if t.lower_ in _STAND_INS), "") if reply else ""
        asked = _said_with(deed, things, stand_in) if stand_in else deed
        if (about or not nouns) and _does_deed(verb, own, asked, bool(nouns) or someone or not own_voice):
            taker = doer
    return taker


def _subject(verb: Any, person: Callable[[str], str]) -> Tuple[str, bool]:
    """The person the verb's subject names, and whether it is the speaker's own "I": "I", a name,
    or "he" / "she" of a saying by someone named ("Dad says he'll do it"); "" for anyone else. Of
    two subjects a loose parse gives ("The Mr DIY near my kopitiam, I go buy the light", "Ellie's at
    Brownies so I'll do the hens"), the nearest before the verb that names someone."""
    for subject in sorted((c for c in verb.children if c.dep_ == "nsubj"), key=lambda c: -c.i):
        word = _clefted(verb, subject)
        doer = _teller(verb, person) if word in ("he", "she") else person(word)
        if doer:
            return doer, word == "i"
    return "", False


def _said_with(deed: AskedDeed, things: AbstractSet[str], stand_in: str) -> AskedDeed:
    """The asked deed as a reply says it, its thing named by the reply's pronoun ("letting the boiler
    man in" as "letting him in", of "I'll open the door for him"): the reply's words are compared
    with the deed's, not with the thing the turn before named."""
    doc = analyse(deed.phrase)
    named = [t for t in doc if t.dep_ in ("dobj", "pobj") and things & content_words(" ".join(w.text for w in t.subtree))]
    dropped = {w.i for t in named for w in t.subtree}
    if not named:
        return deed
    words = [stand_in if t.i in {n.left_edge.i for n in named} else t.text for t in doc if t.i not in dropped
             or t.i in {n.left_edge.i for n in named}]
    return AskedDeed(deed.key, deed.said, " ".join(words), deed.way)


def _clefted(verb: Any, subject: Any) -> str:
    """The word a subject names its doer by: of a cleft's relative clause ("it's me that's taking
    her", "it's Omar who's driving"), the one it is said of ("me" read as "i"); else the subject."""
    if subject.lower_ not in _RELATIVES:
        return subject.lower_
    said = verb.head if verb.dep_ == "relcl" else next(  # a parse may hang the clause beside "me", under "'s"
        (c for c in verb.head.children if c.dep_ == "attr" and c.i < verb.i), None) if verb.dep_ == "ccomp" else None
    if said is None:
        return subject.lower_
    return "i" if said.lower_ in ("me", "i") else said.lower_


def _teller(verb: Any, person: Callable[[str], str]) -> str:
    """The person named as saying the clause whose subject is "he" or "she" ("Dad says he'll do
    it": Dad), "" when it is no saying or its teller is named by no name."""
    saying = verb.head if verb.dep_ == "ccomp" and verb.head.lemma_.lower() in _SAYING else None
    teller = next((c for c in saying.children if c.dep_ == "nsubj"), None) if saying is not None else None
    return person(teller.lower_) if teller is not None and teller.lower_ not in ("i", "you") else ""


def _owned_deed(verb: Any, deed: AskedDeed) -> bool:
    """Whether the verb is neither refused ("I can't take her") nor past ("I got the ice") nor
    asked ("are you getting it?") nor let or asked for under a refusal ("don't let Remy go") nor
    offered on a condition ("if Omar can't, I'll get it"), nor a verb of asking, wanting or saying
    ("I'll remind him to get it", "I need someone to get it": someone else's deed) with a clause of
    its own under it, unless that is the deed asked ("who's letting him in"); one with none is a deed
    of its own ("I'll let him in"), as close in meaning as one errand said twice (`_does_deed`)."""
    if verb.tag_ in _PAST or _refused(verb) or verb.dep_ in ("ccomp", "xcomp") and \
            verb.head.lemma_.lower() in _NO_DEED and _refused(verb.head):  # "don't let Remy go to Rouses"
        return False
    if any(conditioned(c) for c in (verb, *verb.children)):
        return False
    if verb.lemma_.lower() in _NO_DEED and canonical_verb(verb.lemma_.lower()) != deed.key and _passes_on(verb):
        return False
    return not verb.sent.text.rstrip().endswith("?")


def _passes_on(verb: Any) -> bool:
    """Whether a verb of asking, letting or saying has a clause of its own under it, whose deed it
    passes on ("let Remy go", "tell Dee to go to bed"); a phrasal verb ("I'll let him in", its
    particle its own) passes none on, whatever clause a run-on sentence hangs under it."""
    children = list(verb.children)
    return not any(c.dep_ == "prt" for c in children) and any(
        c.dep_ in ("xcomp", "ccomp") and c.pos_ in ("VERB", "AUX") for c in children)


def _refused(verb: Any) -> bool:
    """Whether the verb is refused ("I can't", "don't let", "no need go"): negated by any word of
    refusing, a "not" before a time included."""
    return negated(verb, _REFUSING, times_aside=False)


def _own_words(verb: Any) -> List[Any]:
    """The tokens of the verb's own clause: its objects, particles and phrases, not a clause of its
    own with another subject."""
    out: List[Any] = []
    stack = [c for c in verb.children if c.dep_ in _OWN_PARTS]
    while stack:
        tok = stack.pop()
        if any(c.dep_ == "nsubj" for c in tok.children):  # "when they open": a clause of its own
            continue
        out.append(tok)
        stack.extend(tok.children)
    return out


def _does_deed(verb: Any, own: Iterable[Any], deed: AskedDeed, strict: bool) -> bool:
    """Whether the verb does the asked deed: its key, a verb standing for any deed (unless
    `strict`: it has a thing or a person of its own - "I'll do it", not "I'll do the bins" of who
    reminds whom about the bins, nor "I'm going for her" - or it is another's word: "Wati go home
    already"), or its phrase as close in meaning to the asked one as `NEAR_DEED`; never the other
    way of carrying someone (a pick-up from the pool is no answer to who takes her there:
    language/transfer.py). A verb that mostly passes a deed on ("let him in") is as close as
    `SAME_DEED` or no deed asked."""
    phrase = " ".join(t.text for t in sorted([verb, *own], key=lambda t: t.i))
    if opposed(deed.way, clause_ways(phrase, verb.sent.text)):
        return False
    lemma = verb.lemma_.lower()
    if lemma in _PRO_VERBS and not strict or deed.key in (canonical_verb(lemma), deed_key(lemma, True)):
        return True
    return bool(deed.phrase) and closeness(deed.phrase, phrase) >= (SAME_DEED if lemma in _NO_DEED else NEAR_DEED)


def taken_over(question: str, found: CommitmentsFound, best: CommitmentReading, held_by: str) -> Optional[Draft]:
    """The answer of "who is to do it" when a later word heard takes the deed `best` gives to
    `held_by` over (module doc); None when none does, or it names someone the question names (the
    one taken or reminded is not the doer) or one its offered choices leave out, or the question
    asks who had it at the time ("who did he say would ...")."""
    if asks_first_word(question):
        return None
    deed = asked_deed(question)
    people = content_words(" ".join(sorted(found.people)))
    c = best.commitment
    later = later_word(deed, asked_things(question, deed, people), found.heard, c.created_ns, held_by,
                       c.source_event_id, {(speaker, word): person for speaker, word, person in found.names_heard})
    if later is None or later.doer in found.persons or found.choices and later.doer not in found.choices:
        return None
    name = later.reading.actor_name if later.doer == later.reading.event.actor else later.doer
    return Draft(answer=f'{name[:1].upper()}{name[1:]} is to do it: "{later.reading.event.utterance}"',
                 value=later.doer, value_type="person", candidates=[later.reading.scored(1.0), best.scored(0.9)])
