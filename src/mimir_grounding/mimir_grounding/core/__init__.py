"""ROS-free core of mimir_grounding: plain Python; never imports rclpy or generated message modules.

Instruction -> goals (``instruction_parser``, ``decomposer``, ``templates``); world memory as Mimir
reads it (``world``, ``memory_world``); recall and the fail-closed grounding operator (``recall``,
``grounding``); the planner (``planner``, ``step_builder``, ``plan``); controllers (``controller``,
``sim_controller``, ``g1_adapter``); the grounding loop with task memory (``task_runner``); and the
planning evaluation (``benchmark_data``, ``perturbation``, ``plan_metrics``, ``evaluation``, ``report``).
"""
from .controller import Controller, StepResult, StepStatus, make_controller
from .decomposer import LlmDecomposer, RuleDecomposer, make_decomposer
from .errors import (ConfigError, ControllerError, DataError, DecomposerError, MimirError, ParseError,
                     PlanningError)
from .goals import Condition, Goal, GoalKind, ObjectRef
from .grounding import GroundingRequest, GroundingResult, Refusal, Tried, ground
from .instruction_parser import ParseContext, parse_instruction
from .plan import Action, Plan, PlanStep, StateCondition
from .planner import GoalPlan, Planner, PlannerConfig, RobotContext
from .task_runner import DeltaSource, RunnerConfig, TaskOutcome, TaskRunner
from .world import Candidate, RememberedFact, WorldMemory

__all__ = [
    "Action", "Candidate", "Condition", "ConfigError", "Controller", "ControllerError", "DataError",
    "DecomposerError", "DeltaSource", "Goal", "GoalKind", "GoalPlan", "GroundingRequest", "GroundingResult",
    "LlmDecomposer", "MimirError", "ObjectRef", "ParseContext", "ParseError", "Plan", "PlanStep", "Planner",
    "PlannerConfig", "PlanningError", "Refusal", "RememberedFact", "RobotContext", "RuleDecomposer",
    "RunnerConfig", "StateCondition", "StepResult", "StepStatus", "TaskOutcome", "TaskRunner", "Tried",
    "WorldMemory", "ground", "make_controller", "make_decomposer", "parse_instruction",
]
