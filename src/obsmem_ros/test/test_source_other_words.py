"""Who said it, when the thing the question names was spoken of in other words, and word stems that
meet across the forms of one word (``retrieval.retold_stems``); sentences written for this file."""
from __future__ import annotations

import pytest

from obsmem_ros.core.query.retrieval.retold_stems import content_stems, stem

from .factories import heard, iso, ns, remembered, sighting


@pytest.mark.parametrize("forms", [("hoping", "hoped", "hopes", "hope"), ("chopped", "chopping", "chop"),
                                   ("potatoes", "potato"), ("cherries", "cherry"), ("frozen", "froze", "freeze"),
                                   ("wrote", "written", "write"), ("geese", "goose"), ("saving", "saved", "save")])
def test_the_forms_of_one_word_share_a_stem(forms):
    assert len({stem(f) for f in forms}) == 1


@pytest.mark.parametrize("pair", [("banged", "bang"), ("opened", "open"), ("bathed", "bath"), ("hopped", "hop")])
def test_a_silent_e_is_given_back_only_where_the_base_has_one(pair):
    assert stem(pair[0]) == pair[1]


def test_a_form_that_is_a_word_of_its_own_is_not_read_as_another_verb():
    assert stem("saw") == "saw" and stem("left") == "left"


def test_a_question_in_another_tense_shares_the_said_words():
    assert {"potato", "write"} <= content_stems("Who wrote that the potatoes were frozen?") & \
        content_stems("she writes the potato is freezing")


@pytest.fixture()
def memory(tmp_path):
    events = [
        sighting("o1", iso(3, 2, 7, 0), "thermostat_1", "hall", [("name", "thermostat"), ("category", "thermostat"),
                                                                     ("setting:temperature", "19")]),
        heard("u1", iso(3, 2, 8, 0), "oskar", "The post came late again, nothing for you."),
        heard("u2", iso(3, 2, 8, 30), "priya", "Honestly I think Nana turned the heat right up, it's roasting in here."),
    ]
    yield from remembered(events, tmp_path / "home.db")


def test_a_thing_spoken_of_in_other_words_is_found_by_the_rest_of_the_question(memory):
    """"The heat" is the thermostat the robot saw; nobody named it, but priya said the rest."""
    answer = memory.ask("Who thinks Nana cranked up the heat?", at_ns=ns(3, 2, 12, 0))
    assert answer.value == "priya" and answer.evidence[0].id == "u2"


def test_two_kin_words_joined_name_a_relative():
    from obsmem_ros.core.query.retrieval.relayed import relation_word

    assert relation_word("Ammappa") and relation_word("ammamma")
    assert not relation_word("Amparo") and not relation_word("Mapp")


@pytest.fixture()
def compound_memory(tmp_path):
    events = [
        heard("c1", iso(3, 4, 9, 0), "selvam", "Nobody run the tap long today, the pump is on its last legs."),
        heard("c2", iso(3, 4, 9, 30), "nila", "My exam got moved to Thursday afternoon."),
        heard("c3", iso(3, 4, 10, 0), "nila", "Ammappa says the well pump is rattling, so nobody run the tap long."),
    ]
    yield from remembered(events, tmp_path / "compound.db")


def test_a_relative_named_by_joined_kin_words_is_the_one_heard_saying_it_before(compound_memory):
    answer = compound_memory.ask("Who said the well pump was rattling?", at_ns=ns(3, 4, 12, 0))
    assert answer.value == "selvam"
