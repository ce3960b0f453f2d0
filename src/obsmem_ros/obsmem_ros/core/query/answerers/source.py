"""Source questions: who said it ("Who said the laptop was on the desk?"), what a person said
("According to Bob, where is the laptop?"), and whether they were right (their claim judged by
the robot's next look)."""
from __future__ import annotations

import re
from typing import List

from obsmem_ros.core.timefmt import format_iso

from ..evidence import Evidence
from ..plan import QueryPlan
from ..state_readings import SourceFound
from .draft import Draft, missing
from .wording import describe, value_type_of, what_asked

_SPEAKER_RIGHT = re.compile(r"^(?:was|were|is) \w+ (?:right|correct|wrong|mistaken)\b")


def _describe(found: SourceFound, entity: str, value: str) -> str:
    return describe(found.name(entity), found.attribute, value, found.name(value))


def source(plan: QueryPlan, found: SourceFound) -> Draft:
    if not found.subject:
        return missing(f"memory holds nothing called {what_asked(plan)}")
    if found.persons:
        return _said_by(plan, found)
    if not found.claims and found.heard:
        return _heard(found)
    if not found.claims:
        subject = found.name(found.subject)
        what = f" that the {subject} was {plan.places[0]}" if plan.places else f" about the {subject}"
        return missing(f"nobody told me{what}")
    latest = found.claims[-1].fact
    reporters = list(dict.fromkeys(c.fact.reporter for c in reversed(found.claims)))
    claim = _describe(found, latest.entity, latest.value).replace(" is ", " was ", 1).rstrip(".")
    sentence = f"{found.name(latest.reporter).capitalize()} said it ({claim.lower()}) at {format_iso(latest.time_ns)}."
    if len(reporters) > 1:
        sentence += f" Also said by: {', '.join(found.name(r) for r in reporters[1:])}."
    candidates: List[Evidence] = []
    for reading in reversed(found.claims):
        if reading.said is not None:
            candidates.append(reading.said)
        candidates.append(reading.scored(0.8))
    return Draft(answer=sentence, value=latest.reporter, value_type="person", candidates=candidates)


def _heard(found: SourceFound) -> Draft:
    """No claim was read from what was said, but an utterance heard names the thing and says the
    rest of the question: its speaker said it (the words are the evidence)."""
    best = found.heard[0]
    event = best.event
    sentence = (f"{best.actor_name.capitalize()} said it at {format_iso(event.time_ns)}: \"{event.utterance}\"")
    others = list(dict.fromkeys(r.actor_name for r in found.heard[1:] if r.event.actor != event.actor))
    if others:
        sentence += f" (also mentioned by {', '.join(others)})"
    return Draft(answer=sentence + ".", value=event.actor, value_type="person",
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
    who = found.name(claim.reporter).capitalize()
    if plan.form != "was_right" and not _SPEAKER_RIGHT.search(plan.question.lower()):
        value_type = "entity" if found.attribute == "location" else value_type_of(claim)
        return Draft(answer=f"{who} said at {format_iso(claim.time_ns)}: {sentence[0].lower()}{sentence[1:]}.",
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
