"""The observer gate: what of an event enters memory, and with which provenance.

Rules (decided at write time, per event):

* An event enters memory only if the robot perceived it: its id is among ``observers``. The one
  exception is the robot's own doing: an event whose ``actor`` is the robot, or a ``feedback``
  event from its controller, enters even with an empty observer list (the robot knows what it did).
* Events the robot did not perceive are **not stored at all**: the robot cannot know them, and
  keeping them (even hidden) would let later reasoning leak world truth into memory. They are
  only counted (``IngestReport.unobserved``).
* Deltas of a stored event become ``observed`` facts; deltas of ``feedback`` events (the
  outcome of the robot's own plan step as its controller reports it) become ``inferred`` facts.
* An utterance by someone other than the robot yields ``reported`` facts of what it asserts, with
  the speaker as reporter: the event's ``claims`` when the producer listed them, else the claims
  the language layer read in the words (``hearing``: an ``UtteranceReading``). Never ``observed``
  ones: hearing "the laptop is on the desk" is not seeing it. The robot's own utterances assert
  nothing new.
"""
from __future__ import annotations

from dataclasses import dataclass
from typing import Any, List, NamedTuple, Optional, Tuple

from obsmem_ros.core.hearing import claims_of
from obsmem_ros.core.records import Event, EventKind, FactSpec, Provenance


class FactDraft(NamedTuple):
    """A fact an event yields, before the State view gives it an id and a place in the trail.

    A named tuple, not a frozen dataclass: ingest builds one per fact of every stored event, and
    a frozen dataclass's ``__init__`` (one ``object.__setattr__`` per field) cost several times more."""

    spec: FactSpec
    provenance: Provenance
    reporter: str = ""


@dataclass(frozen=True)
class GateDecision:
    """Whether an event is stored, and the facts it yields."""

    stored: bool
    facts: Tuple[FactDraft, ...] = ()


def admits(event: Event, robot_id: str) -> bool:
    """Whether the event enters memory (see the module rules)."""
    return (robot_id in event.observers or event.actor == robot_id
            or (event.kind is EventKind.FEEDBACK and event.source in ("controller", "")))


def gate(event: Event, robot_id: str, reading: Optional[Any] = None) -> GateDecision:
    """Apply the observer gate to one validated event (``reading``: what the words of an
    utterance say, from ``hearing.Hearing``)."""
    if not admits(event, robot_id):
        return GateDecision(stored=False)
    return GateDecision(stored=True, facts=admitted_facts(event, robot_id, reading))


def admitted_facts(event: Event, robot_id: str, reading: Optional[Any] = None) -> Tuple[FactDraft, ...]:
    """The facts an event the gate admits yields (``gate`` without re-checking admission, for
    the write path, which has already split admitted from unobserved events)."""
    provenance = Provenance.INFERRED if event.kind is EventKind.FEEDBACK else Provenance.OBSERVED
    facts: List[FactDraft] = [FactDraft(spec, provenance) for spec in event.deltas]
    if event.kind is EventKind.UTTERANCE and event.actor and event.actor != robot_id:
        claims: Tuple[FactSpec, ...] = event.claims or (claims_of(reading) if reading is not None else ())
        facts += [FactDraft(spec, Provenance.REPORTED, reporter=event.actor) for spec in claims]
    return tuple(facts)
