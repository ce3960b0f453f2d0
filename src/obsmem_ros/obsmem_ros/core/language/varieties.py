"""Heard words of regional and community varieties of English, read as standard English.

A transcript keeps how a family speaks: "I cannae find ma keys", "ah'll dae it the morra", "I'm
finna cook", "this arvo". The small English tagger has never seen those spellings, so a clause
loses its verb, its negation, its pronoun or its time. `standard_words` rewrites them, from
`data/varieties.yaml`, into the standard words the parser reads ("I can't find my keys", "I'll do
it tomorrow"); the words as said are kept by the callers for what is shown back and stored.

Only forms whose standard reading is certain are rewritten (see the data file's header):

- `words`: everywhere (function words, negative contractions, pronouns, time words, yes / no);
- `marked`: ordinary English words that mean otherwise in one variety ("the night", "aw", "ah"),
  only from a speaker known to speak it: the text carries one of that variety's `words`, or the
  caller says the speaker has been heard to (`UtteranceReader` keeps that per speaker); and never
  after a word that makes them a plain noun phrase ("in the night", "the day before");
- `future`: read so only in a sentence about the future ("I'll do it just now" = later);
- `determiners`: "ma" / "me" for "my" only before a content word, where the sentence leaves no
  other reading ("where's me phone", "in ma bag"; not "tell me tomorrow");
- `standalone`: answers and interjections only where set off by punctuation ("Ja, I'll go");
- `particles` (Singlish "lah", Hindi "yaar") dropped before punctuation, and `after_times`
  ("by six only", "today itself") dropped right after a time.

A form written with a capital inside a sentence is a name ("Ye", "Ken") and stays, except one
standing for "I" ("Ah'm", written with a capital as "I'm" is).
"""
from __future__ import annotations

import functools
import re
from pathlib import Path
from typing import Dict, FrozenSet, Iterable, List, Match, Pattern, Set

VARIETIES_PATH = Path(__file__).parent / "data" / "varieties.yaml"
_EDGE_BEFORE = r"(?<![\w'\-])"
_EDGE_AFTER = r"(?![\w\-]|'(?!(?:ll|ve|d|re|s|m)\b)\w)"  # "ye'll" is "ye" + "'ll"; "ma'am" is no "ma"
_G_DROPPED = re.compile(r"\b([A-Za-z]{2,})in'(?=[\s.,!?;:]|$)")  # "puttin'", "goin'" -> "putting", "going"
_SENTENCE_START = re.compile(r"(?:^|[.!?]\s+|[\"(]\s*)$")
_FUTURE = re.compile(r"\b(?:will|shall|'ll|going to|gonna|gon na|later|tomorrow|tonight)\b", re.IGNORECASE)
# Words after which a marked phrase is a plain noun phrase ("in the night", "all the day").
_NOUN_PHRASE_BEFORE = frozenset({"in", "on", "at", "all", "for", "during", "through", "of", "by", "that", "this",
                                 "every", "same", "whole", "until", "till", "since", "from", "about", "what",
                                 "which", "one", "a", "an", "half"})
_NOUN_PHRASE_AFTER = frozenset({"before", "after", "of", "when", "that", "which", "where", "we", "i", "you", "he",
                                "she", "they", "it", "was", "is", "has", "had", "'s", "shift", "nurse", "light",
                                "off", "out", "bus", "train"})
# A possessive reading of "ma" needs a word before that takes a noun phrase (the words as
# standardised: "wi ma" is read after "wi" -> "with").
_TAKES_NOUN = frozenset({"in", "on", "at", "under", "by", "with", "for", "from", "into", "onto", "near", "behind",
                         "beside", "to", "of", "where's", "wheres", "where", "is", "are", "lost", "find", "found",
                         "got", "get", "seen", "see", "need", "want", "take", "took", "and", "can't", "didn't",
                         "don't", "finds", "wash", "fix"})
_NOT_AFTER_DETERMINER = frozenset({"later", "soon", "tonight", "today", "tomorrow", "please", "thanks", "now",
                                   "again", "first", "too", "back", "out", "up", "down", "off", "know", "alone",
                                   "yesterday"})
_FUNCTION_WORDS = frozenset(
    "a an the this that these those my your his her its our their me you him us them it i we they he she "
    "and or but if so as to of in on at by for with from into onto about over under up down out off than then "
    "is are was were be been being am do does did have has had will would shall should can could may might must "
    "not no what which who whom whose where when why how there here all any some every each both either neither "
    "more most much many such own same other another very just also too only even still yet after before like "
    "since until last next".split())
# "me" for "my" only after a word of place ("in me bag", "where's me phone"): after a verb or "for" /
# "with" it is the object ("got me roses", "for me after lunch").
_PLACE_BEFORE = frozenset({"in", "on", "under", "behind", "beside", "near", "into", "onto", "inside", "where's",
                           "wheres"})
# Forms of "be" a "not" may follow; a subject's "'s" too ("the light's no working").
_BE = r"i'm|you're|we're|they're|he's|she's|it's|that's|am|is|are|was|were"
_PLACE_WORDS = ("in", "on", "at", "under", "behind", "beside", "near", "inside", "there", "here", "home", "oot",
                "out", "doon", "down", "up", "ready", "sure")
# "be" -> "have" for the recent perfect ("I'm after" -> "I've just been", "she was after" -> "she'd just been").
_HAVE = {"i'm": "I've", "you're": "you've", "we're": "we've", "they're": "they've", "he's": "he's", "she's": "she's",
         "it's": "it's", "that's": "that's", "am": "have", "is": "has", "are": "have", "was": "had", "were": "had"}
# Words that follow a subject: "Ma said", "Ma wants" name a mother.
_SUBJECT_VERBS = frozenset({"said", "says", "told", "tells", "wants", "thinks", "asked", "asks", "called", "calls",
                            "likes", "needs", "knows", "went", "came", "left", "took", "made", "reckons", "will"})
_KIN_OWNERS = frozenset({"my", "your", "his", "her", "our", "their", "the", "yer", "ma"})


@functools.lru_cache(maxsize=1)
def _table(path: Path = VARIETIES_PATH) -> Dict[str, Dict[str, object]]:
    """The parsed data file (read once per process)."""
    import yaml

    return yaml.safe_load(path.read_text(encoding="utf-8")) or {}


def _alternation(forms: List[str], head: str = _EDGE_BEFORE + "(", tail: str = ")" + _EDGE_AFTER) -> Pattern[str]:
    """One pattern matching any of `forms` as whole words, longest first (so phrases win), between
    `head` and `tail`; none matches nothing."""
    if not forms:
        return re.compile(r"(?!)")
    body = "|".join(re.escape(f).replace(r"\ ", r"\s+") for f in sorted(forms, key=len, reverse=True))
    return re.compile(head + body + tail, re.IGNORECASE)


_MAPPED = ("words", "marked", "future", "determiners", "standalone")  # sections of form -> standard words
_LISTED = ("particles", "after_times", "not_after_be", "recent_perfect")  # sections of forms
_SET_OFF = r"(?=\s*(?:[,.!?;]|$))"
_TIME = r"(\b(?:today|tonight|tomorrow|now|\d{1,2}(?::\d{2})?\s?(?:[ap]\.?m\.?)?|\d{1,2}\s?o'clock))\s+(?:"


class _Rules:
    """The data file compiled: one pattern per section, and each form's standard words and variety."""

    def __init__(self, table: Dict[str, Dict[str, object]]) -> None:
        self.standard: Dict[str, str] = {}
        self.variety_of_marked: Dict[str, str] = {}
        self.variety_of_word: Dict[str, str] = {}
        forms: Dict[str, List[str]] = {section: [] for section in _MAPPED + _LISTED}
        for variety, groups in table.items():
            for section in _MAPPED:
                part = dict(groups.get(section) or {})  # type: ignore[arg-type]
                forms[section] += part
                self.standard.update(part)
            for section in _LISTED:
                forms[section] += list(groups.get(section) or [])  # type: ignore[arg-type]
            self.variety_of_word.update((form, variety) for form in groups.get("words") or {})  # type: ignore
            self.variety_of_marked.update((form, variety) for form in groups.get("marked") or {})  # type: ignore
        self.words, self.marked, self.future, self.determiners = (
            _alternation(forms[s]) for s in ("words", "marked", "future", "determiners"))
        self.standalone = _alternation(forms["standalone"], tail=")" + _EDGE_AFTER + _SET_OFF)
        self.particles = _alternation(forms["particles"], r",?\s+(?:", ")" + _SET_OFF)
        self.after_times = _alternation(forms["after_times"], _TIME, ")" + _SET_OFF)
        self.not_after_be = _alternation(forms["not_after_be"], r"(\b(?:" + _BE + r"|[a-z]+'s)\s+)(?:",
                                         r")(?=\s+(?:" + "|".join(_PLACE_WORDS) + r"|\w+ing)\b)")
        self.recent = _alternation(forms["recent_perfect"], r"\b(" + _BE + r")\s+(?:", r")(?=\s+\w+ing\b)")


@functools.lru_cache(maxsize=1)
def _rules() -> _Rules:
    return _Rules(_table())


def standard_words(text: str, spoken: Iterable[str] = ()) -> str:
    """`text` with its variety spellings read as standard English (see the module docstring);
    standard speech comes back unchanged. `spoken`: varieties the speaker is known to speak."""
    return _standard_words(text, frozenset(spoken))


@functools.lru_cache(maxsize=4096)
def _standard_words(text: str, spoken: FrozenSet[str]) -> str:
    """`standard_words`, once per distinct text (a question is normalised by each of its readers)."""
    rules = _rules()
    heard: Set[str] = set(spoken)  # the varieties the speaker speaks, and those this text shows

    def word(m: Match[str]) -> str:
        rewritten = _rewrite(m, rules)
        if rewritten != m.group(0):
            heard.add(rules.variety_of_word[_key(m.group(1))])
        return rewritten

    out = rules.words.sub(word, text)
    out = rules.marked.sub(lambda m: _rewrite_marked(m, rules, heard), out) if heard else out
    out = rules.future.sub(lambda m: _rewrite(m, rules, noun_phrase_guard=True), out) if _FUTURE.search(out) else out
    out = rules.standalone.sub(lambda m: _rewrite(m, rules), out)
    out = rules.determiners.sub(lambda m: _possessive(m, rules, heard), out)
    out = _G_DROPPED.sub(lambda m: m.group(0) if _a_name(m) else m.group(1) + "ing", out)  # "no workin'"
    out = rules.not_after_be.sub(lambda m: m.group(1) + "not", out)
    out = rules.recent.sub(lambda m: _cased(_HAVE[m.group(1).lower()], m.group(1)) + " just been", out)
    return rules.after_times.sub(r"\1", rules.particles.sub("", out))


def positional_forms(section: str) -> Dict[str, List[str]]:
    """Forms of a data section read by their place in the clause (`variety_positions`): form ->
    its standard words for each place, from every variety."""
    out: Dict[str, List[str]] = {}
    for groups in _table().values():
        out.update(dict(groups.get(section) or {}))  # type: ignore[arg-type]
    return out


def varieties_marked(text: str) -> FrozenSet[str]:
    """The varieties whose own `words` the text carries ("I cannae" -> scots)."""
    rules = _rules()
    said = re.sub(r"[\u2018\u2019\u02bc]", "'", text)
    return frozenset(rules.variety_of_word[_key(m.group(1))] for m in rules.words.finditer(said) if not _a_name(m))


def _rewrite(m: Match[str], rules: _Rules, *, noun_phrase_guard: bool = False) -> str:
    said = m.group(1)
    if _a_name(m) or noun_phrase_guard and _in_noun_phrase(m):
        return m.group(0)
    return _cased(rules.standard[_key(said)], said)


def _rewrite_marked(m: Match[str], rules: _Rules, marked_in: Set[str]) -> str:
    said = m.group(1)
    if rules.variety_of_marked.get(_key(said)) not in marked_in or _a_name(m) or _in_noun_phrase(m):
        return m.group(0)
    if _key(said) in ("ah", "aw") and re.match(r"\s*[,!.?]", m.string[m.end():]):  # "ah, there it is"
        return m.group(0)
    return _cased(rules.standard[_key(said)], said)


def _possessive(m: Match[str], rules: _Rules, heard: Set[str]) -> str:
    """ "me" / "ma" read as "my" right before a content word: "me" after a word of place ("where's
    me phone", "in me bag"); "ma" after a word taking a noun phrase ("find ma keys"), or anywhere from
    a speaker heard in a variety ("Ma trainers are wet"). "my ma", "tell me later", "Ma said" stay."""
    said = m.group(1)
    before, after = _adjacent(m.string[:m.start()], before=True), _adjacent(m.string[m.end():])
    if not _content_word(after) or after in _SUBJECT_VERBS or before in _KIN_OWNERS:
        return m.group(0)
    if _key(said) == "me":
        mine = said.islower() and before in _PLACE_BEFORE
    else:
        mine = said.islower() and before in _TAKES_NOUN or bool(heard) and not _a_name(m)
    return _cased(rules.standard[_key(said)], said) if mine else m.group(0)


def _content_word(word: str) -> bool:
    """A word that can head a noun phrase after "my" ("keys", "mum's"): not a function word, not an
    adverb."""
    word = re.sub(r"'s$", "", word)
    return word.isalpha() and word not in _FUNCTION_WORDS and word not in _NOT_AFTER_DETERMINER \
        and not word.endswith("ly")


def _in_noun_phrase(m: Match[str]) -> bool:
    """Whether the words right around a marked phrase make it a plain noun phrase ("in the night",
    "the day before", "the night shift"); punctuation between them leaves it a time ("oot, the
    night, aye")."""
    if not m.group(1).lower().startswith("the "):
        return False
    return _adjacent(m.string[:m.start()], before=True) in _NOUN_PHRASE_BEFORE \
        or _adjacent(m.string[m.end():]) in _NOUN_PHRASE_AFTER


def _adjacent(text: str, *, before: bool = False) -> str:
    """The word of `text` next to a match (its last word when `before`, else its first), lower
    case; "" when punctuation or nothing stands between."""
    found = re.search(r"([a-z']+)\s+$", text.lower()) if before else re.match(r"\s+([a-z']+)", text.lower())
    return found.group(1) if found else ""


def _a_name(m: Match[str]) -> bool:
    """A form written with a capital inside a sentence is a name ("ask Ken", "the Flamin' Hot ones"),
    unless it stands for "I": English writes the first person with a capital wherever it stands, and
    so do transcripts of its variety forms ("..., Ah'm no workin'", "Son, Ah've the dentist")."""
    said = m.group(1)
    return said[:1].isupper() and not _SENTENCE_START.search(m.string[:m.start()]) and not _first_person(said)


def _first_person(said: str) -> bool:
    """Whether a variety form reads as "I" or a contraction of it ("Ah", "Ah'll" -> "I", "I'll")."""
    return re.match(r"I\b", _rules().standard.get(_key(said), "")) is not None


def _key(said: str) -> str:
    return re.sub(r"\s+", " ", said.lower())


def _cased(standard: str, said: str) -> str:
    """The standard words in the case they were said in: "Cannae" -> "Can't", "AYE" -> "YES"."""
    if said.isupper() and len(said) > 1:
        return standard.upper()
    if said[:1].isupper():
        return standard[:1].upper() + standard[1:]
    return standard
