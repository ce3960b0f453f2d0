"""``memora perceive``: the perception node's RGB-D pipeline run offline over a sensor bag, scored
against the truth beside it, optionally writing its observation events into a memory."""
from __future__ import annotations

import os
import time
from dataclasses import dataclass, field
from pathlib import Path
from typing import Any, Callable, Dict, List, Optional, Tuple

from obsmem_ros import Event

from .bag import read_frames
from .inputs import SensorTopics
from .rgbd import RgbdConfig, RgbdPerception
from .scoring import Scorer, Truth, time_summary


@dataclass
class PerceiveRun:
    """What a run produced: the events, per-frame seconds (read + decode + process: wall, and the
    CPU time of the process, every thread counted: what a frame costs whatever else runs), the
    machine's 1-minute load average at the start and the end (what the wall times shared), and the score."""

    events: List[Event]
    seconds: List[float]
    frames: int
    score: Optional[Dict[str, Any]]
    cpu_seconds: List[float] = field(default_factory=list)
    load_average: Tuple[float, float] = (0.0, 0.0)


def perceive_bag(bag: Path, *, truth: Optional[Path] = None, config: RgbdConfig = RgbdConfig(),
                 topics: SensorTopics = SensorTopics(), slop_ns: int = 0, max_frames: int = 0,
                 progress: Optional[Callable[[int], None]] = None) -> PerceiveRun:
    """Run the pipeline over every synchronised frame of the bag (at most ``max_frames`` when > 0)."""
    load_at_start = os.getloadavg()[0]
    perception = RgbdPerception(config)
    scorer = Scorer(Truth.load(truth)) if truth is not None else None
    events: List[Event] = []
    seconds: List[float] = []
    cpu: List[float] = []
    frames = read_frames(bag, topics, slop_ns=slop_ns)
    while not max_frames or len(seconds) < max_frames:
        started, cpu_started = time.perf_counter(), time.process_time()
        frame = next(frames, None)
        if frame is None:
            break
        result = perception.process(frame)
        seconds.append(time.perf_counter() - started)
        cpu.append(time.process_time() - cpu_started)
        events.extend(result.events)
        if scorer is not None:
            scorer.add(result, perception)
        if progress is not None:
            progress(len(seconds))
    return PerceiveRun(events=events, seconds=seconds, frames=len(seconds),
                       score=scorer.report() if scorer is not None else None, cpu_seconds=cpu,
                       load_average=(round(load_at_start, 2), round(os.getloadavg()[0], 2)))


def perceive_report(run: PerceiveRun) -> Dict[str, Any]:
    """The JSON report: frames, events, timing, the vision score, and the audio section (None here;
    ``memora perceive`` fills it with ``listen_score.score_listening`` over the same bag)."""
    return {"frames": run.frames, "events": len(run.events),
            "entities": len({e.objects[0] for e in run.events}),
            "time_per_frame": time_summary(run.seconds), "cpu_time_per_frame": time_summary(run.cpu_seconds),
            "load_average_1min": {"start": run.load_average[0], "end": run.load_average[1], "cpus": os.cpu_count()},
            "vision": run.score,
            "audio": None}
