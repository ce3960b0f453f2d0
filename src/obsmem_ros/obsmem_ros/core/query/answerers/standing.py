"""Who holds a deed as it stands: the undertaking a "who is to do it" (or "who asked") question
finds, after the later words on the same deed, whoever they name (doers: handed over), the promise
that took it up in the talk (threads) and the words that revised it (revisions)."""
from __future__ import annotations

from typing import AbstractSet, Callable, List, Sequence, Tuple

from ..readings import CommitmentReading, CommitmentsFound
from .commitment_values import answer_value
from .doers import asked_deed, deed_objects, handed_over, spoken_doer
from .revisions import asks_first_word, revisions
from .threads import last_promiser

__all__ = ["Settled", "as_it_stands", "doer", "with_doer"]

Settled = Tuple[CommitmentReading, List[CommitmentReading]]


def as_it_stands(question: str, found: CommitmentsFound, role: str, best: CommitmentReading,
                 asked: Sequence[CommitmentReading]) -> Tuple[CommitmentReading, List[CommitmentReading]]:
    """The undertaking that answers who is to do (`role` "owner") or who asked for ("requester")
    what `best` is, among `asked` (the undertakings of the kinds the question asks about), with the
    words that revised it (the plan first, the last word last; [] when none did). No later word
    gives the deed to the one it is done to (`deed_objects`: "who's taking Tasneem to school?" -
    her own "I'll be late for my exam", after "Uncle Ebi will take you", takes nobody anywhere)."""
    history: List[CommitmentReading] = []
    best = handed_over(best, asked, asked_deed(question), role)
    if role != "owner":
        return best, history
    taken = deed_objects(question)
    best = _kept_from(taken, best, last_promiser(best, found.commitments))  # taken up in the talk (threads)
    if not asks_first_word(question):  # revised later in other words (revisions)
        history = revisions(best, found.commitments, question, "who", found.persons)
        while len(history) > 1 and history[-1].commitment.owner in taken:
            history = history[:-1]
        best = history[-1]
    return best, history


def _kept_from(taken: AbstractSet[str], held: CommitmentReading, later: CommitmentReading) -> CommitmentReading:
    """`later`, unless it gives the deed to one of the `taken`: then `held` keeps it."""
    return held if later.commitment.owner in taken and held.commitment.owner not in taken else later


def doer(question: str, reading: CommitmentReading) -> object:
    """Who a "who is to do it" answer names of one undertaking."""
    return answer_value("who_owes", reading, question.lower())[1]


def with_doer(settle: Callable[[CommitmentReading], Settled], best: CommitmentReading,
              matches: Sequence[CommitmentReading]) -> Settled:
    """`best` as it stands (`settle`), unless it then names no doer ("somebody got to get the baby",
    "the concert's at six, everybody come": a need or an announcement, nobody's word) while a match
    ranked after it does, as it stands: that one tells who does it. A plan with no doer still leads to the
    word that took it up ("pickup's at eleven" - "I'll get her")."""
    settled = settle(best)
    if spoken_doer(settled[0].commitment):
        return settled
    for other in matches:
        if other is not best and spoken_doer(other.commitment):
            return settle(other)
    return settled
