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

from .syntax import ParseCache, normalise
from .times import find_times
from .utterance_records import (HEDGED, Claim, ReportedThing, StatedPreference, Undertaking,
                                UtteranceReading)
from . import utterance_syntax as sx
from .verbs import canonical_verb, opening_states

LIKING = frozenset({"like", "love", "prefer", "enjoy", "want", "fancy", "hate", "dislike", "need"})
_NS = 1_000_000_000
_DAY_NS = 86_400 * _NS


# One parse per distinct sentence: households repeat themselves ("Alice, it is time to take your
# medicine"), and the parse is most of a reading's cost.
_PARSES = ParseCache(4096)


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
        """Parse the sentences about to be read in one batch (``syntax.ParseCache.ahead``)."""
        _PARSES.ahead(normalise(t) for t in texts)

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
        doc = _PARSES.doc(words)
        claims: List[Claim] = []
        undertakings: List[Undertaking] = []
        preferences: List[StatedPreference] = []
        done: set = set()
        for pred in sx.predicates(doc):
            if pred.i in done:
                continue
            owed = self._undertakings(pred, doc, ctx, words)
            if owed:
                undertakings += owed
                done |= {t.i for t in pred.subtree if t.pos_ in ("VERB", "AUX")}
                continue
            stated = self._preference(pred, doc, ctx, words)
            if stated is not None:
                preferences.append(stated)
                done |= {t.i for t in pred.subtree if t.pos_ in ("VERB", "AUX")}
                continue
            if _asserts(pred, doc):
                claims += self._claims(pred, doc, ctx)
        claims = _corrected(claims, doc, previous)
        schedule = self._announcement(doc, ctx, words) if not (undertakings or claims or preferences) else None
        if schedule is not None:
            undertakings.append(schedule)
        named = {c.entity for c in claims if not c.negated} | ctx.acquired
        things = tuple(_located(t, claims) for t in ctx.unlinked.values() if t.id in named)
        if not ctx.mentioned:  # "have you seen my book?": what "it" will mean next
            for tok in doc:
                if tok.dep_ in ("nsubj", "dobj", "pobj", "nsubjpass") and tok.pos_ == "NOUN":
                    self._thing(tok, ctx, new_ok=False)
        return UtteranceReading(text=text, speaker=speaker, addressee=addressee, event_id=event_id,
                                claims=tuple(claims), undertakings=tuple(undertakings),
                                preferences=tuple(preferences), things=things, last_thing=ctx.last_thing,
                                mentioned=tuple(dict.fromkeys(ctx.mentioned)))

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
        negated, hedged = sx.negated(pred) or sx.negated_by_head(pred), sx.hedge(pred)
        return [Claim(entity=e, attribute=a, value=v, value_type=t, negated=negated,
                      confidence=HEDGED if hedged else 1.0) for e, a, v, t in found if e and v and e != v]

    def _copula(self, pred: Any, ctx: _Context) -> List[Tuple[str, str, str, str]]:
        subj = sx.subject(pred)
        entity = self._thing(subj, ctx) if subj is not None else None
        if not entity:
            return []
        for c in pred.children:
            place = self._destination(c, ctx)
            if place:
                return [(entity, "location", place, "entity")]
            if c.lower_ in sx.STATES and c.dep_ != "nsubj" and sx.child(c, "pobj") is None:
                return [(entity, "state", c.lower_, "str")]
        return []

    def _destination(self, prep: Any, ctx: _Context) -> Optional[str]:
        """The place a locative or directional preposition names ("in the fridge", "next to the tv")."""
        if prep.dep_ not in ("prep", "advmod") or prep.lower_ not in sx.LOCATION_PREPS or sx.is_time_phrase(prep):
            return None
        obj = sx.child(prep, "pobj")
        if obj is None:
            inner = sx.child(prep, "prep")  # "next to the tv", "out of the box"
            obj = sx.child(inner, "pobj") if inner is not None else None
        if obj is None or sx.is_time_token(obj) or ctx.speakers.person(obj) or sx.is_quantity(obj):
            return None
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
        if pred.dep_ not in ("ROOT", "conj", "ccomp", "parataxis") or (pred.dep_ == "conj" and
                                                                       child_of_same_subject(pred)):
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
        out = []
        for verb, tokens in _actions(action_pred, ctx):
            objects = tuple(filter(None, (self._thing(t, ctx, new_ok=False) for t in tokens
                                          if t.dep_ in ("dobj", "pobj", "nsubj", "conj", "nsubjpass")
                                          and t.pos_ in ("NOUN", "PROPN", "PRON") and not ctx.speakers.person(t))))
            out.append(Undertaking(kind=kind, owner=owner, beneficiary=beneficiary, action=sx.phrase_text(tokens),
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
        if sx.negated(pred):
            return None
        if lemma == "make" and sx.imperative(pred) and any(c.lower_ == "sure" for c in pred.children):
            inner = next((g for c in pred.children if c.lower_ == "sure" for g in c.children
                          if g.dep_ in ("ccomp", "xcomp")), None)
            return (CommitmentKind.REQUEST, addressee, speaker, inner) if inner is not None else None
        if lemma == "let" or subj_word in ("let", "'s"):
            return None
        if sx.imperative(pred) and (please or pred.dep_ == "ROOT"):
            return CommitmentKind.REQUEST, addressee, speaker, pred
        if subj_word in ("you",) and any(a in sx.REQUEST_MODALS for a in auxs) and (sx.is_question(doc) or please):
            return CommitmentKind.REQUEST, addressee, speaker, pred
        if subj_word in ("i", "we") and lemma == "promise":
            inner = sx.child(pred, "xcomp", "ccomp")
            return (CommitmentKind.PROMISE, speaker, ctx.speakers.addressee, inner) if inner is not None else None
        if subj_word in ("i", "we") and (any(a in sx.FUTURE_AUX for a in auxs) or
                                         lemma == "go" and pred.tag_ == "VBG" and sx.child(pred, "xcomp") is not None):
            action = sx.child(pred, "xcomp") if lemma == "go" else pred
            return CommitmentKind.PROMISE, speaker, ctx.speakers.addressee, action
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
        if sx.is_question(doc) or ctx.speakers.speaker == self.robot_id:  # the robot relays, it does not announce
            return None
        due_ns, due_text, recurrence = self._due(root, text, ctx)
        if not due_text or (due_ns is None and not recurrence) or (due_ns is not None and due_ns < ctx.now_ns
                                                                   and not recurrence):
            return None
        if root.tag_ == "VBD" or any(a in ("did", "was", "were", "had") for a in sx.auxiliaries(root)):
            return None
        owner = ctx.speakers.addressee if recurrence and sx.imperative(root) else ""
        action = sx.phrase_text([t for t in doc if not t.is_punct])
        return Undertaking(kind=CommitmentKind.SCHEDULE, owner=owner, beneficiary=ctx.speakers.speaker,
                           action=action, due_ns=due_ns, due_text=due_text, recurrence=recurrence,
                           verb=canonical_verb(root.lemma_) if root.pos_ in ("VERB", "AUX") else "")

    # --- preferences --------------------------------------------------------------------------
    def _preference(self, pred: Any, doc: Any, ctx: _Context, text: str) -> Optional[StatedPreference]:
        if sx.is_question(doc):
            return None
        subj = sx.subject(pred)
        person = ctx.speakers.person(subj) if subj is not None else ""
        lemma = pred.lemma_.lower()
        if lemma == "be" and subj is not None:
            return self._favourite(pred, subj, ctx)
        if not person or person == ctx.speakers.addressee:
            return None
        conditions = [t for t in sx.time_phrases_in(pred) if not _is_clock_phrase(t)]
        condition = "; ".join(sx.phrase_text(list(t.subtree)) for t in conditions)
        dropped = conditions + [c for c in pred.children if c.dep_ in ("nsubj", "aux", "neg", "punct", "advmod")
                                and (c.dep_ != "advmod" or c.lower_ in sx.HABITUAL)]
        value_tokens = [t for t in sx.subtree_without(pred, dropped) if t.i != pred.i]
        liking = next((w for w in sx.stems(pred) if w in LIKING), "")
        if liking:
            lemma = liking
            obj = sx.child(pred, "dobj") or sx.subject(sx.child(pred, "ccomp", "xcomp") or pred)
            if obj is None or subj is not None and obj.i == subj.i or sx.speakers_word(obj):
                return None
            topic = self._thing(obj, ctx, new_ok=False) and obj.lemma_.lower()
            rest = [t for t in value_tokens if t.i not in {x.i for x in obj.subtree}]
            value = sx.phrase_text(rest) or sx.thing_words(obj)[0]
            if sx.negated(pred) or lemma in ("hate", "dislike"):
                value = f"not {value}"
            return StatedPreference(person=person, topic=topic or obj.lemma_.lower(), value=value, condition=condition,
                                    statement=_statement(person, pred, value_tokens, condition))
        if sx.habitual(pred):
            obj = sx.child(pred, "dobj")
            topic = obj.lemma_.lower() if obj is not None else canonical_verb(pred.lemma_)
            if obj is not None:
                self._thing(obj, ctx, new_ok=False)
            value = sx.phrase_text([pred.lemma_ and pred] + value_tokens)
            return StatedPreference(person=person, topic=topic, value=value, condition=condition, kind="routine",
                                    statement=_statement(person, pred, value_tokens, condition))
        return None

    def _favourite(self, pred: Any, subj: Any, ctx: _Context) -> Optional[StatedPreference]:
        """ "My favourite mug is the green one" -> (speaker, mug, green mug)."""
        if not any(c.lower_ in ("favourite", "favorite", "preferred", "usual") for c in subj.children):
            return None
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


def child_of_same_subject(pred: Any) -> bool:
    """A conjoined verb sharing its head's subject (its head's undertaking covers it)."""
    return not any(c.dep_ in ("nsubj", "nsubjpass") for c in pred.children)


def _asserts(pred: Any, doc: Any) -> bool:
    """A declarative clause about the present or past (not a question, command, wish or plan)."""
    if sx.is_question(doc) or sx.imperative(pred):
        return False
    if any(a in sx.FUTURE_AUX or a in ("should", "can", "would") for a in sx.auxiliaries(pred)):
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


def _corrected(claims: List[Claim], doc: Any, previous: Optional[UtteranceReading]) -> List[Claim]:
    """Claims of a correction: marked so; with no new claim, the speaker's previous claims are
    retracted (negated), since what was said before no longer stands."""
    if not sx.opens_with_correction(doc):
        return claims
    if claims:
        return [replace(c, correction=True) for c in claims]
    if previous is None:
        return []
    return [replace(c, negated=True, correction=True) for c in previous.claims if not c.negated]


def _located(thing: ReportedThing, claims: Sequence[Claim]) -> ReportedThing:
    place = next((c.value for c in claims if c.entity == thing.id and c.attribute == "location" and not c.negated), "")
    return replace(thing, location=place)
