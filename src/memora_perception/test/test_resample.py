"""Band-limited streaming resampling against signals whose samples are known in closed form."""
import numpy as np
import pytest

from memora_perception.core.resample import StreamResampler, resample_all
from memora_perception.errors import ConfigError


def tone(freq: float, rate: int, seconds: float = 1.0) -> np.ndarray:
    return np.sin(2 * np.pi * freq * np.arange(int(rate * seconds)) / rate)


@pytest.mark.parametrize("rate_in", [8_000, 22_050, 44_100, 48_000])
def test_a_tone_keeps_its_samples_at_16_khz(rate_in):
    out = resample_all(tone(440.0, rate_in), rate_in, 16_000)
    assert out.size == 16_000  # one second in, one second out
    expected = tone(440.0, 16_000)
    # away from the edges (where the filter reads zeros past the signal) within 1e-4 of sin(2 pi 440 n / 16000)
    assert np.abs(out[200:-200] - expected[200:-200]).max() < 1e-4


def test_a_constant_stays_exactly_constant():
    out = resample_all(np.full(4_800, 0.25), 48_000, 16_000)
    assert out.size == 1_600 and np.allclose(out[60:-60], 0.25, atol=1e-6)


def test_content_above_the_new_nyquist_frequency_is_removed_not_aliased():
    out = resample_all(tone(12_000.0, 48_000), 48_000, 16_000)  # 12 kHz would alias to 4 kHz at 16 kHz
    assert np.sqrt(np.mean(out[200:-200] ** 2)) < 1e-3


def test_three_to_one_downsampling_of_a_slow_ramp_reads_every_third_sample():
    ramp = np.arange(3_000) / 3_000.0  # linear: a symmetric low-pass leaves it unchanged away from the edges
    out = resample_all(ramp, 48_000, 16_000)
    assert np.allclose(out[100:-100], ramp[::3][100:-100], atol=1e-6)


def test_chunks_give_the_same_samples_as_the_whole_signal():
    signal = tone(300.0, 44_100) + 0.3 * tone(2_500.0, 44_100)
    resampler = StreamResampler(44_100, 16_000)
    parts = [resampler.push(signal[i:i + 4_417]) for i in range(0, signal.size, 4_417)] + [resampler.flush()]
    assert np.array_equal(np.concatenate(parts), resample_all(signal, 44_100, 16_000))


def test_same_rate_passes_samples_through():
    signal = np.array([0.5, -0.25, 0.125], dtype=np.float32)
    assert np.array_equal(resample_all(signal, 16_000, 16_000), signal)


def test_a_zero_rate_is_refused():
    with pytest.raises(ConfigError, match="must be >= 1"):
        StreamResampler(0, 16_000)
