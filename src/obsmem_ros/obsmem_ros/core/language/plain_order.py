"""Topic-first speech: a thing named first, set off by a comma, then what is said of it.

Spoken English, and the English of many second-language speakers above all, names the topic
first and says the rest after: "Your gym bag, I put in the garage." (the object left as a gap),
"The spare key, I found it." (the object said again as a pronoun), "My wallet, not in the car."
(no verb at all: the copula dropped). The parser reads the fronted phrase as a stray fragment, so
the claim is lost or made of "it". These read the sentence in its plain order instead: "I put your
gym bag in the garage", "I found the spare key", "My wallet is not in the car".

Only a fronted noun phrase is a topic: not a time ("Tomorrow morning, ..."), not a phrase opening
with a preposition ("On Sundays, ..."), not a name said to someone (those are vocatives, dropped
before). Callers reach these through `topics`, which says what this level reads and what the
parse-level one does.
"""
from __future__ import annotations

import re
from typing import Any, Callable, Optional

from .syntax import lexicon_words
from .utterance_syntax import ACQUIRING, PLACING, is_time_token
from .variety_positions import noun

_OBJECT_PRONOUNS = frozenset({"it", "them"})
_CLITICS = {"'re": "are", "'s": "is", "'ll": "will", "'ve": "have", "'d": "would"}  # "they're" without "they"
_SUBJECT_PRONOUNS = frozenset({"i", "we", "you", "he", "she", "they"})
_NOUN_PARTS = frozenset({"det", "poss", "case", "compound", "amod", "nummod"})  # words before a noun, of its phrase
_GAP_VERBS = PLACING | ACQUIRING  # a deed whose object is the thing and whose place follows
_PLACE_PREPOSITIONS = ("in", "on", "under", "at", "by", "behind", "beside", "inside", "near", "next to", "up",
                       "down", "out")
_ZERO_COPULA = re.compile(r"^(?P<lead>(?:(?:not|now|still|already)\s+)*)(?P<prep>(?:" +
                          "|".join(_PLACE_PREPOSITIONS) + r")\b.*)$", re.IGNORECASE)
_ADVERB_THEN_PLACE = re.compile(r"^(?P<np>.+?)\s+(?P<rest>(?:not|now|still|already)\s+(?:" +
                                "|".join(_PLACE_PREPOSITIONS) + r")\b.*)$", re.IGNORECASE)

Parse = Callable[[str], Any]


def is_topic(doc: Any) -> bool:
    """Whether a verbless part is a noun phrase that can be a topic: headed by a noun that names no
    time, not opening with a preposition or a negation (a thing set against the one just said: "...
    strawberry jam, never the apricot"), and naming an owner, article or modifier (a bare name is
    someone addressed)."""
    words = [t for t in doc if not t.is_punct]
    if not words or words[0].pos_ == "ADP" or words[0].dep_ == "neg" \
            or any(t.pos_ in ("VERB", "AUX") and not misread_noun(t) for t in words) \
            or any(t.pos_ == "ADP" and t.lower_ in _PLACE_PREPOSITIONS for t in words):  # "the van's in the drive"
        return False
    root = doc[:].root
    if misread_noun(root):
        return not any(is_time_token(t) for t in words)
    return root.pos_ in ("NOUN", "PROPN") and not any(is_time_token(t) for t in words) and (
        root.pos_ == "NOUN" or any(c.dep_ in ("det", "poss", "compound", "amod") for c in root.children))


def misread_noun(tok: Any) -> bool:
    """Whether the tagger took for a verb the last word of a phrase a determiner opens, a word
    English has as a noun and never as a verb ("The Saints jerseys": no verb "jersey")."""
    words = [t for t in tok.doc if not t.is_punct]
    if not tok.tag_.startswith("VB") or not words or words[-1].i != tok.i or words[0].tag_ not in ("DT", "PRP$"):
        return False
    verbs = lexicon_words("verb")
    return noun(tok.lower_) and tok.lower_ not in verbs and tok.lemma_.lower() not in verbs


def _as_object(topic_doc: Any) -> str:
    """The topic written as an object inside a clause ("The net" -> "the net"; names keep case)."""
    text = topic_doc.text.strip(" ,.!?")
    first = topic_doc[0]
    return text[:1].lower() + text[1:] if first.pos_ in ("DET", "PRON") else text


def resumed(topic: str, clause: str, parse: Parse, *, pronoun_ok: bool = True) -> Optional[str]:
    """`clause` with the fronted `topic` put where it belongs: in place of an object pronoun that
    takes it up ("The spare key, I found it"), in place of a subject "it" / "they" that opens the
    clause ("Bob's laptop, it's on the shelf"), or right after a placing or getting verb left
    without an object ("Your gym bag, I put in the garage"); None when the clause leaves no gap.
    `pronoun_ok` False: only a gap counts (a topic written "Ravi's jacket" might be "Ravi is ..."). A verb
    of a relative clause has its gap filled by the noun it hangs from ("Nana, the kite I bought ...":
    the kite was bought, not Nana)."""
    topic_doc = parse(topic)
    if not is_topic(topic_doc):
        return None
    doc = parse(clause)
    thing = _as_object(topic_doc)
    pronoun = next((t for t in doc if t.lower_ in _OBJECT_PRONOUNS and t.dep_ == "dobj"), None)
    if pronoun is not None and pronoun_ok:
        return doc[:pronoun.i].text_with_ws + thing + doc.text[pronoun.idx + len(pronoun.text):]
    subject = _subject_taking_up(topic_doc, doc) if pronoun_ok else None
    if subject is not None:  # "Bob's laptop, it's on the shelf" -> "Bob's laptop is on the shelf"
        rest = doc.text[subject.idx + len(subject.text):]
        clitic = next((c for c in _CLITICS if rest.lower().startswith(c)), "")
        return doc[:subject.i].text_with_ws + (thing if subject.i else topic.strip(" ,")) + \
            (f" {_CLITICS[clitic]}{rest[len(clitic):]}" if clitic else rest)
    verb = next((t for t in doc if t.pos_ == "VERB" and t.lemma_.lower() in _GAP_VERBS), None)
    if pronoun is not None or verb is None or verb.dep_ == "relcl":
        return None
    if not any(c.dep_ in ("nsubj", "nsubjpass") for c in verb.children) or any(
            c.dep_ in ("dobj", "ccomp", "xcomp", "attr", "acomp", "dative") for c in verb.children):
        return None
    after = max([verb] + [c for c in verb.children if c.dep_ == "prt" and c.i == verb.i + 1], key=lambda t: t.i)
    cut = after.idx + len(after.text)
    return doc.text[:cut] + " " + thing + doc.text[cut:]


def _subject_taking_up(topic_doc: Any, doc: Any) -> Optional[Any]:
    """The "it" / "they" that opens `doc` as the subject of its main verb and may take up the fronted
    thing ("they" only a plural one; a "he" / "she" is someone else: "Mum's car, she took it")."""
    root = topic_doc[:].root
    plural = root.tag_ in ("NNS", "NNPS") or misread_noun(root) and root.lower_.endswith("s")  # the tagger's
    # plural ("it" still takes up a "thermos"), or the plural of a noun it took for a verb ("jerseys")
    first = next((t for t in doc if not t.is_punct), None)
    if first is None or first.lower_ not in (("it", "they") if plural else ("it",)) or \
            first.dep_ not in ("nsubj", "nsubjpass"):
        return None
    return first if first.head.dep_ == "ROOT" else None


def object_first(piece: str, parse: Parse) -> Optional[str]:
    """A clause said object first with no comma, its doer a pronoun and its deed still ahead ("The
    mandazi I'll make tomorrow", "the laundry I take in at five", "the kite always I hang in the
    hall") in its plain order ("I'll make the mandazi tomorrow"; an adverb before the doer stays
    before it); None for any other piece. The parser reads such a clause as a noun with
    a relative clause, so the deed is lost; a relative word, an object of the verb's own or a past
    tense ("the rug he left in the shed": which rug) keep the noun phrase reading."""
    doc = parse(piece)
    root = doc[:].root
    if root.pos_ not in ("NOUN", "PROPN") or any(t.dep_ not in _NOUN_PARTS for t in doc[:root.i]):
        return None
    verb = next((c for c in root.children if c.dep_ == "relcl" and c.i > root.i), None)
    subj = None if verb is None else next((c for c in verb.children if c.dep_ == "nsubj"), None)
    if subj is None or subj.lower_ not in _SUBJECT_PRONOUNS or verb.tag_ not in ("VB", "VBP", "VBG") or any(
            t.dep_ != "advmod" or t.head.i != verb.i for t in doc[root.i + 1:subj.i]) or any(
            c.dep_ in ("ccomp", "xcomp") or c.dep_ == "dobj" and not _place_as_particle(c) for c in verb.children):
        return None
    thing = _as_object(doc[:root.i + 1])
    cut = verb.idx + len(verb.text)
    return doc.text[doc[root.i + 1].idx:cut] + " " + thing + doc.text[cut:]


def _place_as_particle(obj: Any) -> bool:
    """Whether an object is the noun of a place preposition the tagger took for the verb's particle
    ("the iron I keep in Gran's room": "in" a particle, "room" its object): with the topic fronted,
    the verb's object is the topic, so the phrase is where it is kept."""
    before = obj.doc[obj.left_edge.i - 1] if obj.left_edge.i > 0 else None
    return before is not None and before.dep_ == "prt" and before.head.i == obj.head.i and \
        before.lower_ in _PLACE_PREPOSITIONS


def copula_dropped(fragment: str, parse: Parse) -> Optional[str]:
    """A verbless "thing, [not / now] in a place" read with its "is" / "are" ("My wallet, not in the
    car" -> "My wallet is not in the car"; "Keys now in the bowl" -> "Keys are now in the bowl");
    None for any other fragment (a place said first, a correction's "the one in the hall")."""
    found = _ADVERB_THEN_PLACE.match(fragment.strip())
    head, _, rest = fragment.partition(",")
    if found is not None:
        head, rest = found.group("np").rstrip(" ,"), found.group("rest")
    elif _ZERO_COPULA.match(rest.strip()) is None:
        return None
    topic_doc = parse(head.strip())
    if not is_topic(topic_doc):
        return None
    plural = topic_doc[:].root.tag_ in ("NNS", "NNPS")
    return f"{head.strip()} {'are' if plural else 'is'} {rest.strip()}"


# Verbs that move people as often as things ("..., come to the table"): a command, never a dropped subject.
_PEOPLE_MOVE = frozenset({"move", "go", "come", "get", "head", "shift"})
_SPEAKERS = frozenset({"i", "we"})  # said of another ("the box he brought, put in the shed") it is a command


def subject_carried(before: str, piece: str, parse: Parse) -> Optional[str]:
    """`piece` with the subject of the clause before it in the same sentence, when the piece opens
    with a placing verb that has neither subject nor object but a place phrase ("The chilli sauce I
    bought two bottles, keep in the pantry": "I keep in the pantry"); None otherwise. The subject is
    the speaker's "I" or "we", the first doer of the clause before (its root or a relative clause's). Speech drops
    the subject of a second verb as well as the object a topic names, and the comma cut the verb off
    from its sentence, so read alone it looks like a command; a command that places a thing names
    it ("keep it in the pantry"), and one that moves people is no placing ("come to the table")."""
    doc = parse(piece)
    verb = doc[0] if len(doc) else None
    if verb is None or verb.tag_ not in ("VB", "VBP") or verb.lemma_.lower() not in PLACING or \
            verb.lemma_.lower() in _PEOPLE_MOVE or verb.lower_ == "please":
        return None
    deps = {c.dep_ for c in verb.children}
    if deps & {"nsubj", "nsubjpass", "dobj", "expl"} or "prep" not in deps:
        return None
    subj = next((t for t in parse(before) if t.dep_ == "nsubj" and t.head.pos_ in ("VERB", "AUX")), None)
    if subj is None or subj.lower_ not in _SPEAKERS:
        return None
    return f"{subj.text} {piece[:1].lower()}{piece[1:]}"
