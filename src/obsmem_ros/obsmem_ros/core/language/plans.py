"""Plans: whose plan a clause states and whether it speaks of what is still to come.

"Jun's taking Lola to mass on Sunday", "Niall says he'll take Rory to the dentist", "Des is
staying in with Biscuit" (after a time ahead was named): the present progressive and "will" /
"going to" with a person of the home as subject state that person's plan, which the Commitment
view keeps with them as its owner. "He" / "she" of a reported plan is the one who reported it,
else the person named before it. A plan or promise that names nothing of its own ("Jun's taking
him", "I'll get him, Tita") is a part in the dated event said just before it (`parts`).
"""
from __future__ import annotations

import re
from dataclasses import replace
from datetime import datetime
from typing import Any, List, Sequence
from zoneinfo import ZoneInfo

from obsmem_ros.core.clock_words import HOUR_WORDS
from obsmem_ros.core.records import CommitmentKind

from . import utterance_syntax as sx
from .present_promises import present_promise, set_out_to
from .relayed import SAYING, origin
from .referents import ReadingContext, person_of
from .span_ends import after_it, span_end
from .speakers import is_person_noun
from .utterance_records import Undertaking

__all__ = ["STATIVE", "about_newcomer", "done_to_speaker", "own_word_told", "parts", "plan_owner", "planned",
           "planner_of", "said_in_context", "word_passed_on"]

_UNTIL = re.compile(r"(?:till|until)\b")
_GIVING_WORD = (SAYING - {"think", "reckon", "believe"}) | {"promise"}  # saying, not believing
_INDEFINITE = frozenset({"somebody", "someone", "anybody", "anyone", "everybody", "everyone", "nobody"})
_STAND_INS = frozenset({"him", "her", "them", "it"})  # what a part in an event said before names it by


def planner_of(pred: Any, ctx: ReadingContext) -> str:
    """The person a clause's subject names (the speaker, the addressee, a name, a kin word, "he" /
    "she" for the person who said so or else the last person named): whose plan a future clause
    states; "" for no one of the home. The one who said so, or the subject itself, may be a name
    memory does not know yet ("Niall says he'll take Rory": niall's plan, not Rory's; "Bhua's
    taking Biji": bhua's, a person learnt from speech)."""
    subj = sx.subject(pred)
    if subj is None:
        return ""
    if subj.lower_ in sx.THIRD_PERSON and ctx.speakers.fresh and _acts_on(pred):
        return ctx.speakers.fresh  # "Kaylee texted. She's gonna pick up Dana": Kaylee, whom memory has not met
    if subj.lower_ in sx.THIRD_PERSON:
        said_by = origin(pred, ctx)  # "Minh said he'll take her": he is the one who said so
        named = [ctx.speakers.people[t.lower_] for t in subj.doc[:subj.i] if t.lower_ in ctx.speakers.people]
        if said_by or named:
            return said_by or named[-1]
    person = person_of(subj, ctx)
    named = subj.pos_ == "PROPN" and person == subj.lower_ and not is_person_noun(subj)  # a name memory has
    # not met yet ("Bhua's taking her"); a kin word ("Grandma") is someone's, learnt from how they are addressed
    return person if person in _home(ctx) or named else ""  # not "he" after "the boiler man"


def _acts_on(pred: Any) -> bool:
    """Whether a clause's verb does something to someone or something (an object, a clause or a
    particle after it: "run me to the doctor", "let him in", "pick up Dana"), not only moves its
    subject: a newcomer's coming is the visit said before ("a plumber, Dave ... Dave texted. He's
    coming Monday": the plumber's visit)."""
    return any(c.dep_ in ("dobj", "dative", "ccomp", "xcomp", "prt") for c in pred.children)


def word_passed_on(pred: Any, auxs: Sequence[str], ctx: ReadingContext) -> str:
    """Who gave the word a clause passes on: a third person's "will", or the "would" reported speech
    turns it into, under a verb of saying or promising that someone other than the speaker and the
    addressee is the subject of ("Niall says he'll take Rory", "Omar told me he'd bring the ladder
    back", "Grace will drive me, she said"): that person's promise; "" for none."""
    said = pred.head
    if pred.dep_ != "ccomp" or said.lemma_.lower() not in _GIVING_WORD or sx.negated(pred):
        return ""
    teller = sx.subject(said)
    if teller is None or sx.speakers_word(teller) or teller.lower_ == "you":
        return ""
    subj = sx.subject(pred)
    backshifted = pred.tag_ == "VB" and any(a in ("would", "'d") for a in auxs)  # not "he'd fixed it"
    if subj is None or subj.lower_ in sx.SPEAKER_WORDS | {"you"} or not (
            backshifted or any(a in sx.FUTURE_AUX for a in auxs) or present_promise(pred, ctx) is not None):
        return ""  # "Dad says he go wash it himself": a word given in the plain present
    return planner_of(pred, ctx)


def own_word_told(pred: Any, auxs: Sequence[str], ctx: ReadingContext) -> str:
    """Who the speaker says they gave their word to, when the clause is that word in reported
    speech ("I told Arjun I'd help him with his fractions", "we said we'd take the bins out"): a
    "would" or "will" of the speaker under the speaker's own verb of saying or promising; the one
    told (else the addressee), "" when the clause is no such word."""
    said = pred.head
    if pred.dep_ != "ccomp" or said.lemma_.lower() not in _GIVING_WORD or sx.negated(pred):
        return ""
    teller, subj = sx.subject(said), sx.subject(pred)
    if teller is None or subj is None or teller.lower_ not in ("i", "we") or subj.lower_ not in ("i", "we"):
        return ""
    backshifted = pred.tag_ == "VB" and any(a in ("would", "'d") for a in auxs)  # not "I'd fixed it"
    if not (backshifted or any(a in sx.FUTURE_AUX for a in auxs)):
        return ""
    told = next((c for c in said.children if c.dep_ in ("dobj", "dative")), None)
    return (ctx.speakers.person(told) if told is not None else "") or ctx.speakers.addressee


def done_to_speaker(action: Any) -> bool:
    """Whether another's planned deed is done to the speaker ("Jun's driving me to mass", "she's
    picking us up at half nine"): their undertaking to the speaker, not only their plan."""
    return any(c.dep_ in ("dobj", "dative") and c.lower_ in sx.SPEAKER_WORDS for c in action.children)


def _home(ctx: ReadingContext) -> set:
    """The people the reading knows: the household's names, the speaker's kin words, speaker and addressee."""
    return set(ctx.speakers.people.values()) | set(ctx.speakers.kin.values()) | {
        ctx.speakers.speaker, ctx.speakers.addressee}


def about_newcomer(owed: Sequence[Undertaking], ctx: ReadingContext) -> List[Undertaking]:
    """`owed` with a plan's owner also among its things when memory has not met them ("Cô Lan is
    coming for tea at three": Lan's plan, and an event about Lan that "when is Cô Lan coming?" asks of)."""
    return [replace(u, objects=(u.owner, *u.objects)) if u.kind is CommitmentKind.SCHEDULE and u.owner and
            u.owner not in _home(ctx) and u.owner not in u.objects else u for u in owed]


def plan_owner(pred: Any, ctx: ReadingContext) -> str:
    """Whose plan a clause states: the person its subject names, the speaker's when it names no
    one else, "" when its subject is someone outside the home ("they'll be here at half three")."""
    subj = sx.subject(pred)
    if subj is None or subj.lower_ in sx.SPEAKER_WORDS:
        return ctx.speakers.speaker
    if subj.lower_ in _INDEFINITE:  # "somebody got to get the baby", "everybody come": a need, nobody's word
        return ""
    someone = subj.lower_ in sx.THIRD_PERSON | {"they"} or is_person_noun(subj) or subj.pos_ == "PROPN"
    return planner_of(pred, ctx) or ("" if someone else ctx.speakers.speaker)


def planned(pred: Any, auxs: Sequence[str], ctx: ReadingContext) -> bool:
    """Whether a clause speaks of what its subject will do: "will" / "going to", a serial "go"
    before a bare verb, or the present
    progressive with a future reference, given by its own time phrase or by a time still ahead
    that the conversation named ("the first day is Monday ... Jun's taking him")."""
    if any(a in sx.FUTURE_AUX for a in auxs) or pred.lemma_.lower() == "go" and pred.tag_ == "VBG" and \
            sx.child(pred, "xcomp") is not None:
        return True
    if set_out_to(pred) is not None and present_promise(pred, ctx) is not None:
        return True  # "Dad go paint the fence": a serial "go" sets out to do the deed
    progressive = pred.tag_ == "VBG" and any(a in ("is", "'s", "are", "'re", "am", "'m") for a in auxs)
    if not progressive:
        return False
    return bool(sx.time_phrases_in(pred)) or any(t > ctx.now_ns for _, t in ctx.times)


_NEAR_DAYS = frozenset({"today", "tonight", "tomorrow"})  # one near day: a plan, not a weekly timetable
STATIVE = frozenset({"be", "have", "know", "see", "think", "like", "love", "want", "need", "look", "seem", "mean",
                     "remember", "feel", "hope", "guess", "reckon", "say", "understand", "hear", "prefer", "mind"})


def deed_ahead(pred: Any, ctx: ReadingContext) -> bool:
    """Whether a clause hands a deed ahead to the speaker or the addressee in the simple present ("I
    collect the twins at three", "you carry the crates"; `present_plan`); "we eat at six" announces
    an event."""
    subj = sx.subject(pred)
    return subj is not None and (subj.lower_ in ("i", "you") and present_plan(pred, sx.auxiliaries(pred), ctx)
                                 or subj.lower_ in ("i", "we") and present_promise(pred, ctx) is not None)


def present_plan(pred: Any, auxs: Sequence[str], ctx: ReadingContext) -> bool:
    """Whether a simple present of a deed tells who does what ahead ("tomorrow the school run is me, I
    collect the twins at three"; "we go at half ten, and you carry the crates"): a statement, not a
    habit, that follows a time ahead said earlier in the same utterance or is said of one near day
    ("today I wash the car"). A present alone is a habit ("I walk the dog at seven") or a timetable
    ("I teach Mondays and Wednesdays, two to six") as often as a plan, and those are read elsewhere."""
    if pred.tag_ not in ("VBP", "VBZ") or auxs or sx.negated(pred) or sx.habitual(pred) or \
            pred.lemma_.lower() in STATIVE or sx.is_question(pred.doc):
        return False
    near = any(t.lower_ in _NEAR_DAYS for p in sx.time_phrases_in(pred) for t in p.subtree)
    return near or event_ahead(ctx)


def own_deed_ahead(pred: Any, auxs: Sequence[str], ctx: ReadingContext) -> bool:
    """Whether a present progressive (or a serial "go") plans a deed done to something at a time
    ahead ("I'm taking the trash to the dump at nine", "tonight I'm making pancit"): said by its
    doer, the deed is their word, not an appointment ("I'm seeing the physio at three") nor
    whereabouts ("I'm working till six": no thing it is done to). Said of "we" it is the
    household's plan, and under "Mum says" another's plan for the speaker: neither is read here."""
    return planned(pred, auxs, ctx) and not any(a in sx.FUTURE_AUX for a in auxs) and \
        pred.lemma_.lower() not in STATIVE and sx.child(pred, "dobj") is not None and not sx.negated(pred)


def event_ahead(ctx: ReadingContext) -> bool:
    """Whether the utterance named a time still ahead before the clause now read: a deed said next
    is a part in that event ("the piano tuner arrives at two, I move the sofa for him": a word given
    on it), not a plan of one's own ("tomorrow at seven I start my evening class")."""
    return any(t > ctx.now_ns for _, t in ctx.times[ctx.own_times:])


def said_in_context(owed: Sequence[Undertaking], ctx: ReadingContext) -> List[Undertaking]:
    """The plans and promises of `owed` that only the conversation makes one: a person's, naming
    no thing of its own, only a pronoun ("Harpreet's doing it", "Jun's taking him"), while an event
    said before is still ahead, and a deed handed out in the simple present after a time ahead
    ("we go at half ten, and you carry the crates": `deed_ahead`). Read alone, such a clause is small talk
    to a clause-kind classifier; `parts` joins each to that event."""
    if not any(t > ctx.now_ns for _, t in ctx.times):
        return []
    return [u for u in owed if u.owner and u.kind in (CommitmentKind.SCHEDULE, CommitmentKind.PROMISE)
            and _STAND_INS & set(u.action.lower().split())]


def parts(owed: Sequence[Undertaking], before: Sequence[Undertaking], ctx: ReadingContext) -> List[Undertaking]:
    """`owed` (one clause's undertakings) with each plan or promise that names nothing of its own
    joined to the event said before it (`_joined`), the clause's own earlier undertakings included."""
    out: List[Undertaking] = []
    for u in owed:
        out.append(_joined(u, [*before, *out], ctx))
    return out


def _joined(owed: Undertaking, before: Sequence[Undertaking], ctx: ReadingContext) -> Undertaking:
    """`owed` as a part in the event said before it, when it names no thing of its own, only a
    pronoun (for the event's thing, or for no thing) or a person ("Drop-off's at ten past eight, and
    Jun's taking him"; "pickup's at half twelve. Who can get him?" - "I'll get him"): it is about
    that event's things, and at its time when its own words give none, or give only the event's
    day ("I'll take him on Thursday"). The event is the
    latest of `before` (the utterance's earlier clauses, then the conversation's) still ahead
    with things that are no one of the home, timed by when it happens, not by when it ends ("I've
    got work till six" is no event to take part in); `owed` unchanged when there is none."""
    people = set(ctx.speakers.people.values()) | set(ctx.speakers.kin.values())
    if owed.kind is CommitmentKind.REMINDER or not owed.owner or \
            not (_STAND_INS | people) & set(owed.action.lower().split()):
        return owed
    own = set(owed.objects) - {owed.owner}  # a newcomer's plan is also about them (`about_newcomer`)
    events = [u for u in before if u.due_ns is not None and u.due_ns >= ctx.now_ns and not u.recurrence
              and set(u.objects) - people and own <= set(u.objects) and not _UNTIL.match(u.due_text)
              and (owed.due_ns is None or _same_day(u.due_ns, owed.due_ns, ctx.timezone))]
    if not events:
        return owed
    event = events[-1]
    due = owed.due_ns if _own_clock(owed) else _part_time(owed, event, ctx)
    return replace(owed, objects=tuple(o for o in event.objects if o not in people), due_ns=due,
                   due_text=owed.due_text or event.due_text)


def _own_clock(owed: Undertaking) -> bool:
    """Whether `owed` is timed by a clock of its own: one its time phrases say, or a clock time its
    clause said outside them, which its words keep ("I'll call him first thing tomorrow like eight
    thirty": "call him first thing like 8:30")."""
    return owed.due_ns is not None and (clock_said(owed.due_text) or bool(_WRITTEN_CLOCK.search(owed.action)))


_WRITTEN_CLOCK = re.compile(r"\b\d{1,2}:\d{2}\b")


def _part_time(owed: Undertaking, event: Undertaking, ctx: ReadingContext) -> int:
    """When a part in `event` is done: at the event's time, or at the end of its span when the
    part is done after it ("nine till three, I'll pick him up after": three; `span_ends`)."""
    end = span_end(event.due_text, event.due_ns, ctx.timezone) if after_it(owed.action) else None
    return end if end is not None else event.due_ns


def _same_day(a_ns: int, b_ns: int, timezone: str) -> bool:
    zone = ZoneInfo(timezone)
    return datetime.fromtimestamp(a_ns / 1e9, tz=zone).date() == datetime.fromtimestamp(b_ns / 1e9, tz=zone).date()


def clock_said(words: str) -> bool:
    """Whether time words name a clock time ("at 3:30", "at four"), not only a day ("on Thursday")."""
    said = words.lower()  # "at six; on Monday": the words, not the punctuation after them
    return bool(re.search(r"\d|o'clock|\bnoon\b|\bmidnight\b", said)) or bool(
        set(re.findall(r"[a-z]+", said)) & set(HOUR_WORDS))
