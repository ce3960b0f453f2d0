"""The ObsMem memory node: a thin ROS 2 adapter over ``obsmem_ros.core.memory.Memory``.

Subscribes to ``WorldEvent`` (simulator, bag replay, other stacks), controller feedback
(``WorldEvent`` of kind ``feedback``) and MEMORA ``SegmentRecord``; buffers them and writes
batches through the engine (one transaction per batch); serves ``Query``, ``GetState``,
``GetHistory``, the MEMORA tools, ``Consolidate``, ``MemoryStats`` and ``Forget`` (household
privacy: ``Memory.forget``; the response holds the audit id and counts, never content); publishes a
``BeliefStatus`` whenever a tracked fact's belief label changes. Malformed messages are
counted and logged, never stored, never fatal. Every setting is a ROS parameter
(``config/memory.yaml``); engine settings are the fields of ``EngineConfig``, the language
backend's (an OpenAI-compatible endpoint, or the offline rules) those of ``LLMSettings`` as
``llm.<field>`` (it reads heard utterances when ``llm.read_speech``); ``parser`` "llm" parses
questions through the ``llm.url`` / ``llm.model`` endpoint (offline language parser as fallback).
A ``Query`` naming views restricts the plan to them; an unknown view name is
answered with an error naming the known ones.
"""
from __future__ import annotations

import dataclasses
import json
import time
from pathlib import Path
from typing import Any, Dict, List, Tuple

from rcl_interfaces.msg import SetParametersResult
from rclpy.node import Node
from rclpy.parameter import Parameter

from obsmem_interfaces import msg, srv
from obsmem_ros.core.config import DEFAULT_MEAL_TIMES, EngineConfig
from obsmem_ros.core.hearing import reader_from_settings
from obsmem_ros.core.ingest_buffer import IngestBuffer, touched_entities
from obsmem_ros.core.memory import Memory
from obsmem_ros.core.query import LLMSettings, parse_views
from obsmem_ros.core.segments import segment_to_events
from obsmem_ros.core.memora_tools import object_history, preferences_of, routine_skills, search_activities, search_objects
from obsmem_ros.errors import InvalidEventError, ObsMemError
from obsmem_ros.nodes import convert
from obsmem_ros.nodes.qos import BELIEF_CHANGES, EVENT_STREAM
from obsmem_ros.nodes.spin import run_node

NODE_PARAMETERS: Dict[str, Any] = {
    "db_path": "results/memory/home.db",
    "default_k": 5,
    "event_topic": "worldlines/events",
    "segment_topic": "memora/segments",
    "feedback_topic": "controller/feedback",
    "belief_topic": "obsmem/belief_changes",
    "ingest_batch_size": 256,
    "ingest_flush_ms": 50,
}
_SCALARS = (bool, int, float, str)


def _engine_parameters() -> Dict[str, Any]:
    """Engine settings declared as parameters: every scalar field of ``EngineConfig``, and one
    ``meal_times.<name>`` string per named clock time ("after dinner")."""
    scalars = {f.name: f.default for f in dataclasses.fields(EngineConfig) if isinstance(f.default, _SCALARS)}
    meals = {f"meal_times.{name}": clock for name, clock in DEFAULT_MEAL_TIMES}
    return {**scalars, **meals}


def _llm_parameters() -> Dict[str, Any]:
    """The read path's language backend: one ``llm.<field>`` parameter per field of ``LLMSettings``."""
    return {f"llm.{f.name}": f.default for f in dataclasses.fields(LLMSettings)}


def _llm_settings(params: Dict[str, Any]) -> LLMSettings:
    return LLMSettings(**{f.name: params[f"llm.{f.name}"] for f in dataclasses.fields(LLMSettings)})


def _engine_config(params: Dict[str, Any]) -> EngineConfig:
    values = {k: params[k] for k in _engine_parameters() if not k.startswith("meal_times.")}
    values["meal_times"] = tuple((name, params[f"meal_times.{name}"]) for name, _ in DEFAULT_MEAL_TIMES)
    return EngineConfig.from_mapping(values)


class MemoryNode(Node):
    """Serves one home's memory over ROS 2."""

    def __init__(self) -> None:
        super().__init__("memory")
        params = {name: self.declare_parameter(name, default).value
                  for name, default in {**NODE_PARAMETERS, **_engine_parameters(), **_llm_parameters()}.items()}
        engine = _engine_config(params)
        llm = _llm_settings(params)
        db_path = Path(params["db_path"])
        db_path.parent.mkdir(parents=True, exist_ok=True)
        reader = reader_from_settings(llm, robot_id=engine.robot_id, timezone=engine.timezone,
                                      meal_clock=dict(engine.meal_clock))
        self.memory = Memory(str(db_path), config=engine, llm=llm.query_backend(), reader=reader,
                             parse_endpoint=llm.parse_endpoint() if engine.parser == "llm" else None)
        self.memory.warm_up(questions_in_background=True)  # speech models now, the question parser's beside serving
        self.default_k = int(params["default_k"])
        self.buffer = IngestBuffer(self.memory, batch_size=int(params["ingest_batch_size"]), log=self.get_logger())
        self.labels: Dict[Tuple[str, str], str] = {}
        self.belief_pub = self.create_publisher(msg.BeliefStatus, params["belief_topic"], BELIEF_CHANGES)
        self.create_subscription(msg.WorldEvent, params["event_topic"], self.on_event, EVENT_STREAM)
        self.create_subscription(msg.WorldEvent, params["feedback_topic"], self.on_event, EVENT_STREAM)
        self.create_subscription(msg.SegmentRecord, params["segment_topic"], self.on_segment, EVENT_STREAM)
        self.create_timer(int(params["ingest_flush_ms"]) / 1000.0, self.flush)
        self.add_on_set_parameters_callback(self.on_set_parameters)
        self._create_services()
        stats = self.memory.stats()
        self.get_logger().info(f"memory at {db_path}: {stats.events} events, {stats.facts} facts, "
                               f"{stats.entities} entities; robot id {engine.robot_id!r}; language backend "
                               f"{llm.backend!r}; question parser {engine.parser!r}")

    def _create_services(self) -> None:
        for srv_type, name, handler in (
            (srv.Query, "obsmem/query", self.on_query),
            (srv.GetState, "obsmem/get_state", self.on_get_state),
            (srv.GetHistory, "obsmem/get_history", self.on_get_history),
            (srv.SearchObjects, "obsmem/search_objects", self.on_search_objects),
            (srv.GetObjectHistory, "obsmem/get_object_history", self.on_get_object_history),
            (srv.GetRoutineSkill, "obsmem/get_routine_skill", self.on_get_routine_skill),
            (srv.GetPreferences, "obsmem/get_preferences", self.on_get_preferences),
            (srv.SearchActivities, "obsmem/search_activities", self.on_search_activities),
            (srv.Consolidate, "obsmem/consolidate", self.on_consolidate),
            (srv.MemoryStats, "obsmem/stats", self.on_stats),
            (srv.Forget, "obsmem/forget", self.on_forget),
        ):
            self.create_service(srv_type, name, handler)

    def on_set_parameters(self, changes: List[Parameter]) -> SetParametersResult:
        """Only ``default_k`` may change at run time; the store and engine settings are read at start."""
        for change in changes:
            if change.name != "default_k":
                return SetParametersResult(successful=False, reason=f"{change.name} is read at start-up; restart the node")
            if not isinstance(change.value, int) or change.value < 1:
                return SetParametersResult(successful=False, reason=f"default_k={change.value!r}: must be an integer >= 1")
        for change in changes:
            self.default_k = int(change.value)
        return SetParametersResult(successful=True)

    # --- write path -----------------------------------------------------------------------------
    def on_event(self, message: msg.WorldEvent) -> None:
        try:
            event = convert.world_event_to_event(message, self.memory.config)
        except (convert.ConversionError, InvalidEventError) as err:  # counted as received, then rejected
            self.buffer.arrived(message.id)
            self.buffer.reject(message.id, str(err))
        else:
            self.buffer.add(event, event_id=message.id)
        if self.buffer.full():
            self.flush()

    def on_segment(self, message: msg.SegmentRecord) -> None:
        events = segment_to_events(convert.segment_to_dict(message), robot_id=self.memory.robot_id)
        for event in events:
            self.buffer.add(event, event_id=event["id"], counted=False)
        self.buffer.segments += 1

    def flush(self) -> None:
        events = self.buffer.flush()
        if events:
            self._publish_belief_changes(touched_entities(self.memory, events))

    def _publish_belief_changes(self, entities: List[str]) -> None:
        for entity in entities:
            for belief in self.memory.beliefs(entity=entity):
                key = (belief.entity, belief.attribute)
                if self.labels.get(key) != belief.label.value:
                    self.labels[key] = belief.label.value
                    self.belief_pub.publish(convert.belief_to_msg(belief))

    # --- read path ------------------------------------------------------------------------------
    def _at(self, use_at: bool, stamp: Any) -> Any:
        return convert.time_to_ns(stamp) if use_at else None

    def on_query(self, request: srv.Query.Request, response: srv.Query.Response) -> srv.Query.Response:
        self.flush()
        start = time.perf_counter()
        try:
            answer = self.memory.ask(request.question, at_ns=self._at(request.use_at, request.at),
                                     k=int(request.k) or self.default_k, views=parse_views(list(request.views)))
        except ObsMemError as err:
            response.error = str(err)
            return response
        latency_ms = (time.perf_counter() - start) * 1000.0
        full = {**answer.to_json(), "evidence": [item.to_dict() for item in answer.evidence]}
        return convert.answer_json_to_response(full, response, latency_ms)

    def _entity_id(self, mention: str) -> str:
        ids = self.memory.resolve_entity(mention, limit=1)
        return ids[0] if ids else mention

    def on_get_state(self, request: srv.GetState.Request, response: srv.GetState.Response) -> srv.GetState.Response:
        self.flush()
        entity = self._entity_id(request.entity)
        at_ns = self._at(request.use_at, request.at)
        snapshots = ([self.memory.state(entity, request.attribute, at_ns=at_ns)] if request.attribute
                     else self.memory.states(entity, at_ns=at_ns))
        for snap in snapshots:
            layers = [snap.current] + ([snap.reported] if request.include_reported and snap.primary else [])
            for fact in (f for f in layers if f is not None):
                belief = self.memory.belief(fact.entity, fact.attribute, as_of_ns=at_ns)
                response.facts.append(convert.fact_to_msg(fact, belief))
        response.found = bool(response.facts)
        return response

    def on_get_history(self, request: srv.GetHistory.Request,
                       response: srv.GetHistory.Response) -> srv.GetHistory.Response:
        self.flush()
        facts = self.memory.history(self._entity_id(request.entity), request.attribute or None,
                                    since_ns=self._at(request.use_since, request.since),
                                    until_ns=self._at(request.use_until, request.until), limit=int(request.limit) or None)
        response.history = [convert.fact_to_msg(f) for f in facts]
        return response

    def on_search_objects(self, request: srv.SearchObjects.Request,
                          response: srv.SearchObjects.Response) -> srv.SearchObjects.Response:
        self.flush()
        hits = search_objects(self.memory, request.query, location=request.location, k=int(request.k) or 5)
        response.objects = [convert.entity_to_msg(e, self.memory.belief(e.id, "location")) for e, _ in hits]
        return response

    def on_get_object_history(self, request: srv.GetObjectHistory.Request,
                              response: srv.GetObjectHistory.Response) -> srv.GetObjectHistory.Response:
        self.flush()
        try:
            found = object_history(self.memory, request.object, limit=int(request.limit))
        except ObsMemError as err:
            response.error = str(err)
            return response
        response.found = True
        response.object = convert.entity_to_msg(found.entity, self.memory.belief(found.entity.id, "location"))
        response.locations = [convert.fact_to_msg(f) for f in found.locations]
        response.interactions = [convert.event_to_evidence(e) for e in found.interactions]
        return response

    def on_get_routine_skill(self, request: srv.GetRoutineSkill.Request,
                             response: srv.GetRoutineSkill.Response) -> srv.GetRoutineSkill.Response:
        routines = routine_skills(self.memory, request.goal, person=request.person, k=int(request.k) or 3)
        response.routines = [convert.routine_to_msg(r) for r in routines]
        response.found = bool(routines)
        return response

    def on_get_preferences(self, request: srv.GetPreferences.Request,
                           response: srv.GetPreferences.Response) -> srv.GetPreferences.Response:
        found = preferences_of(self.memory, person=request.person, topic=request.topic, k=int(request.k) or 10)
        response.preferences = [convert.preference_to_msg(p) for p in found]
        return response

    def on_search_activities(self, request: srv.SearchActivities.Request,
                             response: srv.SearchActivities.Response) -> srv.SearchActivities.Response:
        self.flush()
        found = search_activities(self.memory, self.memory.query_engine.text_index, request.query,
                                  since_ns=self._at(request.use_since, request.since),
                                  until_ns=self._at(request.use_until, request.until), k=int(request.k) or 5)
        response.activities = [convert.activity_to_evidence(a) for a in found]
        return response

    def on_consolidate(self, request: srv.Consolidate.Request,
                       response: srv.Consolidate.Response) -> srv.Consolidate.Response:
        self.flush()
        try:
            counts = self.memory.consolidate()
        except ObsMemError as err:
            response.error = str(err)
            return response
        response.routines, response.preferences = counts["routines"], counts["preferences"]
        response.habits, response.episodes = counts["habits"], counts["episodes"]
        return response

    def on_stats(self, request: srv.MemoryStats.Request, response: srv.MemoryStats.Response) -> srv.MemoryStats.Response:
        self.flush()
        counts = self.buffer.counts()
        for name, value in counts.items():
            setattr(response, name, value)
        response.stored_events = self.memory.event_count()
        response.db_path = str(self.memory.store.location)
        return response

    def on_forget(self, request: srv.Forget.Request, response: srv.Forget.Response) -> srv.Forget.Response:
        """Forget what the request selects (buffered events first, so none escapes); the response
        carries the audit id and the counts, never the content."""
        self.flush()
        window = (convert.time_to_ns(request.window_start), convert.time_to_ns(request.window_end)) \
            if request.use_window else None
        try:
            report = self.memory.forget(person=request.person, entity=request.entity, between=window,
                                        requested_by=request.requested_by)
        except ObsMemError as err:
            response.error = str(err)
            return response
        self.labels.clear()  # belief labels of forgotten facts must not linger
        response.success, response.audit_id = True, report.audit_id
        response.events_removed = report.events_removed
        response.removed_json = json.dumps(report.removed, sort_keys=True)
        self.get_logger().info(f"forget {report.audit_id} requested by {request.requested_by!r}: "
                               f"{report.events_removed} events removed")
        return response

    def destroy_node(self) -> None:
        if getattr(self, "buffer", None) is not None:  # a node whose __init__ failed holds no store
            self.flush()
            self.memory.close()
            self.buffer = None
        super().destroy_node()


def main(args: Any = None) -> None:
    run_node(MemoryNode, args, errors=(ObsMemError,))


if __name__ == "__main__":
    main()
