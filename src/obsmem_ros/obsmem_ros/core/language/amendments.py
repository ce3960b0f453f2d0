"""Later words that change what a turn said: a time said on its own times the last undertaking
(`retimed`: "The tuner's coming Thursday. Ten o'clock."); a correction of what was just said
("no wait, half four", "no, the green one", "Actually, make that Thursday.") retimes the last
undertaking or swaps its thing (`amended`); a corrective fragment about a thing just claimed
replaces or retracts the claim (`recorrected`); and the value a "make that ..." puts in place of
the one just said (`replacement`, `new_time`).
"""
from __future__ import annotations

import re
from dataclasses import replace
from typing import Any, List, Optional, Sequence, Tuple

from . import utterance_syntax as sx
from .claims import correcting, number_said, retracted
from .clause_reading import SAME_TIME, clause
from .clauses import PARSES
from .conversation_times import kept_time
from .due_times import due_of
from .referents import ReadingContext, referent
from .utterance_records import Claim, Undertaking, UtteranceReading

__all__ = ["amended", "new_time", "recorrected", "replacement", "retimed"]


def replacement(doc: Any) -> str:
    """The value a correction replaces the one just said with ("make that thirty", "make it
    Sunday"): the words "make" governs besides its "that" / "it"; "" for any other clause."""
    make = next((t for t in doc if t.lemma_.lower() == "make" and sx.subject(t) is None or
                 t.lemma_.lower() == "make" and sx.subject(t).lower_ in ("it", "that")), None)
    if make is None or not any(t.lower_ in ("that", "it") for t in make.subtree if t.i != make.i):
        return ""
    said = [t for t in make.subtree if t.i > make.i and not t.is_punct and t.lower_ not in ("that", "it")]
    return sx.phrase_text(said)


def new_time(doc: Any, undertakings: Sequence[Undertaking]) -> str:
    """The time of a "make it ..." said after a timed undertaking of the same turn, with no
    correction word before it ("remind me at half five ... Make it quarter to six"): a new time for
    that undertaking, as after "no wait"; "" for any other clause ("make it to the station")."""
    if not any(u.due_ns is not None for u in undertakings):
        return ""
    value = replacement(doc)
    said = PARSES.doc(value) if value else None
    if said is None or said[0].lower_ == "to" or not any(t.like_num or sx.is_time_token(t) for t in said):
        return ""
    return value


def retimed(last: Undertaking, text: str, ctx: ReadingContext, undertakings: Sequence[Undertaking]) -> Undertaking:
    """`last` timed by a time said on its own after it ("Ten o'clock.", "Same time.", "Same time,
    two o'clock."): a clock time is read with the event's own words and day ("movie night is on
    Saturday" + "8 o'clock" -> Saturday 20:00); "same time" keeps the clock time of the event moved."""
    clock = SAME_TIME.sub("", text.lower()).strip(" ,.!?")
    if _own_doer(PARSES.doc(text)):  # "Then night time I book in.": another deed's time, not this one's
        return last
    if clock and any(_timing(t) for t in PARSES.doc(clock)):
        said = f"{last.action} {last.due_text} at {time_words(PARSES.doc(clock))}"
        due_ns, _, _ = due_of(PARSES.doc(said)[:].root, said, ctx)
        if due_ns is not None:
            return replace(last, due_ns=due_ns, due_text=f"{last.due_text}; {text}".strip("; "))
    if clock != text.lower().strip(" ,.!?"):
        kept = kept_time(last, ctx.earlier + tuple(u for u in undertakings if u is not last), ctx.timezone)
        return replace(last, due_ns=kept) if kept is not None else last
    return last


def _timing(tok: Any) -> bool:
    """A word of a fragment that may say a time: a time word, or a number that counts no thing
    ("Like twelve eggs." after "remind me at two-thirty": how many, not when)."""
    return tok.like_num and not sx.is_measure(tok) or sx.is_time_token(tok)


_PERSONAL = frozenset({"i", "you", "he", "she", "we", "they"})


def _own_doer(doc: Any) -> bool:
    """Whether a fragment names a doer of its own ("night time I book in", "after that we eat"): a
    clause about that person's deed, which the parse may leave verbless, not a time said on its own."""
    return any(t.lower_ in _PERSONAL and t.dep_ in ("nsubj", "nsubjpass") for t in doc)


_CLOCK_SPEECH = frozenset({"half", "quarter", "past", "o'clock", "am", "pm", "noon", "midday", "midnight"})
_FRAME_POS = frozenset({"NUM", "ADP", "DET", "CCONJ", "PUNCT"})


def time_words(doc: Any) -> str:
    """The words of a time said on its own, less the tags and asides around it ("Seven right?",
    "Ten can?", "In the morning, he said, around ten."): its numbers, time words, clock speech and
    the prepositions, articles and conjunctions between them."""
    kept = [t for t in doc if t.like_num or sx.is_time_token(t) or t.lower_ in _CLOCK_SPEECH or t.pos_ in _FRAME_POS]
    return sx.phrase_text(kept).strip(" ,.!?") or doc.text


def recorrected(text: str, ctx: ReadingContext, claims: List[Claim],
                previous: Optional[UtteranceReading]) -> List[Claim]:
    """Claims after a corrective fragment about a thing just claimed ("the keys are in the drawer,
    no, on the shelf"): the fragment read as said of that thing replaces the claim; a number
    replaces the value of the last setting ("it's on nineteen, no, twenty"); a fragment that says
    nothing of it ("no, the other one") retracts what was claimed."""
    said = claims or (list(previous.claims) if previous is not None else [])
    if said:
        ctx.last_thing = said[-1].entity
        new, _, _ = clause(PARSES.doc(f"it is {text}"), ctx, f"it is {text}")
        if new:
            pairs = {(c.entity, c.attribute) for c in new}
            return [c for c in claims if (c.entity, c.attribute) not in pairs] + [
                correcting(c, previous) for c in new]
        number = number_said(PARSES.doc(text))
        setting = next((c for c in reversed(said) if c.attribute.startswith("setting")), None)
        if number:  # a number corrects a level, never a place or a state
            return claims if setting is None else [c for c in claims if c is not setting] + [
                correcting(replace(setting, value=number), previous)]
    return [correcting(c, previous) for c in retracted(claims, previous)] + [c for c in claims if c.negated]


def _corrected_due(last: Undertaking, text: str, doc: Any, ctx: ReadingContext) -> Tuple[Optional[int], str]:
    """(due time, its words) of a corrective fragment, read after the verb it corrects ("wake me at
    six? No wait, half six": waking at half six, a morning); None when it names no time."""
    if not (any(_timing(t) for t in doc) or due_of(doc[:].root, text, ctx)[0] is not None):
        return None, ""
    said = f"{last.verb or 'do'} at {text}"  # "no wait, four": at four
    due_ns, _, _ = due_of(PARSES.doc(said)[:].root, said, ctx)
    return (due_ns, text) if due_ns is not None else (None, "")


def amended(doc: Any, ctx: ReadingContext, undertakings: List[Undertaking], text: str) -> bool:
    """A correction of what was said in this turn (`_amend`), else, said in a turn of its own
    ("Actually, make that Thursday."), a new time for what the speaker asked or promised in their
    turn before: that undertaking again with the new time, as a move (the Commitment view replaces
    the old one with it). Whether it changed one."""
    if undertakings:
        return _amend(doc, ctx, undertakings, text)
    speaker = ctx.speakers.speaker
    own = [u for u in ctx.earlier if speaker in (u.owner, u.beneficiary)][-1:]
    again = list(own)
    if not own or not _amend(doc, ctx, again, text) or again[0].due_ns == own[0].due_ns:
        return False
    undertakings.append(replace(again[0], moves=True))
    return True


def _amend(doc: Any, ctx: ReadingContext, undertakings: List[Undertaking], text: str) -> bool:
    """A corrective fragment ("no wait, half four"; "no, the green one") changes what was just
    said: its time retimes the last undertaking, its thing replaces the thing of the same kind.
    Whether it changed one."""
    if not undertakings:
        return False
    last = undertakings[-1]
    due_ns, due_text = _corrected_due(last, text, doc, ctx)
    if due_ns is not None:
        clock = any(t.like_num or ":" in t.text or t.lower_ in ("noon", "midnight") for t in doc)
        if SAME_TIME.search(text.lower()) or not clock:  # "no, Sunday (, same time)": the old clock time kept
            due_ns = kept_time(replace(last, due_ns=due_ns), ctx.earlier + tuple(undertakings), ctx.timezone) or due_ns
        undertakings[:] = [replace(u, due_ns=due_ns, due_text=due_text) if u.action == last.action else u
                           for u in undertakings]
        return True
    root = doc[:].root
    said = {o: ctx.said.get(o, o.replace("_", " ")) for o in last.objects}
    if root.lower_ in ("one", "ones"):  # "the green one" replaces the described thing
        described = [o for o in last.objects if " " in said[o]] or list(last.objects)
        if not described:
            return False
        ctx.last_category = said[described[0]].split()[-1]
    entity = referent(root, ctx)
    old = next((o for o in last.objects if said[o].split()[-1] == ctx.last_category and o != entity), "")
    if not old and entity and last.objects and last.objects[-1] != entity and _named_anew(root):
        old = last.objects[-1]  # "I need twenty bucks for Wonderland... no wait, the ski trip": the thing said last
    if entity and old:
        words = re.sub(rf"\b{re.escape(said[old])}\b", ctx.said.get(entity, said[old]), last.action, flags=re.IGNORECASE)
        undertakings[-1] = replace(last, objects=tuple(entity if o == old else o for o in last.objects), action=words)
    return bool(old)


def _named_anew(root: Any) -> bool:
    """A corrective fragment that names a thing of its own, with its article or owner ("the ski
    trip", "my blue coat"), not a time or a bare word."""
    return root.pos_ in ("NOUN", "PROPN") and not sx.is_time_token(root) and any(
        c.dep_ in ("det", "poss") for c in root.children)
