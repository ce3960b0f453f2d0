"""Commitment view retriever: the commitments made up to the cutoff, and the events each rests on
(the utterance that made it, the ones it replaced, and what closed it with the robot's report)."""
from __future__ import annotations

from typing import List, Sequence, Tuple

from obsmem_ros.core.records import Commitment, CommitmentStatus, EventKind
from obsmem_ros.core.timefmt import format_iso

from ..evidence import Evidence
from ..plan import View
from ..readings import CommitmentReading, CommitmentsFound
from .context import QueryContext


_REPORT_WINDOW_NS = 30 * 60 * 1_000_000_000


def commitment_events(ctx: QueryContext, c: Commitment, made: Sequence[Commitment]) -> Tuple[str, ...]:
    """The events a commitment rests on: what replaced-by chain made it (among `made`, the
    commitments made up to the cutoff), and what closed it (with the robot's report to the
    person it was for)."""
    ids: List[str] = [c.source_event_id]
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


def linked_commitment_evidence(ctx: QueryContext, c: Commitment, made: Sequence[Commitment]) -> Evidence:
    """A commitment as evidence linked to the events it rests on."""
    due = f", due {format_iso(c.due_ns)}" if c.due_ns is not None else ""
    text = (f"{c.kind.value}: {c.text} (asked by {ctx.display(c.requester or c.beneficiary)}, owner "
            f"{ctx.display(c.owner) if c.owner else 'nobody'}, {c.status.value}{due})")
    return Evidence(id=c.id, view=View.COMMITMENT, time_ns=c.created_ns, text=text,
                    entity=c.objects[0] if c.objects else "", provenance="reported", score=1.0,
                    event_ids=commitment_events(ctx, c, made))


def commitments_made(ctx: QueryContext) -> List[Commitment]:
    """Commitments made up to the cutoff, with their status then, oldest first."""
    return ctx.reader.commitments(as_of_ns=ctx.now_ns)


def _linked(ctx: QueryContext, phrases: Sequence[str]) -> Tuple[str, ...]:
    """Phrases (or id-shaped words) as the ids of the things memory knows by them."""
    ids: List[str] = []
    for phrase in phrases:
        ids += ctx.entity_ids(phrase.replace("_", " "), limit=1) or [phrase]
    return tuple(dict.fromkeys(ids))


def commitment_readings(ctx: QueryContext) -> Tuple[CommitmentReading, ...]:
    """Every commitment made up to the cutoff as a reading: its linked evidence, the names of
    its people and its objects linked against memory."""
    made = commitments_made(ctx)
    return tuple(CommitmentReading(evidence=linked_commitment_evidence(ctx, c, made), commitment=c,
                                   names={p: ctx.display(p) for p in (c.requester, c.beneficiary, c.owner) if p},
                                   object_ids=_linked(ctx, c.objects))
                 for c in made)


def retrieve_commitments(ctx: QueryContext) -> CommitmentsFound:
    """Commitment questions: every commitment made up to the cutoff, the plan's people, the span
    its time names."""
    span = None if ctx.plan.temporal.ref.is_empty() else ctx.reference_span()
    return CommitmentsFound(commitments=commitment_readings(ctx), persons=tuple(ctx.person_ids()), span=span,
                            now_ns=ctx.now_ns, target_ids=_linked(ctx, [*ctx.plan.targets, *ctx.plan.places]))
