"""Names a thing's own name gives its owner ("Tūtū's koa bowl" owned by leilani: Tūtū is
leilani), used to find the person's things from a question; a said name clipped from the owner's
("Ros" of rosalind) agrees with the owner memory knows. Fresh sentences, in no hand-written set."""
from __future__ import annotations

from datetime import datetime, timezone

import pytest

from obsmem_ros.core.language.linking import Lexicon, link
from obsmem_ros.core.memory import Memory
from obsmem_ros.core.views.entity.owned_names import owned_names, possessor_words
from obsmem_ros.core.views.entity.records import Entity


def _t(minute: int) -> str:
    return datetime(2026, 3, 2, 9, minute, tzinfo=timezone.utc).isoformat()


def _owned(n: int, entity: str, name: str, owner: str, place: str) -> dict:
    return {"id": f"o{n:03d}", "time": _t(n), "kind": "observation", "actor": "robot", "verb": "observe",
            "objects": [entity], "location": "lounge", "observers": ["robot", "leilani", "keoni"],
            "text": f"The robot saw the {name}.",
            "deltas": [{"entity": entity, "attribute": "name", "value": name, "value_type": "str"},
                       {"entity": entity, "attribute": "owner", "value": owner, "value_type": "str"},
                       {"entity": entity, "attribute": "location", "value": place, "value_type": "entity"}]}


def _did(n: int, who: str) -> dict:
    return {"id": f"a{n:03d}", "time": _t(n), "kind": "action", "actor": who, "verb": "navigate", "objects": [],
            "location": "lounge", "observers": ["robot", who], "text": f"{who.title()} came in.", "deltas": []}


@pytest.fixture(scope="module")
def memory(tmp_path_factory):
    with Memory(str(tmp_path_factory.mktemp("owned") / "o.db")) as mem:
        mem.ingest([_did(1, "leilani"), _did(2, "keoni"),
                    _owned(3, "bowl_1", "Tūtū's koa bowl", "leilani", "shelf_1"),
                    _owned(4, "ukulele_1", "Keoni's ukulele", "keoni", "sofa_1")])
        yield mem


def test_the_possessor_a_things_name_opens_with_is_a_name_of_its_owner(memory):
    assert memory.kin_words() == {("robot", "tūtū"): "leilani"}   # "Keoni's" is keoni's own id


def test_a_question_naming_the_owner_so_finds_the_thing(memory):
    answer = memory.ask("Where is Tūtū's koa bowl?")
    assert answer.known and answer.value == "shelf_1"


def _thing(eid: str, name: str, owner: str) -> Entity:
    return Entity(id=eid, participant="robot", name=name, category="", owner=owner)


def test_a_word_two_owners_share_or_another_persons_id_names_nobody():
    things = [_thing("mug_1", "Nana's mug", "ada"), _thing("mug_2", "Nana's tea mug", "bea"),
              _thing("saw_1", "Cy's saw", "ada"), _thing("hat_1", "Aunty Mo's hat", "bea")]
    assert owned_names(things, {"ada", "bea", "cy"}) == {"aunty": "bea", "mo": "bea", "aunty mo": "bea"}


def test_a_name_without_a_possessor_teaches_nothing():
    assert possessor_words("the kids' desk") == []
    assert possessor_words("his reading glasses") == []
    assert possessor_words("Bapu ji's walking stick") == ["bapu", "ji"]


def test_a_clipped_name_agrees_with_the_owner_memory_knows():
    lexicon = Lexicon.from_entities([{"id": "keys_1", "name": "van keys", "category": "keys", "owner": "rosalind"},
                                     {"id": "keys_2", "name": "shed keys", "category": "keys", "owner": "tomasz"}])
    assert link("keys", lexicon, head="keys", owner="ros")[1] == "keys_1"
    assert link("keys", lexicon, head="keys", owner="ro")[1] == ""     # two letters clip nothing


def test_an_owner_said_in_full_comes_before_one_it_clips():
    lexicon = Lexicon.from_entities([{"id": "keys_1", "name": "van keys", "category": "keys", "owner": "ann"},
                                     {"id": "keys_2", "name": "shed keys", "category": "keys", "owner": "annika"}])
    candidates, _entity = link("keys", lexicon, head="keys", owner="ann")
    assert candidates[0].entity == "keys_1"


def test_a_colour_is_never_read_as_clipped():
    lexicon = Lexicon.from_entities([{"id": "mug_1", "name": "mug", "category": "mug", "color": "redwood"}])
    assert link("red mug", lexicon, head="mug", colour="red")[1] == ""
