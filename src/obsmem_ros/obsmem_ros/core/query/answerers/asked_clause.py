"""Which clause of what was said a time question asks about: the one whose own words (its action and
its things) say what the question names, and, within one sentence, the one whose deed is the deed
asked ("we're leaving for the GP at ten past ten, can you make sure she's ready by ten?": by what
time must she be ready - the readiness); and, when none shares a word with it, the one closest in
meaning."""
from __future__ import annotations

import re
from datetime import datetime, timezone
from typing import List

from obsmem_ros.core.language.closeness import SAME_TOPIC, closeness
from obsmem_ros.core.language.corrections import Clock, said_clocks
from obsmem_ros.core.language.syntax import analyse, normalise
from obsmem_ros.core.language.relayed import SAYING
from obsmem_ros.core.records import Commitment, CommitmentKind, CommitmentStatus
from obsmem_ros.core.views.commitment_view import content_words

from ..readings import CommitmentReading, CommitmentsFound

__all__ = ["arrangement_first", "asks_clock", "asked_time_deed", "clause_fit", "closest_dated", "deed_first", "due_clock",
           "passes_on", "says_its_clock"]


def deed_first(readings: List[CommitmentReading], deed: set) -> List[CommitmentReading]:
    """`readings` with the one said together with the first (in its sentence) whose own deed is the
    one asked about put first ("we're leaving for the GP at ten past ten, can you make sure she's
    ready by ten?": by what time must she be ready - the readiness)."""
    if not readings or not deed:
        return readings
    first = readings[0].commitment
    together = [r for r in readings if r.commitment.source_event_id == first.source_event_id
                and r.commitment.due_ns is not None]
    fit = max(together, key=lambda r: len(deed & content_words(r.commitment.action)), default=None)
    if fit is None or len(deed & content_words(fit.commitment.action)) <= len(deed & content_words(first.action)):
        return readings
    return [fit] + [r for r in readings if r is not fit]


_PASSING_ON = re.compile(r"\b(?:remind\w*|tell|told|nudge\w*|warn\w*|let \w+ know)\b")


def arrangement_first(readings: List[CommitmentReading], topic: set, question: str) -> List[CommitmentReading]:
    """`readings` with, when the first passes a thing on (`passes_on`: "remind Tomek tomorrow at
    seven, the van has its MOT at nine") and the question asks nothing of passing it on, the
    arrangement its own sentence said with a clock of its own and that the question names put first:
    "when is the MOT?" asks the MOT's time, not the reminder's."""
    if not readings or not passes_on(readings[0].commitment) or _PASSING_ON.search(question.lower()):
        return readings
    first = readings[0].commitment
    told = next((r for r in readings[1:] if r.commitment.source_event_id == first.source_event_id
                 and r.commitment.kind is CommitmentKind.SCHEDULE and not passes_on(r.commitment)
                 and says_its_clock(r.commitment) and clause_fit(topic, r.commitment)), None)
    return readings if told is None else [told] + [r for r in readings if r is not told]


_WAYS = frozenset({"here", "there", "home", "back", "in", "out", "up", "off", "over", "round", "down"})
_LIGHT = frozenset({"be", "have", "do", "want", "need", "get"})
_AT_A_PLACE = frozenset({"at", "in"})


def asked_time_deed(question: str) -> set:
    """The deed a "when" question asks the time of, as content words: its innermost predicate and
    the way it goes ("by what time does Bà need to be ready": ready; "what time are they getting
    here": here; "what time does she have to be at school": there; "when's Nan back": back, which the
    parse may hang on the subject; `deed_first`); empty for a bare "when is X"."""
    doc = analyse(normalise(question))
    pred = next(iter(doc.sents)).root
    for _ in range(4):
        inner = next((c for c in pred.children if c.dep_ in ("xcomp", "ccomp", "acomp") and c.pos_ in (
            "VERB", "AUX", "ADJ")), None)
        if inner is None:
            break
        pred = inner
    heads = [pred] + [c for c in pred.children if c.dep_ == "nsubj" and pred.pos_ != "VERB"]  # "is", "'s"
    words = [pred.lemma_.lower()] + [c.lower_ for head in heads for c in head.children
                                     if c.dep_ in ("prt", "advmod") and c.lower_ in _WAYS]
    if pred.lemma_.lower() == "be" and any(c.dep_ == "prep" and c.lower_ in _AT_A_PLACE for c in pred.children):
        words.append("there")  # "have to be at school": being there ("we have to be there by half twelve")
    return content_words(" ".join(w for w in words if w not in _LIGHT))


def clause_fit(topic: set, c: Commitment, said: bool = False) -> int:
    """Content words the question shares with the commitment's own clause (its action and things),
    not with the whole sentence it came from: of "Ollie's got a sleepover tonight, so movie night's
    Saturday now", "when is movie night" asks about the second clause. `said`: with only the things
    its words name, not those it took from the talk before ("He comes at ten" said of the vet)."""
    things = [o for o in c.objects if not said or o.replace("_", " ") in c.action.lower()]
    return len(topic & content_words(f"{c.action} {' '.join(things)}".replace("_", " ")))


def closest_dated(question: str, found: CommitmentsFound) -> List[CommitmentReading]:
    """When no dated commitment shares a word with a "when" question, the one that means what it
    asks ("what time is Thanksgiving dinner?": "tomorrow we eat at one"): the closest in meaning,
    if it is close enough (`SAME_TOPIC`), else none."""
    dated = [r for r in found.commitments if r.commitment.due_ns is not None
             and r.commitment.status is not CommitmentStatus.CANCELLED]
    near = [(closeness(question, r.commitment.action), r) for r in dated]
    best = max(near, key=lambda nr: nr[0], default=(0.0, None))
    return [best[1]] if best[1] is not None and best[0] >= SAME_TOPIC else []


_ASKS_CLOCK = re.compile(r"\b(?:what|which) time\b|\bwhat hour\b")


def asks_clock(question: str) -> bool:
    """Whether a question asks the clock time of a plan ("what time is the interview now?"), not
    only its day."""
    return bool(_ASKS_CLOCK.search(question.lower()))


def says_its_clock(c: Commitment) -> bool:
    """Whether the words that made a commitment say the clock time it is due at ("ten to seven
    tonight now"), rather than its time being a day's default ("the interviews are tomorrow") or
    an end of day ("before Wednesday"): only such a plan can tell what time something is."""
    return c.due_ns is not None and due_clock(c.due_ns) in said_clocks(c.text)


def due_clock(due_ns: int) -> Clock:
    """The clock a due time falls at, as words say it (hour 1-12, minute)."""
    due = datetime.fromtimestamp(due_ns / 1e9, tz=timezone.utc)
    return due.hour % 12 or 12, due.minute


def passes_on(c: Commitment) -> bool:
    """Whether a commitment is to tell of something or remind of it (a reminder, a request to tell,
    text or ring): about an arrangement, not the arrangement itself, however that was said ("movie
    night's at eight", "expect the piano teacher on Wednesday at nine")."""
    return c.kind is CommitmentKind.REMINDER or c.verb in SAYING or c.verb == "remind"
