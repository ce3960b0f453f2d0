"""Stated preferences and routines: what a person says they like, want, or usually do.

A liking verb with a person as subject ("I prefer the blue mug", "on weekends I want the coffee
ready at 08:30"), a liking adjective ("I'm keen on ..."), "my favourite X is Y", how an owner's
thing must be ("my coffee has to be black"), habitual actions ("I always take the blue mug"), and
the wish a standing order states ("leave the radio off at weekends"); each with its condition
("on weekends"), clock times kept in the value.
"""
from __future__ import annotations

import re
from typing import Any, List, Optional, Sequence

from . import utterance_syntax as sx
from .errand_wishes import asks_errand
from .referents import ReadingContext, person_of, referent
from .speakers import is_person_noun, is_thing, possessor
from .utterance_records import StatedPreference
from .value_spans import closing_break, up_to_contrast
from .verbs import canonical_verb, opening_states

__all__ = ["LIKING", "is_clock_phrase", "measure", "preference_as", "preference_of", "standing_wish"]

LIKING = frozenset({"like", "love", "prefer", "enjoy", "want", "fancy", "hate", "dislike", "need"})
LIKING_ADJECTIVES = frozenset({"keen", "fond", "partial", "mad", "crazy", "fan", "lover"})
_CLAIM_VERBS = sx.PLACING | sx.SETTING | sx.SWITCHING | sx.ACQUIRING | frozenset(opening_states())  # "I set" is past too
SUITING = frozenset({"do", "suit", "work", "please"})  # "that'll do me", "it suits me", "that works for me"
COGNITION = frozenset({"know", "see", "think", "mean", "hope", "guess", "remember", "forget", "understand", "believe",
                       "feel", "hear", "say", "tell", "have", "be", "get", "find", "wonder", "bet", "owe", "mind"})


def preference_of(pred: Any, doc: Any, ctx: ReadingContext, text: str) -> Optional[StatedPreference]:
    if sx.is_question(doc) or asks_errand(pred):  # "I'd like my cup brought to the bench": an errand
        return None
    subj = sx.subject(pred)
    person = person_of(subj, ctx) if subj is not None else ""
    lemma = pred.lemma_.lower()
    suited = _suited(pred, subj, ctx)
    if suited is not None:
        return suited
    if not person and subj is not None and is_person_noun(subj) and sx.habitual(pred):
        person = subj.lemma_.lower()  # "my nan always has a nap": someone known by kin word or role
    if lemma == "be" and subj is not None:
        return (_favourite(pred, subj, ctx) or _keen(pred, person, ctx) or _must_be(pred, subj, ctx)
                or _kind_of_person(pred, person, ctx) or _right_for(pred, subj, ctx))
    if not person or person == ctx.speakers.addressee:
        return None
    conditions = [t for t in sx.time_phrases_in(pred) if not is_clock_phrase(t)]
    condition = "; ".join(sx.phrase_text(list(t.subtree)) for t in conditions)
    dropped = conditions + [c for c in pred.children if c.dep_ in ("nsubj", "aux", "neg", "punct", "advmod")
                            and (c.dep_ != "advmod" or c.lower_ in sx.HABITUAL)]
    value_tokens = [t for t in sx.subtree_without(pred, dropped) if t.i != pred.i]
    liking = next((w for w in sx.stems(pred) if w in LIKING), "")
    if lemma in ("stand", "bear", "abide") and sx.negated(pred):  # "I can't stand the radio on"
        liking = "hate"
    liking = liking or ("prefer" if _would_rather(pred) else "")
    if liking:
        lemma = liking
        activity = sx.child(pred, "xcomp")
        if activity is not None and sx.child(pred, "dobj") is None and activity.tag_ in ("VB", "VBG"):
            return _liked_activity(pred, activity, person, liking, condition, ctx)
        said = next((c for c in pred.children if c.dep_ in ("ccomp", "xcomp") and c.i > pred.i), None)
        obj = sx.child(pred, "dobj") or sx.subject(said or pred)  # "I'd like the study warm by nine"
        if obj is None or subj is not None and obj.i == subj.i:  # "I want the kids up by 7:15": kids under "up"
            obj = next((t for t in pred.subtree if t.dep_ in ("nsubj", "dobj") and t.head.i != pred.i
                        and t.head.head.i == pred.i and t.head.dep_ in ("prt", "acomp", "oprd")), obj)
        if obj is None or subj is not None and obj.i == subj.i or sx.speakers_word(obj):
            return None
        value_tokens = [t for t in value_tokens if not (t.dep_ == "advmod" and t.head.i == pred.i and
                                                        t.lower_ not in sx.PLACE_ADVERBS | {"here", "there"})]
        topic = referent(obj, ctx, new_ok=False) and obj.lemma_.lower()
        value_tokens = closing_break(value_tokens, max(t.i for t in obj.subtree if not t.is_punct or t.i == obj.i))
        # "I don't like paratha, it too oily": what follows the comma is a clause of its own
        rest = [t for t in value_tokens if t.i not in {x.i for x in obj.subtree}]
        state = [t for t in obj.children if t.i > obj.i and (t.lower_ in sx.STATES or t.pos_ == "ADJ")
                 and sx.child(t, "pobj") is None]  # "I like the porch light on": the state it is liked in
        state += [x for t in obj.children if t.i > obj.i and t.dep_ == "prep" and sx.is_quantity(
            sx.child(t, "pobj") or t) for x in t.subtree]  # "the telly on twenty-five": the level
        fronted = [t for t in rest if t.i < pred.i]
        if state and fronted:  # "for films I like the telly on 25": what it is liked for is a condition
            condition = "; ".join(w for w in (condition, sx.phrase_text(fronted)) if w)
            rest = [t for t in rest if t.i > pred.i]
        value = _level(rest) or sx.phrase_text(rest) or _level(state) or sx.phrase_text(state) or sx.phrase_text([
            t for t in up_to_contrast(obj.subtree) if t.dep_ != "poss" and not (
                t.dep_ == "det" and t.lower_ in ("a", "an", "the", "some"))])  # "the cake, not the chocolate one"
        if sx.negated(pred) or lemma in ("hate", "dislike"):
            value = f"not {value}"
        return StatedPreference(person=person, topic=topic or obj.lemma_.lower(), value=value, condition=condition,
                                statement=_statement(person, pred, value_tokens, condition))
    if lemma in ("tend", "use") and sx.child(pred, "xcomp") is not None:  # "I tend to work from the study"
        inner = sx.child(pred, "xcomp")
        return preference_of(inner, doc, ctx, text) if sx.subject(inner) is not None else None
    present = pred.tag_ in ("VBP", "VBZ") or pred.tag_ == "VB" and any(
        c.dep_ == "aux" and c.lower_ in ("do", "does") for c in pred.children)  # "I don't take sugar"
    habit = (present or _refuses(pred)) and _chosen(pred) is not None and not any(
        c.dep_ == "aux" and c.lower_ not in ("do", "does") and not _refuses(pred) for c in pred.children) and \
        pred.lemma_.lower() not in COGNITION | LIKING and not sx.is_question(doc) and (
            pred.lemma_.lower() not in _CLAIM_VERBS or _present_without_place(pred))  # "Noah only drinks oat milk"
    if habit or sx.habitual(pred) or pred.dep_ == "xcomp" and pred.head.lemma_.lower() in ("tend", "use"):
        obj = _chosen(pred)
        topic = obj.lemma_.lower() if obj is not None else canonical_verb(pred.lemma_)
        if obj is not None:
            referent(obj, ctx, new_ok=False)
        value = ("not " if sx.negated(pred) else "") + sx.phrase_text([pred.lemma_ and pred] + value_tokens)
        return StatedPreference(person=person, topic=topic, value=value, condition=condition, kind="routine",
                                statement=_statement(person, pred, value_tokens, condition))
    return None


def preference_as(label: str, pred: Any, doc: Any, ctx: ReadingContext) -> Optional[StatedPreference]:
    """What `pred` states read as a preference or routine (`label`), when a classifier says the
    clause states one but no form of `preference_of` matched ("I'm vegetarian now", "no coffee for
    me after lunch"): the person is the subject (or the person a "for me" names, else the
    speaker), the topic the head of what the predicate is about (its object, complement or
    attribute, else its verb), the value the predicate's words without the person and the
    recurring times, which are the condition."""
    if sx.is_question(doc) or asks_errand(pred):
        return None
    subj = sx.subject(pred)
    person = person_of(subj, ctx) if subj is not None else ""
    for_whom = next((g for t in pred.subtree if t.lower_ == "for" for g in t.children if g.dep_ == "pobj"
                     and ctx.speakers.person(g)), None)
    if subj is not None and not person and (subj.lower_ in sx.THIRD_PERSON or is_person_noun(subj)):
        return None  # "she hates the radio on" with nobody named: someone's, never the speaker's
    person = person or (ctx.speakers.person(for_whom) if for_whom is not None else "") or ctx.speakers.speaker
    if person == ctx.speakers.addressee and person != ctx.speakers.speaker:
        return None
    conditions = [t for t in sx.time_phrases_in(pred) if not is_clock_phrase(t)]
    condition = "; ".join(sx.phrase_text(list(t.subtree)) for t in conditions)
    dropped = conditions + [c for c in pred.children if c.dep_ in ("nsubj", "aux", "punct", "intj", "cc", "mark")]
    if for_whom is not None:
        dropped.append(for_whom.head)
    value_tokens = [t for t in sx.subtree_without(pred, dropped) if not t.is_punct]
    about = next((c for c in pred.subtree if c.dep_ in ("dobj", "attr", "acomp", "nsubj", "pobj") and c.pos_ in (
        "NOUN", "ADJ", "PROPN") and c not in (subj, for_whom) and not sx.is_time_token(c)), None)
    if about is None and pred.pos_ not in ("VERB",):
        return None
    topic = about.lemma_.lower() if about is not None else canonical_verb(pred.lemma_)
    if about is not None and about.pos_ == "NOUN":
        referent(about, ctx, new_ok=False)
    value = sx.phrase_text(value_tokens)
    if not value:
        return None
    return StatedPreference(person=person, topic=topic, value=value, condition=condition, kind=label,
                            statement=_statement(person, pred, value_tokens, condition))


_CHOOSING_PREPS = frozenset({"for", "with"})  # "I always go for the green mug", "she sticks with tea"
_REFUSING_AUX = frozenset({"will", "wo"})


def _chosen(pred: Any) -> Optional[Any]:
    """What a habitual verb chooses: its object, else the object of a "for" / "with" right after it
    (a choice said with a prepositional verb is no movement: "go for the green mug")."""
    obj = sx.child(pred, "dobj")
    if obj is not None:
        return obj
    prep = next((c for c in pred.children if c.dep_ == "prep" and c.lower_ in _CHOOSING_PREPS and c.i == pred.i + 1), None)
    return sx.child(prep, "pobj") if prep is not None else None


def _refuses(pred: Any) -> bool:
    """A standing refusal: "won't" with the verb ("Carol won't eat mushrooms" = she does not eat them)."""
    return sx.negated(pred) and any(c.dep_ == "aux" and c.lower_ in _REFUSING_AUX for c in pred.children)


def _suited(pred: Any, subj: Any, ctx: ReadingContext) -> Optional[StatedPreference]:
    """ "Weekdays eighteen will do me", "twenty degrees suits me fine in the evenings": a thing or
    value that suits a person, said with that person as the object of a verb of suiting."""
    who = sx.child(pred, "dobj", "dative")
    person = ctx.speakers.person(who) if who is not None else ""
    if pred.lemma_.lower() not in SUITING or not person or subj is None or ctx.speakers.person(subj) or \
            pred.tag_ in ("VBD", "VBN") or sx.negated(pred):
        return None
    conditions = [t for t in sx.time_phrases_in(pred) if not is_clock_phrase(t) and t.i != who.i]
    condition = "; ".join(sx.phrase_text(list(t.subtree)) for t in conditions)
    words = [t for t in subj.subtree if t.dep_ not in ("det", "poss")]
    value = subj.doc[words[0].i:words[-1].i + 1].text  # as said: "twenty-one", not "twenty - one"
    topic = "setting" if sx.is_quantity(subj) else subj.lemma_.lower()
    return StatedPreference(person=person, topic=topic, value=value, condition=condition,
                            statement=" ".join(w for w in (person, "is suited by", value, condition) if w))


def _conditions(pred: Any) -> str:
    """The times a preference holds under ("in the evenings", "at weekends"), clock times left out."""
    return "; ".join(sx.phrase_text(list(t.subtree)) for t in sx.time_phrases_in(pred) if not is_clock_phrase(t))


def _kind_of_person(pred: Any, person: str, ctx: ReadingContext) -> Optional[StatedPreference]:
    """ "Evenings, I'm a tea person", "Sam is a real coffee drinker": a liking said as the kind of
    person one is; the liked thing is the noun that qualifies the person ("tea", "coffee")."""
    attr = sx.child(pred, "attr")
    if not person or person == ctx.speakers.addressee and person != ctx.speakers.speaker or attr is None:
        return None
    lemma = attr.lemma_.lower()
    if not (lemma in LIKER_NOUNS or lemma.endswith("er") and len(lemma) > 4):
        return None
    liked = [c for c in attr.children if c.dep_ in ("compound", "nmod") and c.pos_ in ("NOUN", "PROPN")]
    if not liked:
        return None
    thing = liked[-1]
    value = sx.phrase_text([t for c in liked for t in c.subtree])
    value = f"not {value}" if sx.negated(pred) else value
    condition = _conditions(pred)
    return StatedPreference(person=person, topic=thing.lemma_.lower(), value=value, condition=condition,
                            statement=" ".join(w for w in (person, "likes", value, condition) if w))


LIKER_NOUNS = frozenset({"person", "fan", "lover", "type", "man", "woman", "girl", "guy", "addict", "fiend"})


def _right_for(pred: Any, subj: Any, ctx: ReadingContext) -> Optional[StatedPreference]:
    """ "Nineteen is just right for me on the thermostat", "for Sam, eighteen is perfect at night":
    a value judged right (or, with "too" or "not", wrong) for a person; the topic is the thing the
    value is of ("on the thermostat"), else "setting" for a number, else the value's own noun."""
    judged = sx.child(pred, "acomp")
    fors = [c for c in (*pred.children, *(judged.children if judged is not None else ())) if c.lower_ == "for"]
    who = next((g for f in fors for g in f.children if g.dep_ == "pobj" and ctx.speakers.person(g)), None)
    if judged is None or judged.pos_ != "ADJ" or who is None or ctx.speakers.person(subj) or subj.lower_ in sx.PRONOUNS:
        return None
    person = ctx.speakers.person(who)
    of = next((g for c in pred.children if c.dep_ == "prep" and c.lower_ != "for" and not sx.is_time_phrase(c)
               for g in c.children if g.dep_ == "pobj"), None)
    topic = of.lemma_.lower() if of is not None else ("setting" if sx.is_quantity(subj) else subj.lemma_.lower())
    words = [t for t in subj.subtree if t.dep_ not in ("det", "poss")]
    value = subj.doc[words[0].i:words[-1].i + 1].text
    if sx.negated(pred) or any(c.lower_ == "too" for c in judged.children):
        value = f"not {value}"
    if of is not None:
        referent(of, ctx, new_ok=False)
    condition = _conditions(pred)
    return StatedPreference(person=person, topic=topic, value=value, condition=condition,
                            statement=" ".join(w for w in (person, "likes", topic, value, condition) if w))


def _would_rather(pred: Any) -> bool:
    """ "I'd rather have the blue mug", "I'd rather the bikes went in the garage": a preference
    said with "would rather" (the parser hangs "rather" on the verb or on its complement)."""
    would = pred.lower_ in ("would", "'d") or any(a in ("would", "'d") for a in sx.auxiliaries(pred))
    holders = [pred] + [c for c in pred.children if c.dep_ in ("ccomp", "xcomp")]
    return would and any(c.dep_ == "advmod" and c.lower_ in ("rather", "sooner") for h in holders for c in h.children)


def _present_without_place(pred: Any) -> bool:
    """A placing or taking verb in the unmistakable present ("Ella doesn't take cow's milk",
    "she takes sugar") with nowhere named: a habit, not a report of where a thing went."""
    present = pred.tag_ == "VBZ" or any(c.dep_ == "aux" and c.lower_ in ("do", "does") for c in pred.children)
    placed = any(c.dep_ == "prep" and c.lower_ in sx.LOCATION_PREPS and sx.child(c, "pobj") is not None
                 for c in pred.children)
    return present and not placed


def _liked_activity(pred: Any, activity: Any, person: str, liking: str, condition: str,
                    ctx: ReadingContext) -> StatedPreference:
    """ "I prefer to sit in the armchair when I read", "I love having the windows open": a liked
    activity; its topic is what it is done with (else the activity itself)."""
    conditions = [t for t in sx.time_phrases_in(activity) if not is_clock_phrase(t)]
    words = [t for t in sx.subtree_without(activity, conditions) if t.dep_ != "aux" and not t.is_punct]
    thing = sx.child(activity, "dobj") or next((g for c in activity.children if c.dep_ == "prep"
                                                for g in c.children if g.dep_ == "pobj"), None)
    topic = thing.lemma_.lower() if thing is not None else canonical_verb(activity.lemma_)
    if thing is not None:
        referent(thing, ctx, new_ok=False)
    value = sx.phrase_text(words)
    if sx.negated(pred) or liking in ("hate", "dislike"):
        value = f"not {value}"
    return StatedPreference(person=person, topic=topic, value=value, condition=condition,
                            statement=" ".join(w for w in (person, "likes to" if not value.startswith("not ")
                                                           else "does not like to", value.removeprefix("not "),
                                                           condition) if w))


def _must_be(pred: Any, subj: Any, ctx: ReadingContext) -> Optional[StatedPreference]:
    """ "My coffee has to be black", "my bath should be warm": how the owner wants their thing."""
    head = pred.head if pred.dep_ == "xcomp" else pred
    needed = head.lemma_.lower() in ("have", "need", "got") and pred.dep_ == "xcomp" or any(
        a in ("must", "should", "ought") for a in sx.auxiliaries(pred))
    owner = possessor(subj, ctx.speakers)
    state = sx.child(pred, "acomp", "attr")
    if not needed or not owner or state is None or sx.negated(pred) and sx.negated(head):
        return None
    conditions = [t for t in sx.time_phrases_in(pred) if not is_clock_phrase(t)]
    condition = "; ".join(sx.phrase_text(list(t.subtree)) for t in conditions)
    value = ("not " if sx.negated(pred) or sx.negated(head) else "") + sx.phrase_text(list(state.subtree))
    words, topic = sx.thing_words(subj)
    referent(subj, ctx, new_ok=False)
    return StatedPreference(person=owner, topic=topic, value=value, condition=condition,
                            statement=" ".join(w for w in (f"{owner}'s {words}", "must be", value, condition) if w))


def _keen(pred: Any, person: str, ctx: ReadingContext) -> Optional[StatedPreference]:
    """ "I'm (not) keen on the window open at night", "she's fond of the blue mug": a liking
    said with an adjective and the thing it is about."""
    liking = sx.child(pred, "acomp", "attr")
    about = sx.child(liking, "prep") if liking is not None and liking.lemma_.lower() in LIKING_ADJECTIVES else None
    thing = sx.child(about, "pobj", "pcomp") if about is not None else None
    if not person or person == ctx.speakers.addressee or thing is None:
        return None
    conditions = [t for t in sx.time_phrases_in(pred) if not is_clock_phrase(t)]
    condition = "; ".join(sx.phrase_text(list(t.subtree)) for t in conditions)
    value = sx.phrase_text(sx.subtree_without(thing, conditions))
    value = f"not {value}" if sx.negated(pred) else value
    referent(thing, ctx, new_ok=False)
    liking = "does not like" if value.startswith("not ") else "likes"
    return StatedPreference(person=person, topic=thing.lemma_.lower(), value=value, condition=condition,
                            statement=" ".join(w for w in (person, liking, value.removeprefix("not "), condition) if w))


def standing_wish(pred: Any, ctx: ReadingContext) -> List[StatedPreference]:
    """A standing order to keep a thing in a state ("leave the radio off at weekends") also
    states how the speaker wants that thing under that condition."""
    target = sx.direct_object(pred)
    state = next((c for c in pred.children if c.dep_ in ("prt", "acomp", "oprd", "advmod") and (
        c.lower_ in sx.STATES or c.pos_ == "ADJ" or c.dep_ == "prt")), None)
    state = state or next((c for c in target.children if c.dep_ in ("advmod", "amod") and c.i > target.i), None) \
        if target is not None else state
    place = next((c for c in pred.children if c.dep_ == "prep" and c.lower_ in sx.LOCATION_PREPS
                  and sx.child(c, "pobj") is not None and (not sx.is_time_phrase(c) or measure(c))),
                 None)  # "keep them on the table", "keep it at 21 degrees"
    if pred.lemma_.lower() not in ("keep", "leave", "put") or target is None or state is place is None:
        return []
    value = state.lower_ if state is not None else sx.phrase_text(list(place.subtree)).lower()
    conditions = [t for t in sx.time_phrases_in(pred) if not is_clock_phrase(t) and not measure(t)]
    condition = "; ".join(sx.phrase_text(list(t.subtree)) for t in conditions)
    words, category = sx.thing_words(target)
    if target.lower_ in sx.PRONOUNS:  # "keep them ...": the things "them" means
        entity = referent(target, ctx, new_ok=False) or ""
        words = ctx.said.get(entity, entity.replace("_", " "))
        category = words.split()[-1] if words else category
    return [StatedPreference(person=ctx.speakers.speaker, topic=category, value=value, condition=condition,
                             statement=" ".join(w for w in (ctx.speakers.speaker, "wants the", words,
                                                            value, condition) if w))]


def _favourite(pred: Any, subj: Any, ctx: ReadingContext) -> Optional[StatedPreference]:
    """ "My favourite mug is the green one" -> (speaker, mug, green mug)."""
    if not any(c.lower_ in ("favourite", "favorite", "preferred", "usual") for c in subj.children):
        mine = sx.child(pred, "attr")  # "the blue blanket is my favourite"
        owner = possessor(mine, ctx.speakers) if mine is not None and mine.lower_ in (
            "favourite", "favorite") else ""
        if not owner or not is_thing(subj, ctx.speakers):
            return None
        words, category = sx.thing_words(subj)
        value = referent(subj, ctx, new_ok=False) or words
        return StatedPreference(person=owner, topic=category, value=value,
                                statement=f"{owner}'s favourite {category} is the {words}")
    owner = possessor(subj, ctx.speakers)
    attr = sx.child(pred, "attr", "acomp")
    if not owner or attr is None:
        return None
    category = subj.lemma_.lower()
    words = sx.thing_words(attr)[0]
    if attr.lower_ in ("one", "ones"):
        words = f"{words.rsplit(' ', 1)[0]} {category}".strip()
    value = ctx.resolve(words) or words
    ctx.last_thing, ctx.last_category = value, category
    return StatedPreference(person=owner, topic=category, value=value,
                            statement=f"{owner}'s favourite {category} is the {words}")


def measure(prep: Any) -> bool:
    """Whether a phrase the time reader may take for a clock gives a measure ("at 21 degrees": a
    counted plural that names no time)."""
    obj = sx.child(prep, "pobj")
    return obj is not None and obj.tag_ == "NNS" and not sx.is_time_token(obj) and any(
        c.dep_ == "nummod" for c in obj.children)


def is_clock_phrase(tok: Any) -> bool:
    return tok.lower_ in ("at", "by", "around") and any(t.like_num or sx.is_time_token(t) and ":" in t.text
                                                        for t in tok.subtree)


def _level(rest: Sequence[Any]) -> str:
    """The level a thing is liked at, when that is all that follows it ("I like the house at
    sixty-eight", "I like it on four"): the measure as said, without its preposition."""
    preps = [t for t in rest if t.dep_ == "prep" and t.lower_ in ("at", "on", "to")]
    obj = sx.child(preps[0], "pobj") if len(preps) == 1 else None
    if obj is None or not sx.is_quantity(obj) or {t.i for t in rest} - {t.i for t in preps[0].subtree}:
        return ""
    words = [t for t in obj.subtree if t.dep_ != "det"]
    return obj.doc[words[0].i:words[-1].i + 1].text


def third_person(verb: str) -> str:
    """The verb as said of someone ("go" -> "goes", "carry" -> "carries", "have" -> "has")."""
    if verb in ("have", "be"):
        return {"have": "has", "be": "is"}[verb]
    if re.search(r"[^aeiou]y$", verb):
        return verb[:-1] + "ies"
    return verb + ("es" if verb.endswith(("s", "sh", "ch", "x", "z", "o")) else "s")


def _statement(person: str, pred: Any, value_tokens: Sequence[Any], condition: str) -> str:
    """What the person was said to like or do, negated as said ("lena does not eat turkey")."""
    lemma = pred.lemma_.lower()
    negation = "cannot" if lemma in ("stand", "bear", "abide") else "does not"  # "can't stand the radio on"
    verb = f"{negation} {lemma}" if sx.negated(pred) else third_person(lemma)
    body = sx.phrase_text(list(value_tokens))
    body = re.sub(r"\bmy\b", f"{person}'s", body)
    condition = condition[:1].lower() + condition[1:]
    return " ".join(w for w in (person, verb, body, condition) if w)
