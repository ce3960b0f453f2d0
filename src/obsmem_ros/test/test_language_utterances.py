"""The utterance reader: claims, undertakings, stated preferences and things heard of, from the parse.

The hand-written dev set (``data/utterances_dev.jsonl``, tuning only) has one line per sentence:
the words, optionally the speaker's previous sentence, and what it says: claims ``[entity,
attribute, value, negated, hedged]``, undertakings ``[kind, owner, beneficiary, due resolved]``,
preferences ``[person, topic]``, things heard of ``[id]``; speaker bob, addressee the robot,
memory knowing `DEV_KNOWN`. Precision and recall per kind:
``python src/obsmem_ros/test/test_language_utterances.py``.
"""
from __future__ import annotations

import datetime as dt
import json
from pathlib import Path
from typing import Dict, List, Tuple

import pytest

from obsmem_ros.core.hearing import claims_of
from obsmem_ros.core.language import UtteranceReader
from obsmem_ros.core.records import CommitmentKind, FactSpec, ValueType

DEV = Path(__file__).parent / "data" / "utterances_dev.jsonl"
NOW_NS = 1_772_784_000 * 1_000_000_000  # a Friday, 08:00 UTC
DEV_KNOWN = {"remote": "remote_1", "cushion": "cushion_1", "glasses": "glasses_1", "kettle": "kettle_1",
         "drawer": "drawer_1", "hallway drawer": "drawer_1", "charger": "charger_1", "keys": "keys_1",
         "book": "book_1", "nightstand": "nightstand_1", "heater": "heater_1", "back door": "door_1",
         "door": "door_1", "window": "window_1", "oven": "oven_1", "fridge": "fridge_1", "desk": "desk_1",
         "shelf": "shelf_1", "sofa": "sofa_1", "study": "study", "kitchen": "kitchen", "car": "car",
         "wardrobe": "wardrobe"}
PEOPLE = ("bob", "alice", "carol", "dan")


def dev_resolve(words: str):
    return DEV_KNOWN.get(words) or DEV_KNOWN.get(words.rstrip("s"))


def _got(reading) -> Dict[str, set]:
    return {
        "claims": {(c.entity, c.attribute, c.value, c.negated, c.confidence < 1.0) for c in reading.claims},
        "undertakings": {(u.kind.value, u.owner, u.beneficiary, u.due_ns is not None, n)
                         for n, u in enumerate(reading.undertakings)},
        "preferences": {(p.person, p.topic.rstrip("s")) for p in reading.preferences},
        "things": {t.id for t in reading.things},
    }


def _want(item: dict) -> Dict[str, set]:
    return {
        "claims": {tuple(c) for c in item.get("claims", [])},
        "undertakings": {(*u, n) for n, u in enumerate(item.get("undertakings", []))},
        "preferences": {(p, t.rstrip("s")) for p, t in item.get("preferences", [])},
        "things": set(item.get("things", [])),
    }


def score(reader: UtteranceReader) -> Tuple[Dict[str, Dict[str, float]], List[str]]:
    """{kind: {precision, recall, tp, fp, fn}} over the dev set, and the lines it got wrong."""
    counts = {k: [0, 0, 0] for k in ("claims", "undertakings", "preferences", "things")}
    misses = []
    for line in DEV.read_text().splitlines():
        item = json.loads(line)
        previous = None
        if item.get("previous"):
            previous = reader.read(item["previous"], speaker="bob", addressee="robot", now_ns=NOW_NS - 60 * 10 ** 9,
                                   resolve=dev_resolve, people=PEOPLE)
        reading = reader.read(item["text"], speaker="bob", addressee="robot", now_ns=NOW_NS, resolve=dev_resolve,
                              people=PEOPLE, previous=previous)
        got, want = _got(reading), _want(item)
        for kind, c in counts.items():
            c[0] += len(got[kind] & want[kind])
            c[1] += len(got[kind] - want[kind])
            c[2] += len(want[kind] - got[kind])
            if got[kind] != want[kind]:
                misses.append(f"{item['text']!r} {kind}: got {sorted(got[kind])} want {sorted(want[kind])}")
    table = {k: {"precision": tp / (tp + fp) if tp + fp else 1.0, "recall": tp / (tp + fn) if tp + fn else 1.0,
                 "tp": tp, "fp": fp, "fn": fn} for k, (tp, fp, fn) in counts.items()}
    return table, misses


KNOWN = {"laptop": "laptop_1", "desk": "desk_1", "keys": "keys_1", "fridge": "fridge_1", "living room": "living_room"}


def resolve(words: str):
    return KNOWN.get(words)


@pytest.fixture(scope="module")
def reader() -> UtteranceReader:
    return UtteranceReader(robot_id="robot", timezone="UTC")


def read(reader, words, **kw):
    args = dict(speaker="bob", addressee="robot", now_ns=NOW_NS, resolve=resolve, people=("bob", "carol", "alice"))
    return reader.read(words, **{**args, **kw})


@pytest.mark.parametrize("words, expected", [
    ("The laptop is on the desk.", [("laptop_1", "location", "desk_1")]),
    ("I put the laptop in the drawer", [("laptop_1", "location", "drawer")]),
    ("I moved the keys to the hall table.", [("keys_1", "location", "hall_table")]),
    ("I set the coffee machine timer to 07:00", [("coffee_machine", "setting:timer", "07:00")]),
    ("The fridge is open.", [("fridge_1", "state", "open")]),
    ("I turned off the lamp", [("lamp", "state", "off")]),
    ("The laptop is on the desk and the keys are in the bowl.",
     [("laptop_1", "location", "desk_1"), ("keys_1", "location", "bowl")]),
    ("Can you bring me the laptop?", []),
])
def test_reader_extracts_claims_and_links_mentions(reader, words, expected):
    assert [(c.entity, c.attribute, c.value) for c in read(reader, words).claims] == expected


def test_location_claims_are_entity_valued(reader):
    (claim,) = claims_of(read(reader, "the keys are on the desk"))
    assert claim == FactSpec("keys_1", "location", "desk_1", ValueType.ENTITY)


def test_negated_claim_is_stored_as_a_denial_not_a_location(reader):
    reading = read(reader, "The keys are not in the fridge.")
    (claim,) = reading.claims
    assert claim.negated and (claim.entity, claim.value) == ("keys_1", "fridge_1")
    assert claims_of(reading) == (FactSpec("keys_1", "not:location", "fridge_1", ValueType.ENTITY),)


def test_hedge_lowers_confidence_and_plain_statement_does_not(reader):
    (hedged,) = read(reader, "I think my laptop is on the desk.").claims
    (plain,) = read(reader, "My laptop is on the desk.").claims
    assert hedged.confidence < plain.confidence == 1.0


def test_pronoun_means_the_last_thing_of_the_speakers_previous_sentence(reader):
    first = read(reader, "Have you seen my laptop?")
    (claim,) = read(reader, "It is in the living room now.", previous=first).claims
    assert (claim.entity, claim.value) == ("laptop_1", "living_room")


def test_correction_without_a_claim_retracts_the_previous_claim(reader):
    first = read(reader, "The keys are on the desk.")
    (retracted,) = read(reader, "No, the other one.", previous=first).claims
    assert retracted.negated and retracted.correction and retracted.entity == "keys_1"


def test_correction_with_a_claim_is_marked(reader):
    (claim,) = read(reader, "Actually the keys are in the fridge.").claims
    assert claim.correction and claim.value == "fridge_1" and not claim.negated


def test_robot_promise_of_two_results_is_two_promises_due_at_the_same_time(reader):
    reading = read(reader, "I will have the living room ready and the grapes washed by 8:30.", speaker="robot",
                   addressee="carol")
    assert [(u.kind, u.owner, u.beneficiary) for u in reading.undertakings] == [
        (CommitmentKind.PROMISE, "robot", "carol")] * 2
    assert [u.objects for u in reading.undertakings] == [("living_room",), ("grapes",)]
    due = {dt.datetime.fromtimestamp(u.due_ns / 1e9, tz=dt.timezone.utc).strftime("%H:%M") for u in reading.undertakings}
    assert due == {"08:30"}


def test_unresolvable_due_keeps_its_words(reader):
    (owed,) = read(reader, "Can you bring my laptop to the desk when I'm back?").undertakings
    assert owed.kind is CommitmentKind.REQUEST and owed.due_ns is None and owed.due_text == "when I'm back"
    assert owed.owner == "robot" and owed.beneficiary == "bob" and owed.objects == ("laptop_1", "desk_1")


def test_relative_due_is_resolved_against_the_time_of_speaking(reader):
    (owed,) = read(reader, "Remind me to call Carol in an hour.").undertakings
    assert owed.kind is CommitmentKind.REMINDER and owed.due_ns == NOW_NS + 3600 * 10 ** 9


def test_stated_preference_keeps_its_condition(reader):
    (stated,) = read(reader, "On weekends I want the coffee ready at 08:30.").preferences
    assert (stated.person, stated.topic, stated.value, stated.condition) == ("bob", "coffee", "ready at 08:30",
                                                                             "On weekends")
    assert not read(reader, "On weekends I want the coffee ready at 08:30.").undertakings


def test_habit_is_a_stated_routine(reader):
    (stated,) = read(reader, "I always take the blue mug.").preferences
    assert stated.kind == "routine" and stated.topic == "mug" and "blue mug" in stated.value


def test_thing_heard_of_is_reported_with_its_place(reader):
    reading = read(reader, "I just bought some grapes, they're in the fridge.")
    (thing,) = reading.things
    assert (thing.id, thing.category, thing.location) == ("grapes", "grape", "fridge_1")
    assert [(c.entity, c.value) for c in reading.claims] == [("grapes", "fridge_1")]


def test_known_things_are_not_reported_as_new(reader):
    assert read(reader, "I moved my laptop to the desk.").things == ()


def test_dev_set_precision_and_recall_per_kind(reader):
    table, misses = score(reader)
    for kind, figures in table.items():
        assert figures["precision"] >= 0.9 and figures["recall"] >= 0.9, (kind, figures, misses)


if __name__ == "__main__":
    figures, wrong = score(UtteranceReader())
    for name, row in figures.items():
        print(f"{name:13s} precision {row['precision']:.2f} recall {row['recall']:.2f} "
              f"(tp {row['tp']}, fp {row['fp']}, fn {row['fn']})")
    print("\n".join(wrong))


@pytest.mark.parametrize("words, due", [
    ("I should be back around eleven.", "2026-03-06T11:00:00+00:00"),
    ("We'll probably be home about half nine.", "2026-03-06T09:30:00+00:00"),
])
def test_a_return_said_as_a_plan_is_a_schedule_at_its_time(reader, words, due):
    (schedule,) = read(reader, words).undertakings
    assert schedule.kind is CommitmentKind.SCHEDULE
    assert dt.datetime.fromtimestamp(schedule.due_ns / 1e9, tz=dt.timezone.utc).isoformat() == due


@pytest.mark.parametrize("words", ["The scissors are back in the drawer now.", "Is Dan back yet?",
                                   "I was back by nine last night."])
def test_a_thing_put_back_or_a_return_asked_about_or_past_is_no_schedule(reader, words):
    assert not [u for u in read(reader, words).undertakings if u.kind is CommitmentKind.SCHEDULE]
