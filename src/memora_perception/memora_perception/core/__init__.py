"""ROS-free core of memora_perception: plain Python; never imports rclpy or generated message modules.

Public API (times are int nanoseconds since the epoch, UTC):

- records: `SegmentRecord`, `ObservedAction`, `ObservedObject`, `Utterance`, `Backend`.
- segmentation: `SegmenterConfig`, `Window`, `segment_video`, `FrameAccumulator`, `AudioTrack`, `load_wav`;
  speech: `WhisperTranscriber`.
- microphone: `MicChunk`, `MicrophoneStream` (AudioChunks -> 16 kHz mono), `VoiceSegmenter` (Silero VAD),
  `Listener` / `ListenConfig` / `HeardUtterance` (segments -> Whisper -> utterance events), `NameLinker`
  (misheard words -> the home's names), `read_audio_chunks` (sensor bags), `UdpMicrophone` / `UdpMicConfig`
  (raw PCM datagrams, the G1's multicast microphone); scoring: `score_listening`, `score_heard`, `word_error_rate`.
- perception backends behind `PerceptionBackend`: `create_backend(name, **options)` for
  `annotation`, `sim`, `qwen`, `endpoint`; `LivePerception`, `SourceConfig`, `replay_records`.
- EPIC-KITCHENS: `load_narrations`, `Narration`; memory: `MemoraMemory` (engine entity editor and
  knowledge miners, typed tools, JSON persistence); `write_engine_store` (obsmem_ros `Memory`).
- evaluation: `evaluate_eam`, `evaluate_plans`, `build_memory` (see `eam`, `planning`, `report`).
"""
from .audio import AudioTrack, load_wav
from .engine_store import write_engine_store
from .audio_bag import read_audio_chunks
from .epic import Narration, load_narrations
from .listen_score import score_heard, score_listening
from .listening import HeardUtterance, ListenConfig, Listener
from .microphone import MicChunk, MicrophoneStream
from .name_linking import NameLinker
from .memory import MemoraMemory
from .perception.annotation import AnnotationBackend
from .perception.protocol import PerceptionBackend
from .perception.registry import BACKENDS, create_backend
from .pipeline import build_memory, evaluate_eam, evaluate_plans
from .records import Backend, ObservedAction, ObservedObject, SegmentRecord, Utterance
from .segmenter import FrameAccumulator, segment_video
from .sources import LivePerception, SourceConfig, replay_records
from .speech import WhisperTranscriber
from .udp_microphone import UdpMicConfig, UdpMicrophone
from .vad import VoiceSegmenter
from .window import SegmenterConfig, Window
from .word_error import word_error_rate

__all__ = [
    "AnnotationBackend", "AudioTrack", "BACKENDS", "Backend", "FrameAccumulator", "HeardUtterance", "ListenConfig",
    "Listener", "LivePerception", "MemoraMemory", "MicChunk", "MicrophoneStream", "NameLinker", "Narration", "ObservedAction",
    "ObservedObject", "PerceptionBackend", "SegmentRecord", "SegmenterConfig", "SourceConfig", "UdpMicConfig", "UdpMicrophone", "Utterance",
    "VoiceSegmenter", "WhisperTranscriber", "Window", "build_memory", "create_backend", "evaluate_eam",
    "evaluate_plans", "load_narrations", "load_wav", "read_audio_chunks", "replay_records", "score_heard",
    "score_listening", "segment_video", "word_error_rate", "write_engine_store",
]
