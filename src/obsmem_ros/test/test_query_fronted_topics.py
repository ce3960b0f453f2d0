"""How a "who" question is read when it is not worded as written English asks it: a topic or a time
said before "who" ("Saturday jollof who is cooking"), no question mark and no capital ("who's
cooking the jollof saturday"), a time first ("Tomorrow who's driving Ama to the airport?"). Every
sentence here was written for these tests."""
from __future__ import annotations

from datetime import datetime

import pytest

from obsmem_ros.core.config import EngineConfig
from obsmem_ros.core.query.fronted_topics import with_topic_after

from .factories import remembered


def _ns(when: str) -> int:
    return int(datetime.fromisoformat(f"2026-05-{when}+00:00").timestamp()) * 10**9


def said(eid, when, actor, words, to="robot"):
    return {"id": eid, "time": f"2026-05-{when}Z", "kind": "utterance", "observers": ["robot"],
            "location": "kitchen", "actor": actor, "addressee": to, "verb": "say", "utterance": words}


@pytest.fixture(scope="module")
def memory(tmp_path_factory):
    yield from remembered([
        said("s1", "04T08:00:00", "kwame", "I'll cook the jollof on Saturday, nobody else touch the pot."),
        said("s2", "04T08:05:00", "esi", "Ama flies out on Friday morning. I'm driving her to the airport at six."),
    ], tmp_path_factory.mktemp("home") / "home.db", config=EngineConfig(parser="language"))


@pytest.mark.parametrize("question, asked", [
    ("Saturday jollof who is cooking", "who is cooking Saturday jollof"),
    ("Tonight who's walking the dog?", "who's walking the dog tonight?"),
    ("So who is fixing the gate?", "who is fixing the gate?"),
    ("The woman who sold us the sofa, when is she coming?", "The woman who sold us the sofa, when is she coming?"),
    ("Who is cooking?", "Who is cooking?"),
    ("Do you know who is cooking?", "Do you know who is cooking?"),
])
def test_a_topic_before_who_is_said_after_its_clause(question, asked):
    assert with_topic_after(question) == asked


@pytest.mark.parametrize("question, doer", [
    ("Friday airport who is driving Ama", "esi"),
    ("who's cooking the jollof saturday", "kwame"),
    ("Friday who's driving Ama to the airport?", "esi"),
])
def test_who_questions_worded_as_spoken_ask_the_doer(memory, question, doer):
    assert memory.ask(question, at_ns=_ns("04T12:00:00")).value == doer
