"""Commitment view: requests, reminders, promises and schedules heard in utterances.

What an utterance owes is read by the language layer (``language.utterances``: a reminder, a
request, a promise, a schedule or announced appointment; coordinated results split into one
commitment each, "I will have the room ready and the grapes washed by 8:30" -> two promises)
and handed here as the reading's ``undertakings``. Cancellations are this view's own: words of a
person that call something off (``commitment.cancelling``: "never mind", "cancel ...", "forget
it", "don't bother", "no need", "stop reminding ...", "the reminders can stop") cancel the
speaker's open commitment (as requester, beneficiary or owner) the words say most of, else a
household appointment they name, else the speaker's latest (``_cancel``); words that call a plan off
and move it in one breath ("cancel tonight, change to tomorrow five o'clock") leave it going on at
the new time (``_move``, ``commitment.moved``). A promise to do oneself what one had asked another to do
takes that request back (``_take_back``).

Due time and recurrence are the reader's (``commitment.due``, then ``language.times``). Lifecycle: ``open`` until fulfilled:
a one-off request or promise by a later ``action`` / ``feedback`` event of the owner that
involves every object the commitment names ("bring the remote to the sofa": the remote and the
sofa; picking the remote up is not enough; a look-alike of a named object counts), or has its
verb when it names none, or by the owner's report to whoever asked ("I brought your book to the
side table") naming most of its content words; a one-off reminder by an utterance of the owner
to the beneficiary that says most of its content words. A timed utterance that moves something
("movie night is moved to Sunday at 20:00", "... instead") is a new commitment that cancels the
latest open one of the same people about the same thing (``_replace_rescheduled``): never one
that shares only a verb.
Then ``done`` with that event as evidence; ``cancelled`` by a cancellation. ``overdue`` is not stored: an open one-off commitment whose due
time is before the query time reads as overdue (an ownerless appointment reads as done). Recurring commitments stay open; their ``due_ns``
reads as the next occurrence after the query time.
"""
from __future__ import annotations

import functools
import json
import re
from dataclasses import replace
from typing import Any, Dict, List, Mapping, Optional, Sequence, Tuple

from obsmem_ros.core.letters import spelling_key, unaccented
from obsmem_ros.core.config import EngineConfig
from obsmem_ros.core.records import Commitment, CommitmentKind, CommitmentStatus, Event, EventKind
from obsmem_ros.core.store import CommitmentRows, StoreDriver
from obsmem_ros.core.views.commitment.cancelling import cancels, kind_words, names_reminding
from obsmem_ros.core.views.commitment.due import next_due
from obsmem_ros.core.views.commitment.moved import moved_due
from obsmem_ros.core.views.commitment.restated import restates


_RESCHEDULE = re.compile(r"\b(?:is|are|has been|have been|was|were|gets|got) (?:moved|postponed|rescheduled|pushed|"
                         r"brought forward|changed|shifted)\b|\binstead\b|\breschedul")
_RESCHEDULE_WORDS = frozenset({"moved", "postponed", "rescheduled", "reschedule", "pushed", "instead", "changed",
                               "shifted", "brought", "forward", "every", "everyone", "sunday", "monday", "tuesday",
                               "wednesday", "thursday", "friday", "saturday", "tomorrow", "today"})
_TIME_NOUNS = frozenset({"am", "pm", "time", "o'clock", "clock", "week", "weekend", "weekday", "morning", "afternoon",
                         "evening", "tonight", "minute", "hour", "day"})
_DONE_REPORT = re.compile(r"\bi(?:'ve| have)? (?:brought|put|placed|did|done|took|taken|turned|switched|set|moved|"
                          r"closed|opened|watered|cleaned|fetched|gave|given|handed|made)\b")
_STOPWORDS = frozenset("the a an to of in on at and or for with by me my your you please now can it is are be "
                       "about this that i we us".split())
def _kind(entity_id: str) -> str:
    """An id without its instance number ("laptop_2" -> "laptop"): what look-alikes share."""
    return re.sub(r"_\d+$", "", entity_id)


def _thing_words(commitment: Commitment) -> set:
    """What a commitment is about, in words: its linked things' kinds and the nouns of its words,
    less times and the people's names ("bring bob's laptop to the desk" -> laptop, desk; never a verb)."""
    from obsmem_ros.core.language.syntax import analyse  # the language layer reads this module: import at use

    kinds = {w for o in commitment.objects for w in _kind(o).split("_")}
    nouns = {t.lemma_.lower() for t in analyse(commitment.action) if t.pos_ in ("NOUN", "PROPN")}
    people = {commitment.owner, commitment.requester, commitment.beneficiary}
    return (kinds | nouns) - _RESCHEDULE_WORDS - _TIME_NOUNS - people


def _same_thing(old: Commitment, new: Commitment) -> bool:
    """Whether two commitments are about the same thing: the same kind of first linked object
    when both name one (look-alikes share it), else a shared thing word."""
    if old.objects and new.objects:
        return _kind(old.objects[0]) == _kind(new.objects[0])
    return bool(_thing_words(old) & _thing_words(new))


def content_words(text: str) -> set:
    """Words that carry meaning, without accents, lightly stemmed ("reminding" ~ "remind", "plants" ~ "plant", "making"
    ~ "make"); an
    ending is only taken off where a syllable remains ("bring" and "thing" keep theirs: "bringing"
    ~ "bring", not "br")."""
    words = re.findall(r"[^\W\d_]{2,}", unaccented(text.lower()))  # not the "s" of "it's"; "phở" is "pho"
    irregular = _irregular()  # "brought" ~ "bring", "took" ~ "take": one deed, however it was said
    return {_light_stem(spelling_key(irregular.get(w, w))) for w in words if w not in _STOPWORDS}


@functools.lru_cache(maxsize=1)
def _irregular() -> Mapping[str, str]:
    from obsmem_ros.core.language.verbs import lexicon  # the language layer reads this module: import at use

    return dict(lexicon()["irregular"])


@functools.lru_cache(maxsize=1)
def _kind_stems() -> frozenset:
    """The words naming a kind of undertaking (`cancelling.kind_words`) as content words."""
    return frozenset(content_words(" ".join(sorted(kind_words()))))


def _light_stem(word: str) -> str:
    base = re.sub(r"(ing|es|s)$", "", word) if len(word) > 4 else word
    base = base[:-1] if base.endswith("e") and len(base) > 3 else base  # "make" ~ "making" ("mak")
    return base if len(base) >= 3 and re.search(r"[aeiouy]", base) else word


def commitment_from_row(row: Sequence) -> Commitment:
    return Commitment(id=row[0], kind=CommitmentKind(row[1]), owner=row[2], beneficiary=row[3], action=row[4],
                      text=row[5], created_ns=row[6], source_event_id=row[7], status=CommitmentStatus(row[8]),
                      due_ns=row[9], recurrence=row[10], objects=tuple(json.loads(row[11])), verb=row[12],
                      closed_ns=row[13], closed_by=row[14], requester=row[15])


def _row(c: Commitment) -> tuple:
    return (c.id, c.kind.value, c.owner, c.beneficiary, c.action, c.text, c.created_ns, c.source_event_id,
            c.status.value, c.due_ns, c.recurrence, json.dumps(list(c.objects)), c.verb, c.closed_ns, c.closed_by,
            c.requester)


def commitments_from(reading: Any, event: Event) -> List[Commitment]:
    """The commitments an utterance's reading owes (``language.UtteranceReading.undertakings``); a
    person memory does not know yet is kept by their name as ids are written, without accents
    ("Rubén's taking me": ruben, the id he has once seen)."""
    made = []
    for n, owed in enumerate(reading.undertakings if reading is not None else ()):
        made.append(Commitment(
            id=f"c-{event.id}" if n == 0 else f"c-{event.id}-{n + 1}", kind=owed.kind,
            owner=unaccented(owed.owner), beneficiary=unaccented(owed.beneficiary), action=owed.action,
            text=event.utterance or event.text,
            created_ns=event.time_ns, source_event_id=event.id, due_ns=owed.due_ns, recurrence=owed.recurrence,
            objects=tuple(owed.objects), verb=owed.verb, requester=owed.requester or event.actor))
    return made


def _own_before_alike(fulfilled: List[Commitment], touched: set) -> List[Commitment]:
    """Of the commitments one deed fulfils, those naming the very things it touched; a look-alike's
    errand only when none does ("put Alice's keys on the table" does Alice's errand, not Bob's
    errand for his own keys as well)."""
    own = [c for c in fulfilled if all(o in touched for o in c.objects)]
    return own or fulfilled


def _own_offers(reading: Any, speaker: str) -> bool:
    """Whether an utterance's reading holds a promise of its speaker: "never mind, I'll drive her to
    the exam", "forget it, I'll get Rosa myself" call off a worry and take the deed over in one breath;
    the promise is kept, not swallowed by the calling off."""
    return any(u.kind is CommitmentKind.PROMISE and unaccented(u.owner) == speaker and
               not u.action.lower().startswith("not ") for u in (reading.undertakings if reading is not None else ()))


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

    def observe(self, event: Event, reading: Any = None) -> None:
        """Update commitments with one stored event (inside the caller's transaction); ``reading``
        is what an utterance's words say (``hearing.Hearing``)."""
        if event.kind is EventKind.UTTERANCE and event.actor:
            words = (event.utterance or event.text).lower()
            for commitment in [c for c in self._reminders.get(event.actor, ()) if self._reminded(event, words, c)]:
                self._close(commitment, CommitmentStatus.DONE, event)
            owned = [c for (owner, _anchor), tasks in self._tasks.items() if owner == event.actor for c in tasks]
            for commitment in [c for c in owned if self._reported(event, words, c)]:
                self._close(commitment, CommitmentStatus.DONE, event)
            if event.actor != self.config.robot_id and cancels(words):
                offered = _own_offers(reading, event.actor)
                self._cancel(event, words, fall_back=not offered)
                if not offered:
                    return
            for made in commitments_from(reading, event):
                if _RESCHEDULE.search(words) or any(getattr(u, "moves", False) for u in reading.undertakings):
                    self._replace_rescheduled(made, event)
                if made.kind is CommitmentKind.PROMISE:
                    self._take_back(made, event)
                made = self._replace_restated(made, event)
                self.rows.add(_row(made))
                self._add_open(made)
        elif self._tasks and event.kind in (EventKind.ACTION, EventKind.FEEDBACK):  # no open task: nothing to fulfil
            touched = {*event.objects, *(d.entity for d in event.deltas), *(d.value for d in event.deltas)}
            anchors = ("", *sorted({_kind(t) for t in touched}))  # look-alikes share an anchor
            candidates = [c for anchor in anchors for c in self._tasks.get((event.actor, anchor), ())]
            for commitment in _own_before_alike([c for c in candidates if self._fulfils(event, c)], touched):
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
        """"Movie night is moved to Sunday at 20:00": the latest open commitment of the same
        people about the same thing is closed as cancelled by this event, which carries the new
        time. The same people: the same owner and, unless both are the household's ownerless
        appointments (anyone in the home may move the plumber's visit), the same requester or
        beneficiary. A verb is no thing: two people's errands "bring ..." share it and move
        nothing of each other's."""
        for c in reversed(self._open):
            if c.id == made.id or c.created_ns > made.created_ns or c.owner != made.owner:
                continue
            if not (c.kind is made.kind or made.kind is CommitmentKind.SCHEDULE):
                continue
            household = not c.owner and c.kind is made.kind is CommitmentKind.SCHEDULE
            if not household and made.requester not in (c.requester, c.beneficiary):
                continue
            if _same_thing(c, made):
                self._close(c, CommitmentStatus.CANCELLED, event)
                return

    def _take_back(self, made: Commitment, event: Event) -> None:
        """A person who promises to do a thing they had asked another to do takes the errand back
        ("could you bring my keys to the sofa", then "leave them, I'll get them myself" or "don't
        worry about my keys, I'll grab them"): their newest open one-off request of another that
        names the promise's thing, not yet due, is called off by this event. The thing is linked
        against memory, so whatever words name it ("them", "my keys") the same errand is found."""
        if not made.objects:
            return
        for c in reversed(self._open):
            if c.kind is CommitmentKind.REQUEST and c.requester == made.owner and c.owner not in ("", made.owner) \
                    and not c.recurrence and c.created_ns < made.created_ns <= (c.due_ns or made.created_ns) \
                    and made.objects[0] in c.objects:
                self._close(c, CommitmentStatus.CANCELLED, event)
                return

    def _replace_restated(self, made: Commitment, event: Event) -> Commitment:
        """The speaker's own plan, or the home's appointment, said again with a new time
        (``commitment.restated``) is replaced; `made`, about the things of the plan it replaces when
        its own words name none ("he's coming Friday now" is still the plumber's visit)."""
        for c in [c for c in self._open if restates(c, made, _same_thing)]:
            self._close(c, CommitmentStatus.CANCELLED, event)
            made = made if made.objects else replace(made, objects=c.objects)
        return made

    def _cancel(self, event: Event, words: str, fall_back: bool = True) -> None:
        """Cancel the speaker's open commitment the words say most of (content words, twice each
        thing the event names, and its kind when they name reminding; a word naming the kind, as
        "reminder", counts as the kind only, not as a content word shared with "send a movie night
        reminder"), the newest on ties ("forget about reminding me about the medicine" calls off the
        medicine reminder, not a newer errand that shares one word); when the words say nothing of the speaker's own, a household
        appointment they name (anyone in the home may call off the plumber's visit, as move it),
        else the speaker's newest (unless not `fall_back`: words that call off and offer in one breath,
        "never mind, I'll drive her", end only what they name)."""
        said, reminding = content_words(words) - _kind_stems(), names_reminding(words)

        def fit(c: Commitment) -> int:
            return len(said & content_words(c.action)) + 2 * len(set(c.objects) & set(event.objects)) + (
                reminding and c.kind is CommitmentKind.REMINDER)

        mine = [c for c in self._open if event.actor in (c.requester, c.beneficiary, c.owner)]
        household = [c for c in self._open if c.kind is CommitmentKind.SCHEDULE and not c.owner and fit(c)]
        best = max(reversed(mine), key=fit, default=None)
        if (best is None or not fit(best)) and household:
            best = max(reversed(household), key=fit)
        if best is not None and (fall_back or fit(best)):
            self._close(best, CommitmentStatus.CANCELLED, event)
            if fall_back:
                self._move(best, event, words)

    def _move(self, cancelled: Commitment, event: Event, words: str) -> None:
        """A plan called off and moved in one breath ("cancel tonight, change to tomorrow five
        o'clock") goes on at the new time (``commitment.moved``), as a commitment of this event."""
        due_ns = moved_due(words, said_ns=event.time_ns, old_due_ns=cancelled.due_ns, tz=self.config.timezone,
                           meal_clock=self.config.meal_clock)
        if due_ns is None or cancelled.recurrence:
            return
        moved = replace(cancelled, id=f"c-{event.id}-moved", text=event.utterance or event.text,
                        created_ns=event.time_ns, source_event_id=event.id, due_ns=due_ns,
                        status=CommitmentStatus.OPEN, closed_ns=None, closed_by="")
        self.rows.add(_row(moved))
        self._add_open(moved)

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
