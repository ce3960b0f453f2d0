"""Question frames the words fix whatever the classifier reads.

- "Who got you to bring the remote to the desk?", "who had you water the plants?", "who wanted you
  to ...": someone causing the robot to do a deed is someone asking for it (who_asked), not a
  doer of that deed.
- "According to Alice, the cup was in the drawer. Did that check out?": a claim given as a
  person's, then checked, asks whether they were right (was_right); without a check, what they said.
- "Where does Dan reckon the remote is?", "what does Carol think the heating is on?": a person
  named as the subject of a verb of saying or believing asks for that person's words (what_said),
  not for the state itself; "do you reckon" asks the robot (`robot_asked`).
- "Who said they'd clean the cage?", "who told you she'll walk the dog?": "who" the subject of a verb
  of saying whose clause is a deed its own subject (a pronoun standing for the "who") will do, not
  denied, asks who undertook it (who_owes); "who reckons Celtic will win?", "who said they couldn't
  find parking?": any other clause said or believed asks whose words they were (who_said).
- "Whose job is it to take the bins out?", "whose turn is it to walk the dog?": a noun owned by
  "whose" said to be "it", the deed following, asks who is to do the deed (who_owes); the noun
  ("job", "turn") names no thing.
- "Who's fetching Thandi after the exam?": "who" the subject of a deed still to come done to a
  person the question names asks who is to do that errand (who_owes), whatever state the classifier
  read in its words.
- "Does Ana use the kettle or the pan for the soup?": a question of a named person offering things
  as alternatives (`alternatives`) asks which she prefers, however unsure the classifier was.
"""
from __future__ import annotations

import re
from dataclasses import replace
from typing import Sequence

from ..language.clauses import sentences
from ..language.relayed import SAYING
from ..language.syntax import analyse, normalise
from .alternatives import offered
from .plan import Intent, QueryPlan
from .question_parser import intent_views

_CAUSED = re.compile(r"^who(?:'s| was it that| is it that)? (?:\w+ )?"
                     r"(?:(?:got|gets|get|wanted|wants|want|told|tells|asked|asks|needed|needs) you to"
                     r"|(?:had|has|have|made|makes|make) you) \w+")
_BELIEVING = r"(?:reckons?|thinks?|says?|believes?|supposes?|figures?|reckoned|thought|said|believed|figured)"
_CHECKED = re.compile(r"[.,;:!?] *(?:did|was|were|is|does|has|had) (?:that|this|it|she|he|they)\b|"
                      r"\b(?:true|right|correct|wrong|check(?:ed)? out|accurate)\b")
_STATES = (Intent.CURRENT_STATE, Intent.PAST_STATE, Intent.BELIEF)
_TELLING = SAYING | {"promise", "swear", "agree", "offer"}
_DOER_PRONOUNS = frozenset({"they", "he", "she"})
_FUTURE = frozenset({"will", "would", "'ll", "'d", "shall"})


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
    if (not plan.understood or plan.intent is Intent.PREFERENCE) and plan.persons:
        choice = offered(plan.question)  # "Does Ana use the dryer or the line for the washing?": what is chosen
        if len(choice) > 1:
            targets = choice if plan.understood else plan.targets or choice
            return replace(plan, intent=Intent.PREFERENCE, views=intent_views(Intent.PREFERENCE), understood=True,
                           reason="", targets=targets, keywords=tuple(w for w in plan.keywords if _in_any(w, choice)))
    duty = _whose_duty(_asking_sentence(plan.question.replace("\u2019", "'")))
    if duty:
        return replace(plan, intent=Intent.COMMITMENT, views=intent_views(Intent.COMMITMENT), form="who_owes",
                       attribute=None, targets=tuple(t for t in plan.targets if t != duty))
    if plan.intent in _STATES and _errand_for(_asking_sentence(plan.question.replace("\u2019", "'")), plan.persons):
        return replace(plan, intent=Intent.COMMITMENT, views=intent_views(Intent.COMMITMENT), form="who_owes",
                       attribute=None)
    said = _who_said(_asking_sentence(plan.question.replace("\u2019", "'")))
    if said == "who_owes" and plan.form != "who_owes":
        return replace(plan, intent=Intent.COMMITMENT, views=intent_views(Intent.COMMITMENT), form="who_owes",
                       attribute=None)
    if said == "who_said" and plan.intent is not Intent.SOURCE:
        return replace(plan, intent=Intent.SOURCE, views=intent_views(Intent.SOURCE), form="who_said",
                       attribute=plan.attribute or "location")
    if plan.intent in _STATES and _believer(_asking_sentence(question), plan):
        return replace(plan, intent=Intent.SOURCE, views=intent_views(Intent.SOURCE), form="what_said",
                       attribute=plan.attribute or "location")
    return plan


def _in_any(word: str, phrases: Sequence[str]) -> bool:
    """Whether `word` is a word of one of `phrases` (the alternatives a question offers)."""
    return any(word in phrase.lower().split() for phrase in phrases)


def _according_to(question: str, plan: QueryPlan) -> bool:
    """Whether the question gives a claim as a person's ("according to Alice, the cup was ...")."""
    return any(re.search(rf"\baccording to {re.escape(p.lower())}\b", question) for p in plan.persons)


def _asking_sentence(question: str) -> str:
    """The sentence that asks ("Halmeoni says he's lost his glasses. Where did you see them last?":
    the last one); a lead-in's "says" tells what is going on, it asks for nobody's words."""
    said = sentences(question)
    asking = [s for s in said if s.endswith("?")]
    return (asking or said or [question])[-1]


def _believer(question: str, plan: QueryPlan) -> bool:
    """Whether a person the question names is the subject of its verb of saying or believing; a
    lone person named may be taken up as "he" / "she" / "they" ("Bob mentioned the remote. Where
    did they say it was?")."""
    names = [p.lower() for p in plan.persons] + (["he", "she", "they"] if len(plan.persons) == 1 else [])
    return any(re.search(rf"\b(?:does|did|do|would|has|had)?\s*{re.escape(n)} {_BELIEVING}\b", question)
               for n in names)


def _who_said(sentence: str) -> str:
    """"who_owes" when "who" is the subject of a verb of saying whose clause is a deed undertaken by
    its own subject ("who said they'd do it?"), "who_said" when that clause is anything else said or
    believed ("who reckons it'll rain?"), "" when the sentence asks no speaker of a clause."""
    for tok in analyse(normalise(sentence)):
        verb = tok.head
        if tok.lower_ != "who" or tok.dep_ != "nsubj" or verb.lemma_.lower() not in _TELLING:
            continue
        clause = next((c for c in verb.children if c.dep_ == "ccomp"), None)
        if clause is None:
            return ""
        return "who_owes" if _undertaken(clause) else "who_said"
    return ""


def _undertaken(clause) -> bool:
    """Whether a said clause is a deed its subject will do: a pronoun subject, "will" / "would" or
    "going to", no negation ("they'd get them", "she's going to walk him"; not "they couldn't find",
    nor "they'd left it", a deed done)."""
    children = list(clause.children)
    if any(c.dep_ == "neg" for c in children) or not any(
            c.dep_ == "nsubj" and c.lower_ in _DOER_PRONOUNS for c in children):
        return False
    going = clause.lemma_.lower() == "go" and any(c.dep_ == "xcomp" for c in children)
    return going or clause.tag_ == "VB" and any(c.dep_ == "aux" and c.tag_ == "MD" and c.lower_ in _FUTURE
                                                 for c in children)  # "they'd left it": had, not would


def _errand_for(sentence: str, persons: Sequence[str]) -> bool:
    """Whether "who" is the subject of a deed still to come done to a person the question names
    ("who's fetching Thandi after the exam?", "who's gonna collect Ravi?"): an errand for them, whose
    doer is asked, not a state ("who's using the laptop?" names no person as what the deed is done to)."""
    people = {p.lower() for p in persons}
    for tok in analyse(normalise(sentence)):
        if tok.lower_ != "who" or tok.dep_ != "nsubj":
            continue
        verb = next((c for c in tok.head.children if c.dep_ == "xcomp" and c.pos_ == "VERB"), tok.head)
        ahead = verb.tag_ == "VBG" or any(c.lower_ in _FUTURE or c.lemma_ == "go" for c in tok.head.children) \
            or verb is not tok.head
        done_to = {c.lower_ for c in verb.children if c.dep_ == "dobj"}
        return ahead and bool(done_to & people)
    return False


def _whose_duty(sentence: str) -> str:
    """The noun "whose" owns when the sentence says it is "it" to do a deed ("whose job is it to
    ...": "job"); "" otherwise ("whose is the scarf?", "whose job is the washing up?")."""
    for tok in analyse(normalise(sentence)):
        noun, be = tok.head, tok.head.head
        if tok.lower_ != "whose" or tok.dep_ != "poss" or be.lemma_ != "be":
            continue
        expletive = any(c.lower_ == "it" and c.dep_ in ("nsubj", "attr", "expl") for c in be.children)
        deed = any(c.dep_ in ("xcomp", "ccomp") and c.pos_ == "VERB" for c in be.children)
        return noun.lower_ if expletive and deed else ""
    return ""
