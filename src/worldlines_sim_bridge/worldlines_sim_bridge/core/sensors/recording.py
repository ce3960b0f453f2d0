"""``record_sensors``: render a script frame by frame and write the sensor bag and truth.json.

The bag (rosbag2, mcap storage, zstd-compressed chunks) holds the camera topics at ``rate_hz`` and the
microphone in 100 ms chunks, written in stamp order; truth.json beside it holds the layout, the objects'
poses over time, each frame's visible objects and the utterances (see docs/formats.md, "Sensor bags").
"""
from __future__ import annotations

import json
import shutil
from dataclasses import dataclass
from pathlib import Path
from typing import Any, Callable, Dict, List, Optional

import numpy as np

from worldlines_sim_bridge.errors import SensorDataError

from ..sim.home import Home
from .depth_noise import DepthNoise
from .layout import Layout
from .render import Intrinsics, Renderer
from .script import NS, Script
from .sensor_messages import AUDIO, COLOR, DEPTH, INFO, INSTANCES, LABELS, POSE, TOPICS, MessageFactory, sensor_typestore
from .speech_audio import SAMPLE_RATE, chunks, mix_stream
from .truth import frame_visibility, furniture_json, objects_json, utterances_json

BAG_FOLDER = "bag"
TRUTH_FILE = "truth.json"


@dataclass(frozen=True)
class RecordingConfig:
    """Frame rate, intrinsics and noise of one recording."""

    seed: int
    rate_hz: float = 2.0
    intrinsics: Intrinsics = Intrinsics()
    noise: DepthNoise = DepthNoise()


def record_sensors(script: Script, home: Home, config: RecordingConfig, out_dir: Path,
                   progress: Optional[Callable[[int, int], None]] = None) -> Dict[str, Any]:
    """Write ``out_dir/bag`` and ``out_dir/truth.json``; returns the truth dict. Overwrites an earlier bag there."""
    from rosbags.rosbag2 import StoragePlugin, Writer
    from rosbags.rosbag2.enums import CompressionFormat, CompressionMode
    bag = Path(out_dir) / BAG_FOLDER
    _clear(bag)
    store = sensor_typestore()
    factory = MessageFactory(store)
    layout = Layout(home, config.seed)
    renderer = Renderer(config.intrinsics)
    step = int(NS / config.rate_hz)
    stamps = list(range(script.start_ns, script.end_ns, step))
    placed = [(h.start_ns, h.speech) for h in script.heard]
    audio = list(chunks(mix_stream(script.start_ns, script.end_ns, placed, config.seed), script.start_ns))
    frames: List[Dict[str, Any]] = []
    moves = iter(script.moves)
    pending = next(moves, None)
    writer = Writer(bag, version=9, storage_plugin=StoragePlugin.MCAP)
    writer.set_compression(CompressionMode.STORAGE, CompressionFormat.ZSTD)
    with writer:
        conns = {topic: writer.add_connection(topic, msgtype, typestore=store) for topic, msgtype in TOPICS.items()}
        next_chunk = 0
        for index, stamp in enumerate(stamps):
            while pending is not None and pending.time_ns <= stamp:
                layout.move(pending.entity, pending.parent)
                pending = next(moves, None)
            while next_chunk < len(audio) and audio[next_chunk][0] <= stamp:
                writer.write(conns[AUDIO], audio[next_chunk][0], factory.audio(*audio[next_chunk], SAMPLE_RATE))
                next_chunk += 1
            visit = script.visit_at(stamp)
            pose = visit.tour.pose_at((stamp - visit.start_ns) / NS)
            boxes = layout.boxes(visit.room)
            frame = renderer.render(layout.rooms[visit.room], boxes, pose)
            depth_mm = config.noise.apply(frame.depth, np.random.default_rng([config.seed, index]))
            labels = {str(i): {"entity": e, "category": home.entity(e).category, "kind": home.entity(e).kind.value}
                      for i, e in enumerate(frame.entities, start=1)}
            writer.write(conns[COLOR], stamp, factory.color(stamp, frame.rgb))
            writer.write(conns[DEPTH], stamp, factory.image(DEPTH, stamp, depth_mm, "16UC1"))
            writer.write(conns[INFO], stamp, factory.camera_info(stamp, config.intrinsics))
            writer.write(conns[POSE], stamp, factory.pose(stamp, pose))
            writer.write(conns[INSTANCES], stamp, factory.image(INSTANCES, stamp, frame.instances, "mono16"))
            writer.write(conns[LABELS], stamp, factory.labels(stamp, labels))
            frames.append({"stamp_ns": stamp, "room": visit.room,
                           "visible": frame_visibility(frame, boxes, pose, config.intrinsics)})
            if progress is not None:
                progress(index + 1, len(stamps))
        for stamp, pcm in audio[next_chunk:]:
            writer.write(conns[AUDIO], stamp, factory.audio(stamp, pcm, SAMPLE_RATE))
    truth = {"seed": config.seed, "home": home.name, "frame_id": "map", "start_ns": script.start_ns,
             "end_ns": script.end_ns, "rate_hz": config.rate_hz, "intrinsics": config.intrinsics.to_json(),
             "depth_noise": config.noise.to_json(), "depth_encoding": "16UC1 raw, millimetres, 0 = no return",
             "rooms": [{"room": r.id, "min": [r.x0, r.y0], "max": [r.x1, r.y1]} for r in layout.rooms.values()],
             "furniture": furniture_json(Layout(home, config.seed)), "objects": objects_json(script, layout),
             "frames": frames, "utterances": utterances_json(script),
             "audio": {"sample_rate": SAMPLE_RATE, "chunk_ns": 100_000_000, "chunks": len(audio)}}
    (Path(out_dir) / TRUTH_FILE).write_text(json.dumps(truth, indent=1) + "\n")
    return truth


def _clear(bag: Path) -> None:
    if bag.exists():
        if not (bag / "metadata.yaml").is_file():
            raise SensorDataError(f"Refusing to replace {bag}: it exists but is not a bag folder (no metadata.yaml).")
        shutil.rmtree(bag)
    bag.parent.mkdir(parents=True, exist_ok=True)
