"""The varieties of English each speaker has been heard to speak, kept in the store as shown.

A question reads a heard sentence with every variety its speaker had shown by the question's
cutoff (``query/retrieval/heard_varieties.py``: "Ah take ma tea strong" from a grandmother later
heard to say "cannae" is "I take my tea strong"). Walking every utterance to the cutoff on each
question grew with the log; instead derivation keeps, per speaker and variety, the utterance that
first showed it (``keep_shown``), and a question reads the rows as of its cutoff (``as_of``).
An utterance shows the varieties whose own words its words carry (``language.varieties_marked``),
read as the question side always read them: the utterance's words (not the event's narration),
anyone's with a speaker, the robot's included. Forgetting an utterance that first showed one
refills its speaker's rows from the utterances left (``refill``); a store made before the table
existed is filled from its log on the first writable open (``fill_if_unfilled``).
"""
from __future__ import annotations

from typing import Collection, Dict, FrozenSet, Iterable, List, Sequence

from obsmem_ros.core.language.varieties import varieties_marked
from obsmem_ros.core.records import Event, EventKind
from obsmem_ros.core.store.variety_rows import Heard, Shown, VarietyRows


def shown(heard: Iterable[Heard]) -> List[Shown]:
    """(speaker, variety, time_ns, event id) of each variety each of ``heard`` shows."""
    return [(speaker, variety, time_ns, event_id) for event_id, speaker, time_ns, words in heard
            for variety in sorted(varieties_marked(words))]


def keep_shown(rows: VarietyRows, events: Sequence[Event]) -> None:
    """Add the varieties a derived batch's utterances show."""
    rows.add(shown((e.id, e.actor, e.time_ns, e.utterance) for e in events
                   if e.kind is EventKind.UTTERANCE and e.actor and e.utterance))


def as_of(rows: VarietyRows, until_ns: int) -> Dict[str, FrozenSet[str]]:
    """speaker -> the varieties they had shown by ``until_ns`` (read from the log itself in a
    read-only store no writer has filled the table of yet)."""
    if not rows.unfilled():
        return rows.as_of(until_ns)
    spoken: Dict[str, FrozenSet[str]] = {}
    for speaker, variety, time_ns, _event in shown(rows.heard()):
        if time_ns <= until_ns:
            spoken[speaker] = spoken.get(speaker, frozenset()) | {variety}
    return spoken


def refill(rows: VarietyRows, speakers: Collection[str]) -> None:
    """Rewrite the rows of ``speakers`` from their stored utterances (after a forget)."""
    rows.clear(speakers)
    rows.add(shown(rows.heard(speakers)))


def fill_if_unfilled(rows: VarietyRows) -> None:
    """Fill the table from the stored log once, when the migration that made it asks to (the check
    repeated under the write lock: two processes opening the store fill it once)."""
    if rows.store.read_only or not rows.unfilled():
        return
    with rows.store.transaction():
        if rows.unfilled():
            rows.add(shown(rows.heard()))
            rows.filled()
