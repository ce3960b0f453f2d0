"""Whose plan a commitment question asks about: the people it names, as a gate on the plans.

A name gates fully only when memory knows someone by it. "When is Dadi doing it?" names a
grandfather by a word the household says but memory never learnt whom it means: the name cannot
rule out a plan whose own clause says the deed asked; such plans stand beside those that name him
(retrieval.heard_strangers; the gate in commitments.best_matches). A name never heard at all
still rules out every plan. Likewise, of a question asking one role ("when were you to remind
Buela"), a plan whose holder of that role is a name memory knows nobody by ("remind Amá at six")
may be the asked person's: the name cannot rule it out either. Nor can a known name, of a question
asking a plan's time, rule out a plan whose own clause says more of what is asked than every plan
that person takes part in, unless another known person is to do it (`beyond_people`); of "who"
questions it still does ("who asked you to water the cactus for Oskar": not Felix's). Unknown names stay out of the
question's topic words: kept there they favoured the clause that first said a deed over the
later word that took it over ("who's doing the Costco run").
"""
from __future__ import annotations

import re
from typing import AbstractSet, List, Sequence, Tuple

from obsmem_ros.core.language.hyphen_names import unhyphenated
from obsmem_ros.core.language.person_words import clipped_person
from obsmem_ros.core.letters import unaccented
from obsmem_ros.core.records import Commitment

from ..readings import CommitmentReading, CommitmentsFound
from .asked_clause import clause_fit

__all__ = ["beyond_people", "holds_asked_role", "people_fit"]

_ROBOT = "robot"


_ROLE_FORMS = ("remind_time", "promise", "done")  # forms that ask of one party's own plan


def _roles(c: Commitment, form: str) -> Tuple[str, ...]:
    """The parties of a commitment in the roles a question's form asks about."""
    return {"remind_time": (c.beneficiary,), "active": (c.beneficiary, c.requester, c.owner),
            "promise": (c.owner, c.beneficiary), "done": (c.requester, c.beneficiary)}.get(
        form, (c.owner, c.beneficiary, c.requester))


def holds_asked_role(reading: CommitmentReading, persons: Sequence[str], form: str) -> bool:
    """Whether a person the question names holds the one role its form asks of ("what time did Lola
    want reminding": the reminder Lola gets, whatever words it says): that plan is about them,
    though its words share none with the question's, and before a plan that only names them in a
    side clause ("... before Lola notices")."""
    return form in _ROLE_FORMS and any(p in _roles(reading.commitment, form) for p in persons)


def people_fit(reading: CommitmentReading, persons: Sequence[str], form: str,
               people: AbstractSet[str] = frozenset()) -> bool:
    """Whether a person the question names takes part: in the role the form asks about
    (who is reminded, who promised, who asked), or named in the commitment's words ("remind Dan",
    "Grandma's coming", or among its things: a pet taken to the vet); or the role's holder is a
    name memory knows nobody by (module doc)."""
    if not persons:
        return True
    c = reading.commitment
    roles = _roles(c, form)
    said = unaccented(f"{c.text} {c.action}".lower())
    named = set(re.findall(r"[^\W\d_]+", said)) | set(c.objects)  # "Mít": mit
    named |= {unhyphenated(w) for w in re.findall(r"[^\W\d_]+(?:-[^\W\d_]+)+", said)}  # "Sun-hee": sunhee
    named |= {clipped_person(w, {p: (p,) for p in persons}) for w in named} - {""}  # "Pao" said of paolo
    named |= reading.named  # "your mama" said to wade: his mother
    if any(p in roles or p in named for p in persons):
        return True
    return form in _ROLE_FORMS and bool(people) and any(r and r != _ROBOT and r not in people for r in roles)


def beyond_people(found: CommitmentsFound, items: Sequence[CommitmentReading], fitting: Sequence[CommitmentReading],
                  topic: set, persons: Sequence[str]) -> List[CommitmentReading]:
    """The plans outside `fitting` (those the question's people take part in) whose own clause says
    more of what the question asks about (`topic`) than any of `fitting`: memory may not tie the
    person to the words that named them in the plan ("remind Ro about the calculator" of "remind
    Rohan to pack his calculator"; "Yiayia's coffee morning" of "Mamma has the coffee morning").
    A plan another person memory knows is to do stays out while the question's people are all
    people memory knows ("what time is Sam home from training": not Dad's "I'll be home by eight")."""
    most = max((clause_fit(topic, r.commitment, True) for r in fitting), default=0)
    known = bool(found.people) and set(persons) <= found.people
    return [r for r in items if r not in fitting and clause_fit(topic, r.commitment, True) > most
            and not (known and r.commitment.owner in found.people - {"robot", *persons})]
