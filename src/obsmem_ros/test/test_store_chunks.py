"""`in_chunks` and `placeholders`: every ``IN (...)`` statement gets as many marks as parameters."""
from __future__ import annotations

from obsmem_ros.core.store.driver import ID_CHUNK, in_chunks, placeholders


def test_placeholders_are_one_mark_per_parameter():
    assert placeholders(3) == "?,?,?"
    assert placeholders(1) == "?"


def test_chunks_carry_their_own_marks_and_cover_every_value_in_order():
    values = [f"e{n}" for n in range(2 * ID_CHUNK + 1)]
    chunks = list(in_chunks(values))
    assert [len(chunk) for _, chunk in chunks] == [ID_CHUNK, ID_CHUNK, 1]
    assert [marks.count("?") for marks, _ in chunks] == [ID_CHUNK, ID_CHUNK, 1]
    assert chunks[-1] == ("?", ["e1000"])
    assert [v for _, chunk in chunks for v in chunk] == values


def test_no_values_make_no_statement():
    assert list(in_chunks([])) == []
