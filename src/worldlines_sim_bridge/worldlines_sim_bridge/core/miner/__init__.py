"""Sample miner of WorldLines: indexes over a trace, question families, planning tasks, leakage checks.

- ``TraceIndex(events, home)``: events by id, the robot-visible subset, the robot's perceived
  (entity, attribute) timelines, heard claims, and the true timelines (for case selection only).
- ``mine_samples(index, MinerConfig(seed, qa, plans)) -> (qa_rows, planning_rows)``: balanced
  across ``FAMILIES`` (current_state, overwritten_state, state_multihop, temporal, preference,
  routine, source_aware, hidden_uncertain, commitment) plus ``planning``.
- ``check_samples(rows, index) -> list[str]``: the leakage checker (empty list = clean).
- ``judge(index, entity, attribute, cutoff_ns)``: the belief label a perfect memory would give.
"""
from .belief import BeliefJudgement, BeliefThresholds, judge
from .mining import MINERS, MinerConfig, mine_samples
from .index import Entry, Timeline, TraceIndex
from .leakage import check_samples
from .samples import FAMILIES, PLANNING
from .templates import TEMPLATES

__all__ = ["BeliefJudgement", "BeliefThresholds", "judge", "MINERS", "MinerConfig", "mine_samples", "Entry",
           "Timeline", "TraceIndex", "check_samples", "FAMILIES", "PLANNING", "TEMPLATES"]
