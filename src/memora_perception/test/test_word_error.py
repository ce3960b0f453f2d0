"""Word error rate over normalised words, against hand-computed alignments."""
import pytest

from memora_perception.core.word_error import (american_spelling, edit_counts, normalise_words, number_words,
                                               word_error_rate)


def test_normalisation_lowercases_strips_punctuation_and_splits_hyphens():
    assert normalise_words("Please, put the RED mug in the sink!") == "please put the red mug in the sink".split()
    assert normalise_words("Don't touch the twenty-one mugs.") == ["dont", "touch", "the", "twenty", "one", "mugs"]
    assert normalise_words("at 7 p.m.") == ["at", "seven", "pm"]


@pytest.mark.parametrize("text, words", [
    ("7", "seven"), ("21", "twenty one"), ("105", "one hundred five"), ("1,250", "one thousand two hundred fifty"),
    ("3rd", "third"), ("21st", "twenty first"), ("40th", "fortieth"), ("12th", "twelfth"),
    ("7:30", "seven thirty"), ("7:05", "seven oh five"), ("6:00", "six"), ("2.5", "two point five"),
    ("50%", "fifty percent"),
])
def test_numbers_are_written_as_words(text, words):
    assert normalise_words(text) == words.split()


@pytest.mark.parametrize("british, american", [
    ("favourite", "favorite"), ("colour", "color"), ("grey", "gray"), ("organised", "organized"),
    ("centre", "center"), ("travelled", "traveled"), ("pyjamas", "pajamas"),
])
def test_british_spellings_are_scored_as_american_ones(british, american):
    assert american_spelling(british) == american
    assert word_error_rate(f"My {british} mug is here.", f"My {american} mug is here.") == 0.0


def test_only_spellings_are_standardised_not_other_words():
    """spaCy's norm table also maps "cos" to "because": another word, so it stays an error."""
    assert american_spelling("cos") == "cos" and american_spelling("mug") == "mug"
    assert word_error_rate("I went because it rained.", "I went cos it rained.") == pytest.approx(1 / 5)
    assert word_error_rate("The notebook is here.", "The note book is here.") == pytest.approx(2 / 4)


@pytest.mark.parametrize("text, words", [
    ("at 6.30", "at six thirty"), ("by 7.45am", "by seven forty five am"), ("6.30 p.m.", "six thirty pm"),
    ("until 10.05", "until ten oh five"), ("at 12.00", "at twelve"),
    ("weighs 6.30", "weighs six point three zero"),       # no clock word before or after: a decimal
    ("at 25.30", "at twenty five point three zero"),        # no such hour
    ("at 6.75", "at six point seven five"),                 # no such minute
    ("about 3.14159", "about three point one four one five nine"),
    ("seven o clock", "seven oclock"), ("seven o'clock", "seven oclock"),
])
def test_clock_times_written_with_a_point_are_read_as_clock_times(text, words):
    assert normalise_words(text) == words.split()


def test_number_words_of_large_values():
    assert number_words(2_000_019) == ["two", "million", "nineteen"]


def test_edit_counts_by_hand():
    # ref a b c d / hyp a x c d e: one substitution (b -> x), one insertion (e)
    assert edit_counts("a b c d".split(), "a x c d e".split()) == (1, 0, 1)
    # ref a b c d / hyp a d: two deletions (b, c)
    assert edit_counts("a b c d".split(), "a d".split()) == (0, 2, 0)
    assert edit_counts([], "a b".split()) == (0, 0, 2)


@pytest.mark.parametrize("reference, hypothesis, wer", [
    ("put the red mug in the sink", "put the red mug in the sink", 0.0),
    ("put the red mug in the sink", "Put the red mug in the sink.", 0.0),      # case and punctuation only
    ("put the red mug in the sink", "put a red mug in the sink", 1 / 7),       # one substitution
    ("put the red mug in the sink", "put the mug in sink", 2 / 7),             # two deletions
    ("put the red mug in the sink", "please put the red mug in the sink now", 2 / 7),  # two insertions
    ("call grandma at seven", "call grandma at 7", 0.0),                       # numbers normalised
    ("call grandma at seven", "", 1.0),
    ("bring the remote tomorrow at six thirty", "Bring the remote tomorrow at 6.30.", 0.0),   # a British clock time
    ("bring the remote tomorrow at six thirty", "Bring the remote tomorrow at 6:30.", 0.0),
    ("the timer is set to seven o'clock", "The timer is set to 7 o'clock.", 0.0),
    ("the timer is set to seven o'clock", "The timer is set to seven o clock.", 0.0),
    ("it weighs six point three", "It weighs 6.30.", 1 / 5),      # a decimal: one inserted word (zero)
    ("", "", 0.0),
    ("", "hello", 1.0),
])
def test_word_error_rate_by_hand(reference, hypothesis, wer):
    assert word_error_rate(reference, hypothesis) == pytest.approx(wer)
