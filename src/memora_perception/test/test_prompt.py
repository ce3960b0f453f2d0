"""Reply parsing and validation shared by the qwen and endpoint backends."""
import numpy as np
import pytest

from memora_perception.core.perception.prompt import extract_json, parse_reply, prompt_for, sample_frames
from memora_perception.core.records import Backend
from memora_perception.core.window import Window
from memora_perception.errors import PerceptionParseError

S = 1_000_000_000
WINDOW = Window("P01", "s1", 3, 30 * S, 40 * S)
GOOD = """Here you go:
```json
{"summary": "The person opens the fridge and takes milk.", "location": "Kitchen",
 "actions": [{"verb": "Open", "noun": "fridge", "start_s": 1.0, "end_s": 2, "confidence": 0.9},
             {"verb": "take", "noun": "milk", "all_nouns": ["milk", "fridge"], "start_s": 3, "end_s": 99}],
 "objects": [{"name": "milk", "attributes": ["white", "plastic"], "location": "fridge"}],
 "confidence": 0.7}
```"""


def test_valid_reply_becomes_a_record_with_times_inside_the_window():
    record = parse_reply(GOOD, WINDOW, Backend.QWEN, frame_count=8)
    assert (record.id, record.location, record.frame_count, record.confidence) == ("s1-w00003", "kitchen", 8, 0.7)
    assert [(a.verb, a.noun) for a in record.actions] == [("open", "fridge"), ("take", "milk")]
    assert record.actions[0].start_ns == 31 * S and record.actions[1].end_ns == 40 * S
    assert record.actions[1].all_nouns == ("milk", "fridge")
    assert record.objects[0].attributes == ("white", "plastic")


@pytest.mark.parametrize("reply, message", [
    ("no json here", "reply holds no JSON object"),
    ('{"actions": [}', "malformed"),
    ('{"actions": "open fridge"}', r"reply.actions='open fridge' is not a list"),
    ('{"actions": [{"noun": "fridge"}]}', r"actions\[0\].verb is empty"),
    ('{"objects": [{"name": "cup", "confidence": 3}]}', r"objects\[0\].confidence=3.0 must lie in \[0, 1\]"),
])
def test_invalid_replies_raise_naming_the_field(reply, message):
    with pytest.raises(PerceptionParseError, match=message):
        parse_reply(reply, WINDOW, Backend.ENDPOINT, 1)


def test_frames_are_sampled_evenly_and_prompt_states_the_count():
    frames = [np.full((2, 2, 3), i, dtype=np.uint8) for i in range(20)]
    assert [int(f[0, 0, 0]) for f in sample_frames(frames, 5)] == [0, 5, 10, 14, 19]
    assert "You see 5 frames" in prompt_for(WINDOW, 5) and "10-second" in prompt_for(WINDOW, 5)
    assert extract_json('x {"a": 1} y') == {"a": 1}
