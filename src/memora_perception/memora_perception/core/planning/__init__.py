"""MEMORA-Bench planning replay: plans from memory, scored by OrderExec, KeyObj, PrefAdh and RGP."""
from .metrics import action_verb, executable, key_object_hits, order_exec, pref_adherence, token_set
from .replay import PlanTask, ReplayPlanner, load_tasks, score_task, summarise_plans

__all__ = [
    "PlanTask", "ReplayPlanner", "action_verb", "executable", "key_object_hits", "load_tasks", "order_exec",
    "pref_adherence", "score_task", "summarise_plans", "token_set",
]
