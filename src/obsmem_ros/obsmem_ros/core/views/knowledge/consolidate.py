"""Offline consolidation: all three miners over one batch of actions."""
from __future__ import annotations

from typing import Iterable

from .config import KnowledgeConfig
from .episodes import split_episodes
from .habits import mine_habits
from .preferences import mine_preferences
from .records import Action, KnowledgeBase
from .routines import mine_routines


def consolidate(actions: Iterable[Action], config: KnowledgeConfig = KnowledgeConfig()) -> KnowledgeBase:
    """Mine routines, preferences and habits of every actor in `actions` (any order)."""
    actions = sorted(actions, key=lambda a: (a.actor, a.time_ns, a.id))
    episodes = sum(len(v) for v in split_episodes(actions, config).values())
    return KnowledgeBase(
        routines=mine_routines(actions, config),
        preferences=mine_preferences(actions, config),
        habits=mine_habits(actions, config),
        episodes=episodes,
    )
