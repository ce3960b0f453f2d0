"""Goal-conditioned recall: a description -> a bounded, scored list of remembered candidates."""
from __future__ import annotations

from dataclasses import replace
from typing import Mapping

from .goals import ObjectRef
from .world_memory import Candidate, WorldMemory

DEFAULT_K = 5


def stem(word: str) -> str:
    """A crude singular: 'keys' -> 'key', 'glasses' -> 'glass', 'boxes' -> 'box'."""
    word = word.lower()
    if word.endswith("ses") or word.endswith("xes") or word.endswith("ches"):
        return word[:-2]
    if word.endswith("ies") and len(word) > 4:
        return word[:-3] + "y"
    if word.endswith("s") and not word.endswith("ss") and len(word) > 3:
        return word[:-1]
    return word


def match_score(ref: ObjectRef, cand: Candidate) -> float:
    """Fraction of the description's words the candidate answers to; 0 when the head noun does not match."""
    if ref.text.replace(" ", "_") == cand.entity:
        return 1.0
    vocab = {stem(w) for w in cand.vocabulary()}
    words = [stem(w) for w in ref.words]
    if not words or words[-1] not in vocab:
        return 0.0
    return sum(1 for w in words if w in vocab) / len(words)


def name_coverage(ref: ObjectRef, cand: Candidate) -> float:
    """Share of the candidate's own name the description covers: "desk" fits "desk" better than "kids' desk"."""
    name = [stem(w) for w in cand.name.lower().replace("'", "").replace("_", " ").split()]
    said = {stem(w) for w in ref.words}
    return sum(1 for w in name if w in said) / len(name) if name else 0.0


def owner_score(ref: ObjectRef, cand: Candidate, world: WorldMemory) -> float | None:
    """+1 when the candidate is the owner's (attribute or remembered preference), None when it is someone else's
    (or, for "Alice's favourite mug", when it is not the one her remembered preference names)."""
    if ref.preferred_by:
        return 1.0 if world.preferred(ref.preferred_by, cand.category).value == cand.entity else None
    if not ref.owner:
        return 0.0
    owner = cand.descriptors.get("owner", "")
    if owner == ref.owner:
        return 1.0
    if owner:
        return None
    return 1.0 if world.preferred(ref.owner, cand.category).value == cand.entity else 0.0


def recall(world: WorldMemory, ref: ObjectRef, *, k: int = DEFAULT_K,
           constraints: Mapping[str, str] | None = None) -> list[Candidate]:
    """Candidates for a description, best first, at most k; each carries its score.

    A candidate is dropped when its head noun does not match, when it belongs to someone other
    than the owner the description names, or when it contradicts an explicit constraint
    (``{"color": "red"}``).
    """
    scored: list[Candidate] = []
    for cand in world.candidates(ref, k=max(k * 3, 10)):
        base = match_score(ref, cand)
        owned = owner_score(ref, cand, world)
        if base <= 0.0 or owned is None:
            continue
        if any(cand.descriptors.get(key, "").lower() != str(value).lower()
               for key, value in (constraints or {}).items()):
            continue
        scored.append(replace(cand, score=base + owned + 0.1 * name_coverage(ref, cand)))
    if any(match_score(ref, c) == 1.0 for c in scored):  # someone answers to every word: "blue mug" is not a red mug
        scored = [c for c in scored if match_score(ref, c) == 1.0]
    scored.sort(key=lambda c: (-c.score, -(c.location.time_ns if c.location else 0), c.entity))
    return scored[:k]
