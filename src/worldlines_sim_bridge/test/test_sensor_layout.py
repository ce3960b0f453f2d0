"""The home in 3D: a seeded layout where rooms hold their furniture and objects rest on their parents."""
from __future__ import annotations

import math

import pytest

from worldlines_sim_bridge.core.sensors import Layout
from worldlines_sim_bridge.core.sensors.layout import ROOM_HEIGHT
from worldlines_sim_bridge.core.sim.home import EntityKind, Home, known_homes

CONTAINERS = {"cupboard", "fridge", "dishwasher", "drawer"}


def _footprint(box):
    """Axis-aligned footprint (x0, y0, x1, y1) of a box whose yaw is a multiple of 90 degrees."""
    quarter = round(box.yaw / (math.pi / 2)) % 2
    w, d = (box.size[1], box.size[0]) if quarter else (box.size[0], box.size[1])
    return box.centre[0] - w / 2, box.centre[1] - d / 2, box.centre[0] + w / 2, box.centre[1] + d / 2


def _local_xy(box, parent):
    c, s = math.cos(parent.yaw), math.sin(parent.yaw)
    dx, dy = box.centre[0] - parent.centre[0], box.centre[1] - parent.centre[1]
    return c * dx + s * dy, -s * dx + c * dy


def test_layout_is_deterministic_for_a_seed_and_varies_with_it():
    home = Home.load("maple_house")
    first, again, other = Layout(home, 4), Layout(home, 4), Layout(home, 5)
    assert first.boxes() == again.boxes()
    assert first.rooms == again.rooms
    assert first.boxes() != other.boxes()


@pytest.mark.parametrize("name", known_homes())
@pytest.mark.parametrize("seed", [0, 7])
def test_every_thing_is_inside_its_room_and_rests_on_its_parent(name, seed):
    layout = Layout(Home.load(name), seed)
    boxes = {b.entity: b for b in layout.boxes()}
    assert {e for e in layout.things()} == set(boxes), "every thing starts in a room"
    for box in boxes.values():
        room = layout.rooms[box.room]
        for x, y, z in box.corners():
            assert room.x0 - 1e-6 <= x <= room.x1 + 1e-6 and room.y0 - 1e-6 <= y <= room.y1 + 1e-6, box.entity
            assert -1e-6 <= z <= ROOM_HEIGHT, box.entity
        bottom = box.centre[2] - box.size[2] / 2
        if box.parent in layout.rooms:
            continue
        parent = boxes[box.parent]
        u, v = _local_xy(box, parent)
        assert abs(u) <= parent.size[0] / 2 + 1e-6 and abs(v) <= parent.size[1] / 2 + 1e-6, box.entity
        if parent.category in CONTAINERS:
            assert parent.centre[2] - parent.size[2] / 2 < bottom and box.top < parent.top, f"{box.entity} inside"
        else:
            below = [b for b in boxes.values() if b.parent == box.parent and abs(b.top - bottom) < 1e-6]
            assert bottom == pytest.approx(parent.top) or below, f"{box.entity} rests on {box.parent} or on a thing there"


@pytest.mark.parametrize("name", known_homes())
def test_floor_furniture_does_not_overlap(name):
    layout = Layout(Home.load(name), 3)
    standing = [b for b in layout.boxes() if b.parent in layout.rooms and b.kind is not EntityKind.OBJECT
                and b.centre[2] - b.size[2] / 2 < 0.05]
    for i, a in enumerate(standing):
        for b in standing[i + 1:]:
            if a.room != b.room:
                continue
            ax0, ay0, ax1, ay1 = _footprint(a)
            bx0, by0, bx1, by1 = _footprint(b)
            overlap = min(ax1, bx1) - max(ax0, bx0) > 1e-6 and min(ay1, by1) - max(ay0, by0) > 1e-6
            assert not overlap, f"{a.entity} overlaps {b.entity} in {a.room}"


def test_moving_an_object_follows_the_simulator_and_what_rests_on_it_moves_along():
    layout = Layout(Home.load("maple_house"), 1)
    layout.move("mug_red_1", "coffee_table_1")
    mug, table = layout.box("mug_red_1"), layout.box("coffee_table_1")
    assert mug.room == "living_room" and mug.parent == "coffee_table_1"
    assert mug.centre[2] - mug.size[2] / 2 == pytest.approx(table.top)
    layout.move("mug_red_1", "alice")
    assert layout.box("mug_red_1") is None and layout.room_of("mug_red_1") == ""
    layout.move("bowl_1", "dining_table_1")
    layout.move("keys_1", "bowl_1")
    before = layout.box("keys_1")
    layout.move("bowl_1", "counter_1")
    after, bowl = layout.box("keys_1"), layout.box("bowl_1")
    assert after.parent == "bowl_1" and after.centre != before.centre
    assert after.centre[2] - after.size[2] / 2 == pytest.approx(bowl.top)


def test_moves_are_deterministic_given_the_same_history():
    a, b = Layout(Home.load("maple_house"), 2), Layout(Home.load("maple_house"), 2)
    for layout in (a, b):
        layout.move("remote_1", "sofa_1")
        layout.move("remote_1", "coffee_table_1")
    assert a.box("remote_1") == b.box("remote_1")
