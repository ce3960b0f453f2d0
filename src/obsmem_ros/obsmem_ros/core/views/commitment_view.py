"""Commitment view: requests, reminders, promises and schedules parsed from utterances.

Parsing (case-insensitive, first rule wins):

* cancellation (by a person): "never mind", "cancel ...", "forget it", "don't bother", "no need",
  "(you can) stop reminding ..." cancels the speaker's latest open commitment (as requester,
  beneficiary or owner), preferring one that shares a content word or object with the words;
* reminder: "remind me/us/<name> to X ..." -> owner = the addressee (default the robot),
  beneficiary = the speaker (me/us) or the named person;
* promise: "I will / I'll / I promise to X ..." -> owner = speaker, beneficiary = addressee;
* request: "can/could/would you (please) X", "please X" -> owner = addressee (default the
  robot), beneficiary = speaker;
* schedule: a recurrence ("every weekday ...") in none of the above -> owner = addressee; or a
  dated event announced ("Grandma is coming on Wednesday at 11:30") -> no owner.

Due time and recurrence come from ``commitment.due``. Lifecycle: ``open`` until fulfilled:
a one-off request or promise by a later ``action`` / ``feedback`` event of the owner that
involves every object the commitment names ("bring the remote to the sofa": the remote and the
sofa; picking the remote up is not enough; a look-alike of a named object counts), or has its
verb when it names none, or by the owner's report to whoever asked ("I brought your book to the
side table") naming most of its content words; a one-off reminder by an utterance of the owner
to the beneficiary that says most of its content words. A timed utterance that moves something
("movie night is moved to Sunday at 20:00", "... instead") is a new commitment that cancels the
open one of the same kind sharing most content words.
Then ``done`` with that event as evidence; ``cancelled`` by a cancellation. ``overdue`` is not stored: an open one-off commitment whose due
time is before the query time reads as overdue (an ownerless appointment reads as done). Recurring commitments stay open; their ``due_ns``
reads as the next occurrence after the query time.
"""
from __future__ import annotations

import json
import re
from dataclasses import replace
from typing import Any, Callable, Dict, List, Optional, Sequence, Tuple

from obsmem_ros.core.config import EngineConfig
from obsmem_ros.core.records import Commitment, CommitmentKind, CommitmentStatus, Event, EventKind
from obsmem_ros.core.store import CommitmentRows, StoreDriver
from obsmem_ros.core.views.commitment.due import next_due, parse_due

Resolver = Callable[[str], Optional[str]]

_CANCEL = re.compile(r"\b(never\s*mind|cancel|forget (it|that|about)|don'?t bother|no need|stop reminding|"
                     r"(?:you can|please) stop|no longer need|(?:do not|don't) need to)\b")
_REMIND = re.compile(r"\bremind (?P<who>me|us|\w+) (?:to|that|about) (?P<a>.+)")
_APPOINTMENT = re.compile(r"\blet'?s (?:have|do|hold|plan|watch|go)\b|\b(is|are) coming\b|\bwill (come|visit|arrive|be here)\b|\bappointment\b|\bmeeting\b|"
                          r"\bvisit(s|ing)?\b|\barriv(es|ing)\b")
_RESCHEDULE = re.compile(r"\b(?:is|are|has been|have been|was|were|gets|got) (?:moved|postponed|rescheduled|pushed|"
                         r"brought forward|changed|shifted)\b|\binstead\b|\breschedul")
_RESCHEDULE_WORDS = frozenset({"moved", "postponed", "rescheduled", "reschedule", "pushed", "instead", "changed",
                               "shifted", "brought", "forward", "every", "everyone", "sunday", "monday", "tuesday",
                               "wednesday", "thursday", "friday", "saturday", "tomorrow", "today"})
_DONE_REPORT = re.compile(r"\bi(?:'ve| have)? (?:brought|put|placed|did|done|took|taken|turned|switched|set|moved|"
                          r"closed|opened|watered|cleaned|fetched|gave|given|handed|made)\b")
_STOPWORDS = frozenset("the a an to of in on at and or for with by me my your you please now can it is are be "
                       "about this that i we us".split())
_PROMISE = re.compile(r"\b(?:i will|i'll|i promise to|i am going to|i'm going to) (?P<a>.+)")
_REQUEST = re.compile(r"\b(?:can|could|would|will) you (?:please )?(?P<a>.+)|\bplease (?P<b>.+)")
_TIME_TAIL = re.compile(r"\s*\b(at \d|at noon|at midnight|tomorrow|today|tonight|every |on (?:mon|tue|wed|thu|fri|sat|sun|week)"
                        r"|in \d|in an? |after |before |this (?:morning|afternoon|evening)|daily\b).*$")
_VERBS = {"bring": "hand_over", "give": "hand_over", "hand": "hand_over", "fetch": "hand_over", "put": "place",
          "place": "place", "take": "pick", "pick": "pick", "grab": "pick", "turn": "toggle", "switch": "toggle",
          "open": "open", "close": "close", "set": "set", "go": "navigate", "water": "water", "clean": "clean"}
def _kind(entity_id: str) -> str:
    """An id without its instance number ("laptop_2" -> "laptop"): what look-alikes share."""
    return re.sub(r"_\d+$", "", entity_id)


def content_words(text: str) -> set:
    """Words that carry meaning, lightly stemmed ("reminding" ~ "remind", "plants" ~ "plant")."""
    words = re.findall(r"[a-z]+", text.lower())
    return {re.sub(r"(ing|es|s)$", "", w) if len(w) > 4 else w for w in words if w not in _STOPWORDS}


def commitment_from_row(row: Sequence) -> Commitment:
    return Commitment(id=row[0], kind=CommitmentKind(row[1]), owner=row[2], beneficiary=row[3], action=row[4],
                      text=row[5], created_ns=row[6], source_event_id=row[7], status=CommitmentStatus(row[8]),
                      due_ns=row[9], recurrence=row[10], objects=tuple(json.loads(row[11])), verb=row[12],
                      closed_ns=row[13], closed_by=row[14], requester=row[15])


def _row(c: Commitment) -> tuple:
    return (c.id, c.kind.value, c.owner, c.beneficiary, c.action, c.text, c.created_ns, c.source_event_id,
            c.status.value, c.due_ns, c.recurrence, json.dumps(list(c.objects)), c.verb, c.closed_ns, c.closed_by,
            c.requester)


def parse_commitment(event: Event, *, robot_id: str, config: EngineConfig, resolve: Resolver) -> Optional[Commitment]:
    """The commitment an utterance makes, if any (cancellations are handled by ``CommitmentView``)."""
    words = " ".join((event.utterance or event.text).lower().split()).rstrip(".!?")
    due = parse_due(words, said_ns=event.time_ns, tz=config.timezone, meal_clock=config.meal_clock)
    found = _classify(words, speaker=event.actor, addressee=event.addressee or robot_id, told=event.addressee,
                      recurring=bool(due.recurrence), timed=due.due_ns is not None)
    if found is None:
        return None
    kind, owner, beneficiary, action = found
    action = _TIME_TAIL.sub("", action).strip(" ,") or action.strip()
    verb = _VERBS.get(action.split()[0], action.split()[0]) if action.split() else ""
    return Commitment(id=f"c-{event.id}", kind=kind, owner=owner, beneficiary=beneficiary, action=action,
                      text=event.utterance or event.text, created_ns=event.time_ns, source_event_id=event.id,
                      due_ns=due.due_ns, recurrence=due.recurrence, objects=_objects(action, resolve), verb=verb,
                      requester=event.actor)


def _classify(words: str, *, speaker: str, addressee: str, told: str, recurring: bool,
              timed: bool) -> Optional[Tuple[CommitmentKind, str, str, str]]:
    """(kind, owner, beneficiary, action) by the module's rules, first match wins."""
    remind = _REMIND.search(words)
    if remind:
        who = remind.group("who")
        return CommitmentKind.REMINDER, addressee, speaker if who in ("me", "us") else who, remind.group("a")
    promise = _PROMISE.search(words)
    if promise:
        return CommitmentKind.PROMISE, speaker, told, promise.group("a")
    request = _REQUEST.search(words)
    if request:
        return CommitmentKind.REQUEST, addressee, speaker, request.group("a") or request.group("b")
    if recurring:
        return CommitmentKind.SCHEDULE, addressee, speaker, words
    if timed and (_APPOINTMENT.search(words) or _RESCHEDULE.search(words)):
        return CommitmentKind.SCHEDULE, "", speaker, words
    return None


def _objects(action: str, resolve: Resolver) -> Tuple[str, ...]:
    """Entity ids named in an action text, in text order; longer names win over the words in them."""
    words = re.findall(r"[a-z0-9_'-]+", action.lower())
    taken: List[Tuple[int, str]] = []
    covered: set = set()
    for size in (3, 2, 1):
        for start in range(len(words) - size + 1):
            span = set(range(start, start + size))
            if span & covered:
                continue
            entity = resolve(" ".join(words[start:start + size]))
            if entity:
                covered |= span
                taken.append((start, entity))
    return tuple(dict.fromkeys(entity for _, entity in sorted(taken)))


class CommitmentView:
    """Write and read commitments; open ones are cached for matching fulfilments at ingest.

    Only its owner fulfils or delivers a commitment, recurring ones never close that way, and an
    action fulfils a commitment only if it involves every object the commitment names, so the
    open one-off commitments are also indexed: reminders by owner, the others by (owner, first
    named object, or "" when they name none). Matching an event costs its actor's candidates for
    the things it touched, not the whole open set, which grows with never-closed requests (61
    open robot requests after 110 simulated days made the scan a tenth of the write path).
    """

    def __init__(self, store: StoreDriver, config: EngineConfig) -> None:
        self.rows = CommitmentRows(store)
        self.config = config
        self._open: List[Commitment] = []
        self._reminders: Dict[str, List[Commitment]] = {}  # owner -> open one-off reminders
        self._tasks: Dict[Tuple[str, str], List[Commitment]] = {}  # (owner, anchor) -> other open one-offs
        self.reload()

    def observe(self, event: Event, resolve: Resolver) -> None:
        """Update commitments with one stored event (inside the caller's transaction)."""
        if event.kind is EventKind.UTTERANCE and event.actor:
            words = (event.utterance or event.text).lower()
            for commitment in [c for c in self._reminders.get(event.actor, ()) if self._reminded(event, words, c)]:
                self._close(commitment, CommitmentStatus.DONE, event)
            owned = [c for (owner, _anchor), tasks in self._tasks.items() if owner == event.actor for c in tasks]
            for commitment in [c for c in owned if self._reported(event, words, c)]:
                self._close(commitment, CommitmentStatus.DONE, event)
            if event.actor != self.config.robot_id and _CANCEL.search(words):
                self._cancel(event, words)
                return
            made = parse_commitment(event, robot_id=self.config.robot_id, config=self.config, resolve=resolve)
            if made is not None and _RESCHEDULE.search(words):
                self._replace_rescheduled(made, event)
            if made is not None:
                self.rows.add(_row(made))
                self._add_open(made)
        elif self._tasks and event.kind in (EventKind.ACTION, EventKind.FEEDBACK):  # no open task: nothing to fulfil
            touched = {*event.objects, *(d.entity for d in event.deltas), *(d.value for d in event.deltas)}
            anchors = ("", *sorted({_kind(t) for t in touched}))  # look-alikes share an anchor
            candidates = [c for anchor in anchors for c in self._tasks.get((event.actor, anchor), ())]
            for commitment in [c for c in candidates if self._fulfils(event, c)]:
                self._close(commitment, CommitmentStatus.DONE, event)

    @staticmethod
    def _fulfils(event: Event, commitment: Commitment) -> bool:
        """An action by the owner that involves every object the commitment names (the thing and,
        when named, where it goes), or, when it names none, has its verb. A look-alike of a named
        object counts ("bring my laptop": the words may have resolved to another laptop)."""
        if commitment.recurrence or commitment.kind is CommitmentKind.REMINDER or event.actor != commitment.owner:
            return False
        if event.time_ns < commitment.created_ns:
            return False
        if commitment.objects:
            touched = set(event.objects) | {d.entity for d in event.deltas} | {d.value for d in event.deltas}
            kinds = {_kind(t) for t in touched}
            return all(o in touched or _kind(o) in kinds for o in commitment.objects)
        return bool(commitment.verb) and event.verb == commitment.verb

    @staticmethod
    def _reported(event: Event, words: str, commitment: Commitment) -> bool:
        """A one-off task is done when its owner tells the one who asked that it did it ("I
        brought your book to the side table"), naming most of its content words."""
        if commitment.recurrence or event.actor != commitment.owner or event.time_ns < commitment.created_ns:
            return False
        if event.addressee not in {commitment.requester, commitment.beneficiary} - {""} or not _DONE_REPORT.search(words):
            return False
        wanted = content_words(commitment.action) - {"my", "mine"}
        return bool(wanted) and len(wanted & content_words(words)) * 2 >= len(wanted)

    @staticmethod
    def _reminded(event: Event, words: str, commitment: Commitment) -> bool:
        """A one-off reminder is done when its owner tells the beneficiary what it was about."""
        if commitment.kind is not CommitmentKind.REMINDER or commitment.recurrence:
            return False
        if event.actor != commitment.owner or event.time_ns < commitment.created_ns:
            return False
        if commitment.beneficiary and event.addressee not in ("", commitment.beneficiary):
            return False
        wanted = content_words(commitment.action)
        return bool(wanted) and len(wanted & content_words(words)) * 2 >= len(wanted)

    def _replace_rescheduled(self, made: Commitment, event: Event) -> None:
        """"Movie night is moved to Sunday at 20:00": the open commitment of the same kind about
        the same thing (most shared content words) is closed as cancelled by this event, which
        carries the new time."""
        said = content_words(made.action) - _RESCHEDULE_WORDS
        best, shared = None, 0
        for c in self._open:
            if c.id == made.id or c.created_ns > made.created_ns:
                continue
            n = len(said & (content_words(c.action) - _RESCHEDULE_WORDS)) + 0.5 * (c.kind is made.kind)
            if n > max(shared, 0.5) and (c.kind is made.kind or made.kind is CommitmentKind.SCHEDULE):
                best, shared = c, n
        if best is not None:
            self._close(best, CommitmentStatus.CANCELLED, event)

    def _cancel(self, event: Event, words: str) -> None:
        mine = [c for c in self._open if event.actor in (c.requester, c.beneficiary, c.owner)]
        if not mine:
            return
        said = content_words(words)
        sharing = [c for c in mine if said & content_words(c.action) or set(c.objects) & set(event.objects)]
        self._close((sharing or mine)[-1], CommitmentStatus.CANCELLED, event)

    def _close(self, commitment: Commitment, status: CommitmentStatus, event: Event) -> None:
        self.rows.close(commitment.id, status=status.value, closed_ns=event.time_ns, closed_by=event.id)
        self._open = [c for c in self._open if c.id != commitment.id]
        index, key = self._index_of(commitment)
        if index is not None:
            kept = [c for c in index.get(key, ()) if c.id != commitment.id]
            if kept:
                index[key] = kept
            else:
                index.pop(key, None)

    def _add_open(self, commitment: Commitment) -> None:
        self._open.append(commitment)
        index, key = self._index_of(commitment)
        if index is not None:
            index.setdefault(key, []).append(commitment)

    def _index_of(self, commitment: Commitment) -> Tuple[Optional[Dict[Any, List[Commitment]]], Any]:
        """The index an open commitment is matched through, and its key there (none: recurring)."""
        if commitment.recurrence:
            return None, None
        if commitment.kind is CommitmentKind.REMINDER:
            return self._reminders, commitment.owner
        return self._tasks, (commitment.owner, _kind(commitment.objects[0]) if commitment.objects else "")

    def reload(self) -> None:
        """Re-read the open set from the store (at open, and after a rolled-back transaction)."""
        self._open, self._reminders, self._tasks = [], {}, {}
        for row in self.rows.open():
            self._add_open(commitment_from_row(row))

    def list(self, *, now_ns: int, status: Optional[CommitmentStatus], owner: Optional[str],
             beneficiary: Optional[str]) -> List[Commitment]:
        """Commitments made up to ``now_ns`` as they stood then, optionally filtered."""
        rows = self.rows.made_until(now_ns, owner=owner, beneficiary=beneficiary)
        result = [self.as_of(commitment_from_row(r), now_ns) for r in rows]
        return [c for c in result if status is None or c.status is status]

    def count(self) -> int:
        """Commitments stored, whatever their status."""
        return self.rows.count()

    def as_of(self, commitment: Commitment, now: int) -> Commitment:
        """The commitment as it stood at ``now`` (a closure after it is not yet known)."""
        if commitment.closed_ns is not None and commitment.closed_ns <= now:
            return commitment
        opened = replace(commitment, status=CommitmentStatus.OPEN, closed_ns=None, closed_by="")
        if opened.due_ns is None:
            return opened
        if opened.recurrence:
            return replace(opened, due_ns=next_due(opened.due_ns, opened.recurrence, after_ns=now,
                                                   tz=self.config.timezone))
        if opened.due_ns >= now:
            return opened
        # An announced appointment has no owner to fail it: once its time has passed it is behind us.
        return replace(opened, status=CommitmentStatus.DONE if not opened.owner else CommitmentStatus.OVERDUE)
