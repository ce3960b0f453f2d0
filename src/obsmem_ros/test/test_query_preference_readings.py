"""How the read side reads a preference: what nothing beats is preferred ("Nothing beats a cold
lemonade"), a thing's kind is the head of its name (a coffee grinder is a grinder, not coffee), a
liked thing's state is the value ("I like my chips crispy"), and a setting's values are those of the
thing named that memory saw set; a thing seen comes before one only heard of, and a setting's number
or device answers no question asking a kind of thing. Sentences written for this file, in no
hand-written set."""
from __future__ import annotations

from types import SimpleNamespace

import pytest

from obsmem_ros.core.query.retrieval.word_stems import stem
from obsmem_ros.core.query.retrieval.observed_habits import _kind_of, of_kind
from obsmem_ros.core.query.retrieval.said_clauses import meanings, speaks_for_self
from obsmem_ros.core.query.retrieval.said_values import _preferred_word, _thing, numeric_kind, setting_values


@pytest.mark.parametrize("sentence, prefers", [
    ("Nothing beats a cold lemonade.", True),
    ("Nothing compares to the jazz station.", True),
    ("Nothing happened to the lemonade.", False),   # what befell it, in the past
    ("Nothing fits.", False),                       # no thing done to
])
def test_what_nothing_beats_is_said_for_self(sentence, prefers):
    assert speaks_for_self(sentence, meanings({"lemonade", "station"})) is prefers


def _ctx(records):
    return SimpleNamespace(entity_record=lambda entity: records.get(entity))


def test_a_things_kind_is_the_head_of_its_category_and_name():
    ctx = _ctx({"grinder_2": SimpleNamespace(category="coffee_grinder", name="coffee grinder"),
                "cup_3": SimpleNamespace(category="cup", name="blue cup")})
    grinder, cup = _kind_of(ctx, "grinder_2", {}), _kind_of(ctx, "cup_3", {})
    assert not of_kind(grinder, {"coffee"}) and of_kind(grinder, {"grinder"})
    assert of_kind(cup, {"cup"}) and not of_kind(cup, {"blue"})


@pytest.mark.parametrize("sentence, asked, value", [
    ("Honestly, no joke, I like my chips crispy, not soggy.", "chip", "crispy"),
    ("I like the jazz station best.", "station", "jazz"),
])
def test_the_state_a_liked_thing_is_in_is_the_value(sentence, asked, value):
    """A liking verb whose complement clause has the asked thing as its subject ("I like my chips
    crispy") prefers the state, never a word of a lead-in ("no joke")."""
    assert _preferred_word(sentence, {stem(asked)}) == value


def test_the_setting_values_are_of_the_first_thing_named_that_memory_saw_set():
    """"If Ines is in, what should the heater be on?": the heater's values, though the house is
    named first."""
    facts = {"heater_1": [SimpleNamespace(attribute="setting:temperature", value="20"),
                          SimpleNamespace(attribute="setting:temperature", value="23"),
                          SimpleNamespace(attribute="state", value="on")],
             "house_1": [SimpleNamespace(attribute="state", value="occupied")]}
    ctx = SimpleNamespace(targets=lambda: [("house", ["house_1"]), ("heater", ["heater_1"])], now_ns=0,
                          reader=SimpleNamespace(history=lambda entity, **_kw: facts[entity]))
    assert setting_values(ctx) == [20.0, 23.0]


def _jugs(links):
    return SimpleNamespace(entity_ids=lambda kind: ["jug_green_1", "jug_blue_1"],
                           link=lambda phrase: links.get(phrase, ""), heard_only=lambda entity: entity == "green_jug", reader=SimpleNamespace(entities=lambda: []))


def test_a_thing_seen_comes_before_a_name_only_heard():
    """"the green jug" was a name heard before the jug was seen; "green jug" names the seen one."""
    sentence = "Whenever I can, I pour from the green jug."
    seen = _jugs({"the green jug": "green_jug", "green jug": "jug_green_1"})
    assert _thing(seen, sentence, "jug") == "jug_green_1"
    assert _thing(_jugs({"the green jug": "green_jug"}), sentence, "jug") == "green_jug"  # nothing seen answers


@pytest.mark.parametrize("kind, numeric", [("", True), ("channel", True), ("setting", True), ("number", True), ("temp", True),
                                           ("drink", False), ("jug", False)])
def test_a_number_is_of_a_settings_or_a_numbers_kind(kind, numeric):
    assert numeric_kind(kind) is numeric


@pytest.mark.parametrize("sentence, device", [
    ("I would like the kettle timer set for six on weekdays.", "kettle"),
    ("Could you keep the oven alarm at nine on Sundays?", "oven"),
])
def test_a_setting_said_names_no_thing_of_a_kind_asked(sentence, device):
    """Asked a kind of thing ("her snack of choice"), a device's setting says none; asked what is
    set, the device's modifier is the kind of setting."""
    assert _preferred_word(sentence, {"snack"}, settings=False) == ""
    assert _preferred_word(sentence, {"snack"}) == device
