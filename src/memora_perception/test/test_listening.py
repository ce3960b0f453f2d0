"""Speech from the microphone end to end: AudioChunks -> VAD segments -> Whisper -> utterance events in
memory; a sensor bag listened to and scored (`score_listening`, `memora listen`)."""
import json

import numpy as np
import pytest
from click.testing import CliRunner

from memora_perception.cli import main
from memora_perception.core.listen_score import score_heard, score_listening
from memora_perception.core.microphone import MicChunk
from memora_perception.core.listening import HeardUtterance, ListenConfig, Listener, TranscriptionWorker
from memora_perception.core.word_error import word_error_rate
from memora_perception.errors import ConfigError, DataError

S = 1_000_000_000
SENTENCES = ["Please put the red mug in the kitchen sink.", "Where did you leave my reading glasses?",
             "Can you bring me a glass of water from the fridge?"]


@pytest.fixture()
def listener(whisper):
    return Listener(ListenConfig(robot_id="g1", session_id="day1"), transcriber=whisper)


def test_a_short_stream_becomes_utterance_events_stored_by_the_memory(speech_kit, listener, tmp_path):
    from obsmem_ros import EngineConfig, EventKind, Memory, event_from_json

    samples, truth = speech_kit.stream(SENTENCES, silence_s=1.5, start_ns=1_000 * S)
    heard = []
    for chunk in speech_kit.chunks(samples, 1_000 * S):
        for segment in listener.hear(chunk):  # each segment closes while the stream goes on
            assert segment.end_ns < chunk.stamp_ns
            heard.append(listener.transcribe(segment))
    assert listener.finish() == []
    assert len(heard) == 3 and all(h is not None for h in heard)
    for h, t in zip(heard, truth):
        assert abs(h.start_ns - t["start_ns"]) < 0.2 * S and word_error_rate(t["text"], h.text) <= 0.25
        assert h.asr_s > 0 and h.rtf == pytest.approx(h.asr_s / h.audio_s)
    events = [h.to_event("g1", "day1") for h in heard]
    first = events[0]
    assert (first.kind, first.source, first.actor, first.observers) == (EventKind.UTTERANCE, "perception", "", ("g1",))
    assert first.time_ns == heard[0].start_ns and first.extras["end_ns"] == heard[0].end_ns
    assert first.extras["asr"]["model"] == "whisper-tiny.en" and first.extras["asr"]["avg_logprob"] < 0
    memory = Memory(str(tmp_path / "home.db"), config=EngineConfig(robot_id="g1"))
    memory.ingest([event_from_json(e.to_json(), memory.config) for e in events])
    stored = memory.event(first.id)
    assert stored.utterance == heard[0].text and stored.observers == ("g1",)


def test_the_worker_transcribes_segments_off_the_callers_thread(speech_kit, listener):
    samples, _ = speech_kit.stream(SENTENCES[:2], silence_s=1.0)
    delivered = []
    worker = TranscriptionWorker(listener, delivered.append)
    for chunk in speech_kit.chunks(samples, 0):
        for segment in listener.hear(chunk):
            worker.submit(segment)
    worker.close()
    assert [("mug" in d.text.lower(), "glasses" in d.text.lower()) for d in delivered] == [(True, False), (False, True)]


def test_noise_alone_is_not_heard(listener):
    noise = np.random.default_rng(3).normal(0.0, 0.003, 16_000 * 5).astype(np.float32)
    pcm = (noise * 32767).astype("<i2")
    chunks = [MicChunk(i * S // 16_000, 16_000, 1, "S16LE", pcm[i:i + 1_600].tobytes()) for i in range(0, pcm.size, 1_600)]
    segments = [s for c in chunks for s in listener.hear(c)] + listener.finish()
    assert [h for h in map(listener.transcribe, segments) if h is not None] == []


def _heard(start_s, end_s, text):
    return HeardUtterance(int(start_s * S), int(end_s * S), text, -0.3, 0.01, "m", 0.1, 1.0)


def test_scores_by_hand():
    truth = [{"start_ns": 1 * S, "end_ns": 3 * S, "text": "put the red mug in the sink"},
             {"start_ns": 5 * S, "end_ns": 7 * S, "text": "where are my glasses"},
             {"start_ns": 9 * S, "end_ns": 10 * S, "text": "good night"}]
    heard = [_heard(1.1, 2.0, "put the red mug"), _heard(2.1, 3.0, "in the sink"),   # one utterance in two segments
             _heard(5.0, 7.0, "where are my classes"),                                # one substitution in 4 words
             _heard(12.0, 13.0, "thank you")]                                         # overlaps nothing: false
    score = score_heard(heard, truth)
    # edits: 0 + 1 + 2 (good night deleted) + 2 (false segment's words inserted) over 7 + 4 + 2 reference words
    assert score["wer"] == pytest.approx(5 / 13, abs=1e-4)
    assert (score["recovered"], score["false_segments"], score["truth_utterances"]) == (2, 1, 3)


def test_a_bag_is_listened_to_and_scored_with_the_truth_beside_it(speech_kit, tmp_path):
    samples, truth = speech_kit.stream(SENTENCES, silence_s=1.5, start_ns=2_000 * S)
    speech_kit.write_bag(tmp_path / "bag", speech_kit.chunks(samples, 2_000 * S))
    (tmp_path / "truth.json").write_text(json.dumps({"utterances": truth}))
    result = score_listening(tmp_path / "bag")
    assert result["score"]["recovered"] == 3 and result["score"]["false_segments"] == 0
    assert result["score"]["wer"] <= 0.2
    assert result["audio_s"] == pytest.approx(samples.size / 16_000, abs=0.1) and result["rtf"] > 0
    assert result["stream"]["chunks"] == len(speech_kit.chunks(samples, 0)) and result["stream"]["dropped"] == 0

    out = CliRunner().invoke(main, ["listen", "--bag", str(tmp_path / "bag"), "--json"])
    assert out.exit_code == 0, out.output
    assert json.loads(out.output)["score"]["recovered"] == 3


def test_a_bag_without_the_audio_topic_is_refused_naming_its_topics(speech_kit, tmp_path):
    samples, _ = speech_kit.stream(SENTENCES[:1], silence_s=0.5)
    speech_kit.write_bag(tmp_path / "bag", speech_kit.chunks(samples, 0), topic="/mic")
    with pytest.raises(DataError, match="no topic '/audio/audio'; its topics: /mic"):
        score_listening(tmp_path / "bag")
    out = CliRunner().invoke(main, ["listen", "--bag", str(tmp_path / "bag"), "--topic", "/mic"])
    assert out.exit_code == 0 and "WER" not in out.output and "1 utterances" in out.output


def test_listen_config_is_validated():
    with pytest.raises(ConfigError, match="robot_id"):
        ListenConfig(robot_id="")
    with pytest.raises(ConfigError, match="VadConfig.min_speech_ms"):
        ListenConfig(min_speech_ms=-5)
