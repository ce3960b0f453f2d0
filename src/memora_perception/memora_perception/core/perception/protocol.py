"""The perception interface every backend implements."""
from __future__ import annotations

from typing import Protocol, runtime_checkable

from ..records import SegmentRecord
from ..window import Window


@runtime_checkable
class PerceptionBackend(Protocol):
    """Turns one window of input into one SegmentRecord.

    Frame-based backends (qwen, endpoint) look at `window.frames`; source-grounded ones
    (annotation, sim) read what their source holds for the window's session and time span.
    """

    name: str

    def perceive(self, window: Window) -> SegmentRecord:
        """The record of `window`; raises PerceptionError when the backend cannot produce one."""
        ...
