"""How a claim was said reaches the Belief view: a hedged report is held with doubt, a correction
replaces the claim it corrects (the ``claim_marks`` table, ``hearing.claim_marks``)."""
from __future__ import annotations

import pytest

from obsmem_ros.core.records import BeliefLabel

from .factories import heard, remembered

DAY = "2026-05-12T"


def said(eid, clock, actor, words, addressee="robot"):
    return heard(eid, f"{DAY}{clock}Z", actor, words, addressee=addressee, observers=["robot"])


SEEN = [{"id": "o1", "time": f"{DAY}06:00:00Z", "kind": "observation", "observers": ["robot"], "actor": "robot",
         "verb": "observe", "objects": ["scarf_1", "wardrobe_1", "hall_bench_1"], "location": "hall",
         "deltas": [{"entity": "wardrobe_1", "attribute": "location", "value": "bedroom", "value_type": "entity"},
                    {"entity": "hall_bench_1", "attribute": "location", "value": "hall", "value_type": "entity"},
                    {"entity": "scarf_1", "attribute": "name", "value": "scarf", "value_type": "str"}]}]


@pytest.fixture()
def memory(tmp_path):
    yield from remembered(SEEN, tmp_path / "home.db")


def test_a_hedged_report_is_believed_with_doubt_and_a_plain_one_is_not(memory):
    memory.ingest([said("h1", "07:00:00", "priya", "I reckon the scarf is in the wardrobe.")])
    (fact,) = memory.facts_from_event("h1")
    assert (fact.entity, fact.value) == ("scarf_1", "wardrobe_1")
    belief = memory.belief("scarf_1", "location")
    assert belief.label is BeliefLabel.UNCERTAIN and "priya said it with doubt" in belief.reason
    memory.ingest([said("h2", "07:05:00", "priya", "The scarf is on the hall bench.")])
    assert memory.belief("scarf_1", "location").label is BeliefLabel.STALE


def test_a_correction_in_a_later_utterance_contradicts_the_claim_it_corrects(memory):
    memory.ingest([said("c1", "07:00:00", "omar", "The scarf is in the wardrobe."),
                   said("c2", "07:00:20", "omar", "Actually, it's on the hall bench.")])
    (old,) = memory.facts_from_event("c1")
    (new,) = memory.facts_from_event("c2")
    assert (new.entity, new.value) == ("scarf_1", "hall_bench_1")
    judged = memory.belief_of(old)
    assert judged.label is BeliefLabel.CONTRADICTED and "omar corrected it" in judged.reason
    assert judged.evidence_ids[0] == "c2"
    assert memory.belief_of(old, as_of_ns=old.time_ns + 10**9).label is not BeliefLabel.CONTRADICTED


def test_a_correction_in_the_same_breath_stores_only_the_corrected_claim(memory):
    memory.ingest([said("s1", "07:00:00", "omar", "The scarf's in the wardrobe, no wait, on the hall bench.")])
    assert [(f.entity, f.value) for f in memory.facts_from_event("s1")] == [("scarf_1", "hall_bench_1")]
