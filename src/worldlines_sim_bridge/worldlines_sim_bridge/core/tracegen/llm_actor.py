"""Optional LLM actor: an OpenAI-compatible chat endpoint proposes a short session for one person,
which the deterministic executor then runs step by step like any other episode.

The model only proposes; the simulator decides. Steps naming an unknown verb or entity are
dropped (model output is untrusted), and steps whose preconditions fail simply fail. Not used by
default; with a deterministic endpoint (temperature 0, a seed) the trace stays reproducible.
Only the standard library is used (``urllib``), so no client package is needed.
"""
from __future__ import annotations

import json
import urllib.error
import urllib.request
from dataclasses import dataclass
from typing import Any, Dict, List

from worldlines_sim_bridge.errors import GeneratorConfigError, LLMActorError

from ..sim.actions import SPECS
from ..sim.home import OUTSIDE
from ..sim.records import Action
from .actors import Ctx
from .steps import Do, Episode, Wait

PERSON_VERBS = ("enter", "pick", "place", "open", "close", "toggle", "set", "hand_over", "say")
SYSTEM_PROMPT = (
    "You direct one person in a simulated home for a few minutes. Answer with JSON only: "
    '{"steps": [{"verb": ..., "objects": [...], "setting": "", "value": "", "utterance": "", "addressee": ""}]}. '
    "Verbs: enter [room], pick [object], place [object, furniture], open/close [container], toggle [device], "
    "set [device] with setting and value, hand_over [object, person], say with utterance (addressee 'robot' to "
    "talk to the robot). Use only the ids listed. At most {max_steps} steps.")


@dataclass(frozen=True)
class LLMActorConfig:
    """Where the endpoint is and how much it may propose."""

    base_url: str                 # e.g. http://localhost:8000/v1
    model: str
    api_key: str = ""
    timeout_s: float = 30.0
    sessions_per_day: int = 1
    max_steps: int = 8

    def __post_init__(self) -> None:
        if not self.base_url.startswith(("http://", "https://")):
            raise GeneratorConfigError(f"llm base_url = {self.base_url!r} is not an http(s) URL.")
        if not 1 <= self.max_steps <= 50 or not 0 <= self.sessions_per_day <= 20:
            raise GeneratorConfigError(f"llm max_steps = {self.max_steps} (1..50) or sessions_per_day = "
                                       f"{self.sessions_per_day} (0..20) is out of range.")


class LLMActor:
    """Client of one OpenAI-compatible chat-completions endpoint."""

    def __init__(self, config: LLMActorConfig) -> None:
        self.config = config

    def propose(self, situation: str, seed: int) -> List[Dict[str, Any]]:
        """The steps the model proposes for a situation (a list of step dicts, possibly invalid ones)."""
        body = {"model": self.config.model, "temperature": 0, "seed": seed,
                "messages": [{"role": "system", "content": SYSTEM_PROMPT.replace("{max_steps}", str(self.config.max_steps))},
                             {"role": "user", "content": situation}]}
        request = urllib.request.Request(self.config.base_url.rstrip("/") + "/chat/completions",
                                         data=json.dumps(body).encode(), method="POST",
                                         headers={"Content-Type": "application/json",
                                                  **({"Authorization": f"Bearer {self.config.api_key}"} if self.config.api_key else {})})
        try:
            with urllib.request.urlopen(request, timeout=self.config.timeout_s) as response:
                reply = json.loads(response.read().decode())
            content = reply["choices"][0]["message"]["content"]
            steps = json.loads(_strip_fences(content))["steps"]
        except (urllib.error.URLError, OSError, KeyError, IndexError, TypeError, json.JSONDecodeError) as err:
            raise LLMActorError(f"LLM actor at {self.config.base_url} gave no usable session plan: {err}.") from err
        if not isinstance(steps, list):
            raise LLMActorError(f"LLM actor at {self.config.base_url}: 'steps' is {type(steps).__name__}, not a list.")
        return [s for s in steps[: self.config.max_steps] if isinstance(s, dict)]


def _strip_fences(text: str) -> str:
    text = text.strip()
    if text.startswith("```"):
        text = text.strip("`")
        text = text[text.find("{"):]
    return text


def describe_situation(ctx: Ctx, who: str) -> str:
    """What the person knows: where they are, who is around, every room, furniture and object id."""
    world, namer = ctx.world, ctx.world.namer
    here = world.get(who, "location")
    lines = [f"You are {namer.person(who)} (id {who}), in room {here}, day {ctx.day}, {_clock(ctx)}.",
             "People here: " + ", ".join(p for p in world.agents() if world.get(p, "location") == here and p != who),
             "Rooms: " + ", ".join(ctx.home.rooms())]
    for entity in ctx.home.entities:
        if entity.kind.value in ("furniture", "device", "object"):
            state = world.get(entity.id, "state")
            lines.append(f"- {entity.id}: {namer.the(entity.id)} at {world.get(entity.id, 'location')}"
                         + (f" ({state})" if state else ""))
    return "\n".join(lines)


def _clock(ctx: Ctx) -> str:
    second = ctx.now_s()
    return f"{second // 3600:02d}:{second % 3600 // 60:02d}"


def to_action(ctx: Ctx, who: str, step: Dict[str, Any]) -> "Action | None":
    """A proposed step as an Action, or None when it names an unknown verb or id (dropped)."""
    verb = str(step.get("verb", ""))
    objects = tuple(str(o) for o in step.get("objects") or ())
    known = set(ctx.world.entities())
    addressee = str(step.get("addressee") or "")
    if verb not in PERSON_VERBS or verb not in SPECS or any(o not in known for o in objects) \
            or (addressee and addressee not in known):
        return None
    return Action(verb, who, objects, setting=str(step.get("setting") or ""), value=str(step.get("value") or ""),
                  utterance=str(step.get("utterance") or ""), addressee=addressee)


def llm_session(ctx: Ctx, actor: LLMActor, who: str) -> Episode:
    """One proposed session for ``who``, executed through the simulator (invalid steps dropped)."""
    if ctx.world.get(who, "location") == OUTSIDE:
        return
    steps = actor.propose(describe_situation(ctx, who), seed=ctx.day)
    for step in steps:
        action = to_action(ctx, who, step)
        if action is not None:
            yield Do(action)
            yield Wait(ctx.rng.randint(20, 90))
