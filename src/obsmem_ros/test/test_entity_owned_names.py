"""A thing the robot was told the name of with its owner ("Nonna's sewing tin") answers to the name
without the owner too ("where's the sewing tin?"). Ids and names written for this file."""
from __future__ import annotations

from obsmem_ros.core.memory import Memory
from obsmem_ros.core.timefmt import parse_iso_ns


def sighting(eid, clock, entity, name, place):
    deltas = [{"entity": entity, "attribute": "name", "value": name, "value_type": "str"},
              {"entity": entity, "attribute": "category", "value": "craft_box", "value_type": "str"},
              {"entity": entity, "attribute": "owner", "value": "rosa", "value_type": "str"},
              {"entity": entity, "attribute": "location", "value": place, "value_type": "entity"}]
    return {"id": eid, "time": f"2026-03-14T{clock}Z", "kind": "observation", "actor": "robot", "verb": "observe",
            "objects": [entity], "location": "lounge", "observers": ["robot"], "deltas": deltas}


def test_a_name_given_with_its_owner_answers_without_the_owner(tmp_path):
    with Memory(tmp_path / "home.db") as memory:
        memory.ingest([sighting("e1", "08:00:00", "tin_n", "Nonna's sewing tin", "lounge")])
        memory.catch_up()
        for question in ("Where's the sewing tin?", "Where's Nonna's sewing tin?"):
            assert memory.ask(question, at_ns=parse_iso_ns("2026-03-14T09:00:00Z")).value == "lounge"
