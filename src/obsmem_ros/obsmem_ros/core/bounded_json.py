"""JSON decoding with its nesting depth checked before the decoder runs.

Python's ``json`` decoder recurses once per nested array or object, so a line such as
``[[[[...]]]]`` nested 100 000 deep raises ``RecursionError`` (and can take the interpreter's
stack with it) before any field check runs. ``loads_bounded`` scans the text first: brackets
inside strings do not count, and a text whose depth exceeds the limit is refused with a
``JsonDepthError`` naming the field and the limit; only then is it decoded. One function, used
by every JSON edge: trace lines (``validation.decode_line``, hence ``obsmem ingest`` and the
trace reader) and the memory node's ``WorldEvent.extras_json``.
"""
from __future__ import annotations

import json
import re
from itertools import accumulate
from typing import Any

from obsmem_ros.errors import InvalidEventError

__all__ = ["JsonDepthError", "json_depth", "loads_bounded"]

_STRING = re.compile(r'"[^"\\]*(?:\\.[^"\\]*)*"', re.DOTALL)  # unrolled: linear, no nested repetition
_NOT_BRACKET = re.compile(r"[^\[\]{}]+")
_STEP = {"[": 1, "{": 1, "]": -1, "}": -1}


class JsonDepthError(InvalidEventError):
    """A JSON text nests deeper than the configured limit; it was not decoded."""


def json_depth(text: str) -> int:
    """The deepest nesting of arrays and objects in ``text`` (brackets inside strings ignored).

    Cheap on ordinary records: the count of opening brackets bounds the depth, so the scan
    runs only when that count alone could exceed a limit the caller compares against."""
    brackets = _NOT_BRACKET.sub("", _STRING.sub("", text))
    return max(accumulate(_STEP[c] for c in brackets), default=0)


def loads_bounded(text: str, *, max_depth: int, field: str) -> Any:
    """``json.loads(text)`` after checking that it nests at most ``max_depth`` levels.

    Raises ``JsonDepthError`` (field ``field``) when it nests deeper, and lets
    ``json.JSONDecodeError`` through for text that is not JSON."""
    if text.count("[") + text.count("{") > max_depth:  # otherwise the depth cannot exceed the limit
        depth = json_depth(text)
        if depth > max_depth:
            raise JsonDepthError(f"field {field!r} nests {depth} levels deep; the limit is {max_depth} "
                                 "(EngineConfig.max_json_depth); not decoded.", field=field)
    return json.loads(text)
