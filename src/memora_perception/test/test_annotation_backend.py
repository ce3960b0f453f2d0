"""Annotation backend: narration rows grouped into 10 s segment records per video."""
import pytest

from memora_perception.core.perception.annotation import AnnotationBackend
from memora_perception.core.perception.protocol import PerceptionBackend
from memora_perception.core.perception.registry import create_backend
from memora_perception.core.records import Backend
from memora_perception.errors import PerceptionError, UnknownBackendError

S = 1_000_000_000


def test_records_cover_every_row_once_in_ten_second_windows(narrations):
    backend = AnnotationBackend(narrations)
    records = list(backend.records())
    assert isinstance(backend, PerceptionBackend)
    assert sum(len(r.actions) for r in records) == len(narrations)
    assert all(r.end_ns - r.start_ns == 10 * S and r.backend is Backend.ANNOTATION for r in records)
    assert all(r.start_ns <= a.start_ns < r.end_ns for r in records for a in r.actions)
    assert records[0].summary.startswith("turn on tap; pick up slotted spoon")


def test_placement_with_a_preposition_locates_the_object_and_a_conjunction_does_not(narrations):
    records = list(AnnotationBackend(narrations).records())
    objects = {(o.name, o.location) for r in records for o in r.objects}
    assert ("grater", "cupboard") in objects      # "place grater in cupboard"
    assert ("slotted spoon", "fork") not in objects  # "place slotted spoon and fork"
    spoon = next(o for r in records for o in r.objects if o.name == "slotted spoon")
    assert (spoon.category, spoon.attributes) == ("spoon", ("slotted",))


def test_unknown_window_and_unknown_backend_raise(narrations):
    backend = AnnotationBackend(narrations)
    window = next(backend.windows())
    with pytest.raises(PerceptionError, match="no narration for window P03_999"):
        backend.perceive(type(window)("P03", "P03_999", 0, 0, 10 * S))
    with pytest.raises(UnknownBackendError, match="'nope' is unknown; known: annotation, endpoint, qwen, sim"):
        create_backend("nope")
