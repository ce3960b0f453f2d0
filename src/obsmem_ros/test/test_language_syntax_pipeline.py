"""The pipeline `syntax.load_pipeline` gives (its lemmatizer's word index held as sets) parses
exactly as spaCy's own untouched pipeline does."""
from __future__ import annotations

import pytest

from obsmem_ros.core.language import syntax

# Sentences of our own, with inflected words the process has not lemmatised before.
TEXTS = ["The twins were rinsing muddier wellies and stacking colanders while the puppies chewed "
         "Grandma's knitted potholders beside the dishwashers.",
         "Hasn't anybody emptied the recycling bins since the Hendersons' barbecue?",
         "Who'd hidden the spatulas behind the cookbooks, and why're they sticky?"]


@pytest.fixture(scope="module")
def plain():
    import spacy

    return spacy.load(syntax.MODEL, exclude=["ner"])


@pytest.mark.parametrize("text", TEXTS)
def test_every_token_reads_as_in_spacys_own_pipeline(plain, text):
    def reading(doc):
        return [(t.tag_, t.pos_, str(t.morph), t.lemma_, t.dep_, t.head.i) for t in doc]

    assert reading(syntax.load_pipeline(syntax.MODEL)(text)) == reading(plain(text))


def test_the_lemmatizers_index_is_held_as_sets(plain):
    ours = syntax.load_pipeline(syntax.MODEL).get_pipe("lemmatizer").lookups.get_table("lemma_index")
    theirs = plain.get_pipe("lemmatizer").lookups.get_table("lemma_index")
    assert ours and all(isinstance(words, frozenset) for words in ours.values())
    assert all(ours[key] == frozenset(words) for key, words in theirs.items())
