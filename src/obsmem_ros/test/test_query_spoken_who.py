"""How a "who" question is read when it is not worded as written English asks it: no question mark
and no capital ("who's cooking the jollof saturday"), a time first ("Friday who's driving Ama to the
airport?"). Every sentence here was written for these tests."""
from __future__ import annotations

from datetime import datetime

import pytest

from obsmem_ros.core.config import EngineConfig

from .factories import heard, remembered


def _ns(when: str) -> int:
    return int(datetime.fromisoformat(f"2026-05-{when}+00:00").timestamp()) * 10**9


def said(eid, when, actor, words, to="robot"):
    return heard(eid, f"2026-05-{when}Z", actor, words, addressee=to, observers=["robot"], location="kitchen")


@pytest.fixture(scope="module")
def memory(tmp_path_factory):
    yield from remembered([
        said("s1", "04T08:00:00", "kwame", "I'll cook the jollof on Saturday, nobody else touch the pot."),
        said("s2", "04T08:05:00", "esi", "Ama flies out on Friday morning. I'm driving her to the airport at six."),
    ], tmp_path_factory.mktemp("home") / "home.db", config=EngineConfig(parser="language"))


@pytest.mark.parametrize("question, doer", [
    ("who's cooking the jollof saturday", "kwame"),
    ("Friday who's driving Ama to the airport?", "esi"),
    ("who is driving ama to the airport on friday", "esi"),
])
def test_who_questions_worded_as_spoken_ask_the_doer(memory, question, doer):
    assert memory.ask(question, at_ns=_ns("04T12:00:00")).value == doer
