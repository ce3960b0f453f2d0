"""The ONNX sentence encoder: its vectors, its exported graph's cache, and its errors.

The cache tests export a tiny randomly initialised BERT of MiniLM's architecture (2 layers, hidden
size 32) with the real model's tokenizer, built here, so each export takes seconds."""
from __future__ import annotations

import json
import os
import shutil
import subprocess
import sys
import threading
from pathlib import Path

import numpy as np
import pytest

from obsmem_ros.core.language import sentence_encoder as se
from obsmem_ros.core.language.sentence_encoder import SentenceEncoder, load_graph, model_folder, sentence_encoder
from obsmem_ros.errors import ConfigError

TEXTS = ["Is the telly on at the moment?", "x", "鲍勃的钥匙在哪里？", "word " * 400, "Alice put the mug in the sink.", ""]


@pytest.fixture(scope="module")
def tiny_model(tmp_path_factory) -> Path:
    import torch
    from transformers import BertConfig, BertModel

    folder = tmp_path_factory.mktemp("tiny-minilm")
    torch.manual_seed(0)
    config = BertConfig(vocab_size=30522, hidden_size=32, num_hidden_layers=2, num_attention_heads=2,
                        intermediate_size=64, max_position_embeddings=512)
    BertModel(config).save_pretrained(str(folder))
    shutil.copy(model_folder("") / "tokenizer.json", folder / "tokenizer.json")
    (folder / "sentence_bert_config.json").write_text(json.dumps({"max_seq_length": 64, "do_lower_case": False}))
    (folder / "1_Pooling").mkdir()
    (folder / "1_Pooling" / "config.json").write_text(json.dumps(
        {"word_embedding_dimension": 32, "pooling_mode_cls_token": False, "pooling_mode_mean_tokens": True}))
    return folder


def _encoder(folder: Path, cache: Path) -> SentenceEncoder:
    from tokenizers import Tokenizer

    return SentenceEncoder(load_graph(folder, cache), Tokenizer.from_file(str(folder / "tokenizer.json")),
                           max_length=se.max_tokens(folder))


def _graphs(cache: Path):
    return sorted(p.name for p in cache.glob("*.onnx"))


def test_vectors_are_unit_length_and_one_per_text_across_calls_and_batches():
    encoder = sentence_encoder("")
    alone = [encoder.encode(text) for text in TEXTS]
    assert all(v.shape == (1, 384) and v.dtype == np.float32 for v in alone)
    assert [round(float(np.linalg.norm(v)), 5) for v in alone] == [1.0] * len(TEXTS)
    many = encoder.encode_many(TEXTS)
    assert many.shape == (len(TEXTS), 384)
    for row, vector, text in zip(many, alone, TEXTS):
        assert np.array_equal(row, vector[0]), text                  # encoded alone, whatever it is batched with
        assert np.array_equal(encoder.encode(text), vector), text    # and the same on every call
    assert float(alone[0][0] @ alone[4][0]) < 0.5 < float(alone[0][0] @ encoder.encode("Is the TV on right now?")[0])
    assert encoder.encode_many([]).shape == (0, 384)


def test_the_model_folder_of_the_default_is_the_pinned_minilm_and_a_bad_folder_is_refused(tmp_path):
    assert (model_folder("") / "tokenizer.json").is_file() and se.max_tokens(model_folder("")) == 256
    with pytest.raises(ConfigError, match=r"is not a sentence-transformers model folder: it lacks config.json, "
                                          r"tokenizer.json"):
        model_folder(str(tmp_path))


def test_the_graph_is_exported_once_and_reused(tiny_model, tmp_path):
    first = _encoder(tiny_model, tmp_path)
    [name] = _graphs(tmp_path)
    stat = (tmp_path / name).stat()
    second = _encoder(tiny_model, tmp_path)
    assert _graphs(tmp_path) == [name]
    assert ((tmp_path / name).stat().st_ino, (tmp_path / name).stat().st_mtime_ns) == (stat.st_ino, stat.st_mtime_ns)
    assert np.array_equal(first.encode_many(TEXTS), second.encode_many(TEXTS))
    assert first.dimension == 32 and first.tokens("word " * 400)["input_ids"].shape == (1, 64)
    assert [p.name for p in tmp_path.iterdir() if p.suffix not in (".onnx", ".lock")] == []   # no work files left


def test_a_new_encoder_version_or_a_changed_model_file_exports_a_new_graph(tiny_model, tmp_path, monkeypatch):
    vector = _encoder(tiny_model, tmp_path).encode("Where is the kettle?")
    [old] = _graphs(tmp_path)
    monkeypatch.setattr(se, "ENCODER_VERSION", se.ENCODER_VERSION + "-next")
    assert np.array_equal(_encoder(tiny_model, tmp_path).encode("Where is the kettle?"), vector)
    assert len(_graphs(tmp_path)) == 2 and old in _graphs(tmp_path)
    config = tiny_model / "config.json"
    os.utime(config, ns=(config.stat().st_atime_ns, config.stat().st_mtime_ns + 1_000_000_000))
    _encoder(tiny_model, tmp_path)
    assert len(_graphs(tmp_path)) == 3


@pytest.mark.parametrize("damage", ["half", "garbage", "empty"])
def test_a_corrupt_or_half_written_cached_graph_is_exported_again_not_loaded(tiny_model, tmp_path, damage):
    vector = _encoder(tiny_model, tmp_path).encode_many(TEXTS)
    [name] = _graphs(tmp_path)
    path = tmp_path / name
    whole = path.read_bytes()
    path.write_bytes({"half": whole[: len(whole) // 2], "garbage": b"\x00not a graph" * 100, "empty": b""}[damage])
    assert np.array_equal(_encoder(tiny_model, tmp_path).encode_many(TEXTS), vector)
    assert path.stat().st_size == len(whole) and _graphs(tmp_path) == [name]


def test_a_cache_folder_that_cannot_be_written_costs_an_export_not_the_encoder(tiny_model, tmp_path):
    vector = _encoder(tiny_model, tmp_path / "cache").encode_many(TEXTS)
    (tmp_path / "a-file").write_text("not a folder")
    unwritable = tmp_path / "a-file" / "cache"
    assert np.array_equal(_encoder(tiny_model, unwritable).encode_many(TEXTS), vector)
    assert not unwritable.exists()


def test_two_loaders_at_once_export_the_graph_once(tiny_model, tmp_path, monkeypatch):
    exports = []
    real = se._export
    monkeypatch.setattr(se, "_export", lambda folder, target: (exports.append(target), real(folder, target)))
    sessions = []
    threads = [threading.Thread(target=lambda: sessions.append(load_graph(tiny_model, tmp_path))) for _ in range(3)]
    for thread in threads:
        thread.start()
    for thread in threads:
        thread.join(timeout=300)
    assert len(sessions) == 3 and len(exports) == 1 and len(_graphs(tmp_path)) == 1


def test_a_pooling_other_than_the_mean_is_refused(tiny_model, tmp_path):
    folder = tmp_path / "cls-model"
    shutil.copytree(tiny_model, folder)
    (folder / "1_Pooling" / "config.json").write_text(json.dumps({"pooling_mode_cls_token": True,
                                                                  "pooling_mode_mean_tokens": False}))
    with pytest.raises(ConfigError, match=r"pooling \['cls_token'\] is not supported"):
        load_graph(folder, tmp_path / "cache")
    assert _graphs(tmp_path / "cache") == []


@pytest.mark.parametrize("module, hint", [("onnxruntime", "runs in ONNX Runtime: pip install onnxruntime"),
                                          ("tokenizers", "reads tokens with tokenizers: pip install tokenizers")])
def test_a_missing_runtime_library_is_a_config_error_naming_it(tiny_model, monkeypatch, module, hint):
    monkeypatch.setitem(sys.modules, module, None)
    with pytest.raises(ConfigError, match=hint):
        sentence_encoder.__wrapped__(str(tiny_model))


@pytest.mark.parametrize("module", ["onnx", "transformers"])
def test_a_missing_export_library_is_a_config_error_naming_it(tiny_model, tmp_path, monkeypatch, module):
    monkeypatch.setitem(sys.modules, module, None)
    with pytest.raises(ConfigError, match=f"Exporting the sentence encoder to ONNX \\(once per model\\) needs {module}: "
                                          f"pip install {module}"):
        load_graph(tiny_model, tmp_path)
    assert _graphs(tmp_path) == []


def test_a_warm_process_parses_without_torch_or_sentence_transformers():
    sentence_encoder("")   # the graph is cached: the process below only loads it
    code = ("import sys\n"
            "from obsmem_ros.core.language import LanguageParser\n"
            "parse = LanguageParser().parse('Where is the kettle right now?')\n"
            "print(parse.intent, len(parse.embedding))\n"
            "print(sorted({m.split('.')[0] for m in sys.modules} & {'torch', 'sentence_transformers', 'transformers',"
            " 'onnx', 'onnxruntime', 'tokenizers', 'spacy'}))\n")
    result = subprocess.run([sys.executable, "-c", code], capture_output=True, text=True, timeout=300,
                            env={**os.environ, "PYTHONPATH": os.pathsep.join(sys.path)})
    assert result.returncode == 0, result.stderr[-2000:]
    assert result.stdout.splitlines() == ["where_is 384", "['onnxruntime', 'spacy', 'tokenizers']"]


def _int8_product_graph(path: Path, weights: np.ndarray) -> None:
    """uint8 activations times int8 weights (zero point 0): the shape quantize_dynamic writes."""
    import onnx
    from onnx import TensorProto, helper, numpy_helper

    node = helper.make_node("MatMulInteger", ["a", "w", "a_zero", "w_zero"], ["y"])
    graph = helper.make_graph(
        [node], "product", [helper.make_tensor_value_info("a", TensorProto.UINT8, [1, weights.shape[0]])],
        [helper.make_tensor_value_info("y", TensorProto.INT32, [1, weights.shape[1]])],
        initializer=[numpy_helper.from_array(weights.astype(np.int8), "w"),
                     numpy_helper.from_array(np.zeros(weights.shape[1], np.int8), "w_zero"),
                     numpy_helper.from_array(np.array(0, np.uint8), "a_zero")])
    onnx.save(helper.make_model(graph, opset_imports=[helper.make_opsetid("", 17)]), str(path))


def test_unsigned_weights_give_the_exact_integer_products_even_where_int8_pairs_saturate(tmp_path):
    """255 * 127 twice overflows the 16-bit pair sums of onnxruntime's uint8 x int8 kernel on CPUs
    without VNNI; stored as uint8 + 128 the weights give the exact products on every CPU."""
    import onnx
    import onnxruntime as ort

    from obsmem_ros.core.language.onnx_export import _unsigned_weights

    weights = np.array([[127, -128, 5], [127, -128, -7], [127, 100, 0], [127, 100, 1]])
    activations = np.array([[255, 255, 255, 3]], np.uint8)
    path = tmp_path / "product.onnx"
    _int8_product_graph(path, weights)
    _unsigned_weights(path)
    stored = {t.name: t.data_type for t in onnx.load(str(path)).graph.initializer}
    assert stored["w"] == stored["w_zero"] == onnx.TensorProto.UINT8
    got = ort.InferenceSession(str(path), providers=["CPUExecutionProvider"]).run(None, {"a": activations})[0]
    assert got.tolist() == (activations.astype(np.int64) @ weights).tolist()


def test_the_exported_graph_multiplies_no_int8_weights(tiny_model, tmp_path):
    import onnx

    _encoder(tiny_model, tmp_path)
    [name] = _graphs(tmp_path)
    graph = onnx.load(str(tmp_path / name))
    products = {n.input[1] for n in graph.graph.node if n.op_type in {"MatMulInteger", "QAttention"}}
    stored = {t.name: t.data_type for t in graph.graph.initializer if t.name in products}
    assert stored and set(stored.values()) == {onnx.TensorProto.UINT8}
