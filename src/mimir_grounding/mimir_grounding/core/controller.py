"""Controllers: what executes plan steps (a simulated manipulator, a Unitree G1), behind one Protocol."""
from __future__ import annotations

from dataclasses import dataclass, field
from enum import Enum
from typing import Any, Callable, Mapping, Protocol

from .errors import ConfigError
from .plan import PlanStep


class StepStatus(str, Enum):
    """A step's outcome (``ExecutePlan`` feedback ``step_status``)."""

    RUNNING = "running"
    DONE = "done"
    FAILED = "failed"


@dataclass(frozen=True)
class StepResult:
    """What executing one step did: status, the state deltas it caused, and what the robot then saw.

    ``action_event`` is the step as a trace event (docs/formats.md) with its deltas; ``observations``
    are observation events of what the robot perceives after the step (its room, what it holds).
    """

    status: StepStatus
    message: str
    deltas: tuple[Mapping[str, str], ...] = ()
    action_event: Mapping[str, Any] | None = None
    observations: tuple[Mapping[str, Any], ...] = ()
    violations: tuple[str, ...] = ()   # machine-readable codes of unmet preconditions
    time_ns: int = 0

    @property
    def ok(self) -> bool:
        return self.status is StepStatus.DONE


@dataclass(frozen=True)
class ControllerInfo:
    """Static facts a planner may take from the robot itself (not from memory)."""

    robot_id: str
    rooms: tuple[str, ...] = ()
    capabilities: tuple[str, ...] = field(default_factory=tuple)


class Controller(Protocol):
    """Executes plan steps one at a time."""

    @property
    def info(self) -> ControllerInfo:
        """The robot's id, the rooms of its map, and the actions it supports."""

    @property
    def now_ns(self) -> int:
        """The controller's clock (world time, int nanoseconds)."""

    def robot_room(self) -> str:
        """Where the robot is now (its localisation, not memory)."""

    def execute(self, step: PlanStep) -> StepResult:
        """Run one step; an unmet precondition is a failed result, never an exception."""

    def observe(self) -> tuple[Mapping[str, Any], ...]:
        """Observation events of what the robot perceives now."""


ControllerFactory = Callable[..., Controller]
CONTROLLERS: dict[str, ControllerFactory] = {}


def register_controller(name: str, factory: ControllerFactory) -> None:
    """Make ``factory`` buildable as ``name``; each controller module registers itself on import.

    This package registers ``g1`` (core) and ``remote`` (``nodes.remote_controller``, the
    ``ExecutePlan`` client); ``worldlines_sim_bridge`` registers ``sim``, the simulated manipulator.
    """
    CONTROLLERS[name] = factory


def known_controllers() -> list[str]:
    """The names ``make_controller`` can build now, sorted."""
    from . import g1_adapter  # noqa: F401 - registration side effect of the module

    return sorted(CONTROLLERS)


def make_controller(name: str, **kwargs: Any) -> Controller:
    """Build a registered controller; an unknown name raises listing the known ones."""
    known = known_controllers()
    if name not in known:
        raise ConfigError(f"controller field 'name' is {name!r}; known controllers: {', '.join(known)}")
    return CONTROLLERS[name](**kwargs)
