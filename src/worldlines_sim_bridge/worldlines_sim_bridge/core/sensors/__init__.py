"""Sensor data from the simulator: the home in 3D, rendered from the robot's camera and heard by its microphone.

- ``Layout(home, seed)``: rooms, furniture and objects as boxes / cylinders (layout.py), following the
  simulator's state with ``move(entity, parent)``.
- ``Renderer(Intrinsics())``.render(room, boxes, pose) -> ``Frame`` (RGB, true depth, instance ids);
  ``look_at``, ``project`` (render.py); ``DepthNoise`` (depth_noise.py).
- ``build_script(events, home, seed, seconds)``: the robot's visits, object moves and heard utterances on a
  compressed clock (script.py); ``plan_tour`` (camera_path.py); espeak-ng speech (speech_audio.py).
- ``record_sensors(script, home, RecordingConfig(seed), out_dir)``: writes out_dir/bag (rosbag2, mcap) and
  out_dir/truth.json (recording.py); topic names and messages in sensor_messages.py.
"""
from .camera_path import Tour, plan_tour
from .depth_noise import DepthNoise
from .layout import Box, Layout, Room
from .recording import BAG_FOLDER, TRUTH_FILE, RecordingConfig, record_sensors
from .render import CameraPose, Frame, Intrinsics, Renderer, look_at, project
from .script import Script, build_script
from .sensor_messages import TOPICS, sensor_typestore

__all__ = ["Tour", "plan_tour", "DepthNoise", "Box", "Layout", "Room", "BAG_FOLDER", "TRUTH_FILE", "RecordingConfig",
           "record_sensors", "CameraPose", "Frame", "Intrinsics", "Renderer", "look_at", "project", "Script",
           "build_script", "TOPICS", "sensor_typestore"]
