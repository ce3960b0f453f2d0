"""Who does a deed handed out in speech to a person, not to the robot: "you" is the one addressed,
"I'll take you" is the speaker's word to them, and a prohibition said to them ("don't take the
bus") is nobody's deed. Every sentence here was written for these tests."""
from __future__ import annotations

from datetime import datetime

import pytest

from obsmem_ros.core.config import EngineConfig

from .factories import remembered


def _ns(when: str) -> int:
    return int(datetime.fromisoformat(f"2026-05-{when}+00:00").timestamp()) * 10**9


def said(eid, when, actor, words, to):
    return {"id": eid, "time": f"2026-05-{when}Z", "kind": "utterance", "observers": ["robot"],
            "location": "kitchen", "actor": actor, "addressee": to, "verb": "say", "utterance": words}


def entered(eid, when, actor):
    return {"id": eid, "time": f"2026-05-{when}Z", "kind": "action", "observers": ["robot"], "location": "hall",
            "actor": actor, "verb": "enter", "text": f"{actor.capitalize()} came in."}


@pytest.fixture(scope="module")
def memory():
    yield from remembered([
        *(entered(f"p{i}", f"04T07:0{i}:00", who) for i, who in enumerate(("ines", "tomas", "clara"))),
        said("s1", "04T08:00:00", "ines", "Tomas, the concert starts at seven. We go at half six, and you drive.",
             to="tomas"),
        said("s0", "04T08:09:00", "ines", "The dentist is at ten today. I take the bus at half nine.", to="robot"),
        said("s2", "04T08:10:00", "clara", "Ines, don't take the bus to the dentist. I'll drop you at the "
                                           "dentist at half nine, it's on my way.", to="ines"),
        said("s3", "04T08:20:00", "ines", "Tomas, don't take the car to the dentist, there's no parking.", to="tomas"),
    ], config=EngineConfig(parser="language"))


def test_you_in_a_task_said_to_a_person_is_that_person(memory):
    answer = memory.ask("Who's driving to the concert?", at_ns=_ns("04T09:00:00"))
    assert answer.value == "tomas"


def test_dropping_someone_somewhere_is_taking_them_there_and_a_later_prohibition_is_no_deed(memory):
    answer = memory.ask("Who's taking Ines to the dentist?", at_ns=_ns("04T09:00:00"))
    assert answer.value == "clara"  # not ines (her own bus, said before), not tomas (told not to)
