"""Known-name windows: names the lexicon knows, found in the text whatever the tagger made of them."""
from __future__ import annotations

from obsmem_ros.core.language import Lexicon, syntax
from obsmem_ros.core.language.mentions import _known_names
from obsmem_ros.core.language.parse import Mention, Span

LEX = Lexicon.from_entities([
    {"id": "low_table_1", "kind": "furniture", "name": "coffee table", "category": "table"},
    {"id": "laundry_1", "kind": "device", "name": "washing machine", "category": "washing_machine"},
    {"id": "ines", "kind": "person", "name": "Ines"},
])


def _texts(mentions):
    return [m.text for m in mentions]


def test_longest_known_names_first_and_their_words_not_again():
    doc = syntax.analyse("Did Ines leave her keys on the coffee table by the washer?")
    ines = next(t.i for t in doc if t.text == "Ines")
    found = _known_names(doc, {ines: "ines"}, [], (), LEX)
    assert _texts(found) == ["coffee table", "washer"]   # "table" alone is inside the longer name
    table = found[0]
    assert doc.text[table.span.start:table.span.end] == "coffee table" and table.head == "table"
    assert table.role == "place"


def test_windows_already_read_or_skipped_are_left_alone():
    doc = syntax.analyse("Did Ines leave her keys on the coffee table by the washer?")
    start = doc.text.index("coffee")
    taken = Mention(text="the coffee table", span=Span(start - 4, start + len("coffee table")), head="table")
    washer = doc.text.index("washer")
    assert _texts(_known_names(doc, {}, [taken], (), LEX)) == ["washer"]
    assert _texts(_known_names(doc, {}, [taken], (Span(washer, washer + 6),), LEX)) == []


SHED = Lexicon.from_entities([
    {"id": "keys_van", "kind": "object", "name": "van keys", "category": "keys"},
    {"id": "hook_1", "kind": "furniture", "name": "key hook", "category": "hook"},
])


def test_a_known_name_the_tagger_cut_short_takes_the_place_of_the_cut_mention():
    doc = syntax.analyse("Where were the van keys around nine last night?")   # "keys" read as a verb
    start = doc.text.index("the van")
    cut = Mention(text="the van", span=Span(start, start + len("the van")), head="van")
    found = _known_names(doc, {}, [cut], (), SHED)
    assert _texts(found) == ["van keys"] and found[0].head == "key"


def test_a_known_name_never_swallows_a_skipped_time():
    doc = syntax.analyse("Where were the van keys around nine last night?")
    keys = doc.text.index("keys")
    assert _known_names(doc, {}, [], (Span(keys, keys + 4),), SHED) == []
