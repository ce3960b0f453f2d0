"""Rewrite the ROS 2 wheels' cmake exports to this machine's Python and numpy include folders.

The wheels' ``share/*/cmake/*_rosidl_generator_pyExport.cmake`` files name the wheel builder's
folders (``/opt/python/cp311-cp311/...``); configuring a package that depends on them fails with
``includes non-existent path`` until they point at the local ones.
"""
from __future__ import annotations

import re
import sys
import sysconfig
from pathlib import Path

import numpy


def fix(prefix: Path) -> int:
    py_inc = sysconfig.get_paths()["include"]
    np_inc = numpy.get_include()
    pattern = re.compile(r'INTERFACE_INCLUDE_DIRECTORIES "[^"]*"')
    replacement = f'INTERFACE_INCLUDE_DIRECTORIES "{py_inc};{np_inc}"'
    changed = 0
    for path in prefix.glob("share/*/cmake/*rosidl_generator_pyExport*.cmake"):
        text = path.read_text()
        new = pattern.sub(lambda m: replacement if "python3" in m.group(0) else m.group(0), text)
        if new != text:
            path.write_text(new)
            changed += 1
    return changed


if __name__ == "__main__":
    n = fix(Path(sys.argv[1]))
    print(f"setup: rewrote include paths in {n} cmake export file(s)")
