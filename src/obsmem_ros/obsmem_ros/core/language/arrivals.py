"""Comings and goings said of the house: someone else coming is a visit, the speaker coming back is
a return home.

A listener files "the vet's coming Thursday", "she'll be here around twelve", "he'll come at five
now" as a visit, whoever the comer is (a name, a role word, "he" / "she"), and whoever relays it:
an event at the house, not a promise of the relayer's (`visits`). "I'll be back by ten" or, the
verb dropped, "Back by ten." / "..., back about eleven" is the speaker's promise to be home again
at that time (`returns_home`, `return_promised`). Both are read from the parse: the subject of a
verb of arriving (or of "be here / over / round"), a "back" with no place said after it.

Someone else said to be running or to be late ("Rose messaged, she's running late. More like half
three now.") is late for an arrangement of theirs: a bare clock said next is the time it moves to,
so the late clause is that person's arrangement for the clock to time (`late_comer`), whatever the
clause-kind classifier makes of the late clause alone.
"""
from __future__ import annotations

import re
from dataclasses import replace
from typing import Any, List, Optional, Sequence

from obsmem_ros.core.records import CommitmentKind

from . import utterance_syntax as sx
from .plans import clock_said
from .referents import ReadingContext
from .speakers import is_person_noun
from .utterance_records import Undertaking

__all__ = ["late_comer", "return_promised", "returns_home", "visits"]

_HERE = frozenset({"here", "over", "round"})          # "be here / over / round": come to the house
_SPEECH_VERBS = frozenset({"ring", "call", "text", "phone", "say", "message", "email"})
_PLURAL_PEOPLE = frozenset({"they"})
_DELAYED = frozenset({"run", "be"})               # "running late", "be late": delayed, not a deed done late
_BACK_ALONE = re.compile(r"^(?:be|come|get)\s+back$", re.IGNORECASE)
_BACK_PIECE = re.compile(r"(?:^|,\s*)back\b[^,]*", re.IGNORECASE)
# the same piece in a run-on a recogniser wrote without its comma, after the speaker's own going
# ("i'm off again back about ten"): "back" with its time, no other subject said between
_RUN_ON_BACK = re.compile(r"\bi(?:'m| am|'ll| will)\b(?:(?!\b(?:he|she|they|you|we|it)\b)[^,.])*?\s"
                          r"(back\s+(?:about|around|by|at|for)\b[^,.]*)", re.IGNORECASE)


def visits(owed: Sequence[Undertaking], doc: Any, ctx: ReadingContext) -> List[Undertaking]:
    """`owed` with each coming of someone other than the speaker read as a visit: a schedule, verb
    "visit" (a relayed "she'll be here around twelve" is the comer's visit, not a promise)."""
    comer = _comer(doc, ctx)
    if comer is None:
        return list(owed)
    verbs = {comer.lemma_.lower(), "be", "come", "visit"}
    out = []
    for u in owed:
        relayed = u.kind is CommitmentKind.PROMISE and u.owner != ctx.speakers.speaker
        if u.verb in verbs and (u.kind is CommitmentKind.SCHEDULE or relayed):
            u = replace(u, kind=CommitmentKind.SCHEDULE, verb="visit")
        out.append(u)
    return out


def _comer(doc: Any, ctx: ReadingContext) -> Optional[Any]:
    """The predicate of `doc` saying someone other than the speaker (or the one spoken to) comes
    to the house, None when none does; a coming back is a return, not a visit."""
    for pred in sx.predicates(doc):
        lemma = pred.lemma_.lower()
        arriving = lemma in sx.ARRIVING or lemma == "visit" or lemma == "be" and any(
            c.dep_ in ("advmod", "prt") and c.lower_ in _HERE for c in pred.children)
        if not arriving or any(c.lower_ in ("back", "home") for c in pred.children):
            continue
        subj = sx.subject(pred)
        if subj is not None and _someone_else(subj, doc, ctx):
            return pred
    return None


def _someone_else(subj: Any, doc: Any, ctx: ReadingContext) -> bool:
    """Whether a subject names a person other than the speaker or addressee: a name, a kin or role
    word, "he" / "she" / "they", or a noun the clause has speaking ("the vet rang, he's ...")."""
    word = subj.lower_
    if word in ("i", "we", "you", "me", "us"):
        return False
    if word in sx.THIRD_PERSON or word in _PLURAL_PEOPLE or subj.pos_ == "PROPN" or is_person_noun(subj):
        return True
    if subj.pos_ != "NOUN":
        return False
    return any(t.lemma_.lower() in _SPEECH_VERBS and t.pos_ == "VERB" and (s := sx.subject(t)) is not None
               and s.lemma_.lower() == subj.lemma_.lower() for t in doc) or bool(ctx.speakers.person(subj))


def late_comer(doc: Any, ctx: ReadingContext, after: Sequence[str]) -> bool:
    """Whether `doc` says someone other than the speaker or the one spoken to is running or will be
    late ("she running late", "Kevin will be late") and the verbless piece said next (`after`: empty when
    none) names a clock time: the time their arrangement moves to."""
    root = next(iter(doc.sents)).root
    subj = sx.subject(root)
    late = root.lemma_.lower() in _DELAYED and any(c.lower_ == "late" and c.dep_ in ("advmod", "acomp")
                                                   for c in root.children)
    return late and subj is not None and _someone_else(subj, doc, ctx) and any(clock_said(t) for t in after)


def returns_home(owed: Sequence[Undertaking]) -> List[Undertaking]:
    """`owed` with a return said with no place ("I'll be back by ten") as a return home."""
    return [replace(u, action=f"{u.action} home") if _BACK_ALONE.match(u.action.strip()) else u for u in owed]


def return_promised(text: str, due: Sequence[Any], ctx: ReadingContext,
                    undertakings: Sequence[Undertaking]) -> List[Undertaking]:
    """The speaker's promise to be home again that a verbless "back" piece of `text` says ("Back by
    noon.", "off to the shops, back around four"), due at the return time `due` (the anchor the
    conversation read from it); none from the robot, without such a piece or a time, or when the
    utterance has already promised the return."""
    piece = _BACK_PIECE.search(text) or _RUN_ON_BACK.search(text)
    speaker = ctx.speakers.speaker
    if piece is None or not due or speaker == ctx.robot_id or any(
            u.owner == speaker and "back" in u.action.split() for u in undertakings):
        return []
    return [Undertaking(kind=CommitmentKind.PROMISE, owner=speaker, beneficiary=ctx.speakers.addressee,
                        action="be back home", due_ns=due[-1][1], due_text=piece.group(piece.lastindex or 0).strip(" ,.!?"),
                        verb="be")]
