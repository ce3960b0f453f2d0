"""Commitment view retriever: the commitments made up to the cutoff, and the events each rests on
(the utterance that made it, the ones it replaced, and what closed it with the robot's report)."""
from __future__ import annotations

import dataclasses
import re
from typing import List, Sequence, Tuple

from obsmem_ros.core.records import Commitment, CommitmentKind, CommitmentStatus, EventKind
from obsmem_ros.core.timefmt import format_iso

from ..evidence import Evidence
from ..possessives import wh_apostrophes
from ..plan import View
from ..readings import CommitmentReading, CommitmentsFound, EventReading
from .choices import choice_ids
from .context import QueryContext
from .exchange import Talk, answered_words, exchange_turns, heard_names, names_by_pronoun, talk_of
from .heard_strangers import heard_strangers
from .kin_doers import kin_doer
from .plan_talk import talk_since_plans, words_on
from .relayed import heard_origins, said_first_by
from .stated import said_preferences
from .to_evidence import event_evidence
from .to_readings import with_people
from .untold_relatives import untold_relatives


_REPORT_WINDOW_NS = 30 * 60 * 1_000_000_000


def commitment_events(ctx: QueryContext, c: Commitment, made: Sequence[Commitment], talk: Talk) -> Tuple[str, ...]:
    """The events a commitment rests on: the turns of `talk` it was made in (`exchange`), what
    replaced-by chain made it (among `made`, the commitments made up to the cutoff), and what
    closed it (with the robot's report to the person it was for)."""
    ids: List[str] = [c.source_event_id, *exchange_turns(ctx, talk, c)]
    for other in made:
        if other.closed_by == c.source_event_id and other.id != c.id:
            ids.insert(0, other.source_event_id)
    if c.closed_by and c.closed_ns is not None and c.closed_ns <= ctx.now_ns:
        ids.append(c.closed_by)
        if c.status is CommitmentStatus.DONE:
            ids += _reports(ctx, c)
    return tuple(dict.fromkeys(ids))


def _reports(ctx: QueryContext, c: Commitment) -> List[str]:
    """The robot's words to the requester or beneficiary right after it fulfilled a commitment."""
    end = min(c.closed_ns + _REPORT_WINDOW_NS, ctx.now_ns)
    told = {c.requester, c.beneficiary} - {""}
    for event in ctx.reader.events_between(c.closed_ns, end, actor=ctx.reader.robot_id):
        if event.kind is EventKind.UTTERANCE and event.id != c.closed_by and (not told or event.addressee in told):
            return [event.id]
    return []


def linked_commitment_evidence(ctx: QueryContext, c: Commitment, made: Sequence[Commitment], talk: Talk) -> Evidence:
    """A commitment as evidence linked to the events it rests on."""
    due = f", due {format_iso(c.due_ns)}" if c.due_ns is not None else ""
    text = (f"{c.kind.value}: {c.text} (asked by {ctx.display(c.requester or c.beneficiary)}, owner "
            f"{ctx.display(c.owner) if c.owner else 'nobody'}, {c.status.value}{due})")
    return Evidence(id=c.id, view=View.COMMITMENT, time_ns=c.created_ns, text=text,
                    entity=c.objects[0] if c.objects else "", provenance="reported", score=1.0,
                    event_ids=commitment_events(ctx, c, made, talk))


def commitments_made(ctx: QueryContext) -> List[Commitment]:
    """Commitments made up to the cutoff, with their status then, oldest first."""
    return ctx.reader.commitments(as_of_ns=ctx.now_ns)


def _linked(ctx: QueryContext, phrases: Sequence[str], *, keep_unlinked: bool = True) -> Tuple[str, ...]:
    """Phrases (or id-shaped words) as the ids of the things memory knows by them (the phrase,
    else its shorter endings: "bring the remote" -> the remote); unlinked ones kept as said."""
    ids: List[str] = []
    for phrase in phrases:
        words = phrase.replace("_", " ").split()
        linked = next((found for i in range(len(words)) for found in [ctx.link(" ".join(words[i:]))] if found), "")
        if linked or keep_unlinked:
            ids.append(linked or phrase)
    return tuple(dict.fromkeys(ids))


def carried_out(ctx: QueryContext, c: Commitment, object_ids: Sequence[str]) -> str:
    """The robot's deed that did what an open request asked (its first object put at its last,
    or in it), seen after the request and up to the cutoff; "" when none was. A request is
    closed on the write side when the deed is recognised as its fulfilment; this finds a deed
    that was not."""
    robot = ctx.reader.robot_id
    if c.status not in (CommitmentStatus.OPEN, CommitmentStatus.OVERDUE) or c.owner != robot or len(object_ids) < 2:
        return ""
    thing, target = object_ids[0], object_ids[-1]
    for event in ctx.reader.events_about(thing, since_ns=c.created_ns, until_ns=ctx.now_ns, limit=20):
        if event.actor != robot:
            continue
        for delta in event.deltas:
            if delta.entity == thing and delta.attribute == "location" and (
                    delta.value == target or ctx.reader.room_of(delta.value, at_ns=event.time_ns) == target):
                return event.id
    return ""


_ASKS_PROMISE = re.compile(r"\bpromis|\bsa(?:y|id) (?:they|he|she|i|we|you)(?:'d| would| will)\b")
_ASKS_WHAT = re.compile(r"\bwhat\b")  # "Dan gave their word to do something. What was it?": the deed, in words
_GRAM = 3
_ASKS_WHO = re.compile(r"\bwho\b")
HEARD_LIMIT = 400  # utterances a "who" question reads for a later word: a months-long memory stays bounded
_DETERMINERS = frozenset("the a an my his her their your our its this that".split())


def rendered_action(ctx: QueryContext, action: str, object_ids: Sequence[str]) -> str:
    """An undertaking's action with the words that named each linked thing replaced by the name
    memory knows it by ("get the towels back in the washing basket" -> "... the laundry basket"):
    what was promised, in the household's words for what the robot saw, not one speaker's."""
    words = action.split()
    out: List[str] = []
    i = 0
    while i < len(words):
        for size in range(min(_GRAM, len(words) - i), 0, -1):
            linked = _linked_words(ctx, words[i:i + size], object_ids)
            if linked:
                kept = [w for w in words[i:i + size] if w.lower() in _DETERMINERS]  # "the couch" -> "the sofa"
                out.append(" ".join(kept[:1] + [ctx.display(linked)]))
                i += size
                break
        else:
            out.append(words[i])
            i += 1
    return " ".join(out)


def _linked_words(ctx: QueryContext, words: Sequence[str], object_ids: Sequence[str]) -> str:
    """The thing among `object_ids` that a run of words names ("" when none): by the words, or, for
    a noun phrase (a determiner first) that links to nothing, the one thing of the commitment
    whose name ends in the same head noun ("the washing basket" -> the laundry basket the write
    side linked it to)."""
    gram = re.sub(r"[^\w' ]|[\d_]", "", " ".join(words).lower())
    linked = ctx.link(gram) if re.search(r"[^\W\d_]{3}", gram) else ""
    if linked:
        return linked if linked in object_ids and ctx.entity_record(linked) is not None else ""
    if len(words) < 2 or words[0].lower() not in _DETERMINERS:
        return ""
    head = gram.split()[-1]
    same = [o for o in object_ids if ctx.entity_record(o) is not None and ctx.display(o).lower().split()[-1:] == [head]]
    return same[0] if len(same) == 1 else ""


def commitment_readings(ctx: QueryContext) -> Tuple[CommitmentReading, ...]:
    """Every commitment made up to the cutoff as a reading: its linked evidence, the names of
    its people, its objects linked against memory and the deed that carried it out."""
    made = commitments_made(ctx)
    talk = talk_of(ctx, made)
    since = talk_since_plans(ctx, made)
    readings = []
    asked = ctx.plan.question.lower()
    render = bool(_ASKS_PROMISE.search(asked) or _ASKS_WHAT.search(asked))  # what was promised is told in words
    for c in made:
        c, named = with_people(ctx, c)
        relative = kin_doer(ctx, c, made)  # "me mam said she'll take her": whom "mam" means
        c = dataclasses.replace(c, owner=relative) if relative else c
        objects = _linked(ctx, c.objects)
        evidence = linked_commitment_evidence(ctx, c, made, talk)
        deed = carried_out(ctx, c, objects)
        later = tuple(i for i in (deed, *words_on(ctx, c, since)) if i and i not in evidence.event_ids)
        if later:  # the deed that did it, the words since that kept or gave up the plan (plan_talk)
            evidence = dataclasses.replace(evidence, event_ids=(*evidence.event_ids, *later))
        said_as = rendered_action(ctx, c.action, objects) if render and c.kind is CommitmentKind.PROMISE else ""
        called_off_by = _called_off_by(ctx, c)
        answered = answered_words(ctx, talk, c) if names_by_pronoun(c.action) else ""
        told_by = _passed_on_by(ctx, c) if ctx.plan.form == "who_changed" else ""
        readings.append(CommitmentReading(evidence=evidence, commitment=c, object_ids=objects, done_by=deed, named=named,
                                          action=said_as, called_off_by=called_off_by,
                                          answers=answered, told_by=told_by,
                                          names={p: ctx.display(p) for p in (c.requester, c.beneficiary, c.owner,
                                                                             called_off_by, told_by) if p}))
    if ctx.plan.form == "who_changed":  # the robot saying back what it was told is no one telling of a change
        readings = [r for r in readings if not _robots_echo(ctx, r)] or readings
    return tuple(readings)


def _passed_on_by(ctx: QueryContext, c: Commitment) -> str:
    """The person whose words a commitment's sentence passed on, where the question asks who told of
    a change ("Gran rang me, the dentist is moved to four", said by Ben: gran), read as for a claim
    heard (`relayed.heard_origins`, `said_first_by`); "" when its speaker spoke for themself."""
    events = [e for e in ctx.reader.events([c.source_event_id]) if e.actor]
    origins = said_first_by(ctx, events, heard_origins(ctx, events))
    return next((who for who in origins.values() if who in ctx.reader.people()), "")


def _robots_echo(ctx: QueryContext, reading: CommitmentReading) -> bool:
    """Whether a commitment rests only on the robot's own words (its "Okay, the dentist at four"
    saying back what it was just told), not called off by anyone."""
    return reading.commitment.requester == ctx.reader.robot_id and not reading.called_off_by


def _called_off_by(ctx: QueryContext, c: Commitment) -> str:
    """Who said the words that cancelled a commitment ("" when it is not cancelled, or they were
    forgotten)."""
    if c.status is not CommitmentStatus.CANCELLED or not c.closed_by:
        return ""
    return next((e.actor for e in ctx.reader.events([c.closed_by])), "")


def retrieve_commitments(ctx: QueryContext) -> CommitmentsFound:
    """Commitment questions: every commitment made up to the cutoff, the plan's people, the span
    its time names."""
    span = None if ctx.plan.temporal.ref.is_empty() else ctx.reference_span()
    readings = commitment_readings(ctx)
    persons = ctx.person_ids()  # each name resolved once: the parties, their sayings, the strangers
    said = said_preferences(ctx, persons) if persons else ()
    who = bool(_ASKS_WHO.search(wh_apostrophes(ctx.plan.question.lower())))  # who holds a deed: what was heard since may say
    return CommitmentsFound(commitments=readings, persons=_parties(ctx, persons, readings), span=span, said=said,
                            people=ctx.reader.people(), strangers=heard_strangers(ctx, persons),
                            now_ns=ctx.now_ns, choices=choice_ids(ctx) if ctx.plan.choices else (),
                            heard=_heard(ctx, readings) if who else (), names_heard=heard_names(ctx) if who else (),
                            target_ids=_linked(ctx, [*ctx.plan.targets, *ctx.plan.places], keep_unlinked=False))


def _heard(ctx: QueryContext, readings: Sequence[CommitmentReading]) -> Tuple[EventReading, ...]:
    """What the household said from the first plan up to the cutoff (the newest `HEARD_LIMIT`),
    oldest first: a later word may hand a deed over though no undertaking was read from it
    (answerers.later_words); words said before every plan hand nothing over."""
    if not readings:
        return ()
    robot = ctx.reader.robot_id
    since = min(r.commitment.created_ns for r in readings)
    heard = ctx.reader.events_between(since, ctx.now_ns, kinds=(EventKind.UTTERANCE,), limit=HEARD_LIMIT, newest=True)
    return tuple(EventReading(evidence=event_evidence(ctx, e), event=e, actor_name=ctx.display(e.actor))
                 for e in heard if e.utterance and e.actor and e.actor != robot)


def _parties(ctx: QueryContext, persons: Sequence[str], readings: Sequence[CommitmentReading]) -> Tuple[str, ...]:
    """The question's `persons` (as ids), but a relative named by a word memory ties to nobody ("Who
    promised Gran a cardigan?"), whom the plans' other words decide among (`untold_relatives`)."""
    named = {p for r in readings for p in (r.commitment.owner, r.commitment.requester, r.commitment.beneficiary,
                                           *r.named) if p}
    said = {w for r in readings for w in re.findall(r"[a-z]+", r.commitment.text.lower())}  # "I'll take Zia": she is someone
    untold = untold_relatives(ctx, persons, named | said)
    return tuple(p for p in persons if p not in untold)
