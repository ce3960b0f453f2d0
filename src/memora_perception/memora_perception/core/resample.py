"""Band-limited sample-rate conversion that runs on a stream, chunk by chunk.

Output sample ``n`` sits at input position ``n * down / up`` (the rate ratio reduced to integers),
so the phases repeat every ``up`` outputs and each has its own precomputed Kaiser-windowed sinc
filter (a polyphase bank). The low-pass cut-off is 0.45 of the lower of the two rates, so a
downsampled stream carries no aliases of what lay above the new Nyquist frequency. Each phase's
taps are normalised to sum to 1 (a constant signal stays exactly constant). Feeding a signal in
chunks gives the same samples as feeding it whole: the filter history is carried across calls.
"""
from __future__ import annotations

from math import gcd

import numpy as np

from ..errors import ConfigError

ZERO_CROSSINGS = 16      # sinc lobes each side of the centre, at the lower rate
KAISER_BETA = 8.6        # about 80 dB stop-band attenuation
CUTOFF = 0.45            # of the lower rate: the pass band ends at 0.9 of its Nyquist frequency


def _filter_bank(up: int, down: int) -> tuple:
    """Taps per phase (up x width) and the tap offsets relative to each output's input index."""
    fc = CUTOFF * min(1.0, up / down)                       # cycles per input sample
    half = int(np.ceil(ZERO_CROSSINGS / (2.0 * fc)))        # filter half-width in input samples
    offsets = np.arange(-half + 1, half + 1)
    phases = np.arange(up)[:, None] / up                    # fractional part of each phase's position
    t = offsets[None, :] - phases                           # distance of each tap from the output position
    window = np.kaiser(2 * half + 1, KAISER_BETA)
    # the Kaiser window evaluated at t (interpolated, as t is fractional)
    win = np.interp(t, np.arange(-half, half + 1), window, left=0.0, right=0.0)
    taps = 2.0 * fc * np.sinc(2.0 * fc * t) * win
    taps /= taps.sum(axis=1, keepdims=True)
    return taps.astype(np.float64), offsets


class StreamResampler:
    """Converts mono float samples from `rate_in` to `rate_out` as they arrive."""

    def __init__(self, rate_in: int, rate_out: int) -> None:
        if rate_in < 1 or rate_out < 1:
            raise ConfigError(f"resampling rates {rate_in} -> {rate_out}: both must be >= 1 Hz")
        g = gcd(rate_in, rate_out)
        self.rate_in, self.rate_out = rate_in, rate_out
        self.up, self.down = rate_out // g, rate_in // g
        self._identity = self.up == self.down
        if not self._identity:
            self._taps, self._offsets = _filter_bank(self.up, self.down)
            self._half = int(self._offsets[-1])
        self._buffer = np.zeros(0, dtype=np.float64)
        self._base = 0          # input index of _buffer[0]; negative indices before the stream are zeros
        self._received = 0      # input samples received
        self._next = 0          # next output index
        if not self._identity:
            self._buffer = np.zeros(self._half, dtype=np.float64)
            self._base = -self._half

    def push(self, samples: np.ndarray) -> np.ndarray:
        """The output samples that the input so far determines (float32)."""
        data = np.asarray(samples, dtype=np.float64).reshape(-1)
        if self._identity:
            self._received += data.size
            return data.astype(np.float32)
        self._buffer = np.concatenate([self._buffer, data])
        self._received += data.size
        return self._produce(self._received)

    def flush(self) -> np.ndarray:
        """The remaining outputs up to the end of the input, reading zeros past it."""
        if self._identity:
            return np.zeros(0, dtype=np.float32)
        self._buffer = np.concatenate([self._buffer, np.zeros(self._half, dtype=np.float64)])
        end = self._received * self.up // self.down + (1 if (self._received * self.up) % self.down else 0)
        return self._produce(self._received + self._half, last=end)

    def _produce(self, available: int, last: int = -1) -> np.ndarray:
        # output n needs inputs up to n*down//up + half, which must be < available
        limit = ((available - self._half) * self.up + self.down - 1) // self.down if available > self._half else 0
        if last >= 0:
            limit = min(limit, last)
        n = np.arange(self._next, max(self._next, limit))
        out = np.zeros(0, dtype=np.float32)
        if n.size:
            index = (n * self.down) // self.up
            phase = (n * self.down) % self.up
            gather = self._buffer[index[:, None] + self._offsets[None, :] - self._base]
            out = np.einsum("ij,ij->i", gather, self._taps[phase]).astype(np.float32)
            self._next = int(n[-1]) + 1
        self._trim()
        return out

    def _trim(self) -> None:
        keep_from = (self._next * self.down) // self.up - self._half + 1
        drop = keep_from - self._base
        if drop > 0:
            self._buffer = self._buffer[drop:]
            self._base += drop


def resample_all(samples: np.ndarray, rate_in: int, rate_out: int) -> np.ndarray:
    """A whole mono signal resampled (what a stream of it gives, flushed)."""
    resampler = StreamResampler(rate_in, rate_out)
    return np.concatenate([resampler.push(samples), resampler.flush()])
