"""Spatial questions: "what is near the sink", "the mug left of the kettle", "how far is the remote
from the sofa". Read as a plan of intent ``spatial`` before the configured question parser runs.

The relation is a closed class (like prepositions): ``near`` (near, next to, beside, close to,
by ... side), ``left_of`` / ``right_of``, ``in_front_of``, ``behind``, and ``distance`` (how far,
distance between). The things related are read from spaCy's dependency parse, not from word
positions: the anchor is the object of the relation's preposition (or the second noun phrase of a
distance question), the target the noun phrase the relation modifies or the subject; a wh-word
("what") as target asks for every object that stands in the relation. A question without such a
relation (or whose relation word is used otherwise: "who left the mug") is left to the question
parser (``None``).
"""
from __future__ import annotations

import re
from typing import Any, List, Optional, Tuple

from obsmem_ros.errors import ConfigError

from .plan import Intent, QueryPlan, View

RELATIONS = ("near", "left_of", "right_of", "in_front_of", "behind", "distance")
# The words of every relation `_relation` reads, as it reads them ("left" only before "of", "far" only
# after "how"): a question without one is no spatial question, and is left to the question parser
# before spaCy runs, so the parser starts its sentence embedding first ("is the TV on right now?").
_CUE = re.compile(r"\b(?:near|nearby|beside|closest|nearest|behind|distance|(?:next|close)\s+to|how\s+far|"
                  r"(?:left|right)\s+of|in\s+front\s+of)\b", re.IGNORECASE)
_NEAR_WORDS = {"near", "nearby", "beside", "next", "close", "closest", "nearest", "by"}
_NEEDS_TO = {"next", "close"}  # relations only as "next to", "close to"
_RELATION_NOUNS = {"left", "right", "front", "side", "distance", "back"}
_WH = {"what", "which", "anything", "something", "things", "objects", "thing", "object", "stuff"}
_YES_NO = re.compile(r"^\s*(?:is|are|was|were|does|do)\b", re.IGNORECASE)


def _phrase(token: Any) -> str:
    """The noun phrase a token heads, without determiners, possessive markers and punctuation."""
    words = [t for t in token.subtree if t == token or (
        t.i < token.i and t.dep_ in ("compound", "amod", "nmod", "poss", "nummod") and t.pos_ not in ("DET", "PRON"))]
    return " ".join(t.text.lower() for t in words)


def _nouns(doc: Any) -> List[Any]:
    """The heads of the question's noun phrases, in order (wh-words included)."""
    return [t for t in doc if (t.pos_ in ("NOUN", "PROPN") and t.lower_ not in _RELATION_NOUNS and t.dep_ != "compound")
            or t.lower_ in _WH and t.pos_ == "PRON"]


def _relation(doc: Any) -> Optional[Tuple[str, Any]]:
    """(relation, the token after which the anchor follows), or None."""
    for t in doc:
        low = t.lower_
        nxt = doc[t.i + 1] if t.i + 1 < len(doc) else None
        if low in ("left", "right") and nxt is not None and nxt.lower_ == "of":
            return ("left_of" if low == "left" else "right_of"), nxt
        if low == "front" and t.i > 0 and doc[t.i - 1].lower_ == "in" and nxt is not None and nxt.lower_ == "of":
            return "in_front_of", nxt
        if low == "behind" and t.pos_ == "ADP":
            return "behind", t
        if low in ("far", "distance") and (low == "distance" or (t.i > 0 and doc[t.i - 1].lower_ == "how")):
            return "distance", t
        if low in _NEEDS_TO and (nxt is None or nxt.lower_ != "to"):
            continue  # "your next pill reminder", "a close call": an order or a degree, not a place
        if low in _NEAR_WORDS and (t.pos_ in ("ADP", "ADJ", "ADV", "SCONJ")) and low != "by":
            after = nxt if nxt is not None and nxt.lower_ in ("to", "by") else t
            return "near", after
    return None


def spatial_plan(question: str) -> Optional[QueryPlan]:
    """The spatial plan of a question (module docstring), or None when it asks no spatial relation."""
    if not _CUE.search(question):
        return None
    from obsmem_ros.core.language.syntax import analyse

    try:
        doc = analyse(question)
    except ConfigError:
        return None
    found = _relation(doc)
    if found is None:
        return None
    relation, pivot = found
    nouns = _nouns(doc)
    before = [n for n in nouns if n.i < pivot.i]
    after = [n for n in nouns if n.i > pivot.i]
    if relation == "distance":
        things = [n for n in nouns if n.lower_ not in _WH]
        pair = things[:2] if len(things) == 2 else before[-1:] + after[:1]
        if len(pair) != 2 or any(p.lower_ in _WH for p in pair):
            return None
        target, anchor = _phrase(pair[0]), _phrase(pair[1])
    else:
        if not after:
            return None
        anchor = _phrase(after[0])
        subject = before[-1] if before else None
        target = "" if subject is None or subject.lower_ in _WH else _phrase(subject)
    return QueryPlan(question=question, intent=Intent.SPATIAL, targets=(target,) if target else (),
                     places=(anchor,), form=relation, views=(View.STATE,), yes_no=bool(_YES_NO.match(question)),
                     keywords=tuple(w for w in (target, anchor) if w),
                     reason=f"spatial relation {relation!r} read from the dependency parse")
