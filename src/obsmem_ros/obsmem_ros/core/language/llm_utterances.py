"""The same `UtteranceReading` from an OpenAI-compatible chat endpoint, under a JSON schema.

The endpoint gets the utterance, its speaker, addressee, the time of speaking, the people and
the thing the speaker last spoke of, and the JSON schema of `LLMUtteranceReply` (pydantic); its
reply is validated against the model. Mentions are then linked here with the caller's resolver
(as offline), times resolved against the time of speaking (`views.commitment.due`, then
`times.find_times`), so both readers give the same records. Any failure (network, HTTP, JSON,
validation) falls back to the offline reader, or raises `LLMError` under `fallback="raise"`.
"""
from __future__ import annotations

import datetime as dt
import json
import logging
from typing import Any, List, Literal, Optional, Sequence, Tuple

from pydantic import BaseModel, Field, ValidationError

from obsmem_ros.core.query.llm import ChatClient, LLMConfig
from obsmem_ros.core.records import CommitmentKind
from obsmem_ros.errors import LLMError

from .times import find_times
from .utterance_records import (HEDGED, Claim, ReportedThing, StatedPreference, Undertaking,
                                UtteranceReading)
from .utterances import UtteranceReader, mention_id
from .verbs import canonical_verb

LOG = logging.getLogger(__name__)
STAGE = "utterance reading"


class LLMClaim(BaseModel):
    thing: str = Field(description="the thing the claim is about, as said ('my laptop'); pronouns resolved")
    attribute: Literal["location", "state", "setting"] = "location"
    value: str = Field(description="the place (as said), the state (open/closed/on/off) or the setting value")
    setting: str = Field("", description="for attribute 'setting': timer, temperature, channel, ...")
    negated: bool = Field(False, description="the speaker says it is NOT so")
    hedged: bool = Field(False, description="said with doubt: I think, probably, maybe")
    confidence: Optional[float] = Field(None, ge=0.0, le=1.0,
                                        description="how surely it was said, 0..1 (below 1 when hedged); omit if plain")
    correction: bool = Field(False, description="it corrects what the speaker said before (this utterance or the last)")
    origin: str = Field("", max_length=64, pattern=r"^[^\W\d_]*(?:[ '-][^\W\d_]+)*$",
                        description="the person the speaker passes it on from ('Dad says ...': 'dad'), as said or "
                                    "their id; '' when it is the speaker's own")


class LLMUndertaking(BaseModel):
    kind: Literal["request", "reminder", "promise", "schedule"]
    owner: str = Field(description="person id who must do it ('robot' for the robot); '' for an appointment")
    beneficiary: str = Field("", description="person id it is for")
    action: str = Field(description="what is owed, without its time words, e.g. 'have the grapes washed'")
    due: str = Field("", description="the time words, verbatim ('by 8:30', 'when I'm back'); '' if none")
    things: List[str] = Field([], description="things the action involves, as said")


class LLMPreference(BaseModel):
    person: str
    topic: str = Field(description="what it is about, one noun ('coffee', 'mug')")
    value: str = Field(description="what they want or do ('ready at 08:30', 'the blue mug')")
    condition: str = Field("", description="when it holds ('on weekends', 'in the morning')")
    kind: Literal["preference", "routine"] = "preference"


class LLMUtteranceReply(BaseModel):
    """What the endpoint must return for one heard utterance."""

    claims: List[LLMClaim] = []
    undertakings: List[LLMUndertaking] = []
    preferences: List[LLMPreference] = []
    new_things: List[str] = Field([], description="things the speaker has (bought, put away) as said, e.g. 'grapes'")


def utterance_schema() -> dict:
    """The JSON schema the endpoint fills (pydantic's, of `LLMUtteranceReply`)."""
    return LLMUtteranceReply.model_json_schema()


class LLMUtteranceReader:
    """`read(...)` as `UtteranceReader.read`, through the endpoint; offline fallback."""

    def __init__(self, config: LLMConfig, offline: UtteranceReader) -> None:
        self.config = config
        self.offline = offline
        self._client = ChatClient(config)

    def read(self, text: str, *, speaker: str, now_ns: int, addressee: str = "", event_id: str = "",
             resolve: Any = None, people: Sequence[str] = (), previous: Optional[UtteranceReading] = None
             ) -> UtteranceReading:
        args = dict(speaker=speaker, now_ns=now_ns, addressee=addressee, event_id=event_id, resolve=resolve,
                    people=people, previous=previous)
        try:
            reply = self._ask(text, speaker, addressee or self.offline.robot_id, now_ns, people, previous)
        except LLMError as err:
            if self.config.fallback == "raise":
                raise
            LOG.warning("LLM utterance reading failed, using the offline reader: %s", err)
            return self.offline.read(text, **args)
        return self._to_reading(text, reply, speaker, addressee, event_id, now_ns, resolve or (lambda _w: None),
                                previous)

    def _ask(self, text: str, speaker: str, addressee: str, now_ns: int, people: Sequence[str],
             previous: Optional[UtteranceReading]) -> LLMUtteranceReply:
        system = ("You read what a person says in a home with a robot. Reply with one JSON object that validates "
                  f"against this JSON schema: {json.dumps(utterance_schema())}. 'I'/'my' is the speaker, 'you' the "
                  "addressee. List only what the words say; leave lists empty when they say nothing of that kind.")
        said = dt.datetime.fromtimestamp(now_ns / 1e9, tz=dt.timezone.utc).isoformat()
        user = json.dumps({"utterance": text, "speaker": speaker, "addressee": addressee, "said_at": said,
                           "people": sorted(people), "last_thing": previous.last_thing if previous else ""})
        data = self._client.complete_json(STAGE, system, user)
        try:
            return LLMUtteranceReply.model_validate(data)
        except ValidationError as err:
            raise LLMError(f"{STAGE}: the reply does not match the utterance schema: {err}") from err

    def _to_reading(self, text: str, reply: LLMUtteranceReply, speaker: str, addressee: str, event_id: str,
                    now_ns: int, resolve: Any, previous: Optional[UtteranceReading] = None) -> UtteranceReading:
        def link(words: str) -> Tuple[str, bool]:
            words = " ".join(w for w in words.lower().split() if w not in ("the", "a", "an", "my", "some", "your"))
            found = resolve(words) or resolve(words.rstrip("s"))
            return (found or mention_id(words)), found is not None

        claims, things = [], {}
        for c in reply.claims:
            entity, known = link(c.thing)
            if c.attribute == "location":
                value, vtype, attribute = link(c.value)[0], "entity", "location"
            else:
                value, vtype = c.value.strip().lower(), "str"
                attribute = f"setting:{c.setting}" if c.attribute == "setting" and c.setting else c.attribute
            confidence = c.confidence if c.confidence is not None else (HEDGED if c.hedged else 1.0)
            corrected = c.correction and previous is not None and any(
                (p.entity, p.attribute) == (entity, attribute) for p in previous.claims)
            claims.append(Claim(entity=entity, attribute=attribute, value=value, value_type=vtype, negated=c.negated,
                                confidence=confidence, correction=c.correction, words=c.thing,
                                corrects=previous.event_id if corrected and previous is not None else "",
                                origin=_origin(c.origin, speaker, addressee)))
            if not known and not c.negated:
                things[entity] = ReportedThing(id=entity, name=c.thing.lower(), category=entity.split("_")[-1],
                                               location=value if attribute == "location" else "")
        for words in reply.new_things:
            entity, known = link(words)
            if not known:
                things.setdefault(entity, ReportedThing(id=entity, name=words.lower(), category=entity.split("_")[-1]))
        undertakings = [self._undertaking(u, text, now_ns, link) for u in reply.undertakings]
        preferences = [StatedPreference(person=p.person, topic=p.topic, value=p.value, condition=p.condition,
                                        kind=p.kind, statement=f"{p.person}: {p.topic} {p.value} {p.condition}".strip())
                       for p in reply.preferences]
        last = claims[-1].entity if claims else ""
        return UtteranceReading(text=text, speaker=speaker, addressee=addressee, event_id=event_id,
                                claims=tuple(claims), undertakings=tuple(undertakings),
                                preferences=tuple(preferences), things=tuple(things.values()), last_thing=last)

    def _undertaking(self, u: LLMUndertaking, text: str, now_ns: int, link: Any) -> Undertaking:
        from obsmem_ros.core.views.commitment.due import parse_due

        due = parse_due(u.due.lower() or "", said_ns=now_ns, tz=self.offline.timezone,
                        meal_clock=self.offline.meal_clock)
        due_ns = due.due_ns
        if due_ns is None and u.due:
            found = find_times(u.due, now_ns)
            due_ns = found[0].start_ns if found and found[0].end_ns > found[0].start_ns else None
        objects: List[str] = [link(t)[0] for t in u.things]
        verb = u.action.split()[0] if u.action.split() else ""
        return Undertaking(kind=CommitmentKind(u.kind), owner=u.owner, beneficiary=u.beneficiary, action=u.action,
                           due_ns=due_ns, due_text=u.due, recurrence=due.recurrence, objects=tuple(objects),
                           verb=canonical_verb(verb))


def _origin(said: str, speaker: str, addressee: str) -> str:
    """A claim's origin as the offline reader writes it: the person's id form ("Uncle Des" ->
    "uncle_des"); "" when it names the speaker or the addressee (their own words, not passed on)."""
    who = mention_id(said)
    return "" if who in ("", "i", "me", "you", speaker, addressee) else who
