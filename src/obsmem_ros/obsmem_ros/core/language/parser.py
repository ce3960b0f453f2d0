"""The offline parser: text (+ context) -> `Parse`, from one spaCy parse and one sentence embedding.

Kind and intent come from the calibrated classifier (`intents.py`); mentions, people,
values, times and negation from the dependency parse (`mentions.py`, `times.py`; the states,
remembered values, anchors, reported claims and conditions from `question_values.py`). Below the
confidence threshold, or for text that is not English or not words, the parse says it did not
understand and shows its best reading instead of guessing.
"""
from __future__ import annotations

import gc
import re
import threading
from collections import OrderedDict
from concurrent.futures import Future, ThreadPoolExecutor
from dataclasses import dataclass, replace
from pathlib import Path
from typing import Any, FrozenSet, List, Optional, Sequence, Tuple

import numpy as np

from . import syntax
from .asked_readings import QUESTION, asked_readings
from .intents import EXAMPLES_PATH, Encoder, IntentClassifier, load_examples, minilm_encoder
from .linking import Lexicon, alias_groups, word_list
from .mentions import SETTINGS, Context, find_mentions, find_people
from .parse import Anchor, Kind, Mention, Parse, Person, TimeExpression, Value
from .question_values import (changed_to_values, event_anchor, instruction_condition, remembered_values, reported_claim,
                              setting_preferences, state_values)
from .sentence_encoder import SentenceEncoder, sentence_encoder
from .times import clock_values, find_times
from .verbs import prepositional_verb

_LOCATIVE = frozenset({"on", "in", "at", "by", "under", "inside", "beside", "behind", "near", "onto", "into", "next"})
_FILLER_VERBS = frozenset({"know", "think", "wonder", "happen", "seem", "sit", "end", "mind", "tell", "let",
                           "be", "do", "have", "can", "could", "would", "will", "remind", "idea", "see", "find",
                           "guess", "suppose", "reckon", "please", "like"})
_ORDINALS = {"last": "last", "latest": "last", "recently": "last", "first": "first", "earliest": "first"}
_SESSION = re.compile(r"\b(?:session|video|episode|recording)\s+([A-Za-z0-9][\w\-]*\d[\w\-]*)", re.IGNORECASE)
_NEGATORS = frozenset({"never", "nobody", "nothing", "no", "nowhere", "not", "n't"})
RECENT_EMBEDDINGS = 256
_UNSURE = "did not understand the request"  # the reason of a parse below the bar that has words enough


@dataclass(frozen=True)
class ParserConfig:
    """Offline parser settings: below `threshold` (calibrated probability), or with no more than
    `min_known_words` of its words English or known, the parse is not understood. A question read
    among its question readings alone (`asked_readings`) is still answered from `asked_threshold`
    of that mass, once the syntax had its say (`asked_understood`)."""

    threshold: float = 0.4
    asked_threshold: float = 0.3
    min_known_words: float = 0.5
    spacy_model: str = syntax.MODEL
    examples_path: Path = EXAMPLES_PATH
    cache_dir: Optional[Path] = None
    model_path: str = ""


class LanguageParser:
    """The offline default: `parse(text, ...)` -> `Parse`. Models load once, at first use."""

    def __init__(self, config: ParserConfig = ParserConfig(), *, encoder: Optional[Encoder] = None) -> None:
        self.config = config
        self._encoder = encoder
        self._sentence: Optional[SentenceEncoder] = None
        self._classifier: Optional[IntentClassifier] = None
        self._vocabulary: FrozenSet[str] = frozenset()
        self._english: FrozenSet[str] = frozenset()
        self._lock = threading.RLock()
        self._embedder: Optional[ThreadPoolExecutor] = None
        self._recent: "OrderedDict[str, np.ndarray]" = OrderedDict()
        self._lexicon_names: Tuple[Optional[Lexicon], FrozenSet[str]] = (None, frozenset())

    def embed(self, text: str):
        """The one MiniLM sentence embedding of `text` (unit length, read-only): through the process's
        int8 ONNX encoder (`sentence_encoder`), or the encoder this parser was given; held for the last
        `RECENT_EMBEDDINGS` distinct texts (a question asked again is not encoded again)."""
        with self._lock:
            found = self._recent.get(text)
            if found is not None:
                self._recent.move_to_end(text)
                return found
            if self._encoder is None and self._sentence is None:
                self._sentence = sentence_encoder(self.config.model_path)
        vector = self._encoder([text])[0] if self._encoder is not None else self._sentence.encode(text)[0]
        vector = np.array(vector)
        vector.flags.writeable = False
        with self._lock:
            self._recent[text] = vector
            if len(self._recent) > RECENT_EMBEDDINGS:
                self._recent.popitem(last=False)
        return vector

    def warm_up(self) -> None:
        """Load spaCy, MiniLM, the classifier and dateparser now rather than on the first question,
        then move every object the process holds so far (the models' and their tables', about
        120,000) out of the cyclic garbage collector's sight (`gc.freeze`): each full collection
        walked them all, about 100 ms inside whichever question happened to trigger it (one in
        about 400 never-asked questions at 100k events). They live as long as the process; objects
        made later are collected as before."""
        self.parse("Where was the kettle yesterday morning?", now_ns=1_700_000_000 * 1_000_000_000)
        gc.collect()
        gc.freeze()

    def parse(self, text: str, *, asker: str = "", now_ns: int = 0, day1_ns: Optional[int] = None,
              previous: Optional[Parse] = None, lexicon: Optional[Lexicon] = None,
              embedding: Optional[Sequence[float]] = None) -> Parse:
        """Parse `text` spoken by `asker` at `now_ns` (or asked at a cutoff); `day1_ns` anchors "day N";
        `previous` is the previous turn (pronouns); `lexicon` what the memory knows (linking);
        `embedding` the text's MiniLM embedding when the caller already has it (else computed once,
        on a worker thread while spaCy parses and everything the classifier does not decide is
        read off the parse: onnxruntime releases the GIL, so the two overlap)."""
        text = syntax.normalise(text)
        if not re.search(r"[^\W\d_]", text):
            return _not_understood(text, f"did not understand {quoted(text)}: the text has no words")
        if _foreign_share(text) > 0.3:
            return _not_understood(text, f"did not understand {quoted(text)}: the text is not in English")
        pending = self._embed_later(text) if embedding is None else None
        doc = syntax.analyse(text, model=self.config.spacy_model)
        ctx = Context(asker=asker.lower(), now_ns=now_ns, day1_ns=day1_ns, previous=previous, lexicon=lexicon)
        reading = self._reading(text, doc, ctx)
        extra = IntentClassifier.extra(doc)
        embedding = pending.result() if pending is not None else embedding
        ranked = asked_readings(self._classifier_ready().predict(embedding, doc, extra=extra), doc, self.config.threshold)
        parse = self._read(text, doc, ranked, reading, ctx)
        floats = embedding.tolist() if isinstance(embedding, np.ndarray) else [float(x) for x in embedding]
        return replace(parse, embedding=tuple(floats))

    def _reading(self, text: str, doc: Any, ctx: Context) -> "_Reading":
        """What the parse says whatever the classifier decides (read while the embedding is made)."""
        values = clock_values(text)
        times = find_times(text, ctx.now_ns, day1_ns=ctx.day1_ns, skip=tuple(v.span for v in values if v.span))
        people, person_tokens = find_people(doc, ctx)
        mentions = find_mentions(doc, person_tokens, ctx, skip=tuple(t.span for t in times))
        mentions, memory_values = setting_preferences(mentions)
        values = values + memory_values + state_values(doc) + remembered_values(doc, person_tokens) \
            + changed_to_values(doc)
        return _Reading(values=tuple(values), times=tuple(times), people=tuple(people), mentions=tuple(mentions),
                        anchor=event_anchor(doc, person_tokens, mentions))

    def _read(self, text: str, doc: Any, ranked: List[Tuple[str, float]], reading: "_Reading", ctx: Context) -> Parse:
        key, prob = ranked[0]
        kind_name, label = key.split(":", 1)
        mentions, people, values = list(reading.mentions), reading.people, reading.values
        condition = instruction_condition(doc, mentions, people, values) if kind_name == Kind.INSTRUCTION.value else None
        if condition is not None:
            inside = {id(m) for m in condition.mentions}
            mentions = [replace(m, role="condition") if id(m) in inside else m for m in mentions]
        known = self._known_share(doc, ctx.lexicon)   # the vocabulary loads with the classifier
        understood = prob >= self.config.threshold and known > self.config.min_known_words
        shown = f"best reading {key} ({prob:.2f})"
        reason = "" if understood else (
            f"did not understand {quoted(text)}: too few English words ({known:.0%}); {shown}"
            if known <= self.config.min_known_words else f"{_UNSURE} {quoted(text)} well enough: {shown}")
        sents = [s.text for s in doc.sents]
        return Parse(
            text=text, kind=Kind(kind_name), intent=label, confidence=round(prob, 4), understood=understood,
            reason=reason, mentions=tuple(mentions), people=people, attributes=_attributes(label, mentions, values, doc),
            values=values, times=reading.times, negated=any(t.lower_ in _NEGATORS or t.dep_ == "neg" for t in doc),
            yes_no=_yes_no(doc), ordinal=_ordinal(doc), verbs=_verbs(doc), sentences=tuple(sents),
            claim=reported_claim(doc, mentions, people, values), condition=condition,
            anchor=reading.anchor, sessions=_sessions(text),
            alternatives=tuple((k, round(p, 4)) for k, p in ranked[1:4]))

    def _embed_later(self, text: str) -> "Future":
        with self._lock:
            found = self._recent.get(text)
            if found is not None:
                done: "Future" = Future()
                done.set_result(found)
                self._recent.move_to_end(text)
                return done
            if self._embedder is None:
                self._embedder = ThreadPoolExecutor(max_workers=1, thread_name_prefix="sentence-embedding")
            return self._embedder.submit(self.embed, text)

    def _encode(self) -> Encoder:
        """The batch encoder of the classifier's training examples (the given one, else MiniLM's)."""
        return self._encoder if self._encoder is not None else minilm_encoder(self.config.model_path)

    def _classifier_ready(self) -> IntentClassifier:
        with self._lock:
            if self._classifier is None:
                self._classifier = IntentClassifier(self._encode(),
                                                    examples_path=self.config.examples_path,
                                                    cache_dir=self.config.cache_dir,
                                                    spacy_model=self.config.spacy_model)
                words = {w for e in load_examples(self.config.examples_path) for w in re.findall(r"[a-z']+", e.text.lower())}
                words |= {w for group in alias_groups() for phrase in group for w in phrase.split()}
                self._vocabulary = frozenset(words)
                self._english = syntax.english_words(self.config.spacy_model)
            return self._classifier

    def _known_share(self, doc: Any, lexicon: Optional[Lexicon]) -> float:
        """Share of word tokens that are English function words, known vocabulary (the examples' words;
        the lemmatizer's English words of three letters or more), names or lexicon words."""
        words = [t for t in doc if t.is_alpha]
        if not words:
            return 0.0
        names = self._names(lexicon)
        known = sum(1 for t in words if t.is_stop or t.lower_ in self._vocabulary or _lemma_in(t, self._vocabulary)
                    or t.lower_ in self._english or _lemma_in(t, self._english)
                    or t.lower_ in names or (t.is_title and t.pos_ == "PROPN" and not t.is_sent_start))
        return known / len(words)

    def _names(self, lexicon: Optional[Lexicon]) -> FrozenSet[str]:
        """The words memory can link (read once per lexicon: memory builds a new one when it holds
        more events): each word of the names, categories and aliases of things and of the people's
        names, split as the parse splits them ("aso-ebi" is "aso" and "ebi"), the household's kin
        words, and every word memory has heard the household say. A word the household itself uses
        is its English, however few dictionaries list it."""
        if lexicon is None:
            return frozenset()
        with self._lock:
            held, names = self._lexicon_names
        if held is not lexicon:
            said = [text for e in lexicon.entries for text in (e.name, e.category, *e.aliases)]
            said += [n for ns in lexicon.people.values() for n in ns] + list(lexicon.kin)
            names = frozenset(w for text in said for w in word_list(text)) | lexicon.said
            with self._lock:
                self._lexicon_names = (lexicon, names)
        return names


@dataclass(frozen=True)
class _Reading:
    """The part of a parse read off the syntax alone, before the classifier has spoken."""

    values: Tuple[Value, ...]
    times: Tuple[TimeExpression, ...]
    people: Tuple[Person, ...]
    mentions: Tuple[Mention, ...]
    anchor: Optional[Anchor]


_SHARED: Optional[LanguageParser] = None
_SHARED_LOCK = threading.Lock()


def shared_parser() -> LanguageParser:
    """The process's one default `LanguageParser`: every memory, engine and decomposer built with
    the default settings shares it, so spaCy, the int8 ONNX MiniLM and the classifier load once per
    process, not once per memory (parsing holds no per-caller state; the context is passed in)."""
    global _SHARED
    with _SHARED_LOCK:
        if _SHARED is None:
            _SHARED = LanguageParser()
        return _SHARED


def quoted(text: str, limit: int = 60) -> str:
    """The text a not-understood reason names (quoted, cut to `limit` characters)."""
    return repr(text if len(text) <= limit else text[: limit - 3] + "...")


def _lemma_in(token: Any, words: FrozenSet[str]) -> bool:
    """Whether `token`'s lemma is one of `words`; not for a token of two letters or fewer, whose
    lemma is a guess ("Wo" of "Wo ist ..." lemmatizes as "will")."""
    return len(token) > 2 and token.lemma_.lower() in words


def _not_understood(text: str, reason: str) -> Parse:
    return Parse(text=text, kind=Kind.UNKNOWN, intent="", confidence=0.0, understood=False, reason=reason)


def _foreign_share(text: str) -> float:
    letters = [c for c in text if c.isalpha()]
    return sum(1 for c in letters if not c.isascii()) / len(letters) if letters else 1.0


def _attributes(label: str, mentions: Sequence[Mention], values: Sequence[Value], doc: Any) -> Tuple[str, ...]:
    """The state attributes the utterance is about: settings named, then what the intent asks. A
    question asking "where" names no setting or colour by a thing's words ("where's my spirit level",
    "where are the rangoli colours?")."""
    where = _asks_where(doc)
    out = [f"setting:{m.setting}" for m in mentions if m.setting and not where]
    out += [v.attribute for v in values if v.attribute.startswith("setting:")]
    words = {t.lemma_.lower() for t in doc}
    if words & {"colour", "color"} and not where:  # "where are the rangoli colours?" asks a place
        out.append("color")
    by_label = {"where_is": "location", "which_room": "room", "owner": "owner", "state_now": "state",
                "past_state": "location", "was_right": "location", "what_said": "location", "who_said": "location",
                "open": "state", "close": "state", "turn_on": "state", "turn_off": "state", "place": "location",
                "bring": "location", "hand_over": "held_by"}
    if label == "state_now" and not any(v.kind == "state" for v in values) and any(m.role == "place" for m in mentions):
        label = "where_is"   # "is the laptop on the table?": no state named, a place is; it asks the location
    if label == "past_state" and not out and _yes_no(doc) and not any(m.role == "place" for m in mentions) \
            and any(v.kind == "state" and not v.changed_to for v in values):
        out.append("state")  # "was the heater on at noon?": a state checked, no place named; the state then
    if label == "setting_now" and not out and where:
        label = "where_is"   # "where are the specs?": "where" asks a place, whatever the noun sounds like
    if label == "past_state" and not out and _asks_set_value(doc):
        out.append("setting:*")
    if label in by_label and not (out and label in ("past_state", "state_now")):
        out.append(by_label[label])
    if label == "setting_now" and not any(a.startswith("setting:") for a in out):
        out.append("setting:*")
    if words & {"hold", "carry", "have"} and label == "owner":
        out.append("held_by")
    return tuple(dict.fromkeys(out))


def asked_understood(parse: Parse, config: ParserConfig) -> Parse:
    """`parse` understood when it was read among its question readings alone (every other reading
    at nought) and its best one reaches `config.asked_threshold`: a question whose form asks is
    answered by its likeliest question reading. Called after the syntax's own readings, which
    treat an unsure parse as the classifier's guess."""
    if parse.understood or parse.kind is not Kind.QUESTION or parse.confidence < config.asked_threshold \
            or not parse.reason.startswith(_UNSURE) \
            or any(p > 0 for key, p in parse.alternatives if not key.startswith(QUESTION)):
        return parse
    return replace(parse, understood=True, reason="")


def _asks_where(doc: Any) -> bool:
    """"where" modifies the main verb, and nothing is "set" ("where's the heat set?" asks a setting)."""
    return any(t.lower_ == "where" and t.head.dep_ == "ROOT" for t in doc) \
        and not any(t.lemma_.lower() == "set" for t in doc)


def _asks_set_value(doc: Any) -> bool:
    """"What was the heat pump set to at noon?": "what" asks the object of "set ... to", the value a
    setting held then, not a place; a number after "to" ("set to 22") is a value given, not asked.
    "set at what?" / "set on what?": the asked word itself is what the level preposition of "set"
    governs (not "what was set on the table", where a thing is asked)."""
    return any(t.lemma_ == "set" and any(_level_asked(c, doc) for c in t.children) for t in doc)


def _level_asked(prep: Any, doc: Any) -> bool:
    """Whether `prep` (a child of "set") introduces the level asked: "to" with no number after it,
    or "at" / "on" governing the wh-word, or stranded ("what was it set on?")."""
    asked = any(t.lower_ == "what" for t in doc)
    if prep.lower_ == "to":
        return asked and not any(g.like_num for g in prep.children)
    if prep.lower_ not in ("at", "on"):
        return False
    return any(g.lower_ in ("what", "which") for g in prep.subtree) or asked and not list(prep.children)


def _sessions(text: str) -> Tuple[str, ...]:
    """Recording sessions named in the text ("in session d003-s2", "video P01_04")."""
    return tuple(m.group(1) for m in _SESSION.finditer(text))


def _yes_no(doc: Any) -> bool:
    last = list(doc.sents)[-1]
    first = next((t for t in last if not t.is_punct), None)
    return first is not None and first.pos_ in ("AUX", "VERB") and first.tag_ not in ("VB",) and \
        not any(t.lower_ in syntax.WH_WORDS for t in last)


def _ordinal(doc: Any) -> str:
    return next((_ORDINALS[t.lower_] for t in doc if t.lower_ in _ORDINALS), "")


def _verbs(doc: Any) -> Tuple[str, ...]:
    return tuple(dict.fromkeys(_sense(t) for t in doc if t.pos_ == "VERB" and t.lemma_.lower() not in _FILLER_VERBS
                               and t.lemma_.lower() not in SETTINGS))


def _sense(verb: Any) -> str:
    """The verb's lemma, or the phrase it makes with its preposition when the verb lexicon knows it
    as one action ("gone after the pie": "go after", `prepositional_verb`), or "put" for "leave"
    with a thing and a place ("who left the remote on the counter": a placing; "who left the
    kitchen" is a departure)."""
    lemma_ = verb.lemma_.lower()
    phrase = prepositional_verb(verb)
    if phrase:
        return phrase
    if lemma_ != "leave":
        return lemma_
    things = [c for c in verb.children if c.dep_ == "dobj"]
    preps = [c for c in (*verb.children, *(g for t in things for g in t.children)) if c.dep_ == "prep"]
    return "put" if things and any(p.lower_ in _LOCATIVE for p in preps) else lemma_
