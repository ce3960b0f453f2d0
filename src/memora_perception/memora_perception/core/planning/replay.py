"""Planning replay on MEMORA-Bench suites: a plan from memory for each task, scored as METRICS.md says.

The planner is deterministic: it finds the stretch of the participant's remembered activity that
best covers the task's concepts (the densest window of `window` consecutive actions across all
sessions), and replays it as imperative steps; a step that names no place gets the last place memory
holds for its object, or else the place where that verb usually happens in memory. KeyObj and PrefAdh
read their references from the same memory, as the original does; `key_obj_gt` is the independent
KeyObj against the task's own `primary_objects`.
"""
from __future__ import annotations

import json
from collections import Counter
from dataclasses import dataclass
from pathlib import Path
from typing import Any, Dict, List, Optional, Sequence, Tuple

from ...errors import DataError
from ..memory import MemoraMemory
from ..text import concepts
from .metrics import has_location, jaccard, key_object_hits, light_stem, order_exec, pref_adherence, token_set

ROUTINE_MATCH_THRESHOLD = 0.10
_PLACE_PREPOSITIONS = frozenset({"in", "into", "on", "onto", "at", "under", "from", "inside"})
_COLOURS_MATERIALS = frozenset("black white red green blue yellow orange purple pink brown silver grey gray "
                               "transparent clear metal metallic wooden plastic glass ceramic steel".split())


@dataclass(frozen=True)
class PlanTask:
    """One planning task of a suite."""

    task_id: str
    participant: str
    query: str
    reference_steps: Tuple[Any, ...]
    primary_objects: Tuple[str, ...]

    @property
    def generalize(self) -> bool:
        return self.task_id.startswith("generalize_")


def load_tasks(path: Path) -> List[PlanTask]:
    """Tasks of a MEMORA-Bench planning suite file (a JSON list); duplicate ids are an error."""
    try:
        data = json.loads(Path(path).read_text(encoding="utf-8"))
    except (OSError, json.JSONDecodeError) as err:
        raise DataError(f"task file {path} could not be read: {err}") from err
    if not isinstance(data, list) or not data:
        raise DataError(f"task file {path} is not a non-empty JSON list")
    tasks, seen = [], set()
    for raw in data:
        if not isinstance(raw, dict) or "task_id" not in raw:
            raise DataError(f"task file {path}: every task must be an object with a task_id")
        if raw["task_id"] in seen:
            raise DataError(f"task file {path}: task_id {raw['task_id']!r} is duplicated")
        seen.add(raw["task_id"])
        participant = raw.get("participant_id") or raw["task_id"].split("_")[2 if raw["task_id"].startswith("generalize_") else 1]
        tasks.append(PlanTask(raw["task_id"], participant, raw.get("task_query", ""),
                              tuple(raw.get("ground_truth_steps", ())), tuple(raw.get("primary_objects", ()))))
    return tasks


class ReplayPlanner:
    """Plans by replaying the best-matching stretch of remembered activity."""

    def __init__(self, memory: MemoraMemory, participant: str, *, window: int = 10) -> None:
        self.memory = memory
        self.participant = participant
        self.window = window
        self.sessions = {s: memory.session_actions(participant, s) for s in memory.sessions(participant)}
        self._concepts = {s: [concepts(a.narration or a.verb) for a in acts] for s, acts in self.sessions.items()}
        self._verb_places = self._typical_places()

    def _typical_places(self) -> Dict[str, str]:
        """Where each verb usually happens in this memory: the most frequent place named after a
        preposition in its narrations ("wash pan in sink" -> wash: sink)."""
        counts: Dict[str, Counter] = {}
        for actions in self.sessions.values():
            for action in actions:
                words = action.narration.lower().split()
                for i, word in enumerate(words[:-1]):
                    if word in _PLACE_PREPOSITIONS and len(action.all_nouns) > 1:
                        counts.setdefault(action.verb, Counter())[action.all_nouns[-1]] += 1
                        break
        return {verb: c.most_common(1)[0][0] for verb, c in counts.items()}

    def _best_window(self, query: frozenset) -> Tuple[str, int]:
        best: Tuple[float, str, int] = (-1.0, "", 0)
        for session, bags in self._concepts.items():
            for start in range(max(1, len(bags) - self.window + 1)):
                covered = set().union(*bags[start:start + self.window]) if bags else set()
                hits = sum(1 for bag in bags[start:start + self.window] if bag & query)
                score = len(query & covered) + 0.1 * hits
                if score > best[0]:
                    best = (score, session, start)
        return best[1], best[2]

    def _place_of(self, noun: str) -> str:
        hits = self.memory.search_objects(noun, self.participant, k=1) if noun else []
        return hits[0][0].location if hits and hits[0][0].location else ""

    def plan(self, query: str) -> List[str]:
        """Imperative steps for `query` (empty when memory holds no activity)."""
        wanted = concepts(query)
        session, start = self._best_window(wanted)
        steps = []
        for action in self.sessions.get(session, [])[start:start + self.window]:
            text = action.narration or f"{action.verb.replace('-', ' ')} {action.noun}"
            if not has_location(text):
                place = self._place_of(action.noun) or self._verb_places.get(action.verb, "")
                text = f"{text} at the {place}" if place else text
            steps.append(text[:1].upper() + text[1:])
        return steps


def _routine_reference(memory: MemoraMemory, participant: str, query: str) -> Optional[List[str]]:
    query_tokens = token_set(query)
    best, best_score = None, 0.0
    for routine in memory.knowledge.routines:
        if routine.actor != participant:
            continue
        bag = token_set(routine.goal) | token_set(" ".join(routine.key_objects)) | token_set(" ".join(routine.steps))
        score = jaccard(bag, query_tokens)
        if score > best_score:
            best, best_score = routine, score
    if best is None or best_score < ROUTINE_MATCH_THRESHOLD:
        return None
    return list(best.key_objects)


def _generalize_vocabulary(memory: MemoraMemory, participant: str) -> set:
    vocab = set()
    names = [e.name for e in memory.editor.entities(participant, include_deleted=True)]
    names += [o for r in memory.knowledge.routines if r.actor == participant for o in r.key_objects]
    for name in names:
        words = name.lower().replace("_", " ").split()
        if words:
            vocab.add(light_stem(words[-1]))
        vocab.update(light_stem(w) for w in words if len(w) >= 4 and w not in _COLOURS_MATERIALS)
    return vocab


def key_obj(task: PlanTask, plan: Sequence[str], memory: MemoraMemory) -> Optional[float]:
    """KeyObj as the original defines it: references read from the participant's memory."""
    if not plan:
        return None
    if task.generalize:
        vocab = _generalize_vocabulary(memory, task.participant)
        joined = " ".join(str(s) for s in task.reference_steps).lower()
        refs = {light_stem(w) for w in joined.replace("-", " ").split() if w.isalpha()} & vocab
        plan_stems = {light_stem(w) for w in " ".join(plan).lower().replace("-", " ").split() if w.isalpha()}
        return len(refs & plan_stems) / len(refs) if refs else None
    objects = _routine_reference(memory, task.participant, task.query)
    return key_object_hits(plan, objects) if objects else None


def score_task(task: PlanTask, plan: Sequence[str], memory: MemoraMemory) -> Dict[str, Any]:
    """One JSONL row: the plan and its order / key_obj / key_obj_gt / pref_adh scores (None = not scored)."""
    statements = [p.statement for p in memory.knowledge.preferences if p.actor == task.participant]
    gt_objects = list(task.primary_objects) or [s.get("noun", "") for s in task.reference_steps if isinstance(s, dict)]
    return {"task_id": task.task_id, "participant": task.participant, "query": task.query, "plan": list(plan),
            "order": order_exec(plan, task.reference_steps), "key_obj": key_obj(task, plan, memory),
            "key_obj_gt": key_object_hits(plan, gt_objects) if gt_objects else None,
            "pref_adh": pref_adherence(plan, task.query, statements)}


def _mean(values: Sequence[Optional[float]]) -> Optional[float]:
    kept = [v for v in values if v is not None]
    return round(sum(kept) / len(kept), 4) if kept else None


def summarise_plans(rows: Sequence[Dict[str, Any]]) -> Dict[str, Any]:
    """Per-axis means over scored tasks, and RGP = mean of the three axis means (order, key_obj, pref_adh)."""
    axes = {axis: _mean([r[axis] for r in rows]) for axis in ("order", "key_obj", "key_obj_gt", "pref_adh")}
    core = [axes["order"], axes["key_obj"], axes["pref_adh"]]
    rgp = round(sum(core) / 3, 4) if all(v is not None for v in core) else None
    return {"n": len(rows), "n_empty_plans": sum(1 for r in rows if not r["plan"]), **axes, "rgp": rgp}
