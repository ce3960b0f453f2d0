"""The online entity editor: identity resolution and Add / Update / Delete / Noop decisions."""
import pytest

from obsmem_ros.core.views.entity import (
    EditOp, EditorConfig, EntityEditError, EntityEditor, EntityObservation, search_entities,
)

S = 1_000_000_000


def obs(name, t, **kw):
    return EntityObservation(participant=kw.pop("participant", "P03"), name=name, time_ns=t * S, **kw)


def test_first_sighting_adds_and_same_object_again_is_noop():
    editor = EntityEditor()
    first = editor.edit(obs("saucepan", 1, location="hob"))
    again = editor.edit(obs("saucepan", 5, location="hob"))
    assert first.op is EditOp.ADD
    assert again.op is EditOp.NOOP and again.entity_id == first.entity_id
    assert editor.get(first.entity_id).observations == 2


def test_moving_an_object_updates_location_and_keeps_the_trail():
    editor = EntityEditor()
    added = editor.edit(obs("knife", 1, location="drawer"))
    moved = editor.edit(obs("knife", 2, location="sink"))
    entity = editor.get(added.entity_id)
    assert moved.op is EditOp.UPDATE and moved.changes == ("location:sink",)
    assert entity.location == "sink"
    assert [v.location for v in entity.trail] == ["drawer", "sink"]


def test_new_surface_name_of_same_category_becomes_an_alias():
    editor = EntityEditor()
    added = editor.edit(obs("spoon", 1, category="spoon"))
    decision = editor.edit(obs("teaspoon", 2, category="spoon"))
    assert decision.op is EditOp.UPDATE and decision.entity_id == added.entity_id
    assert editor.get(added.entity_id).aliases == ["teaspoon"]


def test_conflicting_colour_makes_a_second_entity_and_colour_resolves_later_sightings():
    editor = EntityEditor()
    red = editor.edit(obs("mug", 1, attributes=("red",)))
    blue = editor.edit(obs("mug", 2, attributes=("blue",)))
    red_again = editor.edit(obs("mug", 3, attributes=("red",), location="table"))
    assert blue.op is EditOp.ADD and blue.entity_id != red.entity_id
    assert red_again.entity_id == red.entity_id and red_again.op is EditOp.UPDATE


def test_state_words_replace_each_other_but_identity_words_accumulate():
    editor = EntityEditor()
    added = editor.edit(obs("fridge", 1, attributes=("white", "open")))
    editor.edit(obs("fridge", 2, attributes=("closed",)))
    assert sorted(editor.get(added.entity_id).attributes) == ["closed", "white"]


def test_removed_object_is_deleted_and_a_later_one_is_a_new_entity():
    editor = EntityEditor()
    added = editor.edit(obs("banana", 1))
    gone = editor.edit(obs("banana", 2, removed=True))
    fresh = editor.edit(obs("banana", 3))
    assert gone.op is EditOp.DELETE and gone.entity_id == added.entity_id
    assert editor.get(added.entity_id).deleted
    assert fresh.op is EditOp.ADD and fresh.entity_id != added.entity_id
    assert [e.id for e in editor.entities("P03")] == [fresh.entity_id]


def test_entity_hint_resolves_directly_and_names_the_new_entity():
    editor = EntityEditor()
    added = editor.edit(obs("cup", 1, entity_hint="cup_1"))
    other = editor.edit(obs("cup", 2, entity_hint="cup_2"))
    back = editor.edit(obs("cup", 3, entity_hint="cup_1", location="shelf"))
    assert (added.entity_id, other.entity_id, back.entity_id) == ("cup_1", "cup_2", "cup_1")
    assert back.op is EditOp.UPDATE


def test_participants_are_kept_apart_with_their_own_counts_and_compression():
    editor = EntityEditor()
    for t in range(4):
        editor.edit(obs("pan", t))
    editor.edit(obs("pan", 9, participant="P06"))
    p03, p06 = editor.stats("P03"), editor.stats("P06")
    assert p03.counts == {"add": 1, "update": 0, "delete": 0, "noop": 3}
    assert p03.compression_ratio == 4.0
    assert p06.observations == 1 and p06.entities == 1


def test_search_ranks_by_matching_words_and_filters_by_location():
    editor = EntityEditor()
    editor.edit(obs("mug", 1, attributes=("red",), location="shelf"))
    editor.edit(obs("mug", 2, attributes=("blue",), location="sink"))
    editor.edit(obs("plate", 3, location="sink"))
    hits = search_entities(editor.entities("P03"), "red mug")
    assert hits[0][0].attributes == ["red"] and hits[0][1] == 1.0
    assert [e.name for e, _ in search_entities(editor.entities("P03"), "mug", location="sink")] == ["mug"]


def test_invalid_observation_and_config_raise_naming_the_field():
    with pytest.raises(EntityEditError, match="participant is empty"):
        EntityObservation(participant="", name="cup", time_ns=0)
    with pytest.raises(EntityEditError, match="time_ns=-1"):
        EntityObservation(participant="P03", name="cup", time_ns=-1)
    with pytest.raises(EntityEditError, match="match_threshold=1.5"):
        EditorConfig(match_threshold=1.5)
    with pytest.raises(EntityEditError, match="entity_id='nope'"):
        EntityEditor().get("nope")


def test_differently_qualified_names_stay_apart_and_bare_name_joins_the_recent_one():
    editor = EntityEditor()
    washing = editor.edit(obs("washing up bowl", 1, category="bowl"))
    large = editor.edit(obs("large bowl", 2, category="bowl"))
    bare = editor.edit(obs("bowl", 3, category="bowl"))
    assert large.op is EditOp.ADD and large.entity_id != washing.entity_id
    assert bare.op is EditOp.NOOP and bare.entity_id == large.entity_id
