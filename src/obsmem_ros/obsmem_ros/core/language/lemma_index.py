"""The rule lemmatizer's word index as sets: the same lemmas without a scan of 57,000 nouns.

spaCy's English rule lemmatizer checks each candidate form of an inflected word ("towels" ->
"towel") against `lemma_index`, a table of one *list* of known words per part of speech (57,528
nouns, 20,993 verbs, ...), with `form in index`: a linear scan of about 1-5 ms for each word the
process has not lemmatised before (it caches by word, part of speech and morphology afterwards),
so a question with a new plural noun or inflected verb paid it inside its parse. The index is only
ever tested for membership, so a frozenset of the same words gives the same lemmas.
"""
from __future__ import annotations

from typing import Any


def install(nlp: Any) -> bool:
    """Make the word lists of `nlp`'s rule lemmatizer's `lemma_index` frozensets; returns whether
    it had a rule lemmatizer with such a table."""
    if "lemmatizer" not in nlp.pipe_names:
        return False
    lemmatizer = nlp.get_pipe("lemmatizer")
    if getattr(lemmatizer, "mode", "") != "rule" or "lemma_index" not in lemmatizer.lookups.tables:
        return False
    table = lemmatizer.lookups.get_table("lemma_index")
    for key in list(table.keys()):
        words = table[key]
        if isinstance(words, list):
            table[key] = frozenset(words)
    return True
