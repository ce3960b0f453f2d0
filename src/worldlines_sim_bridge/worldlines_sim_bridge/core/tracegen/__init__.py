"""Trace generator of WorldLines: a director plans each simulated day, actors' episodes run through a
scheduler and the deterministic executor (core.sim), and the same seed gives the same trace.

- ``generate_trace(GeneratorConfig(seed, days, home, people, events_per_day, llm)) -> Trace``
  (``Trace.events`` in time order, ``Trace.world`` after them, ``Trace.state.book`` commitments).
- Modules: ``director`` (day plans), ``scheduler`` (time-ordered episode loop, event ids, sessions),
  ``actors`` (go / fetch / put / say building blocks), ``activities`` (routines), ``projects``
  (multi-day storylines), ``robot`` (patrols, chores, errands, reminders), ``talk`` (reports,
  preferences, commitment words), ``commitments``, ``llm_actor`` (optional endpoint-proposed sessions),
  ``speech`` (``speak(events, home, seed, style)``: ``templates`` keeps the trace, ``varied`` re-words
  people's utterances from ``speech_pool`` and keeps only the words; ``restore_meaning`` undoes it).
"""
from .commitments import Commitment, CommitmentBook, CommitmentType
from .config import DEFAULT_HOME, DEFAULT_SPEECH, SPEECH_STYLES, GeneratorConfig
from .director import Trace, generate_trace
from .llm_actor import LLMActor, LLMActorConfig
from .speech import SpokenTrace, restore_meaning, speak

__all__ = ["Commitment", "CommitmentBook", "CommitmentType", "DEFAULT_HOME", "DEFAULT_SPEECH", "SPEECH_STYLES",
           "GeneratorConfig", "Trace", "generate_trace", "LLMActor", "LLMActorConfig", "SpokenTrace", "restore_meaning",
           "speak"]
