"""The utterance reader: what one heard sentence says, from its dependency parse.

    reader = UtteranceReader(robot_id="robot", timezone="UTC")
    reading = reader.read("I just bought some grapes, they're in the fridge.", speaker="bob",
                          addressee="robot", now_ns=t, event_id="e42", resolve=memory_resolver)
    reading.claims      # (grapes, location, fridge_1), reported by bob
    reading.things      # grapes: heard of, never seen

Every clause of the parse is read by its form, not its wording:

* **claims**: a copula with a locative preposition ("the keys are on the shelf"), a placing verb
  with an object and a destination ("I moved my laptop to the desk"), a switching verb with its
  particle ("I turned the kettle off"), an opening verb ("I shut the door"), a setting verb with
  "to <value>" ("I set the oven timer to 20"). Negation gives a negated claim (it must lower
  belief, never assert a place); a hedge ("I think", "probably", a modal of possibility) lowers
  confidence; an opening "no" / "actually" marks a correction, and a correction without a new
  claim ("no, the other one") retracts the speaker's previous claims.
* **undertakings**: a reminder ("remind me to ..."), a request (an imperative, "can you ...",
  "I need you to ..."), a promise (the speaker with "will" / "going to" / "promise"), a schedule (a
  bare recurring command, or an event at a future time announced by a person). Coordinated results split ("I will have
  the living room ready and the grapes washed by 8:30" -> two promises, one due time). Times are
  resolved against the time of speaking (`views.commitment.due`, then `times.find_times`); words
  that resolve to no time are kept as `due_text`.
* **stated preferences and routines**: a liking verb with a person as subject ("I prefer the blue
  mug", "on weekends I want the coffee ready at 08:30"), "my favourite X is Y", and habitual
  actions ("I always take the blue mug"), each with its condition ("on weekends").
* **things heard of**: a concrete noun that memory cannot link, named as bought / placed / located.

Pronouns ("it", "they", "the green one") mean the last thing mentioned, in this utterance or the
speaker's previous one (`previous`). "I" / "my" / "me" are the speaker, "you" the addressee.
"""
from __future__ import annotations

import re
from dataclasses import dataclass, field, replace
from typing import Any, Dict, List, Mapping, Optional, Sequence, Tuple

from obsmem_ros.core.records import CommitmentKind

from .clauses import PARSES as _PARSES
from .clauses import clauses
from .syntax import normalise
from .times import find_times
from .utterance_records import (HEDGED, Claim, ReportedThing, StatedPreference, Undertaking,
                                UtteranceReading)
from . import utterance_syntax as sx
from .verbs import canonical_verb, opening_states

LIKING = frozenset({"like", "love", "prefer", "enjoy", "want", "fancy", "hate", "dislike", "need"})
_NS = 1_000_000_000
_DAY_NS = 86_400 * _NS


def mention_id(words: str) -> str:
    """The snake_case id of an unlinked mention ("coffee mug" -> "coffee_mug")."""
    return re.sub(r"[^a-z0-9]+", "_", words.strip().lower()).strip("_")


@dataclass
class _Context:
    speakers: sx.Speakers
    resolve: sx.Resolver
    now_ns: int
    last_thing: str = ""
    last_category: str = ""
    mentioned: List[str] = field(default_factory=list)
    unlinked: Dict[str, ReportedThing] = field(default_factory=dict)
    acquired: set = field(default_factory=set)
    said: Dict[str, str] = field(default_factory=dict)  # entity -> its words as said ("blue towel")
    standing: List[StatedPreference] = field(default_factory=list)  # wishes standing orders state


class UtteranceReader:
    """Offline reader of heard utterances (spaCy parse + the caller's entity linking)."""

    def __init__(self, *, robot_id: str = "robot", timezone: str = "UTC",
                 meal_clock: Optional[Mapping[str, str]] = None) -> None:
        from obsmem_ros.core.config import EngineConfig

        defaults = EngineConfig()
        self.robot_id = robot_id
        self.timezone = timezone
        self.meal_clock = dict(meal_clock if meal_clock is not None else defaults.meal_clock)

    def prepare(self, texts: Sequence[str]) -> None:
        """Parse the clauses about to be read in one batch (``syntax.ParseCache.ahead``)."""
        _PARSES.ahead(part.text for t in texts for part in clauses(normalise(t)))

    def read(self, text: str, *, speaker: str, now_ns: int, addressee: str = "", event_id: str = "",
             resolve: Optional[sx.Resolver] = None, people: Sequence[str] = (),
             previous: Optional[UtteranceReading] = None) -> UtteranceReading:
        """Everything `text` says, spoken by `speaker` to `addressee` at `now_ns`."""
        words = normalise(text)
        speakers = sx.Speakers(speaker=speaker, addressee=addressee or self.robot_id,
                               people={p.lower(): p for p in people})
        ctx = _Context(speakers=speakers, resolve=resolve or (lambda _w: None), now_ns=now_ns,
                       last_thing=previous.last_thing if previous is not None else "")
        if not words:
            return UtteranceReading(text=text, speaker=speaker, addressee=addressee, event_id=event_id)
        claims: List[Claim] = []
        undertakings: List[Undertaking] = []
        preferences: List[StatedPreference] = []
        docs = []
        for part in clauses(words):
            doc = _PARSES.doc(part.text)
            docs.append(doc)
            if part.fragment:
                if part.corrects and not self._amend(doc, ctx, undertakings, part.text):
                    claims = self._recorrected(part.text, ctx, claims, previous)
                continue
            said, owed, stated = self._clause(doc, ctx, part.text)
            if part.corrects or sx.opens_with_correction(doc):
                if not (said or owed or stated):
                    said = _retracted(claims, previous)
                claims = [c for c in claims if (c.entity, c.attribute) not in {(n.entity, n.attribute) for n in said}]
                said = [_correcting(c, previous) for c in said]
            claims += said
            undertakings += owed
            preferences += stated + ctx.standing
            ctx.standing = []
        named = {c.entity for c in claims if not c.negated} | ctx.acquired
        things = tuple(_located(t, claims) for t in ctx.unlinked.values() if t.id in named)
        if not ctx.mentioned:  # "have you seen my book?": what "it" will mean next
            for tok in (t for doc in docs for t in doc):
                if tok.dep_ in ("nsubj", "dobj", "pobj", "nsubjpass") and tok.pos_ == "NOUN":
                    self._thing(tok, ctx, new_ok=False)
        return UtteranceReading(text=text, speaker=speaker, addressee=addressee, event_id=event_id,
                                claims=tuple(claims), undertakings=tuple(undertakings),
                                preferences=tuple(preferences), things=things, last_thing=ctx.last_thing,
                                mentioned=tuple(dict.fromkeys(ctx.mentioned)))

    def _clause(self, doc: Any, ctx: _Context, text: str
                ) -> Tuple[List[Claim], List[Undertaking], List[StatedPreference]]:
        """What one clause says: claims, undertakings, stated preferences (or an announced schedule)."""
        claims: List[Claim] = []
        undertakings: List[Undertaking] = []
        preferences: List[StatedPreference] = []
        done: set = set()
        for pred in sx.predicates(doc):
            if pred.i in done:
                continue
            owed = self._undertakings(pred, doc, ctx, text)
            if owed:
                undertakings += owed
                done |= {t.i for t in pred.subtree if t.pos_ in ("VERB", "AUX")}
                continue
            stated = self._preference(pred, doc, ctx, text)
            if stated is not None:
                preferences.append(stated)
                done |= {t.i for t in pred.subtree if t.pos_ in ("VERB", "AUX")}
                continue
            if _asserts(pred, doc):
                claims += self._claims(pred, doc, ctx)
        if not (undertakings or claims or preferences):
            schedule = self._announcement(doc, ctx, text)
            undertakings += [schedule] if schedule is not None else []
        return claims, undertakings, preferences

    def _recorrected(self, text: str, ctx: _Context, claims: List[Claim],
                     previous: Optional[UtteranceReading]) -> List[Claim]:
        """Claims after a corrective fragment about a thing just claimed ("the keys are in the drawer,
        no, on the shelf"): the fragment read as said of that thing replaces the claim; a fragment
        that says nothing of it ("no, the other one") retracts what was claimed."""
        said = claims or (list(previous.claims) if previous is not None else [])
        if said:
            ctx.last_thing = said[-1].entity
            new, _, _ = self._clause(_PARSES.doc(f"it is {text}"), ctx, f"it is {text}")
            if new:
                pairs = {(c.entity, c.attribute) for c in new}
                return [c for c in claims if (c.entity, c.attribute) not in pairs] + [
                    _correcting(c, previous) for c in new]
        return [_correcting(c, previous) for c in _retracted(claims, previous)] + [c for c in claims if c.negated]

    def _amend(self, doc: Any, ctx: _Context, undertakings: List[Undertaking], text: str) -> bool:
        """A corrective fragment ("no wait, half four"; "no, the green one") changes what was just
        said: its time retimes the last undertaking, its thing replaces the thing of the same kind.
        Whether it changed one."""
        if not undertakings:
            return False
        last = undertakings[-1]
        due_ns, due_text, _ = self._due(doc[:].root, text, ctx)
        if due_ns is None and any(t.like_num or sx.is_time_token(t) for t in doc):  # "no wait, half four"
            due_ns, due_text, _ = self._due(doc[:].root, f"at {text}", ctx)
        if due_ns is not None:
            undertakings[:] = [replace(u, due_ns=due_ns, due_text=due_text) if u.action == last.action else u
                               for u in undertakings]
            return True
        root = doc[:].root
        said = {o: ctx.said.get(o, o.replace("_", " ")) for o in last.objects}
        if root.lower_ in ("one", "ones"):  # "the green one" replaces the described thing
            described = [o for o in last.objects if " " in said[o]] or list(last.objects)
            if not described:
                return False
            ctx.last_category = said[described[0]].split()[-1]
        entity = self._thing(root, ctx)
        old = next((o for o in last.objects if said[o].split()[-1] == ctx.last_category and o != entity), "")
        if entity and old:
            undertakings[-1] = replace(last, objects=tuple(entity if o == old else o for o in last.objects),
                                       action=last.action.replace(said[old], ctx.said.get(entity, said[old])))
        return bool(old)

    # --- things -------------------------------------------------------------------------------
    def _thing(self, tok: Any, ctx: _Context, *, place: bool = False, new_ok: bool = True) -> Optional[str]:
        """The entity id a noun phrase means (linked, a pronoun's antecedent, or its own words)."""
        if tok is None:
            return None
        if tok.lower_ in sx.PRONOUNS and not any(c.dep_ == "amod" for c in tok.children):
            return ctx.last_thing or None
        if not sx.is_thing(tok, ctx.speakers):
            return None
        words, category = sx.thing_words(tok)
        if tok.lower_ in ("one", "ones"):  # "the green one": the colour of the last thing's kind
            words, category = f"{words.rsplit(' ', 1)[0]} {ctx.last_category}".strip(), ctx.last_category
        owner = sx.possessor(tok, ctx.speakers)
        found = (ctx.resolve(f"{owner} {words}") if owner else None) or ctx.resolve(words) or (
            ctx.resolve(category) if category != words and " " not in words else None)
        entity = found or mention_id(words)
        if not entity:
            return None
        ctx.said.setdefault(entity, words)
        if not place:
            ctx.last_thing, ctx.last_category = entity, category
            ctx.mentioned.append(entity)
            if found is None and new_ok and tok.pos_ in ("NOUN", "PROPN"):
                ctx.unlinked.setdefault(entity, ReportedThing(id=entity, name=words, category=category))
        return entity

    # --- claims -------------------------------------------------------------------------------
    def _claims(self, pred: Any, doc: Any, ctx: _Context) -> List[Claim]:
        lemma = pred.lemma_.lower()
        found: List[Tuple[str, str, str, str]] = []  # entity, attribute, value, value_type
        if lemma == "be":
            found += self._copula(pred, ctx)
        else:
            target = sx.direct_object(pred)
            if lemma in sx.ACQUIRING and target is not None and not sx.negated(pred):
                ctx.acquired.add(self._thing(target, ctx))
            if lemma in sx.PLACING:
                found += self._placed(pred, target, ctx)
            if lemma in sx.SWITCHING:
                found += self._switched(pred, target, ctx)
            if lemma in opening_states() and target is not None:
                entity = self._thing(target, ctx)
                found += [(entity, "state", opening_states()[lemma], "str")] if entity else []
            if lemma in sx.SETTING and not found:
                found += self._set(pred, target, ctx)
            if not found and target is not None and target.dep_ == "nsubjpass":  # "it's rolled up behind the sofa"
                found += self._placed(pred, target, ctx)
            if not found and target is None:
                found += self._happened(pred, ctx)
            elif not found:
                self._thing(target, ctx, new_ok=lemma in sx.ACQUIRING)  # what "it" means next ("she sent a parcel")
        negated, hedged = sx.negated(pred) or sx.negated_by_head(pred), sx.hedge(pred) or sx.is_question(doc)
        return [Claim(entity=e, attribute=a, value=v, value_type=t, negated=negated,
                      confidence=HEDGED if hedged else 1.0, words=ctx.said.get(e, ""))
                for e, a, v, t in found if e and v and e != v]

    def _happened(self, pred: Any, ctx: _Context) -> List[Tuple[str, str, str, str]]:
        """A thing as the subject of an intransitive verb: where it went ("the remote fell behind the
        sofa"), that it is new here ("my trainers came"), else the state it is in ("the tap is
        dripping", "the washing machine hasn't finished")."""
        subj = sx.subject(pred)
        if subj is None or subj.dep_ == "expl" or sx.child(pred, "xcomp", "ccomp", "attr", "acomp") is not None:
            return []
        entity = self._thing(subj, ctx)
        if not entity or ctx.speakers.person(subj):
            return []
        particle = sx.child(pred, "prt")
        if pred.lemma_.lower() in ("go", "run") and particle is not None and pred.tag_ in ("VBN", "VBD"):
            return [(entity, "state", f"{pred.lower_} {particle.lower_}", "str")]  # "the milk's gone off"
        if pred.lemma_.lower() in ("be", "have", "do", "get", "go", "let", "need", "want", "seem", "look", "say"):
            return []
        for c in pred.children:
            place = self._destination(c, ctx)
            if place and place != entity:
                return [(entity, "location", place, "entity")]
        if pred.lemma_.lower() in sx.ARRIVING:
            ctx.acquired.add(entity)
            return []
        if pred.tag_ not in ("VBG", "VBN", "VBD"):  # "practice runs late": a habit, not a state
            return []
        return [(entity, "state", pred.lower_, "str")]

    def _copula(self, pred: Any, ctx: _Context) -> List[Tuple[str, str, str, str]]:
        subj = sx.subject(pred)
        there = subj is None and any(c.dep_ == "expl" for c in pred.children)
        if there:  # "there's a new drill in the shed": the thing is the copula's attribute
            subj = sx.child(pred, "attr")
            if sx.time_phrases_in(pred):  # "there's a meeting at work at three": an event, not a thing
                return []
        entity = self._thing(subj, ctx) if subj is not None else None
        if not entity:
            return []
        holders = [pred] + ([subj] if there else [])
        for c in (c for h in holders for c in h.children):
            place = self._destination(c, ctx)
            if place:
                return [(entity, "location", place, "entity")]
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
            if c.dep_ == "acomp" and c.pos_ in ("ADJ", "VERB") and not any(g.dep_ in ("prep", "xcomp") for g in c.children):
                return [(entity, "state", c.lower_, "str")]  # "the tap seems to be dripping", "the bath's full"
        if there:
            ctx.acquired.add(entity)
        return []

    def _destination(self, prep: Any, ctx: _Context) -> Optional[str]:
        """The place a locative or directional preposition names ("in the fridge", "next to the tv")."""
        if prep.dep_ not in ("prep", "advmod", "agent") or prep.lower_ not in sx.LOCATION_PREPS or sx.is_time_phrase(prep):
            return None
        obj = sx.child(prep, "pobj")
        if obj is None:
            inner = sx.child(prep, "prep")  # "next to the tv", "out of the box"
            obj = sx.child(inner, "pobj") if inner is not None else None
        if obj is None or sx.is_time_token(obj) or ctx.speakers.person(obj) or sx.is_quantity(obj):
            return None
        whole = sx.child(sx.child(obj, "prep") or obj, "pobj") if obj.lemma_.lower() in sx.PART_NOUNS else None
        if whole is not None and sx.child(obj, "prep").lower_ == "of":  # "down the side of the sofa": the sofa
            obj = whole
        return self._thing(obj, ctx, place=True)

    def _placed(self, pred: Any, target: Any, ctx: _Context) -> List[Tuple[str, str, str, str]]:
        entity = self._thing(target, ctx) if target is not None else None
        if not entity:
            return []
        holders = [pred] + ([target] if target is not None else []) + [c for c in pred.children if c.dep_ == "advmod"]
        for holder in holders:
            for c in holder.children:
                place = self._destination(c, ctx)
                if place and place != entity:
                    return [(entity, "location", place, "entity")]
        where = next((c for c in pred.children if c.dep_ == "advmod" and c.lower_ in sx.PLACE_ADVERBS), None)
        if where is not None:  # "I left my glasses upstairs"
            return [(entity, "location", ctx.resolve(where.lower_) or where.lower_, "entity")]
        state = next((c for c in pred.children if c.dep_ in ("oprd", "acomp") and c.pos_ == "ADJ"), None)
        if state is not None:  # "somebody left the freezer door open"
            return [(entity, "state", state.lower_, "str")]
        return []

    def _switched(self, pred: Any, target: Any, ctx: _Context) -> List[Tuple[str, str, str, str]]:
        state = next((c.lower_ for c in pred.children if c.dep_ in ("prt", "advmod", "prep", "acomp")
                      and c.lower_ in ("on", "off")), "")
        if not state and target is not None:
            state = next((c.lower_ for c in target.children if c.lower_ in ("on", "off")), "")
        if not state:
            return []
        if target is None:  # "turn on the tv" parsed with the thing under the particle
            target = next((g for c in pred.children if c.lower_ == state for g in c.children if g.dep_ == "pobj"), None)
        entity = self._thing(target, ctx) if target is not None else None
        return [(entity, "state", state, "str")] if entity else []

    def _set(self, pred: Any, target: Any, ctx: _Context) -> List[Tuple[str, str, str, str]]:
        value_tok = next((g for t in pred.subtree if t.dep_ == "prep" and t.lower_ == "to" for g in t.children
                          if g.dep_ == "pobj" and sx.is_quantity(g)), None)
        if value_tok is None or target is None:
            return []
        number = next((x for x in value_tok.subtree if sx.is_quantity(x) and x.dep_ != "pobj"), value_tok)
        value = number.text
        head = target.lemma_.lower()
        if head in sx.SETTING_NOUNS:
            device = sx.child(target, "prep")
            device = sx.child(device, "pobj") if device is not None and device.lower_ == "of" else None
            compounds = [c for c in target.children if c.dep_ == "compound"]
            if device is not None:
                entity = self._thing(device, ctx)
            elif compounds:
                words = sx.phrase_text([t for c in compounds for t in c.subtree]).lower()
                entity = ctx.resolve(words) or mention_id(words)
            else:
                entity = self._thing(target, ctx)
            return [(entity, f"setting:{head}", value, "str")] if entity else []
        entity = self._thing(target, ctx)
        return [(entity, "setting", value, "str")] if entity else []

    # --- undertakings -------------------------------------------------------------------------
    def _undertakings(self, pred: Any, doc: Any, ctx: _Context, text: str) -> List[Undertaking]:
        subj = sx.subject(pred)
        asked = subj is not None and subj.lower_ == "you" and any(a in sx.REQUEST_MODALS for a in sx.auxiliaries(pred))
        conditional = asked and pred.dep_ in ("advcl", "acl", "relcl", "ccomp")  # "any chance you could X"
        if (pred.dep_ not in ("ROOT", "conj", "ccomp", "parataxis") and not conditional) or (
                pred.dep_ == "conj" and child_of_same_subject(pred)):
            return []
        found = self._kind(pred, doc, ctx)
        if found is None:
            return []
        kind, owner, beneficiary, action_pred = found
        if action_pred is None:
            return []
        due_ns, due_text, recurrence = self._due(action_pred, text, ctx)
        if kind is CommitmentKind.REQUEST and recurrence and sx.imperative(pred) and not any(
                t.lower_ == "please" for t in doc):  # "start the coffee machine every weekday at 7": a standing order
            kind = CommitmentKind.SCHEDULE
        if kind is CommitmentKind.SCHEDULE and owner == addressee_of(ctx):
            ctx.standing += self._standing(action_pred, ctx)
        subj = sx.subject(pred)
        if action_pred is not pred and pred.lemma_.lower() == "need" and subj is not None and \
                action_pred.tag_ == "VB" and sx.is_thing(subj, ctx.speakers) and subj.lower_ not in _ANYONE:
            thing = self._thing(subj, ctx, new_ok=False)
            drop = sx.time_phrases_in(action_pred) + [c for c in action_pred.children if c.dep_ == "aux"]
            words = sx.phrase_text(list(subj.subtree) + sx.subtree_without(action_pred, drop))
            return [Undertaking(kind=kind, owner=owner, beneficiary=beneficiary, action=words, due_ns=due_ns,
                                due_text=due_text, recurrence=recurrence, objects=(thing,) if thing else (),
                                verb=canonical_verb(action_pred.lemma_))]
        if action_pred is not pred and pred.lemma_.lower() == "need" and subj is not None and \
                action_pred.lower_.endswith("ing") and not ctx.speakers.person(subj):  # "the plants need watering"
            verb = _PARSES.doc(f"they are {action_pred.lower_}")[2].lemma_.lower()  # the gerund read as a verb
            thing = self._thing(subj, ctx, new_ok=False)
            return [Undertaking(kind=kind, owner=owner, beneficiary=beneficiary,
                                action=f"{verb} {sx.phrase_text(list(subj.subtree))}".strip(), due_ns=due_ns,
                                due_text=due_text, recurrence=recurrence, objects=(thing,) if thing else (),
                                verb=canonical_verb(verb))]
        out = []
        for verb, tokens in _actions(action_pred, ctx):
            objects = tuple(filter(None, (self._thing(t, ctx, new_ok=False) for t in tokens
                                          if t.dep_ in ("dobj", "pobj", "nsubj", "conj", "nsubjpass")
                                          and t.pos_ in ("NOUN", "PROPN", "PRON") and not ctx.speakers.person(t))))
            forbidden = sx.negated(action_pred) and sx.imperative(pred)  # "don't let him near it"; not "couldn't you"
            action = ("not " if forbidden else "") + _said_as(tokens, ctx.speakers)
            out.append(Undertaking(kind=kind, owner=owner, beneficiary=beneficiary, action=action,
                                   due_ns=due_ns, due_text=due_text, recurrence=recurrence,
                                   objects=tuple(dict.fromkeys(objects)), verb=canonical_verb(verb)))
        return out

    def _kind(self, pred: Any, doc: Any, ctx: _Context) -> Optional[Tuple[CommitmentKind, str, str, Any]]:
        """(kind, owner, beneficiary, the predicate of the owed action) of a clause, or None."""
        speaker, addressee = ctx.speakers.speaker, ctx.speakers.addressee
        lemma, subj = pred.lemma_.lower(), sx.subject(pred)
        subj_word = subj.lower_ if subj is not None else ""
        auxs = sx.auxiliaries(pred)
        please = any(t.lower_ == "please" for t in doc)
        if lemma == "remind" and (sx.imperative(pred) or subj_word == "you"):
            who = sx.child(pred, "dobj") or next((c for c in pred.children if c.dep_ in (
                "dative", "iobj", "npadvmod") and (ctx.speakers.person(c) or c.pos_ == "PROPN")), None)
            beneficiary = (ctx.speakers.person(who) or who.lower_) if who is not None else speaker
            content = sx.child(pred, "xcomp", "ccomp") or next(
                (g for c in pred.children if c.dep_ == "prep" for g in c.children if g.dep_ in ("pobj", "pcomp")), None)
            return CommitmentKind.REMINDER, addressee, beneficiary or speaker, content
        if lemma in ("want", "need", "like", "ask") and subj_word in sx.SPEAKER_WORDS:
            inner = sx.child(pred, "xcomp", "ccomp")
            if inner is not None and (sx.subject(inner) is not None and sx.subject(inner).lower_ == "you"):
                return CommitmentKind.REQUEST, addressee, speaker, inner
        if subj_word == "you" and any(a in sx.REQUEST_MODALS for a in auxs) and (
                sx.is_question(doc) or pred.dep_ in ("advcl", "acl", "relcl")):  # "you couldn't grab it, could you?"
            return CommitmentKind.REQUEST, addressee, speaker, _core_action(pred)
        if lemma == "forget" and sx.negated(pred) and sx.imperative(pred):  # "don't forget to feed the cat"
            inner = sx.child(pred, "xcomp")
            return (CommitmentKind.REQUEST, addressee, speaker, inner) if inner is not None else None
        if sx.negated(pred):  # "don't let Noah near it": a prohibition is a request too
            return (CommitmentKind.REQUEST, addressee, speaker, pred) if sx.imperative(pred) else None
        needed = _needed(pred, ctx)
        if needed is not None:  # "the plants need watering", "I need the washing hung up"
            return CommitmentKind.REQUEST, addressee, speaker, needed
        if lemma == "make" and sx.imperative(pred) and any(c.lower_ == "sure" for c in pred.children):
            inner = next((g for c in pred.children if c.lower_ == "sure" for g in c.children
                          if g.dep_ in ("ccomp", "xcomp")), None)
            return (CommitmentKind.REQUEST, addressee, speaker, inner) if inner is not None else None
        if subj_word in ("let", "'s") or lemma == "let" and not any(
                c.dep_ in ("dobj", "nsubj", "ccomp") and c.lower_ in ("me", "us") for c in pred.subtree):
            return None  # "let's go" suggests; "let me know" asks
        if sx.imperative(pred) and (please or pred.dep_ == "ROOT"):
            return CommitmentKind.REQUEST, addressee, speaker, pred
        if subj_word in ("you",) and any(a in sx.REQUEST_MODALS for a in auxs) and (
                sx.is_question(doc) or please or pred.dep_ == "advcl"):
            return CommitmentKind.REQUEST, addressee, speaker, _core_action(pred)
        if subj_word in ("i", "we") and lemma == "promise":
            inner = sx.child(pred, "xcomp", "ccomp")
            return (CommitmentKind.PROMISE, speaker, ctx.speakers.addressee, inner) if inner is not None else None
        if subj_word in ("i", "we") and any(c.dep_ == "advmod" and c.lower_ in _FREQUENCY for c in pred.children):
            return None  # habitual "will": "I'll always go for the blue one" states a habit, owes nothing
        if subj_word in ("i", "we") and (any(a in sx.FUTURE_AUX for a in auxs) or
                                         lemma == "go" and pred.tag_ == "VBG" and sx.child(pred, "xcomp") is not None):
            going_to = sx.child(pred, "xcomp") if lemma == "go" else None  # "I'm going to water them"
            action = _core_action(going_to if going_to is not None else pred)  # else "I'll go for the blue one"
            if _whereabouts(action):  # "we'll be out from twelve": a plan of the speaker's, not an undertaking
                return CommitmentKind.SCHEDULE, speaker, speaker, action
            return CommitmentKind.PROMISE, speaker, ctx.speakers.addressee, action
        if subj_word in ("i", "we") and "can" in auxs and not sx.is_question(doc) and sx.time_phrases_in(pred):
            return CommitmentKind.PROMISE, speaker, ctx.speakers.addressee, pred  # "I can take Max to the vet on Friday"
        return None

    def _due(self, pred: Any, text: str, ctx: _Context) -> Tuple[Optional[int], str, str]:
        """(due time, the words that time it, recurrence) of an owed action."""
        from obsmem_ros.core.views.commitment.due import parse_due

        phrases = [t for t in sx.time_phrases_in(pred)]
        due_text = "; ".join(sx.phrase_text(list(t.subtree)) for t in phrases)
        due = parse_due(text.lower(), said_ns=ctx.now_ns, tz=self.timezone, meal_clock=self.meal_clock)
        due_ns = due.due_ns
        if due_ns is None and due_text:
            times = find_times(due_text, ctx.now_ns)
            if times and times[0].end_ns > times[0].start_ns:
                due_ns = times[0].start_ns
                while due_ns < ctx.now_ns and times[0].granularity.value in ("minute", "hour"):
                    due_ns += _DAY_NS
        return due_ns, due_text, due.recurrence

    def _announcement(self, doc: Any, ctx: _Context, text: str) -> Optional[Undertaking]:
        """A dated event announced ("the plumber is coming on Thursday at 9", "dentist on Friday at
        10") or a recurrence without a doer: a schedule nobody in particular owes."""
        root = next(iter(doc.sents)).root
        told = sx.child(root, "ccomp")
        if told is not None and (root.lemma_.lower() == "forget" and sx.negated(root) or
                                 root.lemma_.lower() in ("remember", "note", "know")):
            root = told  # "don't forget the bin men come on Thursdays": what to remember is announced
        if sx.is_question(doc) or ctx.speakers.speaker == self.robot_id:  # the robot relays, it does not announce
            return None
        due_ns, due_text, recurrence = self._due(root, text, ctx)
        if not due_text or (due_ns is None and not recurrence) or (due_ns is not None and due_ns < ctx.now_ns
                                                                   and not recurrence):
            return None
        if root.tag_ == "VBD" or any(a in ("did", "was", "were", "had") for a in sx.auxiliaries(root)):
            return None
        owner = ctx.speakers.addressee if recurrence and sx.imperative(root) else ""
        action = _said_as([t for t in root.subtree if not t.is_punct], ctx.speakers)
        named = [t for t in root.subtree if t.dep_ in ("nsubj", "nsubjpass", "dobj", "pobj", "attr") and (
            t.pos_ in ("NOUN", "PROPN") and (t.dep_ in ("nsubj", "nsubjpass") or not sx.is_time_token(t))
            or t.lower_ in sx.PRONOUNS and t.dep_ in ("nsubj", "nsubjpass") and ctx.last_thing)]
        objects = tuple(dict.fromkeys(ctx.speakers.person(t) or (ctx.last_thing if t.lower_ in sx.PRONOUNS else "")
                                      or ctx.resolve(sx.thing_words(t)[0]) or mention_id(sx.thing_words(t)[0])
                                      for t in named))
        return Undertaking(kind=CommitmentKind.SCHEDULE, owner=owner, beneficiary=ctx.speakers.speaker,
                           action=action, due_ns=due_ns, due_text=due_text, recurrence=recurrence,
                           objects=tuple(o for o in objects if o), verb=_event_word(root))

    # --- preferences --------------------------------------------------------------------------
    def _preference(self, pred: Any, doc: Any, ctx: _Context, text: str) -> Optional[StatedPreference]:
        if sx.is_question(doc):
            return None
        subj = sx.subject(pred)
        person = _person(subj, ctx) if subj is not None else ""
        lemma = pred.lemma_.lower()
        if lemma == "be" and subj is not None:
            return self._favourite(pred, subj, ctx) or self._keen(pred, person, ctx) or self._must_be(pred, subj, ctx)
        if not person or person == ctx.speakers.addressee:
            return None
        conditions = [t for t in sx.time_phrases_in(pred) if not _is_clock_phrase(t)]
        condition = "; ".join(sx.phrase_text(list(t.subtree)) for t in conditions)
        dropped = conditions + [c for c in pred.children if c.dep_ in ("nsubj", "aux", "neg", "punct", "advmod")
                                and (c.dep_ != "advmod" or c.lower_ in sx.HABITUAL)]
        value_tokens = [t for t in sx.subtree_without(pred, dropped) if t.i != pred.i]
        liking = next((w for w in sx.stems(pred) if w in LIKING), "")
        if lemma in ("stand", "bear", "abide") and sx.negated(pred):  # "I can't stand the radio on"
            liking = "hate"
        if liking:
            lemma = liking
            activity = sx.child(pred, "xcomp")
            if activity is not None and sx.child(pred, "dobj") is None and activity.tag_ in ("VB", "VBG"):
                return self._liked_activity(pred, activity, person, liking, condition, ctx)
            obj = sx.child(pred, "dobj") or sx.subject(sx.child(pred, "ccomp", "xcomp") or pred)
            if obj is None or subj is not None and obj.i == subj.i or sx.speakers_word(obj):
                return None
            value_tokens = [t for t in value_tokens if not (t.dep_ == "advmod" and t.head.i == pred.i and
                                                            t.lower_ not in sx.PLACE_ADVERBS | {"here", "there"})]
            topic = self._thing(obj, ctx, new_ok=False) and obj.lemma_.lower()
            rest = [t for t in value_tokens if t.i not in {x.i for x in obj.subtree}]
            state = [t for t in obj.children if t.i > obj.i and (t.lower_ in sx.STATES or t.pos_ == "ADJ")
                     and sx.child(t, "pobj") is None]  # "I like the porch light on": the state it is liked in
            value = sx.phrase_text(rest) or sx.phrase_text(state) or sx.phrase_text([
                t for t in obj.subtree if t.dep_ != "poss" and not (t.dep_ == "det" and t.lower_ in ("a", "an", "the",
                                                                                                    "some"))])
            if sx.negated(pred) or lemma in ("hate", "dislike"):
                value = f"not {value}"
            return StatedPreference(person=person, topic=topic or obj.lemma_.lower(), value=value, condition=condition,
                                    statement=_statement(person, pred, value_tokens, condition))
        if lemma in ("tend", "use") and sx.child(pred, "xcomp") is not None:  # "I tend to work from the study"
            inner = sx.child(pred, "xcomp")
            return self._preference(inner, doc, ctx, text) if sx.subject(inner) is not None else None
        present = pred.tag_ in ("VBP", "VBZ") or pred.tag_ == "VB" and any(
            c.dep_ == "aux" and c.lower_ in ("do", "does") for c in pred.children)  # "I don't take sugar"
        habit = present and sx.child(pred, "dobj") is not None and not any(
            c.dep_ == "aux" and c.lower_ not in ("do", "does") for c in pred.children) and \
            pred.lemma_.lower() not in COGNITION | LIKING | _CLAIM_VERBS and not sx.is_question(doc)  # "Noah only drinks oat milk"
        if habit or sx.habitual(pred) or pred.dep_ == "xcomp" and pred.head.lemma_.lower() in ("tend", "use"):
            obj = sx.child(pred, "dobj")
            topic = obj.lemma_.lower() if obj is not None else canonical_verb(pred.lemma_)
            if obj is not None:
                self._thing(obj, ctx, new_ok=False)
            value = ("not " if sx.negated(pred) else "") + sx.phrase_text([pred.lemma_ and pred] + value_tokens)
            return StatedPreference(person=person, topic=topic, value=value, condition=condition, kind="routine",
                                    statement=_statement(person, pred, value_tokens, condition))
        return None

    def _liked_activity(self, pred: Any, activity: Any, person: str, liking: str, condition: str,
                        ctx: _Context) -> StatedPreference:
        """ "I prefer to sit in the armchair when I read", "I love having the windows open": a liked
        activity; its topic is what it is done with (else the activity itself)."""
        conditions = [t for t in sx.time_phrases_in(activity) if not _is_clock_phrase(t)]
        words = [t for t in sx.subtree_without(activity, conditions) if t.dep_ != "aux" and not t.is_punct]
        thing = sx.child(activity, "dobj") or next((g for c in activity.children if c.dep_ == "prep"
                                                    for g in c.children if g.dep_ == "pobj"), None)
        topic = thing.lemma_.lower() if thing is not None else canonical_verb(activity.lemma_)
        if thing is not None:
            self._thing(thing, ctx, new_ok=False)
        value = sx.phrase_text(words)
        if sx.negated(pred) or liking in ("hate", "dislike"):
            value = f"not {value}"
        return StatedPreference(person=person, topic=topic, value=value, condition=condition,
                                statement=" ".join(w for w in (person, "likes to" if not value.startswith("not ")
                                                               else "does not like to", value.removeprefix("not "),
                                                               condition) if w))

    def _must_be(self, pred: Any, subj: Any, ctx: _Context) -> Optional[StatedPreference]:
        """ "My coffee has to be black", "my bath should be warm": how the owner wants their thing."""
        head = pred.head if pred.dep_ == "xcomp" else pred
        needed = head.lemma_.lower() in ("have", "need", "got") and pred.dep_ == "xcomp" or any(
            a in ("must", "should", "ought") for a in sx.auxiliaries(pred))
        owner = sx.possessor(subj, ctx.speakers)
        state = sx.child(pred, "acomp", "attr")
        if not needed or not owner or state is None or sx.negated(pred) and sx.negated(head):
            return None
        conditions = [t for t in sx.time_phrases_in(pred) if not _is_clock_phrase(t)]
        condition = "; ".join(sx.phrase_text(list(t.subtree)) for t in conditions)
        value = ("not " if sx.negated(pred) or sx.negated(head) else "") + sx.phrase_text(list(state.subtree))
        words, topic = sx.thing_words(subj)
        self._thing(subj, ctx, new_ok=False)
        return StatedPreference(person=owner, topic=topic, value=value, condition=condition,
                                statement=" ".join(w for w in (f"{owner}'s {words}", "must be", value, condition) if w))

    def _keen(self, pred: Any, person: str, ctx: _Context) -> Optional[StatedPreference]:
        """ "I'm (not) keen on the window open at night", "she's fond of the blue mug": a liking
        said with an adjective and the thing it is about."""
        liking = sx.child(pred, "acomp", "attr")
        about = sx.child(liking, "prep") if liking is not None and liking.lemma_.lower() in LIKING_ADJECTIVES else None
        thing = sx.child(about, "pobj", "pcomp") if about is not None else None
        if not person or person == ctx.speakers.addressee or thing is None:
            return None
        conditions = [t for t in sx.time_phrases_in(pred) if not _is_clock_phrase(t)]
        condition = "; ".join(sx.phrase_text(list(t.subtree)) for t in conditions)
        value = sx.phrase_text(sx.subtree_without(thing, conditions))
        value = f"not {value}" if sx.negated(pred) else value
        self._thing(thing, ctx, new_ok=False)
        return StatedPreference(person=person, topic=thing.lemma_.lower(), value=value, condition=condition,
                                statement=" ".join(w for w in (person, "likes", value, condition) if w))

    def _standing(self, pred: Any, ctx: _Context) -> List[StatedPreference]:
        """A standing order to keep a thing in a state ("leave the radio off at weekends") also
        states how the speaker wants that thing under that condition."""
        target = sx.direct_object(pred)
        state = next((c for c in pred.children if c.dep_ in ("prt", "acomp", "oprd", "advmod") and (
            c.lower_ in sx.STATES or c.pos_ == "ADJ" or c.dep_ == "prt")), None)
        state = state or next((c for c in target.children if c.dep_ in ("advmod", "amod") and c.i > target.i), None) \
            if target is not None else state
        if pred.lemma_.lower() not in ("keep", "leave") or target is None or state is None:
            return []
        conditions = [t for t in sx.time_phrases_in(pred) if not _is_clock_phrase(t)]
        condition = "; ".join(sx.phrase_text(list(t.subtree)) for t in conditions)
        words, category = sx.thing_words(target)
        return [StatedPreference(person=ctx.speakers.speaker, topic=category, value=state.lower_, condition=condition,
                                 statement=" ".join(w for w in (ctx.speakers.speaker, "wants the", words,
                                                                state.lower_, condition) if w))]

    def _favourite(self, pred: Any, subj: Any, ctx: _Context) -> Optional[StatedPreference]:
        """ "My favourite mug is the green one" -> (speaker, mug, green mug)."""
        if not any(c.lower_ in ("favourite", "favorite", "preferred", "usual") for c in subj.children):
            mine = sx.child(pred, "attr")  # "the blue blanket is my favourite"
            owner = sx.possessor(mine, ctx.speakers) if mine is not None and mine.lower_ in (
                "favourite", "favorite") else ""
            if not owner or not sx.is_thing(subj, ctx.speakers):
                return None
            words, category = sx.thing_words(subj)
            value = self._thing(subj, ctx, new_ok=False) or words
            return StatedPreference(person=owner, topic=category, value=value,
                                    statement=f"{owner}'s favourite {category} is the {words}")
        owner = sx.possessor(subj, ctx.speakers)
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


def _person(tok: Any, ctx: _Context) -> str:
    """The person a subject means: "I" / "you" / a known name, or a capitalised name not known yet
    ("Lena prefers the window seat")."""
    return ctx.speakers.person(tok) or (tok.lower_ if tok.pos_ == "PROPN" and tok.text[:1].isupper() and
                                        ctx.resolve(tok.lower_) is None else "")


LIKING_ADJECTIVES = frozenset({"keen", "fond", "partial", "mad", "crazy", "fan", "lover"})
_CLAIM_VERBS = sx.PLACING | sx.SETTING | sx.SWITCHING | sx.ACQUIRING | frozenset(opening_states())  # "I set" is past too
COGNITION = frozenset({"know", "see", "think", "mean", "hope", "guess", "remember", "forget", "understand", "believe",
                       "feel", "hear", "say", "tell", "have", "be", "get", "find", "wonder", "bet", "owe", "mind"})


def addressee_of(ctx: _Context) -> str:
    return ctx.speakers.addressee


def child_of_same_subject(pred: Any) -> bool:
    """A conjoined verb sharing its head's subject (its head's undertaking covers it)."""
    return not any(c.dep_ in ("nsubj", "nsubjpass") for c in pred.children)


def _asserts(pred: Any, doc: Any) -> bool:
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


def _actions(pred: Any, ctx: _Context) -> List[Tuple[str, List[Any]]]:
    """(verb, tokens) of each owed action: coordinated results split ("have the room ready and the
    grapes washed" -> "have the room ready", "have the grapes washed"); times and the subject left out."""
    drop = sx.time_phrases_in(pred) + [c for c in pred.children if c.dep_ in (
        "nsubj", "aux", "neg", "punct", "intj", "mark", "cc") or c.lower_ == "please" or
        (c.dep_ == "npadvmod" and ctx.speakers.person(c))]
    conj = [c for c in pred.children if c.dep_ == "conj" and c not in drop]
    separate = [c for c in conj if any(t.pos_ in ("VERB", "ADJ") for t in c.subtree)]
    first = [t for t in sx.subtree_without(pred, drop + separate) if t.lower_ != "please" and not t.is_punct]
    out = [(pred.lemma_, first)]
    for c in separate:
        tokens = [t for t in sx.subtree_without(c, drop) if not t.is_punct]
        if c.pos_ in ("VERB", "AUX"):
            out.append((c.lemma_, tokens))
        else:
            out.append((pred.lemma_, [pred] + tokens))
    return out


_FREQUENCY = frozenset({"always", "usually", "normally", "generally", "typically", "never", "often"})
_ACTION_FRAMES = frozenset({"mind", "try", "manage", "remember", "bother", "able", "willing", "happy", "free"})


def _core_action(pred: Any) -> Any:
    """The owed action inside a polite frame: "would you mind watering ..." -> water, "would you
    be able to run ..." -> run, "could you try to fix ..." -> fix."""
    for _ in range(3):
        frame = pred if pred.lemma_.lower() in _ACTION_FRAMES else sx.child(pred, "acomp")
        if frame is None or frame.lemma_.lower() not in _ACTION_FRAMES:
            return pred
        inner = sx.child(frame, "xcomp", "ccomp")
        if inner is None:
            return pred
        pred = inner
    return pred


_ANYONE = frozenset({"someone", "somebody", "anyone", "anybody"})


def _whereabouts(action: Any) -> bool:
    """An announced plan about where the speaker will be ("I'll be back by ten", "we're going to
    my mum's", "I'm off at six"), not something done for someone."""
    lemma = action.lemma_.lower()
    if lemma == "be":
        return not any(c.dep_ in ("acomp", "attr") and c.lower_ in ("ready", "done", "able") for c in action.children)
    return lemma in ("go", "leave", "fly", "travel", "head", "drive", "come") and sx.child(action, "dobj") is None


def _needed(pred: Any, ctx: _Context) -> Optional[Any]:
    """What a need asks for: a thing that needs doing ("the plants need watering": water) or a
    result the speaker needs ("I need the washing hung up by lunchtime": hung up)."""
    if pred.lemma_.lower() not in ("need", "want") or sx.negated(pred):
        return None
    subj = sx.subject(pred)
    done = sx.child(pred, "xcomp", "dobj", "ccomp")
    if subj is None or done is None:
        return None
    if not ctx.speakers.person(subj) and sx.is_thing(subj, ctx.speakers) and done.tag_ in ("VBG", "NN") and \
            done.lower_.endswith("ing"):
        return done
    if done.dep_ == "xcomp" and done.tag_ == "VB" and (subj.lower_ in _ANYONE
                                                       or sx.is_thing(subj, ctx.speakers)):
        return done  # "someone needs to walk the dog", "the bins need to go out tonight"
    result = next((c for c in done.children if c.tag_ == "VBN" and c.dep_ in ("acl", "oprd", "ccomp", "xcomp")), None)
    if subj.lower_ in sx.SPEAKER_WORDS and result is not None:
        return done
    return None


def _event_word(root: Any) -> str:
    """What kind of dated event a clause announces: someone coming is a visit ("the plumber's
    coming on Thursday"), having someone at a time is an appointment ("I've got the dentist at
    nine"); else the clause's own verb."""
    lemma = root.lemma_.lower()
    subj = sx.subject(root)
    if lemma in sx.ARRIVING | {"visit", "stay"} and subj is not None and (sx.is_person_noun(subj) or subj.pos_ == "PROPN"):
        return "visit"
    booked = sx.child(root, "dobj")
    if lemma in ("have", "get", "see") and booked is not None and (sx.is_person_noun(booked) or booked.pos_ == "PROPN"):
        coming = any(c.dep_ in ("acl", "relcl") and c.lemma_.lower() in sx.ARRIVING | {"visit", "stay"}
                     for c in booked.children)
        return "visit" if coming else "appointment"  # "we've got the Smiths coming", "I'm seeing the optician"
    return canonical_verb(root.lemma_) if root.pos_ in ("VERB", "AUX") else ""


def _said_as(tokens: Sequence[Any], speakers: sx.Speakers) -> str:
    """The words of an owed action with "me" / "my" / "you" as the people they mean ("wake me up"
    said by ava -> "wake ava up"), so the action reads the same to whoever asks about it later."""
    words = []
    for tok in sorted(tokens, key=lambda t: t.i):
        person = speakers.person(tok) if tok.lower_ in ("me", "myself", "you", "yourself") and tok.dep_ != "nsubj" else ""
        owner = speakers.person(tok) if tok.lower_ in ("my", "your") else ""
        words.append(person or (f"{owner}'s" if owner else tok.text))
    out = ""
    for tok, word in zip(sorted(tokens, key=lambda t: t.i), words):
        out += word if (not out or word.startswith("'") or word in (",", ".", "n't")) else " " + word
    return out.strip(" ,.")


def _is_clock_phrase(tok: Any) -> bool:
    return tok.lower_ in ("at", "by", "around") and any(t.like_num or sx.is_time_token(t) and ":" in t.text
                                                        for t in tok.subtree)


def _statement(person: str, pred: Any, value_tokens: Sequence[Any], condition: str) -> str:
    verb = pred.lemma_.lower()
    verb = verb + ("es" if verb.endswith(("s", "sh", "ch", "x")) else "s")
    body = sx.phrase_text(list(value_tokens))
    body = re.sub(r"\bmy\b", f"{person}'s", body)
    condition = condition[:1].lower() + condition[1:]
    return " ".join(w for w in (person, verb, body, condition) if w)


_NUMBER_WORDS = {"one": 1, "two": 2, "three": 3, "four": 4, "five": 5, "six": 6, "seven": 7, "eight": 8, "nine": 9,
                 "ten": 10, "twenty": 20, "thirty": 30, "forty": 40, "fifty": 50, "sixty": 60, "seventy": 70,
                 "eighty": 80, "ninety": 90, "hundred": 100}


def _number_words(tok: Any) -> str:
    """A number said in words, in digits ("one-eighty" -> 180, "twenty five" -> 25); "" if not one."""
    words = [t.lower_ for t in tok.subtree if t.lower_ in _NUMBER_WORDS]
    if not words or any(t.is_digit for t in tok.subtree):
        return ""
    values = [_NUMBER_WORDS[w] for w in words]
    if len(values) == 2 and values[0] < 10 and values[1] >= 20:  # "one-eighty": one hundred and eighty
        return str(values[0] * 100 + values[1])
    return str(sum(values))


def _correcting(claim: Claim, previous: Optional[UtteranceReading]) -> Claim:
    """`claim` marked as a correction, naming the speaker's earlier utterance it corrects (one with
    a claim about the same entity and attribute)."""
    earlier = previous is not None and any((c.entity, c.attribute) == (claim.entity, claim.attribute)
                                           for c in previous.claims)
    return replace(claim, correction=True, corrects=previous.event_id if earlier and previous is not None else "")


def _retracted(claims: List[Claim], previous: Optional[UtteranceReading]) -> List[Claim]:
    """A correction without a new claim ("no, that's wrong"): the claims just said (in this
    utterance, else the speaker's previous one) no longer stand, so they come back negated."""
    said = claims or (list(previous.claims) if previous is not None else [])
    return [replace(c, negated=True) for c in said if not c.negated]


def _located(thing: ReportedThing, claims: Sequence[Claim]) -> ReportedThing:
    place = next((c.value for c in claims if c.entity == thing.id and c.attribute == "location" and not c.negated), "")
    return replace(thing, location=place)
