"""Fusing sightings: emit on first sight and on a confirmed move, not every frame."""
from memora_perception.core.spatial.cloud import Measurement
from memora_perception.core.spatial.fusion import FusionConfig, ObjectFusion

S = 1_000_000_000


def at(x, y=0.0, z=0.8, points=100):
    return Measurement(position=(x, y, z), orientation=(0, 0, 0, 1), extent=(0.1, 0.1, 0.1), points=points)


def test_first_sight_emits_and_steady_sightings_do_not():
    fusion = ObjectFusion(FusionConfig(refresh_s=60))
    assert fusion.update("mug_1", 0, at(1.0)) is not None
    assert [fusion.update("mug_1", i * S, at(1.0 + 0.01 * (-1) ** i)) for i in range(1, 20)] == [None] * 19


def test_a_single_outlier_is_ignored_and_a_confirmed_move_is_emitted():
    fusion = ObjectFusion(FusionConfig(move_m=0.15, move_confirm=2, min_interval_s=0))
    fusion.update("mug_1", 0, at(1.0))
    assert fusion.update("mug_1", 1 * S, at(3.0)) is None        # one far sighting: held as a candidate
    assert fusion.update("mug_1", 2 * S, at(1.0)) is None        # back where it was: the candidate is dropped
    assert fusion.estimate("mug_1").position[0] == 1.0
    assert fusion.update("mug_1", 3 * S, at(2.0)) is None
    moved = fusion.update("mug_1", 4 * S, at(2.02))              # confirmed: the window restarts there
    assert moved is not None and abs(moved.position[0] - 2.01) < 1e-9


def test_estimate_is_the_median_of_the_window():
    fusion = ObjectFusion(FusionConfig(window=5))
    for i, x in enumerate((1.00, 1.02, 1.10, 0.99, 1.01)):
        fusion.update("cup", i * S, at(x))
    assert fusion.estimate("cup").position[0] == 1.01


def test_refresh_emits_again_while_still_seen():
    fusion = ObjectFusion(FusionConfig(refresh_s=10))
    fusion.update("mug_1", 0, at(1.0))
    assert fusion.update("mug_1", 5 * S, at(1.0)) is None
    assert fusion.update("mug_1", 11 * S, at(1.0)) is not None
