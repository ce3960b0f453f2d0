"""Load and validate ``config/graph.yaml`` and build each node's ``--ros-args``."""
from __future__ import annotations

from dataclasses import dataclass, field
from pathlib import Path
from typing import Any

import yaml

from .config_paths import config_dir
from .errors import GraphError


@dataclass(frozen=True)
class ServiceSpec:
    """A service a node serves, which the runner waits for."""

    name: str
    type: str


@dataclass(frozen=True)
class NodeSpec:
    """One node of the graph: which executable, under which name, with which parameters."""

    name: str
    package: str
    executable: str
    description: str = ""
    params: tuple[str, ...] = ()
    remappings: tuple[tuple[str, str], ...] = ()
    services: tuple[ServiceSpec, ...] = ()

    def ros_args(self, config: Path, *, extra_params: tuple[str, ...] = (), overrides: tuple[Path, ...] = ()) -> list[str]:
        """The ``--ros-args`` both the launch files and the local runner pass to this node, with its
        SROS2 enclave (``/<name>``, see ``config/security.yaml``)."""
        args = ["--ros-args", "-r", f"__node:={self.name}"]
        for name in (*self.params, *extra_params):
            args += ["--params-file", str(config / name)]
        for path in overrides:
            args += ["--params-file", str(path)]
        for src, dst in self.remappings:
            args += ["-r", f"{src}:={dst}"]
        return args + ["--enclave", f"/{self.name}"]  # used only when ROS_SECURITY_ENABLE=true


@dataclass(frozen=True)
class Profile:
    """A named selection of nodes (``sim``, ``g1``, ...) with profile-specific parameter files."""

    name: str
    nodes: tuple[str, ...]
    description: str = ""
    params: dict[str, tuple[str, ...]] = field(default_factory=dict)


@dataclass(frozen=True)
class GraphSpec:
    """The whole graph description."""

    nodes: dict[str, NodeSpec]
    profiles: dict[str, Profile]
    config: Path

    def profile(self, name: str) -> Profile:
        if name not in self.profiles:
            raise GraphError(f"Unknown profile {name!r}; known profiles: {', '.join(sorted(self.profiles))}.")
        return self.profiles[name]

    def node(self, name: str) -> NodeSpec:
        if name not in self.nodes:
            raise GraphError(f"Unknown node {name!r}; known nodes: {', '.join(sorted(self.nodes))}.")
        return self.nodes[name]

    def profile_nodes(self, name: str) -> list[tuple[NodeSpec, tuple[str, ...]]]:
        """The profile's nodes in start order, each with its profile-specific parameter files."""
        profile = self.profile(name)
        return [(self.node(n), profile.params.get(n, ())) for n in profile.nodes]


def _require(mapping: dict[str, Any], key: str, where: str, kind: type) -> Any:
    if key not in mapping:
        raise GraphError(f"{where}: missing field {key!r}.")
    value = mapping[key]
    if not isinstance(value, kind):
        raise GraphError(f"{where}: field {key!r} must be a {kind.__name__}, got {type(value).__name__}.")
    return value


def _node(name: str, raw: dict[str, Any], config: Path) -> NodeSpec:
    where = f"graph.yaml nodes.{name}"
    params = tuple(raw.get("params", []))
    for file in params:
        if not (config / file).is_file():
            raise GraphError(f"{where}: parameter file {file!r} does not exist in {config}.")
    services = tuple(
        ServiceSpec(_require(s, "name", f"{where}.services", str), _require(s, "type", f"{where}.services", str))
        for s in raw.get("services", [])
    )
    remaps = tuple((str(k), str(v)) for k, v in (raw.get("remappings") or {}).items())
    return NodeSpec(
        name=name,
        package=_require(raw, "package", where, str),
        executable=_require(raw, "executable", where, str),
        description=str(raw.get("description", "")),
        params=params,
        remappings=remaps,
        services=services,
    )


def _profile(name: str, raw: dict[str, Any], nodes: dict[str, NodeSpec], config: Path) -> Profile:
    where = f"graph.yaml profiles.{name}"
    members = tuple(_require(raw, "nodes", where, list))
    for member in members:
        if member not in nodes:
            raise GraphError(f"{where}: node {member!r} is not described under nodes.")
    params = {k: tuple(v) for k, v in (raw.get("params") or {}).items()}
    for node, files in params.items():
        if node not in members:
            raise GraphError(f"{where}.params: node {node!r} is not in the profile.")
        for file in files:
            if not (config / file).is_file():
                raise GraphError(f"{where}.params: parameter file {file!r} does not exist in {config}.")
    return Profile(name=name, nodes=members, description=str(raw.get("description", "")), params=params)


def load_graph(path: Path | None = None) -> GraphSpec:
    """Read and validate the graph description (default: ``graph.yaml`` of :func:`config_dir`)."""
    path = path or config_dir() / "graph.yaml"
    try:
        raw = yaml.safe_load(path.read_text())
    except (OSError, yaml.YAMLError) as err:
        raise GraphError(f"Could not read the graph description at {path}: {err}.") from err
    if not isinstance(raw, dict):
        raise GraphError(f"{path}: expected a mapping with 'nodes' and 'profiles'.")
    config = path.parent
    nodes = {n: _node(n, r, config) for n, r in _require(raw, "nodes", str(path), dict).items()}
    profiles = {p: _profile(p, r, nodes, config) for p, r in _require(raw, "profiles", str(path), dict).items()}
    return GraphSpec(nodes=nodes, profiles=profiles, config=config)
