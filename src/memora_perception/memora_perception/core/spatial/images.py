"""Decoding the camera's image payloads into arrays (plain fields, as both a ROS message and a
bag record carry them): colour (raw or JPEG / PNG compressed), aligned depth in metres, and the
renderer's instance masks."""
from __future__ import annotations

from dataclasses import dataclass

import numpy as np

from ...errors import RecordError

_COLOUR_CHANNELS = {"rgb8": 3, "bgr8": 3, "rgba8": 4, "bgra8": 4, "mono8": 1}
DEPTH_ENCODINGS = ("16UC1", "mono16", "32FC1")


@dataclass(frozen=True)
class RawImage:
    """``sensor_msgs/Image`` fields: size, encoding, row stride in bytes, byte order and the bytes."""

    width: int
    height: int
    encoding: str
    step: int
    data: bytes
    is_bigendian: bool = False


@dataclass(frozen=True)
class CompressedImage:
    """``sensor_msgs/CompressedImage`` fields: ``format`` (e.g. "jpeg", "png", "rgb8; jpeg compressed bgr8")."""

    format: str
    data: bytes


def _rows(image: RawImage, itemsize: int, channels: int) -> np.ndarray:
    need = image.width * channels * itemsize
    if image.step < need or len(image.data) < image.height * image.step:
        raise RecordError(f"image {image.width}x{image.height} {image.encoding}: step={image.step} and "
                          f"{len(image.data)} bytes cannot hold its pixels")
    raw = np.frombuffer(image.data, dtype=np.uint8, count=image.height * image.step).reshape(image.height, image.step)
    return np.ascontiguousarray(raw[:, :need])


def _typed(image: RawImage, dtype: str) -> np.ndarray:
    kind = np.dtype(dtype).newbyteorder(">" if image.is_bigendian else "<")
    return _rows(image, kind.itemsize, 1).view(kind).reshape(image.height, image.width).astype(dtype)


def decode_colour(image: RawImage | CompressedImage) -> np.ndarray:
    """An H x W x 3 uint8 RGB array from a raw (rgb8, bgr8, rgba8, bgra8, mono8) or a JPEG / PNG image."""
    if isinstance(image, CompressedImage):
        import cv2

        decoded = cv2.imdecode(np.frombuffer(image.data, dtype=np.uint8), cv2.IMREAD_COLOR)
        if decoded is None:
            raise RecordError(f"compressed image format={image.format!r}: {len(image.data)} bytes do not decode")
        return np.ascontiguousarray(decoded[:, :, ::-1])  # OpenCV decodes to BGR
    channels = _COLOUR_CHANNELS.get(image.encoding)
    if channels is None:
        raise RecordError(f"image encoding={image.encoding!r} is not a colour encoding; use one of "
                          f"{sorted(_COLOUR_CHANNELS)}")
    pixels = _rows(image, 1, channels).reshape(image.height, image.width, channels)
    if channels == 1:
        return np.repeat(pixels, 3, axis=2)
    if image.encoding.startswith("bgr"):
        pixels = pixels[:, :, 2::-1]
    return np.ascontiguousarray(pixels[:, :, :3])


def decode_depth(image: RawImage) -> np.ndarray:
    """Depth in metres (float32, 0 where the sensor had no return) from 16UC1 / mono16 millimetres
    or 32FC1 metres (NaN and negative values become 0)."""
    if image.encoding in ("16UC1", "mono16"):
        return _typed(image, "uint16").astype(np.float32) * np.float32(0.001)
    if image.encoding == "32FC1":
        depth = _typed(image, "float32")
        return np.where(np.isfinite(depth) & (depth > 0), depth, 0).astype(np.float32)
    raise RecordError(f"depth encoding={image.encoding!r} is not supported; use one of {list(DEPTH_ENCODINGS)}")


def decode_instances(image: RawImage) -> np.ndarray:
    """Per-pixel instance indices (0 = background) from a mono16 / 16UC1 (or mono8 / 8UC1) image."""
    if image.encoding in ("mono16", "16UC1"):
        return _typed(image, "uint16")
    if image.encoding in ("mono8", "8UC1"):
        return _rows(image, 1, 1).reshape(image.height, image.width).astype(np.uint16)
    raise RecordError(f"instance image encoding={image.encoding!r} is not supported; use mono16 or mono8")
