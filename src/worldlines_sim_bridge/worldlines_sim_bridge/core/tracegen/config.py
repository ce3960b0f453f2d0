"""Settings of one trace generation run (frozen and validated)."""
from __future__ import annotations

from dataclasses import dataclass
from typing import Optional

from .llm_actor import LLMActorConfig

from worldlines_sim_bridge.errors import GeneratorConfigError

DEFAULT_HOME = "maple_house"
TEMPLATES_SPEECH = "templates"       # people say the simulator's template sentences; claims ride in the trace
VARIED_SPEECH = "varied"             # people say varied free sentences; the trace carries the words only
SPEECH_STYLES = (TEMPLATES_SPEECH, VARIED_SPEECH)
DEFAULT_SPEECH = TEMPLATES_SPEECH


@dataclass(frozen=True)
class GeneratorConfig:
    """Seed, length, home and density of a generated trace."""

    seed: int = 0
    days: int = 30
    home: str = DEFAULT_HOME
    people: Optional[int] = None          # the home's first N people; None = all
    events_per_day: int = 250             # target density; drives background activity and robot patrols
    llm: Optional[LLMActorConfig] = None  # optional LLM actor proposing extra sessions (off by default)
    speech: str = DEFAULT_SPEECH          # how people's utterances reach the trace (core/tracegen/speech.py)

    def __post_init__(self) -> None:
        if not 1 <= self.days <= 365:
            raise GeneratorConfigError(f"days = {self.days} is out of range: use 1..365.")
        if not 60 <= self.events_per_day <= 5000:
            raise GeneratorConfigError(f"events_per_day = {self.events_per_day} is out of range: use 60..5000.")
        if self.speech not in SPEECH_STYLES:
            raise GeneratorConfigError(f"speech = {self.speech!r} is not known: use one of {', '.join(SPEECH_STYLES)}.")
        if self.people is not None and self.people < 1:
            raise GeneratorConfigError(f"people = {self.people} must be at least 1.")
