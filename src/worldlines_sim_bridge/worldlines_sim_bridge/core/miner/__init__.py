"""Sample miner of WorldLines: indexes over a trace, question families, planning tasks, leakage checks.

- ``TraceIndex(events, home)``: events by id, the robot-visible subset, the robot's perceived
  (entity, attribute) timelines, heard claims, and the true timelines (for case selection only).
- ``mine_samples(index, MinerConfig(seed, qa, plans)) -> (qa_rows, planning_rows)``: balanced
  across ``FAMILIES`` (current_state, overwritten_state, state_multihop, temporal, preference,
  routine, source_aware, hidden_uncertain, commitment) plus ``planning``.
- ``check_samples(rows, index) -> list[str]``: the leakage checker (empty list = clean).
- ``judge(index, entity, attribute, cutoff_ns)``: the belief label a perfect memory would give.
- ``Wording(mode, home, seed)``: questions in the generator's ``templates`` or people's ``varied``
  phrasings (``PHRASINGS``, eight or more per form); ``MinerConfig.wording`` picks one.
"""
from .belief import BeliefJudgement, BeliefThresholds, judge
from .mining import MINERS, MinerConfig, mine_samples
from .index import Entry, Timeline, TraceIndex
from .leakage import check_samples
from .samples import FAMILIES, PLANNING
from .templates import TEMPLATES
from .wording import DEFAULT_WORDING, TEMPLATES_WORDING, VARIED_WORDING, WORDINGS, Wording
from .wording_pool import PHRASINGS

__all__ = ["BeliefJudgement", "BeliefThresholds", "judge", "MINERS", "MinerConfig", "mine_samples", "Entry",
           "Timeline", "TraceIndex", "check_samples", "FAMILIES", "PLANNING", "TEMPLATES", "DEFAULT_WORDING",
           "TEMPLATES_WORDING", "VARIED_WORDING", "WORDINGS", "Wording", "PHRASINGS"]
