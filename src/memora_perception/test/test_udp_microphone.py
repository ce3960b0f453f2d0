"""The UDP microphone (the G1's multicast PCM) read through a real local socket pair."""
import socket
import time

import numpy as np
import pytest

from memora_perception.core.microphone import MicrophoneStream
from memora_perception.core.udp_microphone import (
    PacketClock, UdpMicConfig, UdpMicrophone, datagram_to_chunk)
from memora_perception.errors import AudioStreamError, ConfigError

MS = 1_000_000


def free_port() -> int:
    with socket.socket(socket.AF_INET, socket.SOCK_DGRAM) as probe:
        probe.bind(("127.0.0.1", 0))
        return probe.getsockname()[1]


def sender(multicast: bool) -> socket.socket:
    out = socket.socket(socket.AF_INET, socket.SOCK_DGRAM, socket.IPPROTO_UDP)
    if multicast:
        out.setsockopt(socket.IPPROTO_IP, socket.IP_MULTICAST_IF, socket.inet_aton("127.0.0.1"))
        out.setsockopt(socket.IPPROTO_IP, socket.IP_MULTICAST_LOOP, 1)
    return out


def drain_until(mic: UdpMicrophone, count: int, timeout_s: float = 5.0):
    chunks, deadline = [], time.monotonic() + timeout_s
    while len(chunks) < count and time.monotonic() < deadline:
        chunks += mic.drain()
        time.sleep(0.002)
    return chunks


def test_the_defaults_are_the_g1_microphone_of_the_unitree_sdk_example():
    config = UdpMicConfig()
    assert (config.group, config.port, config.sample_rate, config.channels, config.sample_format) == (
        "239.168.123.161", 5555, 16_000, 1, "S16LE")
    assert config.multicast and config.frame_bytes == 2


@pytest.mark.parametrize("field, value, reason", [
    ("group", "239.168.123", "not an IPv4 address"), ("port", 0, "1..65535"),
    ("sample_format", "S24LE", "not one of"), ("channels", 0, "must be >= 1"), ("resync_ms", 0.0, "> 0"), ("max_lead_ms", -1.0, "> 0")])
def test_a_bad_setting_is_refused_naming_the_field(field, value, reason):
    with pytest.raises(ConfigError, match=reason):
        UdpMicConfig(**{field: value})


def test_the_packet_clock_counts_samples_through_jitter_and_resyncs_after_a_loss():
    clock = PacketClock(16_000, resync_ns=200 * MS, max_lead_ns=2_000 * MS)
    # 512-sample datagrams (32 ms) arriving with +-5 ms jitter: stamps follow the sample count
    first = clock.stamp(1_000 * MS, 512)
    assert first == 968 * MS
    assert clock.stamp(1_037 * MS, 512) == 1_000 * MS
    assert clock.stamp(1_059 * MS, 512) == 1_032 * MS
    # a datagram arriving 500 ms late (the sender paused): stamped from its arrival, a new timeline
    assert clock.stamp(1_600 * MS, 512) == 1_568 * MS and clock.resyncs == 1
    # 60 datagrams read in one burst after a slow read: the count goes on, no resync
    burst = [clock.stamp(1_700 * MS, 512) for _ in range(60)]
    assert burst == [1_600 * MS + k * 32 * MS for k in range(60)] and clock.resyncs == 1
    # the count more than 2 s ahead of arrival (a fast sender clock): stamped from arrival again
    assert clock.stamp(1_500 * MS, 512) == 1_468 * MS and clock.resyncs == 2


def test_a_datagram_that_is_not_whole_frames_is_refused_naming_its_size():
    with pytest.raises(AudioStreamError, match="3 bytes is not a whole number of 1-channel S16LE frames"):
        datagram_to_chunk(b"\x00\x01\x02", 0, UdpMicConfig())


@pytest.mark.parametrize("group", ["239.168.123.161", "127.0.0.1"], ids=["multicast", "unicast"])
def test_datagrams_sent_to_the_group_become_a_continuous_16khz_stream(group):
    config = UdpMicConfig(group=group, port=free_port(), interface="127.0.0.1")
    tone = (np.sin(np.arange(16_000) * 2 * np.pi * 440 / 16_000) * 12_000).astype("<i2")
    jitter = iter([5_000 * MS + k * 32 * MS + (k % 3 - 1) * 4 * MS for k in range(40)])  # read every 32 +- 4 ms
    with UdpMicrophone(config, lambda: next(jitter)) as mic, sender(config.multicast) as out:
        for i in range(0, tone.size, 512):
            out.sendto(tone[i:i + 512].tobytes(), (group, config.port))
        chunks = drain_until(mic, 32)
    assert len(chunks) == 32 and mic.received == 32 and mic.dropped == 0
    assert {(c.sample_rate, c.channels, c.sample_format, c.frame_id) for c in chunks} == {(16_000, 1, "S16LE", "head_mic")}
    assert b"".join(c.data for c in chunks) == tone.tobytes()
    # stamps continue the sample count from the first datagram (its arrival minus 32 ms), not the jitter
    assert [c.stamp_ns for c in chunks] == [5_000 * MS - 36 * MS + k * 32 * MS for k in range(32)]
    stream = MicrophoneStream()
    blocks = [b for c in chunks for b in stream.push(c)] + stream.flush()
    samples = np.concatenate([b.samples for b in blocks])
    assert samples.size == 16_000 and np.allclose(samples, tone / 32768.0, atol=1e-6)


def test_a_malformed_datagram_is_dropped_with_a_warning_and_the_stream_goes_on():
    config = UdpMicConfig(group="127.0.0.1", port=free_port())
    warnings = []
    with UdpMicrophone(config, time.time_ns, warn=warnings.append) as mic, sender(False) as out:
        out.sendto(b"\x01\x00\x02", ("127.0.0.1", config.port))
        out.sendto(b"\x01\x00\x02\x00", ("127.0.0.1", config.port))
        chunks = drain_until(mic, 1)
        time.sleep(0.05)
        chunks += mic.drain()
    assert [c.data for c in chunks] == [b"\x01\x00\x02\x00"] and mic.dropped == 1
    assert warnings and "3 bytes" in warnings[0]


def test_a_port_that_cannot_be_bound_is_reported_with_the_address():
    with pytest.raises(AudioStreamError, match="could not listen for UDP audio on 192.0.2.123"):
        UdpMicrophone(UdpMicConfig(group="192.0.2.123", port=free_port()), time.time_ns)
