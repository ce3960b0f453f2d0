"""Spoken sentences cut into the clauses a listener reads one at a time.

People run clauses together with commas ("the ball's not in the garage, it's still in the
garden"), address each other in passing ("Mum, your phone's on the windowsill", "..., love"),
correct themselves in the same breath ("No wait, half four") and contract "is" / "has" into "'s".
The small parser reads each of those worse inside one long sentence than alone, so an utterance is
cut into parts at sentence ends and commas, and each part is classified by its own parse:

* a **clause** (it has a verb) is read on its own;
* a **vocative** or interjection (one word, or a few with no verb, determiner, preposition or
  number: "Mum", "love", "look", "Mrs Patel") is dropped;
* a **correction opener** ("no", "sorry", "actually", "no wait") is dropped and marks the next
  part as a correction;
* any other verbless part is a **fragment**: after a correction opener it stands alone (what is
  corrected: "the green one", "half four"); else it joins its neighbour ("on weekends, I want ...",
  "on Tuesday evening, around seven").

A contracted "'s" that the tagger took for a possessive although nothing is possessed ("the
parcel's on the doorstep", "the blue one's dirty") is written out as "is" ("has" before a past
participle: "the telly's been on") and the part parsed again; a name's "'s" before a noun said
without an article stays a possessive ("Bob's laptop, it's on the shelf": "Bob is laptop" is no
English), so the phrase is a topic the next clause takes up.
"""
from __future__ import annotations

import re
from dataclasses import dataclass, replace
from typing import Any, List, Tuple

from .plain_order import misread_noun, subject_carried
from .switch_words import switch_said
from .syntax import ParseCache
from .topics import copula_dropped, object_first, resumed
from .utterance_syntax import HABITUAL, PLACE_ADVERBS, is_time_token
from .verbs import undertaking_verb

__all__ = ["PARSES", "Part", "clauses", "expand_contractions", "sentences", "vocatives"]

CORRECTION_OPENERS = frozenset({"no", "nope", "nah", "actually", "sorry", "wait", "oops", "correction", "rather", "oh",
                                "hang", "on", "i", "mean", "well", "hold"})
_OPENER_HEADS = frozenset({"no", "nope", "nah", "actually", "sorry", "wait", "oops", "correction"})
# A full stop after a title ("Mr. Brown", "Dr. Shah") ends no sentence.
_SENTENCE_END = re.compile(r"(?<=[.!?])(?<!\bMr\.)(?<!\bMrs\.)(?<!\bMs\.)(?<!\bDr\.)(?<!\bSt\.)\s+")
_NOUN_WILL = re.compile(r"\b(?!(?:i|you|he|she|it|we|they|that|there|this|who|what|where)'ll)([A-Za-z]+)'ll\b",
                        re.IGNORECASE)  # "Earl'll carry me": one token to the tokenizer; a pronoun's it splits
_PART_BREAK = re.compile(r"\s*(?:,|;|\s-+\s)\s*(?!(?:and|but|or|nor)\b)")  # coordination stays whole


def sentences(text: str) -> List[str]:
    """The sentences of a text, cut after ".", "!" or "?", stripped; none for a blank text."""
    return [s.strip() for s in _SENTENCE_END.split(text.strip()) if s.strip()]


@dataclass(frozen=True)
class Part:
    """One clause (or corrective fragment) of an utterance, with the mood of its sentence."""

    text: str
    corrects: bool = False      # said right after "no" / "sorry" / "actually"
    fragment: bool = False      # no verb: what a correction replaces ("the green one", "half four")
    sentence: str = ""          # the sentence it was cut from (a clock said elsewhere in it)


# One parse per distinct text, shared with the utterance reader (households repeat themselves, and
# the reader parses the clauses this module cuts): one cache, not one here and one there.
PARSES = ParseCache(4096)


def _doc(text: str) -> Any:
    return PARSES.doc(text)


def _has_verb(doc: Any) -> bool:
    return any((t.pos_ in ("VERB", "AUX") or t.tag_.startswith("VB")) and not misread_noun(t) for t in doc)


def _is_opener(doc: Any) -> bool:
    words = [t.lower_ for t in doc if not t.is_punct]
    return bool(words) and words[0] in _OPENER_HEADS and all(w in CORRECTION_OPENERS for w in words)


def _is_vocative(doc: Any) -> bool:
    """A name, term of address or interjection said in passing ("Mum", "love", "Mrs Patel", "look"):
    one word, or a few words with no verb and nothing that makes a phrase."""
    words = [t for t in doc if not t.is_punct]
    if any(is_time_token(t) for t in words):  # "Same time.", "Eight o'clock.": a time, said on its own
        return False
    if len(words) == 1 and not doc.text.rstrip().endswith("?") and not words[0].like_num and \
            words[0].lower_ not in HABITUAL and \
            words[0].lower_ not in ("it", "one", "ones", "them", "that", "this", "tomorrow", "tonight", "today"):
        return True
    return (0 < len(words) <= 3 and not _has_verb(doc)
            and all(t.pos_ in ("PROPN", "NOUN", "ADJ", "INTJ", "PRON") and not t.like_num and t.tag_ != "PRP$"
                    and t.lower_ not in ("it", "one", "ones", "them", "that", "this") for t in words))


def expand_contractions(text: str) -> str:
    """`text` with each "'s" that possesses nothing written out as "is" / "has", and the "'ll" of a
    name or noun as "will" ("Dad'll take you": the tokenizer splits it only after a pronoun)."""
    text = _NOUN_WILL.sub(r"\1 will", text)
    doc = _doc(text)
    cuts: List[Tuple[int, int, str]] = []
    # Another "'s" read as the verb counts ("Ma's rosary's not on the TV stand": the second one is "is").
    verbs = [t for t in doc if (t.pos_ in ("VERB", "AUX") or t.tag_.startswith("VB"))
             and (t.lower_ != "'s" or t.pos_ == "AUX")]
    for tok in doc:
        if tok.lower_ != "'s" or tok.i == 0 or doc[tok.i - 1].lower_ == "let":
            continue
        possessive = tok.dep_ == "case" and tok.head.dep_ == "poss" and tok.head.head.pos_ in ("NOUN", "PROPN")
        verbs_else = [v for v in verbs if v.i != tok.i]
        owner_start = doc[tok.i - 1].left_edge.i
        after_preposition = owner_start > 0 and doc[owner_start - 1].pos_ == "ADP"  # "at Leo's", "to my mum's"
        verb_at = tok.i + 1
        while verb_at + 1 < len(doc) and doc[verb_at].tag_ == "RB":  # "mam's just texted": the verb beyond
            verb_at += 1
        after = doc[verb_at] if verb_at < len(doc) else None
        beyond = doc[verb_at + 1] if verb_at + 1 < len(doc) else None
        perfect = after is not None and after.tag_ in ("VBN", "VBD") and (  # "Sam's borrowed the drill", tagged
            after.lower_ in ("been", "got", "gotten", "gone") or  # either way: a past form taking an object
            beyond is not None and beyond.pos_ in ("DET", "PRON", "NUM", "PROPN") or  # "Piotr's borrowed Marcus's ..."
            _word_given(after, beyond))  # "she's promised to bring it": she has
        if _owns_before_another(tok, doc) or _owns_bare_noun(tok, doc):  # "Jo's mug's dirty", "Bob's laptop, ..."
            continue
        if not perfect and (possessive and (verbs_else or _named_thing(tok, doc)) or after_preposition and (
                verbs_else or any(t.lower_ == "'s" and t.i < tok.i for t in doc))):  # "on Caleb's chair": Caleb owns it
            continue
        word = "has" if perfect else "is"
        cuts.append((tok.idx, tok.idx + len(tok.text), " " + word))
    for start, end, word in reversed(cuts):
        text = text[:start].rstrip() + word + text[end:]
    return text


def _word_given(after: Any, beyond: Any) -> bool:
    """A verb of giving one's word before its "to" ("she's promised to", "he's sworn to"): the
    perfect of an active pledge; a passive "is" takes other past forms ("she's supposed to")."""
    return beyond is not None and beyond.lower_ == "to" and undertaking_verb(after.lemma_) == "promise"


def _owns_before_another(case: Any, doc: Any) -> bool:
    """Whether a "'s" is followed by a noun and a second "'s" (a name, its noun, then "is")."""
    later = next((t for t in doc[case.i + 1:] if t.lower_ == "'s"), None)
    between = doc[case.i + 1:later.i] if later is not None else []
    return bool(between) and all(t.pos_ in ("NOUN", "PROPN", "ADJ") for t in between)


def _owns_bare_noun(case: Any, doc: Any) -> bool:
    """Whether a "'s" after a name is followed straight away by a common noun said without an
    article ("Bob's laptop, it's ...", "Pao's dentist Thursday at three"): "Bob is laptop" is no
    English, so the name owns the noun. The word is judged as the "is" reading would parse it: a
    verb or adjective the tagger took for a noun ("Canelo's hiding", "the geyser's cold") and a
    place said as an adverb ("Mum's home") make "is"."""
    owner, owned = doc[case.i - 1], doc[case.i + 1] if case.i + 1 < len(doc) else None
    if owner.pos_ != "PROPN" or owned is None or owned.pos_ != "NOUN" or owned.lower_ in PLACE_ADVERBS or \
            is_time_token(owned):
        return False
    said = doc.text[:case.idx].rstrip() + " is"
    as_is = _doc(said + doc.text[case.idx + len(case.text):])
    word = next((t for t in as_is if t.idx >= len(said) and not t.is_space), None)
    return word is not None and word.tag_ == "NN"


def _named_thing(case: Any, doc: Any) -> bool:
    """A verbless "'s" that names someone's thing, not "is": the owned noun is plural ("Oh, Alice's
    keys, ...": "Alice is keys" is no English) or the phrase is asked on its own ("Bob's laptop?")."""
    owned = case.head.head
    return owned.tag_ in ("NNS", "NNPS") or (owned.dep_ == "ROOT" and doc.text.rstrip().endswith("?"))


def _pieces(sentence: str) -> List[str]:
    end = sentence[-1] if sentence and sentence[-1] in ".!?" else ""
    pieces = [p.strip(" .!?") for p in _PART_BREAK.split(sentence.rstrip(".!? "))]
    pieces = [p for p in pieces if p]
    if pieces and end:
        pieces[-1] += end
    return pieces


def clauses(text: str) -> List[Part]:
    """The parts of `text` (normalised) to read one by one, in order."""
    parts: List[Part] = []
    for sentence in _SENTENCE_END.split(text.strip()):
        correcting = False
        pending = ""  # a leading verbless fragment, joined to the next clause
        first = len(parts)
        pieces = [part for whole in _pieces(sentence) for part in _consequence_apart(whole)]
        for at, piece in enumerate(pieces):
            if not pending and at + 1 < len(pieces) and resumed(piece, pieces[at + 1], _doc, pronoun_ok=False):
                pending = piece  # "Ravi's jacket, I hung up.": a topic, the "'s" no "is"
                continue
            piece = _verb_first(_unlinked(expand_contractions(switch_said(piece))))  # "Off the fan for me"
            piece = object_first(piece, _doc) or piece  # "The mandazi I'll make tomorrow"
            if len(parts) > first and not parts[-1].fragment:  # "..., keep in the wet kitchen": its subject
                piece = subject_carried(parts[-1].text, piece, _doc) or piece
            doc = _doc(piece)
            if _is_tag_question(doc) and parts and not parts[-1].fragment:  # "..., could you?"
                parts[-1] = replace(parts[-1], text=parts[-1].text.rstrip(".!") + "?")
                continue
            if _is_opener(doc):
                correcting = True
                continue
            if _is_vocative(doc):
                continue
            if not _has_verb(doc):
                if correcting:
                    parts.append(Part(text=piece, corrects=True, fragment=True, sentence=sentence))
                    correcting = False
                elif parts and parts[-1].text[-1:] not in ".!?" and (not parts[-1].fragment or parts[-1].corrects):
                    last = parts[-1]  # "no, Sunday, same time": one correction
                    parts[-1] = replace(last, text=f"{last.text}, {piece}")
                elif not pending and _dated_thing(doc):  # "the fireworks at the park start at seven, so ..."
                    parts.append(Part(text=piece, fragment=True, sentence=sentence))
                else:
                    pending = f"{pending}, {piece}" if pending else piece
                continue
            body = (resumed(pending, piece, _doc) or f"{pending}, {piece}") if pending else piece
            parts.append(Part(text=body, corrects=correcting or _opens_correction(doc), sentence=sentence))
            pending, correcting = "", False
        said = None if correcting or not pending else copula_dropped(pending, _doc)  # "My keys, not in the car."
        if said:
            parts.append(Part(text=_ended(Part(said), sentence).text, sentence=sentence))
        elif pending:
            parts.append(Part(text=pending, corrects=correcting, fragment=True, sentence=sentence))
        elif len(parts) > first:  # the sentence still ends where it did when a vocative closed it ("..., son.")
            parts[-1] = _ended(parts[-1], sentence)
    return parts


def _verb_first(piece: str) -> str:
    """`piece` with its first word in lower case when, written with a capital, the tagger took that
    verb for a name and found no verb at all ("Wake Arjun at seven": a command); unchanged else."""
    doc = _doc(piece)
    if _has_verb(doc) or not doc or doc[0].pos_ != "PROPN" or not piece[:1].isupper():
        return piece
    lowered = piece[:1].lower() + piece[1:]
    first = _doc(lowered)[0]
    return lowered if first.pos_ == "VERB" else piece


def _consequence_apart(piece: str) -> List[str]:
    """`piece` cut before a "so" that opens a clause of its own, with its own subject ("the trip's
    at half eight so I need it by eight"): what follows is a consequence said in its own right,
    read alone as if a comma had stood there; the piece whole otherwise."""
    doc = _doc(piece)
    cut = next((t for t in doc if t.lower_ == "so" and t.i > 0 and t.dep_ in ("advmod", "mark", "cc")
                and t.head.dep_ in ("advcl", "conj", "ccomp", "ROOT") and t.head.i > t.i
                and any(c.dep_ in ("nsubj", "nsubjpass") for c in t.head.children)), None)
    if cut is None or not _has_verb(doc[:cut.i]):
        return [piece]
    return [doc[:cut.i].text, doc[cut.i:].text]


def _dated_thing(doc: Any) -> bool:
    """A verbless part that names a thing and a clock time (an event said without a verb the
    parser found: "the fireworks at the park start at seven"): it stands on its own, so its time
    is not read as the next clause's; a leading time or place alone ("on weekends", "tomorrow
    morning") still joins the clause it sets."""
    root = doc[:].root
    return root.pos_ in ("NOUN", "PROPN") and not is_time_token(root) and any(
        t.like_num and t.head.pos_ == "ADP" for t in doc) and len(doc) >= 4

def _ended(part: Part, sentence: str) -> Part:
    """`part` closed by its sentence's full stop or "!" when it has no mark of its own (a "?" after a
    vocative or tag asks with the tag, "..., okay?", and leaves the statement as it was)."""
    end = sentence.rstrip()[-1:]
    return replace(part, text=part.text + end) if end in (".", "!") and part.text[-1:] not in ".!?" else part


def _unlinked(piece: str) -> str:
    """`piece` without a linking word the parser takes for its head ("so from now on keep them
    there": "so" parsed as the root): the clause is read from its verb."""
    first, _, rest = piece.partition(" ")
    if first.lower() not in LINKS or not rest or next(iter(_doc(piece).sents)).root.pos_ in ("VERB", "AUX"):
        return piece
    return rest


LINKS = frozenset({"so", "and", "but", "then", "plus"})


def vocatives(text: str) -> List[str]:
    """The names and terms of address said in passing in `text` ("Gran, your tea's here" -> Gran)."""
    return [piece for sentence in _SENTENCE_END.split(text.strip()) for piece in _pieces(sentence)
            if _is_vocative(_doc(piece)) and not _is_opener(_doc(piece))]


def _is_tag_question(doc: Any) -> bool:
    """A question tag: an auxiliary and a pronoun, nothing else ("could you?", "won't you?", "isn't it?")."""
    words = [t for t in doc if not t.is_punct and t.dep_ != "neg" and t.lower_ not in ("n't", "not")]
    return doc.text.rstrip().endswith("?") and len(words) == 2 and words[0].tag_ == "MD" or (
        len(words) == 2 and words[0].pos_ == "AUX" and words[1].pos_ == "PRON" and doc.text.rstrip().endswith("?"))


def _opens_correction(doc: Any) -> bool:
    words = [t for t in doc if not t.is_punct]
    return bool(words) and words[0].lower_ in ("actually", "sorry", "correction") or any(
        t.lower_ == "instead" for t in doc) or " i mean " in f" {doc.text.lower()} "
