"""Depth noise of an active-stereo / structured-light RGB-D camera (RealSense D4xx class).

Axial noise grows with the square of range (sigma_z = sigma0 + k * (z - z0)^2, the form measured for
Kinect-style and D4xx sensors), readings are quantised to 1 mm, and pixels give no return (0) beyond
the working range, at depth discontinuities (the stereo matcher fails on mixed pixels at object edges)
and at a small random dropout rate.
"""
from __future__ import annotations

from dataclasses import asdict, dataclass
from typing import Dict

import numpy as np


@dataclass(frozen=True)
class DepthNoise:
    """Parameters of the noise model (metres); ``apply`` turns true depth into a 16UC1 millimetre image."""

    sigma0: float = 0.0012
    k: float = 0.0019
    z0: float = 0.4
    min_range: float = 0.28
    max_range: float = 6.0
    edge_jump: float = 0.04        # a pixel whose 4-neighbour differs by more than edge_jump + edge_slope * z is invalid
    edge_slope: float = 0.02
    dropout: float = 0.002

    def sigma(self, z: np.ndarray) -> np.ndarray:
        """Axial standard deviation (m) at true depth z (m)."""
        return self.sigma0 + self.k * (np.asarray(z) - self.z0) ** 2

    def apply(self, depth: np.ndarray, rng: np.random.Generator) -> np.ndarray:
        """True depth (m, 0 = no surface) -> noisy depth in millimetres (uint16, 0 = no return)."""
        z = depth.astype(np.float64)
        noisy = z + rng.standard_normal(z.shape) * self.sigma(z)
        valid = (z >= self.min_range) & (z <= self.max_range)
        valid &= ~self._edges(z)
        valid &= rng.random(z.shape) >= self.dropout
        mm = np.rint(np.clip(noisy, 0.0, 65.535) * 1000.0)
        return np.where(valid, mm, 0).astype(np.uint16)

    def _edges(self, z: np.ndarray) -> np.ndarray:
        limit = self.edge_jump + self.edge_slope * z
        edge = np.zeros(z.shape, dtype=bool)
        dv = np.abs(np.diff(z, axis=0)) > limit[1:, :]
        du = np.abs(np.diff(z, axis=1)) > limit[:, 1:]
        edge[1:, :] |= dv
        edge[:-1, :] |= dv
        edge[:, 1:] |= du
        edge[:, :-1] |= du
        return edge

    def to_json(self) -> Dict[str, float]:
        out = asdict(self)
        out["model"] = "sigma_z = sigma0 + k * (z - z0)^2; quantised to 1 mm; 0 outside [min_range, max_range], " \
                       "at depth edges and at the dropout rate"
        return out
