"""The answer of each commitment question form about the one commitment that answers it: who asked,
who is to do it, whether it was done or is still active, what was promised, where a request
wanted a thing, and its time (a standing reminder's clock, else the occasion's date and time).
"""
from __future__ import annotations

import re
from typing import Sequence, Tuple

from obsmem_ros.core.language.clauses import sentences
from obsmem_ros.core.records import Commitment, CommitmentKind, CommitmentStatus
from obsmem_ros.core.timefmt import format_iso
from obsmem_ros.core.views.commitment_view import content_words

from ..readings import CommitmentReading
from .draft import Draft

__all__ = ["answer_value", "promised"]


def _clock(time_ns: int) -> str:
    return format_iso(time_ns)[11:16]


def _asked_place(reading: CommitmentReading, targets: Sequence[str]) -> Tuple[str, object, str]:
    """The place a request asked for: its first thing that is not the one asked about."""
    c = reading.commitment
    place = next((o for o in reading.object_ids if o not in targets), None)
    if place is None:
        return f"\"{c.text}\" names no place.", None, "none"
    return f"{reading.name(c.requester).capitalize()} asked: \"{c.action}\" ({place}).", place, "entity"


def answer_value(form: str, reading: CommitmentReading, question: str,
           targets: Sequence[str] = ()) -> Tuple[str, object, str]:
    """(sentence, value, value_type) answering the form about one commitment."""
    c = reading.commitment
    if form == "who_asked":
        who = c.requester or c.beneficiary
        return f"{reading.name(who).capitalize()} asked for it: \"{c.text}\"", who, "person"
    if form == "who_changed":  # who told of the change: who called it off, else who said the arrangement
        if reading.called_off_by:
            who = reading.called_off_by
            return f"{reading.name(who).capitalize()} called it off: \"{c.text}\"", who, "person"
        who = c.requester or c.beneficiary
        if reading.told_by and reading.told_by != who:  # whose words they were, not the one passing them on
            return (f"{reading.name(reading.told_by).capitalize()} said it (passed on by {reading.name(who).capitalize()}): "
                    f"\"{c.text}\"", reading.told_by, "person")
        return f"{reading.name(who).capitalize()} told me: \"{c.text}\"", who, "person"
    if form == "cancelled":
        off = c.status is CommitmentStatus.CANCELLED
        by = f" by {reading.name(reading.called_off_by).capitalize()}" if reading.called_off_by else ""
        said = f"was called off{by}" if off else f"is {c.status.value}"
        return f"{'Yes' if off else 'No'}: \"{c.text}\" {said}.", "yes" if off else "no", "bool"
    if form == "reminded":
        return f"{reading.name(c.beneficiary).capitalize()} is to be reminded: \"{c.text}\"", c.beneficiary, "person"
    if form == "who_owes":  # the deed of a reminder is the reminded one's, unless the reminding is asked about
        deed_of_reminded = c.kind is CommitmentKind.REMINDER and c.beneficiary and not re.search(r"\bremind", question)
        who = c.beneficiary if deed_of_reminded else c.owner or c.requester
        return f"{reading.name(who).capitalize()} is to do it: \"{c.text}\"", who, "person"
    if form == "done":
        if c.status is not CommitmentStatus.DONE and reading.done_by:
            return f"Yes: \"{c.text}\" was done ({reading.done_by}).", "yes", "bool"
        done = c.status is CommitmentStatus.DONE
        return (f"{'Yes' if done else 'No'}: \"{c.text}\" is {c.status.value}.", "yes" if done else "no", "bool")
    if form == "active":
        active = c.status in (CommitmentStatus.OPEN, CommitmentStatus.OVERDUE)
        return (f"{'Yes' if active else 'No'}: \"{c.text}\" is {c.status.value}.", "yes" if active else "no", "bool")
    if form == "promise":
        action = reading.action or c.action
        return f"{reading.name(c.owner).capitalize()} promised to {action}.", action, "str"
    if form == "where":
        return _asked_place(reading, targets)
    if c.due_ns is None:
        return f"\"{c.text}\" has no time.", None, "none"
    if form == "remind_time" and not re.search(r"\bnext\b", question) and not _one_occasion(c):
        # a standing reminder's clock; "the next one" and a reminder for a named day are occasions
        return f"At {_clock(c.due_ns)} ({c.text}).", _clock(c.due_ns), "str"
    return f"At {format_iso(c.due_ns)} ({c.text}).", format_iso(c.due_ns), "time"


_REPEATS = re.compile(r"\b(?:every|each|daily|weekdays|weekends|always)\b")
_ONE_DAY = re.compile(r"\b(?:tonight|today|tomorrow|this (?:morning|afternoon|evening))\b")  # one day named: one
# occasion, whatever habit the same words tell of ("nine o'clock tonight you tell him. He always forget")


def _one_occasion(c: Commitment) -> bool:
    """A reminder said for one occasion ("at half past seven tomorrow", "I'll remind you at four"),
    not a standing one ("every evening", "always"), as its own sentence says ("remind me after tea
    tomorrow. I always forget": one occasion; the habit is the forgetting; a day named makes it one).
    """
    own = _own_sentence(c).lower()
    return not c.recurrence and bool(_ONE_DAY.search(own) or not _REPEATS.search(own))


def _own_sentence(c: Commitment) -> str:
    """The sentences of the commitment's utterance that share most content words with its action
    (the whole utterance when none does)."""
    said = sentences(c.text)
    deed = content_words(c.action)
    best = max((len(deed & content_words(s)) for s in said), default=0)
    return " ".join(s for s in said if len(deed & content_words(s)) == best) if best else c.text


def promised(best: CommitmentReading, same: Sequence[CommitmentReading],
              matches: Sequence[CommitmentReading]) -> Draft:
    """What was promised (every action of the promising sentence) and by when."""
    c = best.commitment
    actions = " and ".join(r.action or r.commitment.action for r in same)
    due = f", by {_clock(c.due_ns)} ({format_iso(c.due_ns)})" if c.due_ns is not None else ""
    sentence = f"{best.name(c.owner).capitalize()} promised to {actions}{due}."
    candidates = [r.evidence for r in same] + [r.scored(0.5) for r in matches[len(same):len(same) + 3]]
    return Draft(answer=sentence, value=actions, value_type="str", candidates=candidates)
