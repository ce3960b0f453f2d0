"""Refuse to start a node whose SROS2 enclave is missing or incomplete while security is enforced.

rcl reads the same settings (``ROS_SECURITY_ENABLE=true``, ``ROS_SECURITY_STRATEGY=Enforce``,
``ROS_SECURITY_KEYSTORE``, the enclave from ``ROS_SECURITY_ENCLAVE_OVERRIDE`` or ``--enclave``)
but fails deep inside ``rclpy.init`` or participant creation, or, where the DDS library lacks the
security plugins, may not fail at all. Checking first gives one clear line naming the enclave,
its folder and the missing files, and how to create them. Plain Python: no rclpy here.
"""
from __future__ import annotations

import os
from pathlib import Path
from typing import Mapping, Optional, Sequence

from obsmem_ros.errors import ConfigError

ENCLAVE_FILES = ("cert.pem", "key.pem", "identity_ca.cert.pem", "permissions_ca.cert.pem", "governance.p7s",
                 "permissions.p7s")


class EnclaveError(ConfigError):
    """Security is enforced but the node's enclave cannot be used."""


def enclave_argument(argv: Sequence[str]) -> Optional[str]:
    """The ``--enclave`` / ``-e`` value among the ``--ros-args`` of ``argv`` (the last one wins)."""
    found, inside = None, False
    for index, token in enumerate(argv):
        if token == "--ros-args":
            inside = True
        elif token == "--":
            inside = False
        elif inside and token in ("--enclave", "-e") and index + 1 < len(argv):
            found = argv[index + 1]
    return found


def require_enclave(argv: Sequence[str], environ: Mapping[str, str] = os.environ) -> Optional[Path]:
    """The enclave folder when security is enforced (``None`` when it is not), or ``EnclaveError``
    naming what is missing."""
    if environ.get("ROS_SECURITY_ENABLE", "") != "true" or environ.get("ROS_SECURITY_STRATEGY", "") != "Enforce":
        return None
    keystore = environ.get("ROS_SECURITY_KEYSTORE", "")
    if not keystore:
        raise EnclaveError("ROS_SECURITY_STRATEGY=Enforce but ROS_SECURITY_KEYSTORE is not set; create a keystore "
                           "with `worldlines-graph security create --keystore DIR` and export its path.")
    enclave = environ.get("ROS_SECURITY_ENCLAVE_OVERRIDE") or enclave_argument(argv) or "/"
    folder = Path(keystore) / "enclaves" / enclave.strip("/")
    missing = [name for name in ENCLAVE_FILES if not _readable(folder / name)]
    if missing:
        raise EnclaveError(f"security is enforced but enclave {enclave!r} at {folder} is incomplete: missing or "
                           f"empty {', '.join(missing)}; create it with `worldlines-graph security create "
                           f"--keystore {keystore} --enclave {enclave.strip('/') or '<name>'}`.")
    return folder


def _readable(path: Path) -> bool:
    try:
        return path.is_file() and path.stat().st_size > 0 and os.access(path, os.R_OK)
    except OSError:
        return False
