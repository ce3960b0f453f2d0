"""Typed registry of perception backends: name -> factory. Heavy backends import their deps lazily."""
from __future__ import annotations

from typing import Any, Callable, Dict

from ...errors import UnknownBackendError
from .protocol import PerceptionBackend


def _annotation(**options: Any) -> PerceptionBackend:
    from .annotation import AnnotationBackend
    return AnnotationBackend(**options)


def _sim(**options: Any) -> PerceptionBackend:
    from .sim import SimBackend
    return SimBackend(**options)


def _qwen(**options: Any) -> PerceptionBackend:
    from .qwen import QwenVLBackend
    return QwenVLBackend(**options)


def _endpoint(**options: Any) -> PerceptionBackend:
    from .endpoint import EndpointBackend
    return EndpointBackend(**options)


BACKENDS: Dict[str, Callable[..., PerceptionBackend]] = {
    "annotation": _annotation,
    "sim": _sim,
    "qwen": _qwen,
    "endpoint": _endpoint,
}


def create_backend(name: str, **options: Any) -> PerceptionBackend:
    """A backend by registry name; an unknown name raises listing the known ones."""
    try:
        factory = BACKENDS[name]
    except KeyError:
        raise UnknownBackendError(f"perception backend {name!r} is unknown; known: {', '.join(sorted(BACKENDS))}") from None
    return factory(**options)
