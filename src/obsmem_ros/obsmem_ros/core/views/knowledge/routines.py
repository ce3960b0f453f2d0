"""Routine skills: recurring step sequences across sessions.

Two sources. Labelled episodes (a `task` such as "make coffee") give one routine per label seen in
enough sessions: the canonical steps are those of the episode that agrees most with the others
(longest common subsequence), the key objects those used in at least half of them. Unlabelled
episodes (EPIC narrations) give routines from contiguous step n-grams that recur in at least
`routine_min_support` distinct sessions, keeping only maximal ones.
"""
from __future__ import annotations

import functools
from collections import Counter, defaultdict
from typing import Dict, Iterable, List, Sequence, Set, Tuple

from .config import KnowledgeConfig
from .episodes import Episode, split_episodes
from .records import Action, RoutineSkill


@functools.lru_cache(maxsize=1 << 16)
def _lcs(a: Tuple[str, ...], b: Tuple[str, ...]) -> int:
    """The length of the longest common subsequence of two step sequences (kept per pair: every
    consolidation compares the episodes of the one before again)."""
    prev = [0] * (len(b) + 1)
    for x in a:
        cur = [0]
        for j, y in enumerate(b):
            cur.append(prev[j] + 1 if x == y else max(prev[j + 1], cur[j]))
        prev = cur
    return prev[-1]


def _most_agreeing(sequences: Sequence[Tuple[str, ...]]) -> int:
    """The index of the sequence that agrees most with the others (the sum of its longest common
    subsequences with each other one), the shorter and then the earlier on ties. Scored once per
    distinct sequence: a robot's daily patrols repeat the same few (900 episodes, a few dozen
    sequences, compared pairwise at every consolidation)."""
    counts = Counter(sequences)
    agreement = {s: sum(n * _lcs(s, t) for t, n in counts.items()) - len(s) for s in counts}  # less itself
    return max(range(len(sequences)), key=lambda i: (agreement[sequences[i]], -len(sequences[i]), -i))


def _objects_of(steps: Sequence[str]) -> List[str]:
    return list(dict.fromkeys(s.split(" ", 1)[1] for s in steps if " " in s))


def _goal(steps: Sequence[str], objects: Sequence[str]) -> str:
    verbs = list(dict.fromkeys(s.split(" ", 1)[0] for s in steps))
    return f"{' / '.join(verbs[:4])} {' and '.join(objects[:3])}".strip()


def _labelled(actor: str, episodes: List[Episode], config: KnowledgeConfig, sessions: int) -> List[RoutineSkill]:
    by_task: Dict[str, List[Episode]] = defaultdict(list)
    for episode in episodes:
        if episode.task:
            by_task[episode.task].append(episode)
    routines = []
    for task, group in sorted(by_task.items()):
        if len({e.session_id for e in group}) < config.routine_min_support:
            continue
        sequences = [tuple(e.steps()) for e in group]
        best = _most_agreeing(sequences)
        # each episode's objects once, in the order it used them: a set's order changes with the
        # process's string hashing, and most_common() keeps first-seen order among equal counts
        used = Counter(o for e in group for o in dict.fromkeys(o for a in e.actions for o in a.objects))
        key_objects = tuple(o for o, c in used.most_common() if c * 2 >= len(group))
        routines.append(RoutineSkill(
            id=f"{actor}/routine/{task.replace(' ', '_')}", actor=actor, goal=task, steps=tuple(sequences[best]),
            key_objects=key_objects, supporting_episodes=tuple(e.id for e in group), count=len(group),
            confidence=round(min(1.0, len({e.session_id for e in group}) / max(sessions, 1)), 4)))
    return routines


def _count_grams(episodes: List[Episode], config: KnowledgeConfig) -> Tuple[Dict[tuple, Set[str]], Dict[tuple, List[str]], Counter]:
    sessions_of: Dict[tuple, Set[str]] = defaultdict(set)
    episodes_of: Dict[tuple, List[str]] = defaultdict(list)
    occurrences: Counter = Counter()
    for episode in episodes:
        if episode.task:
            continue
        steps = episode.steps()
        seen: Set[tuple] = set()
        for n in range(config.routine_min_len, config.routine_max_len + 1):
            for i in range(len(steps) - n + 1):
                gram = tuple(steps[i:i + n])
                if len(set(gram)) < 2:
                    continue
                occurrences[gram] += 1
                if gram not in seen:
                    seen.add(gram)
                    sessions_of[gram].add(episode.session_id)
                    episodes_of[gram].append(episode.id)
    return sessions_of, episodes_of, occurrences


def _contains(longer: tuple, shorter: tuple) -> bool:
    n = len(shorter)
    return any(longer[i:i + n] == shorter for i in range(len(longer) - n + 1))


def _unlabelled(actor: str, episodes: List[Episode], config: KnowledgeConfig, sessions: int) -> List[RoutineSkill]:
    sessions_of, episodes_of, occurrences = _count_grams(episodes, config)
    frequent = [g for g, s in sessions_of.items() if len(s) >= config.routine_min_support]
    frequent.sort(key=lambda g: (-len(g), -len(sessions_of[g]), g))
    kept: List[tuple] = []
    for gram in frequent:
        if any(_contains(k, gram) and len(sessions_of[k]) >= len(sessions_of[gram]) for k in kept):
            continue
        kept.append(gram)
    kept.sort(key=lambda g: (-len(sessions_of[g]) * len(g), g))
    routines = []
    for index, gram in enumerate(kept[:config.max_routines]):
        objects = tuple(_objects_of(gram))
        routines.append(RoutineSkill(
            id=f"{actor}/routine/{index + 1}", actor=actor, goal=_goal(gram, objects), steps=gram,
            key_objects=objects, supporting_episodes=tuple(episodes_of[gram]), count=occurrences[gram],
            confidence=round(min(1.0, len(sessions_of[gram]) / max(sessions, 1)), 4)))
    return routines


def mine_routines(actions: Iterable[Action], config: KnowledgeConfig = KnowledgeConfig()) -> List[RoutineSkill]:
    """Routine skills of every actor in `actions`, strongest first per actor."""
    routines: List[RoutineSkill] = []
    for actor, episodes in sorted(split_episodes(actions, config).items()):
        sessions = len({e.session_id for e in episodes})
        routines.extend(_labelled(actor, episodes, config, sessions))
        routines.extend(_unlabelled(actor, episodes, config, sessions))
    return routines
