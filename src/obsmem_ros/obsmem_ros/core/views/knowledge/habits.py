"""Habits: trigger -> next action statistics inside episodes.

For every step (after collapsing immediate repeats) the next different step within `habit_max_gap_s`
is counted. A habit is kept when it was seen `habit_min_count` times; `trigger_count` counts how often
the trigger was followed by anything, so `count / trigger_count` is the habit's probability.
"""
from __future__ import annotations

from collections import Counter, defaultdict
from typing import Dict, Iterable, List, Set, Tuple

from .config import KnowledgeConfig
from .episodes import NS_PER_S, split_episodes
from .records import Action, Habit


def _pairs(actions: Tuple[Action, ...], max_gap_ns: int) -> Iterable[Tuple[str, str]]:
    collapsed: List[Action] = []
    for action in actions:
        if collapsed and collapsed[-1].key == action.key:
            collapsed[-1] = action
            continue
        collapsed.append(action)
    for prev, cur in zip(collapsed, collapsed[1:]):
        if cur.time_ns - prev.time_ns <= max_gap_ns:
            yield prev.key, cur.key


def mine_habits(actions: Iterable[Action], config: KnowledgeConfig = KnowledgeConfig()) -> List[Habit]:
    """Habits of every actor in `actions`, most frequent first per actor."""
    max_gap_ns = int(config.habit_max_gap_s * NS_PER_S)
    habits: List[Habit] = []
    for actor, episodes in sorted(split_episodes(actions, config).items()):
        pair_counts: Counter = Counter()
        trigger_counts: Counter = Counter()
        sessions: Dict[Tuple[str, str], Set[str]] = defaultdict(set)
        for episode in episodes:
            for trigger, nxt in _pairs(episode.actions, max_gap_ns):
                pair_counts[(trigger, nxt)] += 1
                trigger_counts[trigger] += 1
                sessions[(trigger, nxt)].add(episode.session_id)
        kept = [(pair, n) for pair, n in pair_counts.items() if n >= config.habit_min_count]
        kept.sort(key=lambda item: (-item[1], item[0]))
        for (trigger, nxt), n in kept:
            habits.append(Habit(
                id=f"{actor}/habit/{trigger.replace(' ', '_')}->{nxt.replace(' ', '_')}", actor=actor,
                trigger=trigger, next_action=nxt, count=n, trigger_count=trigger_counts[trigger],
                sessions=tuple(sorted(sessions[(trigger, nxt)]))))
    return habits
