"""Things named outside a clause's usual slots (`language.topics`): fronted topics, clauses
without a verb, conjoined things, "there" for the last place said, and "o'" for "of"; sentences
written for this file (in no hand-written set)."""
from __future__ import annotations

from obsmem_ros.core.timefmt import parse_iso_ns

SAID = parse_iso_ns("2026-03-04T10:00:00+00:00")
KNOWN = {"shed": "shed", "loft": "loft", "freezer": "freezer_1", "pantry": "pantry"}


def placed(reader, *words):
    previous = None
    for said in words:
        previous = reader.read(said, speaker="wren", addressee="robot", now_ns=SAID, event_id="e1",
                               resolve=KNOWN.get, people=("wren", "otto"), previous=previous)
    return [(c.entity, c.value) for c in previous.claims if c.attribute == "location" and not c.negated]


def test_a_fronted_topic_is_the_object_of_the_verb_that_follows(reader):
    assert placed(reader, "The winter coats, I keep in the loft.") == [("winter_coats", "loft")]


def test_a_topic_before_a_clause_without_a_relative_word_is_what_the_verb_moved(reader):
    assert placed(reader, "The broken rake he leave in the shed.") == [("broken_rake", "shed")]


def test_a_fronted_topic_counted_by_the_verb_is_what_they_means_next(reader):
    assert placed(reader, "The dumplings for Sunday, I made sixty. They in the freezer, behind the peas.") == [
        ("dumplings", "freezer_1")]


def test_a_clause_without_a_verb_puts_its_noun_at_the_place_phrases(reader):
    assert placed(reader, "My swimming goggles, in the pantry, on the top shelf.") == [("swimming_goggles", "pantry")]


def test_a_verbless_question_places_nothing(reader):
    assert placed(reader, "The goggles? In the pantry?") == []


def test_things_conjoined_are_each_where_the_clause_puts_them(reader):
    assert placed(reader, "The mango and the papaya went in the freezer.") == [
        ("mango", "freezer_1"), ("papaya", "freezer_1")]
    assert placed(reader, "I put the towels and the sheets in the loft.") == [("towels", "loft"), ("sheets", "loft")]


def test_a_thing_that_went_nowhere_has_no_place(reader):
    assert placed(reader, "The party went really well.") == []


def test_there_is_the_place_the_last_claim_named(reader):
    assert placed(reader, "The paint's in the shed.", "The brushes are out there too.") == [("brushes", "shed")]


def test_there_with_no_place_said_before_places_nothing(reader):
    assert placed(reader, "The brushes are out there.") == []


def test_o_apostrophe_is_read_as_of(reader):
    assert placed(reader, "I left the bag o' nails on top o' the freezer.") == [("bag", "freezer_1")]


def test_a_thing_bought_new_is_not_the_one_memory_knows(reader):
    known = {"kettle": "kettle_old", "shed": "shed"}
    reading = reader.read("Otto bought a new kettle. It's in the shed.", speaker="wren", addressee="robot",
                          now_ns=SAID, event_id="e1", resolve=known.get, people=("wren", "otto"))
    assert [(c.entity, c.value) for c in reading.claims] == [("kettle", "shed")]  # heard of, not kettle_old
    reading = reader.read("The kettle is in the shed.", speaker="wren", addressee="robot", now_ns=SAID,
                          event_id="e2", resolve=known.get, people=("wren", "otto"))
    assert [(c.entity, c.value) for c in reading.claims] == [("kettle_old", "shed")]


def test_a_bare_noun_before_a_place_is_a_remark_not_a_claim(reader):
    assert placed(reader, "Autumn in the valley, gorgeous.") == []


def test_a_place_said_again_by_there_is_one_claim(reader):
    assert placed(reader, "The ladder's in the shed, I saw Otto put it there.") == [("ladder", "shed")]


def test_a_relative_clause_without_a_place_is_no_fronted_topic(reader):
    reading = reader.read("Not the cheap ones Otto got.", speaker="wren", addressee="robot", now_ns=SAID,
                          event_id="e1", resolve=KNOWN.get, people=("wren", "otto"))
    assert reading.claims == () and reading.things == ()


def test_a_second_thing_set_beside_a_verbless_claim_lends_it_no_place(reader):
    assert ("swimming_goggles", "loft") not in placed(reader, "My swimming goggles in the pantry, the towel in the loft.")


def test_a_thing_named_after_its_pronoun_is_what_the_pronoun_means(reader):
    assert placed(reader, "It's in the shed, the hedge trimmer.") == [("hedge_trimmer", "shed")]
    assert placed(reader, "They're up in the loft, the camping chairs, behind the boxes.") == [("camping_chairs", "loft")]


def test_a_noun_hung_on_me_is_the_speakers_thing(reader):
    assert placed(reader, "Me scooter is out in the shed.") == [("scooter", "shed")]  # "scooter" hung on "Me"


def test_a_noun_said_after_a_clause_about_no_thing_is_no_dislocated_topic(reader):
    assert placed(reader, "It's in the loft, the one by the water tank.") == []
    assert placed(reader, "It's upstairs, the back bedroom.") == []



def test_a_name_doing_the_relative_clause_is_no_thing_it_can_mean(reader):
    assert placed(reader, "Nobody touch the trifle Aunt Rita made. It's in the garage fridge.") == [
        ("trifle", "garage_fridge")]


def test_what_was_hidden_is_where_it_was_hidden(reader):
    assert placed(reader, "I hid the advent calendar behind the bread bin.") == [("advent_calendar", "bread_bin")]
