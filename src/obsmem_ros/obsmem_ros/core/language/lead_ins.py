"""A question asked after a lead-in: "I need Lindi's calculator for a sec. Where would it be?".

The lead-in is context, not what is asked: the question is the interrogative clause that closes
the text (a last sentence opening with a wh-word or an auxiliary, or a wh-clause after a comma:
"The cooler box, where's it now?"). Its pronouns and its "then" refer to what the lead-in names,
so the asked clause is read alone with them written out: "Where would Lindi's calculator be?",
"Who's feeding Bhubesi on Sunday?". A question that needs the lead-in as a statement ("X was
moved into the cupboard. Where was it before that?", "Carol said X. Was she right?"), that is
no clause of its own ("... What time?"), or that follows another question ("Is the remote on the
sofa? Where is it?": both are asked) is left whole. Statements after the question ("Where's the
jar? Nan wants it.") ask nothing: `without_afterword` sets them aside.
"""
from __future__ import annotations

import re
from typing import Any, Callable, List, Optional

from . import syntax
from .asked_who import elliptical, spelt_out, who_start
from .utterance_syntax import ACQUIRING, PLACING
from .verbs import undertaking_words

__all__ = ["asked_question", "without_afterword"]

_DASHES = frozenset({"-", "\u2013", "\u2014", ":"})  # "I'm pouring her a tea - does she ...?"
_TOPIC_ENDS = _DASHES | {","}  # "The box of matches, is it still on the shelf?": a thing said first
_THING_PRONOUNS = frozenset({"it", "they", "them"})
_PERSON_PRONOUNS = frozenset({"she", "he", "her", "him", "his"})
_OWNED = frozenset({"hers", "his", "theirs"})  # "How does Precious take hers?": her <thing of the lead-in>
_BACK = frozenset({"that", "this", "those", "these", "one", "ones"})  # "before that": the lead-in's event
# itself; "which one": a kind the lead-in names
_THING_DEPS = frozenset({"dobj", "nsubj", "nsubjpass", "ROOT", "attr", "appos", "dative"})
_OBJECT_DEPS = frozenset({"dobj", "dative", "pobj"})
_INDEFINITE = frozenset({"something", "anything", "nothing", "everything"})  # a thing not said: "it" is unknown
_MOMENTS = frozenset({"time", "sec", "second", "minute", "moment", "while", "bit"})  # "for a sec": no thing


Known = Callable[[str], bool]  # whether memory links a phrase to a thing it knows


def asked_question(text: str, known: Known = lambda phrase: False) -> Optional[str]:
    """The asked clause of `text` with the lead-in's referents written in, or None when `text` has
    no lead-in to set aside (one plain question, or one that needs its lead-in whole). A pronoun
    takes up the last thing of the lead-in that memory knows (`known`) before any other."""
    doc = syntax.analyse(syntax.normalise(text))
    who = who_start(doc)  # "..., but who's carrying it?": the clause the conjunction sets off
    start = who if who is not None else _asked_start(doc)
    if start is None or start == 0:
        return None
    sentence = doc[start].sent.start
    lead, asked = doc[: sentence or start], doc[start:]  # "So" / "And" opening the question is neither
    if elliptical(asked):  # "Is he still going, or who is?": who will do what the lead-in planned
        return spelt_out(lead)
    apart = who is not None or doc[start].pos_ == "AUX" and (doc[start - 1].text in _DASHES or doc[start - 1].text == ","
                                                             and not _subordinate(lead))  # "... - does she ...?",
    # "The red mug, is it ...?": its own question, however the parser attached the lead-in (a wh-question after a dash may lean on it)
    if not _says_something(lead) or not apart and _part_of(lead, doc[lead.end:]) or _needs_lead(asked) or \
            syntax.attributes(lead) and who is None:  # "Carol said X. Was she right?": the claim is what
        # is asked about; not of a "who" a conjunction sets off ("X said he'd do it, but who is?")
        return None
    words = [_written_out(tok, lead, known) for tok in asked]
    if any(w is None for w in words):
        return None  # a pronoun the lead-in gives nothing for ("Dan picked something up. Where is it?")
    if words == [tok.text for tok in asked] and not _names_something(asked):
        return None  # "Alice picked up her keys. When was the last time?": the lead-in is what is asked
    gap = _gap(asked, lead)
    if gap is not None:  # "The gold paper, where did Gran put?": the thing said first is the verb's object
        words[gap.i - asked.start] += " " + _said_phrase(lead)
    out = "".join(w + tok.whitespace_ for w, tok in zip(words, asked)).strip()
    return out[:1].upper() + out[1:] if out else None


def _gap(asked: Any, lead: Any) -> Optional[Any]:
    """The word of the asked clause after which its object is left unsaid, when the lead-in is a
    noun phrase set off by a comma ("The gold paper for praying, where Ah Ma put?": after "put"): the
    clause's verb of placing or getting (as a topic said first fills a statement's gap:
    `plain_order.resumed`), with no object, no clause and no pronoun taking the thing up; None else."""
    top = _said_first(lead)
    if top is None or lead.start <= top.head.i < lead.end and top.head.i != top.i or \
            asked.doc[asked.start - 1].text not in _TOPIC_ENDS or any(t.lower_ in _THING_PRONOUNS for t in asked):
        return None  # a clause ("Papa still sleeping. Who's going ...?"), or a sentence of its own
    verb = next((t for t in asked if t.head.i == t.i or not asked.start <= t.head.i < asked.end), None)
    if verb is None or verb.pos_ != "VERB" or verb.lemma_.lower() not in PLACING | ACQUIRING or any(
            c.dep_ in ("dobj", "nsubjpass", "attr", "ccomp", "xcomp", "dative") for c in verb.children):
        return None
    particle = next((c for c in verb.children if c.dep_ == "prt" and c.i == verb.i + 1), None)
    return particle or verb


def _said_phrase(lead: Any) -> str:
    """The words of a thing said first, as an object ("The gold paper for praying" -> "the gold
    paper for praying")."""
    return " ".join(t.lower_ if t.dep_ == "det" else t.text for t in lead if not t.is_punct)


_SENTENCES = re.compile(r"[^.!?]+[.!?]*")


def without_afterword(text: str) -> str:
    """`text` up to its last question when statements follow it ("Where's the jar of olives? Nan
    wants it ready": what follows tells why it is asked, it asks nothing); `text` as it is else."""
    sentences = [m.group(0) for m in _SENTENCES.finditer(text) if m.group(0).strip()]
    asked = [i for i, sentence in enumerate(sentences) if sentence.rstrip().endswith("?")]
    if not asked or asked[-1] == len(sentences) - 1:
        return text
    return "".join(sentences[: asked[-1] + 1]).strip()


def _says_something(lead: Any) -> bool:
    """A lead-in is a statement (a clause with its subject, not itself a question) or a thing said
    first ("The cooler box, where's it now?"); a time or place phrase ("On day 7 at noon, where
    ...?"), a clause with no subject ("Going by Alice, where ...?", "Remind me, when ...?") or a
    question ("Is the jug on the shelf? Where is it?") belongs to the question."""
    first = next((t for t in lead if not t.is_punct), None)
    if first is None or "?" in lead.text or first.pos_ == "AUX" or first.tag_ in syntax.WH_TAGS | {"MD"}:
        return False
    heads = [t for t in lead if not lead.start <= t.head.i < lead.end or t.head.i == t.i]
    if any(t.pos_ == "NOUN" and (t.lower_ in _MOMENTS or syntax.dated(t.text)) for t in heads):
        return False  # "The last time the notebook got moved, who did it?": a time of the question
    if any(t.pos_ in ("NOUN", "PROPN") for t in heads):
        return True
    return any(t.dep_ in ("nsubj", "nsubjpass", "expl") or t.dep_ == "poss" and t.head.pos_ == "VERB"
               for t in lead)  # "Gogo's asking ...": the tagger's owner of a verb is its subject


def _subordinate(lead: Any) -> bool:
    """Whether the lead-in opens with a subordinator ("If it rains, is ..."): a condition of the question."""
    first = next((t for t in lead if not t.is_punct), None)
    return first is not None and first.dep_ == "mark"


def _needs_lead(asked: Any) -> bool:
    """Whether the asked clause says too little to be read alone: no verb ("What time?"), only an
    auxiliary ("Is it?"), a word pointing back at the lead-in ("before that", "which one"), or a
    pronoun asked to be identified ("Someone asked you to ... Who was it?") or standing for an event."""
    if not any(t.pos_ in ("VERB", "AUX") for t in asked) or any(
            t.lower_ in _BACK and t.pos_ in ("PRON", "NOUN") for t in asked):
        return True
    root = next((t for t in asked if not asked.start <= t.head.i < asked.end or t.head.i == t.i), None)
    if root is not None and root.pos_ == "AUX" and all(c.dep_ in ("nsubj", "punct", "advmod", "neg")
                                                         and c.tag_ not in syntax.WH_TAGS for c in root.children):
        return True
    return any(t.tag_ in syntax.WH_TAGS and t.dep_ == "attr" and t.head.lemma_ == "be" or _event_pronoun(t) for t in asked)


def _event_pronoun(tok: Any) -> bool:
    """"it" as the subject of a verb with no object ("Dan wanted the remote on the desk. Did it
    happen?"; passive: "Carol asked you to bring the remote. Was it done?"), or as the object of a
    verb standing for a deed ("... Did you do it?", "Did you manage it?"): what the lead-in said
    would happen, not a thing in it."""
    verb = tok.head
    if tok.lower_ in ("it", "that") and tok.dep_ == "dobj" and verb.lemma_.lower() in undertaking_words("pro_verbs"):
        return not any(c.dep_ in ("prep", "prt", "acomp", "advmod") and c.lower_ not in ("yet", "already")
                       for c in verb.children)  # "sort it out", "do it with the cloth": a thing done to
    return tok.lower_ == "it" and tok.dep_ in ("nsubj", "nsubjpass") and verb.pos_ == "VERB" and not any(
        c.dep_ in ("dobj", "prep", "acomp", "attr", "prt") for c in verb.children)


def _names_something(asked: Any) -> bool:
    """Whether the asked clause names a thing or a person of its own ("So who's picking Lindi up?")."""
    return any(t.pos_ in ("NOUN", "PROPN") and t.lower_ not in _MOMENTS for t in asked)


def _part_of(lead: Any, asked: Any) -> bool:
    """Whether the lead-in is a phrase or clause of the question itself: attached to it ("On day 7
    at noon, where were the glasses?"; "If I'm making Alice a drink, which mug ...?") or opening
    with a subordinator ("Before the timer was changed to 7, what was it?": the time it asks about)."""
    return _subordinate(lead) or any(asked.start <= t.head.i < asked.end and not t.is_punct for t in lead)


def _asked_start(doc: Any) -> Optional[int]:
    """Where the interrogative clause closing `doc` begins: its last sentence when that opens (after
    "so", "and", "but") with a wh-word or an auxiliary, else a wh-word just after a comma, or an
    auxiliary before its subject just after a comma, dash or colon ("The red mug, is it still on the
    table?"; "I'm pouring her coffee - does she take sugar?"; a wh-question after a dash may lean on
    its lead-in: "X was changed to 19 - what had it been until then?")."""
    if not doc.text.rstrip().endswith("?"):
        return None
    last = list(doc.sents)[-1]
    first = next((t for t in last if not t.is_punct and not (t.dep_ in ("advmod", "cc") and t.i < t.head.i
                                                             and t.tag_ in ("RB", "CC", "UH"))), None)
    if first is not None and last.start > 0 and (first.tag_ in syntax.WH_TAGS | {"MD"} or first.pos_ == "AUX"):
        return first.i
    for tok in last:
        before = doc[tok.i - 1].text if tok.i > last.start else ""
        if tok.tag_ in syntax.WH_TAGS and before == "," or tok.pos_ == "AUX" and before in _TOPIC_ENDS and _inverted(tok):
            return tok.i
    return None


def _inverted(aux: Any) -> bool:
    """An auxiliary opening a question: its subject follows it ("- does he take sugar?")."""
    verb = aux.head if aux.dep_ == "aux" else aux
    return any(c.dep_ in ("nsubj", "nsubjpass", "expl") and c.i > aux.i for c in verb.children)


def _written_out(tok: Any, lead: Any, known: Known) -> Optional[str]:
    """`tok` of the asked clause, or what it stands for in the lead-in; None for a pronoun of a
    thing the lead-in names none for."""
    before = tok.doc[tok.sent.start if tok.sent.start >= lead.end else lead.end: tok.i]
    low = tok.lower_
    if _bound_to_asked(tok):
        return tok.text
    if low in _THING_PRONOUNS and tok.pos_ == "PRON":
        if _said_first(lead) is not None:  # the whole phrase: "sitting on the worktop" tells which laptop
            return _said_phrase(lead)
        thing = _thing(lead, known, plural=low != "it")
        return _phrase(thing, lead) if thing is not None else None
    if low in _OWNED and tok.tag_ not in ("PRP$",) and tok.dep_ != "poss":
        thing = _thing(lead, known, plural=None)
        return f"{'her' if low == 'hers' else 'his' if low == 'his' else 'their'} {thing.lemma_.lower()}" \
            if thing is not None else None
    if low in _PERSON_PRONOUNS and not any(t.pos_ == "PROPN" for t in before):
        person = _person(lead, tok.dep_ in _OBJECT_DEPS and tok.tag_ != "PRP$")
        if person:
            return f"{person}'s" if tok.tag_ == "PRP$" or tok.dep_ == "poss" else person
    if low == "then" and tok.dep_ == "advmod":
        return _time(lead) or tok.text
    return tok.text


def _bound_to_asked(tok: Any) -> bool:
    """Whether `tok` is the subject of a clause said by the one asked about ("Who said they'd do
    it?": "they" is whoever said so, not a thing of the lead-in)."""
    verb = tok.head
    return tok.dep_ == "nsubj" and verb.dep_ == "ccomp" and any(
        c.dep_ == "nsubj" and c.tag_ in syntax.WH_TAGS for c in verb.head.children)


def _things(lead: Any) -> List[Any]:
    """The common nouns of the lead-in said as things, and "something" (not a moment or a day)."""
    return [t for t in lead if (t.pos_ == "NOUN" or t.lower_ in _INDEFINITE) and t.dep_ != "compound"
            and t.lower_ not in _MOMENTS and not syntax.dated(t.text)]


def _thing(lead: Any, known: Known, *, plural: Optional[bool]) -> Optional[Any]:
    """What "it" / "they" take up (None when that is only "something"): a thing said first alone
    ("The laptop on the worktop, whose is it?": the laptop); else, of the lead-in's things of the
    number asked, the last memory knows that is its subject or object, else the last memory knows
    ("can't watch the derby without his scarf": the scarf), else the last subject or object ("made
    padkos for the trip"), else the last named after a preposition ("looking for her clinic card")."""
    said_first = _said_first(lead)
    if said_first is not None:  # "The cooler box, how old is it?"
        return said_first
    things = [t for t in _things(lead) if plural is None or (t.tag_ in ("NNS", "NNPS")) == plural] or (
        _things(lead) if plural else [])
    linked = [t for t in things if t.lower_ not in _INDEFINITE and known(_bare(t))]
    core = [t for t in things if t.dep_ in _THING_DEPS]
    found = ([t for t in linked if t in core] or linked or core or things or [None])[-1]
    return None if found is None or found.lower_ in _INDEFINITE else found  # "picked something up": not said


def _said_first(lead: Any) -> Optional[Any]:
    """The thing a lead-in that is only a noun phrase names ("The laptop sitting on the worktop",
    also when the tagger reads its participle as the verb: "The phone lying on the bench")."""
    top = next((t for t in lead if t.head.i == t.i or not lead.start <= t.head.i < lead.end), None)
    if top is not None and top.pos_ == "VERB" and top.tag_ in ("VBG", "VBN") and \
            not any(c.dep_ in ("aux", "auxpass") for c in top.children):
        top = next((c for c in top.children if c.dep_ == "nsubj"), None)
    return top if top is not None and top.pos_ == "NOUN" and top.lower_ not in _INDEFINITE else None


def _phrase(thing: Any, lead: Any) -> str:
    """The lead-in's words for `thing`, its owner written as a name ("her clinic card" said of Ma:
    "Ma's clinic card"), a name said before it as who it is for ("bought Sbu new takkies") as its
    owner; a thing said bare ("made padkos") is "the" thing, as one taken up again is."""
    words = [] if any(t.dep_ in ("det", "poss") or _recipient(t) for t in thing.children) else ["the"]
    for t in thing.doc[thing.left_edge.i: thing.i + 1]:
        if t.i < lead.start or t.dep_ == "case":
            continue
        if _recipient(t):
            words.append(f"{t.text}'s")
        elif t.dep_ == "poss":
            owner = _person(lead) if t.pos_ == "PRON" else t.text
            words.append(f"{owner}'s" if owner else t.text)
        else:
            words.append(t.lower_ if t.dep_ == "det" else t.text)
    return " ".join(words)


def _recipient(tok: Any) -> bool:
    """A name the tagger took for a modifier of the thing after it ("bought Sami new boots"): who
    the thing is for."""
    return tok.dep_ in ("amod", "nmod") and tok.pos_ == "PROPN"


def _bare(thing: Any) -> str:
    """The words naming `thing` with no article, owner or name ("her clinic card": "clinic card"), as
    memory's names are linked."""
    return " ".join(t.lower_ for t in thing.doc[thing.left_edge.i: thing.i + 1]
                    if t.dep_ in ("compound", "amod") and t.pos_ != "PROPN" or t.i == thing.i)


def _person(lead: Any, objective: bool = False) -> str:
    """The person the lead-in is about: the first name it says as its subject or the subject's
    owner, else the one name it says ("I'm pouring Ruth a cup of tea": Ruth). A pronoun asked as an
    object takes up the name the lead-in says in that role first ("Dadi was going to drop Cucu at the
    stage. Who's taking her now?": Cucu, not Dadi, whose plan it was)."""
    names = [t for t in lead if t.pos_ == "PROPN" and t.text[:1].isupper()]
    objects = [t.text for t in names if t.dep_ in _OBJECT_DEPS] if objective else []
    if objects:
        return objects[-1]
    subject = next((t.text for t in names if t.dep_ in ("nsubj", "poss", "nsubjpass")), "")
    return subject or (names[0].text if len({t.text for t in names}) == 1 else "")


def _time(lead: Any) -> str:
    """The day or time the lead-in names ("on Sunday"), with its preposition."""
    for tok in lead:
        if syntax.dated(tok.text) and tok.pos_ in ("NOUN", "PROPN"):
            prep = tok.head if tok.dep_ == "pobj" else None
            return f"{prep.text} {tok.text}" if prep is not None else tok.text
    return ""
