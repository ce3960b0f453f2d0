"""What an episode yields to the scheduler: wait a while, or do one action now.

An episode is a generator: it yields ``Wait(seconds)`` or ``Do(action)``; after a ``Do`` the
scheduler sends back the ``Outcome`` (success, violations, event). Code between yields runs at the
simulated time of the step, so an episode always decides on the world as it is then.
"""
from __future__ import annotations

from dataclasses import dataclass
from typing import Generator, Optional, Union

from ..sim.records import Action, Outcome

# Seconds each verb takes (the actor's clock advances by this much after the action).
DURATION_S = {"navigate": 40, "enter": 15, "leave": 10, "pick": 6, "place": 6, "open": 4, "close": 4,
              "toggle": 3, "set": 8, "hand_over": 5, "say": 6, "observe": 2}


@dataclass(frozen=True)
class Wait:
    """Let simulated time pass for this actor."""

    seconds: int


@dataclass(frozen=True)
class Do:
    """Attempt one action now; ``duration`` overrides the verb's usual duration."""

    action: Action
    duration: Optional[int] = None

    @property
    def seconds(self) -> int:
        return self.duration if self.duration is not None else DURATION_S.get(self.action.verb, 5)


Step = Union[Wait, Do]
Episode = Generator[Step, Optional[Outcome], None]
