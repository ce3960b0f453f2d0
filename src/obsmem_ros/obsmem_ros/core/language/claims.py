"""Claims: (entity, attribute, value) a declarative clause asserts, read from its form.

* a copula with a locative preposition ("the keys are on the shelf"), a state ("the bath's full")
  or a setting ("the oven's on 180");
* a placing verb with an object and a destination ("I moved my laptop to the desk"), a switching
  verb with its particle ("I turned the kettle off"), an opening verb ("I shut the door"), a
  setting verb with "to <value>" ("I set the oven timer to 20");
* a thing as the subject of an intransitive verb: where it went, that it arrived, its state;
* a fronted topic, a clause without a verb, things conjoined and "there" (`topics`).

Negation gives a negated claim (it must lower belief, never assert a place); a hedge ("I think",
"probably", a modal of possibility) or a declarative question lowers confidence. A correction
marks claims as replacing the speaker's earlier ones, or retracts them when it says nothing new.
"""
from __future__ import annotations

from dataclasses import replace
from typing import Any, List, Optional, Sequence, Tuple

from obsmem_ros.core.time_reading import NUMBER_WORDS

from . import utterance_syntax as sx
from .preferences import LIKING
from .holding import held, kept_at, taken
from .place_phrases import destination, joined, place_of
from .referents import ReadingContext, content, identified, mention_id, of_object, referent
from .relayed import origin
from .said_levels import level_reached, number_value, said_level, unnamed_level
from .speakers import is_person_noun
from .switch_words import free_particle
from .topics import conjoined, dropped, fronted, place_there, verbless
from .utterance_records import HEDGED, Claim, ReportedThing, UtteranceReading
from .verbs import opening_states

__all__ = ["NUMBER_WORDS", "asserts", "claims_of", "contrasted", "correcting", "denies", "located", "number_said",
           "origin", "retracted"]

_DIRECTIONAL = frozenset({"into", "onto", "behind", "under", "underneath", "beneath", "inside", "beside", "next",
                          "to", "towards"})  # where a thing went, whatever the verb of moving


def claims_of(pred: Any, doc: Any, ctx: ReadingContext) -> List[Claim]:
    lemma = pred.lemma_.lower()
    found: List[Tuple[str, str, str, str]] = []  # entity, attribute, value, value_type
    if lemma == "be":
        found += _copula(pred, ctx)
    elif pred.pos_ not in ("VERB", "AUX"):  # "my passport, in the top drawer"
        found += verbless(pred, ctx)
    else:
        target = fronted(pred, ctx) or sx.direct_object(pred)  # "the coats, I keep in the loft"
        if (lemma in sx.ACQUIRING or _handed_over(pred)) and target is not None and not sx.negated(pred):
            # each of "apples and tomatoes"
            ctx.acquired.update(referent(t, ctx) for t in (*target.conjuncts, target))
        if lemma in sx.PLACING:
            found += _placed(pred, target, ctx)
        if lemma in sx.SWITCHING:
            found += _switched(pred, target, ctx)
        if lemma in opening_states() and target is not None:
            entity = referent(target, ctx)
            found += [(entity, "state", opening_states()[lemma], "str")] if entity else []
        if lemma in sx.SETTING and not found:
            found += _set(pred, target, ctx)
        if not found:
            found += said_level(pred, ctx) or unnamed_level(pred, target)  # "put heating up to 21": misparsed
        if not found and target is not None and target.dep_ == "nsubjpass":  # "it's rolled up behind the sofa"
            found += _placed(pred, target, ctx) or _passive_state(pred, target, ctx)
        if not found and target is not None and any(p.lower_ in _DIRECTIONAL for c in pred.children
                                                    if c.dep_ == "prep" for p in (c, *joined(c))):
            found += _placed(pred, target, ctx)  # any verb moving a thing somewhere: "I shifted it behind the boiler"
        if not found and target is not None and _direction(pred) is not None:  # any verb raising or lowering it
            entity = referent(target, ctx)
            found += _level(pred, target, entity, ctx) if entity else []
        if not found and target is not None:
            found += kept_at(pred, target, ctx) or held(pred, target, ctx) or taken(pred, target, ctx)
        if not found and target is None:
            found += _happened(pred, ctx) or dropped(pred, ctx)
        elif not found:
            referent(target, ctx, new_ok=lemma in sx.ACQUIRING)  # what "it" means next ("she sent a parcel")
    if _planned(pred):  # "tonight we put them on the altar": what it names is heard of, nothing is so yet
        return []
    negated, hedged = sx.negated(pred) or sx.negated_by_head(pred), sx.hedge(pred) or sx.is_question(doc)
    source = origin(pred, ctx) if found else ""
    ctx.last_place = next((v for e, a, v, _ in reversed(found) if a == "location" and e != v and not negated),
                          ctx.last_place)
    return [Claim(entity=e, attribute=a, value=v, value_type=t, negated=negated,
                  confidence=HEDGED if hedged else 1.0, words=ctx.said.get(e, ""), origin=source)
            for e, a, v, t in found if e and v and e != v]


def _passive_state(pred: Any, target: Any, ctx: ReadingContext) -> List[Tuple[str, str, str, str]]:
    """A thing in the state a passive participle says ("the boiler's fixed", "the gate's been
    mended"), when no place and no time is said (those make it a move or an event)."""
    if pred.tag_ != "VBN" or sx.time_phrases_in(pred) or sx.child(pred, "agent", "xcomp", "ccomp") is not None:
        return []
    entity = referent(target, ctx)
    return [(entity, "state", pred.lower_, "str")] if entity and not ctx.speakers.person(target) else []


def _happened(pred: Any, ctx: ReadingContext) -> List[Tuple[str, str, str, str]]:
    """A thing as the subject of an intransitive verb: where it went ("the remote fell behind the
    sofa"), that it is new here ("my trainers came"), else the state it is in ("the tap is
    dripping", "the washing machine hasn't finished")."""
    subj = sx.subject(pred)
    if subj is None or subj.dep_ == "expl" or sx.child(pred, "xcomp", "ccomp", "attr", "acomp") is not None:
        return []
    entity = referent(subj, ctx)
    if not entity or ctx.speakers.person(subj):
        return []
    particle = sx.child(pred, "prt")
    if pred.lemma_.lower() in ("go", "run") and particle is not None and pred.tag_ in ("VBN", "VBD"):
        return [(entity, "state", f"{pred.lower_} {particle.lower_}", "str")]  # "the milk's gone off"
    if pred.lemma_.lower() in ("be", "have", "do", "get", "let", "need", "want", "seem", "look", "say"):
        return []
    for c in pred.children:
        place = destination(c, ctx)
        if place and place != entity:  # "the jam and the butter went in the fridge": each of them
            return conjoined([(entity, "location", place, "entity")], subj, ctx)
    if pred.lemma_.lower() == "go":  # "the meeting went well": no place, no state of a thing
        return []
    if pred.lemma_.lower() in sx.ARRIVING:
        ctx.acquired.add(entity)
        return []
    if pred.tag_ not in ("VBG", "VBN", "VBD"):  # "practice runs late": a habit, not a state
        return []
    if any(t.lower_ in ("to", "till", "until") for t in sx.time_phrases_in(pred)):
        return []  # "piano lessons have moved to Mondays": a time moved to, an event rescheduled
    return [(entity, "state", pred.lower_, "str")]


def _handed_over(pred: Any) -> bool:
    """A thing given to someone, whatever the verb of giving ("Baby gave us a bag of calamansi",
    "Bianca lent me her calculator"): a past deed with an indirect object."""
    return pred.tag_ in ("VBD", "VBN") and sx.child(pred, "dative") is not None


def _copula(pred: Any, ctx: ReadingContext) -> List[Tuple[str, str, str, str]]:
    subj = sx.subject(pred)
    there = subj is None and any(c.dep_ == "expl" for c in pred.children)
    if there:  # "there's a new drill in the shed": the thing is the copula's attribute
        subj = sx.child(pred, "attr")
        if sx.dating_phrases(pred):  # "there's a meeting at work at three": an event, not a thing
            return []
    entity = referent(subj, ctx) if subj is not None else None
    if subj is None and not there:  # "Could be in the car.": the subject left unsaid is the thing just named
        entity = ctx.last_thing or None
    if not entity:
        return []
    held = of_object(subj) if there else None  # "there's a tub of my mum's chutney in the fridge": the
    holders = [pred] + ([subj] if there else []) + ([held] if held is not None else [])  # place may hang off it
    # "my keys are back on the hook", "it's still in the car": the place hangs off the adverb
    adverbs = [c for c in pred.children if c.dep_ == "advmod" and c.pos_ == "ADV"]
    place = place_of(holders + adverbs, entity, ctx) or place_there(pred, ctx)
    if place:
        return conjoined([(entity, "location", place, "entity")], subj, ctx)
    for c in (c for h in holders for c in h.children):
        amount = sx.child(c, "pobj") if c.dep_ == "prep" else None
        if amount is not None and sx.is_quantity(amount) and not sx.is_time_token(amount) and not \
                sx.is_time_phrase(c):  # "the oven's on 180"
            number = next((t for t in amount.subtree if t.like_num and t.dep_ != "nummod"), amount)
            return [(entity, "setting", _number_words(amount) or number.text, "str")]
        timed = c.dep_ == "prep" and sx.is_time_phrase(c) and (pred.lower_ == "been" or any(
            t.lower_ in ("all", "whole") for t in c.subtree))  # "the telly's been on all afternoon", not a date
        if c.lower_ in sx.STATES and c.dep_ != "nsubj" and (sx.child(c, "pobj") is None or timed):
            return [(entity, "state", c.lower_, "str")]
        if c.dep_ == "acomp" and c.lower_ in ("due", "expected", "scheduled", "booked", "planned"):
            return []  # "the delivery is due this afternoon": an announced event
        if c.dep_ == "acomp" and c.pos_ in ("ADJ", "VERB") and c.lemma_.lower() not in _DENIAL and not any(g.dep_ in ("prep", "xcomp") for g in c.children):
            return [(entity, "state", c.lower_, "str")]  # "the tap seems to be dripping", "the bath's full"
    if there:
        ctx.acquired.add(entity)
    elif subj is not None and subj.lower_ in ("it", "this", "that"):
        identified(entity, sx.child(pred, "attr"), ctx)
    return []


def _placed(pred: Any, target: Any, ctx: ReadingContext) -> List[Tuple[str, str, str, str]]:
    entity = referent(target, ctx) if target is not None else None
    if not entity:
        return []
    holders = [pred] + ([target, content(target), *target.conjuncts] if target is not None else []) + [
        c for c in pred.children if c.dep_ in ("advmod", "oprd")]  # "the jam and the butter in the fridge"
    place = place_of(holders, entity, ctx) or place_there(pred, ctx)
    if place:
        return conjoined([(entity, "location", place, "entity")], target, ctx)
    where = next((c for c in pred.children if c.dep_ == "advmod" and c.lower_ in sx.PLACE_ADVERBS), None)
    if where is not None:  # "I left my glasses upstairs"
        return [(entity, "location", ctx.resolve(where.lower_) or where.lower_, "entity")]
    state = next((c for c in pred.children if c.dep_ in ("oprd", "acomp") and c.pos_ == "ADJ"), None)
    if state is not None:  # "somebody left the freezer door open"
        return [(entity, "state", state.lower_, "str")]
    result = next((c for c in pred.children if c.dep_ in ("prt", "prep", "advmod", "oprd") and c.lower_ in sx.STATES
                   and sx.child(c, "pobj") is None), None) if pred.lemma_.lower() not in sx.TAKING else None
    found = [(entity, "state", result.lower_, "str")] if result is not None else []  # "I might've left it on"
    return found + _level(pred, target, entity, ctx)


def _level(pred: Any, target: Any, entity: str, ctx: ReadingContext) -> List[Tuple[str, str, str, str]]:
    """A level a thing was put at ("I've put the oven on at one-eighty", "the thermostat on
    eighteen", "the heating up to twenty-two"): a number under "on" or "to" (said of the verb, its
    particle or the thing), or under another preposition when it cannot be a clock hour (above
    24), is a setting, not a time; so is a level said as a word of a thing memory knows (`_named_level`)."""
    holders = [pred] + ([target] if target is not None else [])
    said = [c for h in holders for c in h.children if c.dep_ in ("prep", "prt")]
    direction = _direction(pred)
    said += [g for g in direction.children if g.dep_ == "prep"] if direction is not None else []  # "up" -> "to twenty"
    for prep in said:
        amount = _amount(prep)
        value = (_number_words(amount) or amount.text) if amount is not None and sx.is_quantity(amount) else ""
        if value.isdigit() and (int(value) > 24 or _level_word(prep, amount) and not sx.is_time_token(amount)):
            return [(entity, "setting", value, "str")]
        if amount is not None and entity in ctx.linked and (direction is not None and prep.lower_ == "to"
                                                            or _clock_level(prep, value)) and _named_level(amount, value):
            return [(entity, "setting", value or amount.lower_, "str")]
    reached = level_reached(pred) if direction is not None else None
    value = (_number_words(reached) or reached.text) if reached is not None and reached is not target else ""
    if value.isdigit() and not sx.is_time_token(reached):  # "put the heat up to sixty eight": "eight" an object
        return [(entity, "setting", value, "str")]
    return []


def _amount(prep: Any) -> Optional[Any]:
    """What the preposition governs; a clock time modifying it instead when a run-on sentence
    made the next word its object ("on 6:30 now clocks are going back": 6:30, not "clocks")."""
    amount = sx.child(prep, "pobj")
    if amount is None:
        return None
    return next((c for c in amount.children if c.dep_ == "nummod" and ":" in c.text and c.i < amount.i), amount)


def _clock_level(prep: Any, value: str) -> bool:
    """A clock-written level put "on" or "to" a thing memory knows ("I've put the timer on half
    six"): the level it holds now, as a thing is put on a number; a time something happens at is
    said with "at" or "for"."""
    return prep.lower_ in ("on", "to") and ":" in value


def _named_level(amount: Any, value: str) -> bool:
    """Whether what a thing was turned up or down to is a level said as a word or as clock-like
    digits ("the heater down to low", "the smoker up to two-fifty", written 2:50 by the clock
    words): the State view reads it against the levels memory tracks for the thing
    (``spoken_settings``). A place said there ("up to the loft") has its article, a time its
    time word."""
    if value:
        return ":" in value
    return amount.pos_ in ("ADJ", "NOUN") and not any(c.dep_ in ("det", "poss") for c in amount.children) \
        and not sx.is_time_token(amount)


def _direction(pred: Any) -> Optional[Any]:
    """The "up" or "down" a verb moves its thing by ("turned the heating up", "put the fan down";
    "put the heat up to seventy", the "up" parsed as a preposition without an object)."""
    return next((c for c in pred.children if c.lower_ in ("up", "down") and (
        c.dep_ in ("prt", "advmod") or c.dep_ == "prep" and sx.child(c, "pobj") is None)), None)


def _level_word(prep: Any, amount: Any) -> bool:
    """Whether "on" or "to" introduces the amount: as its preposition, or inside it after a
    particle ("put the heating up to twenty-two": "to" parsed as the number's modifier)."""
    return prep.lower_ in ("on", "to") or any(t.lower_ == "to" and t.dep_ == "quantmod" for t in amount.subtree)


def _switched(pred: Any, target: Any, ctx: ReadingContext) -> List[Tuple[str, str, str, str]]:
    state = next((c.lower_ for c in pred.children if c.dep_ in ("prt", "advmod", "prep", "acomp")
                  and c.lower_ in ("on", "off") and free_particle(c, target, ctx.resolve)), "")  # not "on my way in"
    if not state and target is not None:
        state = next((c.lower_ for c in target.children if c.lower_ in ("on", "off")), "")
    if not state:
        return []
    if target is None:  # "turn on the tv" parsed with the thing under the particle
        target = next((g for c in pred.children if c.lower_ == state for g in c.children if g.dep_ == "pobj"), None)
    entity = referent(target, ctx) if target is not None else None
    return [(entity, "state", state, "str")] if entity else []


def _set(pred: Any, target: Any, ctx: ReadingContext) -> List[Tuple[str, str, str, str]]:
    value_tok = next((g for t in pred.subtree if t.dep_ == "prep" and t.lower_ == "to" for g in t.children
                      if g.dep_ == "pobj" and sx.is_quantity(g)), None)
    if value_tok is None:  # "turned the den up to twenty-three": "to" parsed as the number's modifier
        value_tok = level_reached(pred)
    if value_tok is None or target is None:
        return []
    number = next((x for x in value_tok.subtree if sx.is_quantity(x) and x.dep_ != "pobj"), value_tok)
    value = _number_words(value_tok) or number.text  # "sixty-eight" is one number, not its first word
    head = target.lemma_.lower()
    if head in sx.SETTING_NOUNS:
        device = sx.child(target, "prep")
        device = sx.child(device, "pobj") if device is not None and device.lower_ == "of" else None
        compounds = [c for c in target.children if c.dep_ == "compound"]
        if device is not None:
            entity = referent(device, ctx)
        elif compounds:  # "the geyser timer": the geyser, else the thing memory calls "geyser timer"
            words = sx.phrase_text([t for c in compounds for t in c.subtree]).lower()
            entity = ctx.resolve(words) or ctx.resolve(f"{words} {target.lower_}") or mention_id(words)
        else:
            entity = referent(target, ctx)
        return [(entity, f"setting:{head}", value, "str")] if entity else []
    entity = referent(target, ctx)
    return [(entity, "setting", value, "str")] if entity else []


def asserts(pred: Any, doc: Any) -> bool:
    """A declarative clause about the present or past (not a question, command, wish or plan)."""
    if sx.is_question(doc) and not sx.declarative_question(doc) or sx.imperative(pred):
        return False
    if any(a in sx.FUTURE_AUX or a in ("should", "can", "would", "must", "ought") for a in sx.auxiliaries(pred)):
        return False
    if pred.dep_ == "xcomp" and pred.head.lemma_.lower() in ("have", "need", "got") and any(
            c.lower_ == "to" for c in pred.children):  # "it has to be black": a wish, not a state
        return False
    head = pred
    while head.dep_ in ("ccomp", "xcomp", "conj", "advcl") and head.head.i != head.i:
        head = head.head
        if head.lemma_.lower() in LIKING or head.lemma_.lower() in ("ask", "make", "remind", "let"):
            return False
        if head.dep_ == "ROOT":
            break
    return True


_AHEAD = frozenset({"tomorrow", "tonight", "later", "soon"})  # time words of what is still to come


def _planned(pred: Any) -> bool:
    """A present form (or a past one spelt like it, "put") with a time still to come ("tonight we
    put them on the altar", "tomorrow I take the bins out"): a plan, no state yet."""
    present = pred.tag_ in ("VB", "VBP", "VBZ") or pred.tag_ == "VBD" and pred.lower_ == pred.lemma_.lower()
    return present and not sx.auxiliaries(pred) and any(
        c.lower_ in _AHEAD for c in pred.children if c.dep_ in ("npadvmod", "advmod"))


def _number_words(tok: Any) -> str:
    """A number said in words, in digits ("one-eighty" -> 180, "twenty five" -> 25, "two hundred"
    -> 200); "" if not one."""
    if any(t.is_digit for t in tok.subtree):
        return ""
    return number_value([t.lower_ for t in tok.subtree])


def number_said(doc: Any) -> str:
    """The number a fragment says ("twenty", "two hundred", "21"), in digits; "" if none."""
    for tok in doc:
        if tok.like_num and tok.head.like_num and tok.head.i != tok.i or any(c.dep_ == "det" for c in tok.children):
            continue  # a part of a longer number (read from its head), or "the other one": a pronoun
        said = _number_words(tok) or (tok.text if tok.is_digit else "")
        if said:
            return said
    return ""


def contrasted(doc: Any, ctx: ReadingContext, claims: Sequence[Claim]) -> List[Claim]:
    """ "..., not out on the street", "not in the car like she said", "in the dryer, not the washer": a
    negated place with no verb of its own denies that place for the thing whose place was just claimed (or, with none
    claimed, the thing just spoken of: "Where's the remote? Not down the sofa")."""
    located_ = [c for c in claims if c.attribute == "location" and not c.negated]
    if not located_ and ctx.last_thing:  # "Where's the remote? Not down the sofa": the thing asked about
        located_ = [Claim(entity=ctx.last_thing, attribute="location", value="", value_type="entity",
                          words=ctx.said.get(ctx.last_thing, ""))]
    if not located_:
        return []
    out = []
    for neg in (t for t in doc if t.dep_ == "neg" and t.head.pos_ not in ("VERB", "AUX")):
        place = None
        for holder in [neg.head] + list(neg.head.children):
            place = destination(holder, ctx)
            if place:
                break
        bare = None if place else _bare_place(neg)
        if bare is not None:  # "in the dryer, not the washer": the preposition said once
            place = referent(bare, ctx, place=True)
        last = located_[-1]
        if place and place != last.value:
            out.append(replace(last, value=place, negated=True, correction=False, corrects=""))
    return out


def _bare_place(neg: Any) -> Optional[Any]:
    """The noun a "not" sets against a place said just before, with the preposition not said again
    ("in the dryer, not the washer": the parser hangs the noun on "not" or beside the place); None
    for a person, a time or a noun no place preposition came before."""
    after = [n for n in [neg.head, *neg.head.children] if n.i > neg.i and n.pos_ == "NOUN"
             and (n is neg.head or n.dep_ in ("appos", "conj"))]
    noun = after[0] if after else None
    if noun is None or sx.is_time_token(noun) or is_person_noun(noun) or \
            not any(t.lower_ in sx.LOCATION_PREPS for t in noun.doc[:neg.i]):
        return None
    return noun


def denies(doc: Any) -> bool:
    """A clause that says what was said is not so ("no, that's wrong", "no, it isn't")."""
    return any(t.dep_ == "neg" or t.lemma_.lower() in _DENIAL for t in doc)


_DENIAL = frozenset({"wrong", "mistake", "mistaken", "incorrect", "untrue", "false"})


def correcting(claim: Claim, previous: Optional[UtteranceReading]) -> Claim:
    """`claim` marked as a correction, naming the speaker's earlier utterance it corrects (one with
    a claim about the same entity and attribute)."""
    earlier = previous is not None and any((c.entity, c.attribute) == (claim.entity, claim.attribute)
                                           for c in previous.claims)
    return replace(claim, correction=True, corrects=previous.event_id if earlier and previous is not None else "")


def retracted(claims: List[Claim], previous: Optional[UtteranceReading]) -> List[Claim]:
    """A correction without a new claim ("no, that's wrong"): the claims just said (in this
    utterance, else the speaker's previous one) no longer stand, so they come back negated."""
    said = claims or (list(previous.claims) if previous is not None else [])
    return [replace(c, negated=True) for c in said if not c.negated]


def located(thing: ReportedThing, claims: Sequence[Claim]) -> ReportedThing:
    """`thing` at the last place claimed for it ("brought it home, it's in the garage": the garage)."""
    place = next((c.value for c in reversed(claims) if c.entity == thing.id and c.attribute == "location"
                  and not c.negated), "")
    return replace(thing, location=place or thing.location)
