"""What a spoken clause does: a calibrated classifier over its sentence embedding and its form.

    kinds = clause_kind_classifier()              # one per process, fitted from data/clause_kinds.jsonl
    kinds.probabilities("I'll have it done by six", doc, by_robot=True, to_robot=False)
    # {"promise": 0.91, "schedule": 0.04, ...}

Labels (`LABELS`): claim, request, promise, schedule, preference, routine, new_thing, none (small
talk: nothing to remember). Input row: the clause's unit-length MiniLM embedding (the process's
one `sentence_encoder`) and its parse features (`clause_features`, weighted). Model: scikit-learn
logistic regression, calibrated by one temperature fitted to 5-fold out-of-fold scores, so that
"none" can be trusted only above a threshold. The examples file holds one clause a row (`text`,
`label`, `by_robot`, `to_robot`, `source`: the dev utterance it was cut from, or "written" for a
sentence written for this file); `clause_examples.derive_clause_examples` rebuilds the dev rows and `refit`
rewrites the file (`worldlines clause-kinds refit --batches`: every dev household's utterances). Fitted weights and the training matrix are cached (.npz / .npy, no pickle)
keyed by the examples, `FEATURE_VERSION`, the encoder and the model settings.
"""
from __future__ import annotations

import functools
import hashlib
import json
from dataclasses import asdict, dataclass
from pathlib import Path
from typing import Any, Callable, Dict, Iterable, List, Optional, Sequence

from obsmem_ros.errors import ConfigError

from .calibrated import (FittedOnce, LinearModel, best_temperature, default_cache_dir, load_or_fit, save_cache,
                         softmax)
from .clause_features import FEATURE_VERSION, clause_feature_names, clause_features
from .clauses import PARSES
from .sentence_encoder import ENCODER_VERSION, sentence_encoder

__all__ = ["ClauseExample", "ClauseKindClassifier", "EXAMPLES_PATH", "FAMILY", "LABELS", "WRITTEN_PATH",
           "clause_kind_classifier", "load_clause_examples", "write_clause_examples", "written_clause_examples"]

EXAMPLES_PATH = Path(__file__).parent / "data" / "clause_kinds.jsonl"
WRITTEN_PATH = Path(__file__).parent / "data" / "clause_kinds_written.jsonl"  # clauses written blind for the classifier
LABELS = ("claim", "request", "promise", "schedule", "preference", "routine", "new_thing", "none")
FAMILY = {"claim": "claim", "new_thing": "claim", "request": "undertaking", "promise": "undertaking",
          "schedule": "undertaking", "preference": "preference", "routine": "preference", "none": "none"}
FEATURE_WEIGHT = 0.5   # parse features beside a unit-length embedding
C = 4.0                # inverse regularisation of the logistic regression
Encoder = Callable[[Sequence[str]], Any]


@dataclass(frozen=True)
class ClauseExample:
    """One labelled clause, as the reader cuts it, with who said it to whom and where it came from."""

    text: str
    label: str
    by_robot: bool = False
    to_robot: bool = True
    source: str = "written"


def load_clause_examples(path: Optional[Path] = None) -> List[ClauseExample]:
    """The labelled clauses of `path` (default `EXAMPLES_PATH`); a malformed row raises naming its line and field."""
    path = Path(path or EXAMPLES_PATH)
    out = []
    for number, line in enumerate(path.read_text(encoding="utf-8").splitlines(), start=1):
        if not line.strip():
            continue
        try:
            row = json.loads(line)
            example = ClauseExample(text=str(row["text"]), label=str(row["label"]), by_robot=bool(row["by_robot"]),
                                    to_robot=bool(row["to_robot"]), source=str(row.get("source", "written")))
        except (ValueError, KeyError) as err:
            raise ConfigError(f"{path}:{number}: a clause example needs text, label, by_robot and to_robot ({err})") from err
        if example.label not in LABELS:
            raise ConfigError(f"{path}:{number}: label {example.label!r} is not one of {', '.join(LABELS)}")
        out.append(example)
    return out


def written_clause_examples() -> List[ClauseExample]:
    """The clauses written for the classifier by a writer who never saw the reader or the
    hand-written sets (`WRITTEN_PATH`; none when the file is absent)."""
    return load_clause_examples(WRITTEN_PATH) if WRITTEN_PATH.exists() else []


def write_clause_examples(examples: Iterable[ClauseExample], path: Optional[Path] = None) -> None:
    """Write `examples` to `path` (default `EXAMPLES_PATH`) one JSON object a line (sorted keys, so a
    refit diffs cleanly)."""
    Path(path or EXAMPLES_PATH).write_text("".join(json.dumps(asdict(e), sort_keys=True) + "\n" for e in examples), encoding="utf-8")


class ClauseKindClassifier:
    """Calibrated probabilities of `LABELS` for one clause, fitted on `examples` at first use."""

    def __init__(self, examples: Sequence[ClauseExample], *, encoder: Optional[Encoder] = None,
                 cache_dir: Optional[Path] = None) -> None:
        if not examples:
            raise ConfigError("the clause-kind classifier needs at least one labelled clause")
        self.examples = list(examples)
        self._encoder = encoder
        self._cache_dir = cache_dir if cache_dir is not None else default_cache_dir()
        self._fitted = FittedOnce(self._load_or_fit)
        self._embedded: Dict[str, Any] = {}

    def probabilities(self, text: str, doc: Any, *, by_robot: bool, to_robot: bool) -> Dict[str, float]:
        """Every label's calibrated probability for clause `text` (parsed as `doc`)."""
        import numpy as np

        model = self._fitted()
        row = self._row(self._embedding(text), doc, by_robot, to_robot)
        probs = softmax((model.coef @ row + model.intercept) / model.temperature)
        out = dict.fromkeys(LABELS, 0.0)
        out.update({str(c): float(p) for c, p in zip(model.classes, np.asarray(probs))})
        return out

    def accuracy(self, examples: Sequence[ClauseExample]) -> Optional[float]:
        """The share of `examples` whose most likely label is their own (None for no examples)."""
        if not examples:
            return None
        right = 0
        for e in examples:
            probs = self.probabilities(e.text, PARSES.doc(e.text), by_robot=e.by_robot, to_robot=e.to_robot)
            right += max(probs, key=probs.get) == e.label
        return right / len(examples)

    def prepare(self, texts: Iterable[str]) -> None:
        """Embed the clauses about to be classified in one call."""
        todo = [t for t in dict.fromkeys(texts) if t not in self._embedded]
        if todo:
            self._embedded.update(zip(todo, self._encode(todo)))

    def warm_up(self) -> None:
        """Fit the model (or load its cached fit) and load the sentence encoder now, not on the
        first clause heard."""
        self._fitted()
        self._encode(["warm up"])

    @property
    def temperature(self) -> float:
        return self._fitted().temperature

    def _embedding(self, text: str) -> Any:
        if text not in self._embedded:
            if len(self._embedded) > 4096:
                self._embedded.clear()
            self._embedded[text] = self._encode([text])[0]
        return self._embedded[text]

    def _encode(self, texts: Sequence[str]) -> Any:
        encoder = self._encoder or sentence_encoder().encode_many
        return encoder(list(texts))

    @staticmethod
    def _row(embedding: Any, doc: Any, by_robot: bool, to_robot: bool) -> Any:
        import numpy as np

        feats = clause_features(doc, by_robot=by_robot, to_robot=to_robot)
        extra = np.asarray([feats[n] for n in clause_feature_names()], dtype=np.float32) * FEATURE_WEIGHT
        return np.concatenate([np.asarray(embedding, dtype=np.float32).ravel(), extra])

    def _digest(self) -> str:
        rows = json.dumps([asdict(e) for e in self.examples], sort_keys=True).encode()
        return hashlib.sha256(rows + FEATURE_VERSION.encode() + ENCODER_VERSION.encode()
                              + f"{FEATURE_WEIGHT}:{C}".encode()).hexdigest()[:16]

    def _load_or_fit(self) -> LinearModel:
        return load_or_fit(self._cache_dir / f"clause-kinds-{self._digest()}.npz", lambda: self._fit(self._matrix()))

    def _matrix(self) -> Any:
        import numpy as np

        cache = self._cache_dir / f"clause-examples-{self._digest()}.npy"
        if cache.exists():
            matrix = np.load(cache)
            if matrix.shape[0] == len(self.examples):
                return matrix
        embeddings = self._encode([e.text for e in self.examples])
        matrix = np.stack([self._row(v, PARSES.doc(e.text), e.by_robot, e.to_robot)
                           for v, e in zip(embeddings, self.examples)])
        save_cache(cache, lambda path: np.save(path, matrix))
        return matrix

    def _fit(self, matrix: Any) -> LinearModel:
        import numpy as np
        from sklearn.linear_model import LogisticRegression
        from sklearn.model_selection import StratifiedKFold, cross_val_predict

        labels = np.asarray([e.label for e in self.examples])
        model = LogisticRegression(C=C, max_iter=1000, tol=1e-4, class_weight="balanced")
        folds = min(5, int(min(np.unique(labels, return_counts=True)[1])))
        model.fit(matrix, labels)
        coef, intercept = model.coef_, model.intercept_
        if len(model.classes_) == 2:  # one score column: class 1 against class 0
            coef, intercept = np.vstack([-coef / 2, coef / 2]), np.concatenate([-intercept / 2, intercept / 2])
        temperature = 1.0
        if folds >= 2 and len(model.classes_) > 2:
            scores = cross_val_predict(model, matrix, labels, method="decision_function",
                                       cv=StratifiedKFold(n_splits=folds, shuffle=True, random_state=0))
            temperature = best_temperature(scores, np.searchsorted(model.classes_, labels))
        return LinearModel(coef.astype(np.float32), intercept.astype(np.float32), [str(c) for c in model.classes_],
                           temperature)


@functools.lru_cache(maxsize=1)
def clause_kind_classifier() -> ClauseKindClassifier:
    """The process's one classifier, fitted on the examples file in the package and the written clauses."""
    return ClauseKindClassifier(load_clause_examples() + written_clause_examples())
