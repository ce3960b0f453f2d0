"""`make setup` is idempotent: with nothing changed, a second run performs no step."""
from __future__ import annotations

import os
import shutil
import subprocess
import sys
from pathlib import Path

ROOT = Path(__file__).resolve().parents[1]


def test_setup_twice_does_nothing_the_second_time():
    first = subprocess.run(["bash", "scripts/setup.sh"], cwd=ROOT, capture_output=True, text=True, timeout=1800)
    assert first.returncode == 0, first.stderr[-3000:]
    second = subprocess.run(["bash", "scripts/setup.sh"], cwd=ROOT, capture_output=True, text=True, timeout=600)
    assert second.returncode == 0, second.stderr[-3000:]
    assert second.stdout.strip().splitlines() == [f"setup: ready ({ROOT / '.venv'})"]


def test_setup_without_python311_fails_with_a_clear_message():
    out = subprocess.run(["bash", "scripts/setup.sh"], cwd=ROOT, capture_output=True, text=True, timeout=60,
                         env={"PATH": "/usr/bin:/bin", "PYTHON": "python3.11-missing", "HOME": "/tmp"})
    assert out.returncode != 0
    assert "setup: error: Python 3.11 not found" in out.stderr
    assert "Traceback" not in out.stderr


def test_setup_without_cmake_fails_with_a_clear_message(tmp_path):
    # A PATH holding python3.11 and the shell tools, but no cmake.
    (tmp_path / "python3.11").symlink_to(os.path.realpath(sys.executable))
    for tool in ("bash", "cat", "sha256sum", "cut", "dirname", "mkdir"):
        found = shutil.which(tool)
        if found:
            (tmp_path / tool).symlink_to(found)
    out = subprocess.run(["bash", "scripts/setup.sh"], cwd=ROOT, capture_output=True, text=True, timeout=60,
                         env={"PATH": str(tmp_path), "HOME": "/tmp"})
    assert out.returncode != 0
    assert "cmake not found" in out.stderr
