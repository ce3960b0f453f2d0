"""Where a thing memory holds no place for was said to be, read at question time from what it heard.

The reading of speech at ingest may keep no claim of a saying ("Da lumpia fo' Sunday stay in da chest
freezer in da carport": no verb it knows), so "where's the lumpia?" would find nothing. The
utterances heard that name the asked thing (`claims.heard_about`, best naming first) are read again
here, for the places they say, linked against what memory knows of the home:
* a thing the robot saw, said as a place ("in the fridge", `claims.places_said`), answers itself; a
  name whose head alone is a thing seen but that an English word before it sets apart ("the beer
  fridge", "the big pot") is not that thing;
* else a room said: a room of the home, or a room word the home may not have shown the robot yet
  ("in da carport"), a person's room ("my room" said by Kayla, "Nana's room", "under Nana's bed")
  or a part of the household's ("my parents' bed"), or "here", the room the speaker was in
  (`said_rooms`);
* else a spot memory only heard of, heard as the place of something ("in da cupboard ova da rice
  cooker"), which stands where memory holds it (its room said, else the speaker's).
The place is then grounded as any reported place is (`said_spots.seen_place`: the home's room for a
room word it names otherwise, the room memory ties a person to).
"""
from __future__ import annotations

import re
from typing import List, Optional, Sequence, Set, Tuple

from obsmem_ros.core.language.person_words import name_form
from obsmem_ros.core.language.syntax import english_words, stop_words
from obsmem_ros.core.records import Event, EventKind, Fact, Provenance, ValueType

from .claims import heard_about, named_or_asked, places_said, words_of
from .context import QueryContext, id_form
from .heard_varieties import speakers_varieties, standard_text
from .said_rooms import MASK, masked_words, rooms_said
from .said_spots import seen_place
from .told_places import told_places
from .word_stems import ASKING_STEMS, stem, stems

__all__ = ["heard_move", "heard_place"]

_TRIED = 6  # utterances read for a place, best naming first
_SINCE = 400  # the newest utterances since the last look searched for a saying of a move
_WORD = re.compile(r"(?:[^\W\d_]|')+")
_LOOK_ALIKES = 12  # other things of one head noun read for the words that tell them apart


def heard_place(ctx: QueryContext, phrase: str, subject: str = "") -> Optional[Fact]:
    """The place the utterances heard naming `phrase` (the thing `subject`, when memory holds it)
    say it is at, as a reported fact of the speaker's; None when none names it with a place."""
    spoken = speakers_varieties(ctx)
    for event, thing in _heard_naming(ctx, phrase, subject):
        place = _place_in(ctx, event, standard_text(event, spoken), thing, subject)
        if place:
            return _reported(ctx, event, subject or id_form(phrase), place)
    return None


def heard_move(ctx: QueryContext, phrase: str, subject: str, since_ns: int) -> Optional[Tuple[Fact, bool]]:
    """The place a saying heard after `since_ns` (the robot's last look at `subject`) tells the thing
    is at or was put or taken to, as a thing done (`told_places`: not asked, ordered, planned,
    denied, nor where it came from), with whether the saying doubts it; None when none tells one."""
    spoken = speakers_varieties(ctx)
    heads = _thing_heads(ctx, phrase, subject)
    thing = heads | {stem(w) for w in _WORD.findall(phrase.lower())} - ASKING_STEMS
    names = _name_stems(ctx, phrase, subject)
    others = _other_things_words(ctx, heads, subject) - names
    for event in _heard_since(ctx, heads, since_ns):
        if any(_owned_by_another(ctx, event, head, subject) for head in heads):
            continue  # "Dan's laptop" when the asked one is Mia's
        told = told_places(standard_text(event, spoken), heads, event.time_ns, names, others)
        place = _place_in(ctx, event, told.text, thing, subject)
        if place:
            return _reported(ctx, event, subject, place), told.hedged
    return None


def _heard_since(ctx: QueryContext, heads: Set[str], since_ns: int) -> List[Event]:
    """The sayings heard after `since_ns` that name the thing by a head noun (`heads`; "the concert"
    is not the concert costume), newest first: all of them, not only those a search of the
    question's words ranks high ("is the kite still on the shelf?" finds no saying that it went
    to the shed by "shelf")."""
    heard = ctx.reader.events_between(since_ns + 1, ctx.now_ns, kinds=(EventKind.UTTERANCE,), limit=_SINCE,
                                      newest=True)
    naming = [e for e in heard if e.actor != ctx.reader.robot_id and heads & stems(words_of(e))]
    return sorted(naming, key=lambda e: -e.time_ns)[:_TRIED]


def _other_things_words(ctx: QueryContext, heads: Set[str], subject: str) -> Set[str]:
    """The stems of the words naming the other things memory knows by one of the head nouns ("green"
    of a green mug when the red one is asked): a saying calling the thing so speaks of another."""
    others = {e for head in heads for e in ctx.reader.resolve_entity(head, limit=_LOOK_ALIKES)} - {subject}
    return {stem(w) for e in others for w in _WORD.findall(f"{e} {ctx.display(e)}".lower())}


def _name_stems(ctx: QueryContext, phrase: str, subject: str) -> Set[str]:
    """The stems of every word the thing is named by: its names, its kind, the asked phrase."""
    record = ctx.entity_record(subject)
    said = [phrase, subject, ctx.display(subject), (record.category or "") if record is not None else ""]
    return {stem(w) for w in _WORD.findall(" ".join(said).lower())}


def _thing_heads(ctx: QueryContext, phrase: str, subject: str) -> Set[str]:
    """The stems of the head nouns a saying names the thing by: its name's last word before any "of"
    ("bag" of "bag of bulbs"), and the asked phrase's when it is words, not an id; never a person's."""
    said = [phrase] if "_" not in phrase else []
    words = [_WORD.findall(name.split(" of ")[0].lower()) for name in [ctx.display(subject)] + said]
    people = ctx.reader.people()
    return {stem(w[-1]) for w in words if w and w[-1] not in people and ctx.person_of(w[-1]) not in people}


def _owned_by_another(ctx: QueryContext, event: Event, head: str, subject: str) -> bool:
    """Whether the saying names the head noun as someone's ("my laptop" said by Dan, "Dan's
    laptop") when memory holds the subject as another person's: it speaks of a look-alike. A
    short form of the owner's own name ("Trev's card" of Trevor's, before memory knows Trevor as
    anyone) names the owner (`person_words.name_form`)."""
    owner = ctx.reader.state(subject, "owner", as_of_ns=ctx.now_ns).current
    if owner is None:
        return False
    words = _WORD.findall(words_of(event).lower())
    for i, word in enumerate(words):
        if stem(word) != head or i == 0:
            continue
        said = next((w for w in reversed(words[max(0, i - 3):i]) if w in ("my", "your") or w.endswith("'s")), "")
        whose = {"my": event.actor, "your": event.addressee}.get(said) or (
            ctx.person_of(said[:-2], event.actor) if said else "")
        if whose and whose != owner.value and not name_form(whose, owner.value):
            return True
    return False


def _heard_naming(ctx: QueryContext, phrase: str, subject: str) -> List[Tuple[Event, Set[str]]]:
    """The utterances heard that name `phrase` (or go on about it), best naming first, each with
    the stems of the thing's words."""
    thing = {stem(w) for w in _WORD.findall(phrase.lower())} - ASKING_STEMS
    if not thing:
        return []
    heard = [e for e in heard_about(ctx, [subject] if subject else [], phrase, rest_said=False)[:2 * _TRIED]
             if named_or_asked(ctx, e, thing)]
    ranked = sorted(heard, key=lambda e: -len(thing & stems(words_of(e))))
    return [(event, thing) for event in ranked[:_TRIED]]


def _reported(ctx: QueryContext, event: Event, entity: str, place: str) -> Fact:
    """The place a saying tells, as the speaker's reported fact, grounded as any reported place."""
    fact = Fact(id=f"{event.id}#heard", entity=entity, attribute="location", value=place,
                value_type=ValueType.ENTITY, time_ns=event.time_ns, provenance=Provenance.REPORTED,
                reporter=event.actor, evidence_ids=(event.id,), session_id=event.session_id)
    return seen_place(ctx, fact)


def _place_in(ctx: QueryContext, event: Event, said: str, thing: Set[str], subject: str) -> str:
    """The place one utterance says (`said`: its words in standard English), its words for the
    thing itself and for people set aside: a thing seen first, else a room (see the module
    docstring); "" when it says none."""
    words = masked_words(said, thing)
    people = ctx.reader.people()
    text = " ".join(MASK if w in people or w[:-2] in people else w for w in words)  # "Tharshi, the ...": no place
    named = [p for p in places_said(ctx, text, subject) if not ctx.reader.is_room(p)]
    spots = [p for p in named if not ctx.heard_only(p) and _named_whole(ctx, p, words)]
    if spots:
        return spots[0]
    rooms = rooms_said(ctx, event, words)
    if rooms:
        return rooms[0][1]
    heard_spots = [p for p in named if ctx.heard_only(p) and _held_as_place(ctx, p)]
    return heard_spots[0] if heard_spots else ""


def _held_as_place(ctx: QueryContext, spot: str) -> bool:
    """Whether a thing memory only heard of was heard as the place of something ("in the cupboard
    over the rice cooker"): a spot, grounded as any reported spot is (`said_spots.seen_place`)."""
    return bool(ctx.reader.reports(attribute="location", value=spot, as_of_ns=ctx.now_ns, limit=1))


def _named_whole(ctx: QueryContext, place: str, words: Sequence[str]) -> bool:
    """Whether a thing seen is named by its whole name where it is said: its head word said after an
    English word that none of its names holds ("the beer fridge"), or after a word of the asked
    thing's own name ("the hat box", the hat asked about), names another thing."""
    names = stems(" ".join([place, ctx.display(place)]))
    heads = [i for i, w in enumerate(words) if stem(w) in _heads(ctx, place)]
    for i in heads:
        before = words[i - 1] if i else ""
        if before == MASK:  # a word of the asked thing's name ("the hat box" when the hat is asked)
            continue
        if not before or stem(before) in names or before in stop_words() or before not in english_words():
            return True
    return not heads and not any(stem(w) in names for w in words)  # said by a synonym ("the refrigerator")


def _heads(ctx: QueryContext, place: str) -> Set[str]:
    """The stems of a thing's head nouns: its name's last word before any "of" ("tin" of "tin of tea
    buns"), its kind's, its id's first word."""
    record = ctx.entity_record(place)
    kinds = [ctx.display(place).split(" of ")[0], (record.category or "") if record is not None else ""]
    return {stem(k.split()[-1]) for k in kinds if k.split()} | {stem(place.split("_")[0])}
