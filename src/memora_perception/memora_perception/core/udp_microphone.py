"""A microphone that arrives as UDP datagrams of raw PCM: the Unitree G1's.

The G1's four-microphone array is not a ROS topic: its control board sends raw 16 kHz mono S16LE
PCM as UDP multicast to group 239.168.123.161, port 5555 (unitree_sdk2,
`example/g1/audio/g1_audio_client_example.cpp`: it joins that group and writes what it receives
as a 16 kHz, one-channel, 16-bit WAV). The datagrams carry no time stamp, so `PacketClock` stamps
them: the first sample of a datagram is its arrival time minus its duration, and datagrams that
follow continue the sample count (so arrival jitter and datagrams read in a burst do not tear the
stream). The clock starts again from the arrival time when the arrival runs `resync_ms` ahead of
the count (a datagram was lost, or the sender paused: a gap) or the count runs `max_lead_ms` ahead
of the arrival (the sender's clock is fast). `UdpMicrophone` owns the socket (multicast
group joined on `interface`, or plain unicast when `group` is not a multicast address) and turns
each datagram into a `MicChunk`, the fields of ``obsmem_interfaces/msg/AudioChunk``.
"""
from __future__ import annotations

import ipaddress
import socket
import struct
from dataclasses import dataclass
from typing import Callable, List, Optional

import numpy as np
from ..errors import AudioStreamError, ConfigError
from .microphone import SAMPLE_FORMATS, MicChunk

NS_PER_S = 1_000_000_000
MAX_DATAGRAM = 65_535


@dataclass(frozen=True)
class UdpMicConfig:
    """Where the PCM datagrams arrive and what they hold (defaults: the G1's microphone)."""

    group: str = "239.168.123.161"   # multicast group (or a unicast address to bind to)
    port: int = 5555
    interface: str = "0.0.0.0"       # local address of the interface that joins the group (0.0.0.0: the kernel's choice)
    sample_rate: int = 16_000
    channels: int = 1
    sample_format: str = "S16LE"
    frame_id: str = "head_mic"
    resync_ms: float = 200.0         # arrival this far ahead of the sample count (a gap): stamp from arrival again
    max_lead_ms: float = 2000.0      # sample count this far ahead of arrival (a fast sender clock): the same
    receive_buffer_bytes: int = 1 << 20

    def __post_init__(self) -> None:
        for name in ("group", "interface"):
            try:
                ipaddress.IPv4Address(getattr(self, name))
            except ValueError as err:
                raise ConfigError(f"UdpMicConfig.{name}={getattr(self, name)!r} is not an IPv4 address") from err
        if not 0 < self.port < 65_536:
            raise ConfigError(f"UdpMicConfig.port={self.port!r} must be in 1..65535")
        if self.sample_rate < 1 or self.channels < 1:
            raise ConfigError(f"UdpMicConfig sample_rate={self.sample_rate!r} and channels={self.channels!r} "
                              "must be >= 1")
        if self.sample_format not in SAMPLE_FORMATS:
            raise ConfigError(f"UdpMicConfig.sample_format={self.sample_format!r} is not one of "
                              f"{', '.join(SAMPLE_FORMATS)}")
        for name in ("resync_ms", "max_lead_ms"):
            if getattr(self, name) <= 0:
                raise ConfigError(f"UdpMicConfig.{name}={getattr(self, name)!r} must be > 0")

    @property
    def multicast(self) -> bool:
        return ipaddress.IPv4Address(self.group).is_multicast

    @property
    def frame_bytes(self) -> int:
        return np.dtype(SAMPLE_FORMATS[self.sample_format][0]).itemsize * self.channels


class PacketClock:
    """Stamps of datagrams that carry none: the sample count between resyncs, the arrival otherwise."""

    def __init__(self, sample_rate: int, resync_ns: int, max_lead_ns: int) -> None:
        self.sample_rate = sample_rate
        self.resync_ns = resync_ns
        self.max_lead_ns = max_lead_ns
        self._next_ns: Optional[int] = None
        self.resyncs = 0

    def stamp(self, arrival_ns: int, frames: int) -> int:
        """The time of the first sample of a datagram of `frames` samples that arrived at `arrival_ns`."""
        duration = frames * NS_PER_S // self.sample_rate
        from_arrival = arrival_ns - duration
        if self._next_ns is None or not -self.max_lead_ns <= from_arrival - self._next_ns <= self.resync_ns:
            self.resyncs += self._next_ns is not None
            start = from_arrival
        else:
            start = self._next_ns
        self._next_ns = start + duration
        return start


def datagram_frames(payload: bytes, config: UdpMicConfig) -> int:
    """Sample frames in one datagram; a payload that is not whole frames is refused."""
    if not payload or len(payload) % config.frame_bytes:
        raise AudioStreamError(f"UDP datagram of {len(payload)} bytes is not a whole number of "
                               f"{config.channels}-channel {config.sample_format} frames "
                               f"({config.frame_bytes} bytes each)")
    return len(payload) // config.frame_bytes


def datagram_to_chunk(payload: bytes, stamp_ns: int, config: UdpMicConfig) -> MicChunk:
    """One datagram as a `MicChunk` stamped `stamp_ns` (its first sample)."""
    datagram_frames(payload, config)
    return MicChunk(stamp_ns=stamp_ns, sample_rate=config.sample_rate, channels=config.channels,
                    sample_format=config.sample_format, data=bytes(payload), frame_id=config.frame_id)


def open_socket(config: UdpMicConfig) -> socket.socket:
    """A non-blocking UDP socket bound to `config.port`, member of `config.group` when it is multicast."""
    sock = socket.socket(socket.AF_INET, socket.SOCK_DGRAM, socket.IPPROTO_UDP)
    try:
        sock.setsockopt(socket.SOL_SOCKET, socket.SO_REUSEADDR, 1)
        sock.setsockopt(socket.SOL_SOCKET, socket.SO_RCVBUF, config.receive_buffer_bytes)
        sock.bind((config.group, config.port))   # bound to the group: only its datagrams on this port
        if config.multicast:
            membership = struct.pack("4s4s", socket.inet_aton(config.group), socket.inet_aton(config.interface))
            sock.setsockopt(socket.IPPROTO_IP, socket.IP_ADD_MEMBERSHIP, membership)
        sock.setblocking(False)
    except OSError as err:
        sock.close()
        raise AudioStreamError(f"could not listen for UDP audio on {config.group}:{config.port} "
                               f"(interface {config.interface}): {err}") from err
    return sock


class UdpMicrophone:
    """The datagrams waiting on the socket as stamped `MicChunk`s. `arrival_ns` is the clock that
    stamps them (the node passes its ROS clock). A malformed datagram is dropped with a warning."""

    def __init__(self, config: UdpMicConfig, arrival_ns: Callable[[], int], *,
                 warn: Optional[Callable[[str], None]] = None) -> None:
        self.config = config
        self.clock = PacketClock(config.sample_rate, int(config.resync_ms * 1_000_000), int(config.max_lead_ms * 1_000_000))
        self._arrival_ns = arrival_ns
        self._warn = warn or (lambda message: None)
        self._socket = open_socket(config)
        self.received = 0
        self.dropped = 0

    def drain(self, limit: int = 1_000) -> List[MicChunk]:
        """Every datagram that has arrived (at most `limit`), in arrival order; never waits."""
        chunks: List[MicChunk] = []
        while len(chunks) < limit:
            try:
                payload = self._socket.recv(MAX_DATAGRAM)
            except (BlockingIOError, InterruptedError):
                break
            arrived = self._arrival_ns()
            self.received += 1
            try:
                frames = datagram_frames(payload, self.config)
            except AudioStreamError as err:
                self.dropped += 1
                self._warn(f"{err}; dropped")
                continue
            chunks.append(datagram_to_chunk(payload, self.clock.stamp(arrived, frames), self.config))
        return chunks

    def fileno(self) -> int:
        return self._socket.fileno()

    def close(self) -> None:
        self._socket.close()

    def __enter__(self) -> "UdpMicrophone":
        return self

    def __exit__(self, *exc: object) -> None:
        self.close()
