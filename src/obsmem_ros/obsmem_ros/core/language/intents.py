"""Intent / goal-kind classifier: MiniLM sentence embedding + parse features -> calibrated labels.

Trained on the hand-written example sentences of `data/intent_examples.jsonl` (one row per
sentence: `text`, `kind` question | instruction | statement, `label` an intent, goal kind or
statement kind) with scikit-learn's logistic regression, calibrated by temperature scaling:
one temperature, fitted to the out-of-fold decision scores of a 5-fold cross-validation
(minimum negative log-likelihood), so a probability means what it says and prediction stays
one matrix product. The example embeddings + parse features and the fitted weights (arrays in
.npy / .npz files, no pickle) are cached on disk keyed by the data file's hash and the models'
names, so only the first use after the examples change pays for encoding and fitting.
"""
from __future__ import annotations

import hashlib
import json
from dataclasses import dataclass
from pathlib import Path
from typing import Callable, List, Optional, Sequence, Tuple

from obsmem_ros.errors import ConfigError

from . import syntax
from .calibrated import (FittedOnce, LinearModel, best_temperature, default_cache_dir, load_or_fit, save_cache,
                         softmax)
from .sentence_encoder import ENCODER_VERSION, sentence_encoder

EXAMPLES_PATH = Path(__file__).parent / "data" / "intent_examples.jsonl"
FEATURE_WEIGHT = 0.5   # parse features beside a unit-length embedding: enough to split question / instruction
C = 8.0               # inverse regularisation of the logistic regression
FEATURE_VERSION = "11"  # bump when syntax.features changes: the cached training matrix is keyed by it
Encoder = Callable[[Sequence[str]], "object"]


def minilm_encoder(model_path: str = "") -> Encoder:
    """Unit-length MiniLM embeddings from the process's one `SentenceEncoder` (int8 ONNX, each text
    alone: the vectors questions and indexed events get)."""
    return sentence_encoder(model_path).encode_many


@dataclass(frozen=True)
class Example:
    """One labelled example sentence."""

    text: str
    kind: str
    label: str

    @property
    def key(self) -> str:
        return f"{self.kind}:{self.label}"


def load_examples(path: Path = EXAMPLES_PATH) -> List[Example]:
    """The labelled sentences of `path`; a malformed row raises naming its line and field."""
    out = []
    for number, line in enumerate(path.read_text(encoding="utf-8").splitlines(), start=1):
        if not line.strip():
            continue
        try:
            row = json.loads(line)
            out.append(Example(text=str(row["text"]), kind=str(row["kind"]), label=str(row["label"])))
        except (ValueError, KeyError) as err:
            raise ConfigError(f"{path}:{number}: an intent example needs text, kind and label ({err})") from err
    return out


class IntentClassifier:
    """Calibrated classifier over `kind:label` keys ("question:where_is", "instruction:set", ...)."""

    def __init__(self, encoder: Encoder, *, examples_path: Path = EXAMPLES_PATH,
                 cache_dir: Optional[Path] = None, spacy_model: str = syntax.MODEL) -> None:
        self._encoder = encoder
        self._path = examples_path
        self._cache_dir = cache_dir if cache_dir is not None else default_cache_dir()
        self._spacy_model = spacy_model
        self._fitted = FittedOnce(self._load_or_fit)

    def vector(self, embedding, doc, *, extra=None) -> "object":
        """The classifier's input row: the embedding, then the weighted parse features (`extra`,
        when the caller already has them)."""
        import numpy as np

        extra = self.extra(doc) if extra is None else extra
        return np.concatenate([np.asarray(embedding, dtype=np.float32).ravel(), extra])

    @staticmethod
    def extra(doc) -> "object":
        """The weighted parse features of `doc`, the row's columns after the embedding."""
        import numpy as np

        feats = syntax.features(doc)
        return np.asarray([feats[n] for n in syntax.feature_names()], dtype=np.float32) * FEATURE_WEIGHT

    def predict(self, embedding, doc, *, extra=None) -> List[Tuple[str, float]]:
        """Every key with its calibrated probability, most likely first (`extra`: `extra(doc)`,
        read by the caller while the embedding was being made)."""
        model = self._fitted()
        scores = model.coef @ self.vector(embedding, doc, extra=extra) + model.intercept
        probs = softmax(scores / model.temperature)
        order = probs.argsort()[::-1]
        return [(str(model.classes[i]), float(probs[i])) for i in order]

    @property
    def temperature(self) -> float:
        """The fitted calibration temperature (> 1 softens the raw logistic scores)."""
        return self._fitted().temperature

    def _digest(self) -> str:
        return hashlib.sha256(self._path.read_bytes() + self._spacy_model.encode() + FEATURE_WEIGHT.hex().encode()
                              + FEATURE_VERSION.encode() + str(C).encode()
                              + ENCODER_VERSION.encode()).hexdigest()[:16]

    def _load_or_fit(self) -> LinearModel:
        return load_or_fit(self._cache_dir / f"intent-model-{self._digest()}.npz", self._fit)

    def _fit(self) -> LinearModel:
        import numpy as np
        from sklearn.linear_model import LogisticRegression
        from sklearn.model_selection import StratifiedKFold, cross_val_predict

        examples = load_examples(self._path)
        matrix = self._training_matrix(examples)
        labels = np.asarray([e.key for e in examples])
        model = LogisticRegression(C=C, max_iter=500, tol=1e-3)
        folds = StratifiedKFold(n_splits=5, shuffle=True, random_state=0)
        scores = cross_val_predict(model, matrix, labels, cv=folds, method="decision_function")
        model.fit(matrix, labels)
        truth = np.searchsorted(model.classes_, labels)
        coef, intercept = model.coef_, model.intercept_
        if len(model.classes_) == 2:   # one score column: class 1 against class 0
            coef, intercept = np.vstack([np.zeros_like(coef), coef]), np.concatenate([[0.0], intercept])
            scores = np.stack([np.zeros_like(scores), scores], axis=1)
        return LinearModel(coef.astype(np.float32), intercept.astype(np.float32),
                           [str(c) for c in model.classes_], best_temperature(scores, truth))

    def _training_matrix(self, examples: Sequence[Example]):
        """Embeddings + features of the examples, from the disk cache when the data is unchanged."""
        import numpy as np

        digest = self._digest()
        cache = self._cache_dir / f"intent-examples-{digest}.npy"
        if cache.exists():
            matrix = np.load(cache)
            if matrix.shape[0] == len(examples):
                return matrix
        embeddings = self._encoder([e.text for e in examples])
        pipeline = syntax.load_pipeline(self._spacy_model)
        docs = pipeline.pipe([syntax.normalise(e.text) for e in examples])
        matrix = np.stack([self.vector(v, d) for v, d in zip(embeddings, docs)])
        save_cache(cache, lambda path: np.save(path, matrix))
        return matrix
