"""JSON nesting depth is checked before the decoder runs, so no input can exhaust its recursion."""
from __future__ import annotations

import json

import pytest

from obsmem_ros.core.bounded_json import JsonDepthError, json_depth, loads_bounded
from obsmem_ros.errors import InvalidEventError


def test_depth_counts_arrays_and_objects_but_not_brackets_in_strings():
    assert json_depth('{"a": [1, {"b": []}]}') == 4
    assert json_depth('{"a": "[[[[{{{{", "b": "\\"[["}') == 1
    assert json_depth("17") == 0


def test_text_nested_100k_deep_is_refused_before_decoding_naming_field_and_limit():
    deep = "[" * 100_000 + "]" * 100_000
    with pytest.raises(JsonDepthError, match=r"field 'extras_json' nests 100000 levels deep; the limit is 64") as err:
        loads_bounded(deep, max_depth=64, field="extras_json")
    assert isinstance(err.value, InvalidEventError) and err.value.field == "extras_json"


def test_text_within_the_limit_decodes_as_json_does():
    text = json.dumps({"a": [[[{"b": "[[[["}]]], "c": list(range(200))})
    assert loads_bounded(text, max_depth=5, field="x") == json.loads(text)
    with pytest.raises(JsonDepthError, match="nests 5 levels"):
        loads_bounded(text, max_depth=4, field="x")


def test_text_that_is_not_json_still_raises_the_decoder_error():
    with pytest.raises(json.JSONDecodeError):
        loads_bounded("{not json", max_depth=64, field="x")
