"""Shared fixtures: the EPIC-KITCHENS / MEMORA-Bench slices in test/data, and a memory built once;
synthesised speech (espeak-ng) in a microphone stream (`speech_kit`), and one Whisper model
(`whisper`) for the speech tests; a tiny ray-cast renderer of boxes (`scene`) for the RGB-D tests."""
from __future__ import annotations

import shutil
import subprocess
from pathlib import Path
from types import SimpleNamespace
from typing import Dict, List, Sequence, Tuple

import numpy as np
import pytest

from memora_perception.core.epic import load_narrations
from memora_perception.core.spatial.geometry import Intrinsics, Pose, matrix_quaternion
from memora_perception.core.pipeline import build_memory
from memora_perception.core.audio import load_wav
from memora_perception.core.audio_bag import AUDIO_MSGTYPE, AUDIO_TOPIC, audio_typestore
from memora_perception.core.microphone import MicChunk
from memora_perception.core.listening import ListenConfig
from memora_perception.core.speech import WhisperTranscriber

DATA = Path(__file__).with_name("data")
SLICE_CSV = DATA / "epic_p03_slice.csv"
QUESTIONS = DATA / "p03_questions_slice.json"
REPLAY_TASKS = DATA / "p03_replay_slice.json"
GENERALIZE_TASKS = DATA / "p03_generalize_slice.json"
S = 1_000_000_000


@pytest.fixture(scope="session")
def narrations():
    return load_narrations([SLICE_CSV], "P03")


@pytest.fixture(scope="session")
def memory(narrations):
    return build_memory(narrations, "P03")


@pytest.fixture(scope="session")
def data() -> Path:
    """The test data folder (slices of EPIC-KITCHENS-100 and MEMORA-Bench; credit in CREDIT.md)."""
    return DATA


class SpeechKit:
    """espeak-ng sentences in a continuous 16 kHz stream, as samples, AudioChunks or a sensor bag."""

    rate = 16_000

    def __init__(self, tmp: Path) -> None:
        if shutil.which("espeak-ng") is None:
            pytest.skip("espeak-ng is not installed: no speech to synthesise")
        self.tmp = tmp

    def say(self, text: str) -> np.ndarray:
        """`text` spoken by espeak-ng, 16 kHz mono float32, without espeak's own leading/trailing silence."""
        wav = self.tmp / f"say{abs(hash(text))}.wav"
        subprocess.run(["espeak-ng", "-w", str(wav), text], check=True)
        samples = load_wav(wav).samples
        loud = np.nonzero(np.abs(samples) > 0.01)[0]
        return samples[loud[0]:loud[-1] + 1]

    def stream(self, sentences: Sequence[str], *, silence_s: float = 2.0, start_ns: int = 100 * S,
               noise: float = 0.002, seed: int = 0) -> Tuple[np.ndarray, List[Dict]]:
        """Sentences between `silence_s` of low noise; the samples and the truth utterances."""
        parts, truth, at = [], [], 0
        for text in sentences:
            parts.append(np.zeros(int(silence_s * self.rate), dtype=np.float32))
            at += parts[-1].size
            speech = self.say(text)
            truth.append({"start_ns": start_ns + at * S // self.rate,
                          "end_ns": start_ns + (at + speech.size) * S // self.rate, "speaker": "alice", "text": text})
            parts.append(speech)
            at += speech.size
        parts.append(np.zeros(int(silence_s * self.rate), dtype=np.float32))
        samples = np.concatenate(parts)
        samples += np.random.default_rng(seed).normal(0.0, noise, samples.size).astype(np.float32)
        return samples, truth

    @staticmethod
    def chunks(samples: np.ndarray, start_ns: int, *, chunk_s: float = 0.1, rate: int = 16_000) -> List[MicChunk]:
        """Samples as S16LE mono chunks (100 ms) stamped at their first sample."""
        step = int(chunk_s * rate)
        pcm = (np.clip(samples, -1.0, 1.0) * 32767).astype("<i2")
        return [MicChunk(stamp_ns=start_ns + i * S // rate, sample_rate=rate, channels=1, sample_format="S16LE",
                         data=pcm[i:i + step].tobytes(), frame_id="head_mic") for i in range(0, pcm.size, step)]

    @staticmethod
    def write_bag(bag_dir: Path, chunks: Sequence[MicChunk], topic: str = AUDIO_TOPIC) -> None:
        """A rosbag2 folder (mcap) holding `chunks` on `topic`, as the sensor bag generator writes it."""
        from rosbags.rosbag2 import StoragePlugin, Writer

        store = audio_typestore()
        chunk_type, time_type = store.types[AUDIO_MSGTYPE], store.types["builtin_interfaces/msg/Time"]
        with Writer(bag_dir, version=9, storage_plugin=StoragePlugin.MCAP) as writer:
            conn = writer.add_connection(topic, AUDIO_MSGTYPE, typestore=store)
            for c in chunks:
                msg = chunk_type(stamp=time_type(sec=c.stamp_ns // S, nanosec=c.stamp_ns % S), frame_id=c.frame_id,
                                 sample_rate=c.sample_rate, channels=c.channels, sample_format=c.sample_format,
                                 data=np.frombuffer(c.data, dtype=np.uint8))
                writer.write(conn, c.stamp_ns, store.serialize_cdr(msg, AUDIO_MSGTYPE))


@pytest.fixture()
def speech_kit(tmp_path) -> SpeechKit:
    return SpeechKit(tmp_path)


@pytest.fixture(scope="session")
def whisper() -> WhisperTranscriber:
    """Whisper tiny.en with the listening defaults, loaded once."""
    return ListenConfig().transcriber()


# --- a tiny ray-cast renderer: depth and instance masks of axis-aligned boxes seen by a pinhole camera
K = Intrinsics(width=640, height=480, fx=525.0, fy=525.0, cx=319.5, cy=239.5)


def look_at(eye: Sequence[float], target: Sequence[float]) -> Pose:
    """The optical-frame pose (z forward, x right, y down) of a camera at ``eye`` looking at ``target``."""
    eye, target = np.asarray(eye, float), np.asarray(target, float)
    z = target - eye
    z /= np.linalg.norm(z)
    x = np.cross(z, [0.0, 0.0, 1.0])
    x /= np.linalg.norm(x)
    y = np.cross(z, x)
    return Pose("map", tuple(eye), matrix_quaternion(np.stack([x, y, z], axis=1)))


def render(camera: Pose, boxes: Sequence[Tuple[Sequence[float], Sequence[float]]],
           intrinsics: Intrinsics = K) -> Tuple[np.ndarray, np.ndarray]:
    """(depth in metres, instance index image) of boxes given as (centre, extent); box i is index i + 1."""
    v, u = np.mgrid[0:intrinsics.height, 0:intrinsics.width].astype(float)
    rays_cam = np.stack([(u - intrinsics.cx) / intrinsics.fx, (v - intrinsics.cy) / intrinsics.fy,
                         np.ones_like(u)], axis=-1)
    rot = camera.matrix()[:3, :3]
    rays = rays_cam @ rot.T
    origin = np.asarray(camera.position, float)
    best_t = np.full(u.shape, np.inf)
    index = np.zeros(u.shape, dtype=np.uint16)
    for i, (centre, extent) in enumerate(boxes, start=1):
        lo = np.asarray(centre, float) - np.asarray(extent, float) / 2
        hi = lo + np.asarray(extent, float)
        with np.errstate(divide="ignore", invalid="ignore"):
            t1, t2 = (lo - origin) / rays, (hi - origin) / rays
        near = np.nanmax(np.minimum(t1, t2), axis=-1)
        far = np.nanmin(np.maximum(t1, t2), axis=-1)
        hit = (near <= far) & (near > 0) & (near < best_t)
        best_t[hit], index[hit] = near[hit], i
    depth = np.where(np.isfinite(best_t), best_t, 0.0)  # t along a ray with z_cam = 1 is the depth
    return depth.astype(np.float32), index


@pytest.fixture
def scene():
    """The ray-cast renderer (`render`, `look_at`) and its intrinsics `K`, for RGB-D tests."""
    return SimpleNamespace(K=K, look_at=look_at, render=render)
