"""Where a thing heard of is, said in the shapes household speech takes (sentences written for this
file, in no hand-written set): a topic with an adverb before its doer, a place phrase the tagger
took for a particle, a habit of keeping, a relative clause telling which thing in a verbless
statement, a vocative before such a topic, and a question whose verb's object is the thing said
first."""
from __future__ import annotations

from obsmem_ros.core.language.clauses import clauses
from obsmem_ros.core.language.lead_ins import asked_question
from obsmem_ros.core.timefmt import parse_iso_ns

from .factories import said_places

SAID = parse_iso_ns("2026-07-08T09:30:00+00:00")


def placed(reader, words):
    return said_places(reader, words, speaker="wren", now_ns=SAID, people=("wren", "otto"))


def test_an_adverb_before_the_doer_keeps_the_topic_the_object():
    assert [p.text for p in clauses("The drill always I keep in Otto's shed.")] == [
        "always I keep the drill in Otto's shed."]


def test_a_topic_kept_in_a_place_is_there(reader):
    found, _ = placed(reader, "The drill always I keep in Otto's shed.")
    assert found and found[0][0] == "drill"


def test_a_habit_of_placing_says_where_the_thing_is_and_stays_a_routine(reader):
    found, reading = placed(reader, "I always put my reading glasses on the bedside table.")
    assert found == [("reading_glasses", "bedside_table")]
    assert reading.preferences and reading.preferences[0].kind == "routine"


def test_a_relative_clause_tells_which_thing_a_verbless_statement_places(reader):
    found, _ = placed(reader, "The jumper you knitted, still in the wardrobe.")
    assert found == [("jumper", "wardrobe")]


def test_a_name_said_first_is_no_object_of_a_relative_clause():
    parts = [p.text for p in clauses("Otto, the batteries I bought already, still in the van.")]
    assert not any("bought Otto" in p for p in parts)


def test_a_relative_clause_with_a_verb_of_its_own_clause_places_nothing_new(reader):
    found, _ = placed(reader, "The jumper you knitted is lovely.")
    assert found == []


def test_a_thing_said_first_fills_the_object_the_question_leaves_unsaid():
    assert asked_question("The blue scarf, where did Nana hang?") == "Where did Nana hang the blue scarf?"
    assert asked_question("The ladder, where did Dad leave?") == "Where did Dad leave the ladder?"
    assert asked_question("The cooler box, where is it now?") == "Where is the cooler box now?"  # a pronoun


def test_no_gap_is_filled_after_a_clause_or_by_a_verb_that_places_nothing():
    assert asked_question("Grandpa still napping. Who's walking to the corner shop with Nan?") in (
        None, "Who's walking to the corner shop with Nan?")
    assert "go Ginger beer" not in (asked_question("Ginger beer or cola, which does Otto go for?") or "")
