"""Whose words a report was: a claim or heard utterance passed on from someone else ("Dad says the
boiler's fixed", said by Tom) keeps that first speaker as its origin beside the reporter (the
one the robot heard it from).

The store keeps the origin as the reader named it: a person's id, or the word said when the
reader did not know whom it meant ("Mkhulu"), read here as a person (``language.relayed.origin_person``).
An utterance's passed-on clauses count for a question when they share more of its words than the
rest of the utterance does ("Who reckons the gloves are in the car?" against "Sam reckons the
gloves are in the car. I saw them on the stairs."), the words of the question's topic counted as
the passed-on clause's when that clause takes the topic up with a pronoun (`_topic_stems`). An
origin that names nobody memory knows is read as the one who told the relayer those words
(`told_relayer`), else, for a relation word, as the one household person it can still fit
(`fitting`), else as someone heard saying the same before (`said_first_by`); a relative
named by relation (`relation_word`: "Daddy", "Paw-Paw", "Appamma") as the one heard saying its words of
substance that half day before (`said_before`), else as the one who confirms them at once
(`confirmed_by`); else as the one heard saying it in their own words soon after (`said_after`); else,
for a relation word, as the one a known relative of the relayer's places in it (`placed`).
"""
from __future__ import annotations

import functools
import re
from typing import Callable, Dict, FrozenSet, Iterable, Sequence, Set

from obsmem_ros.core.clock_words import spoken_clock
from obsmem_ros.core.language.kin_roles import fitting_relative, kin_lexicon, placed_relative
from obsmem_ros.core.language.relayed import origin_person as relayed_person
from obsmem_ros.core.language.speakers import PEOPLE_NOUNS
from obsmem_ros.core.language.syntax import analyse, normalise, stop_words
from obsmem_ros.core.records import Event, EventKind, Fact

from .retold_stems import content_stems, stem, stems
from .context import QueryContext
from .events import safe_event
from .heard_varieties import speakers_varieties, standard_text

__all__ = ["claim_origins", "confirmed_by", "fitting", "heard_origins", "origin_person", "placed", "relation_word",
           "said_after", "said_before", "said_first_by", "told_relayer"]

_TOLD_WITHIN_NS = 12 * 3600 * 1_000_000_000  # what was passed on was heard the same half day
_TOLD_SHARED = 2  # content words the passed-on clause shares with what the relayer was told
_TAKEN_UP = frozenset({"he", "she", "it", "they", "he's", "she's", "it's", "they're", "him", "her", "them"})
_CONFIRM_NS = 2 * 60 * 1_000_000_000  # a confirmation follows at once
_ASSENT = frozenset({"yes", "yeah", "yep", "yup", "aye", "true", "exactly", "indeed", "right"})
_ASKERS = frozenset({"who", "whom", "what", "you", "i", "anyone", "someone", "somebody", "anybody"})


def origin_person(ctx: QueryContext, word: str, relayer: str) -> str:
    """The person an origin names, as `relayer` would mean it; the word itself when nobody is."""
    return relayed_person(word, relayer, ctx.reader.people(), ctx.reader.kin_words())


def claim_origins(ctx: QueryContext, facts: Sequence[Fact]) -> Dict[str, str]:
    """fact id -> the person each relayed claim among `facts` was passed on from."""
    found = ctx.reader.claim_origins([f.id for f in facts])
    by_id = {f.id: f for f in facts}
    out = {fact_id: _claim_origin(ctx, word, by_id[fact_id]) for fact_id, word in found.items()}
    return {fact_id: who for fact_id, who in out.items() if who != by_id[fact_id].reporter}


def _claim_origin(ctx: QueryContext, word: str, fact: Fact) -> str:
    """The person a claim's stored origin names as its reporter means it; a word that names nobody
    memory knows is the one who told the reporter the words (`told_relayer`), if anyone did."""
    who = origin_person(ctx, word, fact.reporter)
    event = safe_event(ctx, fact.source_event_id) if who not in ctx.reader.people() else None
    if event is None:
        return who
    return told_relayer(ctx, event, word) or fitting(ctx, event, word) or _by_relation(ctx, event, word) \
        or placed(ctx, event, word) or who


def heard_origins(ctx: QueryContext, events: Iterable[Event]) -> Dict[str, str]:
    """event id -> the person an utterance passed on the words the question asks about from: its
    passed-on clause sharing the most of the question's words, when that clause shares more of
    them than the rest of the utterance. All three are compared in standard words, as the
    passed-on clauses were kept: the utterance with its speaker's varieties, the question with
    every variety the household speaks ("gonnae win the morra" ~ "going to win tomorrow"), the
    rest of the utterance by the sentences it states, not those it asks (`_stated`), the
    utterance's clock times in digits as its passed-on clauses keep them ("half six": "6:30")."""
    spoken = speakers_varieties(ctx)
    household = frozenset().union(*spoken.values()) if spoken else frozenset()
    question = normalise(ctx.plan.question, household)
    asked, topic = content_stems(question), _topic_stems(question)
    out: Dict[str, str] = {}
    for event in events:
        relayed = ctx.reader.relayed_words(event.id)
        if not relayed:
            continue
        said = spoken_clock(standard_text(event, spoken).lower())  # as the passed-on clauses keep times: "6:30"
        shared = [(len(asked & stems(words)), who, words) for who, words in relayed]
        best, who, words = max(shared)
        rest = asked & (stems(_stated(said)) - stems(" ".join(w for _, _, w in shared)))
        if best and _TAKEN_UP & set(words.lower().split()):  # "Rudy says he's favoring it": the topic too
            best, rest = best + len(rest & topic), rest - topic
        person = origin_person(ctx, who, event.actor)
        if best and best > len(rest) and person != event.actor:
            out[event.id] = person
    return out


def _stated(text: str) -> str:
    """The sentences of `text` that state something, less those that ask ("Is the plumber here yet?
    Jo says it's the valve": the speaker's asking about the plumber says nothing of the valve)."""
    return " ".join(s for s in re.split(r"(?<=[.!?])\s+", text) if not s.rstrip().endswith("?"))


def _topic_stems(question: str) -> Set[str]:
    """The content words of what the asked clause is about: its subject ("Who said the pepper sauce
    can't go in the carry-on?": pepper sauce), else the object of the asking verb ("Who noticed Big
    Red favoring his foot?": Big Red). A passed-on clause that takes the topic up with a pronoun
    ("Aji says it can't go in the carry-on", after "the pepper sauce's in the fridge") says it of
    the topic the rest of the utterance names, so the topic's words count as the clause's."""
    doc = analyse(question)
    subjects = [t for t in doc if t.dep_ in ("nsubj", "nsubjpass") and t.lower_ not in _ASKERS]
    objects = [t for t in doc if t.dep_ == "dobj" and t.lower_ not in _ASKERS]
    head = (subjects or objects or [None])[0]
    return content_stems(" ".join(t.text for t in head.subtree)) if head is not None else set()


def said_first_by(ctx: QueryContext, events: Sequence[Event], origins: Dict[str, str]) -> Dict[str, str]:
    """`origins` with each origin that names nobody memory knows ("Cucu says the shuttle is full",
    when no one has been heard called "Cucu") read as the one who told the relayer those words
    (`told_relayer`), else as the person heard saying the same before the relayer passed it on:
    another of `events` (utterances that say what the question asks), said earlier in their own
    words by someone other than the relayer, and other than the one the relayer tells ("Halmeoni
    says the one in her room bangs", said to jenny, is not jenny's); else as the one who says it
    soon after (`said_after`)."""
    people = ctx.reader.people()
    out = dict(origins)
    for event in events:
        origin = origins.get(event.id, "")
        if not origin or origin in people:
            continue
        told = told_relayer(ctx, event, origin)
        earlier = [e for e in events if e.time_ns < event.time_ns and e.actor in people
                   and e.actor not in (event.actor, event.addressee) and e.id not in origins]
        first = told or fitting(ctx, event, origin) or (max(earlier, key=lambda e: e.time_ns).actor if earlier else "")
        first = first or _by_relation(ctx, event, origin) or said_after(ctx, event, origin) \
            or placed(ctx, event, origin)
        if first:
            out[event.id] = first
    return out


def fitting(ctx: QueryContext, event: Event, origin: str) -> str:
    """The one person of the household a relation word `event` passed its words on from can name
    (`kin_roles.fitting_relative`: not its relayer, nor the one it was said to, nor anyone whose
    known sex or known relation to the relayer rules them out); "" when that is not one person."""
    return _relative(fitting_relative, ctx, event, origin)


def placed(ctx: QueryContext, event: Event, origin: str) -> str:
    """The one person a relation word `event` passed its words on from can name whom a known
    relative of its relayer places in that relation (`kin_roles.placed_relative`: "me mum" from a
    boy whose nan has one known child); "" when that is not one person."""
    return _relative(placed_relative, ctx, event, origin)


def _relative(find: Callable[..., str], ctx: QueryContext, event: Event, origin: str) -> str:
    """`find` (a `kin_roles` finder) asked whom the relation word `origin`, passed on by `event`'s
    speaker, names among the household memory knows, the one it was said to set aside."""
    return find(origin, event.actor, ctx.reader.people(), ctx.reader.kin_words(),
                besides=[event.addressee] if event.addressee else [])


def said_after(ctx: QueryContext, event: Event, origin: str) -> str:
    """The person who, within the half day after `event`, says in their own words what it passed on
    from `origin` (a word that names nobody memory knows: "Mum says Auntie Jo's coming for lunch",
    then lorna tells the robot "Jo's coming for lunch at one"): the speaker of the first utterance
    by someone other than the relayer and the one the relayer told that shares at least half the
    passed-on clause's content words (two or more) and passes nothing on itself; "" when none does."""
    spoken = speakers_varieties(ctx)
    passed = content_stems(" ".join(words for who, words in ctx.reader.relayed_words(event.id) if who == origin))
    if len(passed) < _TOLD_SHARED:
        return ""
    heard = ctx.reader.events_between(event.time_ns + 1, event.time_ns + _TOLD_WITHIN_NS, kinds=(EventKind.UTTERANCE,))
    needed = max(_TOLD_SHARED, (len(passed - {origin}) + 1) // 2)
    people = set(ctx.reader.people())
    later = [e for e in heard if e.actor in people and not ctx.reader.relayed_words(e.id)
             and e.actor not in (event.actor, event.addressee, ctx.reader.robot_id)
             and len(passed & content_stems(standard_text(e, spoken))) >= needed]
    return min(later, key=lambda e: e.time_ns).actor if later else ""


def relation_word(word: str) -> bool:
    """Whether an origin names someone by relation, not by name ("Daddy", "grandad", "Paw-Paw": a
    kin word, a word for a person, a pet form said twice), so that who it means may be read from
    who said or vouched for the words; a name memory has not met yet ("Shanice") stays as said."""
    said = word.lower().replace("-", "").replace(" ", "")
    half = len(said) // 2
    return word.lower() in kin_lexicon() or word.lower() in PEOPLE_NOUNS or _kin_compound(said) or \
        (len(said) >= 4 and len(said) % 2 == 0 and said[:half] == said[half:])


def _kin_compound(said: str) -> bool:
    """Whether a word joins two kin words, the second's first letter taking the first's last
    ("appamma": appa and amma, a father's mother), as many languages name a relative of a relative."""
    kin = kin_lexicon()
    return any(said[:i] in kin and said[i - 1:] in kin for i in range(3, len(said) - 1))


def _by_relation(ctx: QueryContext, event: Event, origin: str) -> str:
    """Who an origin named by relation (`relation_word`) is: the one heard saying its words before
    (`said_before`), else the one who confirms them at once (`confirmed_by`); "" for any other
    origin or when neither is found."""
    if not relation_word(origin):
        return ""
    return said_before(ctx, event, origin) or confirmed_by(ctx, event)


def said_before(ctx: QueryContext, event: Event, origin: str) -> str:
    """The person who, within the half day before `event`, said in their own words what it passes on
    from `origin` (a word that names nobody memory knows: "Aji say the parsad must go on the puja
    shelf first", after kamla told someone "the barfi is for Lakshmi first, nobody touch it before
    the puja"): the speaker of the utterance, by anyone but the relayer and the robot, that passes
    nothing on itself and shares the most words of substance (no stop word, not the origin's
    word) with the passed-on clause, at least two (the latest of equals); "" when none does."""
    spoken = speakers_varieties(ctx)
    passed = _substance(" ".join(words for who, words in ctx.reader.relayed_words(event.id) if who == origin))
    passed -= stems(origin)
    if len(passed) < _TOLD_SHARED:
        return ""
    heard = ctx.reader.events_between(event.time_ns - _TOLD_WITHIN_NS, event.time_ns - 1,
                                      kinds=(EventKind.UTTERANCE,))
    people = ctx.reader.people()
    said = [(len(passed & _substance(standard_text(e, spoken))), e.time_ns, e.actor) for e in heard
            if e.actor in people and e.actor not in (event.actor, ctx.reader.robot_id)
            and not ctx.reader.relayed_words(e.id)]
    shared, _, who = max(said, default=(0, 0, ""))
    return who if shared >= _TOLD_SHARED else ""


def confirmed_by(ctx: QueryContext, event: Event) -> str:
    """The person who, right after `event` passed on someone's words, confirms them to its speaker's
    hearing ("Paw-Paw says the ducks are flying low", then clovis: "That's right."): the speaker of
    the first utterance within two minutes, by anyone but the relayer and the robot, that opens
    with a word of assent; the one whose words they were is there to vouch for them. "" when none."""
    heard = ctx.reader.events_between(event.time_ns + 1, event.time_ns + _CONFIRM_NS, kinds=(EventKind.UTTERANCE,))
    people = ctx.reader.people()
    for later in sorted(heard, key=lambda e: e.time_ns):
        if later.actor in people and later.actor not in (event.actor, ctx.reader.robot_id) and _assents(later):
            return later.actor
    return ""


def _assents(event: Event) -> bool:
    """Whether an utterance opens by confirming what was just said ("Yes.", "That's right.", "aye")."""
    words = re.findall(r"[^\W\d_]+(?:'[a-z]+)?", (event.utterance or "").lower())[:2]
    return bool(words) and (words[0] in _ASSENT or words == ["that's", "right"] or words == ["that's", "true"])


def _substance(text: str) -> Set[str]:
    """The content stems of `text` less the stems of English stop words ("so", "just", "too")."""
    return content_stems(text) - _stop_stems()


@functools.lru_cache(maxsize=1)
def _stop_stems() -> FrozenSet[str]:
    return frozenset(stem(w) for w in stop_words()) | stop_words()


def told_relayer(ctx: QueryContext, event: Event, origin: str) -> str:
    """The person who told the relayer what `event` passes on from `origin` (a word that names
    nobody memory knows: "Mama said Trey has to stay in bed", after denise told the relayer "Trey
    has to stay home today"): the speaker of the utterance addressed to the relayer within the half
    day before that shares the most content words with the passed-on clause, at least two (the
    latest of equals); "" when none does. The robot's own words are no one's first saying."""
    spoken = speakers_varieties(ctx)
    passed = content_stems(" ".join(words for who, words in ctx.reader.relayed_words(event.id) if who == origin))
    if len(passed) < _TOLD_SHARED:
        return ""
    heard = ctx.reader.events_between(event.time_ns - _TOLD_WITHIN_NS, event.time_ns - 1,
                                      kinds=(EventKind.UTTERANCE,))
    told = [(len(passed & content_stems(standard_text(e, spoken))), e.time_ns, e.actor) for e in heard
            if e.addressee == event.actor and e.actor not in (event.actor, ctx.reader.robot_id, "")]
    shared, _, who = max(told, default=(0, 0, ""))
    return who if shared >= _TOLD_SHARED else ""
