"""A preference's value read through parses the tagger got wrong on speech: a person called at the
end of the phrase read as a verb whose subject is the liked thing is no state it is liked in, and a
noun read as a clause's head right before another noun stays in their compound. The parses are built
by hand, as the tagger gave them to sentences written for these tests."""
from __future__ import annotations

from spacy.tokens import Doc

from obsmem_ros.core.language.syntax import analyse
from obsmem_ros.core.query.retrieval.asked_slot import _modifiers
from obsmem_ros.core.query.retrieval.said_values import _chosen_phrase


def _parsed(rows):
    """A parse from (word, pos, tag, dep, head index, lemma) rows."""
    vocab = analyse("a").vocab
    words, pos, tags, deps, heads, lemmas = zip(*rows)
    return Doc(vocab, words=list(words), pos=list(pos), tags=list(tags), deps=list(deps), heads=list(heads),
               lemmas=list(lemmas))


def test_a_person_called_after_the_liked_thing_is_no_state_it_is_liked_in():
    doc = _parsed([("i", "PRON", "PRP", "nsubj", 2, "i"), ("only", "ADV", "RB", "advmod", 2, "only"),
                   ("like", "ADP", "IN", "ROOT", 2, "like"), ("the", "DET", "DT", "det", 6, "the"),
                   ("cherry", "NOUN", "NN", "compound", 6, "cherry"), ("ice", "NOUN", "NN", "compound", 6, "ice"),
                   ("pops", "NOUN", "NNS", "nsubj", 7, "pop"), ("robot", "VERB", "VBP", "ccomp", 2, "robot")])
    assert _chosen_phrase(doc, {"like"}, {"robot"}, {"ice", "pop"}) != "robot"
    assert _chosen_phrase(doc, {"like"}, set(), {"ice", "pop"}) == "robot"  # no one called so: a state


def test_a_noun_read_as_the_clause_head_stays_in_the_compound_it_opens():
    doc = _parsed([("i", "PRON", "PRP", "nsubj", 3, "i"), ("always", "ADV", "RB", "advmod", 3, "always"),
                   ("have", "AUX", "VBP", "aux", 3, "have"), ("fish", "NOUN", "NN", "ROOT", 3, "fish"),
                   ("cakes", "NOUN", "NNS", "dobj", 3, "cake")])
    assert [t.text for t in _modifiers(doc, doc[4], set())] == ["fish"]
    doc = _parsed([("we", "PRON", "PRP", "nsubj", 1, "we"), ("eat", "VERB", "VBP", "ROOT", 1, "eat"),
                   ("cakes", "NOUN", "NNS", "dobj", 1, "cake")])
    assert _modifiers(doc, doc[2], set()) == []  # a verb before the noun tells it apart from nothing
