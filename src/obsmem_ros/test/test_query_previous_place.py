""""Where was it before?": the place a thing was carried from, not the hands that carried it.
Events and sentences written for this file, in no hand-written set."""
from __future__ import annotations

from obsmem_ros.core.memory import Memory

from .factories import minute_events

T0 = 1782000000


ev = minute_events("p", T0, observers=["robot", "maya"], location="porch")


def place(entity: str, value: str) -> dict:
    return {"entity": entity, "attribute": "location", "value": value, "value_type": "entity"}


def test_where_a_thing_was_before_skips_the_person_who_carried_it(tmp_path):
    with Memory(str(tmp_path / "p.db")) as memory:
        memory.ingest([
            ev(0, "observation", actor="robot", objects=["bench_1", "drawer_1", "scarf_1"],
               deltas=[place("bench_1", "porch"), place("drawer_1", "porch"), place("scarf_1", "bench_1"),
                       {"entity": "scarf_1", "attribute": "name", "value": "scarf", "value_type": "str"}]),
            ev(1, actor="maya", verb="pick", objects=["scarf_1"], deltas=[place("scarf_1", "maya")]),
            ev(2, actor="maya", verb="place", objects=["scarf_1", "drawer_1"], deltas=[place("scarf_1", "drawer_1")]),
        ])
        answer = memory.ask("Where was the scarf before?")
        assert (answer.known, answer.value) == (True, "bench_1")


def named(entity: str, name: str, category: str) -> list:
    return [{"entity": entity, "attribute": "name", "value": name, "value_type": "str"},
            {"entity": entity, "attribute": "category", "value": category, "value_type": "str"}]


def test_the_place_a_change_went_to_keeps_its_modifier(tmp_path):
    """"before it went to the girls' shelf": that shelf, not the plain shelf beside it."""
    with Memory(str(tmp_path / "p.db")) as memory:
        memory.ingest([
            ev(0, "observation", actor="robot", objects=["shelf_1", "girls_shelf_1", "torch_1", "bench_1"],
               deltas=[*named("shelf_1", "shelf", "shelf"), *named("girls_shelf_1", "girls' shelf", "shelf"),
                       *named("torch_1", "torch", "torch"), place("shelf_1", "porch"),
                       place("girls_shelf_1", "porch"), place("bench_1", "porch"), place("torch_1", "bench_1")]),
            ev(1, actor="maya", verb="pick", objects=["torch_1"], deltas=[place("torch_1", "maya")]),
            ev(2, actor="maya", verb="place", objects=["torch_1", "girls_shelf_1"],
               deltas=[place("torch_1", "girls_shelf_1")]),
            ev(3, actor="maya", verb="pick", objects=["torch_1"], deltas=[place("torch_1", "maya")]),
            ev(4, actor="maya", verb="place", objects=["torch_1", "shelf_1"], deltas=[place("torch_1", "shelf_1")]),
        ])
        answer = memory.ask("Where was the torch before it went to the girls' shelf?")
        assert (answer.known, answer.value) == (True, "bench_1")
