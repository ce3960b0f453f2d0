"""An object's place from its measured box and the furniture boxes around it."""
import math

import pytest

from memora_perception.core.spatial.cloud import Measurement
from memora_perception.core.spatial.support import SupportConfig, support_of
from memora_perception.errors import ConfigError

UPRIGHT = (0.0, 0.0, 0.0, 1.0)
COUNTER = Measurement(position=(2.0, 1.0, 0.45), orientation=UPRIGHT, extent=(1.2, 0.6, 0.9), points=500)
SHELF = Measurement(position=(0.5, 3.0, 0.9), orientation=UPRIGHT, extent=(0.8, 0.4, 1.8), points=500)


def box(x, y, bottom, height=0.1):
    return Measurement(position=(x, y, bottom + height / 2), orientation=UPRIGHT, extent=(0.08, 0.08, height), points=50)


def test_an_object_on_top_of_a_counter_rests_on_it():
    assert support_of(box(2.3, 1.1, 0.91), [("shelf_1", SHELF), ("counter_1", COUNTER)]) == "counter_1"


def test_an_object_inside_a_shelf_rests_in_it_and_one_beside_or_above_rests_nowhere():
    assert support_of(box(0.6, 3.1, 0.95), [("counter_1", COUNTER), ("shelf_1", SHELF)]) == "shelf_1"
    assert support_of(box(3.5, 1.0, 0.91), [("counter_1", COUNTER)]) is None  # 0.9 m off its end
    assert support_of(box(2.0, 1.0, 1.30), [("counter_1", COUNTER)]) is None  # 0.4 m above its top


def test_the_footprint_turns_with_the_furniture_yaw():
    turned = Measurement(position=(0.0, 0.0, 0.45), orientation=(0.0, 0.0, math.sin(math.pi / 4), math.cos(math.pi / 4)),
                         extent=(1.2, 0.3, 0.9), points=500)  # long side along the map's y
    assert support_of(box(0.0, 0.5, 0.9), [("bench_1", turned)]) == "bench_1"
    assert support_of(box(0.5, 0.0, 0.9), [("bench_1", turned)]) is None


def test_of_two_holders_the_top_nearest_the_bottom_wins():
    table = Measurement(position=(2.0, 1.0, 0.38), orientation=UPRIGHT, extent=(1.0, 1.0, 0.76), points=500)
    tray = Measurement(position=(2.0, 1.0, 0.78), orientation=UPRIGHT, extent=(0.4, 0.3, 0.04), points=80)
    assert support_of(box(2.0, 1.0, 0.80), [("table_1", table), ("tray_1", tray)]) == "tray_1"


def test_a_negative_margin_is_refused():
    with pytest.raises(ConfigError, match="margin_m"):
        SupportConfig(margin_m=-0.1)
