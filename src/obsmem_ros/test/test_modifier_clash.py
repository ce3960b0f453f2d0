"""A phrase that meets a known thing only by its head noun, with a modifier of the same word class
in the other kind's place, names another thing (`language.modifier_clash`)."""
import pytest

from obsmem_ros.core.language.linking import Lexicon, link
from obsmem_ros.core.language.modifier_clash import clash, kind_words, other_kind


@pytest.fixture(scope="module")
def lexicon() -> Lexicon:
    return Lexicon.from_entities([
        {"id": "salad_bowl_1", "name": "salad bowl", "category": "bowl", "kind": "object"},
        {"id": "jug_1", "name": "tall glass jug", "category": "jug", "kind": "object"},
        {"id": "lounge", "name": "lounge", "kind": "room"},
        {"id": "mira", "name": "Mira", "kind": "person"},
    ])


@pytest.mark.parametrize("phrase", ["soup bowl", "milk jug", "cereal bowl"])
def test_another_kind_of_the_known_thing_links_to_nothing(lexicon: Lexicon, phrase: str) -> None:
    assert link(phrase, lexicon, head=phrase.split()[-1]) == ((), "")


@pytest.mark.parametrize("phrase, entity", [("bowl", "salad_bowl_1"), ("big bowl", "salad_bowl_1"),
                                            ("lounge bowl", "salad_bowl_1"), ("mira bowl", "salad_bowl_1"),
                                            ("glass jug", "jug_1"), ("white jug", "jug_1"),
                                            ("salad bowls", "salad_bowl_1")])
def test_words_that_only_describe_place_or_own_it_still_link(lexicon: Lexicon, phrase: str, entity: str) -> None:
    assert link(phrase, lexicon, head=phrase.split()[-1])[1] == entity


def test_only_nouns_that_name_a_kind_are_kind_words() -> None:
    assert kind_words("soup bowl") == {"soup"}
    assert kind_words("winter coat") == {"winter"}
    assert kind_words("old laptop") == set()
    assert kind_words("spare tall jug") == set()
    assert kind_words("red mug") == set()   # a colour is judged by colour, not here
    assert kind_words("jug") == set()


def test_a_clash_needs_a_modifier_on_each_side_of_one_class() -> None:
    assert clash("soup bowl", "salad bowl")
    assert not clash("big bowl", "salad bowl")          # a describing word names no other kind
    assert not clash("salad bowl", "bowl")              # the known thing has no other kind named
    assert not clash("lounge bowl", "salad bowl", neutral=frozenset({"lounge"}))


def test_modifiers_of_one_synonym_group_do_not_clash() -> None:
    assert not clash("pill box", "medicine box")      # pills and medicine share a group
    assert clash("button box", "medicine box")


def test_a_thing_someone_owns_is_never_told_apart_by_a_modifier() -> None:
    owned = Lexicon.from_entities([{"id": "charger_1", "name": "phone charger", "category": "charger",
                                    "kind": "object", "owner": "tomas"}])
    assert link("bro charger", owned, head="charger")[1] == "charger_1"   # how a sibling calls the owner


def test_two_names_near_in_meaning_are_one_thing_whatever_their_modifiers() -> None:
    assert clash("washing basket", "laundry basket")              # two nouns, no shared group...
    assert not other_kind("washing basket", "laundry basket")     # ...but the encoder puts them together
    assert other_kind("soup bowl", "salad bowl")
    assert not other_kind("soup bowl", "salad bowl", near=lambda a, b: 0.0)   # no encoder: no judgement
