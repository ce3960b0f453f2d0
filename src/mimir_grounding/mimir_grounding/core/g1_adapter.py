"""Unitree G1 adapter: plan primitives -> calls of the G1's high-level SDK (``unitree_sdk2py``).

The G1's SDK offers locomotion (``LocoClient.SetVelocity(vx, vy, omega, duration)``), arm
motions (``G1ArmActionClient.ExecuteAction(id)``: built-in gestures and motions taught on the
robot) and speech (``AudioClient.TtsMaker(text, speaker_id)``). It has no "go to the kitchen" or
"pick the mug": this adapter maps them through configuration. ``routes`` are velocity segments
between rooms of the home (measured on site); ``skills`` name the arm-action id that performs a
primitive (taught with Unitree's teach mode; ``hand_over`` defaults to the built-in "shake hand"
reach, followed by "release arm"). A primitive with no route or skill fails the step with a reason
naming the missing setting: the adapter never pretends.

``map_step`` is pure (unit-tested); ``G1Controller`` runs its calls on the SDK clients. The
hardware path (``connect_sdk``) needs the robot on the network and ``pip install unitree_sdk2py``
(with cyclonedds 0.10.x); it is documented, not exercised, here.
"""
from __future__ import annotations

import time
from dataclasses import dataclass, field
from typing import Any, Callable, Mapping, Protocol

from .controller import ControllerInfo, StepResult, StepStatus, register_controller
from .errors import ConfigError, ControllerError
from .plan import Action, PlanStep

RELEASE_ARM = 99          # G1ArmActionClient action_map["release arm"]
SHAKE_HAND = 27           # action_map["shake hand"]: the right arm reaches forward
SDK_HINT = ("unitree_sdk2py is not installed: `pip install unitree_sdk2py` (or install "
            "github.com/unitreerobotics/unitree_sdk2_python with cyclonedds==0.10.2); the G1 controller "
            "also needs the robot on the network interface named by g1_controller.network_interface")


@dataclass(frozen=True)
class Velocity:
    """One locomotion segment: body velocities (m/s, m/s, rad/s) held for ``duration`` seconds."""

    vx: float
    vy: float
    omega: float
    duration: float

    def __post_init__(self) -> None:
        if not 0.0 < self.duration <= 60.0:
            raise ConfigError(f"route segment field 'duration' is {self.duration}; it must lie in (0, 60] s")
        if abs(self.vx) > 1.0 or abs(self.vy) > 0.6 or abs(self.omega) > 1.5:
            raise ConfigError(f"route segment ({self.vx}, {self.vy}, {self.omega}) exceeds the G1's safe "
                              "limits (|vx|<=1.0, |vy|<=0.6, |omega|<=1.5)")


def parse_route(text: str) -> tuple[Velocity, ...]:
    """'0.3,0,0,4; 0,0,0.5,3' -> segments (vx, vy, omega, duration)."""
    segments = []
    for part in filter(None, (p.strip() for p in text.split(";"))):
        values = [v.strip() for v in part.split(",")]
        try:
            vx, vy, omega, duration = (float(v) for v in values)
        except ValueError as err:
            raise ConfigError(f"route segment {part!r} must be four numbers 'vx,vy,omega,duration'") from err
        segments.append(Velocity(vx, vy, omega, duration))
    if not segments:
        raise ConfigError(f"route {text!r} has no segments")
    return tuple(segments)


@dataclass(frozen=True)
class G1Config:
    """G1 controller settings (node parameters of the same names)."""

    robot_id: str = "g1"
    network_interface: str = "eth0"
    timeout_s: float = 10.0
    start_room: str = ""
    speaker_id: int = 0
    look_around_s: float = 6.0                 # explore: turn in place this long while perception looks
    routes: Mapping[str, tuple[Velocity, ...]] = field(default_factory=dict)  # "from->to" -> segments
    skills: Mapping[str, int] = field(default_factory=lambda: {"hand_over": SHAKE_HAND})

    def __post_init__(self) -> None:
        if self.timeout_s <= 0:
            raise ConfigError(f"g1 field 'timeout_s' is {self.timeout_s}; it must be positive")
        for key in self.routes:
            if "->" not in key:
                raise ConfigError(f"g1 field 'routes' key {key!r} must read 'from_room->to_room'")
        known = {a.value for a in Action}
        for name in self.skills:
            if name not in known:
                raise ConfigError(f"g1 field 'skills' names {name!r}; known primitives: {', '.join(sorted(known))}")

    @classmethod
    def from_strings(cls, *, routes: Mapping[str, str] = (), skills: Mapping[str, int] = (), **kwargs: Any) -> "G1Config":
        """Build from flat parameter values (routes as 'vx,vy,omega,duration; ...' strings)."""
        parsed = {k: parse_route(v) for k, v in dict(routes).items()}
        merged = {"hand_over": SHAKE_HAND, **{k: int(v) for k, v in dict(skills).items()}}
        return cls(routes=parsed, skills=merged, **kwargs)


@dataclass(frozen=True)
class SdkCall:
    """One call on an SDK client: which client, which method, its arguments, how long it runs."""

    client: str       # loco | arm | audio
    method: str
    args: tuple[Any, ...]
    wait_s: float = 0.0


class NoMapping(ControllerError):
    """A primitive has no route or skill configured for this robot."""


def _route(config: G1Config, here: str, there: str) -> list[SdkCall]:
    segments = config.routes.get(f"{here}->{there}")
    if segments is None:
        raise NoMapping(f"no route from {here or 'an unknown place'} to {there}: set "
                        f"g1_controller.routes['{here}->{there}'] to 'vx,vy,omega,duration; ...'")
    calls = [SdkCall("loco", "SetVelocity", (s.vx, s.vy, s.omega, s.duration), s.duration) for s in segments]
    return calls + [SdkCall("loco", "StopMove", ())]


def _skill(config: G1Config, step: PlanStep) -> list[SdkCall]:
    action_id = config.skills.get(step.action.value)
    if action_id is None:
        raise NoMapping(f"the G1 has no skill for {step.action.value}: teach one on the robot and set "
                        f"g1_controller.skills.{step.action.value} to its arm-action id")
    return [SdkCall("arm", "ExecuteAction", (action_id,), 3.0), SdkCall("arm", "ExecuteAction", (RELEASE_ARM,), 1.0)]


def map_step(step: PlanStep, room: str, config: G1Config) -> list[SdkCall]:
    """The SDK calls that perform one plan step on a G1 standing in ``room``."""
    if step.action is Action.NAVIGATE:
        return [] if step.target == room else _route(config, room, step.target)
    if step.action in (Action.SAY, Action.ASK):
        return [SdkCall("audio", "TtsMaker", (step.value, config.speaker_id), 0.2 * len(step.value.split()))]
    if step.action is Action.EXPLORE:
        return [SdkCall("loco", "SetVelocity", (0.0, 0.0, 0.6, config.look_around_s), config.look_around_s),
                SdkCall("loco", "StopMove", ())]
    return _skill(config, step)


class G1Clients(Protocol):
    """The SDK client boundary: the three unitree_sdk2py clients the adapter drives."""

    loco: Any
    arm: Any
    audio: Any


@dataclass
class SdkClients:
    loco: Any
    arm: Any
    audio: Any


def connect_sdk(config: G1Config) -> SdkClients:
    """Open the G1's SDK clients on the robot's network (needs the robot and ``unitree_sdk2py``)."""
    try:
        from unitree_sdk2py.core.channel import ChannelFactoryInitialize
        from unitree_sdk2py.g1.arm.g1_arm_action_client import G1ArmActionClient
        from unitree_sdk2py.g1.audio.g1_audio_client import AudioClient
        from unitree_sdk2py.g1.loco.g1_loco_client import LocoClient
    except ImportError as err:
        raise ControllerError(SDK_HINT) from err
    ChannelFactoryInitialize(0, config.network_interface)
    clients = SdkClients(LocoClient(), G1ArmActionClient(), AudioClient())
    for client in (clients.loco, clients.arm, clients.audio):
        client.SetTimeout(config.timeout_s)
        client.Init()
    return clients


class G1Controller:
    """Executes plan steps on a G1 through its SDK clients; tracks its room by completed routes."""

    def __init__(self, config: G1Config, clients: G1Clients, *, sleep: Callable[[float], None] = time.sleep,
                 clock: Callable[[], int] = time.time_ns) -> None:
        self.config, self.clients, self._sleep, self._clock = config, clients, sleep, clock
        self.room = config.start_room

    @property
    def info(self) -> ControllerInfo:
        rooms = sorted({r for key in self.config.routes for r in key.split("->")})
        return ControllerInfo(self.config.robot_id, tuple(rooms),
                              tuple(sorted({"navigate", "say", "ask", "explore", *self.config.skills})))

    @property
    def now_ns(self) -> int:
        return self._clock()

    def robot_room(self) -> str:
        return self.room

    def observe(self) -> tuple[Mapping[str, Any], ...]:
        """The G1 perceives through the perception node (SegmentRecord -> memory), not through this adapter."""
        return ()

    def execute(self, step: PlanStep) -> StepResult:
        try:
            calls = map_step(step, self.room, self.config)
        except NoMapping as err:
            return StepResult(StepStatus.FAILED, str(err), violations=("no_mapping",), time_ns=self.now_ns)
        for call in calls:
            code = getattr(getattr(self.clients, call.client), call.method)(*call.args)
            if code not in (None, 0):
                self._stop()
                return StepResult(StepStatus.FAILED, f"{call.client}.{call.method}{call.args} returned SDK code {code}",
                                  violations=("sdk_error",), time_ns=self.now_ns)
            if call.wait_s:
                self._sleep(call.wait_s)
        deltas: tuple[Mapping[str, str], ...] = ()
        if step.action is Action.NAVIGATE:
            self.room = step.target
            deltas = ({"entity": self.config.robot_id, "attribute": "location", "value": step.target,
                       "value_type": "entity"},)
        return StepResult(StepStatus.DONE, f"G1 did {step.describe()} ({len(calls)} SDK calls)", deltas=deltas,
                          time_ns=self.now_ns)

    def _stop(self) -> None:
        self.clients.loco.StopMove()


def _make_g1(config: G1Config | None = None, clients: G1Clients | None = None, **kwargs: Any) -> G1Controller:
    config = config or G1Config()
    return G1Controller(config, clients if clients is not None else connect_sdk(config), **kwargs)


register_controller("g1", _make_g1)
