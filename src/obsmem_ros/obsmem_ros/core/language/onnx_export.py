"""Export a sentence-transformers model folder once into the int8 ONNX graph the encoder runs.

The graph takes token ids and their mask and gives the mean-pooled, L2-normalised sentence
embedding. It is exported by torch (the TorchScript exporter, opset 17) from the model loaded with
eager attention, whose pattern onnxruntime's transformer optimizer recognises: it fuses the
embeddings + layer norm, each layer's attention, bias + GELU and skip + layer norm (measured 10 %
less CPU per sentence than the unfused graph, 2.8 vs 3.1 ms); then every matrix product's weights
are dynamically quantised to int8 per output channel (`quantize_dynamic`). Only this step needs
torch, transformers and onnx; `sentence_encoder` runs its output with onnxruntime and tokenizers.

The int8 weights are then stored as uint8 with their zero point moved by 128 (`_unsigned_weights`):
the same integers, so the same products, but onnxruntime multiplies uint8 by uint8 without the 16-bit
saturation its uint8-by-int8 kernel has on CPUs without VNNI (AVX2, AVX-512F). Every x86 CPU then
gives the vectors a VNNI CPU gives; with int8 weights an AVX2 machine read "pantry" as the kitchen.
"""
from __future__ import annotations

import json
import tempfile
import warnings
from pathlib import Path
from typing import Any, Tuple

from obsmem_ros.errors import ConfigError

INPUTS = ("input_ids", "attention_mask")
OUTPUT = "embedding"
OPSET = 17
_PROBE = "Where is the kettle right now?"


def export_int8(folder: Path, target: Path) -> None:
    """Write the int8 ONNX graph of the model in `folder` to `target` (work files in a temporary
    folder beside it; the caller moves `target` into place)."""
    pooling_mode(folder)
    _require()
    with tempfile.TemporaryDirectory(dir=target.parent, prefix=".export-") as work:
        plain, fused = Path(work) / "plain.onnx", Path(work) / "fused.onnx"
        heads, hidden = _export_fp32(folder, plain)
        _fuse(plain, fused, heads=heads, hidden=hidden)
        _quantise(fused, target)
        _unsigned_weights(target)


def pooling_mode(folder: Path) -> str:
    """The model's pooling ("mean" when the folder names none, as sentence-transformers assumes);
    a model pooled otherwise is refused, naming its mode: the graph pools by the mean."""
    config = folder / "1_Pooling" / "config.json"
    if not config.is_file():
        return "mean"
    modes = [k[len("pooling_mode_"):] for k, v in json.loads(config.read_text()).items()
             if k.startswith("pooling_mode_") and v is True]
    if modes != ["mean_tokens"]:
        raise ConfigError(f"{config}: pooling {modes} is not supported; the sentence encoder pools by the "
                          "mean of the token vectors (pooling_mode_mean_tokens)")
    return "mean"


def _require() -> None:
    """Each library the export needs, else a ConfigError naming the missing one."""
    import importlib

    from .syntax import IMPORT_LOCK

    for module, package in (("torch", "torch"), ("transformers", "transformers"), ("onnx", "onnx"),
                            ("onnxruntime.transformers.optimizer", "onnxruntime")):
        try:
            with IMPORT_LOCK:   # not while spaCy imports without torch on another thread
                importlib.import_module(module)
        except ImportError as err:
            raise ConfigError(f"Exporting the sentence encoder to ONNX (once per model) needs {package}: "
                              f"pip install {package}") from err


def _export_fp32(folder: Path, target: Path) -> Tuple[int, int]:
    """torch -> ONNX of tokens -> pooled, normalised embedding; the model's (heads, hidden size)."""
    import torch
    from transformers import AutoModel

    model = AutoModel.from_pretrained(str(folder), attn_implementation="eager").eval()

    class _Forward(torch.nn.Module):
        def __init__(self, inner: Any) -> None:
            super().__init__()
            self.inner = inner

        def forward(self, input_ids: Any, attention_mask: Any) -> Any:
            hidden = self.inner(input_ids=input_ids, attention_mask=attention_mask).last_hidden_state
            mask = attention_mask.unsqueeze(-1).to(hidden.dtype)
            mean = (hidden * mask).sum(1) / mask.sum(1).clamp(min=1e-9)
            return torch.nn.functional.normalize(mean, p=2, dim=1)

    from tokenizers import Tokenizer

    ids = torch.tensor([Tokenizer.from_file(str(folder / "tokenizer.json")).encode(_PROBE).ids], dtype=torch.long)
    dynamic = {name: {1: "tokens"} for name in INPUTS}
    with torch.inference_mode(), warnings.catch_warnings():
        warnings.simplefilter("ignore")   # the exporter's notes on traced shape checks and deprecations
        torch.onnx.export(_Forward(model), (ids, torch.ones_like(ids)), str(target), input_names=list(INPUTS),
                          output_names=[OUTPUT], dynamic_axes=dynamic, opset_version=OPSET, dynamo=False)
    return int(model.config.num_attention_heads), int(model.config.hidden_size)


def _fuse(source: Path, target: Path, *, heads: int, hidden: int) -> None:
    """onnxruntime's transformer fusions (attention, layer norms, GELU); patterns it does not know
    are left as they are."""
    from onnxruntime.transformers import optimizer

    fused = optimizer.optimize_model(str(source), model_type="bert", num_heads=heads, hidden_size=hidden,
                                     opt_level=1)
    fused.save_model_to_file(str(target))


def _quantise(source: Path, target: Path) -> None:
    """Dynamic int8 quantisation of every matrix product's weights, per output channel."""
    import logging

    import onnx
    from onnxruntime.quantization import QuantType, quantize_dynamic

    quiet = logging.getLogger().level
    logging.getLogger().setLevel(logging.ERROR)   # its advice to run pre-processing first (it fuses less)
    try:
        quantize_dynamic(str(source), str(target), weight_type=QuantType.QInt8, per_channel=True,
                         extra_options={"DefaultTensorType": onnx.TensorProto.FLOAT})
    finally:
        logging.getLogger().setLevel(quiet)


_WEIGHT_INPUTS = {"MatMulInteger": (1, 3), "QAttention": (1, 7)}   # op -> (weight, weight zero point)


def _unsigned_weights(path: Path) -> None:
    """Rewrite every int8 weight of an integer matrix product, and its zero point, as uint8 plus 128:
    (w + 128) - (z + 128) = w - z, so the integer products are unchanged."""
    import numpy as np
    import onnx
    from onnx import numpy_helper

    model = onnx.load(str(path))
    initializers = {tensor.name: tensor for tensor in model.graph.initializer}
    names = set()
    for node in model.graph.node:   # only where both the weight and its zero point are stored
        pair = [node.input[i] for i in _WEIGHT_INPUTS.get(node.op_type, ()) if i < len(node.input)]
        if len(pair) == 2 and all(name in initializers for name in pair):
            names.update(pair)
    for name in names:
        tensor = initializers[name]
        if tensor.data_type == onnx.TensorProto.INT8:
            shifted = numpy_helper.to_array(tensor).astype(np.int16) + 128
            tensor.CopyFrom(numpy_helper.from_array(shifted.astype(np.uint8), name))
    onnx.save(model, str(path))
