"""MEMORA-Bench EAM-QA items: loading and validation."""
from __future__ import annotations

import json
import re
from dataclasses import dataclass
from pathlib import Path
from typing import List, Sequence, Tuple

from ...errors import DataError

LETTERS = ("A", "B", "C", "D", "E")
QA_TYPES = ("SPref", "SHabit", "SRoutine", "ERecall")
_VIDEO = re.compile(r"\b(P\d{2}_[0-9?]{3})")


@dataclass(frozen=True)
class EamQuestion:
    """One multiple-choice item: choices A-D contentful, E "not available"."""

    question_id: str
    participant: str
    question: str
    choices: Tuple[str, ...]
    correct_answer: str
    qa_type: str
    unanswerable: bool
    video_scope: Tuple[str, ...] = ()

    @property
    def stem(self) -> str:
        """The question without the benchmark's appended instruction paragraph."""
        return self.question.split("\n\n")[0].strip()

    @property
    def mentioned_videos(self) -> Tuple[str, ...]:
        """Video ids named in the question text (what a reader of the question sees)."""
        return tuple(dict.fromkeys(_VIDEO.findall(self.stem)))


def _question(raw: dict, path: Path) -> EamQuestion:
    try:
        choices = tuple(raw["choices"])
        item = EamQuestion(
            question_id=raw["question_id"], participant=raw["participant_id"], question=raw["question"],
            choices=choices, correct_answer=raw["correct_answer"], qa_type=raw["qa_type"],
            unanswerable=bool(raw.get("is_unanswerable", False)),
            video_scope=tuple(v for v in raw.get("video_scope", ()) if "?" not in v))
    except KeyError as err:
        raise DataError(f"{path}: question {raw.get('question_id')!r} lacks field {err.args[0]!r}") from err
    if len(choices) != 5:
        raise DataError(f"{path}: question {item.question_id!r} has {len(choices)} choices; expected 5 (A-E)")
    if item.correct_answer not in LETTERS:
        raise DataError(f"{path}: question {item.question_id!r} has correct_answer={item.correct_answer!r}; expected A-E")
    return item


def declared_videos(questions: Sequence[EamQuestion]) -> List[str]:
    """The videos a question file says its memory covers (union of `video_scope`, blanked ids left out)."""
    return sorted({v for q in questions for v in q.video_scope})


def load_questions(path: Path) -> List[EamQuestion]:
    """Items of a MEMORA-Bench question file (`{"questions": [...]}` or a bare list)."""
    path = Path(path)
    try:
        data = json.loads(path.read_text(encoding="utf-8"))
    except (OSError, json.JSONDecodeError) as err:
        raise DataError(f"question file {path} could not be read: {err}") from err
    items = data.get("questions") if isinstance(data, dict) else data
    if not isinstance(items, list) or not items:
        raise DataError(f"question file {path} holds no question list")
    return [_question(raw, path) for raw in items]
