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

import re
from typing import List, Optional, Sequence, Set, Tuple

from obsmem_ros.core.hearing import NEGATED_PREFIX
from obsmem_ros.core.records import Event, EventKind, Fact, Provenance

from .context import QueryContext, id_form

_NEGATION = re.compile(r"\b(?:not|never|no longer|nowhere)\b|n't\b")
_PRONOUNS = frozenset("it they them its their those these".split())
_HEDGES = frozenset("think thought reckon reckoned guess guessed maybe might perhaps probably sure suppose "
                    "supposed believe believed".split())
_ASKING = frozenset("who whom whose what which where when why how did does do is are was were has have had "
                    "said say says told tell tells reckon reckoned reckons thought think thinks believe believed "
                    "according you your the a an to of in on at by up down there here that this as be been "
                    "might may could would should will can gone go went put moved kept keep anyone someone "
                    "somebody anybody me my i we us our".split())
_CONVERSATION_NS = 15 * 60 * 1_000_000_000
_HEARD_CANDIDATES = 40


def _words_of(event: Event) -> str:
    return event.utterance or event.text


def question_negated(question: str) -> bool:
    """Whether the question asks about a denial ("who said the keys weren't in the bowl")."""
    return bool(_NEGATION.search(question.lower()))


def stem(word: str) -> str:
    """A word without its inflection ("cracked" ~ "crack", "keys" ~ "key", "watering" ~ "water")."""
    word = word.lower().strip("'")
    for suffix in ("ing", "ed", "es", "s"):
        if word.endswith(suffix) and len(word) - len(suffix) >= 3:
            return word[: -len(suffix)]
    return word


def stems(text: str) -> Set[str]:
    return {stem(w) for w in re.findall(r"[a-z']+", text.lower().replace("_", " ")) if w}


def place_fits(ctx: QueryContext, value: str, places: Sequence[str]) -> bool:
    """Whether a claimed place is one the question names: the same thing, a thing inside it,
    or a thing named by the phrase's head noun ("counter" fits "kitchen counter")."""
    if not places:
        return True
    shown = ctx.display(value).lower()
    for phrase in places:
        wanted = ctx.place_id(phrase)
        if value in (wanted, phrase, id_form(phrase)) or shown == phrase.lower():
            return True
        if ctx.reader.room_of(value, at_ns=ctx.now_ns) == wanted:
            return True
        head = stem(phrase.split()[-1]) if phrase.split() else ""
        if head and head in stems(shown) | stems(value):
            return True
    return False


def _attributes(attribute: str, negated: Optional[bool]) -> Tuple[str, ...]:
    if negated is None:
        return attribute, NEGATED_PREFIX + attribute
    return (NEGATED_PREFIX + attribute,) if negated else (attribute,)


def claims_about(ctx: QueryContext, ids: Sequence[str], attribute: str, *, persons: Sequence[str] = (),
                 negated: Optional[bool] = None) -> List[Fact]:
    """Claims about the first of `ids` that has any fitting the question (its places, the
    polarity it asks about, its speakers), oldest first."""
    for entity in ids:
        found: List[Fact] = []
        for filed in ctx.report_ids(entity):
            for attr in _attributes(attribute, negated):
                for reporter in list(persons) or [None]:
                    found += [f for f in ctx.reader.reports(entity=filed, attribute=attr, reporter=reporter,
                                                           as_of_ns=ctx.now_ns)
                              if f.provenance is Provenance.REPORTED and place_fits(ctx, f.value, ctx.plan.places)]
        if found:
            return sorted({f.id: f for f in found}.values(), key=lambda f: (f.time_ns, f.id))
    return []


def _thing_words(ctx: QueryContext, ids: Sequence[str], phrase: str) -> Set[str]:
    """Words that name the asked thing: the question's phrase and the names memory has for it."""
    words = stems(phrase)
    for entity in ids[:1]:
        words |= stems(ctx.display(entity))
        record = ctx.entity_record(entity)
        if record is not None and record.category:
            words |= stems(record.category)
    return {w for w in words if w not in _ASKING and not re.fullmatch(r"\d+", w)}


def _names_thing(ctx: QueryContext, event: Event, words: Set[str]) -> bool:
    """Whether an utterance names the thing, directly or by a pronoun whose thing one of the
    utterances just before it named."""
    said = stems(_words_of(event))
    if said & words:
        return True
    if not said & _PRONOUNS:
        return False
    before = ctx.reader.events_between(event.time_ns - _CONVERSATION_NS, event.time_ns,
                                       kinds=(EventKind.UTTERANCE,), limit=32)
    return any(stems(_words_of(e)) & words for e in before if e.id != event.id)


def heard_about(ctx: QueryContext, ids: Sequence[str], phrase: str) -> List[Event]:
    """Utterances the robot heard that name the asked thing and say the rest the question says
    (its places and other content words), best first; [] without a text index."""
    index = ctx.text_index
    if index is None:
        return []
    index.sync(ctx.reader)
    thing = _thing_words(ctx, ids, phrase)
    rest = stems(" ".join(ctx.plan.places)) | stems(ctx.plan.question) - thing - _ASKING
    rest -= {stem(p) for p in ctx.plan.persons}
    hedged = bool(stems(ctx.plan.question) & _HEDGES)
    hits = index.search(ctx.plan.question, k=_HEARD_CANDIDATES, since_ns=ctx.origin_ns, until_ns=ctx.now_ns)
    events = [e for e in ctx.reader.events([h.id for h in hits])
              if e.kind is EventKind.UTTERANCE and e.actor != ctx.reader.robot_id]
    scored = []
    for event in events:
        said = stems(_words_of(event))
        shared = len(rest & said)
        if (shared or not rest) and _names_thing(ctx, event, thing):
            scored.append((shared + 0.5 * (bool(said & _HEDGES) == hedged), event.time_ns, event))
    places = stems(" ".join(ctx.plan.places))
    scored = [s for s in scored if not places or places & stems(_words_of(s[2]))]
    return [e for _s, _t, e in sorted(scored, key=lambda s: (-s[0], -s[1]))]


