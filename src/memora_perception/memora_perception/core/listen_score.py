"""Listening to a sensor bag, and scoring it against the bag's truth (`truth.json` "utterances").

Cost is reported as real-time factors over the whole stream (reading the bag included): `rtf` in
wall time, `cpu_rtf` in CPU time of all the process's threads (the figure that does not depend on
what else the machine runs), and per segment (recognition wall time / segment audio).

`listen_to_bag` runs the node's code (`Listener`) over the bag's microphone topic, transcribing each
segment as it closes. `score_heard` matches heard segments to truth utterances by time: each
segment goes to the truth utterance it overlaps most; a segment overlapping none is a false
segment (its words count as insertions). Corpus WER = all word edits / all reference words; a truth
utterance is recovered when a segment overlaps it and the words of its segments have WER <= 0.5.
`score_listening(bag_dir, truth)` does both and is what `memora listen` and `memora perceive` call.
"""
from __future__ import annotations

import json
import time
from dataclasses import dataclass, field
from pathlib import Path
from typing import Any, Callable, Dict, List, Mapping, Optional, Sequence, Union

import numpy as np

from ..errors import DataError
from .audio_bag import AUDIO_TOPIC, read_audio_chunks
from .listening import HeardUtterance, ListenConfig, Listener
from .word_error import word_errors

NS_PER_S = 1_000_000_000
RECOVERED_WER = 0.5


@dataclass
class ListeningRun:
    """What was heard in a stream, and what it cost."""

    heard: List[HeardUtterance] = field(default_factory=list)
    segments: int = 0
    audio_s: float = 0.0
    processing_s: float = 0.0
    cpu_s: float = 0.0
    stream: Dict[str, int] = field(default_factory=dict)

    def summary(self) -> Dict[str, Any]:
        rtfs = [h.rtf for h in self.heard]
        return {"segments": self.segments, "utterances": len(self.heard), "audio_s": round(self.audio_s, 2),
                "processing_s": round(self.processing_s, 2),
                "rtf": round(self.processing_s / self.audio_s, 4) if self.audio_s else 0.0,
                "cpu_rtf": round(self.cpu_s / self.audio_s, 4) if self.audio_s else 0.0,
                "segment_rtf_median": round(float(np.median(rtfs)), 4) if rtfs else 0.0,
                "segment_rtf_p95": round(float(np.percentile(rtfs, 95)), 4) if rtfs else 0.0,
                "stream": self.stream}


def listen_to_bag(bag_dir: Path, config: ListenConfig = ListenConfig(), *, topic: str = AUDIO_TOPIC,
                  listener: Optional[Listener] = None, warn: Optional[Callable[[str], None]] = None) -> ListeningRun:
    """Every utterance heard on the bag's microphone topic (segments transcribed as they close)."""
    listener = listener or Listener(config, warn=warn)
    run = ListeningRun()
    first = last = None
    began, began_cpu = time.perf_counter(), time.process_time()
    for chunk in read_audio_chunks(bag_dir, topic):
        first = chunk.stamp_ns if first is None else min(first, chunk.stamp_ns)
        last = max(last or 0, chunk.end_ns)
        for segment in listener.hear(chunk):
            _transcribe(listener, segment, run)
    for segment in listener.finish():
        _transcribe(listener, segment, run)
    run.processing_s = time.perf_counter() - began
    run.cpu_s = time.process_time() - began_cpu
    run.audio_s = (last - first) / NS_PER_S if first is not None else 0.0
    stats = listener.stream.stats
    run.stream = {"chunks": stats.chunks, "gaps_filled": stats.gaps_filled, "restarts": stats.restarts,
                  "dropped": stats.dropped, "reordered": stats.reordered}
    return run


def _transcribe(listener: Listener, segment: Any, run: ListeningRun) -> None:
    run.segments += 1
    heard = listener.transcribe(segment)
    if heard is not None:
        run.heard.append(heard)


def _overlap(a_start: int, a_end: int, b_start: int, b_end: int) -> int:
    return max(0, min(a_end, b_end) - max(a_start, b_start))


def score_heard(heard: Sequence[HeardUtterance], truth: Sequence[Mapping[str, Any]]) -> Dict[str, Any]:
    """WER, utterances recovered and false segments of `heard` against truth utterances."""
    assigned: Dict[int, List[HeardUtterance]] = {i: [] for i in range(len(truth))}
    false_words = 0
    false_segments = 0
    for h in heard:
        overlaps = [_overlap(h.start_ns, h.end_ns, int(t["start_ns"]), int(t["end_ns"])) for t in truth]
        best = int(np.argmax(overlaps)) if overlaps else -1
        if best < 0 or overlaps[best] == 0:
            false_segments += 1
            false_words += word_errors("", h.text)[0]
            continue
        assigned[best].append(h)
    edits = words = recovered = 0
    for i, t in enumerate(truth):
        segments = sorted(assigned[i], key=lambda h: h.start_ns)
        e, w = word_errors(str(t["text"]), " ".join(h.text for h in segments))
        edits, words = edits + e, words + w
        if segments and w and e / w <= RECOVERED_WER:
            recovered += 1
    total_edits = edits + false_words
    return {"truth_utterances": len(truth), "heard_utterances": len(heard),
            "wer": round(total_edits / words, 4) if words else 0.0, "reference_words": words,
            "word_edits": total_edits, "recovered": recovered,
            "recovered_rate": round(recovered / len(truth), 4) if truth else 0.0,
            "false_segments": false_segments}


def load_truth_utterances(truth: Union[Path, Mapping[str, Any]]) -> List[Mapping[str, Any]]:
    """The "utterances" of a truth.json (path or already loaded)."""
    if not isinstance(truth, Mapping):
        try:
            truth = json.loads(Path(truth).read_text())
        except (OSError, json.JSONDecodeError) as err:
            raise DataError(f"Could not read truth file {truth}: {err}") from err
    utterances = truth.get("utterances")
    if not isinstance(utterances, list):
        raise DataError("truth.json field 'utterances' is missing or not a list")
    for i, u in enumerate(utterances):
        for name in ("start_ns", "end_ns", "text"):
            if name not in u:
                raise DataError(f"truth.json utterances[{i}] has no field {name!r}")
    return utterances


def score_listening(bag_dir: Path, truth: Union[Path, Mapping[str, Any], None] = None, *,
                    config: ListenConfig = ListenConfig(), topic: str = AUDIO_TOPIC) -> Dict[str, Any]:
    """Listen to a sensor bag and score it: the "audio" section of `memora perceive`.

    `truth` is a truth.json path or its loaded content; None reads `truth.json` beside the bag
    folder when there is one (no scores without it)."""
    if truth is None and (Path(bag_dir).parent / "truth.json").is_file():
        truth = Path(bag_dir).parent / "truth.json"
    run = listen_to_bag(Path(bag_dir), config, topic=topic)
    result: Dict[str, Any] = {**run.summary(), "model": run.heard[0].model if run.heard else "",
                              "heard": [{"start_ns": h.start_ns, "end_ns": h.end_ns, "text": h.text,
                                         "avg_logprob": h.avg_logprob, "rtf": round(h.rtf, 4), "prompted": h.prompted}
                                        for h in run.heard]}
    if truth is not None:
        result["score"] = score_heard(run.heard, load_truth_utterances(truth))
    return result
