"""The intent classifier: labelled examples kept in the repo, calibrated probabilities, a cache keyed by the data."""
from __future__ import annotations

import json
from collections import Counter
from pathlib import Path

import numpy as np
import pytest

from obsmem_ros.core.language import GoalKind, Intent, IntentClassifier, StatementKind, load_examples
from obsmem_ros.core.language import syntax
from obsmem_ros.errors import ConfigError

LABELS = {"question": {i.value for i in Intent}, "instruction": {g.value for g in GoalKind},
          "statement": {s.value for s in StatementKind}}


def test_every_example_has_a_known_label_and_every_label_has_enough_examples():
    examples = load_examples()
    assert len({e.text for e in examples}) == len(examples)
    assert all(e.label in LABELS[e.kind] for e in examples)
    counts = Counter(e.key for e in examples)
    assert set(counts) == {f"{k}:{v}" for k, vs in LABELS.items() for v in vs}
    assert min(counts.values()) >= 10


def test_a_malformed_example_names_its_line(tmp_path):
    path = tmp_path / "bad.jsonl"
    path.write_text('{"text": "where is it", "kind": "question", "label": "where_is"}\n{"text": "oops"}\n')
    with pytest.raises(ConfigError, match=r"bad.jsonl:2: .*text, kind and label"):
        load_examples(path)


class CountingEncoder:
    """A stand-in sentence encoder: bag of hashed words, unit length; counts the texts it encodes."""

    def __init__(self) -> None:
        self.encoded = 0

    def __call__(self, texts):
        self.encoded += len(texts)
        out = np.zeros((len(texts), 64), dtype=np.float32)
        for row, text in enumerate(texts):
            for word in text.lower().split():
                out[row, sum(map(ord, word)) % 64] += 1.0
        return out / np.maximum(np.linalg.norm(out, axis=1, keepdims=True), 1e-9)


def small_examples(path: Path) -> Path:
    rows = [("where is the {}", "question", "where_is"), ("who moved the {}", "question", "who_did"),
            ("put the {} on the shelf", "instruction", "place")]
    things = ["kettle", "ladder", "radio", "bucket", "towel", "drill", "teapot", "mat", "hat", "pan"]
    path.write_text("".join(json.dumps({"text": t.format(x), "kind": k, "label": lab}) + "\n"
                            for t, k, lab in rows for x in things))
    return path


def test_calibrated_probabilities_and_a_cache_keyed_by_the_data(tmp_path):
    data = small_examples(tmp_path / "examples.jsonl")
    encoder = CountingEncoder()
    clf = IntentClassifier(encoder, examples_path=data, cache_dir=tmp_path / "cache")
    text = "who moved the vase"
    ranked = clf.predict(encoder([text])[0], syntax.analyse(text))
    assert ranked[0][0] == "question:who_did"
    assert abs(sum(p for _, p in ranked) - 1.0) < 1e-6 and clf.temperature > 0
    assert encoder.encoded == 31 and len(list((tmp_path / "cache").glob("*.np[yz]"))) == 2
    again = IntentClassifier(encoder, examples_path=data, cache_dir=tmp_path / "cache")
    again.predict(encoder([text])[0], syntax.analyse(text))
    assert encoder.encoded == 32      # the examples came from the cache
    data.write_text(data.read_text() + json.dumps({"text": "where is my hat", "kind": "question",
                                                   "label": "where_is"}) + "\n")
    IntentClassifier(encoder, examples_path=data, cache_dir=tmp_path / "cache").predict(encoder([text])[0],
                                                                                       syntax.analyse(text))
    assert len(list((tmp_path / "cache").glob("*.np[yz]"))) == 4


def test_two_labels_still_give_two_calibrated_probabilities(tmp_path):
    data = tmp_path / "two.jsonl"
    things = ["kettle", "ladder", "radio", "bucket", "towel", "drill", "teapot", "mat", "hat", "pan"]
    data.write_text("".join(json.dumps({"text": f"{verb} the {x}", "kind": kind, "label": label}) + "\n"
                            for verb, kind, label in (("where is", "question", "where_is"), ("open", "instruction", "open"))
                            for x in things))
    encoder = CountingEncoder()
    clf = IntentClassifier(encoder, examples_path=data, cache_dir=tmp_path / "cache")
    ranked = clf.predict(encoder(["open the jar"])[0], syntax.analyse("open the jar"))
    assert [k for k, _ in ranked] == ["instruction:open", "question:where_is"]
    assert abs(sum(p for _, p in ranked) - 1.0) < 1e-6
