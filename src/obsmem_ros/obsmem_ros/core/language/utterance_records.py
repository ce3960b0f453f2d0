"""What one heard utterance says, as typed records: claims, undertakings, stated preferences, new things.

Every record of a reading belongs to its utterance's speaker (the source) and event (the
evidence). Entity fields hold memory ids when the mention linked, else the snake_case id of the
words ("some grapes" -> "grapes"), so a claim about a thing never seen is still kept and findable.
Times are int nanoseconds since the epoch, UTC.
"""
from __future__ import annotations

from dataclasses import asdict, dataclass, field
from typing import Any, Dict, Optional, Tuple

from obsmem_ros.core.records import CommitmentKind

HEDGED = 0.6      # confidence of a claim said with "I think", "probably", "maybe"
CORRECTED = 1.0   # a correction ("actually it's in the drawer") is said with full confidence


@dataclass(frozen=True)
class Claim:
    """(entity, attribute, value) the speaker asserts; `negated`: asserts it is NOT so ("it's not in
    the fridge"); `confidence`: below 1 when said with doubt ("I think", "maybe", "I've a feeling");
    `correction`: it replaces what the speaker said just before; `corrects`: the event id of the
    speaker's earlier utterance whose claim about the same (entity, attribute) it replaces ("" when
    the corrected claim was in the same utterance, and so never stored); `origin`: the person the
    speaker passes it on from ("Dad says the boiler's fixed": dad; "" when the speaker says it
    as their own)."""

    entity: str
    attribute: str
    value: str
    value_type: str = "str"          # "entity" when the value is a thing or a place
    negated: bool = False
    confidence: float = 1.0
    correction: bool = False
    words: str = ""                  # the mention as said ("my laptop")
    corrects: str = ""
    origin: str = ""


@dataclass(frozen=True)
class Undertaking:
    """Something owed: a request, reminder, promise, or a schedule / appointment.

    `owner` must do it (the addressee of a request, the speaker of a promise, "" for an announced
    appointment); `beneficiary` is who it is for. `due_ns` is ``None`` when the words gave no
    resolvable time; `due_text` keeps the words ("when I'm back")."""

    kind: CommitmentKind
    owner: str
    beneficiary: str
    action: str
    due_ns: Optional[int] = None
    due_text: str = ""
    recurrence: str = ""
    objects: Tuple[str, ...] = ()
    verb: str = ""
    moves: bool = False              # it moves an earlier event to a new time ("moved to Sunday", "now at eight")
    requester: str = ""              # who asked for it, when not the speaker ("Dad asked me to remind you ...")


@dataclass(frozen=True)
class StatedPreference:
    """A preference or routine the speaker states about themself or someone ("on weekends I want
    the coffee ready at 08:30": person bob, topic coffee, value "ready at 08:30", condition "on weekends")."""

    person: str
    topic: str
    value: str
    condition: str = ""
    kind: str = "preference"          # preference | routine
    statement: str = ""
    clock: str = ""                   # the clock time said, its half of the day decided ("06:00"); "" for none


@dataclass(frozen=True)
class ReportedThing:
    """A thing heard of but not known to memory ("I just bought some grapes"): remembered with
    provenance reported until it is seen."""

    id: str
    name: str
    category: str
    location: str = ""


@dataclass(frozen=True)
class UtteranceReading:
    """Everything one utterance says, with its speaker and supporting event."""

    text: str
    speaker: str
    addressee: str = ""
    event_id: str = ""
    claims: Tuple[Claim, ...] = ()
    undertakings: Tuple[Undertaking, ...] = ()
    preferences: Tuple[StatedPreference, ...] = ()
    things: Tuple[ReportedThing, ...] = ()
    last_thing: str = ""              # the last thing mentioned (what "it" means in the next utterance)
    last_plural: str = ""             # the last thing named in the plural (what "they" / "them" mean)
    mentioned: Tuple[str, ...] = field(default=())
    times: Tuple[Tuple[str, int], ...] = ()  # (what, when) of the times said in the conversation so far, newest last
    last_person: str = ""             # the last person named (what "he" / "she" means next)
    relayed: Tuple[Tuple[str, str], ...] = ()  # (origin, words) of each clause passed on from someone else
    named: Tuple[ReportedThing, ...] = ()  # things named, unknown to memory and placed by no claim (yet)
    asked: str = ""                   # the thing the utterance's last "where" question asks about

    def to_dict(self) -> Dict[str, Any]:
        data = asdict(self)
        data["undertakings"] = [{**asdict(u), "kind": u.kind.value} for u in self.undertakings]
        return data

    @property
    def empty(self) -> bool:
        return not (self.claims or self.undertakings or self.preferences or self.things)
