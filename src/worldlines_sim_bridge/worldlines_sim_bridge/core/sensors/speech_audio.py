"""The robot's microphone: each utterance it hears spoken by espeak-ng (a voice per speaker), placed in
one continuous 16 kHz mono stream with low background noise, cut into 100 ms S16LE chunks.
"""
from __future__ import annotations

import io
import shutil
import subprocess
import wave
from dataclasses import dataclass
from typing import Dict, Iterator, Sequence, Tuple

import numpy as np
from scipy.signal import resample_poly

from worldlines_sim_bridge.errors import SensorDataError

SAMPLE_RATE = 16000
CHUNK_SAMPLES = 1600                  # 100 ms
NOISE_RMS = 30.0                      # background hiss, in 16-bit LSB (about -60 dBFS)
SPEECH_PEAK = 0.55                    # peak of the spoken waveform, as a fraction of full scale
_VOICES = ("en-us+m3", "en-gb+f3", "en-us+f2", "en-gb+m4", "en-us+m7", "en-gb+f4", "en-us+f4", "en-gb+m2")
ROBOT_VOICE = "en-us+m1"
_SILENCE = 200.0                      # |sample| below this (after scaling) counts as silence when trimming


@dataclass(frozen=True)
class Speech:
    """One synthesised utterance: its samples (int16 at 16 kHz, voiced span only) and who said it."""

    speaker: str
    text: str
    voice: str
    samples: np.ndarray

    @property
    def duration_ns(self) -> int:
        return len(self.samples) * 1_000_000_000 // SAMPLE_RATE


def voices_for(speakers: Sequence[str], robot_id: str) -> Dict[str, str]:
    """A distinct espeak-ng voice per speaker (in the given order), the robot its own."""
    out = {robot_id: ROBOT_VOICE}
    for i, name in enumerate(s for s in speakers if s != robot_id):
        out[name] = _VOICES[i % len(_VOICES)]
    return out


def synthesise(text: str, voice: str, *, words_per_minute: int = 150) -> np.ndarray:
    """espeak-ng's rendering of ``text`` as int16 samples at 16 kHz, leading and trailing silence trimmed."""
    binary = shutil.which("espeak-ng")
    if binary is None:
        raise SensorDataError("espeak-ng is not installed (apt-get install espeak-ng); it speaks the utterances.")
    try:
        wav = subprocess.run([binary, "--stdout", "-v", voice, "-s", str(words_per_minute), text],
                             check=True, capture_output=True, timeout=60).stdout
    except (subprocess.SubprocessError, OSError) as err:
        raise SensorDataError(f"espeak-ng failed on voice {voice!r} for text {text!r}: {err}.") from err
    with wave.open(io.BytesIO(wav)) as reader:
        rate = reader.getframerate()
        raw = np.frombuffer(reader.readframes(reader.getnframes()), dtype="<i2").astype(np.float64)
    if rate != SAMPLE_RATE:
        g = np.gcd(rate, SAMPLE_RATE)
        raw = resample_poly(raw, SAMPLE_RATE // g, rate // g)
    peak = float(np.abs(raw).max()) or 1.0
    scaled = raw * (SPEECH_PEAK * 32767.0 / peak)
    loud = np.flatnonzero(np.abs(scaled) > _SILENCE)
    if loud.size == 0:
        raise SensorDataError(f"espeak-ng produced silence for text {text!r}.")
    return np.clip(np.rint(scaled[loud[0]:loud[-1] + 1]), -32768, 32767).astype(np.int16)


def mix_stream(start_ns: int, end_ns: int, placed: Sequence[Tuple[int, Speech]], seed: int) -> np.ndarray:
    """The whole microphone stream from start_ns to end_ns: noise plus each speech at its start time."""
    total = (end_ns - start_ns) * SAMPLE_RATE // 1_000_000_000
    rng = np.random.default_rng(seed)
    stream = rng.normal(0.0, NOISE_RMS, total)
    for at_ns, speech in placed:
        first = (at_ns - start_ns) * SAMPLE_RATE // 1_000_000_000
        if first >= total:
            continue
        piece = speech.samples[: total - first].astype(np.float64)
        stream[first:first + len(piece)] += piece
    return np.clip(np.rint(stream), -32768, 32767).astype(np.int16)


def chunks(stream: np.ndarray, start_ns: int) -> Iterator[Tuple[int, bytes]]:
    """(stamp of the first sample, S16LE bytes) per 100 ms chunk, in order; the last may be shorter."""
    for first in range(0, len(stream), CHUNK_SAMPLES):
        yield start_ns + first * 1_000_000_000 // SAMPLE_RATE, stream[first:first + CHUNK_SAMPLES].astype("<i2").tobytes()


