"""The observer rule every memory system applies: only what the robot perceived may be remembered.

An event is perceived when the robot is among its observers (the simulator lists the robot for
everything in its room and for utterances addressed to it) or when the robot itself acted. An
utterance the robot heard is remembered as *said by its speaker*: its claims are reports, never
observations.
"""
from __future__ import annotations

from typing import Iterable, Iterator

from obsmem_ros import Event
from worldlines_sim_bridge.core.evaluation.records import ROBOT_ID


def robot_perceived(event: Event, robot_id: str = ROBOT_ID) -> bool:
    """True when the robot perceived the event."""
    return robot_id in event.observers or event.actor == robot_id


def perceived_events(events: Iterable[Event], robot_id: str = ROBOT_ID) -> Iterator[Event]:
    """The events of a stream that pass the observer rule, in stream order."""
    return (event for event in events if robot_perceived(event, robot_id))
