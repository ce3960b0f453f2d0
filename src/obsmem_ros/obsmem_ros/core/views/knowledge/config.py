"""Frozen, validated configuration of consolidation."""
from __future__ import annotations

from dataclasses import dataclass
from typing import FrozenSet

from .records import KnowledgeError

PLACEMENT_VERBS: FrozenSet[str] = frozenset({
    "put", "place", "insert", "store", "hang", "return", "leave", "set", "put-in", "put-on", "put-into",
    "put-down", "put-back", "place-in", "place-on", "place-back", "put-away", "place-into",
})


@dataclass(frozen=True)
class KnowledgeConfig:
    """Thresholds of the routine, preference and habit miners.

    Episodes are an actor's actions of one session, split where nothing happened for
    `episode_gap_s` seconds or where the action's `task` label changes.
    """

    episode_gap_s: float = 300.0
    routine_min_len: int = 3
    routine_max_len: int = 6
    routine_min_support: int = 2
    max_routines: int = 200
    habit_min_count: int = 2
    habit_max_gap_s: float = 60.0
    preference_min_support: int = 2
    preference_min_confidence: float = 0.5
    observed_min_support: int = 3        # occasions a habit shown by behaviour must win (observed.py)
    observed_min_share: float = 0.6      # ... and its share of the occasions in scope (a clear majority)
    placement_verbs: FrozenSet[str] = PLACEMENT_VERBS

    def __post_init__(self) -> None:
        if self.episode_gap_s <= 0 or self.habit_max_gap_s <= 0:
            raise KnowledgeError(f"KnowledgeConfig gaps must be positive (episode_gap_s={self.episode_gap_s!r}, habit_max_gap_s={self.habit_max_gap_s!r}).")
        if not 2 <= self.routine_min_len <= self.routine_max_len:
            raise KnowledgeError(f"KnowledgeConfig.routine_min_len={self.routine_min_len!r} must be >= 2 and <= routine_max_len={self.routine_max_len!r}.")
        for name in ("routine_min_support", "habit_min_count", "preference_min_support", "max_routines",
                     "observed_min_support"):
            if getattr(self, name) < 1:
                raise KnowledgeError(f"KnowledgeConfig.{name}={getattr(self, name)!r} must be >= 1.")
        if not 0.0 <= self.preference_min_confidence <= 1.0:
            raise KnowledgeError(f"KnowledgeConfig.preference_min_confidence={self.preference_min_confidence!r} must lie in [0, 1].")
        if not 0.5 < self.observed_min_share <= 1.0:
            raise KnowledgeError(f"KnowledgeConfig.observed_min_share={self.observed_min_share!r} must be a majority, in (0.5, 1].")
