"""Commitment questions by their form: when is it, at what time is the reminder, is it still
active, who asked for it, what was promised, was it done; anything else lists what is open.

A question names its commitment by its content words ("remind Dan to do the homework", "movie
night"), its people and its day; the commitment sharing most content words wins (the newest on
ties). Evidence is the commitment with the utterances behind it: the one that made it, the ones
it replaced (a rescheduled appointment) and the events that closed it (the deed and the robot's
report of it).
"""
from __future__ import annotations

import re
from typing import List, Optional, Sequence, Tuple

from obsmem_ros.core.records import Commitment, CommitmentKind, CommitmentStatus
from obsmem_ros.core.timefmt import format_iso
from obsmem_ros.core.views.commitment_view import content_words

from ..retrieval.commitments import commitments_made, linked_commitment_evidence
from ..retrieval.context import QueryContext
from .draft import Draft, missing

_FORMS: Tuple[Tuple[str, "re.Pattern[str]"], ...] = tuple((name, re.compile(pattern)) for name, pattern in (
    ("who_asked", r"^who (?:asked|wanted|told|requested|needed|made)\b"),
    ("done", r"\bwas (?:it|that|this) (?:done|carried out|finished|completed)\b|^(?:did|has|had) the robot\b"
             r"|\b(?:did|has) (?:it|that) (?:get|been) done\b"),
    ("active", r"\bstill (?:have to|has to|need to|needs to|active|open|pending|on|valid|running|due)\b|\bactive\b"),
    ("remind_time", r"\b(?:when|what time|which time)\b.*\bremind"),
    ("promise", r"\bwhat (?:did|has|had) \w+ (?:promise|say (?:they|he|she|i|we) (?:would|will|'d)|commit)"),
    ("when", r"^(?:when|at what time|what time|what day|on which day|which day) (?:is|are|will)\b"),
))
_QUESTION_WORDS = frozenset("when what time which day who whom did does do is are was were still have has had "
                            "robot remind reminder reminding asked ask wanted want promise promised say said would "
                            "they he she done active should must need needs as it that this day at on after before "
                            "coming".split())
_KINDS = {"remind_time": (CommitmentKind.REMINDER,), "promise": (CommitmentKind.PROMISE,),
          "who_asked": (CommitmentKind.REQUEST, CommitmentKind.REMINDER, CommitmentKind.SCHEDULE),
          "done": (CommitmentKind.REQUEST, CommitmentKind.PROMISE, CommitmentKind.REMINDER)}


def question_form(question: str) -> str:
    """The form of a commitment question ("list" when none of the specific ones)."""
    text = question.lower()
    for name, pattern in _FORMS:
        if pattern.search(text):
            return name
    return "list"


def _topic_words(ctx: QueryContext, form: str) -> set:
    persons = set() if form == "when" else set(ctx.plan.persons)  # "when is Grandma coming": she is the topic
    words = re.sub(r"\bday \d+\b|\b\d{1,2}:\d{2}\b", " ", ctx.plan.question.lower())
    return {w for w in content_words(words) if w not in _QUESTION_WORDS and w not in persons}


def _people_fit(c: Commitment, persons: Sequence[str], form: str) -> bool:
    if not persons:
        return True
    roles = {"remind_time": (c.beneficiary,), "active": (c.beneficiary, c.requester, c.owner),
             "promise": (c.owner,), "done": (c.requester, c.beneficiary)}.get(form, (c.owner, c.beneficiary, c.requester))
    return any(p in roles for p in persons)


def best_matches(ctx: QueryContext, form: str) -> List[Commitment]:
    """Commitments the question names, best first: most shared content words, then newest."""
    items = commitments_made(ctx)
    kinds = _KINDS.get(form)
    if form == "active" and re.search(r"\bremind", ctx.plan.question.lower()):
        kinds = (CommitmentKind.REMINDER,)
    if kinds:
        items = [c for c in items if c.kind in kinds]
    persons = ctx.person_ids()
    items = [c for c in items if _people_fit(c, persons, form)] or ([] if form in ("promise", "remind_time") else items)
    if not ctx.plan.temporal.ref.is_empty() and form in ("promise", "done"):
        start, end = ctx.reference_span()
        items = [c for c in items if start <= c.created_ns < end]
    items = [c for c in items if c.status is not CommitmentStatus.CANCELLED or c.closed_by not in _replacements(items)]
    topic = _topic_words(ctx, form)
    scored = [(len(topic & content_words(f"{c.action} {c.text}")), c) for c in items]
    if topic:
        scored = [(s, c) for s, c in scored if s > 0]
    if form == "when":  # the appointment itself before reminders about it; the next one ahead first
        scored.sort(key=lambda sc: (-sc[0], sc[1].kind is not CommitmentKind.SCHEDULE) + _next_first(sc[1], ctx.now_ns))
    else:
        scored.sort(key=lambda sc: (-sc[0], -sc[1].created_ns))
    return [c for _s, c in scored]


def _next_first(c: Commitment, now_ns: int) -> Tuple[bool, int]:
    """Sort key: upcoming occurrences soonest first, then past ones latest first."""
    if c.due_ns is None:
        return True, 0
    return (False, c.due_ns) if c.due_ns >= now_ns else (True, -c.due_ns)


def _replacements(items: Sequence[Commitment]) -> set:
    """Source events of commitments that replace another (a reschedule closes the old one)."""
    return {c.source_event_id for c in items}


def _clock(time_ns: int) -> str:
    return format_iso(time_ns)[11:16]


def _value(ctx: QueryContext, form: str, c: Commitment) -> Tuple[str, object, str]:
    """(sentence, value, value_type) answering the form about one commitment."""
    if form == "who_asked":
        who = c.requester or c.beneficiary
        return f"{ctx.display(who).capitalize()} asked for it: \"{c.text}\"", who, "person"
    if form == "done":
        done = c.status is CommitmentStatus.DONE
        return (f"{'Yes' if done else 'No'}: \"{c.text}\" is {c.status.value}.", "yes" if done else "no", "bool")
    if form == "active":
        active = c.status in (CommitmentStatus.OPEN, CommitmentStatus.OVERDUE)
        return (f"{'Yes' if active else 'No'}: \"{c.text}\" is {c.status.value}.", "yes" if active else "no", "bool")
    if form == "promise":
        return f"{ctx.display(c.owner).capitalize()} promised to {c.action}.", c.action, "str"
    if c.due_ns is None:
        return f"\"{c.text}\" has no time.", None, "none"
    if form == "remind_time":
        return f"At {_clock(c.due_ns)} ({c.text}).", _clock(c.due_ns), "str"
    return f"At {format_iso(c.due_ns)} ({c.text}).", format_iso(c.due_ns), "time"


def answer_form(ctx: QueryContext, form: str) -> Optional[Draft]:
    """The answer of a specific form, None for the listing form."""
    if form == "list":
        return None
    matches = best_matches(ctx, form)
    if not matches:
        if form == "active":
            return Draft(answer="No: nothing matching is open.", value="no", value_type="bool")
        return missing("memory holds no matching commitment")
    best = matches[0]
    sentence, value, value_type = _value(ctx, form, best)
    if value is None:
        return missing(sentence.rstrip("."), [linked_commitment_evidence(ctx, best)])
    candidates = [linked_commitment_evidence(ctx, best)] + [linked_commitment_evidence(ctx, c, 0.5) for c in matches[1:4]]
    return Draft(answer=sentence, value=value, value_type=value_type, candidates=candidates)


_KIND_WORDS = {CommitmentKind.PROMISE: r"\bpromis", CommitmentKind.REMINDER: r"\b(?:remind|ask)",
               CommitmentKind.REQUEST: r"\b(?:ask|request)", CommitmentKind.SCHEDULE: r"\b(?:schedul|appointment)"}



def commitment(ctx: QueryContext) -> Draft:
    specific = answer_form(ctx, ctx.plan.form or question_form(ctx.plan.question))
    if specific is not None:
        return specific
    text = ctx.plan.question.lower()
    kinds = [k for k, pattern in _KIND_WORDS.items() if re.search(pattern, text)]
    items = commitments_made(ctx)
    if kinds:
        items = [c for c in items if c.kind in kinds]
    if not re.search(r"\b(?:did|done|finished|completed|made|all)\b", text) or re.search(r"\bdue\b|\bpending\b", text):
        items = [c for c in items if c.status in (CommitmentStatus.OPEN, CommitmentStatus.OVERDUE)]
    if not ctx.plan.temporal.ref.is_empty():
        start, end = ctx.reference_span()
        items = [c for c in items if c.due_ns is not None and start <= c.due_ns < end]
    persons = ctx.person_ids()
    if persons:
        items = [c for c in items if c.owner in persons or c.beneficiary in persons]
    if not items:
        if re.match(r"^(?:is|are|do|does|have|has)\b", text):
            return Draft(answer="No: nothing matching is open.", value="no", value_type="bool")
        return missing("memory holds no matching commitment")
    items.sort(key=lambda c: (c.due_ns if c.due_ns is not None else 2 ** 62, c.created_ns))
    lines = [f"{c.text} ({c.status.value}{', due ' + format_iso(c.due_ns) if c.due_ns is not None else ''})" for c in items]
    return Draft(answer="; ".join(lines) + ".", value=[c.text for c in items], value_type="list",
                 candidates=[linked_commitment_evidence(ctx, c) for c in items])
