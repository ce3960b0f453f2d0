"""G1 adapter: primitives map onto unitree_sdk2py calls; the SDK boundary is a recording fake."""
from __future__ import annotations

import builtins

import pytest

from mimir_grounding.core.errors import ConfigError, ControllerError
from mimir_grounding.core.g1_adapter import (
    RELEASE_ARM, SHAKE_HAND, G1Config, G1Controller, SdkCall, connect_sdk, map_step, parse_route,
)
from mimir_grounding.core.plan import Action, PlanStep


class RecordingClient:
    """Stands in for one SDK client object only: records calls, returns the configured code."""

    def __init__(self, name: str, log: list, codes: dict | None = None) -> None:
        self.name, self.log, self.codes = name, log, codes or {}

    def __getattr__(self, method: str):
        def call(*args):
            self.log.append((self.name, method, args))
            return self.codes.get(method, 0)
        return call


class Clients:
    def __init__(self, log: list, codes: dict | None = None) -> None:
        self.loco = RecordingClient("loco", log, codes)
        self.arm = RecordingClient("arm", log, codes)
        self.audio = RecordingClient("audio", log, codes)


CONFIG = G1Config.from_strings(routes={"hallway->kitchen": "0.3,0,0,4; 0,0,0.5,2"}, skills={"pick": 40},
                               start_room="hallway")


def test_navigate_maps_to_route_velocity_segments_then_stop():
    calls = map_step(PlanStep(Action.NAVIGATE, "kitchen", grounded=True), "hallway", CONFIG)
    assert calls == [SdkCall("loco", "SetVelocity", (0.3, 0.0, 0.0, 4.0), 4.0),
                     SdkCall("loco", "SetVelocity", (0.0, 0.0, 0.5, 2.0), 2.0), SdkCall("loco", "StopMove", ())]


def test_hand_over_uses_reach_gesture_then_release_arm():
    step = PlanStep(Action.HAND_OVER, "mug_1", destination="alice", grounded=True, evidence_ids=("e1",))
    assert [c.args for c in map_step(step, "kitchen", CONFIG)] == [(SHAKE_HAND,), (RELEASE_ARM,)]


def test_say_and_ask_use_text_to_speech():
    calls = map_step(PlanStep(Action.ASK, "alice", value="Which mug do you mean?"), "kitchen", CONFIG)
    assert calls[0].client == "audio" and calls[0].method == "TtsMaker"
    assert calls[0].args == ("Which mug do you mean?", 0)


def test_explore_turns_in_place():
    calls = map_step(PlanStep(Action.EXPLORE, "kitchen"), "kitchen", CONFIG)
    assert calls[0].args == (0.0, 0.0, 0.6, 6.0) and calls[-1].method == "StopMove"


def test_controller_runs_calls_waits_and_tracks_room():
    log, waits = [], []
    g1 = G1Controller(CONFIG, Clients(log), sleep=waits.append, clock=lambda: 7)
    result = g1.execute(PlanStep(Action.NAVIGATE, "kitchen", grounded=True))
    assert result.ok and g1.robot_room() == "kitchen"
    assert [m for _, m, _ in log] == ["SetVelocity", "SetVelocity", "StopMove"]
    assert waits == [4.0, 2.0]
    assert result.deltas[0]["value"] == "kitchen"


def test_missing_skill_fails_step_naming_the_setting():
    g1 = G1Controller(CONFIG, Clients([]), sleep=lambda s: None)
    result = g1.execute(PlanStep(Action.OPEN, "fridge_1", grounded=True, evidence_ids=("e1",)))
    assert not result.ok and "g1_controller.skills.open" in result.message


def test_missing_route_fails_step_naming_the_route():
    g1 = G1Controller(CONFIG, Clients([]), sleep=lambda s: None)
    result = g1.execute(PlanStep(Action.NAVIGATE, "bedroom", grounded=True))
    assert not result.ok and "hallway->bedroom" in result.message and g1.robot_room() == "hallway"


def test_sdk_error_code_fails_the_step_and_stops_motion():
    log = []
    g1 = G1Controller(CONFIG, Clients(log, codes={"SetVelocity": 3104}), sleep=lambda s: None)
    result = g1.execute(PlanStep(Action.NAVIGATE, "kitchen", grounded=True))
    assert not result.ok and "3104" in result.message
    assert log[-1][1] == "StopMove"


def test_bad_routes_and_skills_are_rejected():
    with pytest.raises(ConfigError, match="four numbers"):
        parse_route("0.3,0,4")
    with pytest.raises(ConfigError, match="safe"):
        parse_route("3.0,0,0,1")
    with pytest.raises(ConfigError, match="known primitives"):
        G1Config(skills={"dance": 1})


def test_connect_without_sdk_gives_install_hint(monkeypatch):
    real_import = builtins.__import__

    def no_sdk(name, *args, **kwargs):
        if name.startswith("unitree_sdk2py"):
            raise ImportError(name)
        return real_import(name, *args, **kwargs)

    monkeypatch.setattr(builtins, "__import__", no_sdk)
    with pytest.raises(ControllerError, match="pip install unitree_sdk2py"):
        connect_sdk(CONFIG)
