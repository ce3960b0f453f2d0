"""The signs that a later word revises a plan, however few words it shares with it.

A household hands a plan over or moves its time in a clause of a sentence mostly about something
else: "Tell Uncle not to worry, I'll take Nana to the clinic" of "Savi, I'll carry Pa to the
clinic"; "Alika called. He can't do ten, he's coming at one now" of "the termite man's coming
tomorrow at ten to check the posts". The closeness of whole sentences dilutes the task in the rest
of the sentence, and the closeness of two short clauses is no tie on its own: the sentence encoder
puts "pick up the cake" as close to "cut the cake" as to "collect the cake". So the clause that
says the task is compared (`task_closeness`) only where the talk itself says it revises a plan:

- who does it: the later word names the one who held the plan, or is said to them (`to_holder`):
  whoever takes a task over says whom they take it from ("Jo's stuck at work, I'll go");
- when it is: the later word says the plan's old clock beside a new one ("can't come ten, coming
  one now"), or sets a time aside in other words (`corrects_time`), or gives the first clock time of
  a plan said without one ("we're going to the river tomorrow" - "we leave at eleven"): `moves_clock`;
  or, of an arrangement (a visit, an appointment), it names the arrangement's party again with a
  clock time the arrangement was not said at ("Cousin Tasha's coming around three" - "Tasha texted,
  she's running late, more like half four now"): `retimes_party`. Who is coming is no thing of the
  plan (a person of the home is left out of the things two words share), yet naming them again
  with another time is how a household passes on that their visit moved.
"""
from __future__ import annotations

import re
from typing import List, Mapping, Sequence

from obsmem_ros.core.language.clauses import clauses, sentences
from obsmem_ros.core.language.closeness import closeness
from obsmem_ros.core.language.corrections import corrects_time, said_clocks
from obsmem_ros.core.letters import unaccented
from obsmem_ros.core.records import Commitment, CommitmentKind

__all__ = ["moves_clock", "retimes_party", "task_closeness", "to_holder"]


def task_closeness(a: Commitment, b: Commitment, own: Sequence[str] = ()) -> float:
    """How close in meaning two tasks lie, clause by clause (`clauses`: cut at commas, vocatives
    dropped) and as their own actions say them; `own` are the sentences of `a` to read (all of its
    sentences when none are given)."""
    ours = [a.action] + _clause_texts(own or sentences(a.text))
    theirs = [b.action] + _clause_texts(sentences(b.text))
    return max((closeness(x, y) for x in ours if x.strip() for y in theirs if y.strip()), default=0.0)


def _clause_texts(said: Sequence[str]) -> List[str]:
    """The clauses of the sentences, as the reader cuts them (verbless fragments left out)."""
    return [part.text for sentence in said for part in clauses(sentence) if not part.fragment]


def to_holder(plan: Commitment, later: Commitment, names: Mapping[str, str]) -> bool:
    """Whether `later`, someone else's word, names the one who holds the plan (by id or by the name
    `names` gives them) or is said to them."""
    holder = plan.owner
    if not holder or holder == later.owner:
        return False
    called = {holder, (names.get(holder) or "").lower()} - {""}
    said = set(re.findall(r"[a-z]+", unaccented(later.text.lower())))
    return bool(called & said) or later.beneficiary == holder


def moves_clock(plan: Commitment, later: Commitment) -> bool:
    """Whether `later` gives the plan a new clock time: naming the plan's old clock beside a new one,
    setting a time aside in other words, or giving the first clock of a plan said without one."""
    new = set(said_clocks(later.text))
    if not new:
        return False
    old = set(said_clocks(plan.text))
    return bool(new - old) and bool(new & old) or corrects_time(later.text) or not old


def retimes_party(plan: Commitment, later: Commitment) -> bool:
    """Whether `later` names the party of an arrangement (the plan filed as a schedule: its owner,
    else the first thing it names, "mr_ali") and says a clock time the plan's words did not."""
    if plan.kind is not CommitmentKind.SCHEDULE:
        return False
    party = {w for name in (plan.owner, *plan.objects[:1]) for w in name.split("_") if len(w) > 2}
    said = set(re.findall(r"[a-z]+", unaccented(later.text.lower())))
    return bool(party & said) and bool(set(said_clocks(later.text)) - set(said_clocks(plan.text)))
