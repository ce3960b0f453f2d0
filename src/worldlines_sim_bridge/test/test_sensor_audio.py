"""The microphone stream: espeak-ng speech placed at the heard utterances' times in continuous 100 ms chunks."""
from __future__ import annotations

import json
from pathlib import Path

import numpy as np
import pytest

from worldlines_sim_bridge.core.sensors import RecordingConfig, build_script, record_sensors, sensor_typestore
from worldlines_sim_bridge.core.sensors.sensor_messages import AUDIO
from worldlines_sim_bridge.core.sensors.speech_audio import NOISE_RMS, SAMPLE_RATE, spoken_form, synthesise, voices_for
from worldlines_sim_bridge.core.sim.home import Home
from worldlines_sim_bridge.core.tracegen import GeneratorConfig, generate_trace


@pytest.fixture(scope="module")
def heard_bag(tmp_path_factory):
    """A short bag whose trace slice holds two utterances the robot hears (by two different speakers)."""
    home = Home.load("maple_house")
    events = generate_trace(GeneratorConfig(seed=1, days=2)).events
    heard = [e for e in events if e.kind.value == "utterance" and home.robot_id in e.observers and e.utterance]
    first = heard[0]
    second = next(e for e in heard[1:] if e.actor != first.actor)
    script = build_script([first, second], home, 1, 60.0)
    out = tmp_path_factory.mktemp("sensors_audio")
    truth = record_sensors(script, home, RecordingConfig(seed=1, rate_hz=0.5), out)
    return out, truth


def _stream(bag: Path):
    from rosbags.highlevel import AnyReader
    with AnyReader([bag], default_typestore=sensor_typestore()) as reader:
        conns = [c for c in reader.connections if c.topic == AUDIO]
        msgs = [reader.deserialize(raw, c.msgtype) for c, _t, raw in reader.messages(connections=conns)]
    first = msgs[0].stamp.sec * 1_000_000_000 + msgs[0].stamp.nanosec
    return first, np.concatenate([np.frombuffer(bytes(m.data), "<i2") for m in msgs]).astype(np.float64)


@pytest.mark.slow
def test_speech_in_the_stream_starts_and_ends_where_truth_says(heard_bag):
    out, truth = heard_bag
    start, samples = _stream(out / "bag")
    assert start == truth["start_ns"]
    assert len(truth["utterances"]) == 2
    window = SAMPLE_RATE // 100                                       # 10 ms energy windows
    energy = np.sqrt(np.convolve(samples ** 2, np.ones(window) / window, mode="same"))
    loud = energy > 8 * NOISE_RMS
    for utt in truth["utterances"]:
        first = (utt["start_ns"] - start) * SAMPLE_RATE // 1_000_000_000
        last = (utt["end_ns"] - start) * SAMPLE_RATE // 1_000_000_000
        span = np.flatnonzero(loud[first - SAMPLE_RATE // 2:last + SAMPLE_RATE // 2]) + first - SAMPLE_RATE // 2
        assert abs(span[0] - first) <= window and abs(span[-1] - last) <= window, utt
    quiet = ~loud[: (truth["utterances"][0]["start_ns"] - start) * SAMPLE_RATE // 1_000_000_000 - window]
    assert quiet.all(), "only low background noise before the first utterance"
    assert np.std(samples[:SAMPLE_RATE]) == pytest.approx(NOISE_RMS, rel=0.1)


@pytest.mark.slow
def test_each_speaker_has_their_own_voice(heard_bag):
    _out, truth = heard_bag
    speakers = {u["speaker"]: u["voice"] for u in truth["utterances"]}
    assert len(set(speakers.values())) == len(speakers) == 2
    voices = voices_for(["alice", "bob", "carol", "dan"], "robot")
    assert len(set(voices.values())) == 5


@pytest.mark.slow
def test_utterances_in_truth_come_from_the_trace_words(heard_bag):
    _out, truth = heard_bag
    assert all(u["text"] and u["end_ns"] > u["start_ns"] for u in truth["utterances"])
    assert truth["utterances"][0]["end_ns"] < truth["utterances"][1]["start_ns"]
    assert json.loads((_out / "truth.json").read_text())["utterances"] == truth["utterances"]


def test_clock_times_are_spoken_in_words_as_people_say_them():
    assert spoken_form("Set the timer to 07:00, please.") == "Set the timer to seven o'clock, please."
    assert spoken_form("back by 18:05 or 08:30") == "back by six oh five or eight thirty"
    assert spoken_form("at 00:45 and 12:21") == "at twelve forty-five and twelve twenty-one"
    assert spoken_form("room 4 has 3 mugs") == "room 4 has 3 mugs"


def test_synthesised_speech_is_trimmed_16khz_int16_and_lasts_about_as_long_as_the_words():
    samples = synthesise("Please bring the remote to the sofa after dinner.", "en-us+m3")
    assert samples.dtype == np.int16
    seconds = len(samples) / SAMPLE_RATE
    assert 1.5 < seconds < 5.0
    assert abs(int(samples[0])) > 100 and abs(int(samples[-1])) > 100
