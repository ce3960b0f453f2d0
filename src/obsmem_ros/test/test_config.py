"""Engine configuration: the shipped YAML equals the defaults; bad values name the field."""
from __future__ import annotations

from pathlib import Path

import pytest

from obsmem_ros.core.config import EngineConfig
from obsmem_ros.errors import ConfigError

SHIPPED = Path(__file__).resolve().parents[3] / "config" / "obsmem.yaml"


def test_shipped_yaml_holds_the_defaults():
    assert EngineConfig.from_yaml(SHIPPED) == EngineConfig()


@pytest.mark.parametrize("field, value, reason", [
    ("lambda_i", 0, "must be a positive integer"),
    ("robot_id", "", "must be a non-empty string"),
    ("timezone", "Mars/Olympus", "not a known IANA time zone"),
    ("synchronous", "SOMETIMES", "use NORMAL or FULL"),
    ("meal_times", (("dinner", "25:00"),), "must be HH:MM"),
])
def test_bad_setting_names_the_field(field, value, reason):
    with pytest.raises(ConfigError, match=rf"EngineConfig\.{field}.*{reason}"):
        EngineConfig(**{field: value})


def test_unknown_setting_lists_the_known_ones():
    with pytest.raises(ConfigError, match=r"Unknown engine settings \['lambda_x'\]; known: \["):
        EngineConfig.from_mapping({"lambda_x": 3})
