"""Who has a thing now, as a clause says it: "Uncle Des has the remote" (`held`), "Theo's taken the
scissors" (`taken`). Either way the thing's place is that person (a ``location`` claim whose value
is the holder), which the State and Belief views read like any other report of a place.
"""
from __future__ import annotations

from typing import Any, List, Tuple

from . import utterance_syntax as sx
from .place_phrases import place_of
from .referents import ReadingContext, person_of, referent
from .speakers import is_person_noun, is_thing

__all__ = ["held", "kept_at", "placed_after_all", "taken"]

# Dependencies that open a clause of its own under a verb: its time words are not the verb's own.
_OWN_CLAUSES = {"conj", "advcl", "ccomp", "parataxis", "xcomp", "relcl", "acl"}

# Particles and adverbs that say where a taken thing went ("took it out back", "carried it
# upstairs"): a place, not just "with them"; "off" and "away" say only that it left.
_WHITHER = sx.PLACE_ADVERBS | {"out", "back", "up", "down", "in", "over", "round", "around", "there", "here"}


def held(pred: Any, target: Any, ctx: ReadingContext) -> List[Tuple[str, str, str, str]]:
    """A thing someone has now ("Uncle Des has the remote", "Rory's got my hairbrush", "the Gills
    have our snow blower"): the thing is with that person. Only a definite thing (its article or
    owner said), held now (a present "has" or "has got", no time said: "Freya's got swimming on
    Wednesday" is an event), by someone other than the speaker and the addressee."""
    lemma, auxs = pred.lemma_.lower(), sx.auxiliaries(pred)
    holding = lemma == "have" and pred.tag_ in ("VBZ", "VBP") and not auxs or lemma == "get" and \
        pred.tag_ == "VBN" and any(a in ("'s", "has", "have", "'ve") for a in auxs)
    subj = sx.subject(pred)
    if not holding or subj is None or sx.speakers_word(subj) or subj.lower_ in sx.ADDRESSEE_WORDS or \
            sx.time_phrases_in(pred) or not is_thing(target, ctx.speakers):
        return []
    named = subj.text.istitle() and subj.pos_ == "ADJ"  # a name the small tagger never saw ("Rory's got ...")
    holder = person_of(subj, ctx) or (subj.lemma_.lower() if is_person_noun(subj) or named else "")
    definite = any(c.dep_ == "poss" or c.dep_ == "det" and c.lower_ in ("the", "this", "that", "these", "those")
                   for c in target.children)
    entity = referent(target, ctx) if holder and definite else None
    return [(entity, "location", holder, "entity")] if entity else []


def kept_at(pred: Any, target: Any, ctx: ReadingContext) -> List[Tuple[str, str, str, str]]:
    """A thing someone has somewhere ("I've got a box of crackers in the car", "Nell's got the
    tickets hid in her room"): the place said with the having, on the thing or on a participle
    after it, is where the thing is, whoever has it. Only a having now (`_having_now`), no time said
    ("she's got a lesson in town at nine" is an event)."""
    if not _having_now(pred) or sx.time_phrases_in(pred) or not is_thing(target, ctx.speakers) or \
            ctx.speakers.person(target):
        return []
    shown = [c for c in (*target.children, *pred.children) if c.tag_ in ("VBN", "VBD") and (  # "hid in her room"
        c.dep_ in ("acl", "oprd") or c.dep_ == "conj" and sx.child(c, "dobj") is None)]
    entity = referent(target, ctx)
    place = place_of([pred, target, *shown], entity, ctx) if entity else None
    return [(entity, "location", place, "entity")] if place else []


def _having_now(pred: Any) -> bool:
    """"has" / "have" in the present, or "has got" (also as the tagger splits "Nell's got": a
    possessive marker on the subject and a past "got")."""
    lemma, auxs = pred.lemma_.lower(), sx.auxiliaries(pred)
    if lemma == "have":
        return pred.tag_ in ("VBZ", "VBP") and not auxs
    subj = sx.subject(pred)
    contracted = subj is not None and any(c.dep_ == "case" and c.lower_ in ("'s", "\u2019s") for c in subj.children)
    return lemma == "get" and (pred.tag_ == "VBN" and any(a in ("'s", "has", "have", "'ve") for a in auxs)
                               or contracted and pred.tag_ in ("VBD", "VBN"))


def taken(pred: Any, target: Any, ctx: ReadingContext) -> List[Tuple[str, str, str, str]]:
    """A thing someone took off with, no place said ("Theo's taken the scissors", "I think the
    baby might have grabbed my keys"): the thing is with them, as with "has" (`held`). A hedge
    keeps it a guess (`claims_of`); said plainly, it is a report the Belief view may trust. Only a
    definite thing or a pronoun for one, taken by someone other than the speaker and the addressee."""
    subj = sx.subject(pred)
    if pred.lemma_.lower() not in sx.TAKING or subj is None or sx.speakers_word(subj) or \
            subj.lower_ in sx.ADDRESSEE_WORDS or own_times(pred) or not is_thing(target, ctx.speakers):
        return []
    if any(c.dep_ in ("advmod", "prt") and c.lower_ in _WHITHER for c in pred.children):
        return []  # a place said in a way no claim read: nothing is known to be with them
    if target.pos_ == "PRON" and ctx.last_place:
        return []  # "it's in Pao's room, he borrowed it": how it got to the place just said
    holder = person_of(subj, ctx) or (subj.lemma_.lower() if is_person_noun(subj) else "")
    definite = target.pos_ == "PRON" or any(c.dep_ == "poss" or c.dep_ == "det" and c.lower_ in ("the", "this", "that",
                                                                                                 "these", "those")
                                            for c in target.children)
    entity = referent(target, ctx) if holder and definite else None
    if not entity or entity == holder:
        return []
    ctx.taken.add((entity, holder))  # a place said for it later in the utterance wins (`placed_after_all`)
    return [(entity, "location", holder, "entity")]


def own_times(pred: Any) -> List[Any]:
    """The time phrases of `pred`'s own clause, not of a clause hung under it ("Tegan moved the keys,
    she was tidying this morning": "this morning" is the tidying's, the moving has no time said)."""
    return [t for t in sx.time_phrases_in(pred) if not _in_own_clause(t, pred)]


def _in_own_clause(tok: Any, pred: Any) -> bool:
    """Whether a verb between `tok` and `pred` heads a clause of its own."""
    head = tok.head
    while head.i != pred.i and head.head.i != head.i:
        if head.pos_ in ("VERB", "AUX") and head.dep_ in _OWN_CLAUSES:
            return True
        head = head.head
    return False


def placed_after_all(claims: List[Any], ctx: ReadingContext) -> List[Any]:
    """The claims less each "with whoever took it" (`taken`) whose thing the same utterance also
    puts in a place ("Omar's borrowed Lena's ladder, it's in his garage": the garage, not Omar): the
    taking says how it got there, the place says where it is."""
    placed = {c.entity for c in claims if c.attribute == "location" and not c.negated
              and (c.entity, c.value) not in ctx.taken}
    return [c for c in claims if not (c.attribute == "location" and (c.entity, c.value) in ctx.taken
                                      and c.entity in placed)]
