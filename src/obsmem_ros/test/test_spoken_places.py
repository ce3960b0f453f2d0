"""A place someone names, grounded in the places memory knows (``core.spoken_places``): the rule
on its own, then through memory with sentences written for this file, in no hand-written set."""
from __future__ import annotations

from types import SimpleNamespace

import pytest

from obsmem_ros.core.language.utterance_records import Claim, ReportedThing, UtteranceReading
from obsmem_ros.core.spoken_places import Places, grounded_place, titles, with_grounded_places
from obsmem_ros.core.timefmt import parse_iso_ns

from .factories import heard, remembered, said_value, sighting as robot_saw, stamped

ROOMS = {"kitchen", "garage", "hall", "attic", "maya_room"}
SEEN = {
    "freezer_1": SimpleNamespace(category="freezer", name="chest freezer", location="kitchen"),
    "freezer_2": SimpleNamespace(category="freezer", name="garage freezer", location="garage"),
    "drawer_1": SimpleNamespace(category="drawer", name="hall drawer", location="hall"),
    "box_1": SimpleNamespace(category="box", name="shoe box", location="drawer_1"),
}


def places(heard=None) -> Places:
    return Places.of(ROOMS.__contains__, SEEN, heard or {})


@pytest.mark.parametrize("said, speaker_room, heard, expected", [
    ("garage", "kitchen", {}, "garage"),                                    # a known room
    ("box_1", "kitchen", {}, "box_1"),                                      # a seen thing, one of its kind
    ("freezer_1", "garage", {}, "freezer_2"),                               # "this freezer", said in the garage
    ("freezer_1", "hall", {}, "freezer_1"),                                 # no freezer where the speaker is
    ("cool_bag", "kitchen", {"cool_bag": "garage"}, "garage"),              # a known holder
    ("green_envelope", "kitchen", {"green_envelope": "bureau", "bureau": "den"}, "den"),  # the widest said
    ("tea_caddy", "kitchen", {"tea_caddy": "drawer"}, "kitchen"),           # widest is furniture: the room spoken in
    ("attic_trunk", "kitchen", {}, "attic"),                                # a known room as its modifier
    ("maya_desk", "kitchen", {}, "maya_room"),                              # its owner's known room
    ("bottom_drawer", "kitchen", {}, "kitchen"),                            # a seen kind: the speaker's room
    ("veranda", "kitchen", {}, "veranda"),                                  # no kind memory knows: as said
    ("bottom_drawer", "", {}, "bottom_drawer"),                             # speaker's room unknown
])
def test_a_said_place_grounds_at_the_most_specific_place_memory_knows(said, speaker_room, heard, expected):
    assert grounded_place(said, speaker_room, places(heard)) == expected


def owned_places(heard=None, rooms=None) -> Places:
    return Places.of(ROOMS.__contains__, SEEN, heard or {}, {"wiremu": "koro"},
                     frozenset({"maya", "wiremu", "ana"}), lambda: rooms or {})


@pytest.mark.parametrize("said, heard, rooms, expected", [
    ("cellar", {}, {}, "cellar"),                                            # a room word: the room
    ("cellar_cupboard", {}, {}, "cellar"),                                   # a spot in a room never visited
    ("pantry_shelf", {"pantry_shelf": "cool_room", "cool_room": "cellar"}, {}, "cellar"),  # the widest room said
    ("peg", {"peg": "boot_house", "boot_house": "ana_rucksack"}, {}, "boot_house"),  # a room word, not the bag
    ("ana_room", {}, {"ana": "girls_room"}, "girls_room"),                   # a person's room memory ties to them
    ("ana_bed", {}, {}, "ana_room"),                                         # no room tied: her room by name
    ("koro_pillow", {}, {"wiremu": "bedroom"}, "bedroom"),                   # the title the robot calls him by
    ("camper_van", {}, {}, "camper_van"),                                    # neither: as said
])
def test_a_room_said_or_a_persons_place_grounds_at_a_room(said, heard, rooms, expected):
    assert grounded_place(said, "kitchen", owned_places(heard, rooms)) == expected


def test_the_kinds_memory_has_seen_are_categories_and_head_nouns_of_names():
    assert {"freezer", "drawer", "box"} <= places().kinds
    assert places().furniture("top_drawer") and not places().furniture("porch")


DAY = "2026-03-14T"


def event(eid, clock, kind, **fields):
    return stamped(eid, f"{DAY}{clock}Z", kind, **fields)


def sighting(eid, clock, entity, name, category, place, room, extra=()):
    return robot_saw(eid, f"{DAY}{clock}Z", entity, room,
                     [("name", name), ("category", category), ("location", place), *extra])


def said(eid, clock, actor, room, words):
    return heard(eid, f"{DAY}{clock}Z", actor, words, location=room)


def where(memory, question: str) -> str:
    """What memory answers a where-question with at ten on the day of these scenes."""
    return memory.ask(question, at_ns=parse_iso_ns(f"{DAY}10:00:00Z")).value


HOME = [
    sighting("e1", "07:00:00", "fridge_1", "fridge", "fridge", "kitchen", "kitchen"),
    sighting("e2", "07:05:00", "fridge_2", "garage fridge", "fridge", "garage", "garage"),
    sighting("e3", "07:10:00", "thermostat_1", "thermostat", "thermostat", "hall", "hall",
             [("setting:temperature", "19")]),
    sighting("e4", "07:15:00", "kindle_1", "kindle", "ereader", "hall", "hall",
             [("owner", "maya")]),
    event("e5", "07:20:00", "action", actor="maya", verb="enter", location="hall", observers=["robot", "maya"]),
]



@pytest.fixture()
def memory(tmp_path):
    yield from remembered(HOME, tmp_path / "home.db")


def test_the_fridge_said_in_the_garage_is_the_garage_fridge(memory):
    memory.ingest([said("u1", "09:00:00", "ben", "garage", "The lemonade's in the fridge, top shelf, don't touch it.")])
    assert said_value(memory, "lemonade") == "fridge_2"


def test_a_spot_inside_places_nobody_has_seen_is_the_widest_one_said(memory):
    memory.ingest([said("u1", "09:00:00", "ben", "kitchen", "The spare duvet is in the cedar chest in the loft, under the blankets.")])
    assert said_value(memory, "spare_duvet") == "loft"


def test_a_room_named_for_someone_memory_has_not_met_keeps_the_name(memory):
    memory.ingest([said("u1", "09:00:00", "ben", "kitchen", "Your scarf is in Rowan's room, on the chair.")])
    assert said_value(memory, "scarf") == "rowan_room"


def test_the_heat_said_turned_up_is_the_thermostats_temperature(memory):
    memory.ingest([said("u1", "09:00:00", "ben", "kitchen", "I knocked the heat up to twenty-two, it was freezing.")])
    assert said_value(memory, "thermostat_1", "setting:temperature") == "22"
    answer = memory.ask("What's the heat set to now?", at_ns=parse_iso_ns(f"{DAY}10:00:00Z"))
    assert (answer.known, answer.value) == (True, "22")


def test_a_thing_called_by_a_brand_name_is_no_person(memory):
    answer = memory.ask("Where's Maya's Kindle now?", at_ns=parse_iso_ns(f"{DAY}10:00:00Z"))
    assert (answer.known, answer.value) == (True, "hall")


def test_a_thing_in_a_crate_down_in_a_room_never_visited_is_in_that_room(memory):
    memory.ingest([said("u1", "09:00:00", "ben", "kitchen", "The camping stove is in the green crate down in the cellar.")])
    assert said_value(memory, "camping_stove") == "cellar"



@pytest.mark.parametrize("words, thing, expected", [
    ("The tent pegs are out in the shed, in the green crate.", "tent_pegs", "shed"),
    ("Her swimming bag is up in the loft, on the old trunk.", "swimming_bag", "loft"),
    ("The batteries are in the cedar box in the sideboard, in the study.", "batteries", "study"),
])
def test_places_listed_after_commas_narrow_down_unless_the_first_was_already_held(memory, words, thing, expected):
    memory.ingest([said("u1", "09:00:00", "ben", "hall", words)])
    assert said_value(memory, thing) == expected


def test_a_place_denied_after_a_comma_is_neither_listed_nor_asserted(memory):
    memory.ingest([said("u1", "09:00:00", "ben", "kitchen", "Your wellies are out on the decking, not in the garage.")])
    assert said_value(memory, "wellies") == "decking"
    assert said_value(memory, "wellies", "not:location") == "garage"


def test_a_spot_said_beside_a_seen_thing_is_placed_by_that_thing(memory):
    memory.ingest([said("u1", "09:00:00", "ben", "kitchen", "The spare key is in the tin next to the fridge.")])
    assert said_value(memory, "spare_key") == "fridge_1"


def test_the_heat_put_up_to_a_number_is_the_thermostats_temperature(memory):
    memory.ingest([said("u1", "09:00:00", "ben", "kitchen", "I put the heat up to nineteen, the kids were too warm.")])
    assert said_value(memory, "thermostat_1", "setting:temperature") == "19"


def titled(eid: str, clock: str, person: str, title: str):
    """An action whose caption calls its actor by a title (how the robot learns it)."""
    return event(eid, clock, "action", actor=person, verb="enter", location="kitchen", observers=["robot", person],
                 text=f"{title} came into the kitchen.")


@pytest.mark.parametrize("person, title, expected", [
    ("ruth", "Nana", "nana_room"),          # a title, no form of her name: the room goes by it
    ("theodore", "Theo", "theodore_room"),  # a short form of his name: the room keeps the name
])
def test_my_room_goes_by_the_title_the_robot_calls_its_owner(memory, person, title, expected):
    memory.ingest([titled("a1", "09:00:00", person, title),
                   said("u1", "09:05:00", person, "kitchen", "My glasses are in my room, on the windowsill.")])
    assert said_value(memory, "glasses") == expected


def test_titles_skip_the_words_that_are_forms_of_a_name():
    kin = {("robot", "nana"): "ruth", ("robot", "theo"): "theodore", ("ben", "gran"): "ruth"}
    assert titles(kin, "robot") == {"ruth": "nana"}


def test_a_pet_form_built_on_a_name_is_no_title():
    kin = {("robot", "danny"): "dan", ("robot", "gogo"): "thandi"}
    assert titles(kin, "robot") == {"thandi": "gogo"}


def test_the_heat_is_the_thermostat_even_beside_a_heater_that_tracks_no_setting(memory):
    memory.ingest([sighting("e9", "08:00:00", "heater_1", "oil heater", "heater", "hall", "hall"),
                   said("u1", "09:00:00", "ben", "kitchen", "I turned the heat down to eighteen, it's warm today.")])
    assert said_value(memory, "thermostat_1", "setting:temperature") == "18"
    assert said_value(memory, "heater_1", "setting") == ""


def test_a_place_heard_of_then_seen_by_that_name_answers_with_what_was_seen(memory):
    memory.ingest([said("u1", "09:00:00", "ben", "kitchen", "The spare fuses are in the meter cupboard.")])
    memory.ingest([sighting("e9", "09:30:00", "cupboard_m", "meter cupboard", "cupboard", "hall", "hall")])
    answer = memory.ask("Where are the spare fuses?", at_ns=parse_iso_ns(f"{DAY}10:00:00Z"))
    assert (answer.known, answer.value) == (True, "cupboard_m")


def test_a_place_heard_of_by_kind_alone_is_not_a_thing_seen_later(memory):
    memory.ingest([said("u1", "09:00:00", "ben", "kitchen", "The spare fuses are in the cupboard by the stairs.")])
    memory.ingest([sighting("e9", "09:30:00", "cupboard_m", "meter cupboard", "cupboard", "hall", "hall")])
    answer = memory.ask("Where are the spare fuses?", at_ns=parse_iso_ns(f"{DAY}10:00:00Z"))
    assert answer.value != "cupboard_m"


def test_a_thing_moved_off_a_place_and_into_a_room_is_in_the_room(memory):
    memory.ingest([said("u1", "09:00:00", "ben", "kitchen", "I carried the kindle off the hall and into the garage.")])
    assert said_value(memory, "kindle_1") == "garage"


def test_a_bed_of_someone_memory_knows_by_name_is_in_their_room(memory):
    memory.ingest([said("u1", "09:00:00", "ben", "kitchen", "I left the hot water bottle on Maya's bed.")])
    assert said_value(memory, "hot_water_bottle") == "maya_room"


def test_a_seen_kind_said_inside_a_room_is_the_one_in_that_room(memory):
    """"the fridge in the garage" said in the kitchen is the garage fridge; "the fridge in the
    hall", where memory saw none, is no fridge it saw elsewhere but the hall."""
    memory.ingest([said("u1", "09:00:00", "ben", "kitchen", "The lemonade is in the fridge in the garage.")])
    memory.ingest([said("u2", "09:05:00", "ben", "kitchen", "The birthday cake is in the fridge in the hall.")])
    assert (said_value(memory, "lemonade"), said_value(memory, "birthday_cake")) == ("fridge_2", "hall")


def test_a_place_that_links_to_nothing_gives_way_to_one_said_beside_it_that_links(memory):
    memory.ingest([said("u1", "09:00:00", "ben", "hall",
                        "I brought round a tray of lasagne, it's in the fridge, I popped it in mesen.")])
    assert said_value(memory, "lasagne") == "fridge_1"


def _reading(*claims: Claim) -> UtteranceReading:
    return UtteranceReading(text="", speaker="ben", claims=claims,
                            things=(ReportedThing(id="trifle", name="trifle", category="trifle", location=claims[-1].value),))


def _located(value: str, correction: bool = False) -> Claim:
    return Claim("trifle", "location", value, "entity", correction=correction)


@pytest.mark.parametrize("values, expected, where", [
    (("freezer_1", "tharabouts"), ("freezer_1",), "freezer_1"),     # the linked place stays, the other goes
    (("tharabouts", "box_1"), ("box_1",), "box_1"),                 # a seen thing links wherever said
    (("tharabouts", "nowt_place"), ("tharabouts", "nowt_place"), "nowt_place"),  # none links: both kept as said
    (("garage", "box_1"), ("garage", "box_1"), "box_1"),            # both link: both kept
])
def test_only_places_that_link_are_kept_when_one_utterance_says_several(values, expected, where):
    readings = with_grounded_places({"u1": _reading(*map(_located, values))}, {"u1": "kitchen"},
                                    lambda _reading: places())
    assert tuple(c.value for c in readings["u1"].claims) == expected
    assert readings["u1"].things[0].location == where


def test_a_correction_to_a_place_that_links_to_nothing_is_kept():
    reading = _reading(_located("freezer_1"), _located("tharabouts", correction=True))
    readings = with_grounded_places({"u1": reading}, {"u1": "kitchen"}, lambda _reading: places())
    assert [c.value for c in readings["u1"].claims] == ["freezer_1", "tharabouts"]
