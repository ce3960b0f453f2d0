"""How a thing is liked, read for a "how" question as the complement a verb of liking or having
gives it: one state word with the words modifying it before it, or a participle with its particle
and the phrase it takes; never a closed-class adverb, a time, a number, someone spoken to or a
phrase opening with a preposition, and nothing said after an adjective. Every sentence was written for
this file."""
from __future__ import annotations

import pytest

from obsmem_ros.core.language.syntax import analyse
from obsmem_ros.core.query.retrieval.liked_complements import liked_as


def _read(sentence: str, asked: str) -> str:
    return liked_as(analyse(sentence), lambda t: t.lemma_.lower() == asked or t.lower_ == asked,
                    lambda t: t.lower_ in ("auntie", "dara"))


@pytest.mark.parametrize("sentence, asked, value", [
    ("I like my cocoa sweet, with cinnamon, no cream.", "cocoa", "sweet"),
    ("i like me custard lumpy love proper lumpy so it is.", "custard", "lumpy"),  # nothing after the adjective
    ("She likes her salmon well done.", "salmon", "well done"),                    # the modifier before the state
    ("we like em baked up with rosemary not mashed.", "potato", "baked up with rosemary"),
    ("i like mine over easy with plenty of pepper.", "egg", "over easy"),
    ("I want my soup thin, no bread.", "soup", "thin"),
    ("I take my coffee black.", "coffee", ""),  # taking says what is had as often as how: left to the other readers
    ("I love my tea cold.", "tea", "cold"),
])
def test_how_reads_the_state_or_phrase_a_liking_verb_gives_the_asked_thing(sentence, asked, value):
    assert _read(sentence, asked) == value


@pytest.mark.parametrize("sentence, asked", [
    ("I like my bagel too.", "bagel"),                   # a closed-class adverb says no state
    ("I have my porridge now, thanks.", "porridge"),
    ("I like my bath in the evening.", "bath"),          # a time, not how
    ("I take my tea mornings.", "tea"),
    ("I like the radiator on twenty.", "radiator"),      # a level: left to the number readers
    ("I like my rice auntie.", "rice"),                  # someone spoken to
    ("I don't like my rice sticky.", "rice"),            # a verb denied
    ("I like the market on Fridays.", "rice"),           # the verb takes something else
    ("I like my toast the way Dara makes it.", "toast"),  # a noun phrase names no state
    ("I have my curry with rice and dal.", "curry"),     # a phrase: read whole by the manner reader
])
def test_how_reads_nothing_that_is_no_state_of_the_asked_thing(sentence, asked):
    assert _read(sentence, asked) == ""

