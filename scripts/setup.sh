#!/usr/bin/env bash
# One-command setup of the workspace: venv, pinned dependencies, ROS 2 wheel fix-up,
# interfaces built into the venv, the four Python packages installed editable.
# Idempotent: every step is skipped when its inputs have not changed (stamps in .venv/.stamps).
set -euo pipefail

ROOT="$(cd "$(dirname "${BASH_SOURCE[0]}")/.." && pwd)"
VENV="${VENV:-$ROOT/.venv}"
STAMPS="$VENV/.stamps"
PYTHON_BIN="${PYTHON:-python3.11}"
PACKAGES=(obsmem_ros memora_perception mimir_grounding worldlines_sim_bridge)

die() { echo "setup: error: $*" >&2; exit 1; }
say() { echo "setup: $*"; }
hash_of() { cat "$@" 2>/dev/null | sha256sum | cut -c1-16; }
stamp_ok() { [[ -f "$STAMPS/$1" && "$(cat "$STAMPS/$1")" == "$2" ]]; }
stamp_set() { mkdir -p "$STAMPS"; echo "$2" > "$STAMPS/$1"; }

has_libusb() { [[ "$(/sbin/ldconfig -p 2>/dev/null || ldconfig -p 2>/dev/null)" == *libusb-1.0.so.0* ]]; }

check_tools() {
  command -v "$PYTHON_BIN" >/dev/null 2>&1 \
    || die "Python 3.11 not found as '$PYTHON_BIN'. Install it (Debian: apt-get install python3.11 python3.11-venv python3.11-dev) or set PYTHON=/path/to/python3.11."
  local ver
  ver="$("$PYTHON_BIN" -c 'import sys; print("%d.%d" % sys.version_info[:2])')"
  [[ "$ver" == "3.11" ]] || die "'$PYTHON_BIN' is Python $ver; the ROS 2 Kilted wheels need Python 3.11 (set PYTHON=/path/to/python3.11)."
  "$PYTHON_BIN" -c 'import venv, ensurepip' 2>/dev/null \
    || die "Python 3.11 lacks venv/ensurepip (Debian: apt-get install python3.11-venv)."
  command -v cmake >/dev/null 2>&1 || die "cmake not found (Debian: apt-get install cmake); it builds obsmem_interfaces."
  command -v cc >/dev/null 2>&1 || command -v gcc >/dev/null 2>&1 \
    || die "no C compiler found (Debian: apt-get install build-essential); it builds obsmem_interfaces."
  command -v c++ >/dev/null 2>&1 || command -v g++ >/dev/null 2>&1 \
    || die "no C++ compiler found (Debian: apt-get install g++); it builds obsmem_interfaces."
  has_libusb || die "libusb-1.0 not found (Debian: apt-get install libusb-1.0-0); open3d, which perception's 3D step uses, loads it."
}

make_venv() {
  if [[ ! -x "$VENV/bin/python" ]]; then
    say "creating $VENV"
    "$PYTHON_BIN" -m venv "$VENV"
    "$VENV/bin/python" -m pip install --quiet --disable-pip-version-check --upgrade "pip==25.3" \
      > "$ROOT/build/pip-upgrade.log" 2>&1 || die "upgrading pip in the venv failed (log: build/pip-upgrade.log)"
  fi
}

install_deps() {
  local h; h="$(hash_of "$ROOT/requirements.lock" "$ROOT/constraints.txt")"
  stamp_ok deps "$h" && return
  say "installing pinned dependencies (requirements.lock, constraints.txt)"
  "$VENV/bin/python" -m pip install --quiet --disable-pip-version-check \
    -r "$ROOT/requirements.lock" -c "$ROOT/constraints.txt" > "$ROOT/build/pip-deps.log" 2>&1 \
    || { tail -30 "$ROOT/build/pip-deps.log" >&2; die "installing dependencies failed (log: build/pip-deps.log)"; }
  rm -f "$STAMPS/wheelfix"
  stamp_set deps "$h"
}

fix_wheel_includes() {
  # The wheels' *_rosidl_generator_pyExport.cmake name the wheel builder's include folders.
  local h; h="$(ls "$VENV"/share/*/cmake/*rosidl_generator_pyExport*.cmake 2>/dev/null | grep -v /obsmem_interfaces/ | sha256sum | cut -c1-16)"
  stamp_ok wheelfix "$h" && return
  say "pointing the ROS wheels' cmake exports at this Python's include folders"
  "$VENV/bin/python" "$ROOT/scripts/fix_wheel_includes.py" "$VENV"
  stamp_set wheelfix "$h"
}

build_interfaces() {
  local src="$ROOT/src/obsmem_interfaces"
  local h; h="$(find "$src" -type f \( -name '*.msg' -o -name '*.srv' -o -name '*.action' -o -name CMakeLists.txt -o -name package.xml \) -print0 | sort -z | xargs -0 cat | sha256sum | cut -c1-16)"
  stamp_ok interfaces "$h" && "$VENV/bin/python" -c 'import obsmem_interfaces.msg' 2>/dev/null && return
  say "building obsmem_interfaces into the venv"
  local build="$ROOT/build/obsmem_interfaces"
  rm -rf "$build"
  AMENT_PREFIX_PATH="$VENV" CMAKE_PREFIX_PATH="$VENV" PATH="$VENV/bin:$PATH" \
    cmake -S "$src" -B "$build" -DCMAKE_INSTALL_PREFIX="$VENV" \
      -DPython3_EXECUTABLE="$VENV/bin/python3" -DBUILD_TESTING=OFF -DCMAKE_BUILD_TYPE=Release \
      > "$ROOT/build/obsmem_interfaces.configure.log" 2>&1 \
    || { tail -30 "$ROOT/build/obsmem_interfaces.configure.log" >&2; die "configuring obsmem_interfaces failed (log: build/obsmem_interfaces.configure.log)"; }
  AMENT_PREFIX_PATH="$VENV" CMAKE_PREFIX_PATH="$VENV" PATH="$VENV/bin:$PATH" \
    cmake --build "$build" --parallel "$(nproc)" --target install > "$ROOT/build/obsmem_interfaces.build.log" 2>&1 \
    || { tail -30 "$ROOT/build/obsmem_interfaces.build.log" >&2; die "building obsmem_interfaces failed (log: build/obsmem_interfaces.build.log)"; }
  "$VENV/bin/python" -c 'import obsmem_interfaces.msg, obsmem_interfaces.srv, obsmem_interfaces.action' \
    || die "obsmem_interfaces built but does not import"
  stamp_set interfaces "$h"
}

install_packages() {
  local files=()
  for p in "${PACKAGES[@]}"; do files+=("$ROOT/src/$p/setup.py" "$ROOT/src/$p/package.xml" "$ROOT/src/$p/setup.cfg"); done
  local h; h="$(hash_of "${files[@]}")"
  stamp_ok packages "$h" && return
  say "installing ${PACKAGES[*]} (editable)"
  local args=()
  for p in "${PACKAGES[@]}"; do args+=(-e "$ROOT/src/$p"); done
  # Uninstall first: an executable that moved between packages would otherwise be deleted by the
  # old package's uninstall after the new package installed it.
  "$VENV/bin/python" -m pip uninstall --quiet --yes "${PACKAGES[@]}" > "$ROOT/build/pip-packages.log" 2>&1 || true
  "$VENV/bin/python" -m pip install --quiet --disable-pip-version-check --no-deps --no-build-isolation "${args[@]}" \
    >> "$ROOT/build/pip-packages.log" 2>&1 \
    || { tail -30 "$ROOT/build/pip-packages.log" >&2; die "installing the packages failed (log: build/pip-packages.log)"; }
  stamp_set packages "$h"
}

check_tools
mkdir -p "$ROOT/build"
make_venv
install_deps
fix_wheel_includes
build_interfaces
install_packages
say "ready ($VENV)"
