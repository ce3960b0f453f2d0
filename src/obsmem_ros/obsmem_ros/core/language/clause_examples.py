"""Clause-kind training rows derived from hand-written utterances and what a listener takes from them.

Each hand-written utterance (`text`, `speaker`, `addressee`, `kinds`, `expect`: the claims,
requests, promises, schedules, preferences and new things a careful listener takes from it) is
cut into clauses as the reader cuts it (`clauses`), and each expected item is given to the clause
whose words share most with the item (a claim's value counts twice: "they're in the fridge" says
where the grapes are, the clause that names them may only have bought them). A clause is labelled
with the kind of the items it got (a preference of an utterance marked `routine` is a routine);
a clause of small talk (`chit_chat`) is "none"; any other clause that got no item is left out
(it may say something the listener did not write down). Fragments ("half four") are not
classified: the reader reads them against what came before.
"""
from __future__ import annotations

import re
from typing import Any, Dict, Iterable, List, Mapping, Sequence

from .clause_kinds import ClauseExample
from .clauses import clauses
from .utterances import heard_words

__all__ = ["derive_clause_examples"]

_STOP = frozenset({"the", "a", "an", "my", "your", "his", "her", "their", "our", "its", "of", "to", "in", "on", "at",
                   "by", "for", "and", "or", "s", "it", "is", "be", "up", "down", "out", "some", "this", "that",
                   "with", "from", "i", "you", "we", "they", "me", "him", "them", "us"})
_PRIORITY = ("request", "promise", "schedule", "preference", "routine", "claim", "new_thing")
# expected list -> (clause label, [(item field, weight)])
_FIELDS = {
    "claims": ("claim", (("entity", 1), ("value", 2))),
    "requests": ("request", (("action", 3), ("object", 1), ("what", 2), ("target", 1))),
    "promises": ("promise", (("action", 3), ("object", 1), ("what", 2), ("target", 1))),
    "schedules": ("schedule", (("what", 2), ("who", 1), ("action", 1), ("object", 1))),
    "preferences": ("preference", (("about", 2), ("value", 2), ("condition", 1))),
    "new_things": ("new_thing", (("name", 2),)),
}


def _stem(word: str) -> str:
    return word[:-1] if len(word) > 3 and word.endswith("s") and not word.endswith("ss") else word


def _words(text: Any) -> set:
    return {_stem(w) for w in re.findall(r"[a-z0-9]+", str(text or "").lower().replace("_", " ")) if w not in _STOP}


def _shared(wanted: set, said: set) -> int:
    """How many of the item's words the clause says (a word and its inflection are one: "wash" / "washed")."""
    return sum(any(w == c or min(len(w), len(c)) >= 4 and (c.startswith(w) or w.startswith(c)) for c in said)
               for w in wanted)


def derive_clause_examples(rows: Iterable[Mapping[str, Any]], *, robot_id: str = "robot") -> List[ClauseExample]:
    """The labelled clauses of hand-written utterance `rows` (see the module's note)."""
    out: List[ClauseExample] = []
    for row in rows:
        parts = [p.text for p in clauses(heard_words(str(row["text"]))) if not p.fragment]
        by_robot = str(row["speaker"]) == robot_id
        to_robot = str(row.get("addressee") or robot_id) == robot_id
        for text, label in zip(parts, _labels(parts, row)):
            if label:
                out.append(ClauseExample(text=text, label=label, by_robot=by_robot, to_robot=to_robot,
                                         source=str(row["id"])))
    return out


def _labels(parts: Sequence[str], row: Mapping[str, Any]) -> List[str]:
    """Each clause's label ("" when it is left out)."""
    if "chit_chat" in (row.get("kinds") or ()):
        return ["none"] * len(parts)
    routine = "routine" in (row.get("kinds") or ()) and "preference" not in (row.get("kinds") or ())
    said = [_words(p) for p in parts]
    got: List[Dict[str, float]] = [{} for _ in parts]
    for key, (label, fields) in _FIELDS.items():
        label = "routine" if label == "preference" and routine else label
        for item in (row.get("expect") or {}).get(key) or ():
            scores = [sum(weight * _shared(_words(item.get(name)), words) for name, weight in fields) for words in said]
            if not parts:
                continue
            best = max(scores)
            if best <= 0 and len(parts) > 1:
                continue
            at = scores.index(best)
            got[at][label] = got[at].get(label, 0.0) + max(best, 1)
    return [max(g, key=lambda k: (g[k], -_PRIORITY.index(k))) if g else "" for g in got]
