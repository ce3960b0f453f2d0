"""End-to-end EPIC-KITCHENS runs: build a participant's memory, evaluate EAM-QA and planning replay."""
from __future__ import annotations

from pathlib import Path
from typing import Any, Callable, Dict, Iterable, List, Optional, Sequence, Tuple

from ..errors import DataError
from .eam.baselines import FlatView, GraphView
from .eam.evaluate import EamRow, EvidenceSource, answer_all, summarise
from .eam.memora_view import MemoraView
from .eam.questions import EamQuestion, declared_videos, load_questions
from .eam.scoring import AnswerConfig
from .epic import Narration, load_narrations
from .memory import MemoraMemory
from .perception.annotation import AnnotationBackend
from .planning.replay import PlanTask, ReplayPlanner, load_tasks, score_task, summarise_plans

MEMORIES = ("memora", "flat", "graph")
ProgressWrap = Callable[[Iterable[Any], int, str], Iterable[Any]]


def _no_progress(items: Iterable[Any], total: int, label: str) -> Iterable[Any]:
    return items


def build_memory(narrations: Sequence[Narration], participant: str, *, progress: ProgressWrap = _no_progress) -> MemoraMemory:
    """Ingest a participant's narrations as annotation-backend segment records in time order, then consolidate."""
    rows = [n for n in narrations if n.participant == participant]
    if not rows:
        raise DataError(f"participant={participant!r} has no narration in the given annotation files")
    backend = AnnotationBackend(rows)
    windows = list(backend.windows())
    memory = MemoraMemory()
    for window in progress(windows, len(windows), f"building {participant}"):
        memory.ingest(backend.perceive(window))
    memory.consolidate()
    return memory


def questions_participant(questions: Sequence[EamQuestion]) -> str:
    """The one participant a question file is about."""
    found = sorted({q.participant for q in questions})
    if len(found) != 1:
        raise DataError(f"question file mixes participants {found}; evaluate one participant at a time")
    return found[0]


def evidence_source(name: str, narrations: Sequence[Narration], participant: str,
                    memory: Optional[MemoraMemory] = None) -> EvidenceSource:
    """The evidence source of one memory kind (MEMORA builds its memory when none is given)."""
    if name == "memora":
        return MemoraView(memory or build_memory(narrations, participant), participant)
    if name == "flat":
        return FlatView(list(narrations), participant)
    if name == "graph":
        return GraphView(list(narrations), participant)
    raise DataError(f"memory={name!r} is unknown; known: {', '.join(MEMORIES)}")


def evaluate_eam(question_file: Path, annotation_files: Sequence[Path], memories: Sequence[str],
                 *, config: AnswerConfig = AnswerConfig(), progress: ProgressWrap = _no_progress,
                 memory: Optional[MemoraMemory] = None, declared_scope: bool = True) -> Dict[str, Tuple[Dict[str, Any], List[EamRow]]]:
    """Summary and rows per memory kind, all on the same items and the same rows.

    With `declared_scope`, every memory holds only the videos the question file declares
    (`video_scope`), as MEMORA-Bench builds its memories; other rows of the CSVs are left out.
    """
    questions = load_questions(question_file)
    participant = questions_participant(questions)
    narrations = load_narrations(annotation_files, participant)
    scope = set(declared_videos(questions)) if declared_scope else set()
    if scope:
        narrations = [n for n in narrations if n.video_id in scope]
    if memory is None and "memora" in memories:
        memory = build_memory(narrations, participant, progress=progress)
    results = {}
    for name in memories:
        rows = answer_all(questions, evidence_source(name, narrations, participant, memory), config)
        results[name] = ({"participant": participant, "memory": name,
                          "memory_videos": len({n.video_id for n in narrations}), **summarise(rows)}, rows)
    return results


def evaluate_plans(task_files: Sequence[Path], annotation_files: Sequence[Path], *,
                   progress: ProgressWrap = _no_progress) -> Tuple[Dict[str, Any], List[Dict[str, Any]]]:
    """Plan every task from its participant's memory and score it; summary over all tasks."""
    tasks: List[PlanTask] = [t for path in task_files for t in load_tasks(path)]
    rows = []
    for participant in sorted({t.participant for t in tasks}):
        memory = build_memory(load_narrations(annotation_files, participant), participant, progress=progress)
        planner = ReplayPlanner(memory, participant)
        rows.extend(score_task(t, planner.plan(t.query), memory) for t in tasks if t.participant == participant)
    return summarise_plans(rows), rows
