"""Consolidated knowledge in the store: runs the miners of ``views.knowledge`` and keeps their output.

``consolidate`` turns every stored ``action`` event into a miner ``Action`` (verb, objects,
time, session, actor, location, event id, and the producer's activity label as the task:
``extras["task"]``, else ``extras["activity"]``: what a perception stack's activity recognition
or the simulator reports, e.g. ``make_tea``), runs routines / preferences / habits mining, and replaces the
stored knowledge in one transaction. Knowledge augments retrieval; events and state trails stay.

Preferences and routines people *state* ("on weekends I want the coffee ready at 08:30", "I always
take the blue mug") are written at ingest by ``state`` (provenance ``reported``, the utterance as
evidence) and kept across consolidations; ``preferences`` returns them beside the mined ones.
"""
from __future__ import annotations

import json
from typing import Any, Dict, List, Optional

from obsmem_ros.core.letters import unaccented
from obsmem_ros.core.store import KnowledgeRows, StoreDriver
from obsmem_ros.core.views.event_view import EventView
from obsmem_ros.core.views.knowledge import (Action, Habit, KnowledgeBase, KnowledgeConfig, KnowledgeError,
                                             Preference, RoutineSkill, consolidate, find_habits, find_preferences,
                                             find_routines)

ROUTINE, PREFERENCE, HABIT, STATED = "routine", "preference", "habit", "stated_preference"


class KnowledgeView:
    """Mine and persist routines, preferences and habits."""

    def __init__(self, store: StoreDriver, *, robot_id: str, config: KnowledgeConfig = KnowledgeConfig()) -> None:
        self.rows = KnowledgeRows(store)
        self._events = EventView(store)
        self.robot_id = robot_id
        self.config = config

    def actions(self) -> List[Action]:
        """Stored action events of people (and the robot), as miner inputs, in time order."""
        found: List[Action] = []
        for event in self._events.actions():
            try:
                found.append(Action(verb=event.verb, objects=tuple(event.objects), time_ns=event.time_ns,
                                    session_id=event.session_id, actor=event.actor, location=event.location,
                                    id=event.id, task=str(event.extras.get("task") or event.extras.get("activity") or "")))
            except KnowledgeError:
                continue  # an action the miners cannot use (e.g. blank verb after cleaning) teaches nothing
        return found

    def consolidate(self) -> KnowledgeBase:
        """Mine everything stored and replace the persisted knowledge; returns what was mined."""
        base = consolidate(self.actions(), self.config)
        rows = ([(ROUTINE, r.id, r.actor, r.goal, float(r.count), json.dumps(r.to_dict())) for r in base.routines]
                + [(PREFERENCE, p.id, p.actor, p.topic, float(p.confidence), json.dumps(p.to_dict()))
                   for p in base.preferences]
                + [(HABIT, h.id, h.actor, h.trigger, float(h.count), json.dumps(h.to_dict())) for h in base.habits])
        self.rows.replace_kinds((ROUTINE, PREFERENCE, HABIT), rows)
        return base

    def state(self, stated: Any, event_id: str, time_ns: int) -> None:
        """Keep preferences and routines a person stated (``language.StatedPreference``s; caller's
        transaction). A later statement on the same topic and condition replaces the earlier one."""
        rows = []
        for p in stated:
            key = "_".join(w for w in f"{p.topic} {p.condition}".lower().split() if w.isalnum()) or "any"
            person = unaccented(p.person)   # someone not known yet, by their name as ids are written ("Inés": ines)
            preference = Preference(
                id=f"{person}/stated/{p.kind}/{key}", actor=person, kind=f"stated_{p.kind}", topic=p.topic,
                value=p.value, statement=p.statement + (f" ({p.condition})" if p.condition and p.condition.lower()
                                                        not in p.statement.lower() else ""),
                confidence=1.0, support=1, total=1, evidence_ids=(event_id,), provenance="reported")
            rows.append((STATED, preference.id, person, p.topic, float(time_ns), json.dumps(preference.to_dict())))
        self.rows.add(rows)

    def _rows(self, kind: str, person: Optional[str]) -> List[Dict]:
        return [json.loads(body) for body in self.rows.bodies(kind, person)]

    def routines(self, *, person: Optional[str], goal: Optional[str]) -> List[RoutineSkill]:

        found = [RoutineSkill.from_dict(d) for d in self._rows(ROUTINE, person)]
        return [r for r, _ in find_routines(found, goal, k=len(found))] if goal else found

    def preferences(self, *, person: Optional[str], topic: Optional[str]) -> List[Preference]:

        found = [Preference.from_dict(d) for d in self._rows(STATED, person) + self._rows(PREFERENCE, person)]
        return [p for p, _ in find_preferences(found, topic, k=len(found))] if topic else found

    def habits(self, *, person: Optional[str], trigger: Optional[str]) -> List[Habit]:

        found = [Habit.from_dict(d) for d in self._rows(HABIT, person)]
        return [h for h, _ in find_habits(found, trigger, k=len(found))] if trigger else found

    def counts(self) -> Dict[str, int]:
        counts = {ROUTINE: 0, PREFERENCE: 0, HABIT: 0, STATED: 0}
        counts.update(self.rows.counts())
        return counts

