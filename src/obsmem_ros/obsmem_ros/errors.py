"""Errors of obsmem_ros. Every message names the field or value and the reason."""
from __future__ import annotations


class ObsMemError(Exception):
    """Base class of every error obsmem_ros raises on purpose."""


class ConfigError(ObsMemError):
    """A configuration value is missing, mistyped or out of range."""


class InvalidEventError(ObsMemError):
    """A trace event failed validation; nothing of it (or of its batch) was stored.

    ``field`` names the offending field, ``event_id`` the event (``""`` when it had none) and
    ``line`` the 1-based line of the input file when known.
    """

    def __init__(self, message: str, *, field: str = "", event_id: str = "", line: int = 0) -> None:
        super().__init__(message)
        self.field = field
        self.event_id = event_id
        self.line = line


class StoreError(ObsMemError):
    """The store could not be opened, migrated, read or written."""


class StoreBusyError(StoreError):
    """Another connection held the store's write lock past the busy timeout; retrying later may succeed."""


class UnknownBackendError(ObsMemError):
    """A backend name is not registered; the message lists the known ones."""


class UnknownRecordError(ObsMemError):
    """A record looked up by id (event, episode, entity, ...) is not in memory."""


class QueryError(ObsMemError):
    """A question or its options cannot be handled (empty question, evidence budget out of range)."""


class LLMError(ObsMemError):
    """An LLM endpoint failed, timed out, or replied with something that did not validate."""


class ForgetError(ObsMemError):
    """A forget request is malformed (no selector, a bad window, the robot itself as the person)."""


class LLMTimeoutError(LLMError):
    """An LLM endpoint did not answer within its timeout."""


class LLMReplyError(LLMError):
    """An LLM endpoint answered, but not with a chat completion holding one JSON object."""


class TimeReadingError(ObsMemError):
    """A time of speaking (or another input of the time reader) cannot anchor a spoken time."""
