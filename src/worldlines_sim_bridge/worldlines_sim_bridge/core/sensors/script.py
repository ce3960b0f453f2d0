"""The sensor script: what the robot's camera and microphone go through, on a compressed clock.

A generated trace spreads a day's events over hours; a sensor bag of a few minutes keeps their order and
drops the idle gaps. The script walks the trace from its first event with a sensor clock that advances
only while the robot does something worth recording: each ``navigate`` of the robot starts a visit of
the new room (a ``Tour``, its walking and dwelling time), and each utterance the robot hears takes its
spoken length plus a pause. Every location change in the trace is applied to the layout at the sensor
time it is reached, so objects move between frames exactly as in the simulator's state. All stamps are
world time: the trace's first event time plus the sensor clock.
"""
from __future__ import annotations

from dataclasses import dataclass, field
from typing import Callable, Dict, List, Optional, Sequence, Tuple

import numpy as np

from obsmem_ros import Event

from ..sim.home import EntityKind, Home
from .camera_path import Tour, plan_tour
from .layout import Box, Layout
from .speech_audio import Speech, synthesise, voices_for

NS = 1_000_000_000
SPEECH_LEAD_NS = 300_000_000          # silence before an utterance starts
SPEECH_GAP_NS = 1_000_000_000         # pause after it before the next thing happens


@dataclass(frozen=True)
class Visit:
    room: str
    start_ns: int
    tour: Tour


@dataclass(frozen=True)
class Move:
    time_ns: int
    entity: str
    parent: str


@dataclass(frozen=True)
class Heard:
    """An utterance the robot heard: when its first voiced sample is, the trace event it came from."""

    start_ns: int
    event_id: str
    speech: Speech

    @property
    def end_ns(self) -> int:
        return self.start_ns + self.speech.duration_ns


@dataclass
class Script:
    """Everything the recorder needs, in sensor time."""

    start_ns: int
    end_ns: int
    visits: List[Visit] = field(default_factory=list)
    moves: List[Move] = field(default_factory=list)
    heard: List[Heard] = field(default_factory=list)
    # object -> [(from_ns, box or None while held, parent or holder)], one entry per sensor time it changed
    poses: Dict[str, List[Tuple[int, Optional[Box], str]]] = field(default_factory=dict)

    def visit_at(self, stamp_ns: int) -> Visit:
        current = self.visits[0]
        for visit in self.visits:
            if visit.start_ns > stamp_ns:
                break
            current = visit
        return current


def build_script(events: Sequence[Event], home: Home, seed: int, duration_s: float,
                 synth: Callable[[str, str], np.ndarray] = synthesise) -> Script:
    """The first ``duration_s`` seconds of sensor time of a trace (shorter if the trace runs out)."""
    if not events:
        raise ValueError("build_script: the trace has no events.")
    layout = Layout(home, seed)
    rng = np.random.default_rng(seed)
    start = events[0].time_ns
    end = start + int(duration_s * NS)
    voices = voices_for([p.id for p in home.people], home.robot_id)
    script = Script(start, end)
    _record_poses(script, layout, start)
    clock = start
    room = home.robot_start
    script.visits.append(Visit(room, clock, plan_tour(layout, room, rng)))
    clock += int(script.visits[-1].tour.duration_s * NS)
    for event in events:
        if clock >= end:
            break
        moved = False
        for delta in event.deltas:
            if delta.attribute == "location" and delta.entity in layout.placements:
                layout.move(delta.entity, delta.value)
                script.moves.append(Move(clock, delta.entity, delta.value))
                moved = True
        if moved:
            _record_poses(script, layout, clock)
        if event.verb == "navigate" and event.actor == home.robot_id and event.objects:
            visit = Visit(event.objects[0], clock, plan_tour(layout, event.objects[0], rng))
            script.visits.append(visit)
            clock += int(visit.tour.duration_s * NS)
        elif event.kind.value == "utterance" and event.utterance and home.robot_id in event.observers:
            voice = voices.get(event.actor, voices_for([event.actor], home.robot_id)[event.actor])
            speech = Speech(event.actor, event.utterance, voice, synth(event.utterance, voice))
            script.heard.append(Heard(clock + SPEECH_LEAD_NS, event.id, speech))
            clock += SPEECH_LEAD_NS + speech.duration_ns + SPEECH_GAP_NS
    script.end_ns = min(clock, end)
    script.heard = [h for h in script.heard if h.end_ns <= script.end_ns]
    return script


def _record_poses(script: Script, layout: Layout, at_ns: int) -> None:
    """Append each object's box where it differs from the last one recorded (replacing one at the same time)."""
    for entity in layout.things():
        if layout.home.entity(entity).kind is not EntityKind.OBJECT:
            continue
        entry = (at_ns, layout.box(entity), layout.parent_of(entity))
        history = script.poses.setdefault(entity, [])
        if history and history[-1][1:] == entry[1:]:
            continue
        if history and history[-1][0] == at_ns:
            history.pop()
        if history and history[-1][1:] == entry[1:]:
            continue
        history.append(entry)
