"""ROS-free core of obsmem_ros: plain Python; never imports rclpy or generated message modules.

The engine's entry points, re-exported here: ``Memory`` (one home's memory: write path and
every read view; implements ``MemoryReader``), ``EngineConfig``, the typed records,
``ingest_trace`` (trace files with per-line rejection), ``event_from_json`` (the JSON edge: one
trace-form record validated into an ``Event``) and ``validate_event`` (the same rules for an
``Event`` built in code from untrusted data). Subpackages: ``store`` (drivers and migrations),
``query`` (read path), ``views`` (the seven views and their helpers).

Also the face other packages use: the ISO 8601 <-> nanosecond conversion (``format_iso``,
``parse_iso_ns``), forgetting's records (``ForgetRequest``, ``ForgetReport``, ``ForgetAudit``;
``Memory.forget`` does the work), segment records as events (``segment_to_events``), the Task view's records
(``TaskView``, ``GoalStatus``), MEMORA's entity editor and knowledge miners, and the query
planner and time resolver the text baselines share with the engine, and the language layer's parser
(``LanguageParser``, ``shared_parser``, ``LLMParser``, ``Lexicon``, ``Parse``, ``Mention``, ``Role``, ``analyse``) Mimir's decomposer reads.
"""
from obsmem_ros.core.config import EngineConfig
from obsmem_ros.core.forget_request import ForgetAudit, ForgetReport, ForgetRequest
from obsmem_ros.core.views.entity import (EditStats, Entity, EntityEditor, EntityMemoryState, EntityObservation,
                                           search_entities)
from obsmem_ros.core.views.knowledge import (Action, KnowledgeBase, KnowledgeConfig, Preference, RoutineSkill,
                                              consolidate, find_preferences, find_routines, stem)
from obsmem_ros.core.memory import Memory, MemoryStats
from obsmem_ros.core.object_pose import ObjectPose
from obsmem_ros.core.reader import MemoryReader
from obsmem_ros.core.records import (Belief, BeliefLabel, Commitment, CommitmentKind, CommitmentStatus, EpisodeCard,
                                     Event, EventKind, Fact, FactSpec, IngestReport, Provenance, Snapshot, ValueType)
from obsmem_ros.core.language import (Claim, ClauseExample, ClauseKindClassifier, LanguageParser, LLMParser, Lexicon,
                                     Mention, Parse, Role, Undertaking, UtteranceReader, UtteranceReading, analyse,
                                     clause_kind_classifier, derive_clause_examples, load_clause_examples,
                                     shared_parser, unaccented, write_clause_examples, written_clause_examples)
from obsmem_ros.core.language.sentence_encoder import sentence_encoder
from obsmem_ros.core.query import LLMSettings, RuleQuestionParser, resolve_window
from obsmem_ros.core.segments import segment_to_events
from obsmem_ros.core.views.task_view import GoalStatus, TaskView
from obsmem_ros.core.timefmt import format_iso, parse_iso_ns
from obsmem_ros.core.trace_ingest import TraceIngestReport, ingest_trace
from obsmem_ros.core.validation import event_from_json, validate_event

__all__ = [
    "Action", "Belief", "BeliefLabel", "Claim", "ClauseExample", "ClauseKindClassifier", "Commitment", "CommitmentKind", "CommitmentStatus", "EditStats",
    "EngineConfig", "Entity", "EntityEditor", "EntityMemoryState", "EntityObservation", "EpisodeCard", "Event",
    "EventKind", "Fact", "FactSpec", "ForgetAudit", "ForgetReport", "ForgetRequest", "GoalStatus", "IngestReport",
    "KnowledgeBase", "KnowledgeConfig", "LLMParser",
    "LLMSettings", "LanguageParser", "Lexicon", "Memory", "MemoryReader", "MemoryStats", "Mention", "ObjectPose", "Parse",
    "Preference", "Provenance", "Role", "RoutineSkill",
    "RuleQuestionParser", "Snapshot", "TaskView", "TraceIngestReport", "Undertaking", "UtteranceReader", "UtteranceReading",
    "ValueType", "analyse", "clause_kind_classifier", "consolidate", "derive_clause_examples",
    "event_from_json", "find_preferences", "find_routines", "format_iso", "ingest_trace", "load_clause_examples", "parse_iso_ns",
    "resolve_window", "search_entities", "segment_to_events", "sentence_encoder", "shared_parser", "stem", "unaccented", "validate_event",
    "write_clause_examples", "written_clause_examples",
]
