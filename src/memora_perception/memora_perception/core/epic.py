"""EPIC-KITCHENS-100 ingestion: narration rows from the annotation CSVs, and their verb / noun lexicon.

EPIC nouns are written head first with modifiers after colons ("spoon:slotted", "bowl:washing:up");
`noun_phrase` turns them into English ("slotted spoon", "washing up bowl"). Verb and noun classes
(shipped in `core/data`, credit in CREDIT.md there) map surface words to their class keys.
"""
from __future__ import annotations

import ast
import csv
from dataclasses import dataclass
from functools import lru_cache
from pathlib import Path
from typing import Dict, List, Optional, Sequence, Tuple

from ..errors import DataError
from .timeline import epic_timestamp_ns

DATA_DIR = Path(__file__).with_name("data")
REQUIRED_COLUMNS = ("narration_id", "participant_id", "video_id", "start_timestamp", "stop_timestamp",
                    "narration", "verb", "verb_class", "noun", "noun_class", "all_nouns")


@dataclass(frozen=True)
class Narration:
    """One EPIC-KITCHENS-100 action annotation row (times are offsets inside the video, ns)."""

    narration_id: str
    participant: str
    video_id: str
    start_ns: int
    stop_ns: int
    narration: str
    verb: str
    verb_class: int
    noun: str
    noun_class: int
    all_nouns: Tuple[str, ...]

    @property
    def index(self) -> int:
        """Position of the row in its video (the number after the last underscore of its id)."""
        return int(self.narration_id.rsplit("_", 1)[1])


def noun_phrase(noun: str) -> str:
    """EPIC noun to English: head last, modifiers first ("bowl:washing:up" -> "washing up bowl")."""
    parts = [p for p in noun.split(":") if p]
    return " ".join(parts[1:] + parts[:1])


def noun_modifiers(noun: str) -> Tuple[str, ...]:
    """The modifier words of an EPIC noun ("spoon:slotted" -> ("slotted",))."""
    return tuple(p for p in noun.split(":")[1:] if p)


def _row_to_narration(row: Dict[str, str], path: Path, line: int) -> Narration:
    try:
        return Narration(
            narration_id=row["narration_id"], participant=row["participant_id"], video_id=row["video_id"],
            start_ns=epic_timestamp_ns(row["start_timestamp"]), stop_ns=epic_timestamp_ns(row["stop_timestamp"]),
            narration=row["narration"].strip(), verb=row["verb"].strip(), verb_class=int(row["verb_class"]),
            noun=row["noun"].strip(), noun_class=int(row["noun_class"]),
            all_nouns=tuple(ast.literal_eval(row["all_nouns"])),
        )
    except (ValueError, SyntaxError, DataError) as err:
        raise DataError(f"{path}:{line}: row {row.get('narration_id')!r} is malformed: {err}") from err


def load_narrations(paths: Sequence[Path], participant: Optional[str] = None) -> List[Narration]:
    """Rows of the given annotation CSVs (optionally one participant's), sorted by video then time.

    A narration id present in several files is kept once.
    """
    rows: Dict[str, Narration] = {}
    for path in map(Path, paths):
        if not path.is_file():
            raise DataError(f"annotation file {path} does not exist")
        with path.open(newline="", encoding="utf-8") as handle:
            reader = csv.DictReader(handle)
            missing = [c for c in REQUIRED_COLUMNS if c not in (reader.fieldnames or [])]
            if missing:
                raise DataError(f"annotation file {path} lacks columns {missing}")
            for line, row in enumerate(reader, start=2):
                if participant and row["participant_id"] != participant:
                    continue
                narration = _row_to_narration(row, path, line)
                rows.setdefault(narration.narration_id, narration)
    return sorted(rows.values(), key=lambda n: (n.video_id, n.start_ns, n.index))


@dataclass(frozen=True)
class EpicLexicon:
    """Verb and noun classes: class keys, and every surface instance mapped to its key."""

    verb_keys: Dict[int, str]
    noun_keys: Dict[int, str]
    verb_of: Dict[str, str]
    noun_of: Dict[str, str]


def _read_classes(path: Path) -> Tuple[Dict[int, str], Dict[str, str]]:
    keys: Dict[int, str] = {}
    instance_of: Dict[str, str] = {}
    with path.open(newline="", encoding="utf-8") as handle:
        for row in csv.DictReader(handle):
            key = row["key"]
            keys[int(row["id"])] = key
            instance_of.setdefault(key, key)
            for instance in ast.literal_eval(row["instances"]):
                instance_of.setdefault(instance, key)
                instance_of.setdefault(noun_phrase(instance).replace(" ", "-"), key)
    return keys, instance_of


@lru_cache(maxsize=1)
def lexicon() -> EpicLexicon:
    """The EPIC-KITCHENS-100 verb / noun lexicon shipped with the package."""
    verb_keys, verb_of = _read_classes(DATA_DIR / "EPIC_100_verb_classes.csv")
    noun_keys, noun_of = _read_classes(DATA_DIR / "EPIC_100_noun_classes.csv")
    return EpicLexicon(verb_keys, noun_keys, verb_of, noun_of)


def noun_category(noun: str) -> str:
    """Class key of an EPIC noun (its head word when the lexicon does not know it)."""
    lex = lexicon()
    return lex.noun_of.get(noun) or lex.noun_of.get(noun.split(":")[0]) or noun.split(":")[0]
