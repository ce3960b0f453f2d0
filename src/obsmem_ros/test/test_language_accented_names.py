"""Accented names tagged as names: the small tagger takes an accented name it has never seen for a
common noun ("Rubén's taking me"), so the parse gives such a word the tag it gives the name
written without accents; speech then finds the person it names. Fresh sentences, in no
hand-written set."""
from __future__ import annotations

from datetime import datetime, timezone

import pytest

from obsmem_ros.core.language.syntax import analyse, normalise
from obsmem_ros.core.memory import Memory


def _pos(text: str, word: str) -> str:
    return next(t.pos_ for t in analyse(normalise(text)) if t.text == word)


@pytest.mark.parametrize("text, name", [("Rubén's taking me and the dog to the vet at ten.", "Rubén"),
                                        ("Thảo is bringing the chairs round tonight.", "Thảo"),
                                        ("Zoë is bringing the chairs round tonight.", "Zoë")])
def test_an_accented_name_is_a_proper_noun(text, name):
    assert _pos(text, name) == "PROPN"


def _said(n: int, speaker: str, words: str) -> dict:
    when = datetime(2026, 5, 4, 8, n, tzinfo=timezone.utc).isoformat()
    return {"id": f"u{n:03d}", "time": when, "kind": "utterance", "actor": speaker, "addressee": "robot",
            "location": "kitchen", "observers": ["robot", speaker], "utterance": words, "source": "sim"}


def test_who_is_doing_a_job_an_accented_name_took_on(tmp_path):
    with Memory(str(tmp_path / "m.db")) as memory:
        memory.ingest([_said(1, "pilar", "Rubén's taking me and the cat to the vet at eleven.")])
        answer = memory.ask("Who is taking the cat to the vet?")
    assert answer.value == "ruben"   # the id he has once seen, written without accents


def test_a_preference_of_someone_not_known_yet_is_kept_by_their_id_without_accents(tmp_path):
    with Memory(str(tmp_path / "m.db")) as memory:
        memory.ingest([_said(1, "pilar", "Joaquín always drinks his coffee black.")])
        holders = {p.actor for p in memory.preferences()}
        answer = memory.ask("How does Joaquín take his coffee?")
    assert "joaquin" in holders and "joaquín" not in holders
    assert "black" in answer.answer
