"""The simulated manipulator is one of Mimir's registered controllers, chosen by name like the others."""
from __future__ import annotations

import pytest
from mimir_grounding.core import ConfigError, make_controller

from worldlines_sim_bridge.core.planning import SimController
from worldlines_sim_bridge.core.sim.home import Home
from worldlines_sim_bridge.core.sim.world import SimWorld


def test_controller_registry_lists_known_names():
    pytest.importorskip("rclpy")
    import mimir_grounding.nodes  # noqa: F401 - registers "remote" (the ExecutePlan client)

    with pytest.raises(ConfigError, match="known controllers: g1, remote, sim"):
        make_controller("turtlebot")


def test_sim_controller_is_built_through_the_registry():
    world = SimWorld.from_home(Home.load("maple_house"))
    controller = make_controller("sim", world=world, start_ns=world.now_ns, id_prefix="t")
    assert isinstance(controller, SimController) and controller.robot_room() == world.get(world.robot_id, "location")
