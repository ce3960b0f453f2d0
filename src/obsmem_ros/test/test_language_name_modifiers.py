"""A word said right before a name it is part of ("Mr Okafor", "Mrs. Lindqvist") names no one of
its own: the name says who is meant. Two words the family calls someone stay that person's name.
Every sentence here was written for this file."""
from __future__ import annotations

import pytest

from obsmem_ros.core.language import shared_parser


@pytest.mark.parametrize("text, person", [
    ("when is Mr Okafor coming to read the meter", "okafor"),
    ("Mrs. Lindqvist said the hedge needs cutting", "lindqvist"),
    ("Did Dr Mbeki ring back about the results?", "mbeki"),
])
def test_the_word_before_a_name_names_no_one(text, person):
    ids = [p.id for p in shared_parser().parse(text).people]
    assert person in ids
    assert not {"mr", "mr.", "mrs", "mrs.", "dr"} & set(ids)
