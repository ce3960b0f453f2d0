"""Errors of mimir_grounding. Every message names the field, the value and the reason."""
from __future__ import annotations


class MimirError(Exception):
    """Base class of every error this package raises."""


class ConfigError(MimirError):
    """A configuration value is missing, mistyped or out of range."""


class ParseError(MimirError):
    """An instruction could not be turned into goals."""


class DecomposerError(MimirError):
    """A decomposer backend failed (unreachable endpoint, malformed reply)."""


class PlanningError(MimirError):
    """A plan could not be built from a goal and its binding."""


class ControllerError(MimirError):
    """A controller could not run a step (unknown action, missing robot, SDK error)."""


class DataError(MimirError):
    """A benchmark folder or sample is missing or malformed."""
