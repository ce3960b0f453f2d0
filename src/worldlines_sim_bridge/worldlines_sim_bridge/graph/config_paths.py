"""Where the suite's ``config/`` folder is, on a real ROS 2 install, in a venv, or in the source tree.

Editable installs do not install data_files, so the lookup order is: ``$OBSMEM_CONFIG_DIR``, the
package's share folder through ament_index, ``sys.prefix/share/<pkg>/config``, then the source tree.
"""
from __future__ import annotations

import os
import sys
from pathlib import Path

from .errors import GraphError

PACKAGE = "worldlines_sim_bridge"
_SOURCE_CONFIG = Path(__file__).resolve().parents[4] / "config"


def _share_config() -> Path | None:
    try:
        from ament_index_python.packages import PackageNotFoundError, get_package_share_directory
    except ImportError:
        return None
    try:
        return Path(get_package_share_directory(PACKAGE)) / "config"
    except (PackageNotFoundError, ValueError, LookupError, OSError):
        return None


def config_dir() -> Path:
    """The folder holding graph.yaml and every node's parameter file."""
    candidates = [
        Path(os.environ["OBSMEM_CONFIG_DIR"]) if os.environ.get("OBSMEM_CONFIG_DIR") else None,
        _share_config(),
        Path(sys.prefix) / "share" / PACKAGE / "config",
        _SOURCE_CONFIG,
    ]
    for candidate in candidates:
        if candidate is not None and (candidate / "graph.yaml").is_file():
            return candidate
    tried = ", ".join(str(c) for c in candidates if c is not None)
    raise GraphError(f"Could not find the config folder (graph.yaml) in: {tried}.")
