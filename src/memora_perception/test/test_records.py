"""Segment records: validation and JSON round trip."""
import pytest

from memora_perception.core.records import Backend, ObservedAction, ObservedObject, SegmentRecord, Utterance
from memora_perception.errors import RecordError

S = 1_000_000_000
T0 = 1_600_000_000 * S


def record(**kw):
    base = dict(id="P03_101-w00000", participant="P03", session_id="P03_101", start_ns=T0, end_ns=T0 + 10 * S,
                backend=Backend.ANNOTATION,
                actions=(ObservedAction("wash", "knife", T0 + 2 * S, T0 + 3 * S, narration="wash knife"),
                         ObservedAction("pick-up", "knife", T0 + S, T0 + 2 * S, narration="pick up knife")),
                objects=(ObservedObject("knife", attributes=("metal",), location="sink"),),
                utterances=(Utterance("where is the knife", T0 + 4 * S, T0 + 5 * S, speaker="alice", confidence=0.8),))
    base.update(kw)
    return SegmentRecord(**base)


def test_actions_are_kept_in_time_order_and_json_round_trips():
    rec = record()
    assert [a.verb for a in rec.actions] == ["pick-up", "wash"]
    again = SegmentRecord.from_dict(rec.to_dict())
    assert again == rec
    assert rec.to_dict()["start"] == "2020-09-13T12:26:40+00:00"
    assert rec.to_dict()["utterances"][0]["provenance"] == "reported"


def test_invalid_fields_raise_naming_them():
    with pytest.raises(RecordError, match="end_ns=.* is before start_ns"):
        record(end_ns=T0 - 1)
    with pytest.raises(RecordError, match="confidence=1.5"):
        record(confidence=1.5)
    with pytest.raises(RecordError, match="participant is empty"):
        record(participant="")
    with pytest.raises(RecordError, match="verb is empty"):
        ObservedAction(" ", "cup", T0, T0)
    with pytest.raises(RecordError, match="lacks field 'session_id'"):
        SegmentRecord.from_dict({"id": "x", "participant": "P03"})
