"""Question frames the words fix whatever the classifier reads.

- "Who got you to bring the remote to the desk?", "who had you water the plants?", "who wanted you
  to ...": someone causing the robot to do a deed is someone asking for it (who_asked), not a
  doer of that deed.
- "According to Alice, the cup was in the drawer. Did that check out?": a claim given as a
  person's, then checked, asks whether they were right (was_right); without a check, what they said.
- "Where does Dan reckon the remote is?", "what does Carol think the heating is on?": a person
  named as the subject of a verb of saying or believing asks for that person's words (what_said),
  not for the state itself; "do you reckon" asks the robot (`robot_asked`).
"""
from __future__ import annotations

import re
from dataclasses import replace

from .plan import Intent, QueryPlan
from .question_parser import intent_views

_CAUSED = re.compile(r"^who(?:'s| was it that| is it that)? (?:\w+ )?"
                     r"(?:(?:got|gets|get|wanted|wants|want|told|tells|asked|asks|needed|needs) you to"
                     r"|(?:had|has|have|made|makes|make) you) \w+")
_BELIEVING = r"(?:reckons?|thinks?|says?|believes?|supposes?|figures?|reckoned|thought|said|believed|figured)"
_CHECKED = re.compile(r"[.,;:!?] *(?:did|was|were|is|does|has|had) (?:that|this|it|she|he|they)\b|"
                      r"\b(?:true|right|correct|wrong|check(?:ed)? out|accurate)\b")
_STATES = (Intent.CURRENT_STATE, Intent.PAST_STATE, Intent.BELIEF)


def framed(plan: QueryPlan) -> QueryPlan:
    """`plan` with the intent its question's frame fixes (unchanged when none does)."""
    question = plan.question.lower().replace("\u2019", "'")
    if plan.intent is not Intent.COMMITMENT and _CAUSED.search(question):
        return replace(plan, intent=Intent.COMMITMENT, views=intent_views(Intent.COMMITMENT), form="who_asked",
                       verbs=())
    if plan.intent is not Intent.SOURCE and _according_to(question, plan):
        checked = bool(plan.expected) and bool(_CHECKED.search(question))
        return replace(plan, intent=Intent.SOURCE, views=intent_views(Intent.SOURCE),
                       form="was_right" if checked else "what_said", attribute=plan.attribute or "location")
    if plan.intent in _STATES and _believer(_asking_sentence(question), plan):
        return replace(plan, intent=Intent.SOURCE, views=intent_views(Intent.SOURCE), form="what_said",
                       attribute=plan.attribute or "location")
    return plan


def _according_to(question: str, plan: QueryPlan) -> bool:
    """Whether the question gives a claim as a person's ("according to Alice, the cup was ...")."""
    return any(re.search(rf"\baccording to {re.escape(p.lower())}\b", question) for p in plan.persons)


def _asking_sentence(question: str) -> str:
    """The sentence that asks ("Halmeoni says he's lost his glasses. Where did you see them last?":
    the last one); a lead-in's "says" tells what is going on, it asks for nobody's words."""
    sentences = [s for s in re.split(r"(?<=[.!?])\s+", question.strip()) if s.strip()]
    asking = [s for s in sentences if s.rstrip().endswith("?")]
    return (asking or sentences or [question])[-1]


def _believer(question: str, plan: QueryPlan) -> bool:
    """Whether a person the question names is the subject of its verb of saying or believing; a
    lone person named may be taken up as "he" / "she" / "they" ("Bob mentioned the remote. Where
    did they say it was?")."""
    names = [p.lower() for p in plan.persons] + (["he", "she", "they"] if len(plan.persons) == 1 else [])
    return any(re.search(rf"\b(?:does|did|do|would|has|had)?\s*{re.escape(n)} {_BELIEVING}\b", question)
               for n in names)
