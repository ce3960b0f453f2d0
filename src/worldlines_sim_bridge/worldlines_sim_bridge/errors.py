"""Errors of worldlines_sim_bridge: one base class; messages name the field, the value and the reason."""


class WorldLinesError(Exception):
    """Base class of every error this package raises on purpose."""


# --- evaluation (evaluator, judge, baselines, report) ---


class BenchmarkFormatError(WorldLinesError):
    """A benchmark file (trace.jsonl, samples.jsonl, world.json, result rows) is missing or malformed."""


class UnknownMemorySystemError(WorldLinesError):
    """A memory-system name is not in the registry (the message lists the known ones)."""


class MemorySystemUnavailableError(WorldLinesError):
    """A memory system cannot be built here (a missing optional dependency or component)."""


class EvaluationError(WorldLinesError):
    """An evaluation run was asked for something it cannot do (bad option, empty selection)."""


# --- simulator, trace generator, sample miner, formats, bags (helper H3) ---


class HomeSpecError(WorldLinesError):
    """A home description (config/homes/*.yaml) is missing, malformed or inconsistent."""


class UnknownEntityError(WorldLinesError):
    """An action or query names an entity id the world does not hold."""


class UnknownVerbError(WorldLinesError):
    """An action names a verb that has no action spec (the message lists the known ones)."""


class GeneratorConfigError(WorldLinesError):
    """A trace-generator or miner setting is out of range (days, people, events per day, ...)."""


class SpeechError(WorldLinesError):
    """A simulated utterance's meaning has no varied phrasing, or an unknown speech style was asked for."""


class LeakageError(WorldLinesError):
    """A sample uses evidence or an answer the robot could not have known at its cutoff."""


class SchemaValidationError(WorldLinesError):
    """A trace, world or samples file does not match its JSON schema."""


class BagError(WorldLinesError):
    """A bag could not be written or read (missing message definitions, bad folder, bad message)."""


class LLMActorError(WorldLinesError):
    """The optional LLM actor's endpoint failed or answered something that is not a session plan."""


class SensorDataError(WorldLinesError):
    """Sensor data could not be made (a missing tool such as espeak-ng, a bad option, an unwritable folder)."""
