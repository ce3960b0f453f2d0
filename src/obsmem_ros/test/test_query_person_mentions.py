"""A person named in a question with an honorific ("Nani ji") is the person, not also a thing the
question is about, even when a name heard in speech ("Nana ji") looks like it
(``query.language_question_parser``); sentences written for this file."""
from __future__ import annotations

import pytest

from obsmem_ros.core.memory import Memory
from obsmem_ros.core.timefmt import parse_iso_ns

from .factories import stamped

DAY = "2026-05-02T"


def event(eid, clock, kind, **fields):
    return stamped(eid, f"{DAY}{clock}Z", kind, **fields)


def took(eid, clock, thing, name):
    return event(eid, clock, "action", actor="kamla", verb="pick up", objects=[thing], location="kitchen",
                 observers=["robot", "kamla"], text=f"Nani ji took the {name}.")


@pytest.fixture()
def memory(tmp_path):
    seen = [{"entity": "teapot_1", "attribute": a, "value": v, "value_type": "str"}
            for a, v in (("name", "brass teapot"), ("category", "teapot"))]
    with Memory(tmp_path / "home.db") as m:
        m.ingest([event("e1", "07:00:00", "observation", actor="robot", verb="observe", objects=["teapot_1"],
                        location="kitchen", observers=["robot"], deltas=seen),
                  event("u1", "07:05:00", "utterance", actor="ravi", verb="say", addressee="robot", location="kitchen",
                        observers=["robot", "ravi", "kamla"], utterance="Nana ji's coming with me to the market later."),
                  took("e2", "07:10:00", "teapot_1", "brass teapot"),
                  took("e3", "08:40:00", "teapot_1", "brass teapot"),
                  event("e4", "09:00:00", "action", actor="kamla", verb="place", objects=["teapot_1"],
                        location="kitchen", observers=["robot", "kamla"], text="Nani ji put the brass teapot down.")])
        yield m


@pytest.mark.parametrize("question", [
    "How many times did Nani ji pick up the teapot today?",
    "How often did you see Nani ji take the teapot this morning?",
])
def test_a_name_with_its_honorific_is_the_person_not_a_thing(memory, question):
    answer = memory.ask(question, at_ns=parse_iso_ns(f"{DAY}10:00:00Z"))
    assert (answer.known, answer.value) == (True, 2)
