"""Optional LLM backend: any OpenAI-compatible chat endpoint (vLLM, llama.cpp server, Ollama,
a hosted API) can take over query planning, evidence selection and answering.

Protocol: `POST {url}/v1/chat/completions` (a `url` already ending in `/v1` gets
`/chat/completions`) with `{"model", "messages": [system, user], "temperature": 0,
"max_tokens", "response_format": {"type": "json_object"}}` (or `{"type": "json_schema",
"json_schema": {"name", "schema"}}` when the caller gives a schema, as the language parse does)
and, when `api_key_env` names a set environment variable, `Authorization: Bearer <key>`. The
reply's `choices[0].message.content` must be one JSON object (a Markdown code fence around it is tolerated); it is validated
field by field, and anything off raises `LLMError` naming the stage, field and value.

Fallback policy (`LLMConfig.fallback`): `"rules"` (default) answers a failed stage (network
error, timeout, HTTP error, invalid JSON, failed validation) with the deterministic component
and logs a warning, so a flaky endpoint never loses an answer; `"raise"` propagates the
`LLMError`, for evaluations that must not silently mix backends.
"""
from __future__ import annotations

import json
import os
import re
import socket
import urllib.error
import urllib.request
from dataclasses import dataclass
from typing import Any, Dict, List, Mapping, Optional, Sequence

from obsmem_ros.errors import ConfigError, LLMError, LLMReplyError, LLMTimeoutError

from .evidence import Evidence
from .plan import Intent, Ordinal, PartOfDay, QueryPlan, Relation, TemporalFilter, TimeRef
from .question_parser import intent_views

FALLBACK_POLICIES = ("rules", "raise")
VALUE_TYPES = ("entity", "person", "str", "int", "float", "bool", "time", "list", "none")


@dataclass(frozen=True)
class LLMConfig:
    """Where the endpoint is and how to talk to it."""

    url: str
    model: str
    api_key_env: str = ""
    timeout_s: float = 30.0
    max_tokens: int = 512
    temperature: float = 0.0
    fallback: str = "rules"

    def __post_init__(self) -> None:
        if not re.match(r"^https?://[^\s/]+", self.url or ""):
            raise ConfigError(f"LLMConfig.url={self.url!r}: must be an http(s) URL such as http://127.0.0.1:8000.")
        if not self.model:
            raise ConfigError("LLMConfig.model is empty: name the model the endpoint serves.")
        if not self.timeout_s > 0:
            raise ConfigError(f"LLMConfig.timeout_s={self.timeout_s!r}: must be positive seconds.")
        if not isinstance(self.max_tokens, int) or self.max_tokens < 16:
            raise ConfigError(f"LLMConfig.max_tokens={self.max_tokens!r}: must be an int >= 16.")
        if self.fallback not in FALLBACK_POLICIES:
            raise ConfigError(f"LLMConfig.fallback={self.fallback!r}: known policies {list(FALLBACK_POLICIES)}.")
        if self.api_key_env and not re.match(r"^[A-Za-z_][A-Za-z0-9_]*$", self.api_key_env):
            raise ConfigError(f"LLMConfig.api_key_env={self.api_key_env!r}: must be an environment variable name.")

    @property
    def api_base(self) -> str:
        """The URL with its `/v1` path (what OpenAI-compatible clients call the base URL)."""
        base = self.url.rstrip("/")
        return base if base.endswith("/v1") else f"{base}/v1"

    @property
    def endpoint(self) -> str:
        return f"{self.api_base}/chat/completions"


LLM_BACKENDS = ("rules", "openai")


@dataclass(frozen=True)
class LLMSettings:
    """Which language backend a node uses, as parameters (`llm.<field>` in config/<node>.yaml).

    `backend` "rules" is the offline default (no endpoint; the other fields are ignored);
    "openai" is any OpenAI-compatible chat endpoint at `url` serving `model`, its API key read
    from the environment variable `api_key_env` ("" = no key). `read_speech`: the memory also reads
    heard utterances through the endpoint (one call per utterance; `core.hearing`), else offline."""

    backend: str = "rules"
    url: str = ""
    model: str = ""
    api_key_env: str = ""
    timeout_s: float = 30.0
    max_tokens: int = 512
    fallback: str = "rules"
    read_speech: bool = False

    def __post_init__(self) -> None:
        if self.backend not in LLM_BACKENDS:
            raise ConfigError(f"LLMSettings.backend={self.backend!r}: known backends {list(LLM_BACKENDS)}.")
        if self.backend == "openai":
            self.endpoint_config()

    def endpoint_config(self) -> LLMConfig:
        """The endpoint's validated settings (raises `ConfigError` naming the field at fault)."""
        return LLMConfig(url=self.url, model=self.model, api_key_env=self.api_key_env, timeout_s=self.timeout_s,
                         max_tokens=self.max_tokens, fallback=self.fallback)

    def parse_endpoint(self) -> Optional[LLMConfig]:
        """The endpoint of the LLM language parser (parameter `parser` / `decomposer` "llm"),
        whatever `backend` says; None when `url` or `model` is empty: that parser then parses
        offline and says so in each parse's reason."""
        return self.endpoint_config() if self.url and self.model else None

    def query_backend(self) -> "Optional[LLMBackend]":
        """The read path's LLM backend, None for the rules."""
        return LLMBackend(self.endpoint_config()) if self.backend == "openai" else None


class ChatClient:
    """One JSON-in, JSON-out chat call against an OpenAI-compatible endpoint."""

    def __init__(self, config: LLMConfig) -> None:
        self.config = config

    def complete_json(self, stage: str, system: str, user: str, *,
                      schema: Optional[Mapping[str, Any]] = None) -> Dict[str, Any]:
        """The reply's JSON object. `schema` (a JSON schema) asks the endpoint for structured output
        under it. Raises `LLMTimeoutError` past the timeout, `LLMReplyError` for a reply that is no
        chat completion holding one JSON object, `LLMError` for any other failure."""
        response_format: Dict[str, Any] = {"type": "json_object"}
        if schema is not None:
            response_format = {"type": "json_schema", "json_schema": {"name": stage.replace(" ", "_"), "schema": schema}}
        body = {"model": self.config.model, "temperature": self.config.temperature,
                "max_tokens": self.config.max_tokens, "response_format": response_format,
                "messages": [{"role": "system", "content": system}, {"role": "user", "content": user}]}
        headers = {"Content-Type": "application/json", "Accept": "application/json"}
        key = os.environ.get(self.config.api_key_env, "") if self.config.api_key_env else ""
        if key:
            headers["Authorization"] = f"Bearer {key}"
        request = urllib.request.Request(self.config.endpoint, data=json.dumps(body).encode("utf-8"),
                                         headers=headers, method="POST")
        try:
            with urllib.request.urlopen(request, timeout=self.config.timeout_s) as response:
                raw = response.read()
        except urllib.error.HTTPError as err:
            detail = err.read()[:200].decode("utf-8", "replace")
            raise LLMError(f"{stage}: {self.config.endpoint} answered HTTP {err.code}: {detail}") from err
        except (urllib.error.URLError, socket.timeout, TimeoutError, ConnectionError) as err:
            if isinstance(getattr(err, "reason", err), (socket.timeout, TimeoutError)):
                raise LLMTimeoutError(f"{stage}: {self.config.endpoint} did not answer within "
                                      f"{self.config.timeout_s} s") from err
            raise LLMError(f"{stage}: could not reach {self.config.endpoint} within "
                           f"{self.config.timeout_s} s: {getattr(err, 'reason', err)}") from err
        return _parse_reply(stage, raw)


def _parse_reply(stage: str, raw: bytes) -> Dict[str, Any]:
    try:
        content = json.loads(raw)["choices"][0]["message"]["content"]
    except (ValueError, KeyError, IndexError, TypeError) as err:
        raise LLMReplyError(f"{stage}: the reply is not a chat completion (choices[0].message.content): {raw[:200]!r}") from err
    if not isinstance(content, str):
        raise LLMReplyError(f"{stage}: choices[0].message.content is {type(content).__name__}, not text.")
    text = re.sub(r"^\s*```(?:json)?\s*|\s*```\s*$", "", content)
    try:
        data = json.loads(text)
    except ValueError as err:
        raise LLMReplyError(f"{stage}: message content is not JSON ({err}): {content[:200]!r}") from err
    if not isinstance(data, dict):
        raise LLMReplyError(f"{stage}: message content is a JSON {type(data).__name__}, not an object.")
    return data


def _field(stage: str, data: Mapping[str, Any], name: str, kind: type, *, required: bool = True, default: Any = None) -> Any:
    if name not in data or data[name] is None:
        if required:
            raise LLMError(f"{stage}: field {name!r} is missing from the reply {dict(data)!r}.")
        return default
    value = data[name]
    if kind is float and isinstance(value, int) and not isinstance(value, bool):
        value = float(value)
    if not isinstance(value, kind) or (kind is int and isinstance(value, bool)):
        raise LLMError(f"{stage}: field {name!r}={value!r} must be {kind.__name__}.")
    return value


def _str_list(stage: str, data: Mapping[str, Any], name: str) -> tuple:
    values = _field(stage, data, name, list, required=False, default=[])
    if not all(isinstance(v, str) for v in values):
        raise LLMError(f"{stage}: field {name!r}={values!r} must be a list of strings.")
    return tuple(v.strip().lower() for v in values if v.strip())


def _enum(stage: str, name: str, value: Any, enum_type: type) -> Any:
    try:
        return enum_type(value)
    except ValueError:
        raise LLMError(f"{stage}: field {name!r}={value!r} is not one of {[e.value for e in enum_type]}.") from None


PLANNER_SYSTEM = (
    "You are the query planner of a household robot's memory. Read the question and reply with one JSON object: "
    '{"intent": one of ' + json.dumps([i.value for i in Intent]) + ', "targets": [object phrases, primary first], '
    '"places": [place phrases named as values], "persons": [person names, lower case], "attribute": "location" | '
    '"state" | "setting:<name>" | "color" | "material" | "owner" | "held_by" | null, "expected": value a yes/no '
    'question checks or null, "verbs": [trace verbs: pick place open close toggle set hand_over enter leave say '
    'navigate], "time": {"relation": one of ' + json.dumps([r.value for r in Relation]) + ', "day_index": int|null, '
    '"day_offset": int|null, "clock": "HH:MM"|null, "part": "morning"|"afternoon"|"evening"|"night"|null, '
    '"ordinal": "first"|"last"|null}, "keywords": [search words], "yes_no": bool}. Reply with JSON only.')


def plan_from_json(question: str, data: Mapping[str, Any]) -> QueryPlan:
    """Validate a planner reply into a `QueryPlan` (views follow from the intent)."""
    stage = "planner"
    intent = _enum(stage, "intent", _field(stage, data, "intent", str), Intent)
    time = _field(stage, data, "time", dict, required=False, default={})
    clock = _field(stage, time, "clock", str, required=False)
    if clock is not None and not re.match(r"^\d{1,2}:\d{2}$", clock):
        raise LLMError(f"{stage}: field 'time.clock'={clock!r} must be HH:MM.")
    part = _field(stage, time, "part", str, required=False)
    ordinal = _field(stage, time, "ordinal", str, required=False)
    ref = TimeRef(day_index=_field(stage, time, "day_index", int, required=False),
                  day_offset=_field(stage, time, "day_offset", int, required=False),
                  clock=tuple(int(x) for x in clock.split(":")) if clock else None,
                  part=_enum(stage, "time.part", part, PartOfDay) if part else None)
    relation = _enum(stage, "time.relation", time.get("relation") or "none", Relation)
    return QueryPlan(
        question=question, intent=intent, targets=_str_list(stage, data, "targets"),
        places=_str_list(stage, data, "places"), persons=_str_list(stage, data, "persons"),
        attribute=_field(stage, data, "attribute", str, required=False),
        expected=_field(stage, data, "expected", str, required=False), verbs=_str_list(stage, data, "verbs"),
        temporal=TemporalFilter(relation=relation, ref=ref,
                                ordinal=_enum(stage, "time.ordinal", ordinal, Ordinal) if ordinal else None),
        views=intent_views(intent), keywords=_str_list(stage, data, "keywords"),
        yes_no=bool(_field(stage, data, "yes_no", bool, required=False, default=False)))


SELECTOR_SYSTEM = (
    "You select evidence for a household robot's memory. Given a question and numbered candidate records, reply "
    'with one JSON object {"ids": [record ids, most useful first]} choosing at most K records that together '
    "answer the question; prefer complementary records (different times, objects, views). JSON only.")


def selection_from_json(data: Mapping[str, Any], candidates: Sequence[Evidence], k: int) -> List[Evidence]:
    """Validate a selector reply: known ids only, no more than `k`, order kept."""
    ids = _str_list_raw("selector", data, "ids")
    by_id = {c.id: c for c in candidates}
    unknown = [i for i in ids if i not in by_id]
    if unknown:
        raise LLMError(f"selector: field 'ids' names records that were not offered: {unknown}.")
    if len(ids) > k:
        raise LLMError(f"selector: field 'ids' has {len(ids)} ids; the budget is k={k}.")
    return [by_id[i] for i in dict.fromkeys(ids)]


def _str_list_raw(stage: str, data: Mapping[str, Any], name: str) -> List[str]:
    values = _field(stage, data, name, list)
    if not all(isinstance(v, str) for v in values):
        raise LLMError(f"{stage}: field {name!r}={values!r} must be a list of strings.")
    return list(values)


ANSWERER_SYSTEM = (
    "You answer questions from a household robot's memory using only the given evidence records. Reply with one "
    'JSON object {"answer": one English sentence, "value": typed value as text (entity id, person id, ISO time, '
    'integer, "yes"/"no") or null, "value_type": one of ' + json.dumps(list(VALUE_TYPES)) + ', "known": bool}. '
    'If the evidence does not support an answer, reply known=false, value=null, value_type="none". JSON only.')


def answer_fields_from_json(data: Mapping[str, Any]) -> Dict[str, Any]:
    """Validate an answerer reply into answer / value / value_type / known."""
    stage = "answerer"
    known = _field(stage, data, "known", bool)
    text = _field(stage, data, "answer", str)
    value = data.get("value")
    if isinstance(value, bool) or (value is not None and not isinstance(value, (str, int, float))):
        raise LLMError(f"answerer: field 'value'={value!r} must be text, a number or null.")
    value_type = _field(stage, data, "value_type", str, required=False, default="none" if value is None else "str")
    if value_type not in VALUE_TYPES:
        raise LLMError(f"answerer: field 'value_type'={value_type!r} is not one of {list(VALUE_TYPES)}.")
    if not known and value is not None:
        raise LLMError(f"answerer: known=false but field 'value'={value!r}; a not-known answer has value null.")
    if known and value is None:
        raise LLMError("answerer: known=true but field 'value' is null.")
    return {"answer": text, "value": value, "value_type": value_type if value is not None else "none", "known": known}


def evidence_prompt(question: str, items: Sequence[Evidence], **extra: Any) -> str:
    """The user message listing records for the selector and the answerer."""
    lines = [f"Question: {question}"]
    lines += [f"{key}: {value}" for key, value in extra.items()]
    lines.append("Records:")
    for n, item in enumerate(items, 1):
        lines.append(json.dumps({"n": n, **item.to_json(), "provenance": item.provenance, "reporter": item.reporter}))
    return "\n".join(lines)


class LLMBackend:
    """The three stages an endpoint can take over, each validated and each with the fallback
    policy applied by the engine (`QueryEngine` calls these and catches `LLMError` under "rules")."""

    def __init__(self, config: LLMConfig, client: "ChatClient | None" = None) -> None:
        self.config = config
        self.client = client or ChatClient(config)

    def plan(self, question: str) -> QueryPlan:
        return plan_from_json(question, self.client.complete_json("planner", PLANNER_SYSTEM, f"Question: {question}"))

    def select(self, question: str, candidates: Sequence[Evidence], k: int) -> List[Evidence]:
        user = evidence_prompt(question, candidates, K=k)
        return selection_from_json(self.client.complete_json("selector", SELECTOR_SYSTEM, user), candidates, k)

    def answer(self, question: str, evidence: Sequence[Evidence], *, intent: Intent, draft: str) -> Dict[str, Any]:
        user = evidence_prompt(question, evidence, intent=intent.value, rule_draft=draft)
        return answer_fields_from_json(self.client.complete_json("answerer", ANSWERER_SYSTEM, user))
