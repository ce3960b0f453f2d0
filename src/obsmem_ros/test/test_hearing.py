"""Hearing on the write path: utterances given only as words fill the State, Commitment, Knowledge
and Entity views, and the read path answers from them."""
from __future__ import annotations

import pytest

from obsmem_ros.core.memory import Memory
from obsmem_ros.core.records import BeliefLabel, CommitmentKind, Provenance

from .factories import heard, remembered, stamped

DAY = "2026-03-06T"


def event(eid, clock, kind, **fields):
    return stamped(eid, f"{DAY}{clock}Z", kind, **fields)


def said(eid, clock, actor, words, addressee="robot"):
    return heard(eid, f"{DAY}{clock}Z", actor, words, addressee=addressee, observers=["robot"])


SEEN = [
    event("e1", "07:00:00", "observation", actor="robot", verb="observe", objects=["laptop_1"], location="living_room",
          deltas=[{"entity": "laptop_1", "attribute": "location", "value": "sofa_1", "value_type": "entity"}]),
    event("e2", "07:00:01", "observation", actor="robot", verb="observe", objects=["desk_1", "fridge_1"],
          location="study", deltas=[{"entity": "desk_1", "attribute": "location", "value": "study",
                                     "value_type": "entity"},
                                    {"entity": "fridge_1", "attribute": "location", "value": "kitchen",
                                     "value_type": "entity"}]),
]
HEARD = [
    said("u1", "08:00:00", "bob", "I moved my laptop to the desk in the study."),
    said("u2", "08:01:00", "bob", "I just bought some grapes, they're in the fridge."),
    said("u3", "08:02:00", "robot", "I will have the living room ready and the grapes washed by 8:30.", "carol"),
    said("u4", "08:03:00", "bob", "On weekends I want the coffee ready at 08:30."),
]


@pytest.fixture()
def memory(tmp_path):
    yield from remembered(SEEN + HEARD, tmp_path / "home.db")


def test_claim_from_words_is_reported_by_the_speaker(memory):
    (fact,) = memory.facts_from_event("u1")
    assert (fact.entity, fact.attribute, fact.value, fact.provenance, fact.reporter) == (
        "laptop_1", "location", "desk_1", Provenance.REPORTED, "bob")
    answer = memory.ask("Who said the laptop was on the desk?")
    assert answer.value == "bob" and answer.evidence[0].id == "u1"


def test_robot_promise_becomes_two_commitments_and_is_answered_with_its_time(memory):
    promised = [c for c in memory.commitments() if c.source_event_id == "u3"]
    assert [(c.kind, c.owner, c.beneficiary) for c in promised] == [(CommitmentKind.PROMISE, "robot", "carol")] * 2
    answer = memory.ask("What did you promise Carol and by when?")
    assert "living room ready" in answer.answer and "grapes washed" in answer.answer and "08:30" in answer.answer


def test_stated_preference_is_kept_with_its_evidence_across_consolidation(memory):
    memory.consolidate()
    (stated,) = memory.preferences(person="bob")
    assert (stated.topic, stated.value, stated.provenance, stated.evidence_ids) == (
        "coffee", "ready at 08:30", "reported", ("u4",))
    assert stated.statement == "bob wants the coffee ready at 08:30 on weekends"
    answer = memory.ask("When does Bob want his coffee on weekends?")
    assert answer.value == "08:30"  # the clock time the words give (read side links the value), not the words
    assert "u4" in {i for e in answer.evidence for i in (e.id, *e.event_ids)}


def test_thing_heard_of_is_remembered_and_located(memory):
    grapes = memory.entity("grapes")
    assert grapes.provenance == "reported" and grapes.reporter == "bob" and grapes.location == "fridge_1"
    answer = memory.ask("Where are the grapes?")
    assert answer.value == "fridge_1" and "bob" in answer.answer


def test_thing_heard_of_is_linked_when_later_seen(memory):
    memory.ingest([event("e9", "09:00:00", "observation", actor="robot", verb="observe", objects=["grapes_1"],
                         location="kitchen", deltas=[{"entity": "grapes_1", "attribute": "location",
                                                      "value": "fridge_1", "value_type": "entity"}])])
    reported = memory.entity("grapes")
    assert reported.deleted and reported.same_as == "grapes_1"
    assert memory.resolve_entity("grapes")[0] == "grapes_1"


def test_denial_contradicts_a_report_and_asserts_no_place(memory):
    memory.ingest([said("u5", "09:00:00", "carol", "The grapes are not in the fridge.")])
    (denial,) = memory.facts_from_event("u5")
    assert (denial.attribute, denial.value) == ("not:location", "fridge_1")
    assert memory.state("grapes", "location").current.value == "fridge_1"
    belief = memory.belief("grapes", "location")
    assert belief.label is BeliefLabel.CONTRADICTED and "carol" in belief.reason


def test_producer_claims_stay_authoritative(tmp_path):
    listed = {**said("u9", "08:00:00", "bob", "I moved my laptop to the desk in the study."),
              "claims": [{"entity": "laptop_1", "attribute": "location", "value": "shelf_1", "value_type": "entity"}]}
    with Memory(tmp_path / "home.db") as m:
        m.ingest(SEEN + [listed])
        assert [(f.entity, f.value) for f in m.facts_from_event("u9")] == [("laptop_1", "shelf_1")]


def test_a_sentence_the_reader_fails_on_is_kept_as_words_and_the_rest_are_read(tmp_path, monkeypatch):
    """A reader bug on one sentence must not block memory: with derivation deferred, a batch that
    cannot be derived would fail every later read."""
    from obsmem_ros.core.language.utterances import UtteranceReader

    real = UtteranceReader.read

    def fragile(self, text, **kw):
        if "glitch" in text:
            raise IndexError("reader bug")
        return real(self, text, **kw)

    monkeypatch.setattr(UtteranceReader, "read", fragile)
    base = "2026-06-01T08:00:"
    with Memory(tmp_path / "m.db") as memory:
        memory.ingest([
            {"id": "u1", "time": base + "00Z", "kind": "utterance", "actor": "alice", "verb": "say",
             "utterance": "This glitch sentence breaks the reader.", "observers": ["robot"], "location": "kitchen"},
            {"id": "u2", "time": base + "05Z", "kind": "utterance", "actor": "alice", "verb": "say",
             "utterance": "Could you water the plants tomorrow?", "observers": ["robot"], "location": "kitchen"},
        ])
        commitments = memory.commitments()  # a read: catches up
        assert memory.pending() == 0
        assert [e.id for e in memory.events(["u1", "u2"])] == ["u1", "u2"]
        assert [c.source_event_id for c in commitments if "water" in c.action] == ["u2"]


def test_them_in_a_reply_means_the_thing_the_other_person_just_spoke_of(tmp_path):
    talk = [said("r1", "09:00:00", "dana", "The ferns by the back door look awfully dry."),
            said("r2", "09:00:20", "robot", "I'll water them before lunch.", "dana"),
            said("r3", "09:05:00", "dana", "Could you also wipe the hob?"),
            said("r4", "09:05:30", "eli", "I'll fold it later.", "robot")]
    with Memory(tmp_path / "talk.db") as m:
        m.ingest(talk)
        by_event = {c.source_event_id: c for c in m.commitments()}
    watered = by_event["r2"]
    assert (watered.kind, watered.owner, watered.beneficiary, watered.objects) == (
        CommitmentKind.PROMISE, "robot", "dana", ("ferns",))
    assert "ferns" not in by_event["r4"].objects  # eli was told nothing: "it" is not dana's ferns
