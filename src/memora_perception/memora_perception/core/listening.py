"""Speech from the microphone: chunks -> 16 kHz stream -> Silero VAD segments -> faster-whisper ->
utterance events on the memory's write path.

`Listener.hear` is cheap (decode, resample, VAD) and returns each speech segment the moment its
hangover closes it; `Listener.transcribe` runs Whisper on one segment and times it (real-time
factor = recognition time / segment audio time). `TranscriptionWorker` runs transcription on a
thread behind a bounded queue, so a node's audio callback never waits for Whisper. A heard
utterance becomes an obsmem_ros `Event` of kind "utterance", source "perception", heard by the
robot (observers = [robot id]); the speaker is "" (not known from one microphone), so the memory
keeps the words as an event without reading claims from them.
"""
from __future__ import annotations

import logging
import queue
import threading
import time
from dataclasses import dataclass
from pathlib import Path
from typing import TYPE_CHECKING, Callable, List, Optional, Protocol, Tuple

import numpy as np

from ..errors import ConfigError
from .clock_linking import ClockLinkConfig, ClockLinker
from .microphone import MicChunk, MicrophoneStream, StreamConfig
from .name_linking import NameLinker
from .speech import WhisperTranscriber
from .vad import SileroVad, SpeechSegment, VadConfig, VoiceSegmenter
from .vocabulary import HomeVocabulary, open_memory_vocabulary

if TYPE_CHECKING:
    from obsmem_ros import Event

NS_PER_S = 1_000_000_000
_LOG = logging.getLogger(__name__)


@dataclass(frozen=True)
class ListenConfig:
    """Every listening setting (the perception node declares one `listen.<field>` parameter each)."""

    robot_id: str = "robot"
    session_id: str = ""
    model_dir: str = ""                 # a faster-whisper (CTranslate2) model folder; "" = packaged tiny.en
    beam_size: int = 10
    length_penalty: float = 0.5         # beam hypotheses ranked by log-prob / length**0.5 (Whisper's default: / length)
    language: str = "en"
    no_speech_threshold: float = 0.6
    log_prob_threshold: float = -1.0
    min_log_prob: float = -1.5
    vad_threshold: float = 0.5
    min_speech_ms: int = 250
    min_silence_ms: int = 500
    speech_pad_ms: int = 200
    max_segment_s: float = 20.0
    reorder_window_ms: int = 300
    gap_tolerance_ms: float = 20.0
    max_gap_fill_ms: int = 2000
    max_pending_segments: int = 16
    memory_db: str = ""                 # the memory whose names condition recognition ("" = none)
    vocabulary_refresh_s: float = 30.0  # its names are read again (when it changed) at most this often
    link_names: bool = True             # misheard runs of words replaced by the home's names (core/name_linking.py)
    link_clock_times: bool = True       # clock times heard as words re-read by the audio (core/clock_linking.py)
    clock_home_prior: float = 2.0       # log-probability added to a clock time the home's commitments name
    clock_margin: float = 1.0           # the best clock time must lead the second by this

    def __post_init__(self) -> None:
        if not self.robot_id:
            raise ConfigError("ListenConfig.robot_id must not be empty: it is the observer of what is heard")
        if self.max_pending_segments < 1:
            raise ConfigError(f"ListenConfig.max_pending_segments={self.max_pending_segments!r} must be >= 1")
        if not 0.0 <= self.length_penalty <= 2.0:
            raise ConfigError(f"ListenConfig.length_penalty={self.length_penalty!r} must be in [0, 2]")
        for name in ("vocabulary_refresh_s", "clock_home_prior", "clock_margin"):
            if getattr(self, name) < 0:
                raise ConfigError(f"ListenConfig.{name}={getattr(self, name)!r} must be >= 0")
        self.vad()
        self.stream()
        self.clock_linking()

    def vad(self) -> VadConfig:
        return VadConfig(threshold=self.vad_threshold, min_speech_ms=self.min_speech_ms,
                         min_silence_ms=self.min_silence_ms, speech_pad_ms=self.speech_pad_ms,
                         max_segment_s=self.max_segment_s)

    def stream(self) -> StreamConfig:
        return StreamConfig(reorder_window_ms=self.reorder_window_ms, gap_tolerance_ms=self.gap_tolerance_ms,
                            max_gap_fill_ms=self.max_gap_fill_ms)

    def clock_linking(self) -> ClockLinkConfig:
        return ClockLinkConfig(home_prior=self.clock_home_prior, margin=self.clock_margin)

    def transcriber(self) -> WhisperTranscriber:
        return WhisperTranscriber(Path(self.model_dir) if self.model_dir else None, language=self.language or None,
                                  beam_size=self.beam_size, no_speech_threshold=self.no_speech_threshold,
                                  log_prob_threshold=self.log_prob_threshold, min_log_prob=self.min_log_prob,
                                  length_penalty=self.length_penalty)


@dataclass(frozen=True)
class HeardUtterance:
    """Words recognised in one speech segment, with the recogniser's confidence and timing."""

    start_ns: int
    end_ns: int
    text: str
    avg_logprob: float
    no_speech_prob: float
    model: str
    asr_s: float          # recognition time
    audio_s: float        # segment audio given to the recogniser (with padding)
    speaker: str = ""
    prompted: bool = False  # decoded with the home's names from memory as the prompt

    @property
    def rtf(self) -> float:
        return self.asr_s / self.audio_s if self.audio_s else 0.0

    def to_event(self, robot_id: str, session_id: str = "") -> "Event":
        """The utterance event of the sensor contract, stamped at the speech's start."""
        from obsmem_ros import Event, EventKind  # the memory's record; imported when first needed (2 s)

        return Event(
            id=f"{robot_id}-heard-{self.start_ns}", time_ns=self.start_ns, kind=EventKind.UTTERANCE,
            actor=self.speaker, verb="say", observers=(robot_id,), utterance=self.text, session_id=session_id,
            source="perception",
            extras={"end_ns": self.end_ns, "asr": {"model": self.model, "avg_logprob": self.avg_logprob,
                                                   "no_speech_prob": self.no_speech_prob, "rtf": round(self.rtf, 4),
                                                   "prompted": self.prompted}})


class VocabularySource(Protocol):
    """What conditions recognition: a `HomeVocabulary`, or a `MemoryVocabulary` that follows a memory."""

    def current(self) -> HomeVocabulary: ...


class Listener:
    """One microphone stream: segments as they close, and their transcription. `vocabulary` (default:
    the memory at `config.memory_db`, when set) gives the prompt each segment is decoded with, the
    compounds its names spell whole, and (`config.link_names`) the names misheard words are linked to."""

    def __init__(self, config: ListenConfig = ListenConfig(), *, transcriber: Optional[WhisperTranscriber] = None,
                 vad: Optional[SileroVad] = None, warn: Optional[Callable[[str], None]] = None,
                 vocabulary: Optional[VocabularySource] = None) -> None:
        self.config = config
        self.stream = MicrophoneStream(config.stream(), warn=warn)
        self.segmenter = VoiceSegmenter(config.vad(), vad=vad)
        self.transcriber = transcriber or config.transcriber()
        if vocabulary is None and config.memory_db:
            vocabulary = open_memory_vocabulary(config.memory_db, robot_id=config.robot_id,
                                                refresh_s=config.vocabulary_refresh_s)
        self.vocabulary = vocabulary
        self._linker: Optional[Tuple[HomeVocabulary, NameLinker]] = None
        self._clock_linker: Optional[Tuple[HomeVocabulary, ClockLinker]] = None

    def _heard_text(self, vocabulary: HomeVocabulary, text: str) -> str:
        """Whisper's words spelled as the home spells its names."""
        text = vocabulary.join_compounds(text)
        if not (self.config.link_names and vocabulary):
            return text
        if self._linker is None or self._linker[0] is not vocabulary:
            self._linker = (vocabulary, NameLinker(vocabulary.words()))
        return self._linker[1].link(text)

    def _clock_read(self, vocabulary: HomeVocabulary, text: str, audio: np.ndarray, prompt: str) -> str:
        """`text` with clock times heard as words read as the clock time the audio supports best."""
        if not self.config.link_clock_times:
            return text
        if self._clock_linker is None or self._clock_linker[0] is not vocabulary:
            self._clock_linker = (vocabulary, ClockLinker(vocabulary.times, self.config.clock_linking()))
        return self._clock_linker[1].link(text, lambda texts: self.transcriber.score(audio, texts, prompt=prompt))

    def hear(self, chunk: MicChunk) -> List[SpeechSegment]:
        """Take one chunk; the speech segments that closed (usually none)."""
        return [s for block in self.stream.push(chunk) for s in self.segmenter.push(block.start_ns, block.samples)]

    def finish(self) -> List[SpeechSegment]:
        """End of the stream: the held audio, and the segment in progress."""
        closed = [s for block in self.stream.flush() for s in self.segmenter.push(block.start_ns, block.samples)]
        return closed + self.segmenter.flush()

    def transcribe(self, segment: SpeechSegment) -> Optional[HeardUtterance]:
        """The words of one segment, or None when the recogniser heard nothing it trusts."""
        self.transcriber.warm_up()
        vocabulary = self.vocabulary.current() if self.vocabulary is not None else HomeVocabulary()
        prompt = vocabulary.prompt()
        began = time.perf_counter()
        transcript = self.transcriber.recognise(segment.audio, prompt=prompt)
        if transcript is None:
            return None
        text = self._heard_text(vocabulary, self._clock_read(vocabulary, transcript.text, segment.audio, prompt))
        elapsed = time.perf_counter() - began
        return HeardUtterance(start_ns=segment.start_ns, end_ns=segment.end_ns, text=text,
                              avg_logprob=transcript.avg_logprob, no_speech_prob=transcript.no_speech_prob,
                              model=self.transcriber.model_name, asr_s=round(elapsed, 4),
                              audio_s=segment.audio.size / 16_000, prompted=bool(prompt))


class TranscriptionWorker:
    """Transcribes segments on one thread; `deliver` gets each heard utterance. The queue is
    bounded: when recognition falls behind, the oldest waiting segment is dropped (with a warning)."""

    def __init__(self, listener: Listener, deliver: Callable[[HeardUtterance], None], *,
                 warn: Optional[Callable[[str], None]] = None) -> None:
        self.listener = listener
        self.deliver = deliver
        self._warn = warn or _LOG.warning
        self._queue: "queue.Queue[Optional[SpeechSegment]]" = queue.Queue(listener.config.max_pending_segments)
        self.dropped = 0
        self._thread = threading.Thread(target=self._run, name="transcription", daemon=True)
        self._thread.start()

    def submit(self, segment: SpeechSegment) -> None:
        while True:
            try:
                self._queue.put_nowait(segment)
                return
            except queue.Full:
                try:
                    old = self._queue.get_nowait()
                except queue.Empty:
                    continue
                if old is not None:
                    self.dropped += 1
                    self._warn(f"speech segment at {old.start_ns} ns dropped: recognition is "
                               f"{self._queue.maxsize} segments behind (listen.max_pending_segments)")

    def _run(self) -> None:
        while True:
            segment = self._queue.get()
            if segment is None:
                return
            try:
                heard = self.listener.transcribe(segment)
            except Exception as err:  # a failed recognition must not end the worker; the node logs it
                self._warn(f"speech segment at {segment.start_ns} ns could not be transcribed: {err}")
                continue
            if heard is not None:
                self.deliver(heard)

    def close(self, timeout_s: float = 30.0) -> None:
        """Finish the queued segments (up to `timeout_s`) and stop the thread."""
        try:
            self._queue.put(None, timeout=timeout_s)
        except queue.Full:
            self._warn(f"transcription worker still busy after {timeout_s} s; left running")
            return
        self._thread.join(timeout_s)
