"""What the noun phrases of a heard utterance refer to, and the state one reading carries.

A noun phrase becomes an entity id: the id memory links it to (through the caller's resolver,
trying the owner's words first: "bob's laptop"), the antecedent of a pronoun ("it", "they", "the
green one" mean the last thing mentioned, in this utterance or the speaker's previous one), or the
snake_case id of its own words ("some grapes" -> "grapes"), which is then a thing heard of. A
place memory does not know keeps its owner ("my room" said by Pao: "paolo_room"), so it is that
person's place, not any room.
"""
from __future__ import annotations

from dataclasses import dataclass, field, replace
from typing import Any, Dict, List, Mapping, Optional, Tuple

from obsmem_ros.core.home_rooms import room_word

from . import utterance_syntax as sx
from .dislocation import dislocated
from .linking import mention_id, unaccented
from .meaning_links import Role, resolve_as
from .speakers import Speakers, is_thing, possessor
from .utterance_records import ReportedThing, StatedPreference, Undertaking

__all__ = ["CONTAINERS", "ReadingContext", "content", "identified", "mention_id", "of_object", "person_of", "referent",
           "topic"]

_OWNED = frozenset({"mine", "yours", "hers", "ours", "theirs"})  # a thing said by its owner alone
# head nouns of the things people carry or keep other things in
CONTAINERS = frozenset({"box", "packet", "pack", "bag", "tub", "tin", "jar", "bottle", "carton", "crate", "sack",
                        "container", "tray", "punnet", "basket", "bucket", "case"})


@dataclass
class ReadingContext:
    """What one reading carries from clause to clause: who speaks, how to link, the time of
    speaking, the things said so far and what the reader is configured with."""

    speakers: Speakers
    resolve: sx.Resolver
    now_ns: int
    robot_id: str = "robot"
    timezone: str = "UTC"
    meal_clock: Mapping[str, str] = field(default_factory=dict)
    last_thing: str = ""
    last_plural: str = ""
    last_category: str = ""
    last_kind: str = ""  # the last thing's head with what classifies it ("tree stand", "paddling pool", no
    # adjective such as "new"): what "the old one" is
    mentioned: List[str] = field(default_factory=list)
    unlinked: Dict[str, ReportedThing] = field(default_factory=dict)
    in_passing: Dict[str, ReportedThing] = field(default_factory=dict)  # not known, introduced as new ("a
    # bag of clothes") without a claim of its own: heard of once a claim places it
    together: Dict[str, List[Any]] = field(default_factory=dict)  # a thing -> the things said with it
    # ("the sukuma and tomatoes"): what a "them" taking it up means (`topics.conjoined`)
    named: Dict[str, ReportedThing] = field(default_factory=dict)  # not known, named without a claim of
    # its own ("where's the Christmas box?", "I'll need the big esky"), in this turn or the one before
    # (`asked_things`): heard of once a claim places it ("it's in the shed")
    acquired: set = field(default_factory=set)
    said: Dict[str, str] = field(default_factory=dict)  # entity -> its words as said ("blue towel")
    linked: set = field(default_factory=set)  # the entity ids memory knows (the resolver linked them)
    standing: List[StatedPreference] = field(default_factory=list)  # wishes standing orders state
    times: List[Tuple[str, int]] = field(default_factory=list)  # (what, when) said so far: `due_times.due_of`
    earlier: Tuple[Undertaking, ...] = ()  # the undertakings of the reading before (what "same time" keeps)
    own_times: int = 0  # where this utterance's own times start in `times`
    last_place: str = ""  # where the last location claim put its thing: what "there" means
    taken: set = field(default_factory=set)  # (thing, person) a taking verb put with the person (`holding.taken`)
    around: Tuple[str, ...] = ()  # the other clauses of the sentence being read (the half of the day they name)


def referent(tok: Any, ctx: ReadingContext, *, place: bool = False, new_ok: bool = True) -> Optional[str]:
    """The entity id a noun phrase means (linked, a pronoun's antecedent, or its own words)."""
    if tok is None:
        return None
    tok = content(tok)
    named = dislocated(tok, ctx.speakers) if tok.pos_ == "PRON" and not place else None
    if named is not None:  # "It's in the freezer, the turkey": the thing named after its pronoun
        return referent(named, ctx, new_ok=new_ok)
    if tok.lower_ in _OWNED and tok.dep_ != "poss":  # "Mine's not in the closet": the owner's one of the last thing
        plural = tok.head.lower_ in ("are", "were") or tok.head.tag_ == "VBP"
        return (ctx.last_plural if plural else "") or ctx.last_thing or None
    if tok.lower_ in sx.PRONOUNS and not any(c.dep_ == "amod" for c in tok.children):
        plural = tok.lower_ in ("they", "them", "these", "those")  # "them": the last things named in the plural
        fronted = _fronted(tok, plural, ctx)
        if fronted is not None:
            return referent(fronted, ctx)
        return (ctx.last_plural if plural else "") or ctx.last_thing or None
    if not is_thing(tok, ctx.speakers):
        return None
    words, category = sx.thing_words(tok)
    other = any(c.lower_ in ("other", "another") for c in tok.children)
    if tok.lower_ in ("one", "ones"):  # "the green one": the colour of the last thing's kind
        said = "other" if other else words.rsplit(" ", 1)[0] if " " in words else ""  # "the other one": another of it
        words, category = f"{said} {ctx.last_kind or ctx.last_category}".strip(), ctx.last_category
    owner = possessor(tok, ctx.speakers) or (_named_owner(tok) or _their_room(tok, words, ctx) if place else "")
    if other and tok.lower_ not in ("one", "ones"):  # "your other runner": not the runner memory knows, heard of
        words = f"other {words}"
    named_by = "" if owner else _owning_noun(tok)
    role = Role.PLACE if place else Role.THING
    owned = resolve_as(ctx.resolve, f"{owner or named_by} {words}", role) if owner or named_by else None
    found = None if other or _got_new(tok) else owned or resolve_as(ctx.resolve, words, role) or (
        ctx.resolve(category) if category != words and " " not in words else None)
    entity = found or mention_id(f"{owner} {words}" if place and owner else words)  # "my room": paolo_room
    if not entity:
        return None
    ctx.said.setdefault(entity, words)
    if found is not None:
        ctx.linked.add(entity)
    if not place:
        if not _locative(tok) and not _modifying(tok):  # "have her case by the front door? It's in ...": the case
            ctx.last_thing, ctx.last_category = entity, category
            if tok.lower_ not in ("one", "ones"):
                ctx.last_kind = sx.phrase_text([t for t in sx.noun_words(tok) if t.pos_ not in ("ADJ", "NUM")
                                                or t.i == tok.i]).lower()
            if tok.tag_ in ("NNS", "NNPS"):
                ctx.last_plural = entity
            if tok.conjuncts:
                ctx.together[entity] = [c for c in (tok, *tok.conjuncts) if c.i != tok.i]
        ctx.mentioned.append(entity)
        heard = ReportedThing(id=entity, name=words, category=category)
        if found is None and tok.pos_ in ("NOUN", "PROPN") and (new_ok or _introduced(tok)):
            (ctx.unlinked if new_ok else ctx.in_passing).setdefault(entity, heard)
        elif found is None and _named_alone(tok, owner):
            ctx.named.setdefault(entity, heard)
    return entity


def _named_alone(tok: Any, owner: str) -> bool:
    """A thing named by its own words, as a thing heard of may be: not someone's ("my scarf",
    "Bob's laptop": a thing memory may know by other words), nor what a copula says something is
    ("Bob is laptop", read from "Bob's laptop")."""
    return not owner and sx.child(tok, "poss") is None and tok.dep_ != "attr" and (
        tok.pos_ in ("NOUN", "PROPN") or _noun_slot(tok))


def _noun_slot(tok: Any) -> bool:
    """A word the tagger took for an adjective standing where a noun does, with its article ("wear
    the bolo", "the chilli's in the fridge"): a thing named by a word it does not know."""
    return tok.pos_ == "ADJ" and tok.dep_ in ("dobj", "nsubj", "nsubjpass", "pobj") and any(
        c.dep_ in ("det", "poss") for c in tok.children)


def identified(entity: str, attr: Optional[Any], ctx: ReadingContext) -> None:
    """What a thing heard of turns out to be ("there's a parcel at the door, it's Biji's heating
    pad"; "thanks for bringing the box in, it's my mom's longganisa"): the thing keeps its id, so
    what was claimed of it still holds, and takes the name it is given. A thing memory knows keeps
    its own name; one the listener cannot place is new when it is someone's ("it's my mom's
    longganisa")."""
    if attr is None or attr.pos_ not in ("NOUN", "PROPN") or not is_thing(attr, ctx.speakers):
        return
    table = next((t for t in (ctx.unlinked, ctx.in_passing) if entity in t), None)
    owner = sx.child(attr, "poss")
    if table is None:
        if entity not in ctx.linked and owner is not None and owner.pos_ != "PRON":  # not "my favourite channel"
            ctx.acquired.add(referent(attr, ctx))
        return
    words, category = sx.thing_words(attr)
    named = f"{owner.text} {words}" if owner is not None and owner.pos_ == "PROPN" else words
    table[entity] = replace(table[entity], name=named, category=category)


def _owning_noun(tok: Any) -> str:
    """A common noun owning the thing ("the kids' desk", "the dog's bed"): a name memory may know
    the thing by as a whole, tried before the bare head ("desk")."""
    owner = sx.child(tok, "poss")
    return owner.lower_ if owner is not None and owner.pos_ == "NOUN" else ""


def _named_owner(tok: Any) -> str:
    """The name owning a place when it is no person memory knows yet ("in Simran's room" before
    Simran was met, "on Biji's bed"): the place keeps it, as "my room" keeps the speaker's."""
    owner = sx.child(tok, "poss")
    return unaccented(owner.lower_) if owner is not None and owner.pos_ == "PROPN" else ""


def _their_room(tok: Any, words: str, ctx: ReadingContext) -> str:
    """Whose room "their room" is: the last person named ("Dad thinks it's in their room": his and
    whoever he shares it with, so his room); "" when nobody was named or the place is no room."""
    owner = sx.child(tok, "poss")
    said = owner is not None and owner.lower_ == "their" and room_word(mention_id(words))
    return ctx.speakers.last if said else ""


def _got_new(tok: Any) -> bool:
    """A thing said to be new as it is acquired ("she bought new trainers for him", "I got a new
    kettle"): not the one of that kind memory already knows, another, heard of."""
    acquired = tok.dep_ == "dobj" and tok.head.lemma_.lower() in sx.ACQUIRING
    return acquired and any(c.dep_ == "amod" and c.lower_ in ("new", "brand-new") for c in tok.children)


def topic(doc: Any, ctx: ReadingContext) -> None:
    """A clause that is only a noun phrase ("Gran's hearing aids, yeah, ...") names what "it" /
    "them" mean next, however little it says itself."""
    for root in (t for t in doc if t.dep_ == "ROOT" and t.pos_ in ("NOUN", "PROPN")):
        referent(root, ctx, new_ok=False)


def _fronted(pronoun: Any, plural: bool, ctx: ReadingContext) -> Optional[Any]:
    """The thing named earlier in the same clause that a pronoun takes up ("the apples, they're on
    the table"; "the keys are by the door if you need them"): the nearest common noun before it
    of the same number that is a thing and no place (a name before it is a person's: "Funmi's got
    it"); None when the clause names none (the antecedent is
    then the last thing of the conversation)."""
    if pronoun.lower_ not in ("it", "they", "them"):
        return None
    for tok in reversed(pronoun.doc[: pronoun.i]):
        if tok.pos_ != "NOUN" or tok.dep_ == "compound" or _locative(tok):  # a name is someone, not "it"
            continue
        if (tok.tag_ in ("NNS", "NNPS")) == plural and is_thing(tok, ctx.speakers):
            return tok
    return None


def _modifying(tok: Any) -> bool:
    """A noun said only to tell which thing another noun is ("a letter from the school", "the
    charger for the drill"): the thing it modifies, not it, is what a later "it" means. An "of"
    phrase is left to `content` ("a box of the lights" names the lights)."""
    prep = tok.head
    return tok.dep_ == "pobj" and prep.dep_ == "prep" and prep.lower_ != "of" and prep.head.pos_ in ("NOUN", "PROPN")


def _locative(tok: Any) -> bool:
    """A noun said as where something is or goes (the object of a place preposition, or a second
    object after a particle: `_object_after_particle`): never what a later "it" / "they" means. The
    new thing after a particle taken for a preposition ("dropped off a baby bouncer") is what was
    acted on, not a place."""
    prep = tok.head
    if prep.lower_ == "of" and prep.dep_ == "prep" and sx.direct_object(prep.head.head) is not None:
        prep = prep.head  # "took the pie out of the oven", not "we're out of eggs" (a lack, not a place)
    return tok.dep_ == "pobj" and (prep.lower_ in sx.LOCATION_PREPS and not sx.particle_object(prep)
                                   or _source_of_object(prep)) or _object_after_particle(tok)


def _object_after_particle(tok: Any) -> bool:
    """A second object said after a particle of its verb, the first said before it ("took my kit
    out the machine", "took the card up her room"): the place the thing left or went to, with its
    preposition dropped, not a thing acted on."""
    verb = tok.head
    if tok.dep_ != "dobj" or verb.pos_ != "VERB":
        return False
    particles = [c.i for c in verb.children if c.dep_ == "prt" and c.i < tok.i]
    return any(c.dep_ == "dobj" and c.i < min(particles) for c in verb.children) if particles else False


def _source_of_object(prep: Any) -> bool:
    """A "from" phrase of a clause with a direct object ("bring me the drill from the garage, it's
    on the shelf"): where the object comes from, not what a later "it" means."""
    return prep.lower_ == "from" and prep.dep_ == "prep" and (
        prep.head.dep_ in ("dobj", "attr") or sx.direct_object(prep.head) is not None)


def content(tok: Any) -> Any:
    """What a quantity or container phrase is about: "a bag of apples", "two tins of tomatoes",
    "a box of Christmas lights" name the apples, the tomatoes, the lights (an indefinite or counted
    head with "of" and a bare noun, or for a container the thing itself: "a tub of the curry");
    "the side of the sofa", "a picture of Gran" keep their head."""
    inner = of_object(tok)
    held = tok.lemma_.lower() in CONTAINERS  # "a tub of the curry": the curry spoken of before, in its tub
    if not _counted(tok) or inner is None or not (_common_noun(inner) or held and inner.pos_ == "PROPN"):
        return tok  # a container's content by its name is a brand: "a tin of Quality Street"
    if any(c.dep_ == "poss" or c.dep_ == "det" and not held for c in inner.children):
        return tok  # "a picture of the dog", "a jar of my gran's marmalade"
    return inner


def _introduced(tok: Any) -> bool:
    """A common noun said as something new to the listener: with "a" / "an" / "some" or a number,
    itself or the container it is the content of ("a bag of clothes"). A definite or owned thing
    ("the keys", "Alice's keys") is one the speaker takes the listener to know, even when memory
    could not link the words."""
    head = tok.head if tok.dep_ == "pobj" and tok.head.lower_ == "of" else tok
    holder = head.head if head is not tok else tok
    return _common_noun(tok) and _counted(holder)


def _counted(tok: Any) -> bool:
    """Said with "a" / "an" / "some" or a number: something new to the listener."""
    return any(c.dep_ == "nummod" or c.dep_ == "det" and c.lower_ in ("a", "an", "some") for c in tok.children)


def of_object(tok: Any) -> Optional[Any]:
    """The noun of a phrase's "of" ("a tub of chutney": the chutney), None when it has none."""
    of = next((c for c in tok.children if c.dep_ == "prep" and c.lower_ == "of"), None)
    return sx.child(of, "pobj") if of is not None else None


def _common_noun(tok: Any) -> bool:
    """A common noun, or a word the tagger did not know and took for a name although it is written
    in lower case ("a box of pinni", "a bag of calamansi": food of another language)."""
    return tok.pos_ == "NOUN" or tok.pos_ == "PROPN" and tok.text.islower()


def person_of(tok: Any, ctx: ReadingContext) -> str:
    """The person a subject means: "I" / "you" / a known name, or a capitalised name not known yet
    ("Lena prefers the window seat")."""
    return ctx.speakers.person(tok) or (tok.lower_ if tok.pos_ == "PROPN" and tok.text[:1].isupper() and
                                        ctx.resolve(tok.lower_) is None else "")
