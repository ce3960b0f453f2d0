"""A preference value that names a person memory knows is answered as that person, accents and
capitals aside (written for this file)."""
from __future__ import annotations

from types import SimpleNamespace

from obsmem_ros.core.query.retrieval.stated import person_named


def _ctx(*people: str) -> SimpleNamespace:
    return SimpleNamespace(reader=SimpleNamespace(people=lambda: frozenset(people)))


def test_an_accented_name_is_the_person_known_without_accents():
    assert person_named(_ctx("zoe", "ines"), "Zoë") == ("zoe", "person")
    assert person_named(_ctx("zoe", "ines"), "Inés") == ("ines", "person")


def test_a_value_naming_no_one_known_stays_a_value():
    assert person_named(_ctx("zoe"), "oat milk") is None
