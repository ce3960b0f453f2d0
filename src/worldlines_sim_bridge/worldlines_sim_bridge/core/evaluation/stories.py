"""Hand-written household stories as a benchmark: each story its own trace, questions asked at a time.

A stories folder holds one trace per story (`<story_id>.jsonl`, the trace format of
docs/formats.md, speech as words only) and `questions.jsonl`, one question per line:

    {"id", "story", "split": "dev"|"test", "family", "question", "at": ISO cutoff,
     "expected": {"known", "value", "value_type", "accept": [...], "belief": label or absent},
     "evidence": [event ids], "why": "..."}

Each story is replayed into a fresh memory system; its questions are asked in time order with
the runner that scores the generated benchmark, so the judge, evidence recall and the aggregates
are the same ones. "Right" is a perfect judge score (3 of 3): the value, and the belief label
where the question names one.
"""
from __future__ import annotations

import json
import shutil
from dataclasses import dataclass
from pathlib import Path
from typing import Any, Iterator, Mapping, Optional, Sequence

from worldlines_sim_bridge.core.evaluation.benchmark import Benchmark, WorldEntity, WorldIndex, read_events
from worldlines_sim_bridge.core.evaluation.metrics import aggregate
from worldlines_sim_bridge.core.evaluation.records import ResultRow, Sample
from worldlines_sim_bridge.core.evaluation.runner import ROWS_FILE, run_samples
from worldlines_sim_bridge.core.evaluation.systems import DEFAULT_EVIDENCE_BUDGET, SystemOptions, create_system
from worldlines_sim_bridge.core.formats import read_jsonl
from worldlines_sim_bridge.errors import BenchmarkFormatError

QUESTIONS_FILE = "questions.jsonl"
SUMMARY_FILE = "summary.json"
PLOT_FILE = "per_family.png"
SPLITS = ("dev", "test")


def sample_from_question(raw: Mapping[str, Any]) -> Sample:
    """The runner's Sample for one story question (`at` is the cutoff, `expected` the answer)."""
    where = f"question {raw.get('id')!r}"
    expected = raw.get("expected")
    if not isinstance(expected, Mapping):
        raise BenchmarkFormatError(f"{where}: field 'expected' = {expected!r} is not an object.")
    known = bool(expected.get("known", expected.get("value") is not None))
    answer = {"type": str(expected.get("value_type") or "str") if known else "none",
              "value": expected.get("value") if known else None, "accept": list(expected.get("accept") or ())}
    for key in ("id", "family", "question", "at"):
        if key not in raw:
            raise BenchmarkFormatError(f"{where}: required field {key!r} is missing (keys: {sorted(raw)}).")
    return Sample.from_json({"id": raw["id"], "family": raw["family"], "question": raw["question"],
                             "cutoff": raw["at"], "answer": answer, "evidence": raw.get("evidence") or [],
                             "expected_belief": expected.get("belief") or "", "wording": "handwritten"})


def world_from_trace(benchmark_events: Sequence[Any]) -> WorldIndex:
    """What the judge needs of a story's world, read from its trace: each entity's last
    `location` delta as its parent and its `category` delta, so "the kitchen" is related to "the
    fridge" as in the generated benchmark's world.json."""
    parents: dict[str, str] = {}
    categories: dict[str, str] = {}
    for event in benchmark_events:
        for fact in event.deltas:
            if fact.attribute == "location" and isinstance(fact.value, str):
                parents[fact.entity] = fact.value
            elif fact.attribute == "category" and isinstance(fact.value, str):
                categories[fact.entity] = fact.value
    ids = set(parents) | set(categories)
    return WorldIndex(entities={i: WorldEntity(id=i, category=categories.get(i, ""), parent=parents.get(i, ""))
                                for i in ids})


@dataclass(frozen=True)
class Story:
    """One story: its trace and the questions of the chosen split."""

    id: str
    benchmark: Benchmark


def load_stories(root: Path, *, split: Optional[str] = None) -> list[Story]:
    """Every story of the folder that has questions (of `split`, when given), with its benchmark."""
    root = Path(root)
    questions = read_jsonl(root / QUESTIONS_FILE)
    if split is not None:
        questions = [q for q in questions if q.get("split") == split]
    by_story: dict[str, list[Sample]] = {}
    for raw in questions:
        if not raw.get("story"):
            raise BenchmarkFormatError(f"question {raw.get('id')!r}: field 'story' is missing or empty.")
        by_story.setdefault(str(raw["story"]), []).append(sample_from_question(raw))
    if not by_story:
        raise BenchmarkFormatError(f"{root / QUESTIONS_FILE}: no question" + (f" of split {split!r}." if split else "."))
    stories = []
    for story_id in sorted(by_story):
        trace = root / f"{story_id}.jsonl"
        if not trace.is_file():
            raise BenchmarkFormatError(f"story {story_id!r}: its trace {trace} does not exist.")
        events = sorted(read_events(trace), key=lambda event: event.time_ns)
        stories.append(Story(story_id, Benchmark(root=root, events=tuple(events), samples=tuple(by_story[story_id]),
                                                 world=world_from_trace(events))))
    return stories


def _tag(rows: list[ResultRow], story_id: str) -> Iterator[dict[str, Any]]:
    for row in rows:
        yield {**row.to_json(), "story": story_id}


def run_stories(memory: str, root: Path, out_dir: Path, *, split: Optional[str] = None,
                settings: Optional[Mapping[str, object]] = None, k: int = DEFAULT_EVIDENCE_BUDGET,
                progress: bool = True) -> dict[str, Any]:
    """Replay every story into a fresh `memory` system (its work folder emptied first, so a rerun into
    the same `out_dir` scores the same), ask its questions, write rows + summary.

    Returns the summary: the runner's aggregates (judge, perfect = right, event_r5 = evidence
    recall, per family) plus `right` counts and per-story results.
    """
    folder = Path(out_dir) / memory
    folder.mkdir(parents=True, exist_ok=True)
    all_rows: list[ResultRow] = []
    per_story: dict[str, dict[str, Any]] = {}
    with (folder / ROWS_FILE).open("w", encoding="utf-8") as handle:
        for story in load_stories(root, split=split):
            workdir = folder / "work" / story.id
            if workdir.exists():  # a store left by an earlier run holds events past every cutoff
                shutil.rmtree(workdir)
            workdir.mkdir(parents=True)
            system = create_system(memory, SystemOptions(workdir=workdir, settings=dict(settings or {})))
            try:
                rows = run_samples(system, story.benchmark, k=k, progress=progress)
            finally:
                system.close()
            all_rows.extend(rows)
            right = sum(row.judge_score == 3 for row in rows)
            per_story[story.id] = {"questions": len(rows), "right": right}
            for line in _tag(rows, story.id):
                handle.write(json.dumps(line, sort_keys=True) + "\n")
    summary = {"system": memory, "split": split or "all", **aggregate(all_rows),
               "right": sum(row.judge_score == 3 for row in all_rows), "questions": len(all_rows),
               "per_story": per_story}
    (folder / SUMMARY_FILE).write_text(json.dumps(summary, indent=2, sort_keys=True) + "\n", encoding="utf-8")
    return summary


def plot_per_family(summaries: Mapping[str, Mapping[str, Any]], path: Path) -> None:
    """The judge per family, one bar group per system (a PNG at `path`)."""
    import matplotlib
    matplotlib.use("Agg")
    import matplotlib.pyplot as plt

    families = sorted({f for s in summaries.values() for f in s.get("per_family", {})})
    width = 0.8 / max(1, len(summaries))
    fig, ax = plt.subplots(figsize=(max(6, len(families) * 1.2), 4))
    for i, (name, summary) in enumerate(summaries.items()):
        values = [summary.get("per_family", {}).get(f, 0.0) for f in families]
        ax.bar([x + i * width for x in range(len(families))], values, width, label=name)
    ax.set_xticks([x + width * (len(summaries) - 1) / 2 for x in range(len(families))], families, rotation=30,
                  ha="right")
    ax.set_ylim(0, 1)
    ax.set_ylabel("judge")
    ax.set_title("Hand-written stories: judge per family")
    ax.legend()
    fig.tight_layout()
    fig.savefig(path)
    plt.close(fig)
