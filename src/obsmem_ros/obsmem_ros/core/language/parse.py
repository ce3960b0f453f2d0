"""Typed parse records: what one utterance says, before any memory is read or any action taken.

A `Parse` is the single product of the language layer, whichever parser made it (offline or
LLM). Times are integer nanoseconds since the Unix epoch, UTC, as everywhere in the suite;
character spans are `[start, end)` offsets into `Parse.text`. Entity links are candidates
with scores, never a silent guess: an ambiguous mention lists its candidates and links none.
"""
from __future__ import annotations

import enum
from dataclasses import asdict, dataclass, field
from typing import Any, Dict, Optional, Tuple


class Kind(str, enum.Enum):
    """What the speaker does with the utterance."""

    QUESTION = "question"
    INSTRUCTION = "instruction"
    STATEMENT = "statement"
    UNKNOWN = "unknown"


class Intent(str, enum.Enum):
    """Question intents: one per way the read path answers (see `docs/formats.md` families)."""

    WHERE_IS = "where_is"                  # where is X now / have you seen X
    STATE_NOW = "state_now"                # is the fridge open / is the TV on
    SETTING_NOW = "setting_now"            # what is the oven set to
    WHICH_ROOM = "which_room"              # which room is X in
    OWNER = "owner"                        # whose is X / who has X
    PAST_STATE = "past_state"              # where was X before it moved / at 07:00 / before the change
    LAST_TIME = "last_time"                # when did X last happen
    WHO_DID = "who_did"                    # who moved X
    COUNT = "count"                        # how many times
    WHO_SAID = "who_said"                  # who told me X
    WAS_RIGHT = "was_right"                # Carol said X. Was she right?
    WHAT_SAID = "what_said"                # according to Bob, where is X
    COMMITMENT_WHEN = "commitment_when"    # when is X due / what is on for tomorrow
    WHO_ASKED = "who_asked"                # who asked you to do X
    REQUEST_DONE = "request_done"          # did you do what Bob asked
    USUAL_TIME = "usual_time"              # when does Alice usually make tea
    ROUTINE = "routine"                    # what does Alice usually do in the morning
    HABIT = "habit"                        # what does Bob do after X
    PREFERENCE = "preference"              # how does Alice take her coffee
    ACTIVITY = "activity"                  # what was Alice doing yesterday
    TRUST = "trust"                        # can I rely on that / is it still true
    PLANNING = "planning"                  # what do I need to know to cook dinner
    FREE_TEXT = "free_text"                # a question about something else: search


class GoalKind(str, enum.Enum):
    """Instruction goal kinds: the same names as Mimir's `GoalKind`, plus `bring` (to a person or
    the asker, a destination that may be implied)."""

    PLACE = "place"
    BRING = "bring"
    OPEN = "open"
    CLOSE = "close"
    TURN_ON = "turn_on"
    TURN_OFF = "turn_off"
    SET = "set"
    HAND_OVER = "hand_over"
    SAY = "say"


class StatementKind(str, enum.Enum):
    """What a statement (heard speech) adds to memory."""

    CLAIM = "claim"              # the keys are in the drawer
    PREFERENCE = "preference"    # I like my tea without sugar
    PROMISE = "promise"          # I'll take the bins out tonight
    REQUEST = "request"          # I need the laundry done by Friday


class Role(str, enum.Enum):
    """The part a person plays in the utterance."""

    ASKER = "asker"          # who speaks to the robot now ("I", "me", "my")
    SUBJECT = "subject"      # the person asked about ("what does Bob usually do")
    SPEAKER = "speaker"      # whose words are reported ("Carol said ...")
    RECIPIENT = "recipient"  # who should receive ("give it to Dan", "for him")


class Granularity(str, enum.Enum):
    """How precise a resolved time expression is."""

    MINUTE = "minute"
    HOUR = "hour"
    PART_OF_DAY = "part_of_day"
    DAY = "day"
    WEEK = "week"
    MONTH = "month"


@dataclass(frozen=True)
class Span:
    """Character offsets `[start, end)` into the parsed text."""

    start: int
    end: int


@dataclass(frozen=True)
class Candidate:
    """One entity a mention may name, with a score in [0, 1]."""

    entity: str
    score: float
    name: str = ""


@dataclass(frozen=True)
class Mention:
    """A thing the utterance names.

    `kind` is "entity" (a phrase to link: `candidates`, `entity` set when one wins by the margin),
    "description" (needs memory to resolve: `relation` + `person` + `category`, e.g. the mug Alice
    likes best -> relation "liked_best_by"), or "pronoun" (an "it": `antecedent` when the thing was
    named earlier in the utterance, `entity` when known from it or from the previous turn).
    `setting` names a device setting the phrase asks about ("the coffee timer" -> the coffee
    machine, setting "timer").
    """

    text: str
    span: Span
    head: str
    kind: str = "entity"
    role: str = "target"          # target | place | condition (inside the if-clause)
    colour: str = ""
    owner: str = ""
    clause: str = ""              # a descriptive clause kept verbatim ("that Bob moved")
    located: str = ""             # a place phrase narrowing it ("the keys on the dining table" -> "the dining table")
    setting: str = ""
    relation: str = ""            # description relation: liked_best_by | last_picked_by | last_used_by | requested_by
    person: str = ""              # the person of the relation
    category: str = ""            # the category a description narrows to ("mug"), "" = any
    candidates: Tuple[Candidate, ...] = ()
    entity: str = ""              # the linked entity id, "" when unlinked or ambiguous
    ambiguous: bool = False
    antecedent: str = ""          # a pronoun's referent named earlier in the same utterance (its text)


@dataclass(frozen=True)
class Person:
    """A person the utterance involves, by id when known (lower-case name otherwise)."""

    id: str
    role: Role
    text: str = ""
    span: Optional[Span] = None


@dataclass(frozen=True)
class Value:
    """A value the utterance states: a state ("open"), a setting value ("07:00", "22"), a place.

    `kind` is "state", "clock" (a clock value of a setting: "set to 07:00", never a time of an
    event), "number", "word" or "from_memory" (the value is what `person` `source`d: "whatever
    Bob asked for" -> source "request", "the way she likes it" -> source "preference").
    `changed_to` marks the value a change made ("before it was switched to eco").
    """

    text: str
    kind: str
    normalised: str = ""
    span: Optional[Span] = None
    attribute: str = ""
    source: str = ""
    person: str = ""
    changed_to: bool = False


@dataclass(frozen=True)
class TimeExpression:
    """A time of an event or a window: resolved `[start_ns, end_ns)` UTC with its granularity.

    `relation` is how it bounds the question: "at" / "during" / "before" / "after" / "ago";
    `day_index` is the trace's "day N" when said (day 1 = the caller's first day).
    """

    text: str
    span: Span
    start_ns: int
    end_ns: int
    granularity: Granularity
    relation: str = "during"
    day_index: Optional[int] = None


@dataclass(frozen=True)
class Anchor:
    """An event named as a time reference: "before Bob moved it" -> before, (move,), bob, "it"."""

    relation: str                          # before | after
    verbs: Tuple[str, ...]
    actor: str = ""
    obj: str = ""


@dataclass(frozen=True)
class Parse:
    """One utterance, parsed. `intent` is an `Intent` value for questions, a `GoalKind` value for
    instructions, a `StatementKind` value for statements, "" when not understood."""

    text: str
    kind: Kind
    intent: str
    confidence: float
    understood: bool
    reason: str = ""                       # "did not understand ...: best reading ..." when not understood
    mentions: Tuple[Mention, ...] = ()
    people: Tuple[Person, ...] = ()
    attributes: Tuple[str, ...] = ()       # location | state | room | owner | color | held_by | setting:<name>
    values: Tuple[Value, ...] = ()
    times: Tuple[TimeExpression, ...] = ()
    anchor: Optional[Anchor] = None
    negated: bool = False
    yes_no: bool = False
    ordinal: str = ""                      # first | last | ""
    verbs: Tuple[str, ...] = ()            # lemmas of the content verbs ("move", "pick")
    sentences: Tuple[str, ...] = ()        # statement-then-question: each sentence
    claim: Optional["Parse"] = None        # the reported statement a was-right question checks
    condition: Optional["Parse"] = None    # the if-clause an instruction depends on (negated for "unless")
    sessions: Tuple[str, ...] = ()         # recording sessions named ("in session d003-s2", "video P01_04")
    alternatives: Tuple[Tuple[str, float], ...] = ()  # next intents with their probabilities
    embedding: Optional[Tuple[float, ...]] = field(default=None, repr=False, compare=False)

    @property
    def targets(self) -> Tuple[Mention, ...]:
        """Mentions of the things asked about or acted on, in order."""
        return tuple(m for m in self.mentions if m.role == "target")

    @property
    def places(self) -> Tuple[Mention, ...]:
        """Mentions of places (destinations, locations stated in the question)."""
        return tuple(m for m in self.mentions if m.role == "place")

    def person_with(self, role: Role) -> str:
        """The id of the first person with `role`, "" when none."""
        return next((p.id for p in self.people if p.role is role), "")

    def to_dict(self) -> Dict[str, Any]:
        """A JSON-ready dict (enums as values, the embedding left out)."""
        out = asdict(self)
        out.pop("embedding", None)
        return _plain(out)


def _plain(value: Any) -> Any:
    if isinstance(value, enum.Enum):
        return value.value
    if isinstance(value, dict):
        return {k: _plain(v) for k, v in value.items() if k != "embedding"}
    if isinstance(value, (list, tuple)):
        return [_plain(v) for v in value]
    return value
