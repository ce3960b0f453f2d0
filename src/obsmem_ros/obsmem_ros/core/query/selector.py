"""The evidence selector: at most k records, relevant and complementary.

Retrievers return candidates best first, from several views. The selector unions them (one item
per record id, keeping its best score), then picks greedily by maximal marginal relevance: each
pick maximises `relevance - diversity * redundancy`, where redundancy with the items already
chosen counts a shared entity, a shared view and, for the same entity, a shared time bucket. The first pick is always
the most relevant record (the answer's own support). Ties break on retrieval order, so the
result is deterministic.
"""
from __future__ import annotations

from dataclasses import dataclass
from typing import Dict, FrozenSet, List, Sequence

from obsmem_ros.errors import ConfigError, QueryError

from .evidence import Evidence

NS_PER_S = 1_000_000_000


@dataclass(frozen=True)
class SelectorConfig:
    """Weights of the MMR selector. `diversity` trades relevance for coverage (0 = pure ranking)."""

    diversity: float = 0.5
    entity_weight: float = 0.4
    time_weight: float = 0.3
    view_weight: float = 0.3
    time_bucket_s: float = 3600.0

    def __post_init__(self) -> None:
        for name in ("diversity", "entity_weight", "time_weight", "view_weight"):
            value = getattr(self, name)
            if not 0.0 <= value <= 1.0:
                raise ConfigError(f"SelectorConfig.{name}={value!r}: must lie in [0, 1].")
        if not self.time_bucket_s > 0:
            raise ConfigError(f"SelectorConfig.time_bucket_s={self.time_bucket_s!r}: must be positive seconds.")


def dedup_union(candidates: Sequence[Evidence]) -> List[Evidence]:
    """One item per id (the best-scored; the earlier on ties), in first-seen order."""
    best: Dict[str, Evidence] = {}
    for item in candidates:
        kept = best.get(item.id)
        if kept is None or item.score > kept.score:
            best[item.id] = item
    order = list(dict.fromkeys(item.id for item in candidates))
    return [best[i] for i in order]


def _relevance(items: Sequence[Evidence]) -> List[float]:
    """Scores mapped to [0, 1] and blended with rank, so views with different score scales mix."""
    n = len(items)
    top = max((max(i.score, 0.0) for i in items), default=0.0) or 1.0
    return [0.5 * max(item.score, 0.0) / top + 0.5 * (1.0 - rank / n) for rank, item in enumerate(items)]


def select_evidence(candidates: Sequence[Evidence], k: int = 5, config: SelectorConfig = SelectorConfig()) -> List[Evidence]:
    """At most `k` items of `candidates` (best first), complementary across entity, time and view."""
    if k < 0:
        raise QueryError(f"k={k!r}: the evidence budget must be zero or more.")
    items = dedup_union(candidates)
    if not items or k == 0:
        return []
    relevance = _relevance(items)
    bucket_ns = int(config.time_bucket_s * NS_PER_S)
    chosen: List[int] = [0]
    remaining = list(range(1, len(items)))
    covered = set(_rests_on(items[0]))
    while remaining and len(chosen) < k:
        def gain(i: int) -> float:
            redundancy = max(_overlap(items[i], items[j], bucket_ns, config) for j in chosen)
            return relevance[i] - config.diversity * redundancy
        pick = max(remaining, key=lambda i: (not _rests_on(items[i]) <= covered, gain(i), -i))
        chosen.append(pick)
        remaining.remove(pick)
        covered |= _rests_on(items[pick])
    return [items[i] for i in chosen]


def _rests_on(item: Evidence) -> FrozenSet[str]:
    """The events a record rests on (an event record: itself). A record whose events the records
    already chosen cite adds nothing (a second clause of one sentence, read as its own commitment),
    so it comes after every record that does."""
    return frozenset(item.event_ids or (item.id,))


def _overlap(a: Evidence, b: Evidence, bucket_ns: int, config: SelectorConfig) -> float:
    """Redundancy of two records: a shared entity, a shared view, and the same time bucket for the
    same entity (two records about one thing from one hour say much the same; records about
    different things at one time complement each other: who came in, and what was moved)."""
    same_entity = bool(a.entity) and a.entity == b.entity
    same_time = same_entity and a.time_ns // bucket_ns == b.time_ns // bucket_ns
    return (config.entity_weight * same_entity + config.time_weight * same_time
            + config.view_weight * (a.view is b.view))
