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

This module holds the reader (`UtteranceReader`: one turn, clause by clause, with what it carries
from clause to clause and turn to turn: the times said, the kin words learnt, what "it" will
mean), the words it parses (`heard_words`) and the things heard of; one clause's reading is
`clause_reading.clause`, and the corrections and times said on their own are in `amendments`.
"""
from __future__ import annotations

import re
from dataclasses import replace
from typing import Any, Dict, FrozenSet, Iterable, List, Mapping, Optional, Sequence, Tuple

from obsmem_ros.core.clock_words import spoken_clock, spoken_days
from obsmem_ros.core.records import CommitmentKind
from obsmem_ros.core.time_reading import ended_meals

from . import utterance_syntax as sx
from .address_terms import Answers, address_words, closing_kin_words, opening_kin_words
from .amendments import amended, new_time, recorrected, replacement, retimed
from .announcements import announcement
from .arrivals import late_comer, return_promised, returns_home, visits
from .asked_things import asks_where, carried, unplaced
from .claims import NUMBER_WORDS, claims_of, contrasted, correcting, denies, located, retracted
from .clause_kinds import ClauseKindClassifier
from .clause_reading import SAME_TIME, clause, deed_said_before, moving, unmatched_as
from .clauses import PARSES, clauses, vocatives
from .contents import contents_placed
from .conversation_times import glosses_time, kept_time, reported_time
from .errands import with_errands
from .holding import placed_after_all
from .kin_roles import ruled_out, speaker_relation_words
from .messages import Relay, owes_deed
from .owed_parties import asked_by
from .passed_orders import passed_order, relayed_ask
from .person_words import household_kin
from .plans import clock_said, parts
from .recognised_speech import recognised
from .referents import ReadingContext, mention_id, referent
from .relayed import Relaying
from .routine_clocks import clocked, clocked_by_piece
from .said_anchors import anchor_times, conventional_clocks, day_named, return_anchor
from .sentence_times import clocked_by_next, inherited
from .speakers import PEOPLE_NOUNS, Speakers, is_thing
from .spoken_names import with_names_capitalised
from .syntax import analyse, normalise
from .titled_names import titled_kin
from .undertaking_forms import gives_word
from .undertakings import pro_form, rekinded
from .utterance_records import Claim, ReportedThing, StatedPreference, Undertaking, UtteranceReading
from .varieties import varieties_marked

__all__ = ["UtteranceReader", "heard_words", "mention_id"]

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
        self._answers = Answers()  # kin words said to nobody in particular, waiting for an answer
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
        said = with_names_capitalised(text, people, addressee=addressee or self.robot_id)
        words = heard_words(said, self._spoken(speaker, text))
        self._learn_kin(words, speaker, addressee, now_ns, people)
        speakers = Speakers(speaker=speaker, addressee=addressee or self.robot_id,
                            people={p.lower(): p for p in people}, kin=self._kin_of(speaker), kin_of=self._kin_of,
                            last=getattr(previous, "last_person", ""))
        ctx = ReadingContext(speakers=speakers, resolve=resolve or (lambda _w: None), now_ns=now_ns,
                             robot_id=self.robot_id, timezone=self.timezone, meal_clock=self.meal_clock,
                             last_thing=previous.last_thing if previous is not None else "",
                             last_plural=getattr(previous, "last_plural", ""),
                             last_place=_last_place(previous),
                             times=[t for t in getattr(previous, "times", ()) if t[1] >= now_ns - _ANCHOR_AGE_NS],
                             earlier=getattr(previous, "undertakings", ()), named=carried(previous))
        ctx.own_times = len(ctx.times)
        if not words:
            return UtteranceReading(text=text, speaker=speaker, addressee=addressee, event_id=event_id)
        claims: List[Claim] = []
        undertakings: List[Undertaking] = []
        preferences: List[StatedPreference] = []
        said_before: List[Any] = []
        before: Optional[Tuple[Any, str, int]] = None  # the clause read last: parse, words, undertakings (-1: a pledge)
        asked = ""  # the thing a "where" question asks about (what the one asked will mean by "it")
        relay = Relay()  # what a "tell Mum" / "remind me if I forget" passes on
        cut = clauses(words)
        relaying = Relaying(cut)  # the clauses passed on from someone else
        sentence, times_from, owed_from = None, 0, 0  # where the sentence's times and undertakings start
        last_stated = ("", 0)  # the clause read last and how many preferences it stated
        for part in cut:
            if part.sentence is not sentence:
                sentence, times_from, owed_from = part.sentence, len(ctx.times), len(undertakings)
            doc = PARSES.doc(part.text)
            ctx.around = tuple(p.text for p in cut if p.sentence == part.sentence and p is not part)
            heard = len(ctx.mentioned)
            speakers.notice(list(said_before) + _before_pronoun(doc))  # who "he" / "she" will mean
            said_before = list(doc)
            if part.fragment:
                preferences = clocked_by_piece(preferences, last_stated[1], last_stated[0], part.text, ctx)
                back = [] if part.corrects else return_anchor(part.text, ctx)  # "Back by twelve.": a return,
                # not the time of what was said before it
                if part.corrects and not amended(doc, ctx, undertakings, part.text):
                    claims = recorrected(part.text, ctx, claims, previous)
                elif not part.corrects and undertakings and not back and not _names_event(doc):  # "The tuner's
                    # coming Thursday. Ten o'clock."; "Jo's dentist Monday at ten, Sam's physio Friday at four": two
                    undertakings[-1] = retimed(undertakings[-1], part.text, ctx, undertakings)
                elif not part.corrects and not back:  # "Movie night on Saturday at eight." / "The scissors? ..."
                    announced = announcement(doc, ctx, part.text)
                    denied = contrasted(doc, ctx, claims)  # "It's in the fridge. Not in the door."
                    if denied:
                        claims += denied
                    elif announced:
                        undertakings.append(announced)
                    elif is_thing(doc[:].root, speakers):
                        placed = claims_of(doc[:].root, doc, ctx)  # "my passport, in the top drawer"
                        claims += placed
                        if not placed:
                            referent(doc[:].root, ctx, new_ok=False)
                if back:
                    ctx.times += back
                    undertakings += return_promised(part.text, back, ctx, undertakings)  # "Back by noon."
                else:
                    anchor_times(doc, undertakings[-1:], ctx)
                relay.heard(part.text, False, undertakings)
                continue
            corrects = part.corrects or sx.opens_with_correction(doc)
            value = replacement(doc) if corrects else new_time(doc, undertakings)  # "make it quarter to six"
            if value:  # "no, make that thirty": the value just said, replaced
                if not amended(PARSES.doc(value), ctx, undertakings, value):
                    revalued = _revalued(preferences, value)
                    claims = recorrected(value, ctx, claims, previous) if revalued == preferences else claims
                    preferences = revalued
                continue
            said, owed, stated = clause(doc, ctx, part.text, self._kinds(part.text, doc, ctx))
            said, owed = self._order_passed_on(doc, ctx, said, owed)
            if not owed and late_comer(doc, ctx, [p.text for p in cut[cut.index(part) + 1:][:1] if p.fragment]):
                owed = unmatched_as("schedule", doc, ctx, part.text)  # "she's running late. Half three now."
            owed = returns_home(visits(owed, doc, ctx))
            said = relaying.read(doc, ctx, part, said, bool(owed or stated))
            if undertakings and reported_time(doc) and (not (said or owed) or glosses_time(doc) and not clock_said(
                    undertakings[-1].due_text)):  # "She said around three."; "..., that's ten past three"
                owed, stated = [], []  # a time passed on ("Aisyah say between ten and twelve") is no routine of hers
                undertakings[-1] = retimed(undertakings[-1], reported_time(doc), ctx, undertakings)
                anchor_times(doc, undertakings[-1:], ctx)  # "..., she said around two. Plates out before then": two
            if owed and before is not None and pro_form(doc):  # "..., I'll do it"
                owed = deed_said_before(owed, before, undertakings, ctx)
            if before is not None and before[2] < 0:  # "You have my word, the shed will be cleared by Sunday."
                owed = [rekinded(u, "promise", ctx) for u in owed] or unmatched_as("promise", doc, ctx, part.text)
            pledge = not owed and gives_word(next(iter(doc.sents)).root, ctx)
            before = (doc, part.text, -1 if pledge else len(owed))
            move = moving(doc)  # "we've moved the party to Sunday", "movie night's Saturday now"
            owed = [replace(u, moves=True) if move == "moves" or move and u.kind is CommitmentKind.SCHEDULE
                    else u for u in owed]
            if SAME_TIME.search(part.text.lower()):  # "let's do it on Sunday instead, same time"
                owed = [replace(u, due_ns=kept_time(u, ctx.earlier + tuple(undertakings), ctx.timezone) or u.due_ns)
                        for u in owed]
            owed = inherited(parts(owed, [*ctx.earlier, *undertakings], ctx), part.text, ctx.times[times_from:])
            owed = with_errands(owed, [*ctx.earlier, *undertakings], speaker, [p.text for p in cut[:cut.index(part)]])
            undertakings[:] = clocked_by_next(undertakings, owed, ctx.timezone, conventional_clocks(ctx))
            anchor_times(doc, owed, ctx)
            if not owed:  # "I'm off to work, back around seven"; "Monday's a minimum day, so pickup's at ..."
                ctx.times += return_anchor(part.text, ctx) or day_named(doc, part.text, ctx)
            owed += return_promised(part.text, return_anchor(part.text, ctx), ctx, [*undertakings, *owed])
            if part.corrects or sx.opens_with_correction(doc):
                if not (said or owed or stated) and denies(doc):
                    said = retracted(claims, previous)
                claims = [c for c in claims if (c.entity, c.attribute) not in {(n.entity, n.attribute) for n in said}]
                said = [correcting(c, previous) for c in said]
            said = [c for c in said if c not in claims]  # "..., I saw her put them there": said once
            claims += said + contrasted(doc, ctx, claims + said)
            undertakings += relay.told(owed, doc, speakers, len(undertakings))
            timed = clocked(stated + ctx.standing, part.text, ctx, sentence=part.sentence)
            preferences, last_stated = preferences + timed, (part.text, len(timed))
            ctx.standing = []
            # "have you seen my book?", "if Pao's looking for the leash": what "it" will mean next
            if len(ctx.mentioned) == heard or not (said or owed or stated):
                _antecedents(doc, ctx)
            asked = ctx.last_thing if asks_where(doc) else asked
            relay.heard(part.text, owes_deed(owed), undertakings)
        claims += contents_placed(claims, ctx)  # "I put the box in the freezer": the pinni said before it too
        claims = placed_after_all(claims, ctx)  # "Omar's borrowed the ladder, it's in his garage": the garage
        things = _heard_of(claims, ctx)
        return UtteranceReading(text=text, speaker=speaker, addressee=addressee, event_id=event_id,
                                claims=tuple(claims), undertakings=tuple(undertakings),
                                preferences=tuple(preferences), things=things, last_thing=ctx.last_thing,
                                last_plural=ctx.last_plural,
                                mentioned=tuple(dict.fromkeys(ctx.mentioned)), times=tuple(ctx.times[-_ANCHORS:]),
                                last_person=speakers.last, relayed=tuple(relaying.found),
                                named=unplaced(claims, ctx.named, not_in=ctx.linked), asked=asked)

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

    def _order_passed_on(self, doc: Any, ctx: ReadingContext, said: List[Claim],
                         owed: List[Undertaking]) -> Tuple[List[Claim], List[Undertaking]]:
        """What a clause passing on an order asks ("Dad says take the bins out tonight", "Olu asked me
        to remind you to water the tomatoes"): the order read alone, when it reads as a request, with
        the one who first asked for it; else the clause as read (`passed_orders`)."""
        order = passed_order(doc) or relayed_ask(doc)
        if not order or any(u.kind in _ASKING for u in owed):
            return said, owed
        inner = PARSES.doc(order)
        asked = [u for u in clause(inner, ctx, order, self._kinds(order, inner, ctx))[1] if u.kind in _ASKING]
        return (said, owed) if not asked else ([], asked_by(next(iter(doc.sents)).root, asked, ctx))

    def _learn_kin(self, words: str, speaker: str, addressee: str, now_ns: int, people: Sequence[str]) -> None:
        """A kin word, role or name said to someone in passing ("Gran, your tea's here" said to
        rita; "Jek, you're taking him" said to jericho; "back by ten dad", "dad can we go":
        `closing_kin_words`, `opening_kin_words`): what the speaker calls that person; one said to
        the robot or no one, set off by a comma or not ("grandad can you fix it" as a recogniser
        delivers it), waits for who answers. A title said before a known name ("Uncle Femi's
        here": `titled_kin`) is what the speaker calls that person, whoever they speak to."""
        self._kin.update(self._answers.answered(speaker, addressee, now_ns))
        titled = titled_kin(words, {p.lower() for p in people}, speaker=speaker, addressee=addressee,
                            robot_id=self.robot_id)
        self._kin.update({(speaker, word): person for word, person in titled.items()})
        said_all = vocatives(words)
        doc = analyse(normalise(words))
        called = [w for said in said_all for w in address_words(said, doc, PEOPLE_NOUNS, addressee)]
        called += closing_kin_words(doc) + opening_kin_words(doc)
        if not addressee or addressee == self.robot_id:
            self._answers.said(speaker, called, now_ns)
            return
        self._kin.update({(speaker, word): addressee for word in called})

    def _kin_of(self, speaker: str) -> Dict[str, str]:
        """The speaker's kin words: their own, else the words of a relation in which they have one
        relative (`kin_roles`), else what the household calls one person so (brothers and sisters
        share a gran; not a parent word for one the speaker is otherwise related to: `ruled_out`).
        The speaker themself only by a name the household calls them, not by a kin noun of English
        ("Bà like Tuấn drive" said by bà herself: she speaks of herself so; "Mum" said by a mum is
        her own mother)."""
        kin = {w: p for w, p in household_kin(self._kin).items()
               if (p != speaker or w not in PEOPLE_NOUNS) and not ruled_out(w, speaker, p, self._kin)}
        kin.update(speaker_relation_words(self._kin, speaker))
        kin.update({w: p for (who, w), p in self._kin.items() if who == speaker})
        return kin


def _heard_of(claims: Sequence[Claim], ctx: ReadingContext) -> Tuple[ReportedThing, ...]:
    """The things memory does not know that the utterance says are somewhere or have come (bought,
    arrived, in a state), and those introduced in passing as new that a claim then places ("his
    mum gave us a bag of clothes, it's in the pram"; `referents.ReadingContext.in_passing`), and the
    things only named, here or in the turn before, that a claim places (`asked_things`)."""
    named = {c.entity for c in claims if not c.negated} | ctx.acquired
    placed = {c.entity for c in claims if not c.negated and c.attribute == "location"}
    heard = [t for t in ctx.unlinked.values() if t.id in named]
    heard += [t for t in ctx.in_passing.values() if t.id in placed and t.id not in ctx.unlinked]
    spots = {c.value.rsplit("_", 1)[-1] for c in claims if c.attribute == "location"}  # "not in the car": a place
    heard += [t for t in ctx.named.values() if t.id in placed and t.id not in ctx.unlinked and t.id not in ctx.in_passing
              and t.id not in ctx.linked and t.id.rsplit("_", 1)[-1] not in spots]
    return tuple(located(t, claims) for t in heard)


def _last_place(previous: Optional[UtteranceReading]) -> str:
    """Where the last location claim of the reading before put its thing ("" when none)."""
    claims = getattr(previous, "claims", ())
    return next((c.value for c in reversed(claims) if c.attribute == "location" and not c.negated), "")


def _before_pronoun(doc: Any) -> List[Any]:
    """The words of a clause before its first "he" / "she" (the people that pronoun may mean)."""
    first = next((t.i for t in doc if t.lower_ in sx.THIRD_PERSON), len(doc))
    return list(doc[:first])


def heard_words(text: str, spoken: Iterable[str] = ()) -> str:
    """The words to parse: normalised (`spoken`: the speaker's varieties of English), clock times and days of the month said in words written in
    digits ("at half past seven" -> "at 7:30": the small parser splits the spoken form into
    unrelated phrases; "on the twelfth" -> "on the 12th"; "once dinner's over" -> "after dinner")."""
    words = _CAPITAL_NUMBER.sub(lambda m: m.group(0).lower(), normalise(text, spoken))  # "Half twelve I'm ..."
    return recognised(ended_meals(spoken_clock(spoken_days(words))))


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


def _names_event(doc: Any) -> bool:
    """Whether a verbless part names a thing of its own beside its time ("Sam's physio Friday at
    four"): an event in its own right, not the time of the undertaking said before it."""
    root = doc[:].root
    return root.pos_ in ("NOUN", "PROPN") and not sx.is_time_token(root) and any(sx.is_time_token(t) for t in doc)


_ASKING = (CommitmentKind.REQUEST, CommitmentKind.REMINDER)


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
