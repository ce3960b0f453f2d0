"""ROS-free core of mimir_grounding: plain Python; never imports rclpy or generated message modules.

Instruction -> goals (``instruction_parser``, ``decomposer``, ``templates``; ``language_decomposer``
through the shared language layer); world memory as Mimir reads it (``world_memory``: the
``WorldMemory`` interface; ``obsmem_world_memory``: it over the ObsMem engine); recall and the
fail-closed grounding operator (``recall``, ``grounding``, ``grounding_service``); the goal planner
(``goal_planner``, ``step_builder``, ``plan``); controllers behind one registry (``controller``:
``register_controller`` / ``make_controller``; ``g1_adapter`` registers ``g1``); and the grounding
loop with task memory (``task_runner``). The planning evaluation, which drives the simulator, lives
in ``worldlines_sim_bridge.core.planning``.
"""
from .controller import (Controller, ControllerInfo, StepResult, StepStatus, known_controllers, make_controller,
                         register_controller)
from .decomposer import LlmDecomposer, RuleDecomposer, decomposer_from_settings, make_decomposer
from .language_decomposer import LanguageDecomposer, entity_rows_from
from .errors import (ConfigError, ControllerError, DataError, DecomposerError, MimirError, ParseError,
                     PlanningError)
from .goal_planner import GoalPlan, GoalPlanner, GoalPlannerConfig, RobotContext
from .goals import Condition, Goal, GoalKind, ObjectRef
from .grounding import GroundingRequest, GroundingResult, Refusal, Tried, ground
from .grounding_service import ground_text, plan_text
from .instruction_parser import ParseContext, parse_instruction
from .obsmem_world_memory import ObsMemWorldMemory
from .plan import Action, Plan, PlanStep, StateCondition
from .project_decomposer import ProjectDecomposer, order_goals
from .project_reader import ProjectKind, ProjectRequest, read_projects
from .project_runner import ProjectOutcome, ProjectRunner
from .recall import recall
from .task_runner import DeltaSource, RunnerConfig, TaskOutcome, TaskRunner, TraceStep
from .world_memory import Candidate, HeardRequest, RememberedFact, WorldMemory

__all__ = [
    "Action", "Candidate", "Condition", "ConfigError", "Controller", "ControllerError", "ControllerInfo",
    "DataError", "DecomposerError", "DeltaSource", "Goal", "GoalKind", "GoalPlan", "GoalPlanner",
    "GoalPlannerConfig", "GroundingRequest", "GroundingResult", "HeardRequest", "LanguageDecomposer", "LlmDecomposer",
    "MimirError", "ObjectRef", "ObsMemWorldMemory", "ParseContext", "ParseError", "Plan", "PlanStep", "PlanningError",
    "ProjectDecomposer", "ProjectKind", "ProjectOutcome", "ProjectRequest", "ProjectRunner", "Refusal",
    "RememberedFact", "RobotContext", "RuleDecomposer", "RunnerConfig", "StateCondition", "StepResult",
    "StepStatus", "TaskOutcome", "TaskRunner", "TraceStep", "Tried", "WorldMemory", "decomposer_from_settings",
    "entity_rows_from", "ground", "ground_text", "known_controllers", "make_controller", "make_decomposer",
    "order_goals", "parse_instruction", "plan_text", "read_projects", "recall", "register_controller",
]
