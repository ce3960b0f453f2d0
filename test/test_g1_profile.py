"""The G1 robot profile sets only parameters the nodes know, with the camera topics realsense2_camera
publishes (sources in config/robots/g1.yaml and src/memora_perception/README.md)."""
from pathlib import Path

import yaml

CONFIG = Path(__file__).resolve().parents[1] / "config"


def flat(params, prefix=""):
    out = {}
    for key, value in params.items():
        if isinstance(value, dict):
            out.update(flat(value, f"{prefix}{key}."))
        else:
            out[f"{prefix}{key}"] = value
    return out


def section(path, node):
    return flat(yaml.safe_load((CONFIG / path).read_text())[node]["ros__parameters"])


def test_every_perception_parameter_of_the_g1_profile_is_one_the_node_declares():
    g1, known = section("robots/g1.yaml", "perception"), section("perception.yaml", "perception")
    assert set(g1) <= set(known), sorted(set(g1) - set(known))


def test_the_g1_camera_topics_are_the_realsense_driver_s_and_the_microphone_is_an_audio_chunk_relay():
    g1 = section("robots/g1.yaml", "perception")
    assert g1["rgbd"] is True and g1["sensor_reliability"] == "reliable"
    assert (g1["colour_topic"], g1["depth_topic"], g1["camera_info_topic"]) == (
        "/camera/camera/color/image_raw", "/camera/camera/aligned_depth_to_color/image_raw",
        "/camera/camera/color/camera_info")
    assert g1["audio_topic"] == "/audio/audio"  # /audio_msg carries the G1's ASR text, not sound


def test_the_g1_microphone_relay_joins_the_sdk_multicast_group_and_publishes_where_perception_listens():
    g1, known = section("robots/g1.yaml", "mic_relay"), section("mic_relay.yaml", "mic_relay")
    assert set(g1) <= set(known), sorted(set(g1) - set(known))
    assert (g1["mic.group"], g1["mic.port"], g1["mic.sample_rate"], g1["mic.channels"], g1["mic.sample_format"]) == (
        "239.168.123.161", 5555, 16000, 1, "S16LE")
    assert g1["audio_topic"] == section("robots/g1.yaml", "perception")["audio_topic"]
    graph = yaml.safe_load((CONFIG / "graph.yaml").read_text())
    assert "mic_relay" in graph["profiles"]["g1"]["nodes"]
