"""A level said of a device the parse gives no object ("put boiler up to sixty", the article
dropped), a clock level put "on" a timer, and a past setting asked "set at what?": read as the
device's setting, believed over the robot's older look, and asked back at a time. Every sentence
here was written for these tests."""
from __future__ import annotations

from functools import partial

import pytest

from obsmem_ros.core.config import EngineConfig
from obsmem_ros.core.language.said_levels import number_value
from obsmem_ros.core.language.utterances import UtteranceReader
from obsmem_ros.core.query.plan import Intent
from obsmem_ros.core.setting_levels import UNNAMED_DEVICE

from .factories import heard, iso, ns, remembered

t = partial(iso, 4, 14)  # (hour, minute) of 14 April 2026, as a trace line's time
at = partial(ns, 4, 14)
_KNOWN = {"boiler": "boiler_1", "oven timer": "timer_oven", "timer": "timer_oven", "fan": "fan_1",
          "shelves": "shelf_2"}


def _claims(words: str) -> list:
    found = UtteranceReader().read(words, speaker="ann", now_ns=at(8, 0), resolve=lambda w: _KNOWN.get(w.lower()))
    return [(c.entity, c.attribute, c.value) for c in found.claims]


@pytest.mark.parametrize("words, claim", [
    ("i've put boiler up to sixty five its freezing in here", ("boiler_1", "setting", "65")),
    ("I've knocked fan down to two.", ("fan_1", "setting", "2")),
    ("I have just put the oven timer on quarter past five.", ("timer_oven", "setting", "5:15")),
    ("i've put oven timer on quarter past five now tea's late", ("timer_oven", "setting", "5:15")),
])
def test_a_level_after_a_known_thing_is_its_setting(words, claim):
    assert claim in _claims(words)


@pytest.mark.parametrize("words", [
    "I'll put boiler up to sixty later.",        # to come, not done
    "Can you put boiler up to sixty?",           # asked
    "I stacked the tins on two shelves.",        # two counts shelves memory knows
])
def test_no_level_is_read_from_a_plan_a_request_or_a_count(words):
    assert not [c for c in _claims(words) if c[1] == "setting"]


def test_number_words_are_read_as_one_number():
    assert (number_value(["sixty", "five"]), number_value(["one", "eighty"]), number_value(["two", "hundred"])) == \
        ("65", "180", "200")


def _seen(n: int, when: str, actor: str, value: str, verb: str = "set") -> dict:
    return {"id": f"e{n:03d}", "time": t(*when), "kind": "action", "actor": actor, "verb": verb,
            "objects": ["boiler_1"], "location": "utility", "observers": ["robot", actor], "source": "sim",
            "deltas": [{"entity": "boiler_1", "attribute": "setting:temperature", "value": value, "value_type": "str"}]}


STORY = [
    {"id": "e001", "time": t(7, 0), "kind": "observation", "actor": "robot", "verb": "observe",
     "location": "utility", "objects": ["boiler_1"], "observers": ["robot"], "source": "sim",
     "deltas": [{"entity": "boiler_1", "attribute": "name", "value": "boiler", "value_type": "str"},
                {"entity": "boiler_1", "attribute": "location", "value": "utility", "value_type": "entity"}]},
    _seen(2, (7, 5), "ann", "55"),
    heard("e003", t(13, 0), "ben", "i've put boiler up to sixty five its freezing in here", location="utility",
          source="sim", verb=""),
    heard("e004", t(16, 0), "ann", "Bit nippy. I put sixty.", location="utility", source="sim", verb=""),
    heard("e005", t(17, 0), "ben", "I put five hundred.", location="utility", source="sim", verb=""),
]


@pytest.fixture(scope="module")
def memory(tmp_path_factory):
    yield from remembered(STORY, str(tmp_path_factory.mktemp("levels") / "l.db"),
                          config=EngineConfig(parser="language"))


def test_the_said_level_is_believed_over_the_older_look(memory):
    answer = memory.ask("What's the boiler on now?", at_ns=at(15, 0))
    assert answer.value == "65"


def test_a_level_said_with_no_thing_goes_to_the_device_of_its_magnitude(memory):
    assert [(c.entity, c.value) for c in UtteranceReader().read("I put seventy.", speaker="ann", now_ns=at(8, 0)).claims] \
        == [(UNNAMED_DEVICE, "70")]
    answer = memory.ask("What's the boiler on now?", at_ns=at(18, 0))
    assert answer.value == "60"  # sixty fits the boiler's level; five hundred fits no device's and is dropped


@pytest.mark.parametrize("question", [
    "At ten this morning the boiler was set at what?",
    "What was the boiler set on at ten this morning?",
])
def test_set_at_what_asks_the_setting_then(memory, question):
    answer = memory.ask(question, at_ns=at(18, 0))
    assert answer.intent is Intent.PAST_STATE
    assert answer.value == "55"
