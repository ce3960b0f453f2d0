"""The RGB-D pipeline on rendered boxes at known poses: events carry map-frame poses."""
import numpy as np
import pytest

from memora_perception.core.spatial.rgbd import Label, RgbdConfig, RgbdFrame, RgbdPerception
from memora_perception.errors import RecordError

MUG = ((2.0, 0.5, 0.85), (0.10, 0.10, 0.12))
KETTLE = ((2.1, -0.3, 0.90), (0.20, 0.16, 0.22))
LABELS = {1: Label("mug_1", "mug", "kitchen"), 2: Label("kettle_1", "kettle", "kitchen")}


def frame(scene, stamp_ns, eye, boxes=(MUG, KETTLE), labels=LABELS):
    camera = scene.look_at(eye, (2.0, 0.1, 0.8))
    depth, instances = scene.render(camera, boxes)
    return RgbdFrame(stamp_ns=stamp_ns, depth_m=depth, intrinsics=scene.K, camera=camera, instances=instances, labels=labels)


def test_boxes_come_back_at_their_map_poses_as_observation_events(scene):
    perception = RgbdPerception(RgbdConfig(robot_id="g1"))
    result = perception.process(frame(scene, 10, (0.6, 0.2, 1.5)))
    assert [d.entity for d in result.detections] == ["mug_1", "kettle_1"]
    events = {e.objects[0]: e for e in result.events}
    for entity, (centre, extent) in (("mug_1", MUG), ("kettle_1", KETTLE)):
        event = events[entity]
        assert (event.kind.value, event.source, event.actor, event.observers, event.location, event.time_ns) == \
            ("observation", "perception", "g1", ("g1",), "kitchen", 10)
        pose = event.extras["pose"]
        assert pose["frame_id"] == "map" and pose["points"] > 20
        # the camera sees the front and top faces: the box centre lands within 1.5 cm
        assert np.linalg.norm(np.subtract(pose["position"], centre)) < 0.015, (entity, pose)
        assert pose["extent"][2] == pytest.approx(extent[2], abs=0.01)


def test_a_second_view_fuses_without_a_new_event_and_unlabelled_instances_are_skipped(scene):
    perception = RgbdPerception(RgbdConfig())
    perception.process(frame(scene, 0, (0.6, 0.2, 1.5)))
    second = perception.process(frame(scene, 1_000_000_000, (0.8, -0.4, 1.4), labels={1: LABELS[1]}))
    assert [d.entity for d in second.detections] == ["mug_1"] and second.events == ()
    assert np.linalg.norm(np.subtract(perception.fusion.estimate("mug_1").position, MUG[0])) < 0.015


def test_a_pose_in_another_frame_is_rejected(scene):
    f = frame(scene, 0, (0.6, 0.2, 1.5))
    bad = RgbdFrame(stamp_ns=0, depth_m=f.depth_m, intrinsics=scene.K, camera=type(f.camera)("odom", f.camera.position,
                    f.camera.orientation), instances=f.instances, labels=LABELS)
    with pytest.raises(RecordError, match="frame_id='odom'"):
        RgbdPerception().process(bad)


def test_objects_on_a_seen_counter_are_placed_on_it_and_the_counter_itself_is_not(scene):
    counter = ((2.0, 0.2, 0.395), (0.6, 1.4, 0.79))  # top at 0.79 m: the mug's and the kettle's bottoms
    labels = {**LABELS, 3: Label("counter_1", "counter", "kitchen", "furniture")}
    result = RgbdPerception().process(frame(scene, 10, (0.6, 0.2, 1.5), boxes=(MUG, KETTLE, counter), labels=labels))
    places = {e.objects[0]: [(d.attribute, d.value, d.value_type.value) for d in e.deltas] for e in result.events}
    assert places == {"mug_1": [("location", "counter_1", "entity")], "kettle_1": [("location", "counter_1", "entity")],
                      "counter_1": []}


def test_without_furniture_in_view_no_place_is_claimed(scene):
    result = RgbdPerception().process(frame(scene, 10, (0.6, 0.2, 1.5)))
    assert all(e.deltas == () for e in result.events) and len(result.events) == 2
