"""A heard request's setting value, read by the shared language layer's parse (never by patterns)."""
from __future__ import annotations

from mimir_grounding.core.heard_settings import asked_setting


def test_the_value_said_as_a_number_or_a_word_is_read_for_the_named_device_and_setting():
    assert asked_setting("Actually, could you set the thermostat temperature to 22 instead?", "bob",
                         ["thermostat"], "temperature") == "22"
    assert asked_setting("Actually, please set the TV channel to music instead.", "bob", ["tv"], "channel") == "music"
    assert asked_setting("Oh, and please set the TV channel to news.", "carol", ["tv"], "channel") == "news"
    assert asked_setting("Actually, please set the TV channel to cartoons instead.", "bob", ["tv"], "channel") == "cartoons"
    assert asked_setting("Could you set the TV channel to sports?", "dan", ["tv"], "channel") == "sports"


def test_naming_the_device_is_enough_only_when_it_has_no_other_setting():
    said = "Please set the thermostat to 19."
    assert asked_setting(said, "bob", ["thermostat"], "temperature", sole=True) == "19"
    assert asked_setting(said, "bob", ["thermostat"], "temperature") == ""


def test_a_request_for_another_device_or_another_deed_gives_no_value():
    assert asked_setting("Please set the TV channel to music.", "bob", ["thermostat"], "temperature") == ""
    assert asked_setting("Bring the remote to the sofa.", "bob", ["tv"], "channel") == ""
