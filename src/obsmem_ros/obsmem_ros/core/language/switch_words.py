""""On" and "off" said as verbs: "On the TV for me.", "Off the light in the kitchen at ten.", "Can on
the fan?" (Singapore, Malaysian, Indian, East and South African English, among others).

Said so, the words have no verb for the parser, and the request is lost. A piece that opens with
"on" / "off" (after at most "please" / "can" / "could" / "you") right before a noun phrase it
owns is read with "turn" ("Turn on the TV for me."), when the piece also asks: a "can" / "please"
before it, a "for me" / "for us" after it, or a clock time. Without one of those the piece may
be a place said alone ("On the shelf by the door."), and is left as it is.

Said after the thing switched, "on" / "off" is the verb's particle even when speech written
without commas runs the next word on as its object (`free_particle`).
"""
from __future__ import annotations

import re
from typing import Any, Callable, Optional

__all__ = ["free_particle", "switch_said"]

_SWITCH = re.compile(r"^(?P<lead>(?:(?:please|can|could|you)\s+)*)(?P<switch>on|off)\s+"
                     r"(?=(?:the|my|our|your|his|her|their|this|that)\b)", re.IGNORECASE)
_ASKING_LEAD = re.compile(r"\b(?:please|can|could)\b", re.IGNORECASE)
_ASKING_TAIL = re.compile(r"\bfor\s+(?:me|us|him|her|them)\b|\b(?:at|by)\s+\d|\bplease\b", re.IGNORECASE)


def switch_said(piece: str) -> str:
    """`piece` with an "on" / "off" said as a verb written "turn on" / "turn off" ("Off the fan for
    me" -> "Turn off the fan for me"); unchanged otherwise."""
    found = _SWITCH.match(piece.strip())
    if found is None:
        return piece
    rest = piece.strip()[found.end():]
    if not (_ASKING_LEAD.search(found.group("lead")) or _ASKING_TAIL.search(rest)):
        return piece
    lead, switch = found.group("lead"), found.group("switch").lower()
    verb = "turn" if lead else "Turn" if found.group("switch")[:1].isupper() else "turn"
    return f"{lead}{verb} {switch} {rest}"


def free_particle(particle: Any, target: Any, resolve: Callable[[str], Optional[str]]) -> bool:
    """Whether an "on" / "off" of a switching verb is its particle: it governs nothing, or, after
    the thing switched, only one bare word `resolve` does not know, a run-on word of speech written
    without commas ("I've turned the heater off mind", "switched the telly on love": a tag or a
    name of address, not a place; "on my way in" keeps its article; in "turn on Radio Four" the
    word is the thing)."""
    governed = next((c for c in particle.children if c.dep_ == "pobj"), None)
    if governed is None:
        return True
    return target is not None and target.i < particle.i and governed.i == particle.i + 1 \
        and not list(governed.children) and governed.pos_ in ("NOUN", "PROPN", "INTJ") \
        and not resolve(governed.lower_)
