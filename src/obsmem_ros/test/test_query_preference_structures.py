"""Structures a preference is said in, read for what it says (session 29): "nothing but" as the only
thing had, a telling that passes on how the speaker stands, a listener's tag that points back to
nothing, a "which one" standing for the noun said before it, and choices seen of the very kind asked
outranking a record mined from every pick of a verb."""
from __future__ import annotations

from types import SimpleNamespace

import pytest

from obsmem_ros.core.language.syntax import analyse
from obsmem_ros.core.query.answerers.draft import Draft
from obsmem_ros.core.query.answerers.knowledge import _chosen_of_kind
from obsmem_ros.core.query.retrieval.asked_slot import slot_value
from obsmem_ros.core.query.retrieval.focused import focused_words
from obsmem_ros.core.query.retrieval.preference_sentences import passes_on_own, told_message
from obsmem_ros.core.query.retrieval.denials import denied_words
from obsmem_ros.core.query.retrieval.said_clauses import refers_back
from obsmem_ros.core.query.syntax_readings import asked_kind


@pytest.mark.parametrize("sentence, only", [
    ("Honestly I don't want nothing but porridge and jam after the gym.", {"porridge", "and", "jam"}),
    ("She drinks nothing except rooibos.", {"rooibos"}),
])
def test_nothing_but_picks_out_the_only_thing_had(sentence, only):
    assert focused_words(analyse(sentence)) == only
    assert not only & denied_words(sentence)  # a "nothing" after a "don't" agrees with it


def test_the_asked_verb_taking_nothing_but_answers_with_what_it_excepts():
    question = "What does Mo want after the gym?"
    assert slot_value(question, "honestly I don't want nothing but porridge and jam after the gym") == "porridge and jam"


@pytest.mark.parametrize("sentence, passes", [
    ("Tell Auntie Bea I don't take milk in my coffee.", True),
    ("And let Grandpa know I only drink decaf.", True),
    ("Tell him I'll bring the trifle on Sunday.", False),
    ("Tell Sam to bring the green flask.", False),
])
def test_a_telling_passes_on_how_the_speaker_stands(sentence, passes):
    assert passes_on_own(sentence) is passes


@pytest.mark.parametrize("sentence, message", [
    ("And tell Nomsa, I like my steak rare.", "I like my steak rare."),
    ("Tell Uncle Ray that I take the window seat.", "I take the window seat."),
    ("Tell Sam to bring the green flask.", "Tell Sam to bring the green flask."),
])
def test_the_message_told_is_read_apart_from_the_telling(sentence, message):
    assert told_message(sentence) == message


def test_a_listeners_tag_points_back_to_nothing_liked():
    assert not refers_back("On a race day I only eat rice, you know that.")
    assert refers_back("Pilchards on toast. I have that every Friday.")


@pytest.mark.parametrize("question, kind", [
    ("Mum always takes the same umbrella. Which one does she like?", "umbrella"),
    ("Which one does Bob like, the red flask or the blue?", "one"),
    ("Which scarf does Nell wear?", "scarf"),
])
def test_which_one_stands_for_the_noun_said_before(question, kind):
    assert asked_kind(question) == kind


def _found(kind: str, value: str) -> SimpleNamespace:
    return SimpleNamespace(records=(SimpleNamespace(record=SimpleNamespace(kind=kind, value=value)),))


def test_choices_seen_of_the_asked_kind_outrank_a_record_mined_from_every_pick():
    which = SimpleNamespace(question="Which granola does Tia go for?")
    shown = Draft(answer="Tia chooses the granola box", value="granola_1", value_type="entity")
    assert _chosen_of_kind(which, _found("object", "phone_tia"), shown)
    assert _chosen_of_kind(which, _found("placement", "kitchen"), shown)  # where it is put answers where
    assert not _chosen_of_kind(which, _found("object", "granola_1"), shown)
    assert not _chosen_of_kind(which, _found("stated", "muesli"), shown)
    assert not _chosen_of_kind(which, _found("object", "phone_tia"), None)
    where = SimpleNamespace(question="Where does Tia usually put her keys?")
    assert not _chosen_of_kind(where, _found("placement", "hook_1"), shown)
