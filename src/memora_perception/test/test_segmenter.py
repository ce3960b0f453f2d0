"""Segmenter: 10 s windows at 2 fps (<= 24 frames) from a video file or live frames, with audio chunks."""
import numpy as np
import pytest

from memora_perception.core.audio import AudioTrack, load_wav, write_wav
from memora_perception.core.segmenter import FrameAccumulator, segment_video
from memora_perception.core.window import SegmenterConfig
from memora_perception.errors import ConfigError, SegmenterError

S = 1_000_000_000
FPS = 10


@pytest.fixture(scope="module")
def video(tmp_path_factory):
    """25 s of 64x48 frames whose red channel is the second they belong to (x 10)."""
    import cv2

    path = tmp_path_factory.mktemp("video") / "clip.avi"
    writer = cv2.VideoWriter(str(path), cv2.VideoWriter_fourcc(*"MJPG"), FPS, (64, 48))
    for i in range(25 * FPS):
        frame = np.zeros((48, 64, 3), dtype=np.uint8)
        frame[:, :, 2] = (i // FPS) * 10  # BGR: channel 2 is red
        writer.write(frame)
    writer.release()
    return path


@pytest.fixture(scope="module")
def tone(tmp_path_factory):
    """25 s of a 440 Hz tone at 44.1 kHz, speech-free."""
    path = tmp_path_factory.mktemp("audio") / "tone.wav"
    t = np.arange(25 * 44_100) / 44_100
    write_wav(path, AudioTrack((0.2 * np.sin(2 * np.pi * 440 * t)).astype(np.float32), 44_100))
    return path


def test_video_file_gives_three_windows_of_two_frames_a_second(video, tone):
    windows = list(segment_video(video, participant="P01", session_id="s1", audio=load_wav(tone)))
    assert [w.index for w in windows] == [0, 1, 2]
    assert [len(w.frames) for w in windows] == [20, 20, 10]
    assert [w.start_ns for w in windows] == [0, 10 * S, 20 * S]
    assert windows[1].frame_times_ns[:3] == (10 * S, int(10.5 * S), 11 * S)
    reds = [int(f[0, 0, 0]) for f in windows[2].frames]
    assert all(abs(r - 10 * (20 + k // 2)) <= 3 for k, r in enumerate(reds))  # RGB order, second = value / 10
    assert [w.audio.size for w in windows] == [160_000, 160_000, 80_000]
    assert windows[0].id == "s1-w00000"


def test_live_frames_are_capped_at_max_frames_and_emitted_when_a_later_window_starts():
    acc = FrameAccumulator("P01", "live", config=SegmenterConfig(fps=4.0))
    frame = np.zeros((4, 4, 3), dtype=np.uint8)
    done = []
    for i in range(int(12.5 * 30)):  # 30 fps for 12.5 s
        done += acc.push(frame, 5 * S + i * S // 30)
    assert [len(w.frames) for w in done] == [24]
    assert done[0].start_ns == 5 * S and done[0].end_ns == 15 * S
    rest = acc.flush()
    assert [len(w.frames) for w in rest] == [10] and acc.flush() == []


def test_bad_frames_sources_and_config_raise(tmp_path):
    acc = FrameAccumulator("P01", "live")
    acc.push(np.zeros((4, 4, 3), dtype=np.uint8), 5 * S)
    with pytest.raises(SegmenterError, match="goes back"):
        acc.push(np.zeros((4, 4, 3), dtype=np.uint8), 4 * S)
    with pytest.raises(SegmenterError, match="is not H x W x 3"):
        acc.push(np.zeros((4, 4), dtype=np.uint8), 6 * S)
    with pytest.raises(SegmenterError, match="could not be opened"):
        list(segment_video(tmp_path / "missing.mp4", participant="P01", session_id="s"))
    with pytest.raises(ConfigError, match="fps=0"):
        SegmenterConfig(fps=0)


def test_wav_round_trip_resamples_and_mixes_to_mono(tmp_path):
    stereo = np.stack([np.full(8000, 0.5), np.full(8000, -0.5)], axis=1).astype(np.float32)
    path = tmp_path / "x.wav"
    write_wav(path, AudioTrack(stereo, 8000))
    track = load_wav(path, start_ns=2 * S)
    assert track.sample_rate == 16_000 and track.samples.size == 16_000
    assert abs(float(track.samples.mean())) < 1e-3
    assert track.chunk(2 * S, int(2.5 * S)).size == 8000 and track.end_ns == 3 * S
    with pytest.raises(SegmenterError, match="could not be read"):
        load_wav(tmp_path / "missing.wav")
