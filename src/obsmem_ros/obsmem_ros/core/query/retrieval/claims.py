"""What people said about a thing, found for a question that names the thing and a place.

Claims are linked against memory before they are compared with the question: a claim is filed
under every id the thing has had (the name it was heard of by, the entity it turned out to be;
`QueryContext.report_ids`), a denial ("they're not in the bowl") is a claim of the negated
attribute, and a claimed place fits the place the question names when it is that place, lies in
it ("the desk" is in "the study") or is a thing of that kind ("the kitchen counter" for "the
counter"). Where no stored claim fits, the utterances the robot heard are read for words that
name the thing (or a pronoun whose thing the conversation just named) and the rest of what the
question says (`heard_about`).
"""
from __future__ import annotations

import dataclasses
import re
from typing import Dict, List, Optional, Sequence, Set, Tuple

from obsmem_ros.core.hearing import NEGATED_PREFIX
from obsmem_ros.core.language.hedge_words import CLAIM_DOUBT_STEMS
from obsmem_ros.core.language.linking import word_list
from obsmem_ros.core.language.syntax import stop_words
from obsmem_ros.core.records import Event, EventKind, Fact, Provenance, ValueType

from .context import QueryContext, id_form
from .said_order import says_closely
from .retold_stems import ASKING, ASKING_STEMS, content_stems, stem, stems

_NEGATION = re.compile(r"\b(?:not|never|no longer|nowhere)\b|n't\b")
_PRONOUNS = frozenset("it they them its their those these".split())
_ONE = re.compile(r"\b(?:the|that|this|which) (?:one|ones)\b")  # "the one in her room": a thing just named
_HERE = re.compile(r"\bhere\b")
_CONVERSATION_NS = 15 * 60 * 1_000_000_000
_HEARD_CANDIDATES = 40


def words_of(event: Event) -> str:
    """What an event says: an utterance's words, else its text."""
    return event.utterance or event.text


def question_negated(question: str) -> bool:
    """Whether the question asks about a denial ("who said the keys weren't in the bowl")."""
    return bool(_NEGATION.search(question.lower()))


def place_fits(ctx: QueryContext, value: str, places: Sequence[str]) -> bool:
    """Whether a claimed place is one the question names: the same thing, a thing inside it,
    or a thing named by the phrase's head noun ("counter" fits "kitchen counter")."""
    if not places:
        return True
    shown = ctx.display(value).lower()
    linked = ctx.link(value) or value
    for phrase in places:
        wanted = ctx.place_id(phrase)
        if {value, linked} & {wanted, phrase, id_form(phrase), ctx.link(phrase)} or shown == phrase.lower():
            return True
        if ctx.reader.room_of(linked, at_ns=ctx.now_ns) == wanted:
            return True
        head = stem(phrase.split()[-1]) if phrase.split() else ""
        if head and head in stems(shown) | stems(value):
            return True
    return False


def _attributes(attribute: str, negated: Optional[bool]) -> Tuple[str, ...]:
    if negated is None:
        return attribute, NEGATED_PREFIX + attribute
    return (NEGATED_PREFIX + attribute,) if negated else (attribute,)


def linked_claim(ctx: QueryContext, fact: Fact, subject: str) -> Fact:
    """A claim read against memory: about the thing asked (whatever name it was filed under),
    its value the thing memory knows by the name said ("bedside_table" -> nightstand_1)."""
    value = ctx.link(fact.value) if fact.attribute.endswith("location") else ""
    return dataclasses.replace(fact, entity=subject, value=value or fact.value)


def claims_about(ctx: QueryContext, ids: Sequence[str], attribute: str, *, persons: Sequence[str] = (),
                 negated: Optional[bool] = None) -> List[Fact]:
    """Claims about the first of `ids` that has any fitting the question (its places, the
    polarity it asks about, its speakers), linked against memory (`linked_claim`), oldest first."""
    fits: Dict[str, bool] = {}  # claimed place -> whether it fits: a thing's claims repeat a few places
    for entity in ids:
        found: List[Fact] = []
        for filed in ctx.report_ids(entity):
            for attr in _attributes(attribute, negated):
                for reporter in list(persons) or [None]:
                    for fact in ctx.reader.reports(entity=filed, attribute=attr, reporter=reporter,
                                                   as_of_ns=ctx.now_ns):
                        if fact.value not in fits:
                            fits[fact.value] = place_fits(ctx, fact.value, ctx.plan.places)
                        if fact.provenance is Provenance.REPORTED and fits[fact.value]:
                            found.append(fact)
        if found:
            return [linked_claim(ctx, f, entity) for f in sorted({f.id: f for f in found}.values(),
                                                                  key=lambda f: (f.time_ns, f.id))]
    return []


def _thing_words(ctx: QueryContext, ids: Sequence[str], phrase: str) -> Set[str]:
    """Words that name the asked thing: the question's phrase and the names memory has for it."""
    words = stems(phrase)
    for entity in ids[:1]:
        words |= stems(ctx.display(entity))
        record = ctx.entity_record(entity)
        if record is not None and record.category:
            words |= stems(record.category)
    return {w for w in words if w not in ASKING_STEMS and not re.fullmatch(r"\d+", w)}


def _names_thing(ctx: QueryContext, event: Event, words: Set[str], subject: str = "") -> bool:
    """Whether an utterance names the thing, directly, by a word memory links to it ("the heat"
    for the thermostat: `_links_to`), or by a pronoun or "the one" / "that one" whose thing one of
    the utterances just before it named."""
    said = stems(words_of(event))
    if said & words or _links_to(ctx, words_of(event), subject):
        return True
    before = [e for e in ctx.reader.events_between(event.time_ns - _CONVERSATION_NS, event.time_ns,
                                                   kinds=(EventKind.UTTERANCE,), limit=32) if e.id != event.id]
    if _answers_naming(event, before, words):
        return True
    if not (said & _PRONOUNS or _ONE.search(words_of(event).lower())):
        return False
    return any(stems(words_of(e)) & words for e in before)


def named_or_asked(ctx: QueryContext, event: Event, words: Set[str]) -> bool:
    """Whether an utterance names the thing by its words, answers a question that did, or goes on
    with a pronoun from the speaker's own last words that named it ("I brought soda bread. It's in
    the bin."); not a pronoun whose thing someone else named before (a weaker reading)."""
    said = stems(words_of(event))
    if said & words:
        return True
    before = [e for e in ctx.reader.events_between(event.time_ns - _CONVERSATION_NS, event.time_ns,
                                                   kinds=(EventKind.UTTERANCE,), limit=32) if e.id != event.id]
    own = [e for e in before if e.actor == event.actor]
    if said & _PRONOUNS and own and stems(words_of(max(own, key=lambda e: e.time_ns))) & words:
        return True
    return _answers_naming(event, before, words)


def _links_to(ctx: QueryContext, text: str, subject: str) -> bool:
    """Whether a word of `text` (no word of asking, no stop word) names `subject` as memory links
    names to things: the question's own word for it, said again in other words than its name."""
    if not subject:
        return False
    words = {w for w in word_list(text) if w not in ASKING and w not in stop_words()}
    return any(ctx.link(w) == subject for w in sorted(words))


def _answers_naming(event: Event, before: Sequence[Event], words: Set[str]) -> bool:
    """Whether an utterance answers a question that named the thing: the last thing its addressee
    said to its speaker asked about it ("Ma, the pot still can use or not?" - "Can, but the
    handle loose already"), so its words are about that thing though they do not name it."""
    if not event.addressee:
        return False
    asked = [e for e in before if e.actor == event.addressee and e.addressee == event.actor]
    if not asked:
        return False
    last = max(asked, key=lambda e: e.time_ns)
    return "?" in words_of(last) and bool(stems(words_of(last)) & words)


def places_said(ctx: QueryContext, text: str, subject: str) -> List[str]:
    """The things memory knows that an utterance names, in the order said (longest names first,
    not overlapping), other than the thing asked about and people."""
    words = re.findall(r"(?:[^\W\d_]|')+", text.lower())
    taken: Set[int] = set()
    found: List[Tuple[int, str]] = []
    for size in (3, 2, 1):
        for i in range(len(words) - size + 1):
            span = set(range(i, i + size))
            gram = [w[:-2] if w.endswith("'s") else w for w in words[i:i + size]]
            if span & taken or gram[-1] in ASKING or gram[-1] in _PRONOUNS:
                continue
            linked = ctx.link(" ".join(gram))
            record = ctx.entity_record(linked) if linked else None
            if linked and linked == subject:
                taken |= span  # the thing's own name: no word of it names another thing
                continue
            if not linked or record is None or is_person(ctx, linked):
                continue
            taken |= span
            found.append((i, linked))
    return [place for _i, place in sorted(found)]


def _look_alike_named(ctx: QueryContext, named: Sequence[str], subject: str) -> bool:
    """Whether an utterance names another thing of the subject's kind ("the blue mug ended up on
    the table", heard when the red cup is asked about): its words are about that one."""
    record = ctx.entity_record(subject)
    kind = (record.category or "") if record is not None else ""
    return bool(kind) and any((getattr(ctx.entity_record(n), "category", "") or "") == kind for n in named)


def is_person(ctx: QueryContext, entity_id: str) -> bool:
    record = ctx.entity_record(entity_id)
    return entity_id == ctx.reader.robot_id or (record is not None and (record.category or "") in ("person", "robot"))


def heard_about(ctx: QueryContext, ids: Sequence[str], phrase: str, *, speakers: Sequence[str] = (),
                rest_said: bool = True) -> List[Event]:
    """Utterances the robot heard (from `speakers`, when given) that name the asked thing and say
    the rest the question says (its places, as said or linked, and other content words; with
    `rest_said` False, those that say none of it come last), best first; [] without a text index."""
    index = ctx.text_index
    if index is None:
        return []
    index.sync(ctx.reader)
    thing = _thing_words(ctx, ids, phrase)
    places = stems(" ".join(ctx.plan.places))
    wanted = {ctx.link(p) or ctx.place_id(p) for p in ctx.plan.places}
    rest = places | stems(ctx.plan.question) - thing - ASKING_STEMS - _people_named(ctx)
    hedged = bool(stems(ctx.plan.question) & CLAIM_DOUBT_STEMS)
    hits = index.search(ctx.plan.question, k=_HEARD_CANDIDATES, since_ns=ctx.origin_ns, until_ns=ctx.now_ns)
    events = [e for e in ctx.reader.events([h.id for h in hits])
              if e.kind is EventKind.UTTERANCE and e.actor != ctx.reader.robot_id
              and (not speakers or e.actor in speakers)]
    scored = []
    for event in events:
        said = stems(words_of(event))
        if not _names_thing(ctx, event, thing, ids[0] if ids else ""):
            continue
        linked = bool(wanted & set(places_said(ctx, words_of(event), ids[0] if ids else ""))) or \
            _here(ctx, event, wanted) if wanted else False
        if places and not (places & said or linked):
            continue
        shared = len(rest & said) + (1 if linked and not places & said else 0)
        if shared or not rest or not rest_said:
            closely = says_closely(ctx.plan.question, words_of(event))
            scored.append((shared + 0.5 * (bool(said & CLAIM_DOUBT_STEMS) == hedged) + closely, event.time_ns, event))
    return [e for _s, _t, e in sorted(scored, key=lambda s: (-s[0], -s[1]))]


def _here(ctx: QueryContext, event: Event, wanted: Set[str]) -> bool:
    """Whether an utterance says "here" where a wanted place is ("there's a mouse out here", said in
    the garage, when the garage or a thing in it is asked about): "here" is where its speaker was."""
    if not _HERE.search(words_of(event).lower()) or not event.location:
        return False
    return any(event.location in (place, ctx.reader.room_of(place, at_ns=event.time_ns)) for place in wanted if place)


def claims_say_rest(ctx: QueryContext, reports: Sequence[Fact], ids: Sequence[str], phrase: str) -> bool:
    """Whether the words of any claim say something the question says of the thing beyond naming
    it (a claim of where the washing machine is does not say it was "making noise"); True when
    the question says nothing more."""
    rest = stems(ctx.plan.question) - _thing_words(ctx, ids, phrase) - ASKING_STEMS - _people_named(ctx)
    if not rest:
        return True
    events = {e.id: e for e in ctx.reader.events([f.source_event_id for f in reports if f.source_event_id])}
    passed_on = ctx.reader.claim_origins([f.id for f in reports])
    return any(rest & _claim_stems(ctx, events[f.source_event_id], f.id in passed_on)
               for f in reports if f.source_event_id in events)


def _claim_stems(ctx: QueryContext, event: Event, passed_on: bool) -> Set[str]:
    """The stems of the words a claim was read from: its utterance's, less the clauses it passed on
    from others when the claim is the speaker's own ("Tama reckons the torch battery's flat. I
    dunno, he's been using it under the covers": the speaker's place for it says nothing of
    "flat")."""
    said = stems(words_of(event))
    if passed_on:
        return said
    return said - stems(" ".join(words for _who, words in ctx.reader.relayed_words(event.id)))


def _people_named(ctx: QueryContext) -> Set[str]:
    """The stems of the question's names of people memory knows: a capitalised word that names
    nobody ("Nyeri", "Saturdays") is a word of what was said, not of who said it."""
    people = ctx.reader.people()
    return {stem(name) for name, pid in zip(ctx.plan.persons, ctx.person_ids()) if pid in people}


def heard_claims(ctx: QueryContext, ids: Sequence[str], phrase: str, attribute: str,
                 speakers: Sequence[str]) -> List[Fact]:
    """What the speakers were heard saying about the thing's place, for when no claim was kept
    from their words: per utterance that names the thing, the last place it names (a correction
    ends on the place meant), newest last."""
    if attribute != "location" or not ids:
        return []
    claims = []
    for event in heard_about(ctx, ids, phrase, speakers=speakers):
        places = places_said(ctx, words_of(event), ids[0])
        if places and not _look_alike_named(ctx, places, ids[0]):
            claims.append(Fact(id=f"{event.id}#heard", entity=ids[0], attribute=attribute, value=places[-1],
                               value_type=ValueType.ENTITY, time_ns=event.time_ns, provenance=Provenance.REPORTED,
                               reporter=event.actor, evidence_ids=(event.id,), session_id=event.session_id))
    fitting = [c for c in claims if place_fits(ctx, c.value, ctx.plan.places)]
    return sorted(fitting or claims, key=lambda f: (f.time_ns, f.id))
