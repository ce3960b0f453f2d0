"""Names and terms of address in any script: a word with accents stays whole ("Ông's stick", not
"ng stick"), a one-word vocative teaches what the speaker calls the person addressed, and a name said
with accents finds the person id kept without them. Fresh sentences, in no hand-written set."""
from __future__ import annotations

from datetime import datetime, timezone

import pytest

from obsmem_ros.core.config import EngineConfig
from obsmem_ros.core.language.linking import Lexicon, clean, unaccented

from .factories import heard, remembered, sighting

T0 = 1782000000


def _at(n: int) -> str:
    return datetime.fromtimestamp(T0 + 60 * n, timezone.utc).isoformat()


def _said(n: int, speaker: str, addressee: str, words: str) -> dict:
    return heard(f"u{n:03d}", _at(n), speaker, words, addressee=addressee, location="lounge",
                 observers=["robot", "duc", "mai"], source="sim", verb="")


def _seen(n: int, entity: str, name: str, place: str, owner: str) -> dict:
    return sighting(f"o{n:03d}", _at(n), entity, "lounge", [("location", place), ("name", name), ("owner", owner)])


@pytest.fixture(scope="module")
def memory(tmp_path_factory):
    yield from remembered([
        _seen(1, "stick_1", "walking stick", "hallstand_1", "duc"),
        _seen(2, "scarf_1", "wool scarf", "armchair_1", "mai"),
        _said(3, "mai", "duc", "Ông, your tea's going cold."),
        _said(4, "duc", "mai", "Right, I'm coming.")
    ], tmp_path_factory.mktemp("home") / "home.db", config=EngineConfig(parser="language"))


def test_an_accented_term_of_address_is_learnt_for_the_person_addressed(memory):
    assert memory.kin_words() == {("mai", "ông"): "duc"}   # "Right" said to Mai is no name for her


def test_a_question_naming_the_owner_by_that_term_finds_their_thing(memory):
    answer = memory.ask("Where's Ông's stick?")
    assert answer.known and answer.value == "hallstand_1"


def test_accented_words_stay_whole():
    assert clean("Ông's walking stick") == "ông walking stick"
    assert unaccented("Tuấn") == "Tuan" and unaccented("Zoë") == "Zoe"


def test_a_name_said_with_accents_finds_the_id_kept_without_them_but_a_kin_word_keeps_its_own():
    lexicon = Lexicon(people={"renee": ("renee",), "minh": ("minh",)}, kin={"ba": "minh"})
    assert lexicon.person_id("Renée") == "renee"
    assert lexicon.person_id("ba") == "minh"
    assert lexicon.person_id("bà") == ""   # a grandmother is not "Ba" (Dad) for want of an accent
