"""One sentence -> its MiniLM embedding, fast: int8 weights, traced once into a frozen TorchScript graph.

A question is one short sentence, and its encoding is bound by reading the model's weights (22 M
parameters, about 37 matrix products) and by Python's per-module overhead, not by arithmetic.
Two things cut both (CPU per hand-written dev question, one thread, load about 12 on the 2 cores:
traced fp32 11-12 ms p50, traced int8 about 6 ms):

- dynamic int8 quantisation of every Linear layer, weights per output channel
  (`torch.ao.quantization.quantize_dynamic`): a quarter of the bytes to read, int8 products;
  the vector is not the fp32 model's (cosine 0.98 mean, 0.95 lowest on the hand-written dev
  questions), so everything that compares vectors must take them all from this encoder;
- tracing the model's forward (tokens -> pooled, normalised embedding) once and freezing it.

Dynamic quantisation scales each call's activations by that call's range: sentences encoded in
one padded batch would share a scale and each get a vector it does not get alone. So every text,
an indexed event's as a question, is encoded alone (`encode_many`), and a text has one vector
whoever asks; `ENCODER_VERSION` names this encoder wherever vectors are kept (the text index, the
intent classifier's cached training rows), so vectors of another encoder are never mixed in.
"""
from __future__ import annotations

import copy
import functools
import threading
import warnings
from concurrent.futures import ThreadPoolExecutor
from typing import Any, Dict, Optional, Sequence

ENCODER_VERSION = "int8-dynamic-per-channel-traced-1"
_PROBE = "Where is the kettle right now?"


class SentenceEncoder:
    """`encode(text)` -> a (1, dim) unit-length numpy row, from `model` (a loaded SentenceTransformer,
    quantised by `quantised`) traced at first use. One torch thread: one sentence gains nothing from
    intra-op threads, and on a busy CPU their spin-waits cost more than the work."""

    def __init__(self, model: Any) -> None:
        self.model = model
        self._graph: Any = None
        self._lock = threading.Lock()
        self._words = _plain_tokenizer(model)

    def tokens(self, text: str) -> Dict[str, Any]:
        """The model's input ids and mask for `text` alone: the ids `model.preprocess([text])` gives
        (one text: no padding, a mask of ones), read straight from the Rust tokenizer, which costs a
        sixth of sentence-transformers' batch preprocessing; a text at or past the model's length
        limit, or a model without a Rust tokenizer, goes through `preprocess` (its truncation)."""
        import torch

        if self._words is not None:
            ids = self._words.encode(text).ids
            if len(ids) < self.model.get_max_seq_length():
                input_ids = torch.tensor([ids], dtype=torch.long)
                return {"input_ids": input_ids, "attention_mask": torch.ones_like(input_ids)}
        return self.model.preprocess([text])

    def encode(self, text: str):
        """The (1, dim) embedding of `text`."""
        return self.encode_many([text])

    def encode_many(self, texts: Sequence[str]):
        """The (len(texts), dim) embeddings of `texts`, each encoded alone (see the module's note); many
        texts (an index being built) spread over torch's threads, one sentence per thread."""
        import numpy as np
        import torch

        graph = self._traced()
        features = [self.tokens(text) for text in texts]   # the tokenizer is not shared across threads

        def one(tokens: Any) -> Any:
            with torch.inference_mode():
                return graph(tokens["input_ids"], tokens["attention_mask"])

        threads = torch.get_num_threads()
        torch.set_num_threads(1)
        try:
            if len(features) > 1 and threads > 1:
                with ThreadPoolExecutor(max_workers=threads, thread_name_prefix="sentence-encoder") as pool:
                    rows = list(pool.map(one, features))
            else:
                rows = [one(tokens) for tokens in features]
        finally:
            torch.set_num_threads(threads)
        if not rows:
            return np.zeros((0, self.model.get_sentence_embedding_dimension()), dtype=np.float32)
        return torch.cat(rows).float().numpy()

    def _traced(self) -> Any:
        with self._lock:
            if self._graph is None:
                self._graph = _trace(self.model)
            return self._graph


@functools.lru_cache(maxsize=4)
def sentence_encoder(model_path: str = "") -> SentenceEncoder:
    """The process's one encoder of the model at `model_path` ("" = the pinned all-MiniLM-L6-v2):
    the question parser, the intent classifier and the text index all embed through it."""
    from obsmem_ros.core.query.text_backends import load_sentence_model

    return SentenceEncoder(quantised(load_sentence_model(model_path)))


def _plain_tokenizer(model: Any) -> Optional[Any]:
    """A copy of the model's Rust tokenizer with no truncation or padding set (the library may leave
    either set on its own after a batch call); None when the model has none."""
    backend = getattr(getattr(model, "tokenizer", None), "backend_tokenizer", None)
    if backend is None:
        return None
    plain = copy.deepcopy(backend)
    plain.no_truncation()
    plain.no_padding()
    return plain


def quantised(model: Any) -> Any:
    """A copy of `model` with every Linear layer dynamically quantised to int8 (per-channel weights)."""
    import torch
    from torch.ao.quantization import per_channel_dynamic_qconfig, quantize_dynamic

    inner = copy.deepcopy(model).eval()
    with warnings.catch_warnings():
        warnings.simplefilter("ignore")   # torch's notice that this API moves to torchao
        return quantize_dynamic(inner, {torch.nn.Linear: per_channel_dynamic_qconfig}, dtype=torch.qint8)


def _trace(model: Any) -> Any:
    """The model's forward from token ids and mask to the normalised sentence embedding, traced on a
    probe sentence, frozen and optimised for inference (sequence length stays free)."""
    import torch

    class _Forward(torch.nn.Module):
        def __init__(self, inner: Any) -> None:
            super().__init__()
            self.inner = inner

        def forward(self, input_ids: Any, attention_mask: Any) -> Any:
            vector = self.inner({"input_ids": input_ids, "attention_mask": attention_mask})["sentence_embedding"]
            return torch.nn.functional.normalize(vector, p=2, dim=1)

    if model.training:
        model.eval()
    probe = model.preprocess([_PROBE])
    with torch.inference_mode(), warnings.catch_warnings():
        # the tracer warns of the model's shape checks it keeps as constants: true for every sentence
        # of two or more tokens, which every tokenised text is ([CLS] ... [SEP])
        warnings.simplefilter("ignore", torch.jit.TracerWarning)
        graph = torch.jit.trace(_Forward(model), (probe["input_ids"], probe["attention_mask"]), check_trace=False,
                                strict=False)
        return torch.jit.optimize_for_inference(torch.jit.freeze(graph.eval()))
