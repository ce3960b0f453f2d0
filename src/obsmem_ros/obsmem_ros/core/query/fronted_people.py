"""A person said first, as the topic of the question that follows: "Ruth: tea or coffee, which does
she go for?", "Ruth's mug, which one does she use?".

People ask about someone by naming them first, set off by a colon or a comma, and then ask the
question with a pronoun for them ("she", "his"); what the parser reads in such a text is the
topic as a thing and the question without its person. The question is read with the person
written where the pronoun stands ("Tea or coffee, which does Ruth go for?"), and a thing of theirs
said first ("Ruth's mug,") is the kind a following "which one" asks for ("Which mug does Ruth
use?"). The first word must name someone memory knows (an id or a word the household calls
people by), so a thing said first ("The blue mug, whose is it?") is left to `lead_ins`.
"""
from __future__ import annotations

import re
from typing import AbstractSet, Optional

from ..language.syntax import analyse

_TOPIC = re.compile(r"^\s*(?P<name>[^\W\d_]+)(?P<own>'s\s+(?P<thing>[^\W\d_]+))?\s*[:,]\s*(?P<rest>.+)$")
_WHICH_ONE = re.compile(r"^(?P<wh>which|what)\s+ones?\b", re.IGNORECASE)
_PERSON = frozenset({"he", "she", "him", "her", "his", "they", "them", "their"})


def with_person_written(question: str, names: AbstractSet[str]) -> str:
    """`question` with its fronted person written where the first pronoun for them stands, and their
    thing said first taken as the kind "which one" asks for; `question` as it is when it opens with
    no one memory knows, or its question has no pronoun to take them up."""
    said = _TOPIC.match(question)
    if said is None or said.group("name").lower() not in names:
        return question
    name, rest = said.group("name"), said.group("rest")
    if said.group("thing"):
        which = _WHICH_ONE.match(rest)
        if which is None:
            return question
        rest = f"{which.group('wh')} {said.group('thing')}{rest[which.end():]}"
    written = pronoun_written(rest, name)
    if written is None:
        return question
    return written[:1].upper() + written[1:]


def pronoun_written(text: str, name: str) -> Optional[str]:
    """`text` with its first personal pronoun replaced by `name` ("his" and a possessive "her" by
    "<name>'s"); None when it has none."""
    for tok in analyse(text):
        if tok.lower_ in _PERSON and tok.pos_ == "PRON":
            owner = tok.tag_ == "PRP$" or tok.lower_ == "his" or tok.dep_ == "poss"
            return text[:tok.idx] + (f"{name}'s" if owner else name) + text[tok.idx + len(tok.text):]
    return None
