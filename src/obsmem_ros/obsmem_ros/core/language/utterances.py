"""The utterance reader: what one heard sentence says, from its dependency parse.

    reader = UtteranceReader(robot_id="robot", timezone="UTC")
    reading = reader.read("I just bought some grapes, they're in the fridge.", speaker="bob",
                          addressee="robot", now_ns=t, event_id="e42", resolve=memory_resolver)
    reading.claims      # (grapes, location, fridge_1), reported by bob
    reading.things      # grapes: heard of, never seen

The utterance is cut into clauses (`clauses`); every predicate of a clause's parse is read by its
form, not its wording, first as an undertaking (`undertakings`), else a stated preference
(`preferences`), else, if the clause asserts, as claims (`claims`); a clause with none of those
may announce a dated event (a schedule). Noun phrases become entity ids through `referents`.
An opening "no" / "actually" marks a correction; a correction without a new claim ("no, the
other one") retracts the speaker's previous claims; a corrective fragment ("no wait, half four")
retimes the last undertaking or swaps its thing; "no, make that thirty" replaces the value just
said. Things named but not linked (and located, bought or arrived) are things heard of.

Words are read in their conversation: clock speech is written in digits before parsing, a time
said on its own ("Eight o'clock.", "Same time.") times the event before it, a clock time left
without am / pm, "then" and "when I'm back" are read against the times said so far
(`conversation_times`), "he" / "she" mean the last person named, and kin words ("Gran") the person
the speaker has been heard to call so (learnt from how people are addressed, kept by the reader).
"""
from __future__ import annotations

import re
from dataclasses import replace
from typing import Any, Dict, FrozenSet, Iterable, List, Mapping, Optional, Sequence, Tuple

from obsmem_ros.core.clock_words import spoken_clock, spoken_days
from obsmem_ros.core.records import CommitmentKind
from obsmem_ros.core.time_reading import ended_meals

from . import utterance_syntax as sx
from .claims import NUMBER_WORDS, asserts, claims_of, contrasted, correcting, denies, located, number_said, retracted
from .clause_kinds import FAMILY, ClauseKindClassifier
from .clauses import PARSES, clauses, vocatives
from .contents import contents_placed
from .conversation_times import RETURN, kept_time, reported_time, return_said, what_of
from .errands import with_errands
from .messages import Relay
from .plans import deed_ahead, parts, said_in_context
from .preferences import clocked, preference_as, preference_of
from .referents import ReadingContext, mention_id, referent, topic
from .relayed import Relaying
from .sentence_times import clocked_by_next, inherited
from .spoken_due import moves_in_time
from .syntax import analyse, normalise
from .undertakings import (announcement, due_of, gives_word, own_clause, pro_form, rekinded, undertakings_as,
                           undertakings_of)
from .utterance_records import Claim, ReportedThing, StatedPreference, Undertaking, UtteranceReading
from .varieties import varieties_marked

__all__ = ["UtteranceReader", "heard_words", "mention_id"]

_SAME_TIME = re.compile(r"\b(?:the\s+)?same\s+time\b")
_NUMBER = re.compile(r"\b(?:\d+(?:\.\d+)?|(?:" + "|".join(sorted(NUMBER_WORDS, key=len, reverse=True)) +
                     r")(?:[\s-]+(?:" + "|".join(NUMBER_WORDS) + r"))*)\b")
_CAPITAL_NUMBER = re.compile(r"\b(?:Half|Quarter|" + "|".join(w.capitalize() for w in NUMBER_WORDS) + r")\b")
_ANCHORS = 8                              # times a reading carries on to the next
_ANCHOR_AGE_NS = 12 * 3600 * 1_000_000_000  # a time said longer ago than this anchors nothing


class UtteranceReader:
    """Offline reader of heard utterances (spaCy parse + the caller's entity linking)."""

    def __init__(self, *, robot_id: str = "robot", timezone: str = "UTC",
                 meal_clock: Optional[Mapping[str, str]] = None,
                 clause_kinds: Optional[ClauseKindClassifier] = None) -> None:
        from obsmem_ros.core.config import EngineConfig

        defaults = EngineConfig()
        self.robot_id = robot_id
        self.timezone = timezone
        self.meal_clock = dict(meal_clock if meal_clock is not None else defaults.meal_clock)
        self._kin: Dict[Tuple[str, str], str] = {}  # (speaker, kin word) -> the person they call so
        self._varieties: Dict[str, FrozenSet[str]] = {}  # speaker -> varieties of English heard from them
        self.clause_kinds = clause_kinds  # None: the forms alone decide what each clause does

    def prepare(self, texts: Sequence[str]) -> None:
        """Parse the clauses about to be read in one batch (``syntax.ParseCache.ahead``)."""
        parts = [part.text for t in texts for part in clauses(heard_words(t))]
        PARSES.ahead(parts)
        if self.clause_kinds is not None:
            self.clause_kinds.prepare(parts)

    def read(self, text: str, *, speaker: str, now_ns: int, addressee: str = "", event_id: str = "",
             resolve: Optional[sx.Resolver] = None, people: Sequence[str] = (),
             previous: Optional[UtteranceReading] = None) -> UtteranceReading:
        """Everything `text` says, spoken by `speaker` to `addressee` at `now_ns`."""
        words = heard_words(text, self._spoken(speaker, text))
        self._learn_kin(words, speaker, addressee)
        speakers = sx.Speakers(speaker=speaker, addressee=addressee or self.robot_id,
                               people={p.lower(): p for p in people}, kin=self._kin_of(speaker),
                               last=getattr(previous, "last_person", ""))
        ctx = ReadingContext(speakers=speakers, resolve=resolve or (lambda _w: None), now_ns=now_ns,
                             robot_id=self.robot_id, timezone=self.timezone, meal_clock=self.meal_clock,
                             last_thing=previous.last_thing if previous is not None else "",
                             last_plural=getattr(previous, "last_plural", ""),
                             times=[t for t in getattr(previous, "times", ()) if t[1] >= now_ns - _ANCHOR_AGE_NS],
                             earlier=getattr(previous, "undertakings", ()))
        ctx.own_times = len(ctx.times)
        if not words:
            return UtteranceReading(text=text, speaker=speaker, addressee=addressee, event_id=event_id)
        claims: List[Claim] = []
        undertakings: List[Undertaking] = []
        preferences: List[StatedPreference] = []
        said_before: List[Any] = []
        before: Optional[Tuple[Any, str, int]] = None  # the clause read last: parse, words, undertakings (-1: a pledge)
        relay = Relay()  # what a "tell Mum" / "remind me if I forget" passes on
        relaying = Relaying()  # the clauses passed on from someone else
        cut = clauses(words)
        sentence, times_from, owed_from = None, 0, 0  # where the sentence's times and undertakings start
        for part in cut:
            if part.sentence is not sentence:
                sentence, times_from, owed_from = part.sentence, len(ctx.times), len(undertakings)
            doc = PARSES.doc(part.text)
            ctx.around = tuple(p.text for p in cut if p.sentence == part.sentence and p is not part)
            heard = len(ctx.mentioned)
            speakers.notice(list(said_before) + _before_pronoun(doc))  # who "he" / "she" will mean
            said_before = list(doc)
            if part.fragment:
                back = [] if part.corrects else _return_said(part.text, ctx)  # "Back by twelve.": a return,
                # not the time of what was said before it
                if part.corrects and not _amended(doc, ctx, undertakings, part.text):
                    claims = _recorrected(part.text, ctx, claims, previous)
                elif not part.corrects and undertakings and not back:  # "The tuner's coming Thursday. Ten o'clock."
                    undertakings[-1] = _retimed(undertakings[-1], part.text, ctx, undertakings)
                elif not part.corrects and not back:  # "Movie night on Saturday at eight." / "The scissors? ..."
                    announced = announcement(doc, ctx, part.text)
                    if announced:
                        undertakings.append(announced)
                    elif sx.is_thing(doc[:].root, speakers):
                        referent(doc[:].root, ctx, new_ok=False)
                if back:
                    ctx.times += back
                else:
                    _anchor(doc, undertakings[-1:], ctx)
                relay.heard(part.text, False, undertakings)
                continue
            corrects = part.corrects or sx.opens_with_correction(doc)
            value = _replacement(doc) if corrects else _new_time(doc, undertakings)  # "make it quarter to six"
            if value:  # "no, make that thirty": the value just said, replaced
                if not _amended(PARSES.doc(value), ctx, undertakings, value):
                    revalued = _revalued(preferences, value)
                    claims = _recorrected(value, ctx, claims, previous) if revalued == preferences else claims
                    preferences = revalued
                continue
            said, owed, stated = _clause(doc, ctx, part.text, self._kinds(part.text, doc, ctx))
            said = relaying.read(doc, ctx, part, said, bool(owed or stated))
            if not (said or owed or stated) and undertakings and reported_time(doc):  # "She said around three."
                undertakings[-1] = _retimed(undertakings[-1], reported_time(doc), ctx, undertakings)
            if owed and before is not None and pro_form(doc):  # "..., I'll do it"
                owed = _deed_said_before(owed, before, undertakings, ctx)
            if before is not None and before[2] < 0:  # "You have my word, the shed will be cleared by Sunday."
                owed = [rekinded(u, "promise", ctx) for u in owed] or _unmatched_as("promise", doc, ctx, part.text)
            pledge = not owed and gives_word(next(iter(doc.sents)).root, ctx)
            before = (doc, part.text, -1 if pledge else len(owed))
            moving = _moving(doc)  # "we've moved the party to Sunday", "movie night's Saturday now"
            owed = [replace(u, moves=True) if moving == "moves" or moving and u.kind is CommitmentKind.SCHEDULE
                    else u for u in owed]
            if _SAME_TIME.search(part.text.lower()):  # "let's do it on Sunday instead, same time"
                owed = [replace(u, due_ns=kept_time(u, ctx.earlier + tuple(undertakings), ctx.timezone) or u.due_ns)
                        for u in owed]
            owed = inherited(parts(owed, [*ctx.earlier, *undertakings], ctx), part.text, ctx.times[times_from:])
            owed = with_errands(owed, [*ctx.earlier, *undertakings], speaker, [p.text for p in cut[:cut.index(part)]])
            undertakings[owed_from:] = clocked_by_next(undertakings[owed_from:], owed, ctx.timezone)
            _anchor(doc, owed, ctx)
            if not owed:  # "I'm off to work, back around seven"; "Monday's a minimum day, so pickup's at ..."
                ctx.times += _return_said(part.text, ctx) or _day_named(doc, part.text, ctx)
            if part.corrects or sx.opens_with_correction(doc):
                if not (said or owed or stated) and denies(doc):
                    said = retracted(claims, previous)
                claims = [c for c in claims if (c.entity, c.attribute) not in {(n.entity, n.attribute) for n in said}]
                said = [correcting(c, previous) for c in said]
            claims += said + contrasted(doc, ctx, claims + said)
            undertakings += relay.told(owed, doc, speakers, len(undertakings))
            preferences += clocked(stated + ctx.standing, part.text, ctx, sentence=part.sentence)
            ctx.standing = []
            # "have you seen my book?", "if Pao's looking for the leash": what "it" will mean next
            if len(ctx.mentioned) == heard or not (said or owed or stated):
                _antecedents(doc, ctx)
            relay.heard(part.text, bool(owed), undertakings)
        claims += contents_placed(claims, ctx)  # "I put the box in the freezer": the pinni said before it too
        things = _heard_of(claims, ctx)
        return UtteranceReading(text=text, speaker=speaker, addressee=addressee, event_id=event_id,
                                claims=tuple(claims), undertakings=tuple(undertakings),
                                preferences=tuple(preferences), things=things, last_thing=ctx.last_thing,
                                last_plural=ctx.last_plural,
                                mentioned=tuple(dict.fromkeys(ctx.mentioned)), times=tuple(ctx.times[-_ANCHORS:]),
                                last_person=speakers.last, relayed=tuple(relaying.found))

    @property
    def kin(self) -> Dict[Tuple[str, str], str]:
        """(speaker, kin word) -> person: what the reader has learnt (`know_kin` + what it heard)."""
        return dict(self._kin)

    def know_kin(self, kin: Mapping[Tuple[str, str], str]) -> None:
        """Start from these kin words (a store's), replacing what the reader knew."""
        self._kin = dict(kin)

    def _spoken(self, speaker: str, text: str) -> FrozenSet[str]:
        """The varieties of English `speaker` has been heard to speak, this text included ("the night"
        is "tonight" from a speaker once heard to say "cannae"; `varieties`)."""
        spoken = self._varieties.get(speaker, frozenset()) | varieties_marked(text)
        self._varieties[speaker] = spoken
        return spoken

    def _kinds(self, text: str, doc: Any, ctx: ReadingContext) -> Optional[Dict[str, float]]:
        """The clause-kind probabilities of one clause, or None without a classifier."""
        if self.clause_kinds is None:
            return None
        return self.clause_kinds.probabilities(text, doc, by_robot=ctx.speakers.speaker == self.robot_id,
                                               to_robot=ctx.speakers.addressee == self.robot_id)

    def _learn_kin(self, words: str, speaker: str, addressee: str) -> None:
        """A kin word, role or name said to someone in passing ("Gran, your tea's here" said to
        rita; "Jek, you're taking him" said to jericho): what the speaker calls that person."""
        if not addressee or addressee == self.robot_id:
            return
        said_all = vocatives(words)
        doc = analyse(normalise(words)) if said_all else None
        for said in said_all:
            word = said.lower().strip(" ,.!?")
            if word in sx.PEOPLE_NOUNS or _called(said.strip(" ,.!?"), doc):
                self._kin[(speaker, word)] = addressee

    def _kin_of(self, speaker: str) -> Dict[str, str]:
        """The speaker's kin words: their own, else what the household calls one person so
        (brothers and sisters share a gran). The speaker themself only by a name the household
        calls them, not by a kin noun of English ("Bà like Tuấn drive" said by bà herself: she
        speaks of herself so; "Mum" said by a mum is her own mother)."""
        shared: Dict[str, set] = {}
        for (who, word), person in self._kin.items():
            shared.setdefault(word, set()).add(person)
        kin = {w: next(iter(p)) for w, p in shared.items()
               if len(p) == 1 and (speaker not in p or w not in sx.PEOPLE_NOUNS)}
        kin.update({w: p for (who, w), p in self._kin.items() if who == speaker})
        return kin


def _called(said: str, doc: Any) -> bool:
    """Whether a one-word vocative is what the speaker calls the person they address, in any
    language ("Bà", "Lola", "Tita"; beside the kin words English has, `PEOPLE_NOUNS`): written with
    a capital and read in the sentence as a name, noun or adjective (the small English model tags a
    word it has never seen as either), not as an interjection or a verb ("Right, ...", "Look, ...")."""
    if " " in said or not said[:1].isupper():
        return False
    token = next((t for t in doc if t.text == said), None)
    return token is not None and token.pos_ in ("PROPN", "NOUN", "ADJ")


def _heard_of(claims: Sequence[Claim], ctx: ReadingContext) -> Tuple[ReportedThing, ...]:
    """The things memory does not know that the utterance says are somewhere or have come (bought,
    arrived, in a state), and those introduced in passing as new that a claim then places ("his
    mum gave us a bag of clothes, it's in the pram"; `referents.ReadingContext.in_passing`)."""
    named = {c.entity for c in claims if not c.negated} | ctx.acquired
    placed = {c.entity for c in claims if not c.negated and c.attribute == "location"}
    heard = [t for t in ctx.unlinked.values() if t.id in named]
    heard += [t for t in ctx.in_passing.values() if t.id in placed and t.id not in ctx.unlinked]
    return tuple(located(t, claims) for t in heard)


def _before_pronoun(doc: Any) -> List[Any]:
    """The words of a clause before its first "he" / "she" (the people that pronoun may mean)."""
    first = next((t.i for t in doc if t.lower_ in sx.THIRD_PERSON), len(doc))
    return list(doc[:first])


def heard_words(text: str, spoken: Iterable[str] = ()) -> str:
    """The words to parse: normalised (`spoken`: the speaker's varieties of English), clock times and days of the month said in words written in
    digits ("at half past seven" -> "at 7:30": the small parser splits the spoken form into
    unrelated phrases; "on the twelfth" -> "on the 12th"; "once dinner's over" -> "after dinner")."""
    words = _CAPITAL_NUMBER.sub(lambda m: m.group(0).lower(), normalise(text, spoken))  # "Half twelve I'm ..."
    return ended_meals(spoken_clock(spoken_days(words)))


def _clause(doc: Any, ctx: ReadingContext, text: str, kinds: Optional[Mapping[str, float]] = None,
            ) -> Tuple[List[Claim], List[Undertaking], List[StatedPreference]]:
    """What one clause says: claims, undertakings, stated preferences (or an announced schedule).

    Each predicate is read by the readers of the three families (undertakings, preferences,
    claims) in turn until one reads something: in the order of `kinds` (a clause-kind
    classifier's probabilities) when given, else undertakings first. With `kinds`, small talk
    above `NONE_THRESHOLD` says nothing but a plan the conversation makes one
    (`plans.said_in_context`); an undertaking read as one kind is re-kinded when the
    classifier is sure of another (`REKIND_THRESHOLD`); a clause it is sure asks, promises or
    plans is read as such when no form matched (`UNMATCHED_THRESHOLD`)."""
    topic(doc, ctx)
    if kinds is not None and kinds["none"] >= NONE_THRESHOLD:  # small talk, unless the conversation makes it a plan
        owed = [(p, undertakings_of(p, doc, ctx, text)) for p in sx.predicates(doc)]
        return [], [u for p, us in owed for u in (us if deed_ahead(p, ctx) else said_in_context(us, ctx))], []
    claims: List[Claim] = []
    undertakings: List[Undertaking] = []
    preferences: List[StatedPreference] = []
    done: set = set()
    for pred in sx.predicates(doc):
        if pred.i in done:
            continue
        for family in _RULE_ORDER if deed_ahead(pred, ctx) else _families(kinds):  # "..., so I do it later"
            if family == "undertaking":
                owed = undertakings_of(pred, doc, ctx, text)
                if owed:
                    relayed = pred.dep_ == "ccomp" and sx.subject(pred) is not None or \
                        pred.dep_ == "conj" and own_clause(pred)  # read in its own words
                    undertakings += owed if relayed else [_rekinded(u, kinds, ctx) for u in owed]
                    done |= _covered(pred, {u.owner for u in owed}, ctx)
                    break
            elif family == "preference":
                stated = preference_of(pred, doc, ctx, text)
                if stated is not None:
                    preferences.append(stated)
                    done |= {t.i for t in pred.subtree if t.pos_ in ("VERB", "AUX")}
                    break
            elif asserts(pred, doc):
                said = claims_of(pred, doc, ctx)
                claims += said
                if said and kinds is not None:
                    break
    if claims and not (undertakings or preferences or any(c.attribute.startswith("setting") for c in claims)) \
            and _dated(doc) and not _said_done(doc):
        schedule = announcement(doc, ctx, text)  # "the car's in for its service tomorrow at half eight"
        if schedule is not None and schedule.due_ns is not None and not schedule.recurrence:
            return [], [schedule], []  # where a thing will be at a time ahead is an event to come, not a state
    if not (undertakings or claims or preferences):
        schedule = announcement(doc, ctx, text)
        undertakings += [schedule] if schedule is not None else _unmatched(doc, ctx, text, kinds)
    if not (undertakings or claims or preferences):
        preferences += _unstated(doc, ctx, kinds)
    return claims, undertakings, preferences


def _dated(doc: Any) -> bool:
    """Whether a clause's own verb says when it holds ("tomorrow at half eight"), not only what it is
    for ("on for tomorrow's lunch": on now, for the lunch)."""
    return any(p.lower_ != "for" for p in sx.time_phrases_in(next(iter(doc.sents)).root))


def _said_done(doc: Any) -> bool:
    """Whether a clause tells what was done, in the past, without moving an event in time ("I left
    my Presto in Bhua's car on Wednesday"): where a thing is since then, never an event to come."""
    return any(p.tag_ == "VBD" for p in sx.predicates(doc)) and not _moving(doc)


def _covered(pred: Any, owners: set, ctx: ReadingContext) -> set:
    """The verbs an undertaking read from `pred` covers: its subtree, less a complement clause
    with a future of its own whose subject is not the undertaking's owner ("tell Ma I'll take her
    to mass": the speaker's promise passed on is read on its own, not as part of the robot's
    telling; "I swear I'll fix it" is one promise)."""
    relayed = {t.i for c in pred.children if c.dep_ == "ccomp" and sx.subject(c) is not None
               and ctx.speakers.person(sx.subject(c)) not in owners
               and any(a in sx.FUTURE_AUX for a in sx.auxiliaries(c)) or c.dep_ == "conj" and own_clause(c)
               for t in c.subtree}  # "... and I'll pick him up": read on its own
    return {t.i for t in pred.subtree if t.pos_ in ("VERB", "AUX")} - relayed


# Thresholds on the calibrated probabilities, chosen on the leave-one-batch-out dev scores
# (`worldlines clause-kinds lobo`), never on the test split.
NONE_THRESHOLD = 0.8       # small talk this sure says nothing
REKIND_THRESHOLD = 0.7     # an undertaking's kind follows the classifier this sure of another
UNMATCHED_THRESHOLD = 0.5  # a clause this sure to ask / promise / plan / prefer is read as such when no form matched
ORDER_THRESHOLD = 0.8      # the families are tried in the classifier's order only when it is this sure of a kind
_RULE_ORDER = ("undertaking", "preference", "claim")


def _families(kinds: Optional[Mapping[str, float]]) -> Tuple[str, ...]:
    """The reader families to try, most likely first (the rules' order without a classifier, or
    when it is unsure)."""
    if kinds is None or max(kinds.values()) < ORDER_THRESHOLD:
        return _RULE_ORDER
    best: Dict[str, float] = {}
    for label, p in kinds.items():
        family = FAMILY[label]
        if family != "none":
            best[family] = max(best.get(family, 0.0), p)
    return tuple(sorted(_RULE_ORDER, key=lambda f: -best.get(f, 0.0)))


def _rekinded(owed: Undertaking, kinds: Optional[Mapping[str, float]], ctx: ReadingContext) -> Undertaking:
    if kinds is None:
        return owed
    label = max(("request", "promise", "schedule"), key=lambda k: kinds[k])
    return rekinded(owed, label, ctx) if kinds[label] >= REKIND_THRESHOLD else owed


def _unstated(doc: Any, ctx: ReadingContext, kinds: Optional[Mapping[str, float]]) -> List[StatedPreference]:
    """A clause the classifier is sure states a preference or routine, read as one when no form matched."""
    if kinds is None:
        return []
    label = max(("preference", "routine"), key=lambda k: kinds[k])
    if kinds["preference"] + kinds["routine"] < UNMATCHED_THRESHOLD:
        return []
    stated = preference_as(label, next(iter(doc.sents)).root, doc, ctx)
    return [stated] if stated is not None else []


def _unmatched(doc: Any, ctx: ReadingContext, text: str, kinds: Optional[Mapping[str, float]]) -> List[Undertaking]:
    if kinds is None:
        return []
    label = max(("request", "promise", "schedule"), key=lambda k: kinds[k])
    return _unmatched_as(label, doc, ctx, text) if kinds[label] >= UNMATCHED_THRESHOLD else []


def _unmatched_as(label: str, doc: Any, ctx: ReadingContext, text: str) -> List[Undertaking]:
    """A clause no form matched, read as an undertaking of kind `label` from its root verb."""
    root = next(iter(doc.sents)).root
    return undertakings_as(label, root, doc, ctx, text) if root.pos_ in ("VERB", "AUX") else []


def _deed_said_before(owed: List[Undertaking], before: Tuple[Any, str, int], undertakings: List[Undertaking],
                      ctx: ReadingContext) -> List[Undertaking]:
    """The undertakings of a clause whose deed is a pro-form ("..., I'll do it", "..., can you do
    that?"): the deed is the clause said just before it. When that clause was read as owing
    something already, it takes this clause's kind and this clause adds nothing; else it is read
    as an undertaking of this clause's kind, timed by this clause when it names no time."""
    doc, text, read = before
    label = "request" if owed[0].kind in (CommitmentKind.REQUEST, CommitmentKind.REMINDER) else owed[0].kind.value
    if read > 0:
        undertakings[-read:] = [rekinded(u, label, ctx) for u in undertakings[-read:]]
        return []
    deeds = _unmatched_as(label, doc, ctx, text)
    return [replace(u, due_ns=owed[0].due_ns, due_text=owed[0].due_text) if u.due_ns is None else u
            for u in deeds] or owed


def _moving(doc: Any) -> str:
    """Whether a clause gives an event a new time: "moves" for a verb of moving in time ("moved
    to Sunday", "put back to Monday"), "instead", "change of plan" or "same time"; "now" for a
    "now" alone ("movie night's Saturday now": a new time only for an announced event); else ""."""
    words = doc.text.lower()
    if any(moves_in_time(t) and any(sx.is_time_phrase(c) for c in t.subtree) for t in doc) or any(
            t.lower_ == "instead" for t in doc) or "change of plan" in words or _SAME_TIME.search(words):
        return "moves"
    return "now" if any(t.lower_ == "now" for t in doc) else ""


def _replacement(doc: Any) -> str:
    """The value a correction replaces the one just said with ("make that thirty", "make it
    Sunday"): the words "make" governs besides its "that" / "it"; "" for any other clause."""
    make = next((t for t in doc if t.lemma_.lower() == "make" and sx.subject(t) is None or
                 t.lemma_.lower() == "make" and sx.subject(t).lower_ in ("it", "that")), None)
    if make is None or not any(t.lower_ in ("that", "it") for t in make.subtree if t.i != make.i):
        return ""
    said = [t for t in make.subtree if t.i > make.i and not t.is_punct and t.lower_ not in ("that", "it")]
    return sx.phrase_text(said)


def _new_time(doc: Any, undertakings: Sequence[Undertaking]) -> str:
    """The time of a "make it ..." said after a timed undertaking of the same turn, with no
    correction word before it ("remind me at half five ... Make it quarter to six"): a new time for
    that undertaking, as after "no wait"; "" for any other clause ("make it to the station")."""
    if not any(u.due_ns is not None for u in undertakings):
        return ""
    value = _replacement(doc)
    said = PARSES.doc(value) if value else None
    if said is None or said[0].lower_ == "to" or not any(t.like_num or sx.is_time_token(t) for t in said):
        return ""
    return value


def _revalued(preferences: List[StatedPreference], value: str) -> List[StatedPreference]:
    """The preferences with the last number said in the latest one replaced by `value` ("I like
    the telly on twenty-five. No, make that thirty"); unchanged when it said no number."""
    if not preferences or not _NUMBER.search(preferences[-1].value):
        return preferences
    last = preferences[-1]

    def swap(words: str) -> str:
        found = list(_NUMBER.finditer(words))
        return words if not found else words[:found[-1].start()] + value + words[found[-1].end():]

    return preferences[:-1] + [replace(last, value=swap(last.value), statement=swap(last.statement))]


def _retimed(last: Undertaking, text: str, ctx: ReadingContext, undertakings: Sequence[Undertaking]) -> Undertaking:
    """`last` timed by a time said on its own after it ("Ten o'clock.", "Same time.", "Same time,
    two o'clock."): a clock time is read with the event's own words and day ("movie night is on
    Saturday" + "8 o'clock" -> Saturday 20:00); "same time" keeps the clock time of the event moved."""
    clock = _SAME_TIME.sub("", text.lower()).strip(" ,.!?")
    if clock and any(t.like_num or sx.is_time_token(t) for t in PARSES.doc(clock)):
        said = f"{last.action} {last.due_text} at {clock}"
        due_ns, _, _ = due_of(PARSES.doc(said)[:].root, said, ctx)
        if due_ns is not None:
            return replace(last, due_ns=due_ns, due_text=f"{last.due_text}; {text}".strip("; "))
    if clock != text.lower().strip(" ,.!?"):
        kept = kept_time(last, ctx.earlier + tuple(u for u in undertakings if u is not last), ctx.timezone)
        return replace(last, due_ns=kept) if kept is not None else last
    return last


def _return_said(text: str, ctx: ReadingContext) -> List[Any]:
    """The anchor of a return announced in `text` (`conversation_times.return_said`), after the
    times the utterance said before it."""
    return return_said(text, now_ns=ctx.now_ns, timezone=ctx.timezone, meal_clock=ctx.meal_clock,
                       since=ctx.times[ctx.own_times:])


def _day_named(doc: Any, text: str, ctx: ReadingContext) -> List[Any]:
    """The anchor of a day still ahead that a clause owing nothing names without a clock time
    ("Monday's a minimum day"): the day that clock times said after it in the utterance fall on."""
    if any(t.like_num for t in doc) or not any(t.lower_ in _DAY_WORDS for t in doc):
        return []
    due_ns, _, recurrence = due_of(doc[:].root, text, ctx)
    return [("", due_ns)] if due_ns is not None and due_ns > ctx.now_ns and not recurrence else []


_DAY_WORDS = frozenset({"today", "tonight", "tomorrow", "monday", "tuesday", "wednesday", "thursday", "friday",
                        "saturday", "sunday"})


def _anchor(doc: Any, owed: Sequence[Undertaking], ctx: ReadingContext) -> None:
    """Keep the times of `owed` as the conversation's anchors (`conversation_times`); a return said
    with a time of its own is at that time ("I'm off on the half ten bus, back about one": one)."""
    said = [(what_of(doc, u.verb), u.due_ns) for u in owed if u.due_ns is not None]
    back = dict(_return_said(doc.text, ctx)) if any(what == RETURN for what, _ in said) else {}
    ctx.times += [(what, back.get(what, when)) for what, when in said]


def _antecedents(doc: Any, ctx: ReadingContext) -> None:
    """The things a clause names without claiming anything of them (a question, a wish, "we're
    out of eggs"): what "it", "them" or "some" will mean next; a clause's subject or object before
    the places it names ("the ferns by the back door look dry": them is the ferns). A name said
    with an owner or article is a thing's ("have you seen my Myki?"); a noun that only says which
    time is meant names nothing ("first day of fall classes"), nor does a measure said of a thing
    ("it's eighteen pounds": "it" next is still the thing)."""
    named = [t for t in doc if t.dep_ in ("nsubj", "dobj", "pobj", "nsubjpass", "attr") and (
        t.pos_ in ("NOUN", "ADJ") or t.pos_ == "PROPN" and any(c.dep_ in ("det", "poss") for c in t.children))
        and not (t.dep_ == "pobj" and sx.is_time_token(t.head.head)) and not (t.dep_ == "attr" and sx.is_quantity(t))]
    for tok in sorted(named, key=lambda t: (t.dep_ != "pobj", t.i)):
        referent(tok, ctx, new_ok=False)


def _recorrected(text: str, ctx: ReadingContext, claims: List[Claim],
                 previous: Optional[UtteranceReading]) -> List[Claim]:
    """Claims after a corrective fragment about a thing just claimed ("the keys are in the drawer,
    no, on the shelf"): the fragment read as said of that thing replaces the claim; a number
    replaces the value of the last setting ("it's on nineteen, no, twenty"); a fragment that says
    nothing of it ("no, the other one") retracts what was claimed."""
    said = claims or (list(previous.claims) if previous is not None else [])
    if said:
        ctx.last_thing = said[-1].entity
        new, _, _ = _clause(PARSES.doc(f"it is {text}"), ctx, f"it is {text}")
        if new:
            pairs = {(c.entity, c.attribute) for c in new}
            return [c for c in claims if (c.entity, c.attribute) not in pairs] + [
                correcting(c, previous) for c in new]
        number = number_said(PARSES.doc(text))
        setting = next((c for c in reversed(said) if c.attribute.startswith("setting")), None)
        if number:  # a number corrects a level, never a place or a state
            return claims if setting is None else [c for c in claims if c is not setting] + [
                correcting(replace(setting, value=number), previous)]
    return [correcting(c, previous) for c in retracted(claims, previous)] + [c for c in claims if c.negated]


def _corrected_due(last: Undertaking, text: str, doc: Any, ctx: ReadingContext) -> Tuple[Optional[int], str]:
    """(due time, its words) of a corrective fragment, read after the verb it corrects ("wake me at
    six? No wait, half six": waking at half six, a morning); None when it names no time."""
    if not (any(t.like_num or sx.is_time_token(t) for t in doc) or due_of(doc[:].root, text, ctx)[0] is not None):
        return None, ""
    said = f"{last.verb or 'do'} at {text}"  # "no wait, four": at four
    due_ns, _, _ = due_of(PARSES.doc(said)[:].root, said, ctx)
    return (due_ns, text) if due_ns is not None else (None, "")


def _amended(doc: Any, ctx: ReadingContext, undertakings: List[Undertaking], text: str) -> bool:
    """A correction of what was said in this turn (`_amend`), else, said in a turn of its own
    ("Actually, make that Thursday."), a new time for what the speaker asked or promised in their
    turn before: that undertaking again with the new time, as a move (the Commitment view replaces
    the old one with it). Whether it changed one."""
    if undertakings:
        return _amend(doc, ctx, undertakings, text)
    speaker = ctx.speakers.speaker
    own = [u for u in ctx.earlier if speaker in (u.owner, u.beneficiary)][-1:]
    again = list(own)
    if not own or not _amend(doc, ctx, again, text) or again[0].due_ns == own[0].due_ns:
        return False
    undertakings.append(replace(again[0], moves=True))
    return True


def _amend(doc: Any, ctx: ReadingContext, undertakings: List[Undertaking], text: str) -> bool:
    """A corrective fragment ("no wait, half four"; "no, the green one") changes what was just
    said: its time retimes the last undertaking, its thing replaces the thing of the same kind.
    Whether it changed one."""
    if not undertakings:
        return False
    last = undertakings[-1]
    due_ns, due_text = _corrected_due(last, text, doc, ctx)
    if due_ns is not None:
        clock = any(t.like_num or ":" in t.text or t.lower_ in ("noon", "midnight") for t in doc)
        if _SAME_TIME.search(text.lower()) or not clock:  # "no, Sunday (, same time)": the old clock time kept
            due_ns = kept_time(replace(last, due_ns=due_ns), ctx.earlier + tuple(undertakings), ctx.timezone) or due_ns
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
    entity = referent(root, ctx)
    old = next((o for o in last.objects if said[o].split()[-1] == ctx.last_category and o != entity), "")
    if not old and entity and last.objects and last.objects[-1] != entity and _named_anew(root):
        old = last.objects[-1]  # "I need twenty bucks for Wonderland... no wait, the ski trip": the thing said last
    if entity and old:
        words = re.sub(rf"\b{re.escape(said[old])}\b", ctx.said.get(entity, said[old]), last.action, flags=re.IGNORECASE)
        undertakings[-1] = replace(last, objects=tuple(entity if o == old else o for o in last.objects), action=words)
    return bool(old)


def _named_anew(root: Any) -> bool:
    """A corrective fragment that names a thing of its own, with its article or owner ("the ski
    trip", "my blue coat"), not a time or a bare word."""
    return root.pos_ in ("NOUN", "PROPN") and not sx.is_time_token(root) and any(
        c.dep_ in ("det", "poss") for c in root.children)
