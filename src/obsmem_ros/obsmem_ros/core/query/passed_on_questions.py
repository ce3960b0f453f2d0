"""A question asked on someone's behalf: "Jenny wants to know if her umbrella's still in the stand",
"Kayla's asking where her shirt is", "Jaylen wanna know where his cleats at".

The clause after the verb of asking is the question; the parser reads the whole text as a statement
of what someone wants. The asked clause is read as the question it passes on: a wh-clause with its
copula put before its subject ("where her shirt is" -> "Where is her shirt?"), an if- or
whether-clause with a copula as a yes/no question ("if her umbrella's still in the stand" -> "Is
her umbrella still in the stand?"), and its first pronoun for a person written as the one who asks
("Where is Kayla's shirt?"): people ask after their own things. The asker must be someone memory
knows (an id or a word the household calls people by); any other text is left as it is.
"""
from __future__ import annotations

import re
from typing import AbstractSet, Any, Optional

from ..language.syntax import analyse
from .fronted_people import pronoun_written

_ASKING = (r"(?:wants?|wanted|needs?|would\s+like)\s+to\s+know|wanna\s+know|"
           r"(?:'s\s+|\s*is\s+|\s*was\s+)?(?:asking|asked|asks|wondering|wonders)")
_PASSED_ON = re.compile(r"^\s*(?P<name>[^\W\d_]+)\s*(?:" + _ASKING + r")\s+(?P<mark>if|whether|where|what|when|who|"
                        r"which|how)\b\s*(?P<clause>.+?)[\s?.!]*$", re.IGNORECASE)


def passed_on_question(question: str, names: AbstractSet[str]) -> str:
    """The question `question` passes on for someone memory knows, or `question` itself."""
    said = _PASSED_ON.match(question)
    if said is None or said.group("name").lower() not in names:
        return question
    mark, clause = said.group("mark").lower(), said.group("clause")
    asked = _yes_no(clause) if mark in ("if", "whether") else _wh(mark, clause)
    if asked is None:
        return question
    return pronoun_written(asked, said.group("name")) or asked


def _copula(clause: str) -> Optional[Any]:
    """The clause's first copula (not a possessive "'s")."""
    return next((t for t in analyse(clause) if t.lemma_.lower() == "be" and t.tag_ != "POS"), None)


def _be(tok: Any) -> str:
    return "are" if tok.lower_ in ("are", "'re", "were") else "is"


def _yes_no(clause: str) -> Optional[str]:
    """"her umbrella's still in the stand" -> "Is her umbrella still in the stand?"; None without a
    copula to front."""
    cop = _copula(clause)
    if cop is None or cop.idx == 0:
        return None
    subject, rest = clause[:cop.idx].strip(), clause[cop.idx + len(cop.text):].strip()
    return f"{_be(cop).capitalize()} {subject} {rest}?"


def _wh(mark: str, clause: str) -> str:
    """"where her shirt is" -> "Where is her shirt?", "when Dad is coming" -> "When is Dad coming?";
    a clause without a form of "be" as said ("where his cleats at")."""
    cop = _copula(clause)
    if cop is None or cop.idx == 0:
        return f"{mark.capitalize()} {clause}?"
    rest = clause[cop.idx + len(cop.text):].strip()
    return f"{mark.capitalize()} {_be(cop)} {clause[:cop.idx].strip()}{' ' + rest if rest else ''}?"
