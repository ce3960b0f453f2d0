"""Hearing: every admitted utterance read once, at write time, by the language layer.

The write path (``Memory._write``) asks `Hearing.read` for the `UtteranceReading` of each
admitted utterance (anyone's, the robot's own included) and hands its parts to the views: claims
to the observer gate (State view, ``reported`` with the speaker as reporter), undertakings to the
Commitment view, stated preferences and routines to the Knowledge view, things heard of to the
Entity view. The reader is the offline `UtteranceReader`, or an `LLMUtteranceReader` when an
endpoint is configured. The speaker's previous reading is kept per speaker, so "it" in the next
sentence means the last thing they spoke of; when someone else spoke since (a conversation), "it"
/ "them" mean the last thing anyone spoke of (``conversation_context``).

``claims_of`` turns a reading's claims into ``FactSpec``s: a negated claim ("it's not in the
fridge") becomes the attribute ``not:<attribute>`` with the denied value, so it can lower belief
in that value (``views.belief_view``) and never asserts a place. ``claim_marks`` says how each
stored claim was said: its confidence when hedged, the earlier reported fact a correction
replaces (the ``claim_marks`` table, read by the Belief view) and who it was passed on from
(``origin``: the speaker is the reporter, the one the robot heard it from; the origin is whose
words they were); ``relayed_rows`` the same for clauses no claim was read from.
"""
from __future__ import annotations

import dataclasses
import logging
from typing import Any, Callable, Dict, Iterable, List, Mapping, Optional, Protocol, Sequence, Tuple

from obsmem_ros.core.records import Event, EventKind, Fact, FactSpec, ValueType

LOG = logging.getLogger(__name__)

NEGATED_PREFIX = "not:"
# Utterances this close together are one conversation: a pronoun may point at another speaker's thing.
CONVERSATION_GAP_NS = 10 * 60 * 1_000_000_000
# A speaker's own times said longer ago than this anchor nothing they say next ("remind him Monday"
# yesterday evening does not make this morning's "we leave at quarter to eleven" Monday's).
OWN_ANCHOR_AGE_NS = 12 * 3600 * 1_000_000_000
Resolver = Callable[[str], Optional[str]]


class UtteranceReaderLike(Protocol):
    """What `Hearing` needs of a reader (`UtteranceReader`, `LLMUtteranceReader`)."""

    def read(self, text: str, *, speaker: str, now_ns: int, addressee: str = "", event_id: str = "",
             resolve: Optional[Resolver] = None, people: Sequence[str] = (), previous: Any = None) -> Any: ...


class Hearing:
    """Reads admitted utterances, one reader for the whole write path."""

    def __init__(self, *, robot_id: str, timezone: str, meal_clock: Dict[str, str],
                 reader: Optional[UtteranceReaderLike] = None, learned: bool = False) -> None:
        """``learned``: the offline reader is led by the clause-kind classifier
        (``language.clause_kinds``; EngineConfig ``utterance_reader: learned``)."""
        self.robot_id = robot_id
        self._reader = reader
        self._learned = learned
        self._reader_args = dict(robot_id=robot_id, timezone=timezone, meal_clock=meal_clock)
        self._kin: Dict[Tuple[str, str], str] = {}  # kin words the reader starts from (`know_kin`)
        self._previous: Dict[str, Tuple[Any, int]] = {}  # speaker -> their latest reading, with its time
        self._heard: Optional[Tuple[Any, int]] = None  # the latest reading of anyone, with its time

    @property
    def reader(self) -> UtteranceReaderLike:
        if self._reader is None:  # spaCy loads on the first utterance, not at open
            from obsmem_ros.core.language.clause_kinds import clause_kind_classifier
            from obsmem_ros.core.language.utterances import UtteranceReader

            kinds = clause_kind_classifier() if self._learned else None
            self._reader = UtteranceReader(**self._reader_args, clause_kinds=kinds)
            self._reader.know_kin(self._kin)
        return self._reader

    def know_kin(self, kin: Mapping[Tuple[str, str], str]) -> None:
        """The kin words learnt before ((speaker, word) -> person, from the store): the reader
        starts from them, replacing what it knew (after forgetting, the forgotten go)."""
        self._kin = dict(kin)
        if self._reader is not None and hasattr(self._reader, "know_kin"):
            self._reader.know_kin(self._kin)

    def kin(self) -> Dict[Tuple[str, str], str]:
        """The kin words the reader knows now (learnt before and heard since)."""
        return dict(getattr(self._reader, "kin", self._kin))

    def warm_up(self) -> None:
        """Load the offline reader's models now (spaCy and, for the learned reader, the sentence
        encoder with the clause-kind classifier take seconds), not on the first heard utterance;
        an endpoint reader falls back to them."""
        from obsmem_ros.core.language.syntax import MODEL, load_pipeline

        load_pipeline(MODEL)  # the call the reader makes (the cache keys on the arguments as given)
        if self._learned:
            from obsmem_ros.core.language.clause_kinds import clause_kind_classifier

            clause_kind_classifier().warm_up()

    def read(self, events: Iterable[Event], resolve: Resolver, people: Iterable[str]) -> Dict[str, Any]:
        """event id -> reading, for every utterance among `events` with words."""
        readings: Dict[str, Any] = {}
        known = sorted(people)
        heard = [(event, event.utterance or event.text) for event in events if event.kind is EventKind.UTTERANCE]
        heard = [(event, words) for event, words in heard if event.actor and words.strip()]
        self._parse_ahead([words for _, words in heard])
        for event, words in heard:
            try:
                reading = self.reader.read(words, speaker=event.actor, addressee=event.addressee, now_ns=event.time_ns,
                                           event_id=event.id, resolve=resolve, people=known,
                                           previous=conversation_context(own_lately(self._previous.get(event.actor),
                                                                                    event.time_ns),
                                                                         self._heard, event))
            except Exception as err:  # noqa: BLE001 - one sentence the reader fails on must not block memory
                LOG.warning("utterance %s not read (%s: %s); stored as words only", event.id, type(err).__name__, err)
                continue
            self._previous[event.actor] = (reading, event.time_ns)
            self._heard = (reading, event.time_ns)
            readings[event.id] = reading
        return readings

    def _parse_ahead(self, texts: Sequence[str]) -> None:
        """The offline reader parses a batch's sentences in one go (the same parses, less CPU)."""
        from obsmem_ros.core.language.utterances import UtteranceReader

        if len(texts) > 1 and isinstance(self.reader, UtteranceReader):
            self.reader.prepare(texts)


def own_lately(own: Optional[Tuple[Any, int]], now_ns: int) -> Any:
    """The speaker's previous reading, without its times and claims when it was said more than
    ``OWN_ANCHOR_AGE_NS`` before `now_ns`: a time named then is no anchor of what they say now, and
    a place said then is not the "there" of "keep them right there" now, nor a claim a "no, the
    other one" corrects."""
    if own is None:
        return None
    reading, said_ns = own
    if now_ns - said_ns <= OWN_ANCHOR_AGE_NS or not dataclasses.is_dataclass(reading):
        return reading
    return dataclasses.replace(reading, times=(), claims=())


def conversation_context(own: Any, heard: Optional[Tuple[Any, int]], event: Event) -> Any:
    """The previous reading the reader gets for `event`: the speaker's own (their claims are what a
    "no, the other one" corrects), with "it" / "them" and "he" / "she" pointing at the last thing
    and person anyone spoke of when another speaker spoke since, within ``CONVERSATION_GAP_NS``
    ("Have you seen my keys?" - "I saw them on the counter": them = the keys), and the times said by
    both as the anchors of the times said next (``language.conversation_times``); after a silence
    that long, only the times whose half was said (`_after_silence`)."""
    if heard is None:
        return own
    latest, said_ns = heard
    if event.time_ns - said_ns > CONVERSATION_GAP_NS:
        return _after_silence(own)
    if latest is own:
        return own
    if not getattr(latest, "last_thing", ""):
        return _times_heard(own, latest)
    if own is None:
        if not dataclasses.is_dataclass(latest):
            return None
        return dataclasses.replace(latest, text="", speaker=event.actor, addressee="", event_id="", claims=(),
                                   last_thing=_answered(latest, event),
                                   preferences=(), things=(), mentioned=())  # undertakings: what a reply answers
    if not dataclasses.is_dataclass(own):
        return own
    times = tuple(t for t in getattr(own, "times", ()) if t not in latest.times) + tuple(latest.times)
    return dataclasses.replace(own, last_thing=_answered(latest, event), last_plural=latest.last_plural, times=times,
                               named=_still_named(own, latest),
                               last_person=getattr(latest, "last_person", "") or getattr(own, "last_person", ""),
                               undertakings=tuple(own.undertakings) + tuple(latest.undertakings))


def _after_silence(own: Any) -> Any:
    """The speaker's own previous reading after nobody spoke for ``CONVERSATION_GAP_NS``: the
    conversation has moved on, so a time whose half of the day nobody said (only a reading
    convention's) no longer places a bare clock said now ("be ready at seven-forty" tomorrow, then
    twenty quiet minutes later "remind me at eight to print the labels": 20:00); one whose half was
    said, or that ends a span running now ("I'm at work till six"), still does, and so does a day
    said alone ("the morra"): it times what is said next, and is no clock to fall near."""
    if own is None or not dataclasses.is_dataclass(own):
        return own
    times = tuple(t for t in getattr(own, "times", ()) if getattr(t, "firm", True) or getattr(t, "until", False)
                  or not getattr(t, "clocked", True))
    return dataclasses.replace(own, times=times)


def _times_heard(own: Any, latest: Any) -> Any:
    """The speaker's own previous reading with the times another just said as its latest anchors,
    when that turn spoke of no thing ("wake him at quarter to seven" - "I'll have the van loaded by
    half seven": the morning): what "it" means is not carried, the times of the conversation are."""
    times = tuple(getattr(latest, "times", ()))
    if not times or not dataclasses.is_dataclass(latest) or own is not None and not dataclasses.is_dataclass(own):
        return own
    if own is None:
        return type(latest)(text="", speaker="", times=times)  # a reading of nothing but the times
    return dataclasses.replace(own, times=tuple(t for t in own.times if t not in times) + times)


def _still_named(own: Any, latest: Any) -> Tuple[Any, ...]:
    """The things both readings named and left unplaced, once each by id, the latest last and
    few (`language.asked_things.still_named`, imported when used: the language package imports
    this module)."""
    from obsmem_ros.core.language.asked_things import still_named

    return still_named(getattr(own, "named", ()), getattr(latest, "named", ()))


def _answered(latest: Any, event: Event) -> str:
    """What "it" means in a turn: the thing the turn before asked this speaker the place of
    ("Where's the box? I'll do the tree." - "It's in the shed": the box), else the last thing
    anyone spoke of (`language.asked_things`)."""
    asked = getattr(latest, "asked", "")
    return asked if asked and latest.addressee == event.actor else latest.last_thing


def reader_from_settings(settings: Any, *, robot_id: str, timezone: str,
                         meal_clock: Dict[str, str]) -> Optional[UtteranceReaderLike]:
    """The utterance reader a ``query.LLMSettings`` asks for: the endpoint's (``backend`` "openai"
    and ``read_speech``, with the offline reader as its fallback), or None for the offline default."""
    if settings.backend != "openai" or not settings.read_speech:
        return None
    from obsmem_ros.core.language import LLMUtteranceReader, UtteranceReader

    offline = UtteranceReader(robot_id=robot_id, timezone=timezone, meal_clock=meal_clock)
    return LLMUtteranceReader(settings.endpoint_config(), offline)


def claims_of(reading: Any) -> Tuple[FactSpec, ...]:
    """The reading's claims as facts to store (negated ones under ``not:<attribute>``)."""
    out = []
    for claim in reading.claims:
        attribute = f"{NEGATED_PREFIX}{claim.attribute}" if claim.negated else claim.attribute
        value_type = ValueType.ENTITY if claim.value_type == "entity" else ValueType.STR
        out.append(FactSpec(claim.entity, attribute, claim.value, value_type))
    return tuple(out)


def claim_marks(events: Iterable[Event], readings: Mapping[str, Any], robot_id: str,
                facts_of: Callable[[str], Sequence[Fact]]) -> List[Tuple[str, float, str, int, str]]:
    """(fact id, confidence, corrected fact id, time_ns, origin) of each stored claim said with
    doubt, as a correction or passed on from someone else ("Dad says ...": origin dad). A claim's
    fact id follows the event's deltas (``observer_gate.admitted_facts``); the corrected fact is the
    earlier utterance's report on the same entity and attribute (``facts_of``: the facts of an event id)."""
    rows: List[Tuple[str, float, str, int, str]] = []
    for event in events:
        reading = readings.get(event.id)
        if reading is None or event.claims or event.kind is not EventKind.UTTERANCE or event.actor in ("", robot_id):
            continue
        for index, claim in enumerate(reading.claims):
            source = _origin(claim, event)
            if claim.confidence >= 1.0 and not claim.correction and not source:
                continue
            corrects = ""
            if getattr(claim, "corrects", ""):
                pair = {claim.attribute, f"{NEGATED_PREFIX}{claim.attribute}"}
                corrects = next((f.id for f in facts_of(claim.corrects) if f.entity == claim.entity
                                 and f.attribute in pair), "")
            rows.append((f"{event.id}#{len(event.deltas) + index}", float(claim.confidence), corrects, event.time_ns,
                         source))
    return rows


def relayed_rows(events: Iterable[Event], readings: Mapping[str, Any], robot_id: str) -> List[Tuple[str, str, str, int]]:
    """(event id, origin, words, time_ns) of each clause a person's utterance passed on from
    someone else (the reading's ``relayed``), claims read from it or not."""
    rows: List[Tuple[str, str, str, int]] = []
    for event in events:
        reading = readings.get(event.id)
        if reading is None or event.kind is not EventKind.UTTERANCE or event.actor in ("", robot_id):
            continue
        rows += [(event.id, who, words, event.time_ns) for who, words in getattr(reading, "relayed", ())
                 if who and who != event.actor]
    return rows


def _origin(claim: Any, event: Event) -> str:
    """Who the claim was passed on from; "" when it is the speaker's own."""
    source = getattr(claim, "origin", "")
    return "" if source == event.actor else source
