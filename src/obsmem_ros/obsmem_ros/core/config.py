"""Engine configuration: one frozen, validated dataclass; defaults in ``config/obsmem.yaml``.

Belief thresholds follow ObsMem Eq. 3 (see ``belief.py``): a fact is *uncertain* once
``intervening_events >= lambda_i``, or once ``intervening_events >= lambda_m`` while
``intervening_actors >= lambda_a``. Defaults (2, 1, 2): two things that could have moved it, or
one event that had two or more people in the room.
"""
from __future__ import annotations

import dataclasses
from dataclasses import dataclass, field
from pathlib import Path
from typing import Any, Dict, Mapping, Tuple

from obsmem_ros.errors import ConfigError

DEFAULT_MEAL_TIMES: Tuple[Tuple[str, str], ...] = (
    ("breakfast", "08:30"), ("lunch", "13:30"), ("dinner", "20:00"), ("morning", "08:00"),
    ("noon", "12:00"), ("afternoon", "15:00"), ("evening", "19:00"), ("tonight", "21:00"),
    ("bedtime", "22:00"),
)

QUESTION_PARSERS: Tuple[str, ...] = ("rules", "language", "llm")  # see core.query.engine.make_parser
UTTERANCE_READERS: Tuple[str, ...] = ("learned", "rules")  # see core.hearing.Hearing


@dataclass(frozen=True)
class EngineConfig:
    """Settings of one home's memory engine (every field is also a memory-node parameter)."""

    robot_id: str = "robot"
    participant: str = "home"
    backend: str = "sqlite"
    synchronous: str = "NORMAL"
    batch_size: int = 500
    lambda_i: int = 2
    lambda_m: int = 1
    lambda_a: int = 2
    belief_scan_limit: int = 500
    episode_gap_s: float = 1800.0
    episode_max_events: int = 500
    timezone: str = "UTC"
    meal_times: Tuple[Tuple[str, str], ...] = DEFAULT_MEAL_TIMES
    max_text_chars: int = 4096
    max_id_chars: int = 200
    max_list_items: int = 256
    max_extras_bytes: int = 16384
    max_json_depth: int = 64    # deepest JSON nesting decoded (trace lines, extras_json); checked before decoding
    max_question_chars: int = 2000  # longest question the read path parses
    max_future_skew_s: float = 300.0  # events dated further ahead of the wall clock are quarantined; 0 = off
    parser: str = "language"    # question parser of the read path: rules | language | llm (the endpoint of llm.*)
    utterance_reader: str = "learned"  # heard speech: rules (the forms alone) | learned (a clause-kind classifier leads them)

    def __post_init__(self) -> None:
        for name in ("batch_size", "lambda_i", "lambda_m", "lambda_a", "belief_scan_limit", "episode_max_events", "max_text_chars",
                     "max_id_chars", "max_list_items", "max_extras_bytes", "max_json_depth", "max_question_chars"):
            value = getattr(self, name)
            if not isinstance(value, int) or isinstance(value, bool) or value < 1:
                raise ConfigError(f"EngineConfig.{name}={value!r}: must be a positive integer.")
        for name in ("robot_id", "participant", "backend"):
            if not isinstance(getattr(self, name), str) or not getattr(self, name):
                raise ConfigError(f"EngineConfig.{name}={getattr(self, name)!r}: must be a non-empty string.")
        if isinstance(self.max_future_skew_s, bool) or not isinstance(self.max_future_skew_s, (int, float)) \
                or not self.max_future_skew_s >= 0:
            raise ConfigError(f"EngineConfig.max_future_skew_s={self.max_future_skew_s!r}: must be seconds >= 0 "
                              "(0 turns the clock guard off).")
        if not self.episode_gap_s > 0:
            raise ConfigError(f"EngineConfig.episode_gap_s={self.episode_gap_s!r}: must be positive seconds.")
        if self.synchronous.upper() not in ("OFF", "NORMAL", "FULL", "EXTRA"):
            raise ConfigError(f"EngineConfig.synchronous={self.synchronous!r}: use NORMAL or FULL.")
        for name, clock in self.meal_times:
            _check_clock(f"meal_times[{name}]", clock)
        _check_timezone(self.timezone)
        if self.parser not in QUESTION_PARSERS:
            raise ConfigError(f"EngineConfig.parser={self.parser!r}: known question parsers {list(QUESTION_PARSERS)}.")
        if self.utterance_reader not in UTTERANCE_READERS:
            raise ConfigError(f"EngineConfig.utterance_reader={self.utterance_reader!r}: known readers "
                              f"{list(UTTERANCE_READERS)}.")

    @property
    def meal_clock(self) -> Dict[str, str]:
        return dict(self.meal_times)

    @classmethod
    def from_mapping(cls, values: Mapping[str, Any]) -> "EngineConfig":
        """Build from a flat mapping (YAML ``ros__parameters``); unknown keys raise."""
        known = {f.name for f in dataclasses.fields(cls)}
        unknown = sorted(set(values) - known)
        if unknown:
            raise ConfigError(f"Unknown engine settings {unknown}; known: {sorted(known)}.")
        values = dict(values)
        if "meal_times" in values and isinstance(values["meal_times"], Mapping):
            values["meal_times"] = tuple((str(k), str(v)) for k, v in values["meal_times"].items())
        return cls(**values)

    @classmethod
    def from_yaml(cls, path: "str | Path") -> "EngineConfig":
        """Read the ``ros__parameters`` of the first node section of a ROS parameter file."""
        import yaml

        try:
            data = yaml.safe_load(Path(path).read_text(encoding="utf-8")) or {}
        except (OSError, yaml.YAMLError) as err:
            raise ConfigError(f"Could not read engine config {path}: {err}.") from err
        for section in data.values():
            if isinstance(section, Mapping) and "ros__parameters" in section:
                return cls.from_mapping(section["ros__parameters"] or {})
        raise ConfigError(f"Engine config {path} has no '<node>: ros__parameters:' section.")


def _check_clock(name: str, clock: str) -> None:
    parts = clock.split(":")
    if len(parts) != 2 or not all(p.isdigit() for p in parts) or int(parts[0]) > 23 or int(parts[1]) > 59:
        raise ConfigError(f"EngineConfig.{name}={clock!r}: must be HH:MM.")


def _check_timezone(name: str) -> None:
    from zoneinfo import ZoneInfo, ZoneInfoNotFoundError

    try:
        ZoneInfo(name)
    except (ZoneInfoNotFoundError, ValueError) as err:
        raise ConfigError(f"EngineConfig.timezone={name!r}: not a known IANA time zone ({err}).") from None
