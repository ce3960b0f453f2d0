"""Plans: whose plan a clause states and whether it speaks of what is still to come.

"Jun's taking Lola to mass on Sunday", "Niall says he'll take Rory to the dentist", "Des is
staying in with Biscuit" (after a time ahead was named): the present progressive and "will" /
"going to" with a person of the home as subject state that person's plan, which the Commitment
view keeps with them as its owner. "He" / "she" of a reported plan is the person named before it.
"""
from __future__ import annotations

from typing import Any, Sequence

from . import utterance_syntax as sx
from .referents import ReadingContext

__all__ = ["plan_owner", "planned", "planner_of"]


def planner_of(pred: Any, ctx: ReadingContext) -> str:
    """The person a clause's subject names (the speaker, the addressee, a name, a kin word, "he" /
    "she" for the last person named): whose plan a future clause states; "" for no one of the home."""
    subj = sx.subject(pred)
    if subj is None:
        return ""
    named = [ctx.speakers.people[t.lower_] for t in subj.doc[:subj.i] if t.lower_ in ctx.speakers.people]
    if subj.lower_ in sx.THIRD_PERSON and named:  # "Niall says he'll take Rory": the last named before "he"
        return named[-1]
    person = ctx.speakers.person(subj)
    home = set(ctx.speakers.people.values()) | set(ctx.speakers.kin.values()) | {
        ctx.speakers.speaker, ctx.speakers.addressee}
    return person if person in home else ""  # not "he" after "the boiler man"


def plan_owner(pred: Any, ctx: ReadingContext) -> str:
    """Whose plan a clause states: the person its subject names, the speaker's when it names no
    one else, "" when its subject is someone outside the home ("they'll be here at half three")."""
    subj = sx.subject(pred)
    if subj is None or subj.lower_ in sx.SPEAKER_WORDS:
        return ctx.speakers.speaker
    someone = subj.lower_ in sx.THIRD_PERSON | {"they"} or sx.is_person_noun(subj) or subj.pos_ == "PROPN"
    return planner_of(pred, ctx) or ("" if someone else ctx.speakers.speaker)


def planned(pred: Any, auxs: Sequence[str], ctx: ReadingContext) -> bool:
    """Whether a clause speaks of what its subject will do: "will" / "going to", or the present
    progressive with a future reference, given by its own time phrase or by a time still ahead
    that the conversation named ("the first day is Monday ... Jun's taking him")."""
    if any(a in sx.FUTURE_AUX for a in auxs) or pred.lemma_.lower() == "go" and pred.tag_ == "VBG" and \
            sx.child(pred, "xcomp") is not None:
        return True
    progressive = pred.tag_ == "VBG" and any(a in ("is", "'s", "are", "'re", "am", "'m") for a in auxs)
    if not progressive:
        return False
    return bool(sx.time_phrases_in(pred)) or any(t > ctx.now_ns for _, t in ctx.times)
