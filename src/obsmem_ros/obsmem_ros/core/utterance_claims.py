"""Claims parsed from the words of an utterance when the producer did not list them.

Simple, documented rules (case-insensitive; "the"/"my"/"a" before nouns optional):

* ``the X is/are on|in|at|under|inside|next to|by the Y``  -> (X, location, Y)
* ``I put|left|placed|moved|dropped|stored the X on|in|at|into|onto|under|by the Y`` -> (X, location, Y)
* ``I moved|took the X to the Y``                           -> (X, location, Y)
* ``I set the X <timer|alarm|temperature|volume|mode> to V`` -> (X, setting:<name>, V)
* ``I set the X to V``                                      -> (X, setting, V)
* ``the X is open|closed|on|off``                           -> (X, state, V)
* ``I turned|switched the X on|off`` / ``I opened|closed the X`` -> (X, state, on|off|open|closed)

Mentions are resolved to entity ids by the caller's resolver ("laptop" -> "laptop_1"); an
unresolved mention becomes a snake_case id of its words, so the claim is still kept and findable.
"""
from __future__ import annotations

import re
from typing import Callable, List, Optional

from obsmem_ros.core.records import FactSpec, ValueType

Resolver = Callable[[str], Optional[str]]

_DET = r"(?:the|my|your|his|her|our|their|a|an)\s+"
_NOUN = r"(?P<{name}>[a-z][a-z0-9 _'-]*?)"
_PREP = r"(?:on top of|next to|inside|into|onto|on|in|at|under|by|beside|behind)"
_SETTINGS = r"(?P<setting>timer|alarm|temperature|volume|mode|thermostat)"

_RULES = (
    ("location", re.compile(rf"\b{_DET}{_NOUN.format(name='x')}\s+(?:is|are|was|'s)\s+(?:now\s+|still\s+)?{_PREP}\s+"
                            rf"(?:{_DET})?{_NOUN.format(name='y')}\s*(?:[.,!?;]|$|\s(?:now|again|today)\b)")),
    ("location", re.compile(rf"\bi(?:'ve|\s+have)?\s+(?:just\s+)?(?:put|left|placed|moved|dropped|stored|set)\s+{_DET}"
                            rf"{_NOUN.format(name='x')}\s+{_PREP}\s+(?:{_DET})?{_NOUN.format(name='y')}\s*(?:[.,!?;]|$)")),
    ("location", re.compile(rf"\bi(?:'ve|\s+have)?\s+(?:just\s+)?(?:moved|took|brought|carried)\s+{_DET}"
                            rf"{_NOUN.format(name='x')}\s+to\s+(?:{_DET})?{_NOUN.format(name='y')}\s*(?:[.,!?;]|$)")),
    ("setting", re.compile(rf"\bi(?:'ve|\s+have)?\s+(?:just\s+)?set\s+{_DET}{_NOUN.format(name='x')}\s+{_SETTINGS}\s+to\s+"
                           r"(?P<v>[0-9a-z:.]+)")),
    ("plain_setting", re.compile(rf"\bi(?:'ve|\s+have)?\s+(?:just\s+)?set\s+{_DET}{_NOUN.format(name='x')}\s+to\s+"
                                 r"(?P<v>[0-9a-z:.]+)")),
    ("state", re.compile(rf"\b{_DET}{_NOUN.format(name='x')}\s+(?:is|was)\s+(?:now\s+|still\s+)?"
                         r"(?P<v>open|closed|on|off)\s*(?:[.,!?;]|$)")),
    ("switch", re.compile(rf"\bi(?:'ve|\s+have)?\s+(?:just\s+)?(?:turned|switched)\s+{_DET}{_NOUN.format(name='x')}\s+"
                          r"(?P<v>on|off)\b")),
    ("switch", re.compile(rf"\bi(?:'ve|\s+have)?\s+(?:just\s+)?(?:turned|switched)\s+(?P<v>on|off)\s+{_DET}"
                          rf"{_NOUN.format(name='x')}\s*(?:[.,!?;]|$)")),
    ("openclose", re.compile(rf"\bi(?:'ve|\s+have)?\s+(?:just\s+)?(?P<v>opened|closed)\s+{_DET}"
                             rf"{_NOUN.format(name='x')}\s*(?:[.,!?;]|$)")),
)


def mention_id(words: str) -> str:
    """The snake_case id of an unresolved mention ("coffee mug" -> "coffee_mug")."""
    return re.sub(r"[^a-z0-9]+", "_", words.strip().lower()).strip("_")


def parse_claims(utterance: str, resolve: Resolver) -> List[FactSpec]:
    """Facts the words assert, by the rules above; empty when no rule matches."""
    claims: List[FactSpec] = []
    for clause in re.split(r"\s*(?:[,;]|\band\b|\bbut\b|\bso\b)\s*", " ".join(utterance.lower().split())):
        claims += _clause_claims(clause, resolve)
    return claims


def _clause_claims(text: str, resolve: Resolver) -> List[FactSpec]:
    claims: List[FactSpec] = []
    taken: List[range] = []  # spans already explained by an earlier (more specific) rule
    for rule, pattern in _RULES:
        for match in pattern.finditer(text):
            if any(match.start() in span or span.start in range(*match.span()) for span in taken):
                continue
            taken.append(range(*match.span()))
            claims.append(_claim(rule, match, resolve))
    return claims


def _entity(words: str, resolve: Resolver) -> str:
    words = words.strip()
    return resolve(words) or mention_id(words)


def _claim(rule: str, match: "re.Match[str]", resolve: Resolver) -> FactSpec:
    entity = _entity(match.group("x"), resolve)
    if rule == "location":
        return FactSpec(entity, "location", _entity(match.group("y"), resolve), ValueType.ENTITY)
    if rule == "setting":
        return FactSpec(entity, f"setting:{match.group('setting')}", match.group("v").rstrip("."), ValueType.STR)
    if rule == "plain_setting":
        return FactSpec(entity, "setting", match.group("v").rstrip("."), ValueType.STR)
    value = match.group("v")
    value = {"opened": "open", "closed": "closed"}.get(value, value)
    return FactSpec(entity, "state", value, ValueType.STR)
