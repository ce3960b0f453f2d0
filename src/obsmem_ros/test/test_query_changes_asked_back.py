"""Questions that point back at a change or a moment: "X was moved to Y. Where was it before
that?", "the old timer, the one before 06:15", "who left the torch on the shelf" (a placing, not a
departure), and clock times said with their part of the day and their day ("4:10 in the afternoon
on 9 June:", "the day before yesterday at 7:05 am", "at 9:40 on Tuesday night"). Fresh sentences,
in no hand-written set."""
from __future__ import annotations

import datetime as dt
from functools import partial

import pytest

from obsmem_ros.core.language.times import clock_values, find_times

from .factories import NS, iso, ns, remembered

t = partial(iso, 6)  # (day, hour, minute) of June 2026, as a trace line's time
at = partial(ns, 6)  # the same, in nanoseconds


def event(n: int, when: str, kind: str, actor: str, objects: list, deltas: list, verb: str = "", text: str = "") -> dict:
    return {"id": f"b{n:03d}", "time": when, "kind": kind, "actor": actor, "verb": verb, "objects": objects,
            "location": "utility", "observers": ["robot", actor] if actor != "robot" else ["robot"],
            "source": "sim", "text": text, "deltas": deltas}


def delta(entity: str, attribute: str, value: str, value_type: str = "entity") -> dict:
    return {"entity": entity, "attribute": attribute, "value": value, "value_type": value_type}


STORY = [
    event(1, t(8, 7, 0), "observation", "robot", ["torch_1", "shelf_1", "crate_1", "kettle_1"],
          [delta("torch_1", "name", "torch", "str"), delta("torch_1", "location", "crate_1"),
           delta("shelf_1", "name", "shelf", "str"), delta("shelf_1", "location", "utility"),
           delta("crate_1", "name", "crate", "str"), delta("crate_1", "location", "utility"),
           delta("kettle_1", "name", "kettle", "str"), delta("kettle_1", "setting:timer", "05:30", "time")]),
    event(2, t(8, 14, 0), "action", "ines", ["torch_1"], [delta("torch_1", "held_by", "ines")], "pick up"),
    event(3, t(8, 14, 5), "action", "ines", ["torch_1", "shelf_1"], [delta("torch_1", "location", "shelf_1")],
          "place", "Ines put the torch on the shelf."),
    event(4, t(9, 16, 0), "action", "ines", ["kettle_1"], [delta("kettle_1", "setting:timer", "06:15", "time")],
          "set", "Ines set the kettle timer to 06:15."),
]


@pytest.fixture(scope="module")
def memory(tmp_path_factory):
    yield from remembered(STORY, str(tmp_path_factory.mktemp("back") / "b.db"))


def test_where_a_thing_was_before_the_move_the_sentence_before_names(memory):
    answer = memory.ask("The torch got moved onto the shelf. Where had it been before that?", at_ns=at(10, 9, 0))
    assert answer.value == "crate_1"


def test_the_one_before_a_value_is_the_value_the_setting_held_before(memory):
    answer = memory.ask("What was the kettle's old timer, the one before 06:15?", at_ns=at(10, 9, 0))
    assert answer.value == "05:30"


def test_who_left_a_thing_somewhere_asks_who_put_it_there(memory):
    answer = memory.ask("Do you know who left the torch on the shelf?", at_ns=at(10, 9, 0))
    assert answer.value == "ines"


def test_a_clock_with_its_part_of_the_day_and_its_date_is_one_moment(memory):
    later = memory.ask("Think back to 2:30 in the afternoon on 8 June: where was the torch?", at_ns=at(12, 9, 0))
    assert later.value == "shelf_1"
    earlier = memory.ask("Think back to 1:30 in the afternoon on 8 June: where was the torch?", at_ns=at(12, 9, 0))
    assert earlier.value == "crate_1"


def _starts(text: str, now: dt.datetime) -> list:
    now_ns = int(now.timestamp()) * NS
    return [(x.text, dt.datetime.fromtimestamp(x.start_ns / NS, dt.timezone.utc).strftime("%d %H:%M"))
            for x in find_times(text, now_ns)]


@pytest.mark.parametrize("text, expected", [
    ("Think back to 4:10 in the afternoon on 9 June: was it on?", [("4:10 in the afternoon on 9 June", "09 16:10")]),
    ("The day before yesterday at 7:05 am, who had it?", [("The day before yesterday at 7:05 am", "10 07:05")]),
    ("What was playing at 9:40 on Tuesday night?", [("at 9:40 on Tuesday night", "09 21:40")]),
])
def test_clock_times_with_parts_of_the_day_and_days(text, expected):
    assert _starts(text, dt.datetime(2026, 6, 12, 10, 0, tzinfo=dt.timezone.utc)) == expected


def test_thinking_back_to_a_time_sets_nothing():
    assert clock_values("Think back to 4:10 yesterday: where was the torch?") == []
    assert clock_values("What was the kettle timer set to at 4:10 on Tuesday?") == []   # "to" asks; "at" is when
    assert [v.normalised for v in clock_values("Put the oven timer back to 6:20, please")] == ["06:20"]
