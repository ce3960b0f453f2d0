"""Reading consolidated knowledge back: routines by goal, preferences by topic, habits by trigger.

Matching is by shared stemmed words; ties go to better-supported records.
"""
from __future__ import annotations

from typing import Iterable, List, Tuple

from .records import Habit, Preference, RoutineSkill
from .text import tokens


def _overlap(query: set, words: set) -> float:
    return len(query & words) / len(query) if query else 0.0


def find_routines(routines: Iterable[RoutineSkill], goal: str, *, actor: str = "", k: int = 3) -> List[Tuple[RoutineSkill, float]]:
    """Routines whose goal, steps or key objects share words with `goal`, best first."""
    query = tokens(goal)
    scored = []
    for r in routines:
        if actor and r.actor != actor:
            continue
        score = _overlap(query, tokens(" ".join((r.goal, *r.steps, *r.key_objects))))
        if score > 0 or not query:
            scored.append((r, round(score, 4)))
    scored.sort(key=lambda p: (-p[1], -p[0].count, p[0].id))
    return scored[:k]


def find_preferences(preferences: Iterable[Preference], topic: str = "", *, actor: str = "", k: int = 10) -> List[Tuple[Preference, float]]:
    """Preferences about `topic` (all when empty), most relevant then most confident first."""
    query = tokens(topic)
    scored = []
    for p in preferences:
        if actor and p.actor != actor:
            continue
        score = _overlap(query, tokens(f"{p.topic} {p.value}")) if query else 1.0
        if score > 0:
            scored.append((p, round(score, 4)))
    scored.sort(key=lambda q: (-q[1], -q[0].confidence, -q[0].support, q[0].id))
    return scored[:k]


def find_habits(habits: Iterable[Habit], trigger: str, *, actor: str = "", k: int = 5) -> List[Tuple[Habit, float]]:
    """Habits whose trigger shares words with `trigger`, best match then most frequent first."""
    query = tokens(trigger)
    scored = []
    for h in habits:
        if actor and h.actor != actor:
            continue
        score = _overlap(query, tokens(h.trigger))
        if score > 0:
            scored.append((h, round(score, 4)))
    scored.sort(key=lambda q: (-q[1], -q[0].count, q[0].id))
    return scored[:k]
