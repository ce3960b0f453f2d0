"""The walk out from a thing through what holds it (`nesting.outward`)."""
from obsmem_ros.core.nesting import MAX_NESTING, outward


def test_the_walk_goes_from_the_thing_out_to_the_room():
    holders = {"tin": "cupboard", "cupboard": "pantry"}
    assert list(outward("tin", holders.get)) == ["tin", "cupboard", "pantry"]


def test_a_place_nothing_holds_ends_the_walk_and_an_empty_start_yields_nothing():
    assert list(outward("garage", {}.get)) == ["garage"]
    assert list(outward("", {"": "kitchen"}.get)) == []


def test_a_cycle_is_walked_once():
    holders = {"box": "crate", "crate": "box"}
    assert list(outward("box", holders.get)) == ["box", "crate"]


def test_the_walk_is_bounded():
    holders = {f"p{i}": f"p{i + 1}" for i in range(20)}
    assert list(outward("p0", holders.get)) == [f"p{i}" for i in range(MAX_NESTING)]
