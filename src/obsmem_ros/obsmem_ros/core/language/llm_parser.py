"""The same `Parse` from an OpenAI-compatible chat endpoint, under a JSON schema.

The endpoint gets the utterance, its context (asker, the people and things memory knows) and
the JSON schema of `LLMReply` (a pydantic model); its reply is validated against the model.
Spans, entity links and resolved times are then computed here, the same way as offline, so
both parsers give the same kind of `Parse`. When no endpoint is configured, or it fails (network,
HTTP), times out, or returns invalid JSON or a reply off the schema, the offline parser answers
and the parse's `reason` says which ("parsed offline: the LLM endpoint timed out ..."); under
`fallback="raise"` a configured endpoint's failure raises `LLMError` instead.
"""
from __future__ import annotations

import json
import logging
from dataclasses import replace
from typing import Any, Dict, List, Literal, Optional, Sequence

from pydantic import BaseModel, Field, ValidationError

from obsmem_ros.core.query.llm import ChatClient, LLMConfig
from obsmem_ros.errors import LLMError, LLMReplyError, LLMTimeoutError

from .linking import Lexicon, link
from .parse import GoalKind, Intent, Kind, Mention, Parse, Person, Role, Span, StatementKind, Value
from .parser import LanguageParser
from .times import find_times

LOG = logging.getLogger(__name__)
STAGE = "language parse"


class LLMMention(BaseModel):
    text: str = Field(description="the words of the utterance naming the thing, verbatim")
    head: str = Field("", description="the head noun, lemma")
    role: Literal["target", "place", "recipient"] = "target"
    kind: Literal["entity", "description", "pronoun"] = "entity"
    colour: str = ""
    owner: str = Field("", description="person id of the owner ('my' = the asker)")
    setting: str = Field("", description="device setting named (timer, temperature, ...)")
    relation: Literal["", "liked_best_by", "last_picked_by", "last_used_by", "requested_by", "last_moved_by"] = ""
    person: str = ""
    category: str = ""


class LLMPerson(BaseModel):
    id: str = Field(description="person id, lower case")
    role: Literal["asker", "subject", "speaker", "recipient"]


class LLMValue(BaseModel):
    text: str
    kind: Literal["state", "clock", "number", "word", "from_memory"]
    normalised: str = ""
    attribute: str = ""
    source: Literal["", "request", "preference"] = ""
    person: str = ""
    changed_to: bool = False


class LLMReply(BaseModel):
    """What the endpoint must return for one utterance."""

    kind: Literal["question", "instruction", "statement", "unknown"]
    intent: str = Field(description="question intent, instruction goal kind or statement kind; '' if unknown")
    confidence: float = Field(ge=0.0, le=1.0)
    mentions: List[LLMMention] = []
    people: List[LLMPerson] = []
    attributes: List[str] = []
    values: List[LLMValue] = []
    times: List[str] = Field([], description="time expressions of events, verbatim (not setting values)")
    negated: bool = False
    yes_no: bool = False
    ordinal: Literal["", "first", "last"] = ""


_LABELS = {"question": {i.value for i in Intent}, "instruction": {g.value for g in GoalKind},
           "statement": {s.value for s in StatementKind}, "unknown": {""}}


def parse_schema() -> Dict[str, Any]:
    """The JSON schema the endpoint fills (pydantic's, of `LLMReply`)."""
    return LLMReply.model_json_schema()


class LLMParser:
    """`parse(...)` as `LanguageParser.parse`, through the endpoint `config` (None: none is
    configured), with `offline` as the fallback and for the sentence embedding."""

    def __init__(self, config: Optional[LLMConfig], offline: LanguageParser) -> None:
        self.config = config
        self.offline = offline
        self._client = ChatClient(config) if config is not None else None

    def embed(self, text: str):
        """The offline parser's sentence embedding (retrieval shares it whichever parser reads)."""
        return self.offline.embed(text)

    def warm_up(self) -> None:
        """Load the offline models now: the fallback and the embedding need them."""
        self.offline.warm_up()

    def parse(self, text: str, *, asker: str = "", now_ns: int = 0, day1_ns: Optional[int] = None,
              previous: Optional[Parse] = None, lexicon: Optional[Lexicon] = None,
              embedding: Optional[Sequence[float]] = None) -> Parse:
        if self._client is None:
            return self._offline(text, "no LLM endpoint is configured (llm.url, llm.model)", asker=asker,
                                 now_ns=now_ns, day1_ns=day1_ns, previous=previous, lexicon=lexicon, embedding=embedding)
        try:
            reply = self._ask(text, asker, lexicon)
        except LLMError as err:
            if self.config.fallback == "raise":
                raise
            LOG.warning("LLM parse failed, using the offline parser: %s", err)
            return self._offline(text, failure(err), asker=asker, now_ns=now_ns, day1_ns=day1_ns, previous=previous,
                                 lexicon=lexicon, embedding=embedding)
        parse = _to_parse(text, reply, now_ns, day1_ns, lexicon)
        vector = self.offline.embed(text) if embedding is None else embedding
        return replace(parse, embedding=tuple(float(x) for x in vector))

    def _offline(self, text: str, why: str, **context: Any) -> Parse:
        """The offline parse of `text`, its reason saying why the endpoint did not parse it."""
        parse = self.offline.parse(text, **context)
        note = f"parsed offline: {why}"
        return replace(parse, reason=f"{parse.reason}; {note}" if parse.reason else note)

    def _ask(self, text: str, asker: str, lexicon: Optional[Lexicon]) -> LLMReply:
        known = {"people": sorted(lexicon.people) if lexicon else [],
                 "things": sorted({e.name for e in lexicon.entries}) if lexicon else []}
        schema = parse_schema()
        system = ("You parse what a person says to a household robot. Reply with one JSON object that "
                  f"validates against this JSON schema: {json.dumps(schema)}. Question intents: "
                  f"{sorted(_LABELS['question'])}; instruction goal kinds: {sorted(_LABELS['instruction'])}; "
                  f"statement kinds: {sorted(_LABELS['statement'])}. Use kind 'unknown' for other languages or nonsense.")
        user = json.dumps({"utterance": text, "asker": asker, **known})
        data = self._client.complete_json(STAGE, system, user, schema=schema)
        try:
            reply = LLMReply.model_validate(data)
        except ValidationError as err:
            raise LLMReplyError(f"{STAGE}: the reply does not match the parse schema: {err}") from err
        if reply.intent not in _LABELS[reply.kind]:
            raise LLMReplyError(f"{STAGE}: field 'intent' is {reply.intent!r}, not one of "
                                f"{sorted(_LABELS[reply.kind])} for kind {reply.kind!r}")
        return reply


def failure(err: LLMError) -> str:
    """Which way the endpoint failed, for a parse's reason."""
    if isinstance(err, LLMTimeoutError):
        return f"the LLM endpoint timed out ({err})"
    if isinstance(err, LLMReplyError):
        return f"the LLM endpoint returned invalid JSON ({err})"
    return f"the LLM endpoint failed ({err})"


def _span(text: str, words: str, start: int = 0) -> Optional[Span]:
    at = text.lower().find(words.lower(), start) if words else -1
    return Span(at, at + len(words)) if at >= 0 else None


def _to_parse(text: str, reply: LLMReply, now_ns: int, day1_ns: Optional[int], lexicon: Optional[Lexicon]) -> Parse:
    mentions = tuple(_mention(text, m, lexicon) for m in reply.mentions)
    times: List[Any] = []
    for words in reply.times:
        span = _span(text, words)
        found = find_times(words, now_ns, day1_ns=day1_ns)
        times += [replace(t, text=words, span=span or t.span) for t in found[:1]]
    understood = reply.kind != "unknown"
    return Parse(
        text=text, kind=Kind(reply.kind), intent=reply.intent, confidence=reply.confidence, understood=understood,
        reason="" if understood else "did not understand: the endpoint found no reading",
        mentions=mentions, people=tuple(Person(id=p.id, role=Role(p.role), text=p.id, span=_span(text, p.id))
                                        for p in reply.people),
        attributes=tuple(reply.attributes), values=tuple(Value(span=_span(text, v.text), **v.model_dump())
                                                          for v in reply.values),
        times=tuple(times), negated=reply.negated, yes_no=reply.yes_no, ordinal=reply.ordinal)


def _mention(text: str, m: LLMMention, lexicon: Optional[Lexicon]) -> Mention:
    mention = Mention(text=m.text, span=_span(text, m.text) or Span(0, 0), **m.model_dump(exclude={"text"}))
    if lexicon is None or m.kind == "pronoun" or (m.kind == "description" and not m.category):
        return mention
    phrase = m.category if m.kind == "description" else m.text
    candidates, entity = link(phrase, lexicon, head=m.head, colour=m.colour, owner=m.owner, setting=m.setting)
    if m.kind == "description":
        return replace(mention, candidates=candidates)
    return replace(mention, candidates=candidates, entity=entity, ambiguous=bool(candidates) and not entity)
