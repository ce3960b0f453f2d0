"""Questions that offer alternatives ("the kettle or the pan?"): the phrases an "or" joins, a value
answered as the alternative it falls in, and a choice seen counted among the alternatives only,
where the thing was put as well (sentences and events written for this test)."""
from __future__ import annotations

import pytest

from obsmem_ros.core.memory import Memory
from obsmem_ros.core.query.alternatives import alternative_of, offered

from .factories import DAY, T0, H, numbered


@pytest.mark.parametrize("question, phrases", [
    ("Does Ines dry her hair with the towel or the hairdryer?", ("the towel", "the hairdryer")),
    ("Lemonade or cola, which does Tom pick?", ("lemonade", "cola")),
    ("Should Nan have her tablets before bed or after breakfast?", ("before bed", "after breakfast")),
    ("Is Rob still cooking or has someone else taken over?", ()),
    ("Where did Rob put the colander?", ()),
])
def test_the_phrases_an_or_joins_are_the_alternatives(question, phrases):
    assert offered(question) == phrases


def test_a_value_is_answered_as_the_alternative_it_falls_in():
    asked = "Should Nan have her tablets before bed or after breakfast?"
    assert alternative_of(asked, "breakfast") == "after breakfast"
    assert alternative_of(asked, "lunch") == "lunch"
    assert alternative_of("Does Ines use the towel or the hairdryer?", "hairdryer") == "hairdryer"


def test_a_denied_value_is_answered_as_the_other_of_two_alternatives():
    """ "not noodles" for "rice or noodles?": what is left to choose; a denied value in neither stays."""
    assert alternative_of("Does Ravi want rice or noodles for lunch?", "not noodles") == "rice"
    assert alternative_of("Does Ravi want rice or noodles for lunch?", "not soup") == "not soup"


def _placed(n: int, at_ns: int, actor: str, thing: str, place: str) -> dict:
    return numbered(n, actor, "place", time_ns=at_ns, objects=[thing, place],
                    deltas=[(thing, "location", place)], text=f"{actor} put the {thing} on {place}.")


def _seen(n: int, entity: str, name: str) -> dict:
    return numbered(n, "robot", "observe", time_ns=T0 + n * 60 * 10**9, kind="observation", objects=[entity],
                    deltas=[(entity, "name", name), (entity, "category", name.split()[-1]),
                            (entity, "location", "kitchen")])


@pytest.fixture(scope="module")
def memory():
    with Memory(":memory:") as mem:
        mem.ingest(sorted([
            _seen(1, "rack_1", "airing rack"), _seen(2, "radiator_1", "radiator"), _seen(3, "socks_1", "socks"),
            *[_placed(10 + d, T0 + d * DAY + 8 * H, "ines", "socks_1", "rack_1") for d in range(1, 4)],
            _placed(20, T0 + 2 * DAY + 19 * H, "ines", "socks_1", "radiator_1"),
        ], key=lambda e: e["time"]))
        yield mem


def test_a_choice_seen_between_the_alternatives_answers(memory):
    answer = memory.ask("Does Ines dry the socks on the airing rack or the radiator?", at_ns=T0 + 5 * DAY)
    assert answer.value == "rack_1"
