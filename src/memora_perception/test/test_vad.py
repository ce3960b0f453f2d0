"""Voice activity segmentation (Silero VAD, streaming) of synthesised speech between silences."""
import numpy as np
import pytest

from memora_perception.core.vad import SileroVad, VadConfig, VoiceSegmenter
from memora_perception.errors import ConfigError

S = 1_000_000_000
TOLERANCE_NS = 150_000_000  # segment bounds within 150 ms of where the synthesised speech starts and ends


def segment_stream(segmenter, samples, start_ns, block=1_600):
    closed = []
    for i in range(0, samples.size, block):
        closed.extend((i, s) for s in segmenter.push(start_ns + i * S // 16_000, samples[i:i + block]))
    return closed, segmenter.flush()


def test_each_sentence_becomes_one_segment_closed_soon_after_it_ends(speech_kit):
    sentences = ["Please put the red mug in the kitchen sink.", "The keys are on the table by the front door.",
                 "Turn off the lights in the hallway."]
    samples, truth = speech_kit.stream(sentences, silence_s=1.5, start_ns=100 * S)
    closed, at_end = segment_stream(VoiceSegmenter(), samples, 100 * S)
    assert at_end == [] and len(closed) == 3
    for (offset, segment), utterance in zip(closed, truth):
        assert abs(segment.start_ns - utterance["start_ns"]) <= TOLERANCE_NS
        assert abs(segment.end_ns - utterance["end_ns"]) <= TOLERANCE_NS
        # streaming: emitted within hangover + one 100 ms block after the speech ended, not at the end of the stream
        emitted_ns = 100 * S + (offset + 1_600) * S // 16_000
        assert emitted_ns - utterance["end_ns"] <= 500_000_000 + 200_000_000
        # audio padded by 200 ms before the speech start
        assert segment.audio_start_ns == segment.start_ns - 200_000_000
        assert segment.audio.size == (segment.end_ns - segment.audio_start_ns) * 16_000 // S + 3_200


def test_silence_and_noise_give_no_segment():
    noise = np.random.default_rng(1).normal(0.0, 0.01, 16_000 * 4).astype(np.float32)
    closed, at_end = segment_stream(VoiceSegmenter(), noise, 0)
    assert closed == [] and at_end == []


def test_speech_longer_than_the_maximum_is_cut_into_segments(speech_kit):
    words = speech_kit.say("one two three four five six seven eight nine ten eleven twelve")
    config = VadConfig(max_segment_s=2.0)
    closed, at_end = segment_stream(VoiceSegmenter(config), words, 0)
    segments = [s for _, s in closed] + at_end
    assert len(segments) >= 2
    assert all(s.duration_s <= 2.0 + 1e-9 for s in segments)
    assert all(a.end_ns <= b.start_ns for a, b in zip(segments, segments[1:]))


def test_a_discontinuous_block_closes_the_open_segment(speech_kit):
    speech = speech_kit.say("Where did you leave my reading glasses?")
    segmenter = VoiceSegmenter()
    first = segmenter.push(0, np.concatenate([np.zeros(8_000, dtype=np.float32), speech[:speech.size // 2]]))
    closed = segmenter.push(50 * S, np.zeros(16_000, dtype=np.float32))
    assert first == [] and len(closed) == 1 and closed[0].start_ns < 1 * S


def test_speech_probability_is_low_for_silence_and_high_for_speech(speech_kit):
    vad = SileroVad()
    silence = [vad(np.zeros(512, dtype=np.float32)) for _ in range(10)]
    vad.reset()
    speech = speech_kit.say("Good morning, how are you today?")
    speaking = [vad(speech[i:i + 512]) for i in range(0, speech.size - 512, 512)]
    assert max(silence) < 0.1 and np.mean(speaking) > 0.6


@pytest.mark.parametrize("field, value", [("threshold", 0.1), ("min_silence_ms", -1), ("max_segment_s", 0.1)])
def test_vad_config_is_validated(field, value):
    with pytest.raises(ConfigError, match=f"VadConfig.{field}"):
        VadConfig(**{field: value})
