"""Rooms and pet names as the household calls people (``home_rooms.with_room_titles``,
``spoken_places.known_as``, ``person_words.clipped_person``); ids and words written for this file."""
from __future__ import annotations

from obsmem_ros.core.home_rooms import with_room_titles
from obsmem_ros.core.language.kin_roles import kin_lexicon
from obsmem_ros.core.language.person_words import clipped_person, name_form
from obsmem_ros.core.language.relayed import origin_person
from obsmem_ros.core.spoken_places import Places, grounded_place, known_as

PEOPLE = {"mabel", "ted", "lily", "rosa"}


def test_a_room_named_for_a_kin_word_calls_its_most_frequent_visitor_so():
    visits = [("mabel", "nana_room", 6), ("lily", "nana_room", 2), ("ted", "kitchen", 9)]
    assert with_room_titles({}, visits, PEOPLE, kin_lexicon(), "robot") == {("robot", "nana"): "mabel"}


def test_a_room_two_share_or_a_word_in_use_titles_nobody():
    shared = [("mabel", "nana_room", 3), ("ted", "nana_room", 3)]
    assert with_room_titles({}, shared, PEOPLE, kin_lexicon(), "robot") == {}
    used = {("lily", "nana"): "rosa"}
    assert with_room_titles(used, [("mabel", "nana_room", 5)], PEOPLE, kin_lexicon(), "robot") == used


def test_a_persons_room_goes_by_the_word_that_makes_a_known_room():
    kin = {("lily", "granny"): "mabel", ("ted", "mabel"): "mabel"}
    places = Places.of({"granny_room", "kitchen"}.__contains__, {}, {}, people=frozenset(PEOPLE),
                       known_as=known_as(kin))
    assert grounded_place("mabel_room", "kitchen", places) == "granny_room"
    assert grounded_place("mabel_bed", "kitchen", places) == "granny_room"


def test_a_pet_form_of_a_name_links_like_a_clipped_one():
    people = {"tomas": ("tomas",), "benedikt": ("benedikt",), "bea": ("bea",)}
    assert [clipped_person(w, people) for w in ("Tommy", "Bennie", "Tom", "Kelly")] == ["tomas", "benedikt", "tomas", ""]


def test_a_name_its_clipped_start_and_a_pet_form_built_on_it_are_forms_of_it():
    assert name_form("ted", "ted") and name_form("theo", "theodore") and name_form("teddy", "ted")
    assert not name_form("nana", "ted") and not name_form("", "ted") and not name_form("tedward", "ted")


def test_a_relayed_kin_word_is_the_relayers_relative():
    kin = {("lily", "mum"): "rosa", ("rosa", "mum"): "mabel"}
    assert origin_person("nan", "lily", PEOPLE, kin) == "mabel"


def test_a_kin_word_before_a_name_is_the_named_persons_title():
    from obsmem_ros.core.language.linking import Lexicon
    from obsmem_ros.core.language.parser import LanguageParser
    from obsmem_ros.core.query.language_question_parser import _keywords

    lexicon = Lexicon.from_entities([{"id": "bernard", "kind": "person", "name": "bernard"},
                                     {"id": "flask_1", "kind": "object", "name": "flask", "category": "flask"}])
    parse = LanguageParser().parse("How does Uncle Bernard like his flask?", lexicon=lexicon)
    assert [p.id for p in parse.people] == ["bernard"]
    assert "uncle" not in _keywords(["how", "does", "uncle", "bernard", "like", "his", "flask"], parse)
