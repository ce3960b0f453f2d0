"""Start ROS 2 nodes as separate processes, with the same ``--ros-args`` the launch files use.

Children die with their parent (``PR_SET_PDEATHSIG`` on Linux), so a test or runner that is killed
never leaves nodes behind; :meth:`NodeProcess.stop` asks politely first (SIGINT, which every node's
``main`` turns into a clean exit), then SIGTERM, then SIGKILL.
"""
from __future__ import annotations

import ctypes
import importlib.util
import os
import shutil
import signal
import subprocess
import sys
import tempfile
import time
from dataclasses import replace
from pathlib import Path
from typing import Any

import yaml

from .config_paths import config_dir
from .errors import GraphError
from .spec import NodeSpec

_PR_SET_PDEATHSIG = 1


def _die_with_parent() -> None:  # pragma: no cover - runs in the child between fork and exec
    try:
        ctypes.CDLL("libc.so.6", use_errno=True).prctl(_PR_SET_PDEATHSIG, signal.SIGTERM)
    except OSError:
        pass


def resolve_executable(package: str, executable: str) -> Path:
    """Where a node's executable is: ``<prefix>/lib/<pkg>/<exe>`` (colcon) or the venv's ``bin``."""
    candidates = [
        Path(sys.prefix) / "lib" / package / executable,
        Path(sys.executable).parent / executable,
    ]
    found = shutil.which(executable)
    if found:
        candidates.append(Path(found))
    for path in candidates:
        if path.is_file() and os.access(path, os.X_OK):
            return path
    raise GraphError(
        f"Executable {executable!r} of package {package!r} not found (tried {', '.join(map(str, candidates))}); "
        "run `make setup` or source your ROS 2 workspace."
    )


def node_command(package: str, executable: str) -> list[str]:
    """The command that runs a node: its installed executable, else (a source checkout whose newest
    node's console script is not installed yet) its module ``<package>.nodes.<executable>`` run by
    this Python, the same ``main`` the console script calls."""
    try:
        return [str(resolve_executable(package, executable))]
    except GraphError:
        module = f"{package}.nodes.{executable}"
        try:
            found = importlib.util.find_spec(module) is not None
        except ModuleNotFoundError:
            found = False
        if not found:
            raise
        return [sys.executable, "-m", module]


def write_param_override(node_name: str, params: dict[str, Any], directory: Path) -> Path:
    """A parameter file that sets ``params`` on ``node_name``; later files override earlier ones."""
    path = directory / f"{node_name}.override.yaml"
    path.write_text(yaml.safe_dump({node_name: {"ros__parameters": params}}, sort_keys=True))
    return path


class NodeProcess:
    """One node running as a child process; a context manager that stops it on exit."""

    def __init__(
        self,
        package: str,
        executable: str,
        *,
        name: str,
        params: dict[str, Any] | None = None,
        params_files: tuple[str, ...] = (),
        remappings: tuple[tuple[str, str], ...] = (),
        env: dict[str, str] | None = None,
        log_dir: Path | None = None,
    ) -> None:
        self.spec = NodeSpec(name=name, package=package, executable=executable, params=params_files, remappings=remappings)
        self.params = dict(params or {})
        self.env = env
        self._tmp = tempfile.TemporaryDirectory(prefix=f"node-{name}-")
        self.log_path = (log_dir or Path(self._tmp.name)) / f"{name}.log"
        self.proc: subprocess.Popen[bytes] | None = None

    @classmethod
    def from_spec(cls, spec: NodeSpec, *, extra_params: tuple[str, ...] = (), **kwargs: Any) -> NodeProcess:
        """A process for a node of the graph description, with profile-specific parameter files."""
        proc = cls(spec.package, spec.executable, name=spec.name, **kwargs)
        proc.spec = replace(spec, params=(*spec.params, *extra_params))
        return proc

    def command(self) -> list[str]:
        overrides = (write_param_override(self.spec.name, self.params, Path(self._tmp.name)),) if self.params else ()
        return [*node_command(self.spec.package, self.spec.executable),
                *self.spec.ros_args(config_dir(), overrides=overrides)]

    def start(self) -> NodeProcess:
        if self.proc is not None:
            raise GraphError(f"Node {self.spec.name!r} was already started.")
        cmd = self.command()
        self.log_path.parent.mkdir(parents=True, exist_ok=True)
        log = open(self.log_path, "wb")  # noqa: SIM115 - owned by the child for its lifetime
        self.proc = subprocess.Popen(
            cmd, stdout=log, stderr=subprocess.STDOUT, env={**os.environ, **(self.env or {})},
            preexec_fn=_die_with_parent, start_new_session=True,
        )
        log.close()
        return self

    @property
    def pid(self) -> int:
        if self.proc is None:
            raise GraphError(f"Node {self.spec.name!r} is not running.")
        return self.proc.pid

    def alive(self) -> bool:
        return self.proc is not None and self.proc.poll() is None

    def output(self) -> str:
        """Everything the node has printed so far."""
        return self.log_path.read_text(errors="replace") if self.log_path.exists() else ""

    def stop(self, timeout: float = 10.0) -> int:
        """SIGINT, then SIGTERM, then SIGKILL; returns the exit code."""
        if self.proc is None:
            return 0
        for sig in (signal.SIGINT, signal.SIGTERM, signal.SIGKILL):
            if self.proc.poll() is not None:
                break
            self.proc.send_signal(sig)
            try:
                self.proc.wait(timeout=timeout)
            except subprocess.TimeoutExpired:
                continue
        return self.proc.wait()

    def __enter__(self) -> NodeProcess:
        return self.start()

    def __exit__(self, *exc: object) -> None:
        self.stop()
        self._tmp.cleanup()


class ProcessGraph:
    """Several nodes started in order and stopped in reverse order."""

    def __init__(self, nodes: list[NodeProcess]) -> None:
        self.nodes = nodes

    def start(self) -> ProcessGraph:
        for node in self.nodes:
            node.start()
        return self

    def stop(self) -> None:
        for node in reversed(self.nodes):
            node.__exit__(None, None, None)

    def dead(self) -> list[NodeProcess]:
        """Nodes that exited (a crash shows here, with its output)."""
        return [n for n in self.nodes if not n.alive()]

    def wait_alive(self, seconds: float) -> None:
        """Fail if a node exits within ``seconds`` of starting (bad parameters, import errors)."""
        deadline = time.monotonic() + seconds
        while time.monotonic() < deadline:
            dead = self.dead()
            if dead:
                node = dead[0]
                raise GraphError(f"Node {node.spec.name!r} exited with {node.proc.returncode}:\n{node.output()[-2000:]}")
            time.sleep(0.1)

    def __enter__(self) -> ProcessGraph:
        return self.start()

    def __exit__(self, *exc: object) -> None:
        self.stop()
