"""A fitted linear classifier with temperature-calibrated probabilities, and its disk cache.

Shared by the question-intent classifier (`intents`) and the clause-kind classifier
(`clause_kinds`): both are logistic regressions over a sentence embedding plus parse features,
calibrated by one temperature fitted to out-of-fold scores, and cached as .npz arrays (no pickle)
under a name that digests everything the fit depends on.
"""
from __future__ import annotations

import os
import threading
from dataclasses import dataclass
from pathlib import Path
from typing import Any, Callable, List, Optional


@dataclass(frozen=True)
class LinearModel:
    """A fitted linear classifier: scores = coef @ x + intercept, probabilities softmax(scores / T)."""

    coef: Any
    intercept: Any
    classes: List[str]
    temperature: float


class FittedOnce:
    """`load()`'s model, made on the first call and kept: the load (read the cache or fit) runs once
    under a lock, since the node's warm-up and a first question or utterance may ask at once."""

    def __init__(self, load: Callable[[], LinearModel]) -> None:
        self._load = load
        self._model: Optional[LinearModel] = None
        self._lock = threading.Lock()

    def __call__(self) -> LinearModel:
        with self._lock:
            if self._model is None:
                self._model = self._load()
            return self._model


def default_cache_dir() -> Path:
    """`$OBSMEM_CACHE/language`, else `~/.cache/obsmem/language`: the language layer's disk caches (fitted
    classifiers, their training rows, the sentence encoder's exported graph)."""
    root = os.environ.get("OBSMEM_CACHE") or os.path.join(os.path.expanduser("~"), ".cache", "obsmem")
    return Path(root) / "language"


def load_or_fit(cache: Path, fit: Callable[[], LinearModel]) -> LinearModel:
    """The model cached at `cache`, else `fit()`'s, written there for next time."""
    import numpy as np

    if cache.exists():
        data = np.load(cache, allow_pickle=False)
        return LinearModel(data["coef"], data["intercept"], [str(c) for c in data["classes"]],
                           float(data["temperature"]))
    model = fit()
    save_cache(cache, lambda path: np.savez(path, coef=model.coef, intercept=model.intercept,
                                            classes=np.asarray(model.classes), temperature=model.temperature))
    return model


def save_cache(path: Path, write: Callable[[Path], None]) -> None:
    """Write a cache file; a read-only cache directory only costs the work again next time."""
    try:
        path.parent.mkdir(parents=True, exist_ok=True)
        write(path)
    except OSError:
        pass


def softmax(z: Any) -> Any:
    import numpy as np

    z = z - z.max(axis=-1, keepdims=True)
    e = np.exp(z)
    return e / e.sum(axis=-1, keepdims=True)


def best_temperature(scores: Any, truth: Any) -> float:
    """The temperature minimising the negative log-likelihood of out-of-fold scores (grid, then refine)."""
    import numpy as np

    def nll(t: float) -> float:
        probs = softmax(scores / t)
        return float(-np.log(probs[np.arange(len(truth)), truth] + 1e-12).mean())

    grid = np.exp(np.linspace(np.log(0.05), np.log(20.0), 61))
    best = min(grid, key=nll)
    return float(min(np.linspace(best * 0.85, best * 1.15, 31), key=nll))
