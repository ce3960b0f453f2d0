"""One sentence -> its MiniLM embedding, fast: the model traced once into a frozen TorchScript graph.

A question is one short sentence, and most of what `SentenceTransformer.forward` costs for it is
not arithmetic but Python: module dispatch, mask building, dictionary plumbing, about 37 small
matrix products each wrapped in several calls. Tracing the model's own forward (tokens -> pooled,
normalised embedding) once and freezing it for inference removes that overhead (measured: about
half the CPU time of one question's encoding). The vector is the model's within float rounding
(largest difference about 1e-7, cosine 1.0 to seven places), not bit for bit: batches and the
text index keep `text_backends.encode_sentences`.
"""
from __future__ import annotations

import threading
import warnings
from typing import Any

_PROBE = "Where is the kettle right now?"


class SentenceEncoder:
    """`encode(text)` -> a (1, dim) unit-length numpy row, from `model` (a loaded SentenceTransformer)
    traced at first use. One torch thread: one sentence gains nothing from intra-op threads."""

    def __init__(self, model: Any) -> None:
        self.model = model
        self._graph: Any = None
        self._lock = threading.Lock()

    def encode(self, text: str):
        import torch

        graph = self._traced()
        features = self.model.preprocess([text])
        threads = torch.get_num_threads()
        torch.set_num_threads(1)
        try:
            with torch.inference_mode():
                return graph(features["input_ids"], features["attention_mask"]).float().numpy()
        finally:
            torch.set_num_threads(threads)

    def _traced(self) -> Any:
        with self._lock:
            if self._graph is None:
                self._graph = _trace(self.model)
            return self._graph


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
