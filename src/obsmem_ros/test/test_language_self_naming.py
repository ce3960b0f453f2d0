"""A speaker who speaks of themself by the name the household calls them ("Ông likes the jasmine
tea" said by ông himself) is the person the sentence is about; a kin noun of English said by the
person it names ("Mum likes ..." said by the mum) is someone else, their own mother. Fresh
sentences, in no hand-written set."""
from __future__ import annotations

from datetime import datetime, timezone

from obsmem_ros.core.memory import Memory


def _at(n: int) -> str:
    return datetime(2026, 5, 4, 8, n, tzinfo=timezone.utc).isoformat()


def _said(n: int, speaker: str, addressee: str, words: str) -> dict:
    return {"id": f"u{n:03d}", "time": _at(n), "kind": "utterance", "actor": speaker, "addressee": addressee,
            "location": "kitchen", "observers": ["robot", speaker], "utterance": words, "source": "sim"}


def _went_in(n: int, who: str, caption: str) -> dict:
    return {"id": f"a{n:03d}", "time": _at(n), "kind": "action", "actor": who, "verb": "navigate", "objects": [],
            "location": "kitchen", "observers": ["robot", who], "text": caption, "deltas": []}


def _holders(events: list, tmp_path) -> set:
    with Memory(str(tmp_path / "m.db")) as memory:
        memory.ingest(events)
        return {p.actor for p in memory.preferences() if p.kind.startswith("stated")}


def test_a_speaker_naming_themself_as_the_household_does_is_the_holder(tmp_path):
    holders = _holders([_went_in(1, "ngoc", "Ông went into the kitchen."),
                        _said(2, "ngoc", "robot", "Ông likes the jasmine tea best.")], tmp_path)
    assert holders == {"ngoc"}


def test_a_mum_saying_mum_speaks_of_someone_else(tmp_path):
    holders = _holders([_said(1, "tama", "aroha", "Mum, where's my jersey?"),
                        _said(2, "aroha", "robot", "Mum likes the jasmine tea best.")], tmp_path)
    assert "aroha" not in holders
