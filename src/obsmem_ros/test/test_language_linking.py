"""Entity linking against a lexicon built from memory: names, synonyms, fuzzy spelling, colour and owner, the margin."""
from __future__ import annotations

from obsmem_ros.core.language import Lexicon, link
from obsmem_ros.core.language.linking import canonical, synonyms
from obsmem_ros.core.language.person_words import clipped_person

ENTITIES = [
    {"id": "lounge", "kind": "room", "name": "lounge", "category": "room"},
    {"id": "den", "kind": "room", "name": "den", "category": "room"},
    {"id": "couch_1", "kind": "furniture", "name": "sofa", "category": "sofa", "location": "lounge"},
    {"id": "telly_1", "kind": "device", "name": "TV", "category": "tv", "location": "lounge", "settings": {"channel": "1"}},
    {"id": "brewer_1", "kind": "device", "name": "coffee maker", "category": "coffee_machine", "location": "bench_1",
     "settings": {"timer": "06:00", "strength": "mild"}},
    {"id": "bench_1", "kind": "furniture", "name": "worktop", "category": "counter", "location": "den"},
    {"id": "cup_a", "kind": "object", "name": "mug", "category": "mug", "color": "purple", "location": "bench_1"},
    {"id": "cup_b", "kind": "object", "name": "mug", "category": "mug", "color": "teal", "location": "bench_1"},
    {"id": "specs_1", "kind": "object", "name": "reading glasses", "category": "glasses", "owner": "oscar"},
    {"id": "specs_2", "kind": "object", "name": "sunglasses", "category": "glasses", "owner": "nadia"},
    {"id": "oscar", "kind": "person", "name": "Oscar"},
    {"id": "nadia", "kind": "person", "name": "Nadia"},
]
LEX = Lexicon.from_entities(ENTITIES)


def test_lexicon_keeps_people_apart_and_walks_up_to_the_room():
    assert LEX.person_id("Nadia") == "nadia" and LEX.person_id("mug") == ""
    by_id = {e.id: e for e in LEX.entries}
    assert by_id["cup_a"].room == "den" and by_id["couch_1"].room == "lounge"
    assert "oscar" not in by_id


def test_everyday_synonyms_link_to_the_named_entity():
    assert link("the telly", LEX)[1] == "telly_1"
    assert link("couch", LEX)[1] == "couch_1"
    assert link("the coffee machine", LEX)[1] == "brewer_1"
    assert link("kitchen counter", LEX)[1] == "bench_1"


def test_a_misspelt_name_links_by_fuzzy_similarity():
    candidates, entity = link("the sofaa", LEX)
    assert entity == "couch_1" and candidates[0].score < 1.0


def test_two_equal_candidates_are_ambiguous_and_listed():
    candidates, entity = link("the mug", LEX, head="mug")
    assert entity == ""
    assert {c.entity for c in candidates[:2]} == {"cup_a", "cup_b"}


def test_colour_and_owner_narrow_to_one():
    assert link("the mug", LEX, head="mug", colour="teal")[1] == "cup_b"
    assert link("glasses", LEX, head="glasses", owner="nadia")[1] == "specs_2"


def test_a_setting_alone_links_to_the_device_that_has_it():
    assert link("", LEX, setting="timer")[1] == "brewer_1"
    assert link("coffee", LEX, setting="timer")[1] == "brewer_1"


def test_nothing_close_links_nothing():
    assert link("trampoline", LEX) == ((), "")


def test_alias_groups_are_symmetric_with_a_canonical_word():
    assert "telly" in synonyms("television") and "television" in synonyms("telly")
    assert canonical("alarm") == "timer" and canonical("zebra") == "zebra"


def test_links_are_memoised_per_lexicon():
    first = link("telly", LEX, head="telly")
    assert link("telly", LEX, head="telly") is first and first[1] == "telly_1"
    assert ("telly", "telly", "", "", "") in LEX.links
    fresh = Lexicon.from_entities(ENTITIES)
    assert fresh.links == {} and link("telly", fresh, head="telly") == first


def test_an_entity_id_said_as_is_links_to_that_entity_among_many_alike():
    rows = [{"id": f"mug_{n}", "kind": "object", "name": "mug", "category": "mug"} for n in range(40)]
    lexicon = Lexicon.from_entities(rows)
    assert link("mug_7", lexicon)[1] == "mug_7"
    assert link("mug 12", lexicon)[1] == "mug_12"
    assert link("mug", lexicon)[1] == ""  # forty alike: within the margin, nothing is chosen
    assert "mug_7" in lexicon.exact_names


def test_a_said_colour_that_conflicts_with_the_seen_one_rules_the_only_candidate_out():
    lexicon = Lexicon.from_entities([{"id": "beaker_9", "kind": "object", "name": "mug", "category": "mug",
                                      "color": "olive"}])
    assert link("the mug", lexicon, head="mug", colour="crimson") == ((), "")
    assert link("the mug", lexicon, head="mug", colour="olive")[1] == "beaker_9"
    assert link("the mug", lexicon, head="mug")[1] == "beaker_9"


def test_each_kind_of_match_scores_its_rung():
    lexicon = Lexicon.from_entities([
        {"id": "mat_3", "kind": "object", "name": "door mat", "category": "rug"},
        {"id": "seat_4", "kind": "furniture", "name": "reading chair", "category": "sofa"},
        {"id": "box_5", "kind": "device", "name": "telly", "category": "screen"}])

    def best(phrase: str, head: str = "") -> tuple:
        candidates, _entity = link(phrase, lexicon, head=head)
        return candidates[0].entity, candidates[0].score

    assert best("mat_3") == ("mat_3", 1.0)              # the id as written
    assert best("door mat") == ("mat_3", 1.0)           # the name
    assert best("rug") == ("mat_3", 0.88)               # the category only
    assert best("television") == ("box_5", 0.93)       # a synonym of the name
    assert best("settee") == ("seat_4", 0.86)           # a synonym of the category
    assert best("doormat") == ("mat_3", 0.9)            # the name's words written together
    assert best("muddy door mat", head="mat") == ("mat_3", 0.75)  # the head noun, less a word it does not have


def test_an_entrys_forms_are_read_once_per_lexicon_in_entry_order():
    assert [f.ids[0] for f in LEX.forms] == [e.id.lower() for e in LEX.entries]
    assert LEX.forms is LEX.forms
    by_id = {e.id: f for e, f in zip(LEX.entries, LEX.forms)}
    assert "readingglass" in by_id["specs_1"].compact and "glass" in by_id["specs_1"].heads
    assert {"reading", "glass", "spec"} <= by_id["specs_1"].words   # the id stem "specs", singular


def test_a_clipped_name_is_the_one_person_whose_name_it_begins():
    people = {"maximilian": ("maximilian",), "josephine": ("josephine", "jo"), "joanna": ("joanna",)}
    assert clipped_person("Max", people) == "maximilian"
    assert clipped_person("jos", people) == "josephine"
    assert clipped_person("jo", people) == ""       # too short to tell
    assert clipped_person("joa", people) == "joanna"
    assert clipped_person("ann", people) == ""      # nobody's name begins so


def test_a_rebuilt_lexicon_reuses_the_forms_of_unchanged_entries():
    """Memory builds a new lexicon whenever it holds more events: an entry it holds unchanged keeps
    its forms and exact names, an entry that changed gets its own."""
    shelf = {"id": "shelf_3", "name": "bookshelf", "category": "furniture", "kind": "furniture"}
    vase = {"id": "vase_2", "name": "vase", "category": "decor", "kind": "object", "color": "teal"}
    first = Lexicon.from_entities([shelf, vase])
    again = Lexicon.from_entities([shelf, dict(vase, color="amber")])
    assert again.forms[0] is first.forms[0]
    assert again.forms[1] is not first.forms[1]
    assert "teal vase" in first.exact_names and "teal vase" not in again.exact_names
    assert {"amber vase", "bookshelf", "shelf 3"} <= again.exact_names


def test_a_said_thing_links_only_to_a_thing_of_the_kind_its_head_noun_names():
    from obsmem_ros.core.language.linking import resolve_said

    lexicon = Lexicon.from_entities([{"id": "boots_1", "name": "winter boots", "category": "boots"},
                                     {"id": "kettle_1", "name": "electric kettle", "category": "kettle"}])
    assert resolve_said("winter coat", lexicon).entity == ""          # shares a word, not the kind
    assert resolve_said("winter boot", lexicon).entity == "boots_1"   # the same kind, said singular
    assert resolve_said("electric ketle", lexicon).entity == "kettle_1"  # the head misspelt
