"""The latest word on a plan: who does it and when, as it stands after the talk that revised it.

A plan said once is often revised later in the day by words that name its errand differently and
share no turn with it: another person takes it over ("I'll do the shop run after work" - hours
later, "she's stuck at the office, Dad goes to the shop instead"; "Never mind, I'll drive you to
the exam"), or its time moves ("the tutor comes at five" - "she's stuck in traffic, she's coming
at half six instead"). The writers' convention is the household's: the last promiser keeps a
relayed or changed plan, and a moved time keeps the last one.

A later commitment revises the plan when it is said while the plan is still ahead (before its
time, or the same day when it has none) and it is about the same errand, as the plan or a revision
already found: a sentence of each lies close in meaning (the sentence encoder, `closeness`),
whatever words each household used, or somewhat close when the parse finds a thing both name that
is no time and no person of the home ("the tutor"). The revisions are followed in the
order they were said, and the last one that gives what is asked (a doer of the home, or a time)
answers; the plan and every revision stay the evidence, so the answer shows who said what, when.
A later word whose sentence is mostly about something else ("Tell Uncle not to worry, I'll take Nana
to the clinic") is tied by the clause that says its task when the talk says it revises the plan:
it names the plan's holder, or moves its clock (`revision_signs`).

A question about what was said at the time ("when did Colm say the plumber's coming?", "what time
did she want reminding?") asks of the first word, not of the latest: `asks_first_word`.
"""
from __future__ import annotations

import dataclasses
import re
from typing import Any, Callable, List, Sequence, Set

from obsmem_ros.core.clock_words import spoken_clock
from obsmem_ros.core.language.clauses import sentences
from obsmem_ros.core.language.closeness import closeness
from obsmem_ros.core.language.corrections import (corrects_time, names_day, names_half, replaced_clocks, sets_aside,
                                                  sets_aside_part)
from obsmem_ros.core.language.person_words import clipped_person
from obsmem_ros.core.language.plans import clock_said
from obsmem_ros.core.language.syntax import analyse
from obsmem_ros.core.language.transfer import apart, clause_ways
from obsmem_ros.core.language.utterance_syntax import is_time_token
from obsmem_ros.core.letters import unaccented
from obsmem_ros.core.records import Commitment, CommitmentKind, CommitmentStatus
from obsmem_ros.core.views.commitment_view import content_words

from ..readings import CommitmentReading
from .kept_clock import keeps_clock, on_clock_of
from .revision_signs import moves_clock, retimes_party, task_closeness, to_holder

__all__ = ["NEAR_ERRAND", "OFF_QUESTION", "SAME_ERRAND", "asks_first_word", "named_people", "names_holder",
           "placed_as_replaced", "revisions", "same_errand", "set_aside_before", "shared_things"]

# How close in meaning a sentence of a later word must lie to one of the plan's to be about the same
# errand when the two share only a person of the home ("I'll get Rosa from the train", "Forget it, I'll
# go get Rosa myself" lie above it; "wake Teo at half six" and "I'll go over the tables with Teo"
# below: one child, two errands).
SAME_ERRAND = 0.6
NEAR_ERRAND = 0.45  # as close as two wordings of one errand that name its thing lie at least
# How much less close to the question than the plan a revision may lie: a revision names its errand
# by fewer words ("Forget it, I'll go get Rosa myself" of "who's picking Rosa up from the train?"), a
# word on another errand of the same person lies further off.
OFF_QUESTION = 0.25
SAME_DAY_NS = 18 * 3600 * 1_000_000_000  # how long after a plan without a time a word may still revise it
LATE_NS = 3600 * 1_000_000_000  # a plan running late may still be revised this long after its time
DAY_NS = 24 * 3600 * 1_000_000_000  # a moved time lies within a day of the time it replaces
HALF_DAY_NS = DAY_NS // 2
WEEK_NS = 7 * DAY_NS
_NEGATION = re.compile(r"\b(?:not|never|no longer|cannot)\b|n't\b")
_SAYING = frozenset({"say", "tell", "want", "ask", "promise", "mean", "plan"})


def asks_first_word(question: str) -> bool:
    """Whether the question asks what was said or wanted at the time, in the past ("when did Colm
    say the plumber's coming?", "what time were you meant to remind him?", "she wanted reminding: what
    time did she say?"), not how the plan stands now."""
    doc = analyse(question)
    return any(t.lemma_.lower() in _SAYING and (t.tag_ == "VBD" or t.tag_ in ("VBN", "VB") and any(
        c.dep_ in ("aux", "auxpass") and c.tag_ == "VBD" for c in t.children)) for t in doc)


def _sentences(text: str) -> List[str]:
    """The sentences of an utterance with more than one word ("Okay." says nothing of an errand)."""
    said = [s for s in sentences(text) if len(s.split()) > 1]
    return said or [text]


def _own_sentences(c: Commitment, elsewhere: Sequence[str] = ()) -> List[str]:
    """The sentences of a commitment's utterance less those saying only the clauses `elsewhere` (the
    other commitments of the utterance): one utterance may say two errands ("Coach moved our game to
    Sunday at one. So I'll roll the vine leaves till twelve"), and a later word on one of them
    revises only that one."""
    said = _sentences(c.text)
    own, others = content_words(c.action), content_words(" ".join(elsewhere))
    kept = [s for s in said if own & content_words(s) or not others & content_words(s)]
    return kept or said


def _things(text: str, people: Set[str]) -> Set[str]:
    """What a text is about, as the parse says it: its nouns, proper nouns and the words compounded
    into them ("the aircon man": aircon, man), less times and the people of the home."""
    return _words(text, people, lambda t: t.pos_ in ("NOUN", "PROPN") or t.dep_ == "compound")


_NOMINAL = frozenset({"nsubj", "nsubjpass", "dobj", "pobj", "attr"})


def _mentions(text: str, people: Set[str]) -> Set[str]:
    """The words of a text that may name a thing, whatever part of speech the parse gave them in
    this sentence ("the aircon man": aircon, read as an adjective here and a noun elsewhere; "they
    pushed kickoff back": kickoff, tagged an adverb but the verb's object)."""
    return _words(text, people, lambda t: t.pos_ in ("NOUN", "PROPN", "ADJ") or t.dep_ in _NOMINAL
                  and t.pos_ not in ("PRON", "NUM", "VERB", "AUX", "DET"))


def _words(text: str, people: Set[str], kept: Callable[[Any], bool]) -> Set[str]:
    """The lemmas of the words of `text` that `kept` keeps, less times, short words and the people."""
    return {t.lemma_.lower() for t in analyse(text) if kept(t) and not _timed(t) and t.is_alpha and len(t) > 2
            and not _a_person(t, people)}


def _a_person(tok: Any, people: Set[str]) -> bool:
    """Whether a word names one of the people: by their name, or, said as a name (capitalised
    within its sentence), by its clipped form ("Lindi" of Lindiwe, "Pao" of Paolo; "the car" is no
    Carlos): a person shared by two sentences is no thing of one errand."""
    word = tok.lemma_.lower()
    if word in people:
        return True
    named = tok.text[:1].isupper() and not tok.is_sent_start
    return named and bool(clipped_person(word, {p: (p,) for p in people}))


def shared_things(a: str, b: str, people: Set[str]) -> Set[str]:
    """The things two texts both name: a thing of one (`_things`) that the other says as a word
    that may name a thing; the parse of a short spoken sentence may tag one word differently in each."""
    return _things(a, people) & _mentions(b, people) | _things(b, people) & _mentions(a, people)


def _timed(tok: Any) -> bool:
    """A word of a time phrase: a time word, or one beside a number ("half six", "quarter to ten")."""
    return is_time_token(tok) or any(t.like_num for t in (tok.head, *tok.children))


def same_errand(a: Commitment, b: Commitment, people: Set[str], elsewhere: Sequence[str] = ()) -> bool:
    """Whether two commitments speak of one errand: a sentence of each (of the first, not one saying
    only the clauses `elsewhere` of its utterance: `_own_sentences`) lies within `SAME_ERRAND` in
    meaning (a person fetched or driven: "I'll drive Gran to mass", "Ivo's got a migraine.
    I'll take Gran"), or within `NEAR_ERRAND` when their words also name a thing in common that is
    no time and no person of the home ("the tutor comes at five", "the tutor texted, she's coming
    at half six"); a shared place or thing alone ties nothing ("I'll pick Rosa up from the
    airport", "I'll drop Dad at the airport": two errands)."""
    if apart(clause_ways(a.action, a.text), clause_ways(b.action, b.text)):
        return False  # taking her there and fetching her back: two errands, however alike in words
    near = max(closeness(x, y) for x in _own_sentences(a, elsewhere) for y in _sentences(b.text))
    return near >= SAME_ERRAND or near >= NEAR_ERRAND and (bool(shared_things(a.text, b.text, people))
                                                          or _own_correction(a, b, people))


def _own_correction(plan: Commitment, later: Commitment, people: Set[str]) -> bool:
    """Whether `later` is the plan's holder correcting its time in words that name no thing of their
    own ("I'll leave at half four" - "this rain, I'll go at five instead"): the errand is theirs,
    said again by its new time."""
    holder = plan.owner or plan.requester  # an arrangement of the speaker's own has no owner
    return bool(holder) and (later.owner or later.requester) == holder and corrects_time(later.text) \
        and not _things(later.action, people) - _mentions(plan.text, people)


def _while_ahead(plan: Commitment, later: Commitment) -> bool:
    """Whether `later` was said while `plan` was still to come: before its time (and a little after:
    a plan running late), or the same day when it has no time."""
    gap = later.created_ns - plan.created_ns
    if gap <= 0:
        return False
    if plan.due_ns is None or plan.recurrence:
        return gap <= SAME_DAY_NS
    return later.created_ns <= plan.due_ns + LATE_NS


def _own_deed(later: Commitment, plan: Commitment) -> bool:
    """Whether a later promise's own clause does the deed a plan promised: its verb, a thing of the plan
    ("I'll take Nana to the clinic" of "I'll carry Pa to the clinic"), or words within `NEAR_ERRAND`
    of the plan's. A promise of another deed said beside the plan's thing ("I'm going for her
    myself, he has to help with the bamboo" after "I'll cut the bamboo") takes no deed over; one
    that names nothing of its own but a pronoun, at the plan's very time, is about the plan ("I will
    walk and get her myself at half twelve" of "I'll pick Shiru from school at half twelve"). A visit
    or an event has no deed of its own: any promise about it may say who sees to it."""
    return later.verb == plan.verb or bool(set(later.objects) & set(plan.objects)) \
        or closeness(later.action, plan.action) >= NEAR_ERRAND \
        or not later.objects and later.due_ns is not None and later.due_ns == plan.due_ns


def _gives(c: Commitment, slot: str, plan: Commitment, robot: str) -> bool:
    """Whether a revision gives what is asked: for "who" a promise of a person of the home (the
    last promiser keeps a plan; the robot is nobody's doer here; a deed refused is no doer) for the
    same occasion (the same day, when both say one); for "when" a clock time said in its words (not
    a day's default: "tonight I'll do it" moves no clock; "same time" on a day it names keeps the plan's)
    within its reach of the plan's (`_reach`), said as an
    arrangement or as the plan's own kind ("I'll be home at one to let him in" is a promise about
    the visit, not the visit's time)."""
    if c.status is CommitmentStatus.CANCELLED and c.closed_by == c.source_event_id:
        return False
    if slot == "who":
        return c.kind is CommitmentKind.PROMISE and c.owner not in ("", robot) and \
            not c.action.lower().startswith("not ") and (c.due_ns is None or plan.due_ns is None or
                                                         c.due_ns // DAY_NS == plan.due_ns // DAY_NS) \
            and (plan.kind is not CommitmentKind.PROMISE or _own_deed(c, plan))
    if c.due_ns is None or c.recurrence or c.due_ns == plan.due_ns and corrects_time(c.text):
        return False  # "he won't make it at ten": the time set aside, not a new one
    if c.kind not in (plan.kind, CommitmentKind.SCHEDULE) and not corrects_time(c.text):
        return False  # "make dinner half six instead": a request that moves the dinner's time
    if plan.kind is not CommitmentKind.REMINDER and c.kind is not plan.kind and (
            c.kind is CommitmentKind.REMINDER or _of_a_reminder(c.text)):
        return False  # "make it half seven for the quiz night reminder", "give them all a nudge at seven
        # instead": the reminder's time, not the night's
    timed = clock_said(spoken_clock(c.text.lower())) or keeps_clock(c.text) and names_day(c.action)
    return timed and (plan.due_ns is None or abs(c.due_ns - plan.due_ns) <= _reach(c))


def _reach(c: Commitment) -> int:
    """How far from the plan's time a revision may move it: within a day, or within a week when its
    own clause names the day it moves to and its words set the old time aside ("he can't come this
    morning, he say tomorrow, nine o'clock"); a plain "Grandma is coming on Wednesday at ten" after
    "... on Friday" is another visit."""
    moved = names_day(c.action) and (corrects_time(c.text) or bool(_NEGATION.search(c.text.lower())))
    return WEEK_NS if moved else DAY_NS


def _of_a_reminder(text: str) -> bool:
    """Whether the words speak of a reminder ("remind me", "the reminder"): a time they give is the
    reminder's own, said apart from the time of what it reminds of."""
    return any(t.lemma_.lower() in ("remind", "reminder") for t in analyse(text))


def _clock_elsewhere(c: Commitment) -> bool:
    """Whether a commitment's own clause says no clock time (its sentence may: "Thursday morning
    cannot, he comes at four instead" - the coming has it): of one utterance, the clause that says
    the time is the word on it."""
    return not clock_said(spoken_clock(c.action.lower()))


def _confirmed(c: Commitment, last: Commitment, pool: Sequence[CommitmentReading]) -> bool:
    """Whether `c`, a clause saying no clock time of its own, comes from a sentence that says the
    plan's time again in another clause and corrects no time: the sentence keeps the time, whatever
    day `c` defaults to ("he won't make it at ten, he said around one" sets ten aside instead)."""
    return _clock_elsewhere(c) and c.due_ns != last.due_ns and not corrects_time(c.text) and any(
        r.commitment.source_event_id == c.source_event_id and r.commitment.due_ns == last.due_ns
        and r.commitment.id != c.id for r in pool)


def named_people(pool: Sequence[CommitmentReading], robot: str) -> Set[str]:
    """The people the commitments name, by id and by display name, lower-cased, and the robot."""
    people = {robot}
    for reading in pool:
        c = reading.commitment
        people |= {p for p in (c.owner, c.requester, c.beneficiary) if p}
        people |= {n.lower() for n in reading.names.values() if n}
    return people


def _asked_of(question: str, text: str) -> float:
    """How close the question lies to the closest sentence of a text."""
    return max(closeness(question, s) for s in _sentences(text))


def revisions(best: CommitmentReading, pool: Sequence[CommitmentReading], question: str, slot: str,
              persons: Sequence[str] = (), robot: str = "robot") -> List[CommitmentReading]:
    """`best` and the later words that revise it (module doc), in the order they were said; `slot`
    is "who" or "when": only words giving it count, and only words about what the question asks:
    naming a thing it names, or no further from it in meaning than `OFF_QUESTION` below the plan
    ("when do you wake Teo?" is not answered by "I'll do the tables with Teo", another errand of
    the same child). `persons` are the people the question names: no errand's thing. The last of
    the list answers."""
    plan = best.commitment
    people = named_people(pool, robot) | set(persons)
    floor = _asked_of(question, plan.text) - OFF_QUESTION
    chain = [best]
    for reading in sorted(pool, key=lambda r: (r.commitment.created_ns, _clock_elsewhere(r.commitment), r.commitment.id)):
        c = reading.commitment
        if c.created_ns <= chain[-1].commitment.created_ns or not _while_ahead(plan, c) \
                or slot == "when" and _beside(c, plan, pool):
            continue
        if slot == "when":
            reading = _on_last_clock(_on_plans_day(reading, plan), chain[-1].commitment)
            c = reading.commitment
        if not _gives(c, slot, plan, robot):
            continue
        last = chain[-1].commitment
        if slot == "when" and _confirmed(c, last, pool):
            continue  # "I'll do the lift club. Half one, ja?": the time again; "the auditors tomorrow" moves nothing
        if slot == "when" and c.due_ns != last.due_ns and (sets_aside(c.text, last.text) or sets_aside_part(
                c.text, last.text) and shared_things(c.text, last.text, people)):
            chain.append(reading)  # "half eleven, not ten" of the plan said at ten; "not the morning": its time moved
            continue
        if not (shared_things(question, c.text, people) or _asked_of(question, c.text) >= floor
                or slot == "who" and names_holder(chain[-1], c) or _own_correction(chain[-1].commitment, c, people)):
            continue
        if any(same_errand(link.commitment, c, people, _elsewhere(link.commitment, pool)) for link in chain) or \
                _said_as_revision(chain[-1], c, slot, people, _elsewhere(chain[-1].commitment, pool)):
            chain.append(reading)
    return chain


def _beside(c: Commitment, plan: Commitment, pool: Sequence[CommitmentReading]) -> bool:
    """Whether another clause of `c`'s utterance, due at another time it says itself, lies closer in
    meaning to the plan than `c`'s own: the words the sentence shares with the plan are that
    clause's, and so is its time ("I'll start the dough at half one, we're back from church at one"
    says nothing of leaving for church). A clause without a time of its own ("let everyone know")
    times nothing."""
    own = closeness(c.action, plan.action)
    return any(r.commitment.source_event_id == c.source_event_id and r.commitment.id != c.id
               and r.commitment.due_ns not in (None, c.due_ns) and not _clock_elsewhere(r.commitment)
               and closeness(r.commitment.action, plan.action) > own for r in pool)


def _said_as_revision(link: CommitmentReading, later: Commitment, slot: str, people: Set[str],
                      elsewhere: Sequence[str] = ()) -> bool:
    """Whether `later` says itself a word on the plan whose last word is `link` (`revision_signs`):
    of who does it, it names the plan's holder or is said to them; of when, it moves the plan's clock
    and names a thing the plan names; and the clause that says its task lies within `NEAR_ERRAND`
    of the plan's, which sentences mostly about something else hide from `same_errand`."""
    plan = link.commitment
    if apart(clause_ways(plan.action, plan.text), clause_ways(later.action, later.text)):
        return False
    if slot == "who":
        signed = to_holder(plan, later, link.names)
    elif _party_retimed(plan, later, people):
        return True  # "Tasha texted, she's running late": a visit's words lie far from the lateness told of it
    else:
        signed = moves_clock(plan, later) and bool(shared_things(plan.text, later.text, people))
    return signed and task_closeness(plan, later, _own_sentences(plan, elsewhere)) >= NEAR_ERRAND


def _party_retimed(plan: Commitment, later: Commitment, people: Set[str]) -> bool:
    """Whether `later` names the party of the arrangement with a new clock (`retimes_party`) and no
    thing of its own the plan does not name: "Rose has her physio at four" is another appointment of
    hers, not her visit moved."""
    return retimes_party(plan, later) and not _things(later.text, people) - _mentions(plan.text, people)


def _elsewhere(c: Commitment, pool: Sequence[CommitmentReading]) -> List[str]:
    """The clauses of the other errands timed in the same utterance as `c`, when `c`'s own clause
    says its clock time too: two clock times in one utterance, two errands ("our game's at one, I'll
    roll the leaves till twelve"); a clause without one ("barbie tonight. Tea's at six") takes its
    time from the others, of one plan."""
    if _clock_elsewhere(c):
        return []
    return [r.commitment.action for r in pool if r.commitment.source_event_id == c.source_event_id
            and r.commitment.id != c.id and not _clock_elsewhere(r.commitment)]


def names_holder(link: CommitmentReading, later: Commitment) -> bool:
    """Whether a later word names the one who holds the plan, someone other than its own speaker,
    with another of the plan's names ("Tell Akinyi to leave Shiru, I'll get her myself" of Akinyi's
    "I'll pick Shiru from school"): it speaks of their plan however far its words lie from the
    question's. The holder alone is not enough ("Rubén's frying it? I'll do the carving then")."""
    holder = link.commitment.owner
    if not holder or holder == later.owner:
        return False
    names = {holder, (link.names.get(holder) or "").lower()} - {""}
    said = set(re.findall(r"[a-z]+", unaccented(later.text.lower())))
    others = (_names(link.commitment.text) & _names(later.text)) - names
    return bool(names & said) and bool(others)


def _names(text: str) -> Set[str]:
    """The capitalised words of a text not opening a sentence, lower-cased: the names it says."""
    return {w.lower() for w in re.findall(r"(?<![.!?]\s)(?<!^)\b[A-Z][a-z]+", unaccented(text))}


def set_aside_before(best: CommitmentReading, pool: Sequence[CommitmentReading], robot: str = "robot") -> List[CommitmentReading]:
    """`best` after the latest earlier plan whose clock time it sets aside and whose errand it
    names a thing of ("the concert is tomorrow at ten", later "the concert starts at half nine now,
    not ten"), else `best` alone: the chain `placed_as_replaced` reads its day and half from."""
    c = best.commitment
    if c.due_ns is None or not replaced_clocks(c.text):
        return [best]
    people = named_people(pool, robot)
    earlier = [r for r in pool if r.commitment.created_ns < c.created_ns and r.commitment.due_ns is not None
               and sets_aside(c.text, r.commitment.text) and shared_things(c.text, r.commitment.text, people)]
    return [max(earlier, key=lambda r: r.commitment.created_ns), best] if earlier else [best]


def _on_plans_day(reading: CommitmentReading, plan: Commitment) -> CommitmentReading:
    """A correction whose own clause names no day ("Friday morning cannot, they come three o'clock
    instead") keeps the day of the plan it moves: its clock time on that day."""
    c = reading.commitment
    if c.due_ns is None or plan.due_ns is None or names_day(c.action) or not corrects_time(c.text):
        return reading
    days = round((plan.due_ns - c.due_ns) / DAY_NS)
    if not days:
        return reading
    return dataclasses.replace(reading, commitment=dataclasses.replace(c, due_ns=c.due_ns + days * DAY_NS))


def _on_last_clock(reading: CommitmentReading, last: Commitment) -> CommitmentReading:
    """A revision that keeps the time ("we go tomorrow night, same time") at the clock of the word it
    revises (`kept_clock`)."""
    c = reading.commitment
    if not keeps_clock(c.text):
        return reading
    return dataclasses.replace(reading, commitment=on_clock_of(c, last))


def placed_as_replaced(chain: Sequence[CommitmentReading]) -> CommitmentReading:
    """The last revision of a time, its clock read in the day and half of the day of the time it
    replaced when it sets that one aside ("the coach is tomorrow at ten", later "it's half eleven,
    not ten": 11:30 tomorrow, not tonight): of its readings half a day apart still to come when said,
    the one nearest the replaced time; a half of the day it names holds, and so does a day it names
    ("half six tomorrow, not quarter to": the morning or evening of that day)."""
    last = chain[-1]
    if len(chain) < 2 or names_half(last.commitment.text):
        return last
    c, before = last.commitment, chain[-2].commitment
    if c.due_ns is None or before.due_ns is None or not sets_aside(c.text, before.text):
        return last
    shifts = (-1, 0, 1) if names_day(c.text) else range(-3, 4)
    moved = [c.due_ns + k * HALF_DAY_NS for k in shifts]
    due = min((t for t in moved if t > c.created_ns), key=lambda t: (abs(t - before.due_ns), t != c.due_ns),
              default=c.due_ns)
    return dataclasses.replace(last, commitment=dataclasses.replace(c, due_ns=due))
