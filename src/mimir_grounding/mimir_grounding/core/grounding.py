"""The fail-closed grounding operator: bind a description to remembered evidence, or refuse.

Before every action the planner asks this operator which entity a goal means and where it is.
It commits only to the best-supported candidate that survives the filters (constraints, failed
bindings, contradicted beliefs) and whose location belief is fresh enough; otherwise it returns
"not grounded" with a reason and what to do instead: places to search, in order of past
sightings, or a question for a person. It never guesses.
"""
from __future__ import annotations

from dataclasses import dataclass, field
from enum import Enum
from typing import Mapping, Sequence

from obsmem_ros import BeliefLabel

from .goals import ObjectRef
from .recall import DEFAULT_K, recall
from .world_memory import Candidate, WorldMemory


class Refusal(str, Enum):
    """Why a goal is not grounded (the ``Ground`` service's reason codes)."""

    NO_CANDIDATE = "no_candidate"
    AMBIGUOUS = "ambiguous"
    STALE = "stale"
    CONTRADICTED = "contradicted"


@dataclass(frozen=True)
class Tried:
    """A place already tried for a goal: the entity was not there ("" = searched, nothing found).

    A later sighting of the entity at the place (a fact newer than ``time_ns``) makes it live again.
    """

    entity: str
    place: str
    time_ns: int = 0


def _was_tried(cand: Candidate, tried: Sequence[Tried]) -> bool:
    seen_ns = cand.location.time_ns if cand.location else 0
    return any(t.entity == cand.entity and t.place == cand.parent and seen_ns <= t.time_ns for t in tried)


@dataclass(frozen=True)
class GroundingRequest:
    """What to ground, under which constraints and with which failures behind it."""

    ref: ObjectRef
    constraints: Mapping[str, str] = field(default_factory=dict)
    tried: tuple[Tried, ...] = ()
    need_fresh: bool = True          # movable targets must be freshly believed where they are
    rooms: tuple[str, ...] = ()      # the map's rooms, searched last when nothing better is known
    k: int = DEFAULT_K


@dataclass(frozen=True)
class GroundingResult:
    """A binding with its evidence, or a refusal with what to do instead."""

    grounded: bool
    reason: Refusal | None
    message: str
    target: Candidate | None = None
    candidates: tuple[Candidate, ...] = ()
    explore: tuple[str, ...] = ()   # places to search / verify, in order
    question: str = ""              # what to ask a person, when asking is the fallback

    @property
    def source(self) -> str:
        return self.target.parent if self.target else ""

    @property
    def evidence_ids(self) -> tuple[str, ...]:
        return self.target.evidence_ids if self.target else ()

    @property
    def trust(self) -> BeliefLabel:
        return self.target.location.trust if self.target and self.target.location else BeliefLabel.UNKNOWN


def _where(cand: Candidate) -> str:
    return f"{cand.entity} at {cand.parent or 'an unknown place'}"


def search_order(cands: Sequence[Candidate], tried: Sequence[Tried], rooms: Sequence[str],
                 first: Sequence[str] = ()) -> tuple[str, ...]:
    """Places to search: ``first``, then past sightings (most sighted, then most recent), then rooms."""
    done = {t.place for t in tried}
    order: list[str] = []
    sightings = sorted((s for c in cands for s in c.sightings), key=lambda s: (-s.count, -s.last_ns, s.place))
    for place in [*first, *(s.place for s in sightings), *rooms]:
        if place and place not in done and place not in order:
            order.append(place)
    return tuple(order)


def ground(world: WorldMemory, request: GroundingRequest) -> GroundingResult:
    """Bind ``request.ref`` to the best-supported remembered entity, or refuse with a fallback."""
    text = request.ref.text
    if request.ref.preferred_by and not world.preferred(request.ref.preferred_by, request.ref.words[-1]).value:
        return GroundingResult(False, Refusal.AMBIGUOUS, f"no remembered preference of {request.ref.preferred_by} "
                               f"for a {text}", question=f"Which {text} does {request.ref.preferred_by} prefer?")
    cands = recall(world, request.ref, k=request.k, constraints=request.constraints)
    if not cands:
        return GroundingResult(False, Refusal.NO_CANDIDATE, f"no remembered entity matches {text!r}",
                               explore=search_order((), request.tried, request.rooms),
                               question=f"Where can I find the {text}?")
    live = [c for c in cands if c.parent and not _was_tried(c, request.tried)]
    if not live:
        return GroundingResult(False, Refusal.STALE,
                               f"{text!r}: every candidate was already tried where memory placed it "
                               f"({', '.join(_where(c) for c in cands)}); search likely places",
                               candidates=tuple(cands), explore=search_order(cands, request.tried, request.rooms))
    trusted = [c for c in live if c.location is None or c.location.trust is not BeliefLabel.CONTRADICTED]
    if not trusted:
        return GroundingResult(False, Refusal.CONTRADICTED,
                               f"{text!r}: the remembered location of {', '.join(_where(c) for c in live)} "
                               "is contradicted by later evidence; search", candidates=tuple(cands),
                               explore=search_order(live, request.tried, request.rooms))
    best = trusted[0]
    rivals = [c for c in trusted[1:] if c.score == best.score]
    if rivals:
        names = " or ".join(_where(c) for c in [best, *rivals])
        return GroundingResult(False, Refusal.AMBIGUOUS, f"{text!r} is ambiguous: {names}",
                               candidates=tuple(cands), question=f"Which {text} do you mean: {names}?")
    trust = best.location.trust if best.location else BeliefLabel.UNKNOWN
    if request.need_fresh and trust is not BeliefLabel.FRESH:
        reason = best.location.trust_reason if best.location else "no location fact"
        return GroundingResult(False, Refusal.STALE,
                               f"{_where(best)} is {trust.value} ({reason}): verify first", target=None,
                               candidates=tuple(cands),
                               explore=search_order([best], request.tried, request.rooms, first=[best.parent]))
    return GroundingResult(True, None, f"{text!r} -> {_where(best)} ({trust.value})", target=best,
                           candidates=tuple(cands))
