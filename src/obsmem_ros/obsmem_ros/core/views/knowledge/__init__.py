"""Consolidation (MEMORA): routine skills, preferences and habits mined from episodes of actions.

Pure Python. An `Action` is verb + objects + time + session + actor (+ optional location, id and
task label), so EPIC-KITCHENS narrations and simulator traces feed the same miners.
`consolidate(actions)` returns a `KnowledgeBase` (JSON round-trip with `to_dict` / `from_dict`);
`find_routines`, `find_preferences` and `find_habits` read it back for the typed tools.
`mine_observed_habit` counts what a person chooses per part of day and kind of day (query time).
"""
from .config import PLACEMENT_VERBS, KnowledgeConfig
from .consolidate import consolidate
from .episodes import Episode, split_episodes
from .habits import mine_habits
from .lookup import find_habits, find_preferences, find_routines
from .observed import OBSERVED, STATED, Choice, HabitScope, ObservedHabit, mine_observed_habit, part_of_day
from .preferences import mine_preferences
from .records import Action, Habit, KnowledgeBase, KnowledgeError, Preference, RoutineSkill
from .routines import mine_routines
from .text import stem, tokens

__all__ = [
    "OBSERVED", "STATED", "Action", "Choice", "Episode", "Habit", "HabitScope", "ObservedHabit", "mine_observed_habit",
    "part_of_day", "KnowledgeBase", "KnowledgeConfig", "KnowledgeError", "PLACEMENT_VERBS",
    "Preference", "RoutineSkill", "consolidate", "find_habits", "find_preferences", "find_routines",
    "mine_habits", "mine_preferences", "mine_routines", "split_episodes", "stem", "tokens",
]
