"""Decomposers: instruction -> ordered goals. Rules by default; the language layer or an LLM optionally.

``RuleDecomposer`` parses direct instructions (``instruction_parser``) and expands projects from a
remembered routine (Knowledge view) or, failing that, a project template. ``LlmDecomposer`` asks
any OpenAI-compatible chat endpoint (vLLM, llama.cpp server, Ollama) for the goals as JSON and
validates the reply; a bad reply is an error, never a silent guess. ``LanguageDecomposer``
(``language_decomposer``) reads the instruction through the shared language layer, its parse made
offline ("language") or by an endpoint under the parse's JSON schema ("llm", offline fallback).
"""
from __future__ import annotations

import json
import os
import re
import urllib.error
import urllib.request
from dataclasses import dataclass, replace
from typing import Any, Callable, Mapping, Optional, Protocol

from obsmem_ros.core import LLMParser, LLMSettings

from .errors import ConfigError, DecomposerError, ParseError
from .goals import Goal, GoalKind, ObjectRef
from .instruction_parser import ParseContext, normalise_value, object_ref, parse_clause, parse_instruction
from .language_decomposer import EntityRows, LanguageDecomposer, shared_parser
from .templates import find_template

RoutineLookup = Callable[[str, str], list]


class Decomposer(Protocol):
    """Turns an instruction into goals."""

    def decompose(self, instruction: str, ctx: ParseContext) -> list[Goal]:
        """Ordered goals; raises ParseError / DecomposerError when it cannot."""


def _project_words(text: str) -> str:
    m = re.search(r"(?:prepare|get ready for|set up for|do|make|start)\s+(?:the\s+)?(.+)", text.lower())
    return (m.group(1) if m else text.lower()).strip(" .!?")


@dataclass
class RuleDecomposer:
    """Parser first; then a remembered routine for the project words; then a project template."""

    routines: RoutineLookup | None = None

    def decompose(self, instruction: str, ctx: ParseContext) -> list[Goal]:
        try:
            return parse_instruction(instruction, ctx)
        except ParseError as direct:
            goals = self.expand_project(instruction, ctx)
            if goals:
                return goals
            raise direct

    def expand_project(self, instruction: str, ctx: ParseContext) -> list[Goal]:
        """A project's goals from a remembered routine, else a project template; [] when neither fits."""
        return self._from_routine(instruction, ctx) or self._from_template(instruction, ctx)

    def _clauses(self, clauses: list[str], ctx: ParseContext, origin: str) -> list[Goal]:
        goals: list[Goal] = []
        for clause in clauses:
            try:
                goals.extend(parse_clause(clause, ctx))
            except ParseError:
                continue  # routine steps like "take cup" are not goals by themselves
        return [replace(g, text=f"{origin}: {g.text}") for g in goals]

    def _from_routine(self, instruction: str, ctx: ParseContext) -> list[Goal]:
        if self.routines is None:
            return []
        steps = self.routines(_project_words(instruction), ctx.requester)
        return self._clauses([str(s) for s in steps], ctx, "routine") if steps else []

    def _from_template(self, instruction: str, ctx: ParseContext) -> list[Goal]:
        template = find_template(instruction)
        return self._clauses(list(template.clauses), ctx, f"template {template.name}") if template else []


LLM_SYSTEM_PROMPT = (
    "You turn a household instruction for a robot into goals. Reply with JSON only: "
    '{"goals": [{"kind": one of place|open|close|turn_on|turn_off|set|hand_over|say, '
    '"target": object words, "destination": place words or a person (place, hand_over), '
    '"setting": setting name (set), "value": value (set) or words (say)}]}. Keep the instruction\'s order.')


@dataclass
class LlmDecomposer:
    """Goals from an OpenAI-compatible ``/chat/completions`` endpoint."""

    url: str
    model: str
    timeout_s: float = 30.0
    api_key: str = ""

    def __post_init__(self) -> None:
        if not self.url.startswith(("http://", "https://")):
            raise ConfigError(f"decomposer field 'url' is {self.url!r}; it must be an http(s) URL")
        if not self.model:
            raise ConfigError("decomposer field 'model' is empty")

    def _chat(self, instruction: str, ctx: ParseContext) -> str:
        body = {"model": self.model, "temperature": 0,
                "messages": [{"role": "system", "content": LLM_SYSTEM_PROMPT},
                             {"role": "user", "content": f"Requester: {ctx.requester or 'unknown'}\n{instruction}"}]}
        request = urllib.request.Request(f"{self.url.rstrip('/')}/chat/completions", data=json.dumps(body).encode(),
                                         headers={"Content-Type": "application/json",
                                                  **({"Authorization": f"Bearer {self.api_key}"} if self.api_key else {})})
        try:
            with urllib.request.urlopen(request, timeout=self.timeout_s) as reply:
                payload = json.loads(reply.read().decode())
            return str(payload["choices"][0]["message"]["content"])
        except (urllib.error.URLError, OSError, KeyError, IndexError, json.JSONDecodeError) as err:
            raise DecomposerError(f"endpoint {self.url!r} gave no usable chat reply: {err}") from err

    def decompose(self, instruction: str, ctx: ParseContext) -> list[Goal]:
        content = self._chat(instruction, ctx)
        match = re.search(r"\{.*\}", content, re.S)
        try:
            items = json.loads(match.group(0) if match else content)["goals"]
        except (json.JSONDecodeError, KeyError, TypeError) as err:
            raise DecomposerError(f"endpoint reply is not the goals JSON ({err}): {content[:200]!r}") from err
        if not isinstance(items, list) or not items:
            raise DecomposerError(f"endpoint reply field 'goals' is empty or not a list: {items!r}")
        return [self._goal(item, ctx, instruction) for item in items]

    @staticmethod
    def _goal(item: Mapping[str, Any], ctx: ParseContext, instruction: str) -> Goal:
        try:
            kind = GoalKind(str(item.get("kind", "")))
        except ValueError as err:
            raise DecomposerError(f"endpoint goal field 'kind' is {item.get('kind')!r}") from err
        try:
            target = object_ref(str(item.get("target", "")), ctx)
            dest_words = str(item.get("destination") or "")
            destination = None
            if kind is GoalKind.HAND_OVER:
                destination = ObjectRef((ctx.requester if dest_words in ("", "me") else dest_words.lower(),))
            elif dest_words:
                destination = object_ref(dest_words, ctx)
        except ParseError as err:
            raise DecomposerError(f"endpoint goal {dict(item)!r}: {err}") from err
        setting = str(item.get("setting") or "")
        value = str(item.get("value") or "")
        return Goal(kind, target, destination, normalise_value(value, setting) if kind is GoalKind.SET else value,
                    setting, text=f"llm: {instruction}")


DECOMPOSERS: dict[str, Callable[..., Decomposer]] = {"rules": RuleDecomposer, "language": LanguageDecomposer,
                                                     "llm": LlmDecomposer}
OFFLINE_DECOMPOSERS = ("rules", "language")
NODE_DECOMPOSERS = (*OFFLINE_DECOMPOSERS, "llm")   # the planner node's `decomposer` parameter


def make_decomposer(name: str, **kwargs: Any) -> Decomposer:
    """A registered decomposer; an unknown name raises listing the known ones."""
    if name not in DECOMPOSERS:
        raise ConfigError(f"decomposer field 'name' is {name!r}; known: {', '.join(sorted(DECOMPOSERS))}")
    return DECOMPOSERS[name](**kwargs)


def decomposer_from_settings(settings: LLMSettings, *, routines: Optional[RoutineLookup] = None,
                             offline: str = "language", entities: Optional[EntityRows] = None) -> Decomposer:
    """The decomposer a node's parameters choose (``offline`` is its ``decomposer`` parameter).
    "llm": the language layer with its typed parse filled by the ``llm.url`` / ``llm.model``
    endpoint under the parse's JSON schema, the offline language parser as fallback (missing
    endpoint, failure, timeout, invalid JSON), linking against ``entities``. Otherwise, with
    ``llm.backend`` "rules", the offline one ``offline`` names ("rules": the rule parser with
    remembered routines; "language": the language layer); with ``llm.backend`` "openai",
    ``LlmDecomposer`` on the endpoint (free-form goals JSON), its key read from ``settings.api_key_env``."""
    if offline not in NODE_DECOMPOSERS:
        raise ConfigError(f"decomposer field 'offline' is {offline!r}; known: {', '.join(NODE_DECOMPOSERS)}")
    rules = RuleDecomposer(routines=routines)
    if offline == "llm":
        return LanguageDecomposer(entities=entities, projects=rules.expand_project,
                                  parser=LLMParser(settings.parse_endpoint(), shared_parser()))
    if settings.backend == "rules":
        return LanguageDecomposer(entities=entities, projects=rules.expand_project) if offline == "language" else rules
    endpoint = settings.endpoint_config()
    key = os.environ.get(endpoint.api_key_env, "") if endpoint.api_key_env else ""
    return LlmDecomposer(url=endpoint.api_base, model=endpoint.model, timeout_s=endpoint.timeout_s, api_key=key)
