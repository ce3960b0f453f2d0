"""Mimir's planning evaluation, the harness side: plans executed in the simulator, and scored.

- ``benchmark_data``: a benchmark folder's planning samples, true world, and memories rebuilt at
  each cutoff (``PlanningBenchmark``, ``PlanningSample``, ``MemorySnapshots``);
- ``sim_controller``: the simulated manipulator (``SimController``), registered as Mimir's ``sim``
  controller on import;
- ``perturbation``: a person moves the sample's object unseen after the cutoff;
- ``metrics``: the four plan dimensions of a run and the plug-in metrics over result rows;
- ``runner``: every sample under every memory setting (``evaluate``); ``report``: result files.
"""
from .benchmark_data import GoalCondition, MemorySnapshots, PlanningBenchmark, PlanningSample
from .metrics import DIMENSIONS, PlanDims, plan_dims, planning_metrics
from .perturbation import move_unseen
from .report import markdown_table, write_results
from .runner import DEFAULT_SETTINGS, EvalSetting, MemorySetting, SettingResult, evaluate, run_sample, summarize
from .sim_controller import SimController

__all__ = [
    "DEFAULT_SETTINGS", "DIMENSIONS", "EvalSetting", "GoalCondition", "MemorySetting", "MemorySnapshots", "PlanDims",
    "PlanningBenchmark", "PlanningSample", "SettingResult", "SimController", "evaluate", "markdown_table",
    "move_unseen", "plan_dims", "planning_metrics", "run_sample", "summarize", "write_results",
]
