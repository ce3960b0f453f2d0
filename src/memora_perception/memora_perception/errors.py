"""Errors of memora_perception. Every message names the field or value and the reason."""
from __future__ import annotations


class MemoraError(Exception):
    """Base class of every error memora_perception raises on purpose."""


class ConfigError(MemoraError, ValueError):
    """A configuration value is out of range or mistyped."""


class RecordError(MemoraError, ValueError):
    """A segment record (or one of its parts) failed validation."""


class SegmenterError(MemoraError):
    """A video or audio source could not be read or segmented."""


class AudioStreamError(MemoraError, ValueError):
    """A microphone chunk is malformed (format, rate, channel count or data length)."""


class SpeechError(MemoraError):
    """Speech-to-text could not run (model missing, audio unreadable)."""


class PerceptionError(MemoraError):
    """A perception backend failed to produce a record."""


class PerceptionParseError(PerceptionError, ValueError):
    """A model's reply could not be parsed or validated into segment-record fields."""


class UnknownBackendError(MemoraError, KeyError):
    """A backend name is not registered; the message lists the known ones."""

    def __str__(self) -> str:
        return str(self.args[0]) if self.args else ""


class DataError(MemoraError, ValueError):
    """An input file (annotation CSV, question file, task suite) is missing or malformed."""
