"""Commitment questions by their form: when is it, at what time is the reminder, is it still
active, who asked for it, what was promised, was it done; anything else lists what is open.

A question names its commitment by its content words ("remind Dan to do the homework", "movie
night"), its people and its day; the commitment sharing most content words wins (the newest on
ties). Evidence is the commitment with the utterances behind it: the one that made it, the ones
it replaced (a rescheduled appointment) and the events that closed it (the deed and the robot's
report of it).
"""
from __future__ import annotations

import dataclasses
import re
from functools import partial
from typing import List, Optional, Sequence, Tuple

from obsmem_ros.core.language.closeness import far_in_meaning
from obsmem_ros.core.language.errands import departures
from obsmem_ros.core.language.linking import synonyms
from obsmem_ros.core.language.syntax import analyse
from obsmem_ros.core.language.transfer import direction, opposed
from obsmem_ros.core.letters import unaccented
from obsmem_ros.core.records import Commitment, CommitmentKind, CommitmentStatus
from obsmem_ros.core.timefmt import format_iso
from obsmem_ros.core.views.commitment_view import content_words

from ..undertaking_questions import asked_of_robot, asks_own_word, parsed_form, robot_said, without_asking_frame
from ..plan import QueryPlan, parties
from ..readings import CommitmentReading, CommitmentsFound
from .asked_doer import doer_asked, done_by_another
from .asked_clause import (arrangement_first, asked_time_deed, asks_clock, clause_fit, closest_dated, deed_first,
                           passes_on, says_its_clock)
from .revisions import asks_first_word, placed_as_replaced, revisions, set_aside_before
from .plan_parties import beyond_people, holds_asked_role, people_fit
from .prior_words import prior_words
from .replaced_plans import rearranged, replaced_ids, replaced_words, said_order
from .doers import (AskedDeed, asked_deed, asked_parties, asks_doer, asks_reminded, deed_objects, does,
                    does_for_someone, deed_linked, doer_key, household_doers, promises_of, said_ways, spoken_doer)
from .commitment_values import answer_value, promised
from .kept_clock import keeps_clock, on_clock_of
from .chosen import chosen
from .clause_clocks import on_asked_clock
from .standing import as_it_stands, doer, with_doer
from .draft import Draft, missing
from .knowledge import said_draft
from .later_words import taken_over

_FORMS: Tuple[Tuple[str, "re.Pattern[str]"], ...] = tuple((name, re.compile(pattern)) for name, pattern in (
    ("who_asked", r"^who (?:asked|wanted|told|requested|needed|made)\b"),
    ("who_owes", r"^who(?:'s| is| was| are)? (?:meant|supposed|going|due|responsible|promised|said (?:they|he|she)"
                 r"(?:'d| would| will)|will|is to|has to|should)\b"),
    ("done", r"\bwas (?:it|that|this) (?:done|carried out|finished|completed)\b|^(?:did|has|had) the robot\b"
             r"|\b(?:did|has) (?:it|that) (?:get|been) done\b"),
    ("active", r"\bstill (?:have to|has to|need to|needs to|active|open|pending|on|valid|running|due)\b|\bactive\b"),
    ("remind_time", r"\b(?:when|what time|which time)\b.*\bremind|\bremind\w*\b[^?]*[.!;]\s*(?:and |so )?(?:when|what time)\b"),
    ("promise", r"\bwhat (?:did|has|had) \w+ (?:promise|say (?:they|he|she|i|we) (?:would|will|'d)|commit)"),
    ("when", r"^(?:when|at what time|what time|what day|on which day|which day) (?:(?:is|are|will)\b"
             r"|[\w' ]+? (?:is|are|will be)[?.!]*$)"),  # "when movie night is": a question asked inside another
))
_QUESTION_WORDS = frozenset("when what time which day who whom did does do is are was were still have has had "
                            "robot remind reminder reminding asked ask wanted want promise promised say said would "
                            "they he she done active should must need needs as it that this day at on after before "
                            "coming".split())
# Words that say when, not what: the question's time is read from its span, not matched as a topic.
_WHEN_WORDS = frozenset("today tonight tomorrow yesterday morning evening afternoon night dinner lunch breakfast "
                        "weekend weekday week monday tuesday wednesday thursday friday saturday sunday now next "
                        "later soon".split())
_TIMED_FORMS = ("when", "remind_time")  # forms asking a plan's time: what it is decides, not only whose (plan_parties)
_KINDS = {"where": (CommitmentKind.REQUEST,), "remind_time": (CommitmentKind.REMINDER,), "promise": (CommitmentKind.PROMISE,),
          "who_asked": (CommitmentKind.REQUEST, CommitmentKind.REMINDER, CommitmentKind.SCHEDULE),
          "reminded": (CommitmentKind.REMINDER,),
          "done": (CommitmentKind.REQUEST, CommitmentKind.PROMISE, CommitmentKind.REMINDER)}


def question_form(question: str) -> str:
    """The form of a commitment question by its words, else by its parse (`parsed_form`); "list"
    when none of the specific ones. A frame that only asks to be told is no part of it ("remind me,
    when is movie night?" asks when it is, not of a reminder: `without_asking_frame`)."""
    question = without_asking_frame(question)
    text = question.lower()
    for name, pattern in _FORMS:
        if pattern.search(text):
            return name
    return parsed_form(question) or "list"


def _topic_words(plan: QueryPlan, form: str) -> set:
    # "when is Grandma coming": she is the topic; of "when is Joe's interview" the interview is, not Joe
    persons = _possessors(plan.question, plan.persons) if form == "when" else set(plan.persons)
    text = re.sub(r"\bday \d+\b|\b\d{1,2}:\d{2}\b", " ", unaccented(plan.question.lower()))
    kept = [w for w in re.findall(r"[^\W\d_]{2,}", text) if w not in _QUESTION_WORDS and w not in persons
            and w not in _WHEN_WORDS]  # dropped before stemming: "coming" is not "com" of "commitment"
    said = {s for w in kept for s in synonyms(w) if " " not in s}  # "film night" is "movie night"
    return content_words(" ".join(sorted(said)))


def _possessors(question: str, persons: Sequence[str]) -> set:
    """The persons the question names only as whose the thing asked about is ("Joe's interview")."""
    return {t.lower_ for t in analyse(question) if t.dep_ == "poss" and t.lower_ in persons}


def _kind_fits(c: Commitment, kinds: Optional[Tuple[CommitmentKind, ...]]) -> bool:
    """Whether the commitment is of the kind the form asks about; a request to remind someone is
    a reminder whatever kind it was filed as (its own deed reminds, not only its sentence: "the eye
    drops at eight and at two ... can you remind her at two?")."""
    if not kinds or c.kind in kinds:
        return True
    return CommitmentKind.REMINDER in kinds and bool(content_words(c.action) & content_words("remind reminder nudge"))


def _score(found: CommitmentsFound, reading: CommitmentReading, topic: set, heads: set) -> int:
    """Shared content words (the doer's name among them: "when does Siobhan have to be back" names
    her own plan; the words of its things: "I'll take him" of the vet's), and twice each thing the
    question and the commitment both name (linked against memory: "the settee" and "the sofa" are
    one thing; a thing memory has no record of by the head noun it was said by: "the trifle")."""
    c = reading.commitment
    shared_things = set(found.target_ids) & set(reading.object_ids)
    said_things = heads & content_words(" ".join(c.objects).replace("_", " ")) if not shared_things else set()
    unshared = " ".join(o for o in reading.object_ids if o not in shared_things)  # the things of "I'll take him"
    said = f"{c.action} {c.text} {c.owner} {unshared} {replaced_words(found, c)}".replace("_", " ")
    return len(topic & content_words(said)) + 2 * len(shared_things) + 2 * len(said_things)


def _target_heads(plan: QueryPlan) -> set:
    """The head nouns of the things the question names, as content words ("the birthday cake": cake)."""
    return content_words(" ".join(t.replace("_", " ").split()[-1] for t in plan.targets if t.strip()))


def best_matches(plan: QueryPlan, found: CommitmentsFound, form: str) -> List[CommitmentReading]:
    """Commitments the question names, best first: most shared content words and things, then
    the kind the form asks about, then newest."""
    items = list(found.commitments)
    kinds = _KINDS.get(form)
    if form == "active" and re.search(r"\bremind", plan.question.lower()):
        kinds = (CommitmentKind.REMINDER,)
    persons = parties(plan, found.persons)
    persons = asked_parties(plan.question, persons) if form == "who_owes" else persons
    # A named party takes part in what answers, or nothing does ("when does Bob want his coffee":
    # his stated want answers, never another's plan).
    topic = _topic_words(plan, form)
    deed = asked_deed(plan.question) if form == "who_owes" else None  # the doer of the deed asked first (doers)
    promises = promises_of(found, deed) if deed is not None and asks_own_word(plan.question) else []
    unplaced = set(persons) & set(found.strangers)  # a name heard but known as nobody: the deed's words let a
    # plan in (plan_parties)
    fitting = [r for r in items if people_fit(r, persons, form, found.people)
               or unplaced and clause_fit(topic, r.commitment, True) > 0
               or deed is not None and does_for_someone(found, r, topic, deed)]
    fitting += beyond_people(found, items, fitting, topic, persons) if form in _TIMED_FORMS and persons else []
    items = promises or (fitting if deed is None else deed_linked(found, items, fitting, topic, deed))
    if found.span is not None and form in ("promise", "done"):
        start, end = found.span
        items = [r for r in items if start <= r.commitment.created_ns < end]
    if kinds and form in ("promise", "done"):  # a promise filed as another kind is still what they said they'd do
        items = [r for r in items if r.commitment.kind in kinds] or (
            [r for r in items if (r.commitment.owner or r.commitment.requester) in persons] if form == "promise" else [])
    replaced = replaced_ids([r.commitment for r in items])
    items = [r for r in items if r.commitment.id not in replaced]
    heads = _target_heads(plan) if form == "who_owes" else set()  # who is to do it: the thing decides
    leaving = departures(plan.question, [r.commitment.action for r in items])  # "heading out": the departure
    scored = [(_score(found, r, topic, heads) + 2 * off, r) for r, off in zip(items, leaving)]
    if topic or found.target_ids:
        named = [(s, r) for s, r in scored if s > 0 or deed is not None and does(found, r, topic, deed)
                 or holds_asked_role(r, persons, form)]
        narrowed = bool(persons or found.span is not None)
        scored = named if named or not narrowed else scored
    fits = {id(r): _kind_fits(r.commitment, kinds) for _s, r in scored}
    if any(fits.values()):
        scored = [(s, r) for s, r in scored if fits[id(r)]]
    if form == "when":  # one with a time before one without; then the one whose own clause says what is
        # asked ("what time did she want waking": the waking, not her shift of the same sentence; what, before who
        # "what time did Jasleen want the oven on": the oven, not "Jasleen's brother is coming"); then the
        # appointment itself before reminders about it; the next one ahead first
        # "when is it now": the arrangement as it stands, what was said last (else: the next one ahead)
        now = bool(re.search(r"\bnow\b", plan.question.lower()))
        things = topic - content_words(" ".join(plan.persons))  # what the arrangement is of, not who
        moved = rearranged([r for _s, r in scored], things) if now and things else set()
        own = robot_said(plan.question)  # "what time did you tell Sofia ...": the robot's own words first
        ahead = not _PAST_TENSE.search(plan.question.lower())  # "when does Pepper have to go back": still to come
        far = {id(r) for (_s, r), off in zip(scored, far_in_meaning(plan.question, [r.commitment.action
                                                                                for _s, r in scored])) if off}
        asked = asked_of_robot(plan.question)  # "when did Ines want you to ...": a request of the robot first
        way = direction(plan.question)  # "when does she need picking up": a drop-off's time is another deed's
        clock = asks_clock(plan.question)  # "what time is it now": a plan whose words said its clock first
        doer = doer_asked(plan.question, plan.persons, found.persons, [r for _s, r in scored])  # his own word first
        scored.sort(key=lambda sr: (own and sr[1].commitment.requester != "robot",
                                    asked and sr[1].commitment.owner != "robot",
                                    clock and not says_its_clock(sr[1].commitment), now and id(sr[1]) in moved,
                                    ahead and _behind(sr[1].commitment, found.now_ns),
                                    opposed(way, said_ways(sr[1].commitment)), done_by_another(sr[1], doer), -sr[0],
                                    _outside(sr[1].commitment, found.span), sr[1].commitment.due_ns is None, -clause_fit(things, sr[1].commitment, True),
                                    -clause_fit(topic, sr[1].commitment),
                                    passes_on(sr[1].commitment) or sr[1].commitment.kind is CommitmentKind.PROMISE,  # a deed
                                    # around the arrangement ("be home at three to let the tuner in") after it
                                    id(sr[1]) in far,
                                    id(sr[1]) in moved)
                    + _next_first(sr[1].commitment, found.now_ns))
    else:
        word = form == "who_owes" and asks_own_word(plan.question)  # "who said they'd ...": a word given
        scored.sort(key=lambda sr: _best_first(found, sr, topic, deed, form, word))
    readings = [r for _s, r in scored]
    if form != "when":
        return readings
    return deed_first(arrangement_first(readings, topic, plan.question), asked_time_deed(plan.question))


def _best_first(found: CommitmentsFound, scored: Tuple[int, CommitmentReading], topic: set,
                deed: Optional[AskedDeed], form: str, word: bool = False) -> tuple:
    """Sort key of a scored reading for every form but "when", best first, in this order:
    1. of "who said they'd ..." (`word`), a promise before a plan or an ask ("the gas man's coming,
       someone's got to let him in" - "I'll unlock the gate for him": the one who gave their word);
       then of "who is to do it" (`deed` asked), the doer key (doers.doer_key: those doing the asked
       deed first, the one said last among them first, prohibitions last);
    2. the higher score; one due in the span the question names ("tonight") first, but of a promise
       or a deed done (the span is when it was said);
    3. of "who_owes", a plan with a doer (its own, or its speaker's: "I'm doing tea tonight") before
       an appointment without one;
    4. of a change asked about ("who_changed", "cancelled"), what was called off (cancelled) first;
    5. the one whose own clause says most of what is asked ("who's bringing the cake": "I'll bring
       it round", not "tell Sofia" of the same sentence);
    6. the newest first, and within one sentence the clause said last ("check the counter. No, look
       in my coat")."""
    score, reading = scored
    c = reading.commitment
    return (word and c.kind is not CommitmentKind.PROMISE, *(doer_key(found, reading, topic, deed) if deed else ()),
            -score, form not in ("promise", "done") and _outside(c, found.span),
            form == "who_owes" and not spoken_doer(c),
            form in ("who_changed", "cancelled") and c.status is not CommitmentStatus.CANCELLED,
            -clause_fit(topic, c), tuple(-x if isinstance(x, int) else "" for x in said_order(reading)))


def _outside(c: Commitment, span: Optional[Tuple[int, int]]) -> bool:
    """Whether a commitment is due outside the span the question names ("what time is the quiz
    tonight", "who's collecting her this evening": of two plans as good, the one due in it first)."""
    return span is not None and (c.due_ns is None or not span[0] <= c.due_ns < span[1])


def _in_part(plan: QueryPlan, found: CommitmentsFound, best: CommitmentReading) -> Sequence[CommitmentReading]:
    """The commitments that may revise the time of `best`: of a part of the day asked that `best` is
    due in ("what time is the reminder tomorrow morning?"), those due in it, not an evening one."""
    if plan.temporal.ref.part is None or _outside(best.commitment, found.span):
        return found.commitments
    return [r for r in found.commitments if not _outside(r.commitment, found.span)]


_PAST_TENSE = re.compile(r"\b(?:did|was|were|had|said|told|asked|wanted|promised)\b")


def _behind(c: Commitment, now_ns: int) -> bool:
    """A commitment whose time has passed by the question's cutoff, or that has none: neither is
    what "when is it" asks of before one still to come, and a passed time still answers it
    ("when is movie night?" after it: its date, not "put it in the diary" of the same sentence)."""
    return c.due_ns is None or c.due_ns < now_ns


def _next_first(c: Commitment, now_ns: int) -> Tuple[bool, int]:
    """Sort key: upcoming occurrences soonest first, then past ones latest first."""
    if c.due_ns is None:
        return True, 0
    return (False, c.due_ns) if c.due_ns >= now_ns else (True, -c.due_ns)


def answer_form(plan: QueryPlan, found: CommitmentsFound, form: str) -> Optional[Draft]:
    """The answer of a specific form, None for the listing form."""
    if form == "list":
        return None
    matches = best_matches(plan, found, form) or (closest_dated(plan.question, found) if form == "when" else [])
    if not matches and found.said and form == "when":  # "when does Bob want his coffee": a stated want
        return said_draft(found.said)
    if not matches:
        if form == "active":
            return Draft(answer="No: nothing matching is open.", value="no", value_type="bool")
        return missing("memory holds no matching commitment")
    if form == "who_owes":  # "who's taking Biji": Biji is taken, not taking
        taken = deed_objects(plan.question)
        matches = household_doers([r for r in matches if doer(plan.question, r) not in taken] or matches,
                                  plan.question)  # the doer as answered: of a reminder, the one reminded
    best = matches[0]
    history: List[CommitmentReading] = []  # the plan and the later words that revised it (revisions)
    if form in ("who_owes", "who_asked"):
        role = "owner" if form == "who_owes" else "requester"
        # of the kinds the form asks about: an ask is handed over by a later ask, not by the robot's "I'll have it"
        asked = [r for r in found.commitments if _kind_fits(r.commitment, _KINDS.get(form))]
        settle = partial(as_it_stands, plan.question, found, role, asked=asked)
        best, history = with_doer(settle, best, matches) if role == "owner" and not found.choices else settle(best)
        if found.choices and role == "owner":  # "..., Kawika or Jas?": one of them, if memory has them do it
            topic, heads = _topic_words(plan, form), _target_heads(plan)
            named = [r for r in matches if _score(found, r, topic, heads) > 0]
            best, history = chosen((best, history), named, found.choices, settle, partial(doer, plan.question))
        matches = [best] + [r for r in matches if r is not best]
        handed = taken_over(plan.question, found, best, doer(plan.question, best)) if role == "owner" else None
        if handed is not None:  # handed over later in words no undertaking was read from (later_words)
            return handed
    if form == "promise":  # one sentence may promise several things ("the room ready and the grapes washed")
        matches = [r for r in matches if r.commitment.source_event_id == best.commitment.source_event_id] + [
            r for r in matches if r.commitment.source_event_id != best.commitment.source_event_id]
        return promised(best, [r for r in matches if r.commitment.source_event_id == best.commitment.source_event_id],
                         matches)
    if form == "when":
        replaced = [r for r in found.commitments if r.commitment.status is CommitmentStatus.CANCELLED
                    and r.commitment.closed_by == best.commitment.source_event_id]
        best = on_asked_clock(_same_time(best, [*replaced, *matches[1:]]), plan.question, _topic_words(plan, form))
        if not asks_first_word(plan.question):  # the time as it stands after the talk that moved it (revisions)
            history = revisions(best, _in_part(plan, found, best), plan.question, "when", found.persons)
            best = placed_as_replaced(history if len(history) > 1 else set_aside_before(best, found.commitments))
        if best.commitment.due_ns is None and found.said:  # "I do the crossword at four": a routine's clock
            return said_draft(found.said)
    if form == "remind_time" and not asks_first_word(plan.question):  # "don't remind me at four, make it half past"
        history = revisions(best, _in_part(plan, found, best), plan.question, "when", found.persons)
        best = placed_as_replaced(history)
    sentence, value, value_type = answer_value(form, best, plan.question.lower(), found.target_ids)
    if value is None:
        return missing(sentence.rstrip("."), [best.evidence])
    if form == "who_owes" and found.choices and value not in found.choices:  # memory says neither
        sentence = f"Neither of them: {sentence}"
    earlier = [r.scored(0.9) for r in reversed(history[:-1])]  # the words it revised: who said what, when
    if len(history) < 2 and form in ("who_owes", "when"):  # found directly: the plan it took over (prior_words)
        earlier = [r.scored(0.85) for r in prior_words(best, found.commitments, question=plan.question)]
    candidates = [best.evidence] + earlier + [r.scored(0.5) for r in matches[1:4] if r not in history]
    return Draft(answer=sentence, value=value, value_type=value_type, candidates=candidates)


def _same_time(best: CommitmentReading, others: Sequence[CommitmentReading]) -> CommitmentReading:
    """A rearrangement said to keep its time ("moved to Tuesday, same time") keeps the clock time of
    the arrangement said before it about the same thing (the one it replaced, else the
    best-matching earlier dated one): its new day, the old time of day (`kept_clock`)."""
    c = best.commitment
    if c.due_ns is None or not keeps_clock(c.text):
        return best  # no time kept, or the time said again ("same time, two o'clock")
    before = next((r.commitment for r in others if r.commitment.due_ns is not None
                   and r.commitment.created_ns < c.created_ns), None)
    if before is None:
        return best
    return dataclasses.replace(best, commitment=on_clock_of(c, before))


_KIND_WORDS = {CommitmentKind.PROMISE: r"\bpromis", CommitmentKind.REMINDER: r"\b(?:remind|ask)",
               CommitmentKind.REQUEST: r"\b(?:ask|request)", CommitmentKind.SCHEDULE: r"\b(?:schedul|appointment)"}



_SAID_FORMS = ("who_owes", "who_asked", "who_changed", "cancelled", "reminded")  # the words decide over the parser's form


def commitment(plan: QueryPlan, found: CommitmentsFound) -> Draft:
    plan = dataclasses.replace(plan, question=without_asking_frame(plan.question))  # its words, not the asking's
    said_form = "reminded" if asks_reminded(plan.question) else question_form(plan.question)  # who is to do it /
    # who asked / who is reminded, as the question's words say
    if said_form == "list" and (plan.form in ("", "list") and asked_deed(plan.question).key
                                or plan.form == "who_asked" and asks_doer(plan.question)):
        said_form = "who_owes"  # "Tomorrow who's bringing Ma to the clinic?": a "who" doing a deed asks a person
    changed = plan.form == "who_changed"  # who told of a change, not who asked for what was changed
    specific = answer_form(plan, found, said_form if said_form in _SAID_FORMS and not changed
                           else plan.form or said_form)
    if specific is not None:
        return specific
    text = plan.question.lower()
    kinds = [k for k, pattern in _KIND_WORDS.items() if re.search(pattern, text)]
    readings = list(found.commitments)
    if kinds:
        readings = [r for r in readings if r.commitment.kind in kinds]
    if not re.search(r"\b(?:did|done|finished|completed|made|all)\b", text) or re.search(r"\bdue\b|\bpending\b", text):
        readings = [r for r in readings if r.commitment.status in (CommitmentStatus.OPEN, CommitmentStatus.OVERDUE)]
    if found.span is not None:
        start, end = found.span
        readings = [r for r in readings if r.commitment.due_ns is not None and start <= r.commitment.due_ns < end]
    persons = parties(plan, found.persons)
    if persons:
        readings = [r for r in readings if people_fit(r, persons, "list")]
    if not readings:
        if re.match(r"^(?:is|are|do|does|have|has)\b", text):
            return Draft(answer="No: nothing matching is open.", value="no", value_type="bool")
        return missing("memory holds no matching commitment")
    readings.sort(key=lambda r: (r.commitment.due_ns if r.commitment.due_ns is not None else 2 ** 62,
                                 r.commitment.created_ns))
    items = [r.commitment for r in readings]
    lines = [f"{c.text} ({c.status.value}{', due ' + format_iso(c.due_ns) if c.due_ns is not None else ''})" for c in items]
    return Draft(answer="; ".join(lines) + ".", value=[c.text for c in items], value_type="list",
                 candidates=[r.evidence for r in readings])
