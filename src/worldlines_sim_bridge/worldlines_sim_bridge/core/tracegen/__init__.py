"""Trace generator of WorldLines: a director plans each simulated day, actors' episodes run through a
scheduler and the deterministic executor (core.sim), and the same seed gives the same trace.

- ``generate_trace(GeneratorConfig(seed, days, home, people, events_per_day, llm)) -> Trace``
  (``Trace.events`` in time order, ``Trace.world`` after them, ``Trace.state.book`` commitments).
- Modules: ``director`` (day plans), ``scheduler`` (time-ordered episode loop, event ids, sessions),
  ``actors`` (go / fetch / put / say building blocks), ``activities`` (routines), ``projects``
  (multi-day storylines), ``robot`` (patrols, chores, errands, reminders), ``talk`` (reports,
  preferences, commitment words), ``commitments``, ``llm_actor`` (optional endpoint-proposed sessions).
"""
from .commitments import Commitment, CommitmentBook, CommitmentType
from .config import DEFAULT_HOME, GeneratorConfig
from .director import Trace, generate_trace
from .llm_actor import LLMActor, LLMActorConfig

__all__ = ["Commitment", "CommitmentBook", "CommitmentType", "DEFAULT_HOME", "GeneratorConfig", "Trace",
           "generate_trace", "LLMActor", "LLMActorConfig"]
