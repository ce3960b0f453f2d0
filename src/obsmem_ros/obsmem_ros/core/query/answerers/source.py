"""Source questions: who said it ("Who said the laptop was on the desk?"), what a person said
("According to Bob, where is the laptop?"), and whether they were right (their claim judged by
the robot's next look).

A claim passed on ("Dad says the boiler's fixed", said by Tom) has two people: its origin, whose
words they were, and its reporter, who the robot heard them from. "Who said / thinks / reckons
X?" asks whose words (Dad); "Who told you X?" asks who the robot heard it from (Tom, "passing on
Dad"). The evidence is the utterance the robot heard either way."""
from __future__ import annotations

import re
from typing import List, Tuple

from obsmem_ros.core.timefmt import format_iso

from ..evidence import Evidence
from ..plan import QueryPlan
from ..state_readings import SourceFound
from .draft import Draft, missing
from .wording import describe, value_type_of, what_asked

_SPEAKER_RIGHT = re.compile(r"^(?:was|were|is) \w+ (?:right|correct|wrong|mistaken)\b")
_TOLD_ROBOT = re.compile(r"\b(?:(?:told|tell|tells|telling) (?:you|me|the robot)|let you know)\b")


def told_robot(question: str) -> bool:
    """Whether the question asks who the robot heard it from ("who told you ...?"), not whose words
    they were ("who said / thinks ...?")."""
    return bool(_TOLD_ROBOT.search(question.lower()))


def _teller(found: SourceFound, said_by: str, key: str, relayer: bool) -> Tuple[str, str]:
    """(who the answer names, the clause naming the other one) for a claim or utterance `key`
    said by `said_by`: the relayer "passing on" its origin, or the origin "passed on by" the relayer."""
    origin = found.origins.get(key, "")
    if not origin:
        return said_by, ""
    if relayer:
        return said_by, f" (passing on {found.name(origin).capitalize()})"
    return origin, f" (passed on by {found.name(said_by).capitalize()})"


def _describe(found: SourceFound, entity: str, value: str) -> str:
    return describe(found.name(entity), found.attribute, value, found.name(value))


def source(plan: QueryPlan, found: SourceFound) -> Draft:
    if not found.subject:
        return missing(f"memory holds nothing called {what_asked(plan)}")
    if found.persons:
        return _said_by(plan, found)
    if not found.claims and found.heard:
        return _heard(found, told_robot(plan.question))
    if not found.claims:
        subject = found.name(found.subject)
        what = f" that the {subject} was {plan.places[0]}" if plan.places else f" about the {subject}"
        return missing(f"nobody told me{what}")
    relayer = told_robot(plan.question)
    latest = found.claims[-1].fact
    told = [_teller(found, c.fact.reporter, c.fact.id, relayer) for c in reversed(found.claims)]
    who, other = told[0]  # the latest claim's
    tellers = list(dict.fromkeys(teller for teller, _ in told))
    claim = _describe(found, latest.entity, latest.value).replace(" is ", " was ", 1).rstrip(".")
    sentence = f"{found.name(who).capitalize()} said it ({claim.lower()}){other} at {format_iso(latest.time_ns)}."
    if len(tellers) > 1:
        sentence += f" Also said by: {', '.join(found.name(r) for r in tellers[1:])}."
    candidates: List[Evidence] = []
    for reading in reversed(found.claims):
        if reading.said is not None:
            candidates.append(reading.said)
        candidates.append(reading.scored(0.8))
    return Draft(answer=sentence, value=who, value_type="person", candidates=candidates)


def _heard(found: SourceFound, relayer: bool) -> Draft:
    """No claim was read from what was said, but an utterance heard names the thing and says the
    rest of the question: its speaker said it, or the one they passed it on from (the words are
    the evidence)."""
    best = found.heard[0]
    event = best.event
    who, other = _teller(found, event.actor, event.id, relayer)
    sentence = (f"{found.name(who).capitalize()} said it{other} at {format_iso(event.time_ns)}: \"{event.utterance}\"")
    others = list(dict.fromkeys(r.actor_name for r in found.heard[1:] if r.event.actor != event.actor))
    if others:
        sentence += f" (also mentioned by {', '.join(others)})"
    return Draft(answer=sentence + ".", value=who, value_type="person",
                 candidates=[best.evidence] + [r.scored(0.6) for r in found.heard[1:]])


def _said_by(plan: QueryPlan, found: SourceFound) -> Draft:
    """"According to Bob, where is X?" (his latest claim) or "Was Bob right that X is on Y?" (his
    claim judged by the robot's next look at X after it)."""
    if not found.claims:
        return missing(f"{' / '.join(found.name(p) for p in found.persons)} told me nothing about {what_asked(plan)}")
    reading = found.claims[-1]
    claim = reading.fact
    candidates = ([reading.said] if reading.said is not None else []) + [reading.scored(0.8)]
    sentence = _describe(found, claim.entity, claim.value).rstrip(".")
    speaker, other = _teller(found, claim.reporter, claim.id, False)
    who = found.name(speaker).capitalize()
    if plan.form != "was_right" and not _SPEAKER_RIGHT.search(plan.question.lower()):
        value_type = "entity" if found.attribute == "location" else value_type_of(claim)
        return Draft(answer=f"{who} said{other} at {format_iso(claim.time_ns)}: {sentence[0].lower()}{sentence[1:]}.",
                     value=claim.value, value_type=value_type, candidates=candidates)
    if found.next_look is None:
        return missing(f"the robot has not looked at the {found.name(claim.entity)} since {who} said so",
                       candidates)
    look = found.next_look.fact
    right = look.value == claim.value
    seen = _describe(found, look.entity, look.value).rstrip(".")
    return Draft(answer=f"{'Yes' if right else 'No'}: {who} said {sentence[0].lower()}{sentence[1:]}; the robot's next "
                        f"look ({format_iso(look.time_ns)}) found: {seen[0].lower()}{seen[1:]}.",
                 value="yes" if right else "no", value_type="bool",
                 candidates=candidates[:1] + [found.next_look.scored(0.95)] + candidates[1:])
