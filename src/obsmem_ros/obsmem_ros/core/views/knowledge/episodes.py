"""Episodes: an actor's actions of one session, split at long pauses and task-label changes."""
from __future__ import annotations

from collections import defaultdict
from dataclasses import dataclass
from typing import Dict, Iterable, List, Tuple

from .config import KnowledgeConfig
from .records import Action

NS_PER_S = 1_000_000_000


@dataclass(frozen=True)
class Episode:
    """A run of one actor's actions inside one session, in time order."""

    id: str
    actor: str
    session_id: str
    task: str
    actions: Tuple[Action, ...]

    def steps(self) -> List[str]:
        """Step names ("verb object"), immediate repeats collapsed."""
        out: List[str] = []
        for action in self.actions:
            if not out or out[-1] != action.key:
                out.append(action.key)
        return out


def split_episodes(actions: Iterable[Action], config: KnowledgeConfig) -> Dict[str, List[Episode]]:
    """Episodes per actor, in session then time order."""
    by_session: Dict[Tuple[str, str], List[Action]] = defaultdict(list)
    for action in actions:
        by_session[(action.actor, action.session_id)].append(action)
    gap_ns = int(config.episode_gap_s * NS_PER_S)
    result: Dict[str, List[Episode]] = defaultdict(list)
    for (actor, session), items in sorted(by_session.items(), key=lambda kv: (kv[0][0], min(a.time_ns for a in kv[1]), kv[0][1])):
        items.sort(key=lambda a: a.time_ns)
        runs: List[List[Action]] = [[items[0]]]
        for prev, cur in zip(items, items[1:]):
            if cur.time_ns - prev.time_ns > gap_ns or cur.task != prev.task:
                runs.append([])
            runs[-1].append(cur)
        for index, run in enumerate(runs):
            episode_id = session if len(runs) == 1 else f"{session}#{index + 1}"
            result[actor].append(Episode(episode_id, actor, session, run[0].task, tuple(run)))
    return dict(result)
