"""Where a thing heard of is, as speech says it: a room said before a spot memory linked elsewhere
("in the loft, behind the suitcase"), what "it" takes up after a thing said with a modifier ("a
parcel from the neighbours"), a place said with having ("I've got a jar of Bovril in my desk
drawer"), a container's content named by its brand, and "the other one" of a kind, also as asked
("Where's Tam's other glove?"). Sentences written for this file, in no hand-written set."""
from __future__ import annotations

from obsmem_ros.core.language import Kind, Lexicon, Parse
from obsmem_ros.core.query.language_question_parser import _intent_of
from obsmem_ros.core.query.plan import Intent, QueryPlan
from obsmem_ros.core.query.rule_agreement import rule_plan_agrees
from obsmem_ros.core.timefmt import parse_iso_ns

from .factories import read_heard

SAID = parse_iso_ns("2026-10-06T09:00:00+00:00")
KNOWN = {"suitcase": "suitcase_hall", "car": "car_1", "loft": "loft"}


def reading(reader, words, speaker="tam"):
    return read_heard(reader, words, speaker=speaker, now_ns=SAID, event_id="u1", resolve=KNOWN.get,
                      people=("tam", "ines", "priya"))


def placed(reader, words, speaker="tam"):
    return {c.entity: c.value for c in reading(reader, words, speaker).claims if c.attribute == "location"}


def holders(reader, words):
    return {t.id: t.location for t in reading(reader, words).things}


def test_a_spot_said_after_a_room_memory_does_not_know_is_that_rooms_spot(reader):
    """The suitcase memory saw is in the hall: "the box room, behind the suitcase" is another one."""
    found = reading(reader, "The fan heater? It's in the box room, behind the suitcase.")
    (claim,) = [c for c in found.claims if c.attribute == "location"]
    assert claim.value != "suitcase_hall"
    assert {t.id: t.location for t in found.things}[claim.value] == "box_room"


def test_a_room_memory_knows_said_before_a_spot_still_holds_the_thing(reader):
    assert placed(reader, "The fan heater? It's in the loft, behind the suitcase.")["fan_heater"] == "loft"


def test_it_means_the_thing_not_the_noun_that_tells_which_it_is(reader):
    assert placed(reader, "There's a parcel from the neighbours for you. It's on the porch.") == {"parcel": "porch"}
    assert placed(reader, "I got a card for Ines yesterday. It's in the top drawer.") == {"card": "top_drawer"}


def test_a_place_said_with_having_is_where_the_thing_is(reader):
    assert placed(reader, "I've got a spare charger in my desk drawer.")["spare_charger"] == "tam_desk_drawer"
    assert placed(reader, "Priya's got the raffle tickets tucked in her purse.")["raffle_tickets"].endswith("purse")


def test_having_with_a_time_is_an_event_not_a_place(reader):
    assert placed(reader, "Ines has got a lesson in town at nine.") == {}


def test_a_containers_content_said_by_its_brand_is_the_thing(reader):
    assert "bovril" in placed(reader, "I've got a jar of Bovril in the car.")
    assert "picture" in placed(reader, "There's a picture of Ines on the shelf.")


def test_the_other_one_of_a_kind_is_another_thing_heard_of(reader):
    found = placed(reader, "I lost a glove at the park, the other one's on the windowsill.")
    assert found.get("other_glove") == "windowsill"


LEX = Lexicon.from_entities([
    {"id": "glove_1", "kind": "object", "name": "glove", "category": "glove"},
    {"id": "other_glove", "kind": "object", "name": "other glove", "category": "glove", "heard": True},
])
ASKED = Parse(text="Where's Tam's other glove?", kind=Kind.QUESTION, intent="where_is", confidence=0.9,
              understood=True)


def test_the_rules_reading_only_the_kind_do_not_stand_for_the_other_one():
    rule = QueryPlan(question=ASKED.text, intent=Intent.CURRENT_STATE, targets=("glove",), attribute="location")
    language = QueryPlan(question=ASKED.text, intent=Intent.CURRENT_STATE, targets=("other_glove",),
                         attribute="location")
    assert not rule_plan_agrees(rule, language, ASKED, LEX, _intent_of)
    assert rule_plan_agrees(rule, QueryPlan(question=ASKED.text, intent=Intent.CURRENT_STATE, targets=("glove_1",),
                                            attribute="location"), ASKED, LEX, _intent_of)
